package rewrite_test

import "testing"

// array_max and array_min, Spark's and Trino's, are translated for arrays
// of integers and decimals only (arrayExtremeElems).
func TestArrayExtremeElems(t *testing.T) {
	const trino = "CREATE TABLE t (a ARRAY(INTEGER), q ARRAY(DECIMAL(10, 2)), d ARRAY(DOUBLE), s ARRAY(VARCHAR))"
	runExprCases(t, []exprCase{
		{name: "no-op: Trino integers", from: "trino", to: "duckdb", schema: trino,
			in:   "SELECT array_max(a) AS m FROM t",
			want: "SELECT CASE WHEN len(list_filter(a, lateral_x -> lateral_x IS NULL)) > 0 THEN NULL ELSE list_max(a) END AS m FROM t"},
		{name: "no-op: Trino decimals", from: "trino", to: "spark", schema: trino,
			in:   "SELECT array_min(q) AS m FROM t",
			want: "SELECT CASE WHEN exists(q, lateral_x -> lateral_x IS NULL) THEN NULL ELSE array_min(q) END AS m FROM t"},
		{name: "no-op: Trino to Trino", from: "trino", to: "trino", schema: trino,
			in: "SELECT array_max(d) AS m FROM t", want: "SELECT array_max(d) AS m FROM t"},
		{name: "no-op: a NULL", from: "trino", to: "postgres", schema: trino,
			in: "SELECT array_max(NULL) AS m FROM t", want: "SELECT NULL AS m FROM t"},
		{name: "Trino doubles: NaN passed over", from: "trino", to: "spark", schema: trino,
			in: "SELECT array_max(d) AS m FROM t", code: "T301"},
		{name: "Trino strings", from: "trino", to: "postgres", schema: trino,
			in: "SELECT array_min(s) AS m FROM t", code: "T301"},
		{name: "element type unknown", from: "trino", to: "duckdb",
			in: "SELECT array_max(a) AS m FROM t", code: "T056"},
		{name: "no-op: Spark integers to Trino", from: "spark", to: "trino", schema: trino, schemaDialect: "trino",
			in:   "SELECT array_max(a) AS m FROM t",
			want: "SELECT array_max(filter(a, lateral_x -> lateral_x IS NOT NULL)) AS m FROM t"},
		{name: "Spark doubles", from: "spark", to: "duckdb", schema: trino, schemaDialect: "trino",
			in: "SELECT array_min(d) AS m FROM t", code: "T301"},
	})
}
