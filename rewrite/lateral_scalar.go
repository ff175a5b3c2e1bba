package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passLateralScalar rewrites, for BigQuery, a LATERAL subquery that yields
// exactly one row per left row into one correlated scalar subquery per
// column it gives the outer query. BigQuery has no LATERAL subqueries but
// evaluates a correlated scalar subquery once per row (BigQuery reference,
// "Subqueries": correlated subqueries).
//
// The shape: [CROSS JOIN] LATERAL (SELECT items FROM ... [WHERE ...]) AS s,
// a comma, or LEFT JOIN LATERAL ... ON TRUE, where the select list holds an
// aggregate and the subquery has no GROUP BY, HAVING, window, DISTINCT ON,
// ORDER BY, LIMIT or OFFSET. An aggregate without GROUP BY yields one row
// even over no input (an empty or NULL array: sum is NULL, count 0), so the
// inner and outer joins are the same and each s.col is
// (SELECT item FROM ... WHERE ...) evaluated for the left row. The outer
// query reads the subquery's columns qualified (s.col), or by a bare name
// that can only be s's column (bareReads, lateral_inline.go: the schema
// shows that no other FROM item has it, and no output name or query on
// the way could take it), which is then read as s.col; a bare name that
// could also be a column of the left side is refused at the name. ORDER
// BY may read s.col as a whole select item only (it becomes the item's
// position); any other read there is refused at the name. Any other shape,
// or a read this form refuses, is written as UNNEST(ARRAY(SELECT AS STRUCT
// ...)) where that form takes it (lateral_struct.go, whose
// bigqueryLaterals is this pass for BigQuery), else left for lowerJoin to
// refuse (T050).
//
// For Snowflake, which does not take a correlated scalar subquery over
// FLATTEN, the pass of the same name is snowflakeLateral
// (snowflake_lateral.go), which shares this shape check (oneRowLateral),
// the bare reads and the rewriting of the reads of s.col
// (replaceLateralColumns).
const passLateralScalar = "lateral_scalar"

// scalarLateral rewrites the lateral l, FROM item i of s (the body of q);
// ok is false, and nothing changed, when l is not of the shape. ctes are
// the names the statement's WITH clauses define (nil: not known, and a
// bare read of l's columns is not taken).
//
// An s.col read inside a nested query of q becomes the scalar subquery
// there, one level deeper: the same value, since a correlated subquery
// reads the columns of every enclosing query, innermost first (BigQuery
// reference, Subqueries: correlated subqueries), as long as no name it
// reads from outside itself is taken by a relation of the nested query
// (captures). Otherwise, or inside a lambda, the lateral is refused.
func scalarLateral(c *Context, ctes map[string]bool, q *ast.Query, s *ast.Select, i int, l *ast.Lateral) (*ast.Query, bool) {
	sel, cols, ok := oneRowLateral(l)
	if !ok {
		return nil, false
	}
	if c.refuseOuterAggregate(sel, "a subquery") {
		return nil, false
	}
	q, s, _, ok = bareReads(c, ctes, q, s, i, nil, l, cols)
	if !ok || orderReadRefused(c, q, s, l) {
		return nil, false
	}
	nested := nestedReads(s, l.Alias.Name.Name, false)
	refused := false
	nq, _, ok := replaceLateralColumns(q, s, i, l, cols, func(x *ast.ColumnRef, item ast.Expr) ast.Expr {
		if nr, in := nested[x]; in {
			if why := captures(sel, item, nr); why != "" {
				if !refused {
					c.Refuse("T050", x, "read "+exprName(x)+" in the select list or WHERE of the query itself, or qualify every column the LATERAL subquery reads",
						"a LATERAL subquery cannot be expressed exactly in %s: %s is read inside %s, where %s",
						c.Target.Name, exprName(x), nr.what, why)
				}
				refused = true
				return nil
			}
		}
		body := &ast.Select{Span: x.Span, Items: []*ast.SelectItem{{Span: x.Span, Expr: ast.Clone(item)}},
			From: cloneFrom(sel.From), Where: cloneExpr(sel.Where)}
		return &ast.Subquery{Span: x.Span, Query: &ast.Query{Span: x.Span, Body: body}}
	})
	return nq, ok
}

