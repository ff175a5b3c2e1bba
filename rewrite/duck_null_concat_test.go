package rewrite_test

import "testing"

// A concatenation of arrays over a constant NULL keeps its list type for
// DuckDB, which folds it to a NULL of no type (rewrite/duck_null_concat.go).
func TestDuckNullConcat(t *testing.T) {
	const tbl = "CREATE TABLE t (id INTEGER, a ARRAY(INTEGER), s VARCHAR)"
	runExprCases(t, []exprCase{
		{name: "trino concat with a NULL array", from: "trino", to: "duckdb", schema: tbl,
			in:   "SELECT x FROM t CROSS JOIN UNNEST(concat(t.a, CAST(NULL AS ARRAY(INTEGER)))) AS u(x)",
			want: "SELECT x FROM t CROSS JOIN unnest(CAST(t.a || CAST(NULL AS INTEGER[]) AS INTEGER[])) AS u(x)", fires: true},
		{name: "trino || NULL", from: "trino", to: "duckdb", schema: tbl,
			in: "SELECT t.a || NULL AS c FROM t", want: "SELECT CAST(t.a || NULL AS INTEGER[]) AS c FROM t", fires: true},
		{name: "bigquery ARRAY_CONCAT takes the NULL's type", from: "bigquery", to: "duckdb",
			in:   "SELECT x FROM UNNEST(ARRAY_CONCAT([1], CAST(NULL AS ARRAY<INT64>))) AS x",
			want: "SELECT x FROM unnest(CAST([1] || CAST(NULL AS BIGINT[]) AS BIGINT[])) AS _u1(x)", fires: true},
		{name: "no NULL operand", from: "trino", to: "duckdb", schema: tbl,
			in: "SELECT concat(t.a, t.a) AS c FROM t", want: "SELECT t.a || t.a AS c FROM t"},
		{name: "strings are left", from: "trino", to: "duckdb", schema: tbl,
			in: "SELECT t.s || NULL AS c FROM t", want: "SELECT t.s || NULL AS c FROM t"},
		{name: "an unknown type is left", from: "trino", to: "duckdb",
			in: "SELECT w.a || NULL AS c FROM w", want: "SELECT w.a || NULL AS c FROM w"},
		{name: "not for presto", from: "trino", to: "presto", schema: tbl,
			in: "SELECT t.a || NULL AS c FROM t", want: "SELECT t.a || NULL AS c FROM t"},
	})
}
