package rewrite_test

import "testing"

// Hive's and Spark's cast of a string that does not parse as a number is
// NULL; DuckDB's CAST raises, its TRY_CAST gives NULL
// (rewrite/duck_try_cast.go).
func TestDuckTryCast(t *testing.T) {
	const tbl = "CREATE TABLE t (s STRING, n INT)"
	runExprCases(t, []exprCase{
		{name: "a string to INT and DOUBLE", from: "hive", to: "duckdb", schema: tbl,
			in: "SELECT CAST(s AS BIGINT) AS a, CAST(s AS DOUBLE) AS b FROM t", want: "SELECT TRY_CAST(s AS BIGINT) AS a, TRY_CAST(s AS DOUBLE) AS b FROM t"},
		{name: "spark, a string literal", from: "spark", to: "duckdb", schema: tbl,
			in: "SELECT CAST('abc' AS INT) AS a FROM t", want: "SELECT TRY_CAST('abc' AS INTEGER) AS a FROM t"},
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
