package rewrite_test

import "testing"

// Trino's array_distinct is read for arrays of scalars other than floats
// (trinoDistinctElems); array_union, array_intersect and array_except
// likewise (arraySetElems).
func TestArraySetElems(t *testing.T) {
	const trino = "CREATE TABLE t (a ARRAY(INTEGER), b ARRAY(INTEGER), d ARRAY(DOUBLE), r ARRAY(ROW(x INTEGER)))"
	runExprCases(t, []exprCase{
		{name: "no-op: Trino integers", from: "trino", to: "spark", schema: trino,
			in: "SELECT array_distinct(a) AS c FROM t", want: "SELECT array_distinct(a) AS c FROM t"},
		{name: "no-op: Trino to Trino doubles", from: "trino", to: "trino", schema: trino,
			in: "SELECT array_distinct(d) AS c FROM t", want: "SELECT array_distinct(d) AS c FROM t"},
		{name: "Trino doubles: -0.0 folded", from: "trino", to: "postgres", schema: trino,
			in: "SELECT array_distinct(d) AS c FROM t", code: "T301"},
		{name: "Trino rows", from: "trino", to: "duckdb", schema: trino,
			in: "SELECT array_distinct(r) AS c FROM t", code: "T301"},
		{name: "Trino element type unknown", from: "trino", to: "spark",
			in: "SELECT array_distinct(a) AS c FROM t", code: "T056"},
		{name: "Spark doubles to Trino: -0.0 kept apart", from: "spark", to: "trino", schema: trino, schemaDialect: "trino",
			in: "SELECT array_distinct(d) AS c FROM t", code: "T301"},
		{name: "no-op: Spark integers to Trino", from: "spark", to: "trino", schema: trino, schemaDialect: "trino",
			in: "SELECT array_distinct(a) AS c FROM t", want: "SELECT array_distinct(a) AS c FROM t"},
		{name: "no-op: Trino union to Spark", from: "trino", to: "spark", schema: trino,
			in: "SELECT array_union(a, b) AS c FROM t", want: "SELECT array_union(a, b) AS c FROM t"},
		{name: "no-op: Spark union with a NULL", from: "spark", to: "postgres", schema: trino, schemaDialect: "trino",
			in: "SELECT array_union(a, NULL) AS c FROM t", want: "SELECT NULL AS c FROM t"},
		{name: "Spark union of doubles", from: "spark", to: "duckdb", schema: trino, schemaDialect: "trino",
			in: "SELECT array_union(d, d) AS c FROM t", code: "T301"},
		{name: "Spark intersect of rows", from: "spark", to: "postgres", schema: trino, schemaDialect: "trino",
			in: "SELECT array_intersect(r, r) AS c FROM t", code: "T301"},
		{name: "Spark except, one type unknown", from: "spark", to: "duckdb", schema: trino, schemaDialect: "trino",
			in: "SELECT array_except(a, x) AS c FROM t", code: "T056"},
		{name: "Trino intersect unread", from: "trino", to: "spark", schema: trino,
			in: "SELECT array_intersect(a, b) AS c FROM t", code: "T302"},
		{name: "Trino except unread", from: "trino", to: "postgres", schema: trino,
			in: "SELECT array_except(a, b) AS c FROM t", code: "T302"},
	})
}
