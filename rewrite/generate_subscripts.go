package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// subscriptsSeries writes PostgreSQL's generate_subscripts(a, 1[,
// reverse]) toward a target that has no such function as the series it
// counts: 1 .. array_length(a, 1), or array_length(a, 1) down to 1 for
// a literal TRUE reverse (PostgreSQL 15 manual, 9.19 "Array Functions
// and Operators", generate_subscripts: the subscripts of the given
// dimension, in reverse order when reverse is true; the catalog entry's
// rule for an array with default bounds). A NULL or empty array has no
// length (array_length is NULL), and a series with a NULL bound gives no
// row, as generate_subscripts gives none (the catalog's generate_series);
// the column keeps generate_subscripts' default name. Another literal
// dimension of an array known to have one (ARRAY[3, 2, 1], a cast to
// INTEGER[]) gives no row, written as the empty series 1 .. 0; of
// another array, a dimension or a reverse that is not a literal are
// refused (T057): a NULL reverse gives no row where a CASE on it would
// count. ok is false when it refused; f and g are
// unchanged when the call is not of that kind or the target is
// PostgreSQL.
func (c *Context) subscriptsSeries(f *ast.Func, g genSpec, node ast.Node) (*ast.Func, genSpec, bool) {
	if g.name != "generate_subscripts" || c.Target.is("postgres") {
		return f, g, true
	}
	sp := f.Span
	refuse := func(why string) (*ast.Func, genSpec, bool) {
		c.Refuse("T057", node, "count the subscripts with generate_series(1, array_length(a, 1)), or translate to PostgreSQL",
			"generate_subscripts %s toward %s", why, c.Target.Name)
		return f, g, false
	}
	if len(f.Args) < 2 || len(f.Args) > 3 {
		return refuse("takes an array, a dimension and an optional reverse flag")
	}
	dim := f.Args[1]
	neg := false
	if u, ok := dim.(*ast.Unary); ok && u.Op == ast.OpNeg {
		dim, neg = u.X, true
	}
	d, ok := intLiteral(dim)
	if neg {
		d = -d
	}
	if !ok {
		return refuse("is written only for a literal dimension")
	}
	if d != 1 {
		// no subscripts in another dimension of an array of one
		if t := c.typeOf(f.Args[0], nil); t == nil || t.Kind != ast.TypeArray || t.Elem == nil || t.Elem.Kind == ast.TypeUnknown || t.Elem.Kind == ast.TypeArray {
			return refuse("is written for a dimension other than 1 only over an array known to have one dimension")
		}
		g.kind = ast.GenSeries
		return &ast.Func{Span: sp, Name: f.Name, Args: []ast.Expr{intLit(sp, 1), intLit(sp, 0), intLit(sp, 1)}}, g, true
	}
	reverse := false
	if len(f.Args) == 3 {
		lit, ok := f.Args[2].(*ast.Literal)
		if !ok || lit.Kind != ast.LitBool {
			return refuse("is written only with a literal TRUE or FALSE as its reverse flag")
		}
		reverse = lit.Value == "true"
	}
	n := canonCall(sp, "array_length", f.Args[0], intLit(sp, 1))
	args := []ast.Expr{intLit(sp, 1), n}
	if reverse {
		args = []ast.Expr{n, intLit(sp, 1), intLit(sp, -1)}
	}
	nf := &ast.Func{Span: sp, Name: f.Name, Args: args}
	g.kind = ast.GenSeries
	return nf, g, true
}
