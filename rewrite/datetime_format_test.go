package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDatetimeFormat: DuckDB's strftime, PostgreSQL's to_char and Trino's
// date_format and format_datetime of a DATE or TIMESTAMP and a literal
// pattern are written in the target's pattern language (each output run
// on PostgreSQL 15 and DuckDB 1.5 over 2024-03-05 00:07:09.123456 and
// 0005-01-02 13:59:59.999999, giving the source's text: see the
// conformance cases dates/duckdb_strftime, postgres_to_char and
// trino_date_format); an element the target cannot write, a value of
// another or unknown type, a pattern that is no literal and the other
// targets are refused (T219); to_char of a value of unknown type is left
// as it is (it may be a number's).
func TestDatetimeFormat(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, d DATE, n INT, tz TIMESTAMP WITH TIME ZONE, t6 TIMESTAMP(6))", SchemaDialect: "postgres"}
	translatesTo(t, opts, []pairCase{
		{"duckdb", "postgres", "SELECT strftime(ts, '%H:%M %p') AS a FROM t",
			// an infinite value raises: NULL in PostgreSQL, infinity in DuckDB
			"SELECT CASE WHEN CASE WHEN CAST(regexp_replace(CAST(ts AS VARCHAR), '^([^ ]+) (.*) BC$', '\\1 (BC) \\2', 'g') AS VARCHAR) IN ('infinity', '-infinity') THEN CAST('duckdb''s strftime formats an infinite date or timestamp otherwise: ' || CAST(regexp_replace(CAST(ts AS VARCHAR), '^([^ ]+) (.*) BC$', '\\1 (BC) \\2', 'g') AS VARCHAR) AS BIGINT) = 0 ELSE FALSE END THEN NULL ELSE to_char(ts, 'HH24:MI AM') END AS a FROM t"},
		{"duckdb", "trino", "SELECT strftime(d, '%-d.%-m %B') AS a FROM t", "SELECT format_datetime(CAST(d AS TIMESTAMP), 'd.M MMMM') AS a FROM t"},
		{"postgres", "duckdb", "SELECT to_char(d, 'FMMonth Dy') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN CAST(regexp_replace(CAST(d AS VARCHAR), '^([^ ]+) \\(BC\\)(.*)$', '\\1\\2 BC', 'g') AS VARCHAR) IN ('infinity', '-infinity') THEN error('postgres''s to_char formats an infinite date or timestamp otherwise') ELSE FALSE END THEN NULL ELSE strftime(CAST(d AS TIMESTAMP), '%B %a') END AS a FROM t"},
		{"postgres", "trino", "SELECT to_char(TIMESTAMP '2024-03-05 14:07:09.123', 'HH24:MI:SS.MS \"at\" %') AS a", "SELECT format_datetime(TIMESTAMP '2024-03-05 14:07:09.123', 'HH:mm:ss.SSS ''at'' %') AS a"},
		{"trino", "postgres", "SELECT date_format(ts, '%r') AS a FROM t", "SELECT to_char(ts, 'HH12:MI:SS AM') AS a FROM t"},
		{"trino", "duckdb", "SELECT format_datetime(ts, 'hh:mm a ''o''''clock''') AS a FROM t", "SELECT strftime(ts, '%I:%M %p o''clock') AS a FROM t"},
		{"presto", "postgres", "SELECT date_format(ts, '%i:%s') AS a FROM t", "SELECT to_char(ts, 'MI:SS') AS a FROM t"},
		// two patterns that would read as one are kept apart
		{"duckdb", "postgres", "SELECT strftime(TIMESTAMP '2024-03-05 00:07:09', '%S%S') AS a", "SELECT to_char(TIMESTAMP '2024-03-05 00:07:09', 'SS\"\"SS') AS a"},
		// a literal's year is checked here; a column's by a guard
		{"postgres", "duckdb", "SELECT to_char(TIMESTAMP '2024-03-05 14:07:09', 'YYYY') AS a", "SELECT strftime(TIMESTAMP '2024-03-05 14:07:09', '%Y') AS a"},
		// PostgreSQL and DuckDB write a year past 9999 alike (run on
		// PostgreSQL 15 and DuckDB 1.5: to_char of DATE '12345-06-07' by
		// 'YYYY-MM-DD YY DDD Mon Day' and strftime by '%Y-%m-%d %y %j %b
		// %A' are both '12345-06-07 45 158 Jun Thursday'): only a year
		// before 1 is guarded
		{"duckdb", "postgres", "SELECT strftime(TIMESTAMP '10000-01-01 00:00:00', '%Y') AS a", "SELECT to_char(TIMESTAMP '10000-01-01 00:00:00', 'YYYY') AS a"},
		{"postgres", "duckdb", "SELECT to_char(ts, 'YY') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN CASE WHEN CASE WHEN CAST(ts AS VARCHAR) IN ('infinity', '-infinity') THEN error('an infinite date or timestamp, whose date part is Infinity in postgres and NULL in duckdb (an error of the translation from postgres)') ELSE FALSE END THEN NULL ELSE CASE WHEN CAST(ts AS VARCHAR) LIKE '%(BC)%' THEN CASE WHEN typeof(ts) = 'TIMESTAMP WITH TIME ZONE' THEN -year(ts) ELSE year(ts) - 1 END ELSE year(ts) END END < 1 THEN error('postgres''s to_char writes a year before 1 otherwise') ELSE FALSE END THEN NULL ELSE strftime(ts, '%y') END AS a FROM t"},
		{"trino", "duckdb", "SELECT date_format(ts, '%y') AS a FROM t",
			"SELECT CASE WHEN CASE WHEN year(ts) < 1 OR year(ts) > 9999 THEN error('trino''s date_format writes a year outside 1 to 9999 otherwise') ELSE FALSE END THEN NULL ELSE strftime(ts, '%y') END AS a FROM t"},
		// BigQuery's pattern is first; its year is guarded from 1000
		{"bigquery", "duckdb", "SELECT FORMAT_DATETIME('%D %T', DATETIME '2024-03-05 00:07:09') AS a", "SELECT strftime(TIMESTAMP '2024-03-05 00:07:09', '%m/%d/%y %H:%M:%S') AS a"},
		{"bigquery", "postgres", "SELECT FORMAT_DATE('%b %d', d) AS a FROM t", "SELECT to_char(CAST(d AS TIMESTAMP), 'Mon DD') AS a FROM t"},
		// a number's to_char is not a date's
		{"postgres", "duckdb", "SELECT to_char(n, '999') AS a FROM t", "SELECT to_char(n, '999') AS a FROM t"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT to_char(d, 'HH24:MI:SS.US') AS a FROM t", "postgres", "trino", "T219", 31, `"US" is not written exactly`},
		// Trino rounds a timestamp to milliseconds before formatting it
		{"SELECT to_char(ts, 'HH24') AS a FROM t", "postgres", "trino", "T219", 16, "round a timestamp to milliseconds"},
		{"SELECT date_format(t6, '%H') AS a FROM t", "trino", "duckdb", "T219", 20, "round a timestamp to milliseconds"},
		{"SELECT to_char(ts, 'FF2') AS a FROM t", "postgres", "duckdb", "T219", 21, `"FF2" is not written exactly`},
		{"SELECT to_char(ts, 'DD Month') AS a FROM t", "postgres", "duckdb", "T219", 24, "nine characters"},
		{"SELECT to_char(ts, 'DDth') AS a FROM t", "postgres", "duckdb", "T219", 23, `"th" is not read`},
		{"SELECT strftime(ts, '%Y week %U') AS a FROM t", "duckdb", "postgres", "T219", 30, `"%U" is not read`},
		{"SELECT date_format(ts, '%Y %v') AS a FROM t", "trino", "duckdb", "T219", 28, `"%v" is not read`},
		{"SELECT date_format(ts, '%k') AS a FROM t", "presto", "duckdb", "T219", 25, "Presto's releases"},
		{"SELECT format_datetime(ts, 'yyyy ZZ') AS a FROM t", "trino", "postgres", "T219", 34, `"ZZ" is not read`},
		{"SELECT strftime(ts, '%H') AS a FROM t", "duckdb", "drill", "T219", 8, "not written for drill"},
		{"SELECT strftime(tz, '%H') AS a FROM t", "duckdb", "postgres", "T219", 17, "time zone"},
		{"SELECT strftime(q, '%H') AS a FROM u", "duckdb", "postgres", "T219", 17, "not known"},
		{"SELECT strftime(ts, p) AS a FROM (SELECT ts, 'x' AS p FROM t) v", "duckdb", "postgres", "T219", 21, "literal"},
		{"SELECT strftime(TIMESTAMP '10000-01-01 00:00:00', '%Y') AS a", "duckdb", "trino", "T219", 17, "outside 1 to 9999"},
		// PostgreSQL writes 1 BC as 0001, DuckDB as 0000 (run on both)
		{"SELECT strftime(DATE '0000-01-01', '%Y') AS a", "duckdb", "postgres", "T219", 17, "a year before 1 otherwise"},
		{"SELECT to_char(now()::timestamp, 'YYYY') AS a", "postgres", "duckdb", "T219", 16, "constant other than a literal"},
		{"SELECT FORMAT_DATE('%F %H', d) AS a FROM t", "bigquery", "duckdb", "T219", 24, "time of day"},
		{"SELECT FORMAT_DATE('%e', d) AS a FROM t", "bigquery", "duckdb", "T219", 21, `"%e" is not read`},
		{"SELECT FORMAT_TIMESTAMP('%H', tz) AS a FROM t", "bigquery", "duckdb", "T219", 8, "time zone"},
		{"SELECT FORMAT_DATE('%Y', DATE '0999-01-01') AS a", "bigquery", "duckdb", "T219", 26, "outside 1000 to 9999"},
		// PostgreSQL's to_char of an infinite value is NULL, DuckDB's
		// strftime its text (run on PostgreSQL 15 and DuckDB 1.5)
		{"SELECT to_char(TIMESTAMP 'infinity', 'MM') AS a", "postgres", "duckdb", "T219", 16, "infinite"},
		{"SELECT strftime(CAST(random() AS INT) + d, '%d') AS a FROM t", "duckdb", "postgres", "T073", 22, "infinite"},
	})
}
