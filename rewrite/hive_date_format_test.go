package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestHiveDateFormat: Hive's and Spark's date_format of a DATE or
// TIMESTAMP and a literal pattern of the letters lateral writes is
// PostgreSQL's to_char, DuckDB's strftime and Trino's format_datetime
// (run on PostgreSQL 15 and DuckDB 1.5: 2024-03-05 14:07:09.123456 is
// '2024-03-05 14:07:09.123', 0999-12-31 23:59:59.9999 '0999-12-31
// 23:59:59.999', as lat run --dialect spark gives them), guarded to raise
// for a year outside what the source writes alike (10000 raised in
// both); other letters, quotes, a string or untyped argument and a
// pattern that is no literal are refused.
func TestHiveDateFormat(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, d DATE, s STRING)", SchemaDialect: "spark"}
	translatesTo(t, opts, []pairCase{
		{"spark", "postgres", "SELECT date_format(ts, 'HH:mm:ss.SSSSSS') AS a FROM t", "SELECT to_char(ts, 'HH24:MI:SS.FF6') AS a FROM t"},
		{"spark", "duckdb", "SELECT date_format(ts, 'HH:mm 100%') AS a FROM t", "SELECT strftime(ts, '%H:%M 100%%') AS a FROM t"},
		{"spark", "trino", "SELECT date_format(d, 'dd.MM') AS a FROM t", "SELECT format_datetime(CAST(d AS TIMESTAMP), 'dd.MM') AS a FROM t"},
		{"spark", "duckdb", "SELECT date_format(ts, 'yyyy-MM-dd HH:mm:ss.SSS') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN year(ts) < 1 OR year(ts) > 9999 THEN error('spark''s date_format writes a year outside 1 to 9999 otherwise: ' || CAST(year(ts) AS VARCHAR)) ELSE FALSE END " +
				"THEN NULL ELSE strftime(ts, '%Y-%m-%d %H:%M:%S.%g') END AS a FROM t"},
		{"hive", "postgres", "SELECT date_format(ts, 'yyMMdd') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN CAST(EXTRACT(YEAR FROM ts) AS INTEGER) < 1583 OR CAST(EXTRACT(YEAR FROM ts) AS INTEGER) > 9999 THEN " +
				"CAST('hive''s date_format writes a year outside 1583 to 9999 otherwise: ' || CAST(CAST(EXTRACT(YEAR FROM ts) AS INTEGER) AS VARCHAR) AS BIGINT) = 0 ELSE FALSE END " +
				"THEN NULL ELSE to_char(ts, 'YYMMDD') END AS a FROM t"},
		// a literal's year is checked here
		{"spark", "postgres", "SELECT date_format(TIMESTAMP '2024-03-05 14:07:09', 'yyyy') AS a", "SELECT to_char(TIMESTAMP '2024-03-05 14:07:09', 'YYYY') AS a"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT date_format(ts, 'yyyy-MM-dd EEE') AS a FROM t", "spark", "postgres", "T195", 36, `"EEE" is not written`},
		{"SELECT date_format(ts, 'yyyy\\'T\\'HH') AS a FROM t", "spark", "duckdb", "T195", 24, `"'" quotes text`},
		// Spark joins adjacent literals: 'yyyy' 'T' is 'yyyyT'
		{"SELECT date_format(ts, 'yyyy''T') AS a FROM t", "spark", "duckdb", "T195", 24, `"T" is not written`},
		{"SELECT date_format(ts, 'HH:mm:ss.S') AS a FROM t", "hive", "postgres", "T195", 34, `"S" is not written`},
		{"SELECT date_format(d, 'ss.SSSSSS') AS a FROM t", "spark", "trino", "T195", 27, `"SSSSSS" is not written`},
		// Trino rounds a timestamp to milliseconds before formatting it
		{"SELECT date_format(ts, 'HH') AS a FROM t", "spark", "trino", "T195", 20, "rounds a timestamp to milliseconds"},
		{"SELECT date_format(ts, 'HH\"') AS a FROM t", "spark", "postgres", "T195", 27, "quoting"},
		{"SELECT date_format(s, 'HH') AS a FROM t", "spark", "postgres", "T194", 20, "string argument"},
		{"SELECT date_format(x, 'HH') AS a FROM u", "spark", "duckdb", "T195", 20, "not known"},
		{"SELECT date_format(d, s) AS a FROM t", "hive", "trino", "T195", 23, "literal"},
		{"SELECT date_format(TIMESTAMP '1500-01-01 00:00:00', 'MM') AS a", "hive", "duckdb", "T195", 20, "outside 1583 to 9999"},
	})
}
