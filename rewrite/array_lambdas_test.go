package rewrite_test

import "testing"

// transform and filter toward PostgreSQL unnest the array: its element
// type must be known and not a row, and transform's body must not give
// arrays, maps or rows (arrayLambdaPG).
func TestArrayLambdaPG(t *testing.T) {
	const trino = "CREATE TABLE t (a ARRAY(INTEGER), s ARRAY(VARCHAR), r ARRAY(ROW(x INTEGER)), b ARRAY(INTEGER))"
	runExprCases(t, []exprCase{
		{name: "no-op: integers", from: "trino", to: "postgres", schema: trino,
			in:   "SELECT transform(a, x -> x + 1) AS c FROM t",
			want: "SELECT CASE WHEN a IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e + 1 FROM unnest(a) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.n) END AS c FROM t"},
		{name: "no-op: a string function of strings", from: "trino", to: "postgres", schema: trino,
			in:   "SELECT transform(s, x -> length(x)) AS c FROM t",
			want: "SELECT CASE WHEN s IS NULL THEN NULL ELSE ARRAY(SELECT length(lateral_elem.e) FROM unnest(s) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.n) END AS c FROM t"},
		{name: "no-op: filter", from: "trino", to: "postgres", schema: trino,
			in:   "SELECT filter(a, x -> x > 1) AS c FROM t",
			want: "SELECT CASE WHEN a IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(a) WITH ORDINALITY AS lateral_elem(e, n) WHERE lateral_elem.e > 1 ORDER BY lateral_elem.n) END AS c FROM t"},
		{name: "no-op: DuckDB has lambdas", from: "trino", to: "duckdb", schema: trino,
			in: "SELECT transform(a, x -> ARRAY[x]) AS c FROM t", want: "SELECT list_transform(a, x -> [x]) AS c FROM t"},
		{name: "arrays of arrays", from: "trino", to: "postgres", schema: trino,
			in: "SELECT transform(a, x -> ARRAY[x]) AS c FROM t", code: "T075"},
		{name: "an array column in the body", from: "trino", to: "postgres", schema: trino,
			in: "SELECT transform(a, x -> b) AS c FROM t", code: "T075"},
		{name: "a nested transform: its type is not known", from: "trino", to: "postgres", schema: trino,
			in: "SELECT transform(a, x -> transform(b, y -> y + x)) AS c FROM t", code: "T056"},
		{name: "rows unnest into their fields", from: "trino", to: "postgres", schema: trino,
			in: "SELECT filter(r, x -> x IS NOT NULL) AS c FROM t", code: "T301"},
		{name: "element type unknown", from: "trino", to: "postgres",
			in: "SELECT filter(a, x -> x > 1) AS c FROM t", code: "T056"},
		{name: "Spark to PostgreSQL", from: "spark", to: "postgres", schema: "CREATE TABLE t (a ARRAY<INT>)",
			in:   "SELECT filter(a, x -> x IS NOT NULL) AS c FROM t",
			want: "SELECT CASE WHEN a IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(a) WITH ORDINALITY AS lateral_elem(e, n) WHERE lateral_elem.e IS DISTINCT FROM NULL ORDER BY lateral_elem.n) END AS c FROM t"},
	})
}

// An index parameter counts from 0 in Spark and from 1 in DuckDB: it is
// kept toward the same dialect only (arrayLambdaIndex).
func TestArrayLambdaIndex(t *testing.T) {
	const spark = "CREATE TABLE t (a ARRAY<INT>)"
	runExprCases(t, []exprCase{
		{name: "no-op: Spark to Spark", from: "spark", to: "spark", schema: spark,
			in: "SELECT transform(a, (x, i) -> x + i) AS c FROM t", want: "SELECT transform(a, (x, i) -> x + i) AS c FROM t"},
		{name: "no-op: DuckDB to DuckDB", from: "duckdb", to: "duckdb", schema: "CREATE TABLE t (a INTEGER[])",
			in: "SELECT list_filter(a, (x, i) -> i > 1) AS c FROM t", want: "SELECT list_filter(a, (x, i) -> i > 1) AS c FROM t"},
		{name: "Spark to DuckDB", from: "spark", to: "duckdb", schema: spark,
			in: "SELECT transform(a, (x, i) -> x + i) AS c FROM t", code: "T302"},
		{name: "DuckDB to Spark", from: "duckdb", to: "spark", schema: "CREATE TABLE t (a INTEGER[])",
			in: "SELECT list_filter(a, (x, i) -> i > 1) AS c FROM t", code: "T302"},
		{name: "Spark to Trino", from: "spark", to: "trino", schema: spark,
			in: "SELECT filter(a, (x, i) -> i > 1) AS c FROM t", code: "T302"},
	})
}
