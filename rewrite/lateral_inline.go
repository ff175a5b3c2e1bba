package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passLateralInline rewrites, for the targets without LATERAL subqueries
// (hive, doris, drill, bigquery, snowflake), a LATERAL subquery without
// FROM,
//
//	FROM t [CROSS JOIN | , | [LEFT | INNER] JOIN ... ON TRUE] LATERAL (SELECT e1 AS a, ...) AS s
//
// which yields exactly one row per left row: a SELECT without FROM yields
// one row, and the join keeps each left row once. So each read of s.a is
// e1 evaluated on the left row, and the lateral is dropped. Only that
// shape: no WHERE, GROUP BY, HAVING, QUALIFY, window, aggregate (one row
// too, but left refused), generator or set-returning function in the
// select list, ORDER BY, LIMIT, OFFSET, set operation or CTE. The reads
// of s's columns are rewritten as for passLateralScalar
// (replaceLateralColumns): the outer query reads them qualified (s.a), in
// its select list, WHERE, GROUP BY, HAVING or ORDER BY. A name the moved
// expression reads must mean the same column where it lands: a read
// inside a nested query or lambda of the outer query is refused when that
// query could capture it (captures), and so is a bare name when the outer
// query's FROM holds other items than the lateral's, or when it is also an
// output name of the outer select list. Any other shape is left alone,
// for the target's own lowering to refuse (T050).
//
// The lateral may also be the first FROM item (nothing on its left: its
// one row joins nothing; when it is the only one, the query is left
// without FROM, so only for a plain select list without WHERE, grouping
// or windows), or the input of other LATERAL items (t, LATERAL
// (SELECT e1 AS a) AS s, UNNEST(...) AS u, LATERAL (SELECT ... s.a ...)):
// the reads of s.a in their generators and ON conditions are rewritten
// too, and since their columns are in scope where e1 lands, e1 must then
// read qualified names of relations other than theirs.
//
// GROUP BY s.a becomes GROUP BY e1, and every other read of s.a the same
// e1, so a select item or HAVING that reads s.a matches the grouping
// expression as the target compares them (the same expression in both
// places). Refused there: e1 holding a query or lambda (not a grouping
// expression everywhere), and a GROUP BY key whose e1 is a constant (an
// integer would be read as a position), and a read inside a nested query
// or lambda of the select list or HAVING (the target need not match it to
// the grouping expression there). Anywhere, an e1 that calls a volatile
// function (random()) is refused when read more than once, or inside a
// nested query or lambda: each copy, each row of the nested query, would
// get another value, where the lateral computes one.
//
// The pass runs before decorrelate (Lower), which then sees the laterals
// it takes without a FROM-less one beside or inside them.
const passLateralInline = "lateral_inline"

func lateralInline(c *Context, q *ast.Query) *ast.Query {
	failed := map[ast.Span]bool{}
	for {
		nq, ok := inlineOne(c, q, failed)
		if !ok {
			return q
		}
		c.Fire(passLateralInline)
		q = nq
	}
}

// inlineOne inlines one lateral of q's body, trying each FROM item's
// LATERAL items outermost first; ok is false when none was taken. The
// laterals tried and not taken are added to failed, and not tried again.
func inlineOne(c *Context, q *ast.Query, failed map[ast.Span]bool) (*ast.Query, bool) {
	s, ok := q.Body.(*ast.Select)
	if !ok {
		return nil, false
	}
	for i, item := range s.From {
		var above []*ast.Lateral
		for l, ok := item.(*ast.Lateral); ok; l, ok = l.Input.(*ast.Lateral) {
			if !failed[l.Span] {
				if nq, ok := inlineLateral(c, q, s, i, above, l); ok {
					return nq, true
				}
				if l.Span.Start.IsValid() {
					failed[l.Span] = true
				}
			}
			above = append(above, l)
		}
	}
	return nil, false
}

