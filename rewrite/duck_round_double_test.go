package rewrite_test

import (
	"testing"

	lateral "github.com/lateral-sql/lateral"
)

// DuckDB's round of a DOUBLE to places other than 0 rounds the double
// nearest x * 10^d (run on DuckDB 1.5.6: round(0.285::DOUBLE, 2) is 0.28),
// where the other dialects' round, and PostgreSQL's translation through
// the text, round the shortest decimal form (0.29): refused both ways,
// and for an argument of unknown type (rewrite/duck_round_double.go).
func TestDuckRoundDoublePlaces(t *testing.T) {
	const schema = "CREATE TABLE t (x DOUBLE, r REAL, m DECIMAL(5, 2), n INTEGER)"
	opts := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct {
		in, from, to string
		opts         lateral.TranslateOptions
		col          int
		says         string
	}{
		{"SELECT round(x, 2) AS a FROM t", "duckdb", "postgres", opts, 8, "DuckDB's round of a DOUBLE to d places"},
		{"SELECT round(r, -1) AS a FROM t", "duckdb", "spark", opts, 8, "DuckDB's round of a DOUBLE to d places"},
		{"SELECT round(x, 2) AS a FROM t", "spark", "duckdb", opts, 8, "where spark's rounds"},
		{"SELECT round(x, 1) AS a FROM t", "duckdb", "hive", lateral.TranslateOptions{}, 8, "an argument of unknown type (x)"},
		{"SELECT round(x, 1) AS a FROM t", "duckdb", "postgres", lateral.TranslateOptions{}, 8, "an argument of unknown type (x)"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, tc.opts, "T210", tc.col, tc.says)
	}
	runExprCases(t, []exprCase{
		{name: "to 0 places", from: "duckdb", to: "spark", schema: schema,
			in: "SELECT round(x, 0) AS a, round(x) AS b FROM t", want: "SELECT round(x, 0) AS a, round(x) AS b FROM t"},
		{name: "a decimal and an integer", from: "duckdb", to: "spark", schema: schema,
			in: "SELECT round(m, 1) AS a, round(n, -1) AS b FROM t", want: "SELECT round(m, 1) AS a, round(n, -1) AS b FROM t"},
		{name: "from postgres, whose round to places takes a numeric", from: "postgres", to: "duckdb",
			in: "SELECT round(x, 2) AS a FROM t", want: "SELECT round(x, 2) AS a FROM t"},
	})
}
