package rewrite_test

import "testing"

// transform(a, x -> ROW(x)) is an array of rows, which a Trino UNNEST
// expands into their fields: one column holding x, NULL for a NULL x
// (the form Hive/Spark explode of an array of structs takes in Trino).
// Read as an array of scalars it would give the one-field row itself.
func TestTransformRowIsExpanded(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, sa ARRAY(ROW(a INTEGER, b VARCHAR)))"
	const in = "SELECT a.st FROM t CROSS JOIN UNNEST(transform(t.sa, x -> ROW(x))) AS a(st)"
	runExprCases(t, []exprCase{
		{name: "trino keeps it", from: "trino", to: "trino", schema: schema, in: in, want: in},
		{name: "spark inlines the row", from: "trino", to: "spark", schema: schema, in: in,
			want: "SELECT a.st FROM t LATERAL VIEW inline(transform(t.sa, x -> struct(x))) a AS st"},
		{name: "duckdb does not expand", from: "trino", to: "duckdb", schema: schema, in: in, code: "T064"},
	})
}