// inlineLateral rewrites the lateral l, FROM item i of s (the body of q)
// or the input of the LATERAL items above (outermost first) that are;
// ok is false, and nothing changed, when l is not of the shape.
func inlineLateral(c *Context, q *ast.Query, s *ast.Select, i int, above []*ast.Lateral, l *ast.Lateral) (*ast.Query, bool) {
	sel, cols, ok := lateralSelect(l)
	if !ok || len(sel.From) > 0 || sel.Where != nil || !c.plainItems(sel) {
		return nil, false
	}
	if l.Input == nil && len(above) == 0 && len(s.From) == 1 && !fromlessOK(c, s) {
		return nil, false
	}
	why := landing(s, i, sel, above)
	alias := l.Alias.Name.Name
	nested := nestedReads(s, alias, false)
	// The reads in GROUP BY and HAVING, and which of them are grouping
	// keys (a whole GROUP BY item, or an item of ROLLUP, CUBE or GROUPING
	// SETS).
	inGroup, keys := map[*ast.ColumnRef]bool{}, map[*ast.ColumnRef]bool{}
	grouping := &ast.Select{Where: s.Having}
	if s.GroupBy != nil {
		for _, e := range s.GroupBy.Items {
			grouping.Items = append(grouping.Items, &ast.SelectItem{Expr: e})
			for _, k := range groupKeys(e) {
				if cr, ok := k.(*ast.ColumnRef); ok {
					keys[cr] = true
				}
			}
		}
	}
	groupedBy := false // some GROUP BY item reads l
	ast.Inspect(grouping, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
			inGroup[cr] = true
		}
		return true
	})
	if s.GroupBy != nil {
		for _, e := range s.GroupBy.Items {
			ast.Inspect(e, func(n ast.Node) bool {
				if cr, ok := n.(*ast.ColumnRef); ok && inGroup[cr] {
					groupedBy = true
				}
				return !groupedBy
			})
		}
	}
	// The reads evaluated after grouping: in the select list and HAVING.
	afterGrouping := map[*ast.ColumnRef]bool{}
	ast.Inspect(&ast.Select{Items: s.Items, Where: s.Having}, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok {
			afterGrouping[cr] = true
		}
		return true
	})
	for x, nr := range nestedReads(grouping, alias, false) {
		nested[x] = nr
	}
	// The reads in the LATERAL items above: in a subquery of one, nested
	// in it; in an argument or ON condition, as in the select list.
	for _, a := range above {
		args := &ast.Select{Where: a.On}
		for _, g := range a.Gens {
			if g.Query != nil {
				what := "a LATERAL subquery"
				if a.Alias != nil {
					what = "the LATERAL subquery " + a.Alias.Name.Name
				}
				ast.Inspect(g.Query, func(n ast.Node) bool {
					if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
						nested[cr] = nestedRead{at: g.Query, what: what}
					}
					return true
				})
			}
			for _, e := range g.Args {
				args.Items = append(args.Items, &ast.SelectItem{Expr: e})
			}
		}
		for x, nr := range nestedReads(args, alias, false) {
			nested[x] = nr
		}
	}
	refused := false
	refuse := func(x *ast.ColumnRef, where, why, hint string) ast.Expr {
		if !refused {
			c.Refuse("T050", x, hint,
				"a LATERAL subquery cannot be expressed exactly in %s: %s is read %s, where %s",
				c.Target.Name, exprName(x), where, why)
		}
		refused = true
		return nil
	}
	const qualify = "qualify every column the LATERAL subquery reads with its table"
	reads := map[ast.Expr]int{}
	nq, _, ok := replaceLateralReads(q, s, i, l, cols, func(x *ast.ColumnRef, item ast.Expr) ast.Expr {
		if why != "" {
			return refuse(x, "in the query around it", why, qualify)
		}
		if nr, in := nested[x]; in {
			if groupedBy && afterGrouping[x] {
				return refuse(x, "inside "+nr.what+" of a query grouped by it", "the target need not match it there to the grouping expression",
					"read "+exprName(x)+" outside nested queries and lambdas, or group in a subquery in FROM")
			}
			if _, lambda := nr.at.(*ast.Lambda); lambda {
				if why := bareName(item); why != "" {
					return refuse(x, "inside a lambda", why, qualify)
				}
			} else if why := captures(sel, item, nr); why != "" {
				return refuse(x, "inside "+nr.what, why, qualify)
			}
		}
		if inGroup[x] && holdsQuery(item) {
			return refuse(x, "in GROUP BY or HAVING", "its expression holds a query or lambda, which is not grouped as a column",
				"compute the value in a subquery in FROM and group by its column")
		}
		if keys[x] && !readsColumn(item) && volatileCall(item) == nil {
			return refuse(x, "as a GROUP BY item", "its expression is a constant, which would group otherwise (an integer names a select item by its position)",
				"group by the columns it is computed from, or leave it out of GROUP BY")
		}
		if f := volatileCall(item); f != nil {
			fn := exprName(&ast.ColumnRef{Name: f.Name})
			if nr, in := nested[x]; in {
				return refuse(x, "inside "+nr.what, "its expression calls "+fn+
					", which would be evaluated there for each of its rows where the LATERAL subquery gives one value",
					"compute the value once in a subquery in FROM and read its column")
			}
			if reads[item]++; reads[item] > 1 {
				return refuse(x, "more than once", "its expression calls "+fn+
					", whose copies would each give another value where the LATERAL subquery gives one",
					"compute the value once in a subquery in FROM and read its column")
			}
		}
		return ast.Clone(item)
	}, lateralReads{grouped: true, above: above})
	return nq, ok && !refused
}

