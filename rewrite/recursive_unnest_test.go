package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A plain unnest beside a recursive one is zipped at the recursive one's
// deepest level: DuckDB keeps the select list as written.
func TestUnnestBesideRecursiveUnnest(t *testing.T) {
	q := "SELECT UNNEST([[1, 2, 3], [4, 5]], recursive := true) AS a, UNNEST([1, 2, 3]) AS b"
	tr := mustTranslate(t, q, "duckdb", "duckdb", lateral.TranslateOptions{})
	if got := tr.SQL; !strings.Contains(got, "unnest([1, 2, 3]) AS b") && !strings.Contains(got, "UNNEST([1, 2, 3]) AS b") {
		t.Errorf("duckdb -> duckdb: the plain unnest should stay in the select list: %s", got)
	}
}

// DuckDB's recursive unnest has no canonical form: it stays as written for
// DuckDB and is refused elsewhere (T039), alone or beside another unnest.
// Its named arguments are not accepted in FROM, by DuckDB 1.5 either
// ("Function does not accept any named parameters"), nor by lateral.
func TestRecursiveUnnestRefused(t *testing.T) {
	for _, q := range []string{
		"SELECT UNNEST([[1, 2, 3], [4, 5]], recursive := true) AS a, UNNEST([1, 2, 3]) AS b",
		"SELECT unnest([[1, 2], [3]], max_depth := 2) AS x",
		"SELECT x FROM t, unnest(t.a, recursive := true) AS u(x)",
	} {
		for _, to := range []string{"postgres", "trino", "spark", "snowflake"} {
			tr, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T039")
		}
	}
	q := "SELECT unnest([[1, 2], [3]], max_depth := 2) AS x"
	if got := mustTranslate(t, q, "duckdb", "duckdb", lateral.TranslateOptions{}).SQL; !strings.Contains(got, "max_depth := 2") {
		t.Errorf("duckdb -> duckdb: %s", got)
	}
	tr, err := lateral.Translate("SELECT x FROM t, unnest(t.a, recursive := true) AS u(x)", "duckdb", "duckdb", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T039")
}
