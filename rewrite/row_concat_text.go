package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeRowConcatText: a STRUCT or MAP of known type written as text by ||
// between dialects that write it otherwise.
const codeRowConcatText = "T214"

// rowConcatText refuses (T214) || of an operand whose type is a STRUCT or
// a MAP, as a CAST of one to text is refused (T087, floatTextCast): ||
// writes it as its cast to text, which each dialect spells its own way
// (DuckDB's {'a': 1, 'b': 'q'} || 'x' is {'a': 1, 'b': q}x, run on
// DuckDB 1.5; PostgreSQL's ROW(1, 'q') || 'x' is (1,q)x, run on
// PostgreSQL 15; BigQuery's || takes no STRUCT, its conversion rules);
// a translation passing it on gave the target's text, not the source's.
// True when it refused.
func (c *Context) rowConcatText(b *ast.Binary, sc *scope) bool {
	if b.Op != ast.OpConcat || c.Source.Name == c.Target.Name {
		return false
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		if t := c.typeOf(o, sc); t != nil && t.Kind == ast.TypeArray {
			return false // array concatenation
		}
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		t := c.typeOf(o, sc)
		if t == nil || t.Kind != ast.TypeStruct && t.Kind != ast.TypeMap {
			continue
		}
		c.Refuse(codeRowConcatText, b, "concatenate the texts of its fields or entries instead (a.f || ...), or its JSON text (to_json)",
			"concatenating %s as text: %s and %s write it otherwise ({'a': 1, 'b': q} or (1,q))",
			valueName(o, strings.ToUpper(t.Kind.String())), c.Source.Name, c.Target.Name)
		return true
	}
	return false
}