// captures says why the scalar subquery standing for item of sel could
// read other columns inside the nested query or lambda nr than where
// sel is ("" when it cannot): a name it does not bind itself that is
// bare (perhaps a column of the nested query's tables), or qualified by
// a relation the nested query names, or a query or lambda of its own.
func captures(sel *ast.Select, item ast.Expr, nr nestedRead) string {
	if _, ok := nr.at.(*ast.Lambda); ok {
		return "a subquery cannot stand for it"
	}
	rels, cols, _ := fromNames(sel)
	declared := map[string]bool{} // relations the nested query names
	ast.Inspect(nr.at, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Alias:
			declared[strings.ToLower(x.Name.Name)] = true
		case *ast.Table:
			declared[strings.ToLower(x.Name.Last().Name)] = true
		case *ast.CTE:
			declared[strings.ToLower(x.Name.Name)] = true
		}
		return true
	})
	why := ""
	pieces := append(append([]ast.Node{item}, fromNodes(sel.From)...), sel.Where)
	for _, p := range pieces {
		if p == nil {
			continue
		}
		ast.Inspect(p, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Query, *ast.Lambda:
				why = "the LATERAL subquery holds a query or lambda of its own"
			case *ast.ColumnRef:
				q := strings.ToLower(x.Name[0].Name)
				switch {
				case len(x.Name) == 1 && !cols[q]:
					why = "its unqualified column " + exprName(x) + " could be read from that subquery's tables"
				case len(x.Name) > 1 && !rels[q] && declared[q]:
					why = exprName(x) + " would be read from that subquery's own " + x.Name[0].Name
				}
			}
			return why == ""
		})
		if why != "" {
			return why
		}
	}
	return ""
}

// fromNames is what sel's FROM names, lower-cased: its relations (aliases,
// tables without one) and the columns of alias lists; unknown is true when
// it holds a table or derived table, whose columns may not all be known.
func fromNames(sel *ast.Select) (rels, cols map[string]bool, unknown bool) {
	rels, cols = map[string]bool{}, map[string]bool{}
	for _, t := range sel.From {
		ast.Inspect(t, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Alias:
				rels[strings.ToLower(x.Name.Name)] = true
				for _, col := range x.Columns {
					cols[strings.ToLower(col.Name)] = true
				}
			case *ast.Table:
				unknown = true
				if x.Alias == nil {
					rels[strings.ToLower(x.Name.Last().Name)] = true
				}
			case *ast.Derived:
				unknown = true
			}
			return true
		})
	}
	return rels, cols, unknown
}

// outerAggOf finds an aggregate in sel's select list that belongs to an
// outer query (outerAgg, as for the window forms): one whose arguments and
// FILTER read only columns that are not the FROM's: qualified by a
// relation it does not name, and bare names (or q.f, a field of a struct
// column q) none of its columns has. When the FROM holds a table or
// derived table, whose columns may not be known, every name may be its.
func outerAggOf(sel *ast.Select) *ast.Func {
	rels, cols, unknown := fromNames(sel)
	inner := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Query, *ast.Lambda:
				found = true // names of their own: leave it be
			case *ast.ColumnRef:
				q := strings.ToLower(x.Name[0].Name)
				// q.f may be a field of a struct column q (DuckDB, Trino,
				// Spark, BigQuery).
				if unknown || cols[q] || len(x.Name) > 1 && rels[q] {
					found = true
				}
			}
			return !found
		})
		return found
	}
	var out *ast.Func
	for _, it := range sel.Items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Quantified, *ast.Lambda:
				return false
			case *ast.Func:
				if isAgg(x) {
					if out == nil && outerAgg(x, inner) {
						out = x
					}
					return false
				}
			}
			return out == nil
		})
	}
	return out
}

func fromNodes(from []ast.TableExpr) []ast.Node {
	out := make([]ast.Node, len(from))
	for i, t := range from {
		out[i] = t
	}
	return out
}

