package rewrite

import "github.com/lateral-sql/lateral/ast"

// passValuesUnion spells a VALUES list in FROM whose columns an alias
// names, (VALUES (a1, b1), (a2, b2)) AS v(x, y), for the targets that
// cannot: Hive and Doris take no column aliases on a derived table, and
// BigQuery has no VALUES query. It becomes (SELECT a1 AS x, b1 AS y UNION
// ALL SELECT a2, b2) AS v: the same rows, in the same order, and the
// first branch names the columns. Each column's type is the target's
// common type of its values, as its VALUES would give (the item_names pass
// has named every column the source names by default).
const passValuesUnion = "values_union"

func valuesUnion(c *Context, s ast.Stmt) ast.Stmt {
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		d, ok := n.(*ast.Derived)
		if !ok || d.Query == nil || d.Alias == nil {
			return n
		}
		v, ok := d.Query.Body.(*ast.Values)
		if !ok || len(v.Rows) == 0 || len(d.Alias.Columns) != len(v.Rows[0]) {
			return n
		}
		var body ast.QueryExpr
		for i, row := range v.Rows {
			sel := &ast.Select{Span: v.Span}
			for j, e := range row {
				it := &ast.SelectItem{Span: e.SpanOf(), Expr: e}
				if i == 0 {
					name := d.Alias.Columns[j]
					it.Alias = &name
				}
				sel.Items = append(sel.Items, it)
			}
			if body == nil {
				body = sel
			} else {
				body = &ast.SetOp{Span: v.Span, Op: ast.Union, All: true, L: body, R: sel}
			}
		}
		c.Fire(passValuesUnion)
		q := *d.Query
		q.Body = body
		nd := *d
		nd.Query = &q
		nd.Alias = &ast.Alias{Span: d.Alias.Span, Name: d.Alias.Name}
		return &nd
	})
}
