package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// A PostgreSQL or DuckDB select list may hold a set-returning function
// beside aggregation (SELECT unnest(array_agg(x)) FROM t, SELECT count(*)
// AS n, unnest(ARRAY[1, 2]) AS v FROM t GROUP BY k): the grouping runs
// first and the set-returning functions expand its result rows
// (PostgreSQL manual, 9.25 Set Returning Functions and 7.2.4 / 7.3: a
// set-returning function in the select list is evaluated after
// aggregation, its rows multiplying the group's row; DuckDB plans an unnest
// that no GROUP BY item names above the aggregate the same way). That is
// exactly the query that aggregates in a derived table and unnests the
// aggregate's columns over it, which aggregateFirst builds; the
// select-list generators of the outer query are then planned as any
// other. Shapes it cannot carry stay refused (T031).

// startOrderBys and collectOrderBy record, for the body SELECT of every
// query, the query's ORDER BY, which aggregateFirst must be able to keep.
//
// They also list the derived tables and WITH queries (relQueries), and
// records the SELECTs whose column names no one sees: the body of
// a scalar, EXISTS, IN or ARRAY subquery, and of a derived table whose
// alias renames every column (FROM (SELECT unnest([1])) AS t(b)). A
// generator there needs no exact name.
//
// The canonical pipeline's one walk of the statement (scanFeatures) calls
// startOrderBys, then collectOrderBy with every node.
func (c *Context) startOrderBys() {
	c.orderBys = map[ast.Span][]*ast.OrderItem{}
	c.unnamed = map[ast.Span]bool{}
	c.relQueries = c.relQueries[:0]
}

func (c *Context) collectOrderBy(n ast.Node) {
	body := func(q *ast.Query) *ast.Select {
		if q == nil {
			return nil
		}
		sel, _ := q.Body.(*ast.Select)
		return sel
	}
	var hidden *ast.Select
	switch x := n.(type) {
	case *ast.Query:
		if sel := body(x); sel != nil && len(x.OrderBy) > 0 {
			c.orderBys[sel.Span] = x.OrderBy
		}
	case *ast.Subquery:
		hidden = body(x.Query)
	case *ast.Exists:
		hidden = body(x.Query)
	case *ast.InSubquery:
		hidden = body(x.Query)
	case *ast.ArrayQuery:
		hidden = body(x.Query)
	case *ast.Derived:
		c.relQueries = append(c.relQueries, x)
		if sel := body(x.Query); sel != nil && x.Alias != nil && len(x.Alias.Columns) >= len(sel.Items) && !hasStar(sel.Items) {
			hidden = sel
		}
	case *ast.CTE:
		c.relQueries = append(c.relQueries, x)
	}
	if hidden != nil {
		c.unnamed[hidden.Span] = true
	}
}

func hasStar(items []*ast.SelectItem) bool {
	for _, it := range items {
		if _, ok := it.Expr.(*ast.Star); ok {
			return true
		}
	}
	return false
}