// oneRowLateral checks that l is a LATERAL subquery that yields exactly
// one row per left row (the shape described at passLateralScalar) and
// returns its SELECT and the expression of each column it gives, by lower
// case name.
func oneRowLateral(l *ast.Lateral) (*ast.Select, map[string]ast.Expr, bool) {
	sel, cols, ok := lateralSelect(l)
	if !ok || l.Input == nil || !oneRowAggregate(sel) {
		return nil, nil, false
	}
	return sel, cols, true
}

// lateralSelect checks the parts of oneRowLateral's shape that do not
// depend on the select list being an aggregate: l is a LATERAL subquery,
// the first FROM item or joined by a comma, CROSS JOIN or ON TRUE (the
// caller checks l.Input where the first FROM item does not fit), whose
// query is one SELECT
// without CTE, GROUP BY, HAVING, window, QUALIFY, DISTINCT ON, ORDER BY,
// LIMIT or OFFSET. It returns that SELECT and the expression of each
// column it gives, by lower case name.
func lateralSelect(l *ast.Lateral) (*ast.Select, map[string]ast.Expr, bool) {
	if len(l.Gens) != 1 || l.Gens[0].Kind != ast.GenSubquery || l.Ordinality != nil ||
		l.Alias == nil || (l.On != nil && !isTrue(l.On)) {
		return nil, nil, false
	}
	inner := l.Gens[0].Query
	if inner == nil || inner.With != nil || len(inner.OrderBy) > 0 || inner.Limit != nil || inner.Offset != nil ||
		len(inner.SortBy) > 0 || len(inner.DistributeBy) > 0 || len(inner.ClusterBy) > 0 {
		return nil, nil, false
	}
	sel, ok := inner.Body.(*ast.Select)
	if !ok || sel.GroupBy != nil || sel.Having != nil || len(sel.Windows) > 0 || sel.Qualify != nil ||
		len(sel.LateralViews) > 0 || len(sel.DistinctOn) > 0 {
		return nil, nil, false
	}
	if len(l.Alias.Columns) > 0 && len(l.Alias.Columns) != len(sel.Items) {
		return nil, nil, false
	}
	cols := map[string]ast.Expr{}
	for k, it := range sel.Items {
		if len(it.Aliases) > 0 {
			return nil, nil, false
		}
		name := ""
		switch {
		case len(l.Alias.Columns) > 0:
			name = l.Alias.Columns[k].Name
		case it.Alias != nil:
			name = it.Alias.Name
		default:
			if cr, ok := it.Expr.(*ast.ColumnRef); ok {
				name = cr.Name.Last().Name
			}
		}
		if name != "" {
			cols[strings.ToLower(name)] = it.Expr
		}
	}
	return sel, cols, true
}

// replaceLateralColumns rewrites every read of the lateral l's columns
// (alias.col, in the select list, WHERE and ORDER BY of q) to what col
// gives for it. The caller has qualified every bare name that reads one
// of l's columns (bareReads); a bare name left is another column (of a
// nested query, a lambda's parameter, an output name in ORDER BY) and
// stays as it is. ok is false, and nothing usable is returned, when some
// read cannot be rewritten: a star, a field of a column, a read in GROUP
// BY, HAVING, a join condition or a window, or another relation of the
// lateral's name. The FROM item i of the new SELECT is l's input.
func replaceLateralColumns(q *ast.Query, s *ast.Select, i int, l *ast.Lateral, cols map[string]ast.Expr,
	col func(x *ast.ColumnRef, item ast.Expr) ast.Expr) (*ast.Query, *ast.Select, bool) {
	return replaceLateralReads(q, s, i, l, cols, col, lateralReads{})
}

// lateralReads widens what replaceLateralReads rewrites beyond
// replaceLateralColumns.
type lateralReads struct {
	// grouped: the reads in GROUP BY and HAVING too (a bare name there is
	// refused as in the select list).
	grouped bool
	// above: the LATERAL items of FROM item i that l is the input of,
	// outermost first (l is FROM item i itself when there are none): the
	// reads in their generators (arguments, subquery) and ON conditions
	// are rewritten too, and the innermost takes l's input as its own.
	above []*ast.Lateral
}

