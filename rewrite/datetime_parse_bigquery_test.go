package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestParseDateBigQuery: BigQuery's PARSE_DATE(format, text) of a literal
// pattern of the padded year, month and day is written with the target's
// parsing function behind the guard of the pattern's exact shape, as
// DuckDB's strptime is (TestDatetimeParse; run on PostgreSQL 15 and
// DuckDB in the conformance case dates/bigquery_parse_date); a time
// element, an element the shape does not read and a text literal not of
// the shape are refused (T220).
func TestParseDateBigQuery(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s VARCHAR)", SchemaDialect: "postgres"}
	translatesTo(t, opts, []pairCase{
		{"bigquery", "duckdb", "SELECT PARSE_DATE('%F', '2024-03-05') AS a", "SELECT CAST(strptime('2024-03-05', '%Y-%m-%d') AS DATE) AS a"},
		{"bigquery", "postgres", "SELECT PARSE_DATE('%d.%m.%Y', '05.03.2024') AS a", "SELECT to_date('05.03.2024', 'DD.MM.YYYY') AS a"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT PARSE_DATE('%F %H', s) AS a FROM t", "bigquery", "duckdb", "T220", 20, "time of day"},
		{"SELECT PARSE_DATE('%b %d %Y', s) AS a FROM t", "bigquery", "duckdb", "T220", 20, `"%b" is not read`},
		{"SELECT PARSE_DATE('%Y%m%d', '2024035') AS a", "bigquery", "postgres", "T220", 29, "exact shape"},
		{"SELECT PARSE_DATE(p, s) AS a FROM (SELECT s, 'x' AS p FROM t) v", "bigquery", "postgres", "T220", 19, "literal"},
	})
}

// TestTrinoIso8601Date: Trino's to_iso8601 of a DATE is written as the
// formatting of YYYY-MM-DD, from_iso8601_date as the parsing of
// YYYY-MM-DD behind the exact-shape guard (run on PostgreSQL 15 and
// DuckDB in the conformance case dates/trino_iso8601_date); to_iso8601
// of a timestamp, whose text has a T and the type's digits, is refused.
func TestTrinoIso8601Date(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s VARCHAR, d DATE, ts TIMESTAMP)", SchemaDialect: "postgres"}
	translatesTo(t, opts, []pairCase{
		{"trino", "duckdb", "SELECT to_iso8601(DATE '2024-03-05') AS a", "SELECT strftime(CAST(DATE '2024-03-05' AS TIMESTAMP), '%Y-%m-%d') AS a"},
		{"trino", "postgres", "SELECT from_iso8601_date('2024-03-05') AS a", "SELECT to_date('2024-03-05', 'YYYY-MM-DD') AS a"},
	})
	refusalsWith(t, opts, []refusalCase{
		{"SELECT to_iso8601(ts) AS a FROM t", "trino", "duckdb", "T219", 19, "of a DATE only"},
		{"SELECT from_iso8601_date('2020-W10') AS a", "trino", "duckdb", "T220", 26, "exact shape"},
	})
}
