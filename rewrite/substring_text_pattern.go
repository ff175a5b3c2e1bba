package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// substringTextPattern: PostgreSQL's SUBSTRING(s FROM x [FOR y]) is a
// regular-expression match when x (or y) is a string (PostgreSQL manual,
// "Pattern Matching"; checked on PostgreSQL 15: substring('a2c' from '2')
// is '2'). The reader takes a literal, a cast or a || as a string
// (dialects/functions_substring_regex.go); a column or an expression whose
// type the schema says is a string is one too, and the call, read as
// substr_sql, is the regular-expression form: substring_regex (two
// arguments) or substring_similar (three), which the function table writes
// for PostgreSQL only and refuses elsewhere. Where an argument's type is
// not known the call stays a substring by position, with a warning (W017)
// toward the other dialects.
func (c *Context) substringTextPattern(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil ||
		!strings.EqualFold(f.Name[0].Name, "substr_sql") || len(f.Args) < 2 || len(f.Args) > 3 {
		return f
	}
	text, unknown := false, false
	for _, a := range f.Args[1:] {
		t := c.typeOf(a, sc)
		if t != nil && t.Kind.IsText() {
			text = true
		}
		if t == nil && !isNullLit(a) {
			unknown = true
		}
	}
	if !text {
		if unknown && c.Target.Name != "postgres" {
			c.Warn("W017", f, "the type of an argument of SUBSTRING(s FROM x [FOR y]) is not known: it is written as a substring by position, "+
				"which postgres reads only for integers (of strings it is a regular-expression match); give the column types with --schema")
		}
		return f
	}
	out := *f
	name := "substring_regex"
	if len(f.Args) == 3 {
		name = "substring_similar"
	}
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: name}}
	return &out
}
