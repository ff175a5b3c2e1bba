package rewrite

import "github.com/lateral-sql/lateral/ast"

// passValuesUnion spells a VALUES list in FROM whose columns an alias
// names, (VALUES (a1, b1), (a2, b2)) AS v(x, y), for the targets that
// cannot: Hive and Doris take no column aliases on a derived table, and
// BigQuery has no VALUES query. It becomes (SELECT a1 AS x, b1 AS y UNION
// ALL SELECT a2, b2) AS v: the same rows, and the first branch names the
// columns (the item_names pass has named every column the source names by
// default). Each column's type is the target's common type of its values,
// which mixedValues makes the source's.
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

// mixedValues refuses (T092) a VALUES list, translated to another dialect,
// one of whose columns holds values of different kinds (a string and a
// number, a boolean and a string): dialects unify them differently
// (PostgreSQL reads VALUES ('9'), (10) as integers, Hive's and Spark's
// common type is a string, Trino has none), so the column's values and
// their order would change. Numbers of different types (1, 2.5, 1e0)
// unify to the widest one alike; NULLs and values of unknown type are
// left out.
func mixedValues(c *Context, s ast.Stmt) {
	if c.Source.Name == c.Target.Name {
		return
	}
	ast.Inspect(s, func(n ast.Node) bool {
		v, ok := n.(*ast.Values)
		if !ok || len(v.Rows) < 2 {
			return true
		}
		for j := range v.Rows[0] {
			kinds := map[string]ast.Expr{}
			for _, row := range v.Rows {
				if j >= len(row) {
					continue
				}
				if k := valueKind(c.typeOf(row[j], c.newScope())); k != "" {
					kinds[k] = row[j]
				}
			}
			if len(kinds) > 1 {
				c.Refuse("T092", v, "CAST the values of the column to one type",
					"column %d of VALUES holds values of different types, which %s and %s unify differently", j+1, c.Source.Name, c.Target.Name)
				return false
			}
		}
		return true
	})
}

// valueKind is the kind mixedValues compares: "number", "string",
// "boolean", or the type's name; "" for an unknown type.
func valueKind(t *ast.TypeName) string {
	switch {
	case t == nil || t.Kind == ast.TypeUnknown:
		return ""
	case t.Kind.IsNumeric():
		return "number"
	case t.Kind.IsText():
		return "string"
	case t.Kind == ast.TypeBool:
		return "boolean"
	}
	return t.Kind.String()
}
