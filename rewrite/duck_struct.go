package rewrite

import "github.com/lateral-sql/lateral/ast"

// expandsStructFields: l, a lone lateral over an array of structs elem
// (pgStructElem), expands each element into its fields (Trino's UNNEST of
// rows, inline), one alias per field.
func expandsStructFields(l *ast.Lateral, elem *ast.TypeName) bool {
	g := l.Gens[0]
	return (g.Kind == ast.GenUnnest && g.Expand || g.Kind == ast.GenInline) && len(elem.Fields) == len(l.Alias.Columns)
}

// duckStructFields spells a lone unnest of a column known (from the
// schema) to be an array of structs, expanded into its fields, for DuckDB,
// whose unnest keeps each struct whole: LATERAL (SELECT (_x._e).f1 AS c1,
// ..., (_x._e).fn AS cn [, _x._o AS ord] FROM unnest(a) [WITH ORDINALITY]
// AS _x(_e [, _o])) AS t. A NULL element gives one row of NULL fields, as
// in the source; a NULL or empty array gives no rows (LEFT JOIN ... ON
// TRUE keeps the left row for an outer lateral). Nil when l is not of that
// form.
func (c *Context) duckStructFields(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
	elem := c.pgStructElem(l, sc)
	if elem == nil || !expandsStructFields(l, elem) {
		return nil
	}
	g := l.Gens[0]
	x, e := c.FreshNamed("x"), c.FreshNamed("e")
	inner := &ast.Alias{Span: l.Span, Name: x, Columns: []ast.Ident{e}}
	sel := &ast.Select{Span: l.Span}
	for i, f := range elem.Fields {
		name := l.Alias.Columns[i]
		sel.Items = append(sel.Items, &ast.SelectItem{Span: l.Span, Alias: &name,
			Expr: &ast.FieldAccess{Span: l.Span, X: colRef(x, e, l.Span), Name: f.Name}})
	}
	tf := &ast.TableFunc{Span: l.Span, Alias: inner,
		Func: &ast.Func{Span: g.Span, Name: ast.QName{{Span: g.Span, Name: "unnest"}}, Args: []ast.Expr{g.Args[0]}}}
	if l.Ordinality != nil {
		o := c.FreshNamed("o")
		tf.Ordinality = true
		inner.Columns = append(inner.Columns, o)
		name := c.ordinalitySubst(l, subs)
		sel.Items = append(sel.Items, &ast.SelectItem{Span: l.Span, Alias: &name, Expr: colRef(x, o, l.Span)})
	}
	sel.From = []ast.TableExpr{tf}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel},
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name}}
}
