package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// typedCollectList writes collect_list(x) for ANSI SQL and PostgreSQL,
// whose ARRAY_AGG keeps NULL elements and gives NULL over no rows where
// collect_list skips NULLs and gives an empty array:
//
//	coalesce(array_agg(x) FILTER (WHERE x IS NOT NULL), CAST(ARRAY[] AS T ARRAY))
//
// The empty array needs a type, so x must be of a known scalar type T;
// otherwise the call is refused for ANSI SQL (T056), and left to the
// function table, which writes PostgreSQL's untyped '{}'; an array x is
// left to the function table too. DISTINCT (collect_set)
// is left to it too: the standard's ARRAY_AGG takes no set quantifier.
// An x that is not deterministic is left alone, as it would be evaluated
// twice.
func (c *Context) typedCollectList(f *ast.Func, sc *scope) ast.Expr {
	if !c.Target.is("ansi", "postgres") || len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "collect_list") ||
		len(f.Args) != 1 || f.Distinct || f.Star || len(f.WithinGroup) > 0 || f.Nulls != ast.NullsUnspecified || volatileCall(f.Args[0]) != nil {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if (t == nil || t.Kind == ast.TypeUnknown) && c.Target.is("ansi") && !isNullLit(f.Args[0]) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its type",
			"collect_list for ANSI SQL is ARRAY_AGG with an empty array of the element type for a group without values, and the type of this argument is not known")
		return f
	}
	if t == nil || t.Kind == ast.TypeUnknown || t.Kind >= ast.TypeArray {
		return f
	}
	sp := f.Span
	agg := *f
	agg.Name = ast.QName{{Span: sp, Name: "array_agg"}}
	agg.Written = ""
	var notNull ast.Expr = &ast.IsNull{Span: sp, X: ast.Clone(f.Args[0]), Not: true}
	if f.Filter != nil {
		notNull = &ast.Binary{Span: sp, Op: ast.OpAnd, L: f.Filter, R: notNull}
	}
	agg.Filter = notNull
	// The window, when there is one, goes on the aggregate; the
	// coalesce stays outside.
	empty := &ast.Cast{Span: sp, X: &ast.Array{Span: sp}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: t}}
	return canonCall(sp, "coalesce", &agg, empty)
}
