package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's v = ANY('{...}') reads the text as an array of v's type
// (pg_array_text.go, pgAnyTextTypes; rows on the engines:
// conformance/array_functions/postgres_any_array_text): written as the
// array of the elements cast to it, and refused (T115) where v's type is
// not known, where DuckDB would raise on the text.
func TestPostgresAnyArrayText(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (i INT, n NUMERIC(10, 2))"}
	for _, c := range []struct{ q, want string }{
		{"SELECT 1 = ANY('{1,2}') AS a", "[CAST('1' AS INTEGER), CAST('2' AS INTEGER)]"},
		{"SELECT 'x' = ANY('{x}') AS a", "[CAST('x' AS TEXT)]"},
		// the array type has no precision: 1.555 is kept, not rounded to n's scale
		{"SELECT t.n = ANY('{1.555}') AS a FROM t", "CAST('1.555' AS DECIMAL(4, 3))"},
	} {
		tr := mustTranslate(t, c.q, "postgres", "duckdb", opts)
		if !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s: got %s, want it to hold %s", c.q, tr.SQL, c.want)
		}
	}
	tr, err := lateral.Translate("SELECT u = ANY('{1}') AS a FROM t", "postgres", "duckdb", opts)
	wantRefusal(t, tr, err, "T115")
	// PostgreSQL 15 raises on an element that is no integer, where
	// DuckDB's CAST('1.5' AS INTEGER) is 2, '0x10' 16 and '1e2' 100
	for _, q := range []string{"SELECT t.i = ANY('{1.5}') AS a FROM t", "SELECT 2 = ANY('{1,2.0}') AS a",
		"SELECT '{0x10}'::int[] AS a", "SELECT t.i = ANY('{1e2}') AS a FROM t"} {
		for _, to := range []string{"duckdb", "spark", "snowflake"} {
			tr, err := lateral.Translate(q, "postgres", to, opts)
			wantRefusal(t, tr, err, "T115")
		}
	}
	mustTranslate(t, "SELECT t.i = ANY('{ -1 ,\" +2 \",NULL}') AS a FROM t", "postgres", "duckdb", opts)
}