// fromlessOK: s, whose only FROM item is a lateral without input that is
// about to go, may lose its FROM: a select list of plain expressions
// without WHERE, grouping or windows, which every target takes without
// FROM.
func fromlessOK(c *Context, s *ast.Select) bool {
	return s.Where == nil && s.GroupBy == nil && s.Having == nil && s.Qualify == nil && len(s.Windows) == 0 &&
		len(s.LateralViews) == 0 && len(s.DistinctOn) == 0 && c.plainItems(s)
}

// groupKeys lists the grouping keys of one GROUP BY item: the item, or
// the items of ROLLUP, CUBE or GROUPING SETS.
func groupKeys(e ast.Expr) []ast.Expr {
	switch x := e.(type) {
	case *ast.Rollup:
		return x.Exprs
	case *ast.Cube:
		return x.Exprs
	case *ast.GroupingSets:
		var out []ast.Expr
		for _, set := range x.Sets {
			for _, k := range set {
				out = append(out, groupKeys(k)...)
			}
		}
		return out
	}
	return []ast.Expr{e}
}

// holdsQuery: e holds a nested query or a lambda.
func holdsQuery(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Query, *ast.Lambda:
			found = true
		}
		return !found
	})
	return found
}

// volatileCall is the first call in e of a function that may give another
// value at each evaluation (volatileFuncs), nil when there is none.
func volatileCall(e ast.Expr) *ast.Func {
	var out *ast.Func
	ast.Inspect(e, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok && len(f.Name) > 0 && volatileFuncs[strings.ToLower(f.Name.Last().Name)] {
			out = f
		}
		return out == nil
	})
	return out
}

// plainItems: sel's select list holds no star, and no aggregate, window
// function or generator outside a nested query, so without FROM it yields
// exactly one row of expressions.
func (c *Context) plainItems(sel *ast.Select) bool {
	ok := true
	for _, it := range sel.Items {
		if _, star := it.Expr.(*ast.Star); star {
			return false
		}
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Quantified:
				return false
			case *ast.Func:
				if x.Over != nil || isAgg(x) {
					ok = false
				} else if _, _, gen := c.selectGenerator(x); gen {
					ok = false
				}
			}
			return ok
		})
	}
	return ok
}

// landing says why the select items of sel, the subquery of the lateral
// FROM item i of s or of the input of the LATERAL items above that are,
// could read other columns in s's select list or WHERE than in the
// subquery ("" when they cannot): a bare name there could be a column of
// another FROM item of s or of a LATERAL item above, or the output name of
// one of s's select items; a qualified one could name another FROM item's
// relation, or a LATERAL item above.
func landing(s *ast.Select, i int, sel *ast.Select, above []*ast.Lateral) string {
	rels := map[string]bool{}
	others := len(above) > 0
	for _, a := range above {
		if a.Alias != nil {
			rels[strings.ToLower(a.Alias.Name.Name)] = true
		}
	}
	for k, t := range s.From {
		if k == i {
			continue
		}
		others = true
		ast.Inspect(t, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Query:
				return false
			case *ast.Alias:
				rels[strings.ToLower(x.Name.Name)] = true
			case *ast.Table:
				if x.Alias == nil {
					rels[strings.ToLower(x.Name.Last().Name)] = true
				}
			}
			return true
		})
	}
	outNames := map[string]bool{}
	for _, it := range s.Items {
		if it.Alias != nil {
			outNames[strings.ToLower(it.Alias.Name)] = true
		}
		for _, a := range it.Aliases {
			outNames[strings.ToLower(a.Name)] = true
		}
	}
	why := ""
	for _, it := range sel.Items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			cr, ok := n.(*ast.ColumnRef)
			if !ok {
				return why == ""
			}
			q := strings.ToLower(cr.Name[0].Name)
			switch {
			case len(cr.Name) == 1 && others:
				why = "its unqualified column " + exprName(cr) + " could be read from another table of that FROM"
			case len(cr.Name) == 1 && outNames[q]:
				why = "its unqualified column " + exprName(cr) + " could be read as the select item of that name"
			case len(cr.Name) > 1 && rels[q]:
				why = exprName(cr) + " could be read from another table of that FROM"
			}
			return why == ""
		})
	}
	return why
}

// bareName says why e could read other columns inside a lambda, whose
// parameters are bare names ("" when it cannot): it reads a bare name, or
// holds a query or lambda of its own.
func bareName(e ast.Expr) string {
	why := ""
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query, *ast.Lambda:
			why = "the LATERAL subquery holds a query or lambda of its own"
		case *ast.ColumnRef:
			if len(x.Name) == 1 {
				why = "its unqualified column " + exprName(x) + " could be read as a parameter of the lambda"
			}
		}
		return why == ""
	})
	return why
}
