package rewrite

import "github.com/lateral-sql/lateral/ast"

// passLateralView turns Hive/Spark LATERAL VIEW clauses into a chain of
// Laterals over the whole FROM clause (T9: they apply after all joins),
// left to right: several LATERAL VIEWs multiply (T3).
const passLateralView = "lateral_view"

func lateralView(c *Context, s *ast.Select) *ast.Select {
	if len(s.LateralViews) == 0 {
		return s
	}
	input := crossAll(s.From)
	for _, lv := range s.LateralViews {
		sc := c.newScope()
		if input != nil {
			c.addRel(sc, input)
		}
		spec, ok := lookupGenerator(lv.Func)
		if !ok {
			// A user-defined table function (UDTF): its columns are the
			// names given.
			spec = genSpec{name: nameOf(lv.Func), kind: ast.GenFunc}
		}
		l := c.buildLateral(genCall{f: lv.Func, spec: spec, alias: lv.Table, names: lv.Columns,
			outer: lv.Outer, node: lv}, sc)
		if l == nil {
			return s
		}
		l.Input = input
		input = l
	}
	c.Fire(passLateralView)
	ns := *s
	ns.From = []ast.TableExpr{input}
	ns.LateralViews = nil
	return &ns
}
