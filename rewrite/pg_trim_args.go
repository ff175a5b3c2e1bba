package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTrimArgs: PostgreSQL has no trim of these arguments.
const codeTrimArgs = "T133"

// pgTrimArgs: PostgreSQL's btrim, ltrim and rtrim take one string, or a
// string and the set of characters to remove (PostgreSQL 15: \df btrim
// lists btrim(text), btrim(text, text) and btrim(bytea, bytea)); its
// TRIM([spec] [chars] FROM s, y, ...) and trim(s, y, ...) are those calls
// of all the listed arguments (chars last). A call of more arguments raises
// there (checked on PostgreSQL 15: btrim('xaxy', 'a', 'b') and
// trim(both 'x' from 'xaxy', 'y') raise "function btrim(unknown, unknown,
// unknown) does not exist"). The reader leaves it as a function it does
// not know; it is refused (T133), toward PostgreSQL too: a dialect with a
// btrim of three arguments of its own would answer where the source
// raises.
func (c *Context) pgTrimArgs(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || len(f.Args) <= 2 || f.Over != nil {
		return f
	}
	if len(f.Name) == 2 && !f.Name[0].Quoted && strings.EqualFold(f.Name[0].Name, "pg_catalog") {
		// pg_catalog.btrim, as the parser may name TRIM(... FROM ...)
	} else if len(f.Name) != 1 {
		return f
	}
	last := f.Name.Last()
	if last.Quoted {
		return f
	}
	switch strings.ToLower(last.Name) {
	case "btrim", "ltrim", "rtrim", "trim", "trim_chars", "trim_leading", "trim_trailing":
	default:
		return f
	}
	c.Refuse(codeTrimArgs, f, "trim with one string and one set of characters: btrim(s, chars)",
		"PostgreSQL has no trim of %d arguments (only btrim, ltrim and rtrim of a string and a set of characters): it raises for this call", len(f.Args))
	return f
}
