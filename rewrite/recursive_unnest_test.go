package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A plain unnest beside a recursive one is zipped at the recursive one's
// deepest level: DuckDB keeps the select list as written; a target without
// that rule refuses it (T038).
func TestUnnestBesideRecursiveUnnest(t *testing.T) {
	q := "SELECT UNNEST([[1, 2, 3], [4, 5]], recursive := true) AS a, UNNEST([1, 2, 3]) AS b"
	tr := mustTranslate(t, q, "duckdb", "duckdb", lateral.TranslateOptions{})
	if got := tr.SQL; !strings.Contains(got, "unnest([1, 2, 3]) AS b") && !strings.Contains(got, "UNNEST([1, 2, 3]) AS b") {
		t.Errorf("duckdb -> duckdb: the plain unnest should stay in the select list: %s", got)
	}
	for _, to := range []string{"postgres", "trino", "spark"} {
		tr, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T038")
	}
}
