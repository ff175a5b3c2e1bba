package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Collations the printer can carry between dialects. A collation is a
// property of the engine that compares: only those with the same meaning
// in the target are printed, any other is refused.
//
//   - byte order: DuckDB's binary collation (BINARY, C, POSIX) and
//     PostgreSQL's "C", "POSIX" and ucs_basic compare UTF-8 strings byte by
//     byte (code point order).
//   - DuckDB's NOCASE (lower case first), NOACCENT (accents stripped) and
//     NFC (normalized) exist in DuckDB only, alone or joined with dots
//     (NOCASE.NOACCENT).

// collationWords are the lower-case words of a collation name: its dotted
// parts, a quoted part holding dots split too ("NOCASE.NOACCENT").
func collationWords(q ast.QName) []string {
	var out []string
	for _, id := range q {
		for _, w := range strings.Split(id.Name, ".") {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

func isByteOrderCollation(w string) bool {
	switch w {
	case "binary", "c", "posix", "ucs_basic":
		return true
	}
	return false
}

func (p *printer) collate(e *ast.Collate) {
	words := collationWords(e.Name)
	what := "COLLATE " + strings.ToUpper(strings.Join(words, "."))
	var name string
	switch {
	case len(words) == 1 && isByteOrderCollation(words[0]) && p.st.name == "duckdb":
		name = "C" // BINARY is a keyword to DuckDB's parser; C is its alias
	case len(words) == 1 && isByteOrderCollation(words[0]) && p.st.name == "postgres":
		name = `"C"`
	case len(words) == 1 && isByteOrderCollation(words[0]) && p.st.name == "ansi":
		name = "UCS_BASIC" // the standard's code point order (PostgreSQL's ucs_basic)
	case p.st.name == "duckdb":
		for _, w := range words {
			if w != "nocase" && w != "noaccent" && w != "nfc" {
				p.failNotIn(e, what)
				return
			}
		}
		name = strings.ToUpper(strings.Join(words, "."))
	default:
		p.failNotIn(e, what)
		return
	}
	p.exprMin(e.X, precPostfix)
	p.ws(" COLLATE ")
	p.ws(name)
}
