package rewrite_test

import "testing"

// BigQuery has no arrays of arrays ("arrays of arrays are not supported",
// BigQuery documentation, Work with arrays): every shape that would give
// one in the output is refused, at the node that holds it.
func TestNestedArraysToBigQuery(t *testing.T) {
	const nested = "CREATE TABLE t (id INT, aa ARRAY<ARRAY<INT>>, arr ARRAY<INT>, s STRING)"
	runExprCases(t, []exprCase{
		{name: "constructor of constructors", from: "spark", to: "bigquery",
			in: "SELECT array(array(1)) AS x", code: "T075"},
		{name: "trino literal", from: "trino", to: "bigquery",
			in: "SELECT ARRAY[ARRAY[1]] AS x", code: "T075"},
		{name: "duckdb list of lists", from: "duckdb", to: "bigquery",
			in: "SELECT [[1, 2], [3]] AS x", code: "T075"},
		{name: "constructor of columns", from: "spark", to: "bigquery", schema: nested,
			in: "SELECT array(t.arr, t.arr) AS z FROM t", code: "T075"},
		{name: "collect_list of arrays", from: "spark", to: "bigquery", schema: nested,
			in: "SELECT collect_list(t.arr) AS l FROM t", code: "T075"},
		{name: "collect_list of splits", from: "spark", to: "bigquery", schema: nested,
			in: "SELECT collect_list(split(t.s, ',')) AS l FROM t", code: "T075"},
		{name: "array_agg of arrays", from: "trino", to: "bigquery", schema: "CREATE TABLE t (id INTEGER, arr ARRAY(INTEGER))",
			in: "SELECT array_agg(t.arr) AS l FROM t", code: "T075"},
		{name: "nested column unnested one level", from: "spark", to: "bigquery", schema: nested,
			in: "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.aa) e AS x", code: "T075"},
		{name: "size of a nested column", from: "spark", to: "bigquery", schema: nested,
			in: "SELECT size(t.aa) AS n FROM t", code: "T075"},
		{name: "inside another function", from: "spark", to: "bigquery", schema: nested,
			in: "SELECT size(collect_list(t.arr)) AS n FROM t", code: "T075"},
		{name: "cast", from: "spark", to: "bigquery",
			in: "SELECT CAST(NULL AS ARRAY<ARRAY<INT>>) AS z", code: "T075"},
		{name: "create table", from: "spark", to: "bigquery",
			in: nested, code: "T075"},
		{name: "flat arrays pass", from: "spark", to: "bigquery", schema: nested,
			in:   "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.arr) e AS x",
			want: "SELECT t.id, x FROM t CROSS JOIN UNNEST(t.arr) AS x"},
		{name: "a split unnested passes", from: "spark", to: "bigquery", schema: nested,
			in:   "SELECT t.id, e.x FROM t LATERAL VIEW explode(split(t.s, ',')) e AS x",
			want: "SELECT t.id, x FROM t CROSS JOIN UNNEST(split(t.s, ',')) AS x"},
	})
}
