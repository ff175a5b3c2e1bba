package rewrite

import "github.com/lateral-sql/lateral/ast"

// duckNullSubqueries writes a value (SELECT NULL) of a VALUES row as NULL,
// from DuckDB: there it is the NULL literal, of the NULL type, which
// takes the type of the column's other values (DuckDB 1.5 run:
// typeof((SELECT NULL)) is "NULL", and the columns of VALUES ((SELECT
// NULL), 'a'), (DATE '2020-01-01', (SELECT NULL)) are a DATE and a
// VARCHAR), where PostgreSQL types it text (PostgreSQL 15 run:
// pg_typeof((SELECT NULL)) is text, and that VALUES raises "VALUES types
// text and date cannot be matched"), which mixedValues refused (T092).
func duckNullSubqueries(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		v, ok := n.(*ast.Values)
		if !ok {
			return n
		}
		var rows [][]ast.Expr
		for i, row := range v.Rows {
			for j, e := range row {
				if !isNullSubquery(e) {
					continue
				}
				if rows == nil {
					rows = make([][]ast.Expr, len(v.Rows))
					for k := range v.Rows {
						rows[k] = append([]ast.Expr(nil), v.Rows[k]...)
					}
				}
				rows[i][j] = &ast.Literal{Span: e.SpanOf(), Kind: ast.LitNull}
			}
		}
		if rows == nil {
			return n
		}
		nv := *v
		nv.Rows = rows
		return &nv
	})
}

// isNullSubquery: e is (SELECT NULL), a subquery of one untyped NULL and
// no other clause.
func isNullSubquery(e ast.Expr) bool {
	sq, ok := e.(*ast.Subquery)
	if !ok || sq.Query == nil {
		return false
	}
	q := sq.Query
	if q.With != nil || len(q.OrderBy) > 0 || q.Limit != nil || q.Offset != nil || len(q.SortBy) > 0 || len(q.DistributeBy) > 0 || len(q.ClusterBy) > 0 {
		return false
	}
	sel, ok := q.Body.(*ast.Select)
	if !ok || sel.Distinct || len(sel.DistinctOn) > 0 || len(sel.Items) != 1 || len(sel.Items[0].Aliases) > 0 ||
		len(sel.From) > 0 || len(sel.LateralViews) > 0 || sel.Where != nil || sel.GroupBy != nil || sel.Having != nil ||
		len(sel.Windows) > 0 || sel.Qualify != nil {
		return false
	}
	lit, ok := sel.Items[0].Expr.(*ast.Literal)
	return ok && lit.Kind == ast.LitNull && lit.Type == ast.TypeUnknown
}
