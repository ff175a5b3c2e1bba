package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDatetimeFormatJava: the formatting functions read into the pattern
// model are written for Hive and Spark as date_format of Java's letters
// (yyyy yy MM dd HH mm ss; SSS, and toward Spark S to SSSSSS: Spark SQL
// reference, "Datetime Patterns"; Hive's SimpleDateFormat S is the count
// of milliseconds, so only SSS), the year guarded from 1583 toward Hive
// where the pattern writes a date (SimpleDateFormat's Julian calendar
// before 1582-10-15); the outputs run on the reference executor in the
// conformance case dates/format_to_java. Another element, a literal
// holding a letter or a quote, or one of Spark's reserved characters is
// refused (T219) at its place.
func TestDatetimeFormatJava(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, d DATE, t3 TIMESTAMP(3))", SchemaDialect: "postgres"}
	translatesTo(t, opts, []pairCase{
		{"postgres", "spark", "SELECT to_char(ts, 'HH24:MI:SS.FF2') AS a FROM t", "SELECT date_format(ts, 'HH:mm:ss.SS') AS a FROM t"},
		{"trino", "hive", "SELECT date_format(t3, '%H:%i:%s.%f') AS a FROM t", "SELECT date_format(t3, 'HH:mm:ss.SSS000') AS a FROM t"},
		{"bigquery", "spark", "SELECT FORMAT_DATE('%F', DATE '2024-03-05') AS a", "SELECT date_format(CAST(DATE '2024-03-05' AS TIMESTAMP), 'yyyy-MM-dd') AS a"},
		{"trino", "spark", "SELECT format_datetime(t3, 'yy/MM/dd') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN year(t3) < 1 OR year(t3) > 9999 THEN coalesce(assert_true(year(t3) IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE date_format(t3, 'yy/MM/dd') END AS a FROM t"},
		// toward Hive a date is guarded from 1583 without the year too
		{"trino", "hive", "SELECT format_datetime(t3, 'MM/dd') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN year(t3) < 1583 OR year(t3) > 9999 THEN coalesce(assert_true(year(t3) IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE date_format(t3, 'MM/dd') END AS a FROM t"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT to_char(ts, 'HH24:MI:SS.US') AS a FROM t", "postgres", "hive", "T219", 32, `"US" is not written exactly`},
		{"SELECT to_char(ts, 'FMDD') AS a FROM t", "postgres", "spark", "T219", 21, `"FMDD" is not written exactly`},
		{"SELECT to_char(ts, 'HH12 AM') AS a FROM t", "postgres", "spark", "T219", 21, `"HH12" is not written exactly`},
		{"SELECT strftime(ts, '%H h') AS a FROM t", "duckdb", "hive", "T219", 24, "holds a letter or a quote"},
		{"SELECT strftime(ts, '%H#') AS a FROM t", "duckdb", "spark", "T219", 24, "Spark reserves"},
		{"SELECT strftime(ts, '%y%y') AS a FROM t", "duckdb", "spark", "T219", 24, "same letter"},
		{"SELECT FORMAT_DATE('%Y', DATE '1500-01-01') AS a", "bigquery", "hive", "T219", 26, "outside 1583 to 9999"},
	})
}

// TestDatetimeFormatBigQuery: the formatting functions read into the
// pattern model are written for BigQuery as FORMAT_DATETIME(format, x) of
// its padded format elements (BigQuery reference, "Format elements for
// date and time parts"; run on the reference executor in the conformance
// case dates/format_to_bigquery), a DATE cast to DATETIME; a pattern
// writing the year raises for a year outside 1000 to 9999 (BigQuery does
// not document the padding of a shorter year); an unpadded field and the
// fraction are refused (T219).
func TestDatetimeFormatBigQuery(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, d DATE, t3 TIMESTAMP(3))", SchemaDialect: "postgres"}
	translatesTo(t, opts, []pairCase{
		{"trino", "bigquery", "SELECT date_format(t3, '%H:%i %p %%') AS a FROM t", "SELECT format_datetime('%H:%M %p %%', t3) AS a FROM t"},
		{"postgres", "bigquery", "SELECT to_char(DATE '2024-03-05', 'YYYY Mon Dy') AS a", "SELECT format_datetime('%Y %b %a', CAST(DATE '2024-03-05' AS DATETIME)) AS a"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT strftime(ts, '%-d') AS a FROM t", "duckdb", "bigquery", "T219", 22, `"%-d" is not written exactly`},
		{"SELECT strftime(ts, '%S.%g') AS a FROM t", "duckdb", "bigquery", "T219", 25, `"%g" is not written exactly`},
		{"SELECT to_char(DATE '0999-03-05', 'YYYY') AS a", "postgres", "bigquery", "T219", 16, "outside 1000 to 9999"},
	})
}
