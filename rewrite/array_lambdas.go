package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// arrayLambdaPG checks transform, filter, any_match, all_match and
// none_match written for PostgreSQL from the unnested elements
// (dialects/functions_array_lambdas.go, functions_array_matches.go):
//
//   - the element type must be known and not a row: unnest of an array
//     of a composite type gives one column per field, so the element
//     would not be read whole (an array constructor of NULLs only, and a
//     NULL, are left as they are);
//   - transform's result elements must be of a known type that is not an
//     array, a map or a row: ARRAY(SELECT ...) of arrays is a
//     multidimensional array in PostgreSQL (or an error for arrays of
//     different lengths), which has no arrays of arrays, and of rows an
//     array of anonymous records. The body's type is read with the
//     parameter taken as a value of the element type; a body of unknown
//     type passes when it is known to be a string, a number or a boolean
//     (notArray).
func (c *Context) arrayLambdaPG(f *ast.Func, sc *scope) ast.Expr {
	if c.Target.Name != "postgres" || c.Source.Name == "postgres" || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	switch name {
	case "transform", "filter", "any_match", "all_match", "none_match":
	default:
		return f
	}
	l, ok := f.Args[1].(*ast.Lambda)
	if !ok || len(l.Params) != 1 || isNullLit(f.Args[0]) {
		return f
	}
	const hintType = "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type"
	t := c.typeOf(f.Args[0], sc)
	var elem *ast.TypeName
	switch {
	case knownElems(t):
		elem = t.Elem
	case nullsOnly(f.Args[0]):
	default:
		c.Refuse(codeTypeUnknown, f.Args[0], hintType,
			"%s toward postgres unnests the array, whose element type must be known (an array of rows unnests into its fields), and the element type of this argument is not known", name)
		return f
	}
	if elem != nil && (elem.Kind == ast.TypeStruct || elem.Kind == ast.TypeArray || elem.Kind == ast.TypeMap) {
		c.Refuse("T301", f.Args[0], "transform or filter an array of scalars, or keep the query in "+c.Source.Name,
			"%s of an array of %ss toward postgres: its elements would not be unnested whole", name, elem.Kind)
		return f
	}
	if name != "transform" {
		return f
	}
	p := l.Params[0]
	var bt *ast.TypeName
	body := l.Body
	if elem != nil {
		val := &ast.Cast{Span: f.Span, X: &ast.Literal{Span: f.Span, Kind: ast.LitNull}, Type: elem}
		body = ast.RewriteExpr(l.Body, func(n ast.Node) ast.Node {
			if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 && strings.EqualFold(cr.Name[0].Name, p.Name) {
				return ast.Clone(val)
			}
			return n
		})
	}
	bt = c.typeOf(body, sc)
	switch {
	case (bt == nil || bt.Kind == ast.TypeUnknown) && !c.notArray(body, sc):
		c.Refuse(codeTypeUnknown, l.Body, "cast the lambda's body to its type (CAST(... AS INTEGER)), or keep the query in "+c.Source.Name,
			"transform toward postgres collects the body's values with ARRAY(SELECT ...), which makes arrays of arrays multidimensional, and the type of this body is not known")
	case bt != nil && (bt.Kind == ast.TypeArray || bt.Kind == ast.TypeMap || bt.Kind == ast.TypeStruct):
		c.Refuse("T075", l.Body, "transform into scalars, or keep the query in "+c.Source.Name,
			"transform into %ss toward postgres: ARRAY(SELECT ...) of arrays is a multidimensional array there, which has no arrays of arrays, and of rows an array of anonymous records", bt.Kind)
	}
	return f
}

// arrayLambdaIndex refuses transform and filter with an index parameter,
// (x, i) -> ..., toward another dialect: Spark counts i from 0, DuckDB
// from 1 (dialects/functions_array_lambdas.go), and Trino, Presto and
// PostgreSQL have no such form.
func (c *Context) arrayLambdaIndex(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	if name != "transform" && name != "filter" {
		return f
	}
	if l, ok := f.Args[1].(*ast.Lambda); ok && len(l.Params) == 2 {
		c.Refuse("T302", l, "compute the position apart (with UNNEST ... WITH ORDINALITY), or keep the query in "+c.Source.Name,
			"%s with an index parameter is not translated from %s to %s: Spark counts it from 0, DuckDB from 1, and the other dialects have no such form", name, c.Source.Name, c.Target.Name)
	}
	return f
}
