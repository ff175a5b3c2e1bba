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
		{name: "bigquery ARRAY_CONCAT: an INTEGER literal beside an INT64 NULL", from: "bigquery", to: "duckdb",
			in:   "SELECT x FROM UNNEST(ARRAY_CONCAT([1], CAST(NULL AS ARRAY<INT64>))) AS x",
			want: "SELECT x FROM unnest(CASE WHEN TRUE THEN NULL ELSE list_concat([1], CAST(NULL AS BIGINT[])) END) AS _u1(x)", fires: true},
		// The operands' types differ: the result is an array of
		// DECIMAL(2, 1), not the NULL's INTEGER[], which a recursive
		// CTE's later rows would be cast to; DuckDB types the NULL itself.
		{name: "a NULL of another element type", from: "trino", to: "duckdb",
			in:   "SELECT ARRAY[1.5] || CAST(NULL AS ARRAY(INTEGER)) AS c",
			want: "SELECT CASE WHEN TRUE THEN NULL ELSE list_concat([1.5], CAST(NULL AS INTEGER[])) END AS c", fires: true},
		{name: "a DECIMAL of a precision not known", from: "trino", to: "duckdb",
			in:   "SELECT concat(ARRAY[1.25], NULL, ARRAY[100]) AS c",
			want: "SELECT CASE WHEN TRUE THEN NULL ELSE list_concat(list_concat([1.25], NULL), [100]) END AS c", fires: true},
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
