package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// BigQuery has no LATERAL subqueries, but its FROM takes a correlated
// UNNEST: the right side of a join may read the columns of the FROM items
// on its left (BigQuery reference, Query syntax: correlated join
// operation). An ARRAY subquery gathers the rows of a query, in the order
// of its ORDER BY, into an array; its query must yield one column, which
// SELECT AS STRUCT makes of the whole select list: each row one struct of
// the items under their output names (Subqueries: ARRAY subqueries;
// Query syntax: SELECT AS STRUCT). Such a struct is never NULL, so the
// array holds no NULL element. So a LATERAL subquery
//
//	FROM t CROSS JOIN LATERAL (q) AS s
//
// is, in BigQuery, FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT ...q))
// AS s: one row per row of q, in any shape (ORDER BY, LIMIT, OFFSET,
// GROUP BY, DISTINCT, windows), s the struct of each row, and s.col its
// field col, the same value the source reads as the column s.col. LEFT
// JOIN LATERAL (q) AS s ON TRUE is LEFT JOIN UNNEST(...) AS s ON TRUE: an
// empty array keeps the left row once, s NULL and so every s.col NULL
// (Query syntax: UNNEST operator, LEFT JOIN); another join condition stays
// the join's. The reads of s.col are left
// as they are, wherever they are (the select list, WHERE, GROUP BY,
// HAVING, ORDER BY, windows, nested queries): a struct field read means
// the column read.
//
// What the form needs: every column has a name (the alias list's, the
// item's alias, or a column's own name), no two alike (a field read of
// either name would be ambiguous); no star in the subquery's select list
// (its columns, so the field names, may not be known); s.* in the outer
// select list becomes s.col AS col for each column; a bare * there, and a
// bare read of s's column that bareReads cannot tell from another FROM
// item's, are refused at the read. Renaming an item by the alias list is
// refused where the subquery's ORDER BY, GROUP BY or HAVING reads the
// item's own output name by its bare name, which the new name would hide.

// bigqueryLaterals is the lateral_scalar pass for BigQuery: each LATERAL
// subquery of q's FROM, the first FROM items and those stacked on them
// (a LATERAL item whose input is another), becomes correlated scalar
// subqueries where scalarLateral takes it (the FROM item itself, one row
// per left row), else the UNNEST form above; one neither takes is left for
// lowerJoin to refuse (T050). A refusal of scalarLateral is kept only when
// the UNNEST form does not take the lateral either and has no refusal of
// its own.
func bigqueryLaterals(ctes map[string]bool) func(c *Context, q *ast.Query) *ast.Query {
	return func(c *Context, q *ast.Query) *ast.Query {
		tried := map[ast.Span]bool{}
		for {
			nq, ok := bigqueryLateralStep(c, ctes, q, tried)
			if !ok {
				return q
			}
			c.Fire(passLateralScalar)
			q = nq
		}
	}
}

// bigqueryLateralStep rewrites the first LATERAL subquery of q not yet
// tried; ok is false when there is none left that a form takes.
func bigqueryLateralStep(c *Context, ctes map[string]bool, q *ast.Query, tried map[ast.Span]bool) (*ast.Query, bool) {
	s, ok := q.Body.(*ast.Select)
	if !ok {
		return nil, false
	}
	for i, item := range s.From {
		var chain []*ast.Lateral // outermost first
		for t := item; ; {
			l, ok := t.(*ast.Lateral)
			if !ok {
				break
			}
			chain = append(chain, l)
			t = l.Input
		}
		for d, l := range chain {
			if tried[l.Span] || len(l.Gens) != 1 || l.Gens[0].Kind != ast.GenSubquery {
				continue
			}
			tried[l.Span] = true
			n0 := len(*c.Diags)
			var kept diag.List
			if d == 0 {
				if nq, ok := scalarLateral(c, ctes, q, s, i, l); ok {
					return nq, true
				}
				kept = append(kept, (*c.Diags)[n0:]...)
				*c.Diags = (*c.Diags)[:n0]
			}
			if nq, ok := structLateral(c, ctes, q, s, i, chain[:d], l); ok {
				*c.Diags = (*c.Diags)[:n0] // nothing refused on the way counts
				return nq, true
			}
			if len(*c.Diags) == n0 {
				*c.Diags = append(*c.Diags, kept...)
			}
		}
	}
	return nil, false
}

