package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDuckLenType: the type of the argument of DuckDB's len or length is
// not known, and it decides between a string's length and a list's.
const codeDuckLenType = "T134"

// duckLen: DuckDB's len(x) and length(x) are the number of characters of
// a string and the number of elements of a list (checked on DuckDB 1.5:
// len('héllo') and length('héllo') are 5, len([1, 2, NULL]) and
// length([1, 2, NULL]) are 3, len([]) is 0, NULL for NULL). The reader
// takes len as a list's size and length as a string's, except for a
// literal or a cast that shows the argument (dialects/functions.go,
// fnDuckLength). Here, toward the other dialects, the argument's type
// decides: of a string type (a column the schema gives, a string function)
// the call is the string's length, of an array the list's size; len of a
// type not known is refused (T134) rather than guessed (a string given to
// the targets' list size is not an error everywhere).
func (c *Context) duckLen(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || len(f.Args) != 1 {
		return f
	}
	written := strings.ToLower(string(f.Written))
	name := strings.ToLower(f.Name[0].Name)
	if written != "len" && written != "length" || name != "cardinality" && name != "length" {
		return f
	}
	a := f.Args[0]
	switch x := a.(type) {
	case *ast.Array, *ast.ArrayQuery:
		return c.duckLenAs(f, "cardinality")
	case *ast.Literal:
		switch x.Kind {
		case ast.LitString:
			return c.duckLenAs(f, "length")
		case ast.LitNull:
			return f // NULL either way
		}
	}
	t := c.typeOf(a, sc)
	switch {
	case t != nil && t.Kind == ast.TypeArray, c.duckListBranch(a, sc):
		return c.duckLenAs(f, "cardinality")
	case t != nil && t.Kind.IsText(), c.valueKindOf(a, sc) == "string":
		return c.duckLenAs(f, "length")
	case written == "length":
		// Of a type not known, length stays the string's length the
		// reader takes it for (a list given to the other dialects'
		// length, which takes strings, fails to bind there: PostgreSQL
		// 15 has no length(integer[])).
	case t == nil || t.Kind == ast.TypeUnknown || t.Kind == ast.TypeOther:
		c.Refuse(codeDuckLenType, f, "give the column types with --schema, or cast the argument (CAST(x AS VARCHAR) or to a list type)",
			"the type of the argument of duckdb's %s is not known: it is a string's number of characters and a list's number of elements", written)
	}
	return f
}

// duckLenAs is f named name, the canonical string length or list size.
func (c *Context) duckLenAs(f *ast.Func, name string) ast.Expr {
	if strings.EqualFold(f.Name[0].Name, name) {
		return f
	}
	out := *f
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: name}}
	return &out
}

// duckListBranch reports whether e is a coalesce or ifnull one of whose
// arguments is a list (a list literal, an array of known type): DuckDB
// gives it a list type, or fails to bind it (coalesce(arr, [])).
func (c *Context) duckListBranch(e ast.Expr, sc *scope) bool {
	f, ok := e.(*ast.Func)
	if !ok || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "coalesce") && !strings.EqualFold(f.Name[0].Name, "ifnull") {
		return false
	}
	for _, a := range f.Args {
		switch a.(type) {
		case *ast.Array, *ast.ArrayQuery:
			return true
		}
		if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeArray {
			return true
		}
	}
	return false
}
