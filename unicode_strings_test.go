package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
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

// String literals their source engine raises for are refused (B003), run
// here on PostgreSQL 15 and DuckDB 1.5: in a U&'...' string a NUL or a lone
// surrogate (also one whose pair is not an escape); in an E'...' string a lone
// surrogate, also one whose low half is escaped in the next part (each
// part's escapes are read apart), and bytes that are not UTF-8; in DuckDB
// an E'...' string with a \u escape or an escape of a byte 0x80 or above
// (dialects/internal/build/literal.go).
func TestStringEscapeRefusals(t *testing.T) {
	engs := map[string]engines.Engine{}
	engine := func(kind string) engines.Engine {
		if engs[kind] == nil {
			engs[kind] = enginetest.Open(t, kind)
		}
		return engs[kind]
	}
	for _, c := range []struct{ from, sql string }{
		{"postgres", `SELECT U&'a\0000' AS x`},
		{"postgres", `SELECT U&'\D83Dx' AS x`},
		{"postgres", `SELECT U&'\DE00' AS x`},
		{"postgres", `SELECT U&'\D83D\\' AS x`},
		{"postgres", `SELECT E'\uDE00' AS x`},
		{"postgres", `SELECT E'\uD83D\+00DE00' AS x`},
		{"postgres", "SELECT E'\\uD83D'\n'\\uDE00' AS x"},
		{"postgres", `SELECT E'\xD8' AS x`},
		{"postgres", "SELECT E'\\xC3'\n'a' AS x"},
		{"duckdb", `SELECT E'\u0041' AS x`},
		{"duckdb", `SELECT E'\xC3\xA9' AS x`},
		{"duckdb", `SELECT E'\200' AS x`},
		{"duckdb", "SELECT E'a'\n'\\x80' AS x"},
	} {
		if _, err := lateral.Translate(c.sql, c.from, "trino", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "B003") {
			t.Errorf("%s: %s: want B003, got %v", c.from, c.sql, err)
		}
		if _, err := engine(c.from).Query(enginetest.Ctx(t), c.sql); err == nil {
			t.Errorf("%s: %s: the engine does not raise", c.from, c.sql)
		}
	}
	// what they keep: read alike by lateral and the engine (the source run
	// on its engine, the translation to the same dialect too)
	for _, c := range []struct{ from, sql, want string }{
		{"postgres", "SELECT E'\\uD83D\\uDE00' AS x, E'\\xC3'\n'\\xA9' AS y", "\U0001F600"},
		{"duckdb", "SELECT E'\u00e9\\x41\\101\\x7F' AS x, E'a'\n'\\x41' AS y", "\u00e9AA\x7f"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.from, lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %s: %v", c.from, c.sql, err)
			continue
		}
		a := enginetest.Query(t, engine(c.from), c.sql)
		if ok, diff := engines.EqualRows(a.Rows, enginetest.Query(t, engine(c.from), tr.SQL).Rows, true); !ok || a.Rows[0][0] != c.want {
			t.Errorf("%s: %s: %s %v\n%s", c.from, c.sql, diff, a.Rows, tr.SQL)
		}
	}
}
