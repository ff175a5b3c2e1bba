package rewrite_test

import "testing"

// A || of two values that are not strings is written with both cast to
// VARCHAR toward PostgreSQL, whose || needs a string operand; one beside
// a string, arrays and the other targets are left (pg_concat_text.go).
func TestPgConcatText(t *testing.T) {
	const schema = "CREATE TABLE t (i INT, j BIGINT, s STRING, a ARRAY<INT>)"
	runExprCases(t, []exprCase{
		{name: "integers", from: "hive", to: "postgres", in: "SELECT 1 || 2 AS x",
			want: "SELECT CAST(1 AS VARCHAR) || CAST(2 AS VARCHAR) AS x", fires: true},
		{name: "chain", from: "snowflake", to: "postgres", in: "SELECT 1 || 2 || 3 AS x",
			want: "SELECT CAST(1 AS VARCHAR) || CAST(2 AS VARCHAR) || 3 AS x", fires: true},
		{name: "columns", from: "hive", to: "ansi", schema: schema, in: "SELECT i || j AS x FROM t",
			want: "SELECT CAST(i AS VARCHAR) || CAST(j AS VARCHAR) AS x FROM t", fires: true},
		{name: "beside a string", from: "hive", to: "postgres", schema: schema, in: "SELECT s || i AS x, i || '-' AS y, NULL || i AS z FROM t",
			want: "SELECT s || i AS x, i || '-' AS y, NULL || i AS z FROM t"},
		{name: "arrays", from: "spark", to: "postgres", schema: schema, in: "SELECT a || a AS x FROM t",
			want: "SELECT CASE WHEN a IS NULL THEN NULL ELSE a || a END AS x FROM t", fires: true},
		{name: "duckdb target", from: "hive", to: "duckdb", in: "SELECT 1 || 2 AS x",
			want: "SELECT 1 || 2 AS x"},
	})
}
