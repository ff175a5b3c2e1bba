package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// U&'...' is a Unicode string in PostgreSQL and ANSI SQL (not the column u
// & a string): translated as the plain string it means. DuckDB 1.5 raises
// for it (run: "pg_verifymbstr NOT IMPLEMENTED"), and Drill does not
// document it: refused as not their syntax (B001). UESCAPE is not read.
func TestUnicodeEscapeStrings(t *testing.T) {
	for _, from := range []string{"postgres", "ansi"} {
		tr, err := lateral.Translate(`SELECT U&'\00e9t\+0000e9' AS x`, from, "duckdb", lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, "'été'") {
			t.Errorf("%s: got %v %v", from, tr, err)
		}
	}
	for _, c := range []struct{ from, sql, code string }{
		{"duckdb", "SELECT U&'1' AS x", "B001"},
		{"drill", "SELECT U&'1' AS x", "B001"},
		{"postgres", "SELECT U&'d!0061' UESCAPE '!' AS x", "UESCAPE"},
	} {
		if _, err := lateral.Translate(c.sql, c.from, "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s: %s: want %s, got %v", c.from, c.sql, c.code, err)
		}
	}
}
