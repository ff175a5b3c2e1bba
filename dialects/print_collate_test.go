package dialects

import (
	"errors"
	"testing"
)

// COLLATE is read in every dialect, printed where the target has the same
// collation, and refused elsewhere.
func TestPrintCollate(t *testing.T) {
	for _, c := range []struct{ src, sql, dst, want string }{
		{"duckdb", "SELECT x FROM t ORDER BY x COLLATE NOCASE", "duckdb", "SELECT x FROM t ORDER BY x COLLATE NOCASE"},
		{"duckdb", `SELECT x FROM t WHERE x COLLATE "noaccent.nocase" = 'e'`, "duckdb", "SELECT x FROM t WHERE x COLLATE NOACCENT.NOCASE = 'e'"},
		{"duckdb", "SELECT x FROM t ORDER BY x COLLATE POSIX", "postgres", `SELECT x FROM t ORDER BY x COLLATE "C"`},
		{"postgres", `SELECT x FROM t ORDER BY x COLLATE "C"`, "duckdb", "SELECT x FROM t ORDER BY x COLLATE C"},
		{"postgres", `SELECT (x || 'a') COLLATE "C" < y FROM t`, "postgres", `SELECT (x || 'a') COLLATE "C" < y FROM t`},
	} {
		if got := fxPrint(t, c.src, c.sql, c.dst); got != c.want {
			t.Errorf("%s -> %s %q: got %q, want %q", c.src, c.dst, c.sql, got, c.want)
		}
	}
	for _, c := range []struct{ src, sql, dst string }{
		{"duckdb", "SELECT x FROM t ORDER BY x COLLATE NOCASE", "postgres"},
		{"duckdb", "SELECT x FROM t ORDER BY x COLLATE C", "spark"},
		{"postgres", `SELECT x FROM t ORDER BY x COLLATE "de_DE"`, "duckdb"},
	} {
		s := psParse(t, c.src, c.sql)
		_, err := PrintScript(psDialect(t, c.dst), s, PrintOptions{})
		var ue *UnsupportedError
		if !errors.As(err, &ue) || ue.Node == nil {
			t.Errorf("%s -> %s %q: got %v, want a refusal at the COLLATE", c.src, c.dst, c.sql, err)
		}
	}
}
