package rewrite_test

import "testing"

// Hive's and Spark's cast of a string that does not parse as a number is
// NULL; DuckDB's CAST raises, its TRY_CAST gives NULL
// (rewrite/duck_try_cast.go).
func TestDuckTryCast(t *testing.T) {
	const tbl = "CREATE TABLE t (s STRING, n INT)"
	runExprCases(t, []exprCase{
		{name: "a string to BIGINT and DOUBLE", from: "hive", to: "duckdb", schema: tbl,
			in:   "SELECT CAST(s AS BIGINT) AS a, CAST(s AS DOUBLE) AS b FROM t",
			want: `SELECT CASE WHEN regexp_matches(s, '^[\t-\r\x1c- ]*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]*)[\t-\r\x1c- ]*$') THEN TRY_CAST(regexp_extract(s, '^[\t-\r\x1c- ]*([+-]?)', 1) || '0' || regexp_extract(s, '^[\t-\r\x1c- ]*[+-]?([0-9]*)', 1) AS BIGINT) END AS a, TRY_CAST(s AS DOUBLE) AS b FROM t`},
		{name: "spark, a string literal, control characters trimmed", from: "spark", to: "duckdb", schema: tbl,
			in:   "SELECT CAST('0x10' AS INT) AS a FROM t",
			want: `SELECT CASE WHEN regexp_matches('0x10', '^[\x00- \x7f]*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]*)[\x00- \x7f]*$') THEN TRY_CAST(regexp_extract('0x10', '^[\x00- \x7f]*([+-]?)', 1) || '0' || regexp_extract('0x10', '^[\x00- \x7f]*[+-]?([0-9]*)', 1) AS INTEGER) END AS a FROM t`},
		{name: "an integer operand keeps CAST", from: "hive", to: "duckdb", schema: tbl,
			in: "SELECT CAST(n AS BIGINT) AS a FROM t", want: "SELECT CAST(n AS BIGINT) AS a FROM t"},
		{name: "a DATE keeps CAST", from: "hive", to: "duckdb", schema: tbl,
			in: "SELECT CAST(s AS DATE) AS a FROM t", want: "SELECT CAST(s AS DATE) AS a FROM t"},
		{name: "trino keeps CAST", from: "hive", to: "trino", schema: tbl,
			in: "SELECT CAST(s AS BIGINT) AS a FROM t", want: "SELECT CAST(s AS BIGINT) AS a FROM t"},
		{name: "a duckdb source keeps CAST", from: "duckdb", to: "duckdb", schema: "CREATE TABLE t (s VARCHAR)",
			in: "SELECT CAST(s AS BIGINT) AS a FROM t", want: "SELECT CAST(s AS BIGINT) AS a FROM t"},
	})
}