// replaceLateralReads is replaceLateralColumns, rewriting also the reads
// that r names. A lateral without input (the first FROM item) is dropped
// from FROM.
func replaceLateralReads(q *ast.Query, s *ast.Select, i int, l *ast.Lateral, cols map[string]ast.Expr,
	col func(x *ast.ColumnRef, item ast.Expr) ast.Expr, r lateralReads) (*ast.Query, *ast.Select, bool) {
	alias := l.Alias.Name.Name
	// Another relation of the same name anywhere in q would make s.col
	// mean something else there.
	clash := false
	ast.Inspect(q, func(n ast.Node) bool {
		if a, ok := n.(*ast.Alias); ok && a != l.Alias && strings.EqualFold(a.Name.Name, alias) {
			clash = true
		}
		if t, ok := n.(*ast.Table); ok && t.Alias == nil && strings.EqualFold(t.Name.Last().Name, alias) {
			clash = true
		}
		return !clash
	})
	if clash {
		return nil, nil, false
	}
	bad := false
	// inQuery: the expression is inside a query of its own (the subquery
	// of a LATERAL item above l), where a star without table is its own.
	inQuery := false
	replace := func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.ColumnRef:
			switch {
			case len(x.Name) == 2 && strings.EqualFold(x.Name[0].Name, alias):
				item, ok := cols[strings.ToLower(x.Name[1].Name)]
				if !ok {
					bad = true
					return n
				}
				e := col(x, item)
				if e == nil {
					bad = true
					return n
				}
				return e
			case len(x.Name) > 2 && strings.EqualFold(x.Name[0].Name, alias):
				bad = true // a field of one of its columns
			}
		case *ast.Star:
			if len(x.Table) == 0 && !inQuery || len(x.Table) > 0 && strings.EqualFold(x.Table.Last().Name, alias) {
				bad = true
			}
		}
		return n
	}
	scalar := func(e ast.Expr) ast.Expr {
		if e == nil {
			return nil
		}
		return ast.RewriteExpr(e, replace)
	}
	ns := *s
	ns.From = append([]ast.TableExpr(nil), s.From...)
	if len(r.above) == 0 {
		if l.Input == nil {
			ns.From = append(ns.From[:i:i], ns.From[i+1:]...)
		} else {
			ns.From[i] = l.Input
		}
	} else {
		// Rebuild the LATERAL items above l, innermost first, each on the
		// one below it.
		var below ast.TableExpr = l.Input
		for k := len(r.above) - 1; k >= 0; k-- {
			nl := *r.above[k]
			nl.Input = below
			nl.Gens = make([]*ast.Generator, len(r.above[k].Gens))
			for g, gen := range r.above[k].Gens {
				inQuery = true
				nl.Gens[g] = ast.Rewrite(gen, replace).(*ast.Generator)
				inQuery = false
			}
			nl.On = scalar(nl.On)
			below = &nl
		}
		ns.From[i] = below
	}
	ns.Items = make([]*ast.SelectItem, len(s.Items))
	for k, it := range s.Items {
		ni := *it
		ni.Expr = scalar(it.Expr)
		if ni.Alias == nil && ni.Expr != it.Expr {
			// s.total keeps its output name, total.
			if cr, ok := it.Expr.(*ast.ColumnRef); ok {
				ni.Alias = &ast.Ident{Span: cr.Span, Name: cr.Name.Last().Name}
			}
		}
		ns.Items[k] = &ni
	}
	ns.Where = scalar(s.Where)
	if r.grouped {
		ns.GroupBy = mapGroupBy(s.GroupBy, scalar)
		ns.Having = scalar(s.Having)
	}
	nq := *q
	nq.Body = &ns
	// ORDER BY s.col names the select item that reads it by its position:
	// its output name could also be a column of the left side (a subquery
	// in ORDER BY, GROUP BY or HAVING is not rewritten). A star before the
	// item leaves its position unknown.
	nq.OrderBy = make([]*ast.OrderItem, len(q.OrderBy))
	for k, o := range q.OrderBy {
		no := *o
		if cr, ok := o.Expr.(*ast.ColumnRef); ok && len(cr.Name) == 2 && strings.EqualFold(cr.Name[0].Name, alias) {
			for j, it := range s.Items {
				if _, star := it.Expr.(*ast.Star); star {
					break
				}
				if sameExpr(it.Expr, cr) {
					no.Expr = &ast.Literal{Span: cr.Span, Kind: ast.LitInt, Value: strconv.Itoa(j + 1)}
					break
				}
			}
		}
		nq.OrderBy[k] = &no
	}
	if bad {
		return nil, nil, false
	}
	// Whatever else still reads the lateral (GROUP BY and HAVING unless
	// r.grouped, a join condition, a named window, QUALIFY) is not
	// rewritten: leave the query to be refused.
	left := false
	ast.Inspect(&nq, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
			left = true
		}
		return !left
	})
	if left {
		return nil, nil, false
	}
	return &nq, &ns, true
}