// aggregateFirst rewrites a grouped SELECT whose select list holds the
// generators calls (at items) as SELECT <items over s> FROM (SELECT <the
// aggregated values and the generators' arguments> ... GROUP BY ...) AS s;
// "" and the rewritten select, or why it cannot.
func (c *Context) aggregateFirst(s *ast.Select, items []int, calls []*ast.Func, specs []genSpec) (*ast.Select, string) {
	switch {
	case c.Source.Name != "postgres" && c.Source.Name != "duckdb":
		return nil, "only PostgreSQL and DuckDB expand a generator after the grouping"
	case s.GroupBy != nil && (s.GroupBy.All || len(s.GroupBy.Items) == 0):
		return nil, "GROUP BY ALL may group on the generator"
	case hasWindow(s.Items) || s.Qualify != nil || len(s.Windows) > 0 || len(s.DistinctOn) > 0 || len(s.LateralViews) > 0:
		return nil, "window functions, QUALIFY and DISTINCT ON are not carried over"
	}
	for _, o := range c.orderBys[s.Span] {
		if namedItem(s, o.Expr) < 0 && !namesColumnItem(s, o.Expr) {
			return nil, "ORDER BY names something other than a select item's alias or position"
		}
	}
	if s.Having != nil && containsGenerator(c, s.Having) {
		return nil, "HAVING holds a generator"
	}
	if s.GroupBy != nil {
		for _, key := range s.GroupBy.Items {
			i := namedItem(s, key)
			for _, gi := range items {
				if i == gi {
					return nil, "GROUP BY names a generator's item, which DuckDB expands before the grouping"
				}
			}
			if containsCall(key, calls) || containsGenerator(c, key) {
				return nil, "GROUP BY holds a generator"
			}
		}
	}
	isCall := map[ast.Node]int{}
	for k, f := range calls {
		isCall[f] = k
		if insideAggregate(s.Items[items[k]].Expr, f) {
			return nil, "the generator is inside an aggregate"
		}
		for _, a := range f.Args {
			if _, named := a.(*ast.NamedArg); named || containsGenerator(c, a) {
				return nil, "a generator's argument holds another generator or a named argument"
			}
		}
	}
	sp := s.Span
	sub := c.Fresh("agg")
	sub.Span = sp
	ref := func(col ast.Ident, at ast.Span) ast.Expr {
		return &ast.ColumnRef{Span: at, Name: ast.QName{{Span: at, Name: sub.Name}, {Span: at, Name: col.Name}}}
	}
	var inner, outer []*ast.SelectItem
	genItem := map[int]bool{}
	for _, i := range items {
		genItem[i] = true
	}
	for i, it := range s.Items {
		if _, star := it.Expr.(*ast.Star); star {
			return nil, "* beside a generator is not carried over"
		}
		if !genItem[i] {
			name := it.Alias
			if name == nil {
				if n, ok := c.itemName(it.Expr); ok {
					name = &n
				} else if cr, ok := it.Expr.(*ast.ColumnRef); ok {
					last := cr.Name.Last()
					name = &last
				} else if c.unnamed[s.Span] {
					n := c.Fresh("c") // no one sees the name
					name = &n
				} else {
					return nil, "a select item beside the generator is named after its text, which cannot be reproduced exactly: name it with AS"
				}
			}
			col := c.Fresh("a")
			inner = append(inner, &ast.SelectItem{Span: it.Span, Expr: it.Expr, Alias: &col})
			n := *name
			outer = append(outer, &ast.SelectItem{Span: it.Span, Expr: ref(col, it.Span), Alias: &n})
			continue
		}
		// Outside its generator calls, the item may hold only constants
		// and operators: anything else would be evaluated over the
		// derived table instead of the group.
		bad := false
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			if _, ok := isCall[n]; ok {
				return false
			}
			switch x := n.(type) {
			case *ast.ColumnRef, *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Star:
				bad = true
			case *ast.Func:
				bad = bad || isAggregateName(strings.ToLower(x.Name.Last().Name)) || x.Over != nil
			}
			return !bad
		})
		if bad {
			return nil, "an expression around the generator reads columns or aggregates"
		}
		name := it.Alias
		if f, whole := it.Expr.(*ast.Func); name == nil && !(whole && isWholeCall(isCall, f)) {
			n, ok := c.itemName(it.Expr)
			if !ok && c.unnamed[s.Span] {
				n, ok = c.Fresh("c"), true // no one sees the name
			}
			if !ok {
				return nil, "an expression over the generator is named after its text, which cannot be reproduced exactly: name it with AS"
			}
			name = &n
		}
		if name == nil {
			f := it.Expr.(*ast.Func)
			k := isCall[f]
			n, ok := c.selectItemName(f, specs[k])
			if !ok {
				return nil, "the generator's column is named after the text of the call: name it with AS"
			}
			name = &n
		}
		// Replace each generator call's arguments by the derived table's
		// columns that hold them.
		var out ast.Expr = it.Expr
		out = ast.RewriteExpr(out, func(n ast.Node) ast.Node {
			k, ok := isCall[n]
			if !ok {
				return n
			}
			f := *calls[k]
			f.Args = make([]ast.Expr, len(calls[k].Args))
			for j, a := range calls[k].Args {
				col := c.Fresh("a")
				inner = append(inner, &ast.SelectItem{Span: a.SpanOf(), Expr: a, Alias: &col})
				f.Args[j] = ref(col, a.SpanOf())
			}
			return &f
		})
		n := *name
		outer = append(outer, &ast.SelectItem{Span: it.Span, Expr: out, Alias: &n})
	}
	in := *s
	in.Items = inner
	in.Distinct = false
	derived := &ast.Derived{Span: sp, Query: &ast.Query{Span: sp, Body: &in}, Alias: &ast.Alias{Span: sp, Name: sub}}
	return &ast.Select{Span: sp, Distinct: s.Distinct, Items: outer, From: []ast.TableExpr{derived}}, ""
}

// itemName is the name the source dialect gives the unaliased select item
// e; ok is false when it cannot be told.
func (c *Context) itemName(e ast.Expr) (ast.Ident, bool) {
	if c.Source.ItemName == nil {
		return ast.Ident{}, false
	}
	name, ok := c.Source.ItemName(e)
	// a name the source folds is its unquoted name: PostgreSQL's k is the
	// standard's K, as the ORDER BY k beside it reads it
	src := c.Source.Fold
	return ast.Ident{Name: name, Quoted: src == FoldNone || name != src.fold(name)}, ok
}

func isWholeCall(calls map[ast.Node]int, f *ast.Func) bool {
	_, ok := calls[f]
	return ok
}

// namesColumnItem: key is an unqualified column that a select item
// returns under its own name (SELECT k ... ORDER BY k), which the outer
// query keeps as the name of its column.
func namesColumnItem(s *ast.Select, key ast.Expr) bool {
	k, ok := key.(*ast.ColumnRef)
	if !ok || len(k.Name) != 1 {
		return false
	}
	for _, it := range s.Items {
		if cr, ok := it.Expr.(*ast.ColumnRef); ok && it.Alias == nil && strings.EqualFold(cr.Name.Last().Name, k.Name[0].Name) {
			return true
		}
	}
	return false
}
