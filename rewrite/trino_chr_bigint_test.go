package rewrite_test

import "testing"

// Trino's chr of a BIGINT toward DuckDB, whose chr takes an INTEGER only
// (run on DuckDB 1.5: chr(CAST(65 AS BIGINT)) fails to bind, "No function
// matches"; chr(CAST(CAST(3000000000 AS BIGINT) AS INTEGER)) raises a
// Conversion Error where Trino's chr raises "Not a valid Unicode code
// point") (rewrite/trino_chr_bigint.go).
func TestTrinoChrBigint(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, n BIGINT, i INTEGER)"
	runExprCases(t, []exprCase{
		{name: "a BIGINT column is cast to INTEGER", from: "trino", to: "duckdb", schema: schema,
			in:   "SELECT chr(n) AS a, chr(n + 1) AS b FROM t",
			want: "SELECT chr(CAST(n AS INTEGER)) AS a, chr(CAST(n + 1 AS INTEGER)) AS b FROM t", fires: true},
		{name: "an INTEGER column is kept", from: "trino", to: "duckdb", schema: schema,
			in: "SELECT chr(i) AS a FROM t", want: "SELECT chr(i) AS a FROM t"},
		{name: "a column of unknown type is kept", from: "trino", to: "duckdb",
			in: "SELECT chr(n) AS a FROM t", want: "SELECT chr(n) AS a FROM t"},
		{name: "toward postgres, whose text cannot hold U+0000, a column is refused", from: "trino", to: "postgres", schema: schema,
			in: "SELECT chr(n) AS a FROM t", code: "T302"},
		{name: "toward postgres nullif(n, 0) is cast by the emitter", from: "trino", to: "postgres", schema: schema,
			in: "SELECT chr(nullif(n, 0)) AS a FROM t", want: "SELECT chr(CAST(nullif(n, 0) AS INTEGER)) AS a FROM t"},
	})
}