// structLateral writes the LATERAL subquery l as UNNEST(ARRAY(SELECT AS
// STRUCT ...)) (see above); above are the LATERAL items stacked on l in
// FROM item i of s (the body of q), outermost first, l being FROM item i
// itself when there are none. ok is false, and nothing changed, when l is
// not of the shape or a read of it is refused (at the read).
func structLateral(c *Context, ctes map[string]bool, q *ast.Query, s *ast.Select, i int, above []*ast.Lateral, l *ast.Lateral) (*ast.Query, bool) {
	g := l.Gens[0]
	if l.Ordinality != nil || l.Alias == nil || g.Query == nil {
		return nil, false
	}
	inner := g.Query
	sel, ok := inner.Body.(*ast.Select)
	if !ok || sel.AsStruct || len(sel.LateralViews) > 0 || len(inner.SortBy) > 0 || len(inner.DistributeBy) > 0 || len(inner.ClusterBy) > 0 {
		return nil, false
	}
	if len(l.Alias.Columns) > 0 && len(l.Alias.Columns) != len(sel.Items) {
		return nil, false
	}
	if c.refuseOuterAggregate(sel, "an ARRAY subquery") {
		return nil, false
	}
	alias := l.Alias.Name.Name
	// The field names.
	names := make([]ast.Ident, len(sel.Items))
	seen := map[string]bool{}
	for k, it := range sel.Items {
		if _, star := it.Expr.(*ast.Star); star || len(it.Aliases) > 0 {
			return nil, false
		}
		var name ast.Ident
		switch {
		case len(l.Alias.Columns) > 0:
			name = l.Alias.Columns[k]
		case it.Alias != nil:
			name = *it.Alias
		default:
			if cr, ok := it.Expr.(*ast.ColumnRef); ok {
				name = cr.Name.Last()
			}
		}
		if name.Name == "" {
			c.Refuse("T050", it, "name the column: ... AS name",
				"a LATERAL subquery cannot be expressed exactly in %s: its column %d has no name, which the struct field standing for it needs",
				c.Target.Name, k+1)
			return nil, false
		}
		low := strings.ToLower(name.Name)
		if seen[low] {
			c.Refuse("T050", it, "give each column of the subquery a name of its own",
				"a LATERAL subquery cannot be expressed exactly in %s: two of its columns are named %s, and a struct field of that name could be either",
				c.Target.Name, name.Name)
			return nil, false
		}
		seen[low] = true
		names[k] = name
	}
	// An alias list that renames an item hides the item's own output name
	// from the subquery's ORDER BY, GROUP BY and HAVING.
	for k, it := range sel.Items {
		own := ""
		switch {
		case it.Alias != nil:
			own = it.Alias.Name
		default:
			if cr, ok := it.Expr.(*ast.ColumnRef); ok {
				own = cr.Name.Last().Name
			}
		}
		if own == "" || strings.EqualFold(own, names[k].Name) {
			continue
		}
		var reads []ast.Node
		for _, o := range inner.OrderBy {
			reads = append(reads, o.Expr)
		}
		if sel.GroupBy != nil {
			for _, e := range sel.GroupBy.Items {
				reads = append(reads, e)
			}
		}
		if sel.Having != nil {
			reads = append(reads, sel.Having)
		}
		for _, r := range reads {
			var hit *ast.ColumnRef
			ast.Inspect(r, func(n ast.Node) bool {
				if cr, ok := n.(*ast.ColumnRef); ok && hit == nil && len(cr.Name) == 1 && strings.EqualFold(cr.Name[0].Name, own) {
					hit = cr
				}
				return hit == nil
			})
			if hit != nil {
				c.Refuse("T050", hit, "order or group by the expression itself, or name the column "+names[k].Name+" in the subquery",
					"a LATERAL subquery cannot be expressed exactly in %s: the column list renames %s to %s, which %s reads by its own name",
					c.Target.Name, own, names[k].Name, exprName(hit))
				return nil, false
			}
		}
	}
	// A bare * of the outer select list would take the struct whole.
	for _, it := range s.Items {
		if st, ok := it.Expr.(*ast.Star); ok && len(st.Table) == 0 {
			c.Refuse("T050", st, "list the columns instead of *",
				"a LATERAL subquery cannot be expressed exactly in %s: * would read its row as one struct column", c.Target.Name)
			return nil, false
		}
	}
	// A bare read of the subquery's row reads a STRUCT in BigQuery, which
	// is never NULL, where PostgreSQL's row of NULLs IS NULL.
	var whole *ast.ColumnRef
	ast.Inspect(q, func(n ast.Node) bool {
		if n == ast.Node(l.Gens[0]) || whole != nil {
			return false
		}
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 && strings.EqualFold(cr.Name[0].Name, alias) {
			whole = cr
		}
		return whole == nil
	})
	if whole != nil {
		c.Refuse("T050", whole, "read the subquery's columns ("+alias+".col) instead of its whole row",
			"a LATERAL subquery cannot be expressed exactly in %s: %s reads its row whole, which would be a STRUCT there", c.Target.Name, alias)
		return nil, false
	}
	if rel := aliasColumn(c, ctes, q, s, l); rel != "" {
		c.Refuse("T050", l.Alias, "give the LATERAL subquery a name no column of the query has",
			"a LATERAL subquery cannot be expressed exactly in %s: %s, the struct of its row, is also the name of a column of %s, which %s could read instead",
			c.Target.Name, alias, rel, c.Target.Name)
		return nil, false
	}
	cols := map[string]ast.Expr{}
	for k, it := range sel.Items {
		cols[strings.ToLower(names[k].Name)] = it.Expr
	}
	// A join condition stays on the join (BigQuery: [LEFT] JOIN UNNEST(...)
	// AS s ON cond), reading s.col as the field; a bare name there that
	// could be s's column is refused, to be qualified.
	on := l.On
	if on != nil && isTrue(on) {
		on = nil
	}
	if on != nil {
		var bare *ast.ColumnRef
		ast.Inspect(on, func(n ast.Node) bool {
			if cr, ok := n.(*ast.ColumnRef); ok && bare == nil && len(cr.Name) == 1 && cols[strings.ToLower(cr.Name[0].Name)] != nil {
				bare = cr
			}
			return bare == nil
		})
		if bare != nil {
			c.Refuse("T050", bare, "qualify it: "+alias+"."+bare.Name[0].Name,
				"a LATERAL subquery cannot be expressed exactly in %s: its column %s is read by its bare name in the join condition",
				c.Target.Name, bare.Name[0].Name)
			return nil, false
		}
	}
	q, s, nabove, ok := bareReads(c, ctes, q, s, i, above, l, cols)
	if !ok {
		return nil, false
	}

	// The subquery as SELECT AS STRUCT, each item under its field name.
	ns := *sel
	ns.AsStruct = true
	ns.Items = make([]*ast.SelectItem, len(sel.Items))
	for k, it := range sel.Items {
		ni := *it
		name := names[k]
		name.Span = it.Span
		ni.Alias = &name
		ns.Items[k] = &ni
	}
	ni := *inner
	ni.Body = &ns
	nl := &ast.Lateral{Span: l.Span, Input: l.Input, Outer: l.Outer, On: on,
		Gens: []*ast.Generator{{Span: g.Span, Kind: ast.GenUnnest, Name: ast.QName{{Span: g.Span, Name: "unnest"}},
			Args: []ast.Expr{&ast.ArrayQuery{Span: g.Span, Query: &ni}}, Collection: ast.CollArray, Columns: 1}},
		Alias: &ast.Alias{Span: l.Alias.Span, Name: c.Fresh("u"), Columns: []ast.Ident{l.Alias.Name}},
		Types: []*ast.TypeName{nil}}

	// FROM item i, with nl for l.
	out := *s
	out.From = append([]ast.TableExpr(nil), s.From...)
	if len(nabove) == 0 {
		out.From[i] = nl
	} else {
		nabove[len(nabove)-1].Input = nl
		out.From[i] = nabove[0]
	}
	// s.* in the select list: s.col AS col for each column, in order.
	var items []*ast.SelectItem
	for _, it := range out.Items {
		st, ok := it.Expr.(*ast.Star)
		if !ok || len(st.Table) != 1 || !strings.EqualFold(st.Table[0].Name, alias) {
			items = append(items, it)
			continue
		}
		for _, name := range names {
			a := l.Alias.Name
			a.Span, name.Span = st.Span, st.Span
			items = append(items, &ast.SelectItem{Span: it.Span, Expr: &ast.ColumnRef{Span: st.Span, Name: ast.QName{a, name}}, Alias: &name})
		}
	}
	out.Items = items
	nq := *q
	nq.Body = &out
	return &nq, true
}

// aliasColumn finds a relation of q (a FROM item of its body s other than
// the lateral l, or a table anywhere in q, in nested queries too) that has
// a column of l's alias name, for which BigQuery could take s in s.col;
// and returns its name, "" when the known columns show none.
func aliasColumn(c *Context, ctes map[string]bool, q *ast.Query, s *ast.Select, l *ast.Lateral) string {
	alias := strings.ToLower(l.Alias.Name.Name)
	w := bareWalker(c, ctes)
	found := ""
	check := func(items []aliasItem) {
		for _, it := range items {
			if found == "" && !strings.EqualFold(it.name.Name, l.Alias.Name.Name) && slices.Contains(it.cols, alias) {
				found = it.name.Name
			}
		}
	}
	for _, f := range s.From {
		check(w.items(f))
	}
	ast.Inspect(q, func(n ast.Node) bool {
		if n == ast.Node(l.Gens[0]) || found != "" {
			return false
		}
		if t, ok := n.(*ast.Table); ok {
			check(w.items(t))
		}
		return true
	})
	return found
}
