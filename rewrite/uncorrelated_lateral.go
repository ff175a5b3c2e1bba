package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// passUncorrelatedLateral rewrites, for the targets without LATERAL
// subqueries (hive, doris, drill, bigquery, snowflake), a LATERAL subquery
// that reads nothing of the query around it into a subquery in FROM:
//
//	FROM t, LATERAL (SELECT upper('a') AS u) AS u      -- PostgreSQL's FROM t, upper('a') AS u
//	FROM t CROSS JOIN (SELECT upper('a') AS u) AS u
//
// LATERAL only lets a subquery read the columns of the FROM items before
// it (PostgreSQL 15 manual, 7.2.1.5 LATERAL Subqueries); one that reads
// none is the same table for every left row, so the join gives the same
// rows without it. This is how a scalar function called in FROM with
// constant arguments (SELECT * FROM abs(-3)) reaches those targets
// (scalarInFrom reads it as such a subquery). It runs before lateral_inline,
// whose guards (a bare name it cannot tell from the columns of other
// tables, a constant read as a GROUP BY or ORDER BY position) are then
// not needed for such a lateral.
//
// A subquery is taken as reading nothing around it only when it holds no
// column reference and no qualified * at all (a name inside it may be its
// own column or an outer one, which is not told here), and no function
// that may give another value at each call (random()), which the target
// could evaluate otherwise. The join: none for a lateral alone in FROM;
// CROSS JOIN for a lateral joined without condition, and for a LEFT join
// ON TRUE of a subquery that yields exactly one row (a SELECT without
// FROM, WHERE, grouping, aggregate or generator); otherwise the lateral's
// own join, INNER or LEFT, with its ON condition (ON TRUE when it has
// none). The column names of the lateral's alias become the names of the
// select items where the subquery is one SELECT without *: Hive, Doris and
// BigQuery take no column list on a subquery in FROM (T090). For Drill,
// only a lateral alone in FROM is taken: a subquery beside another FROM
// item would be a cross join, which Drill disables by default but for a
// right side it plans as scalar (FROM Clause, CROSS JOIN:
// planner.enable_nljoin_for_scalar_only).
const passUncorrelatedLateral = "uncorrelated_lateral"

func uncorrelatedLaterals(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("hive", "doris", "drill", "bigquery", "snowflake") {
		return s
	}
	drill := c.Target.Name == "drill"
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Lateral:
			if drill {
				break
			}
			if t := c.uncorrelatedLateral(x); t != nil {
				c.Fire(passUncorrelatedLateral)
				return t
			}
		case *ast.Select:
			// Drill: only a lateral alone in FROM, which joins nothing.
			if l, ok := onlyItem(x).(*ast.Lateral); ok && drill && l.Input == nil {
				if t := c.uncorrelatedLateral(l); t != nil {
					c.Fire(passUncorrelatedLateral)
					ns := *x
					ns.From = []ast.TableExpr{t}
					return &ns
				}
			}
		}
		return n
	})
}

// onlyItem is the one FROM item of s, nil when it has none or several.
func onlyItem(s *ast.Select) ast.TableExpr {
	if len(s.From) != 1 {
		return nil
	}
	return s.From[0]
}

// uncorrelatedLateral is the FROM item standing for l, nil when l is not
// of the shape passUncorrelatedLateral takes.
func (c *Context) uncorrelatedLateral(l *ast.Lateral) ast.TableExpr {
	if len(l.Gens) != 1 || l.Gens[0].Kind != ast.GenSubquery || l.Gens[0].Query == nil ||
		l.Ordinality != nil || l.Alias == nil || !readsNothingAround(l.Gens[0].Query) {
		return nil
	}
	on := l.On
	if on != nil && isTrue(on) {
		on = nil
	}
	if l.Input == nil && (on != nil || l.Outer) {
		// Without an input, a join condition or OUTER (left by
		// lateral_inline, which took the FROM item before) has nothing
		// to join to here.
		return nil
	}
	q, named := nameItems(l.Gens[0].Query, l.Alias.Columns)
	d := &ast.Derived{Span: l.Span, Query: q, Alias: &ast.Alias{Span: l.Alias.Span, Name: l.Alias.Name}}
	if !named {
		d.Alias.Columns = l.Alias.Columns // a column list the items cannot take
	}
	if l.Input == nil {
		return d
	}
	j := &ast.Join{Span: l.Span, Kind: ast.JoinCross, Left: l.Input, Right: d}
	switch {
	case l.Outer && (on != nil || !c.oneRow(q)):
		j.Kind, j.On = ast.JoinLeft, on
		if on == nil {
			j.On = &ast.Literal{Span: l.Span, Kind: ast.LitBool, Value: "true"}
		}
	case on != nil:
		j.Kind, j.On = ast.JoinInner, on
	}
	return j
}

// readsNothingAround: q holds no column reference, no qualified * and no
// call of a volatile function, anywhere (nested queries included).
func readsNothingAround(q *ast.Query) bool {
	ok := true
	ast.Inspect(q, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.ColumnRef, *ast.Lambda:
			ok = false
		case *ast.Star:
			ok = ok && len(x.Table) == 0
		case *ast.Func:
			ok = ok && !(len(x.Name) > 0 && catalog.Volatile(x.Name.Last().Name))
		}
		return ok
	})
	return ok
}

// oneRow: q yields exactly one row, a SELECT of expressions without FROM
// (plainItems) and nothing that could drop or add rows.
func (c *Context) oneRow(q *ast.Query) bool {
	sel, ok := q.Body.(*ast.Select)
	return ok && q.With == nil && q.Limit == nil && q.Offset == nil && len(sel.From) == 0 &&
		fromlessOK(c, sel)
}

// nameItems gives the select items of q the names cols, the column list
// of the lateral's alias (the first len(cols) items; PostgreSQL lets the
// list name fewer columns than there are). named is true when cols is
// empty or the items took them, false (q unchanged) when q is not one
// SELECT whose items can (a set operation, a * among the items, fewer
// items than names).
func nameItems(q *ast.Query, cols []ast.Ident) (nq *ast.Query, named bool) {
	if len(cols) == 0 {
		return q, true
	}
	sel, ok := q.Body.(*ast.Select)
	if !ok || len(sel.Items) < len(cols) {
		return q, false
	}
	items := make([]*ast.SelectItem, len(sel.Items))
	copy(items, sel.Items)
	for k, name := range cols {
		it := items[k]
		if _, star := it.Expr.(*ast.Star); star || len(it.Aliases) > 0 {
			return q, false
		}
		ni := *it
		ni.Alias = &name
		items[k] = &ni
	}
	ns := *sel
	ns.Items = items
	out := *q
	out.Body = &ns
	return &out, true
}
