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
// its select list, WHERE or ORDER BY. A name the moved expression reads
// must mean the same column where it lands: a read inside a nested query
// or lambda of the outer query is refused when that query could capture it
// (captures), and so is a bare name when the outer query's FROM holds
// other items than the lateral's, or when it is also an output name of the
// outer select list. Any other shape is left alone, for the target's own
// lowering to refuse (T050).
const passLateralInline = "lateral_inline"

func lateralInline(c *Context, q *ast.Query) *ast.Query {
	return eachLateral(c, q, passLateralInline, inlineLateral)
}

// inlineLateral rewrites the lateral l, FROM item i of s (the body of q);
// ok is false, and nothing changed, when l is not of the shape.
func inlineLateral(c *Context, q *ast.Query, s *ast.Select, i int, l *ast.Lateral) (*ast.Query, bool) {
	sel, cols, ok := lateralSelect(l)
	if !ok || len(sel.From) > 0 || sel.Where != nil || !c.plainItems(sel) {
		return nil, false
	}
	why := landing(s, i, sel)
	nested := nestedReads(s, l.Alias.Name.Name, false)
	refused := false
	refuse := func(x *ast.ColumnRef, where, why string) ast.Expr {
		if !refused {
			c.Refuse("T050", x, "qualify every column the LATERAL subquery reads with its table",
				"a LATERAL subquery cannot be expressed exactly in %s: %s is read %s, where %s",
				c.Target.Name, exprName(x), where, why)
		}
		refused = true
		return nil
	}
	nq, _, ok := replaceLateralColumns(q, s, i, l, cols, func(x *ast.ColumnRef, item ast.Expr) ast.Expr {
		if why != "" {
			return refuse(x, "in the query around it", why)
		}
		if nr, in := nested[x]; in {
			if _, lambda := nr.at.(*ast.Lambda); lambda {
				if why := bareName(item); why != "" {
					return refuse(x, "inside a lambda", why)
				}
			} else if why := captures(sel, item, nr); why != "" {
				return refuse(x, "inside "+nr.what, why)
			}
		}
		return ast.Clone(item)
	})
	return nq, ok && !refused
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
// FROM item i of s, could read other columns in s's select list or WHERE
// than in the subquery ("" when they cannot): a bare name there could be
// a column of another FROM item of s, or the output name of one of s's
// select items; a qualified one could name another FROM item's relation.
func landing(s *ast.Select, i int, sel *ast.Select) string {
	rels := map[string]bool{}
	others := false
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