// orderReadRefused refuses, at the read, the first read of a column of
// the lateral l in q's ORDER BY (q's body is s; bare reads already
// qualified) that is not a whole ORDER BY item naming a select item,
// which becomes the item's position: replaceLateralColumns rewrites the
// select list and WHERE only, so any other would be left reading a column
// that is gone. It reports whether it refused.
func orderReadRefused(c *Context, q *ast.Query, s *ast.Select, l *ast.Lateral) bool {
	alias := l.Alias.Name.Name
	for _, o := range q.OrderBy {
		if cr, ok := o.Expr.(*ast.ColumnRef); ok && len(cr.Name) == 2 && strings.EqualFold(cr.Name[0].Name, alias) && itemPosition(s, cr) > 0 {
			continue
		}
		if x := firstRead(o.Expr, alias); x != nil {
			hint := "select " + exprName(x) + " and order by that select item"
			if o.Expr != ast.Expr(x) {
				hint = "select what ORDER BY computes (... AS k) and order by k"
			}
			c.Refuse("T050", x, hint,
				"a LATERAL subquery cannot be expressed exactly in %s: its column %s is read in ORDER BY other than as a whole select item, which is the only read there the rewrite takes",
				c.Target.Name, x.Name.Last().Name)
			return true
		}
	}
	return false
}

// oneRowAggregate: sel's select list holds an aggregate outside any
// subquery and no window function, so without GROUP BY it yields one row.
func oneRowAggregate(sel *ast.Select) bool {
	agg, window := false, false
	for _, it := range sel.Items {
		if _, ok := it.Expr.(*ast.Star); ok {
			return false
		}
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Quantified:
				return false
			case *ast.Func:
				if x.Over != nil {
					window = true
				} else if isAgg(x) {
					agg = true
				}
			}
			return true
		})
	}
	return agg && !window
}

func cloneFrom(from []ast.TableExpr) []ast.TableExpr {
	out := make([]ast.TableExpr, len(from))
	for i, t := range from {
		out[i] = ast.Clone(t)
	}
	return out
}

func cloneExpr(e ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	return ast.Clone(e)
}

// refuseOuterAggregate refuses (T050) an aggregate of sel that reads
// columns of the outer query only: the source's aggregate of the outer
// query (which PostgreSQL and DuckDB reject inside LATERAL), which in the
// target's form (as, "a subquery") would aggregate the subquery's rows.
func (c *Context) refuseOuterAggregate(sel *ast.Select, as string) bool {
	f := outerAggOf(sel)
	if f == nil {
		return false
	}
	c.Refuse("T050", f, "aggregate a column of the subquery's FROM, or compute "+exprName(&ast.ColumnRef{Name: f.Name})+" in the outer query",
		"a LATERAL subquery cannot be expressed exactly in %s: %s reads columns of the outer query only, so it is an aggregate of the outer query, "+
			"which PostgreSQL and DuckDB reject inside LATERAL; as %s it would aggregate the subquery's rows", c.Target.Name, f.Name.Last().Name, as)
	return true
}
