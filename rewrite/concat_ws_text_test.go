package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestConcatWsArrayText: PostgreSQL's and DuckDB's concat_ws write an
// array argument as the array's text ('{a,b},c' and '[a, b],c', both
// engines run), where Hive, Spark, Doris and Trino join its elements:
// an array argument is refused toward every other dialect, and one of
// unknown type toward the dialects that join; strings, and the source
// dialect itself, are kept.
func TestConcatWsArrayText(t *testing.T) {
	const schema = `CREATE TABLE t (s VARCHAR, a VARCHAR[])`
	opts := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct{ from, to, in, code string }{
		{"duckdb", "spark", "SELECT concat_ws(',', [t.s, 'b']) AS j FROM t", "T302"},
		{"duckdb", "postgres", "SELECT concat_ws(',', t.a, 'c') AS j FROM t", "T302"},
		{"postgres", "duckdb", "SELECT concat_ws(',', t.a) AS j FROM t", "T302"},
		{"postgres", "trino", "SELECT concat_ws(',', ARRAY[t.s]) AS j FROM t", "T302"},
		{"duckdb", "hive", "SELECT concat_ws(',', x) AS j FROM u", "T056"},
		{"postgres", "spark", "SELECT concat_ws(',', x) AS j FROM u", "T056"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
		wantRefusal(t, tr, err, tc.code)
	}
	for _, tc := range []struct{ from, to, in string }{
		{"duckdb", "spark", "SELECT concat_ws(',', t.s, 'x') AS j FROM t"},
		{"duckdb", "duckdb", "SELECT concat_ws(',', t.a) AS j FROM t"},
		{"postgres", "duckdb", "SELECT concat_ws(',', x) AS j FROM u"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, opts)
	}
}
