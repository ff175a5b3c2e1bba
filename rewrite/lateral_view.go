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
		gc := genCall{f: lv.Func, spec: spec, alias: lv.Table, names: lv.Columns, outer: lv.Outer, node: lv}
		var l *ast.Lateral
		if c.dorisZip(gc) {
			l = c.dorisZipLateral(gc, sc)
		} else {
			l = c.buildLateral(gc, sc)
		}
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

// dorisZip reports whether a Doris LATERAL VIEW calls explode or
// explode_outer with several arrays, which zips them: "If there are
// multiple array parameters, the number of expanded rows is determined by
// the array with the most elements. Arrays with fewer elements will be
// padded with NULLs" (Doris documentation, table functions: EXPLODE,
// EXPLODE_OUTER, `EXPLODE(<array>[, ...])`, dev and 3.x manuals). A NULL
// array has no elements there, as it gives no row alone: a zip (T3).
func (c *Context) dorisZip(gc genCall) bool {
	return c.Source.Name == "doris" && len(gc.f.Args) > 1 &&
		gc.spec.kind == ast.GenUnnest && gc.spec.pos == nil && gc.spec.split == ""
}

// dorisZipLateral canonicalizes Doris explode(a, b, ...) [_outer] into one
// Lateral zipping an unnest per array; the LATERAL VIEW names one column
// per array.
func (c *Context) dorisZipLateral(gc genCall, sc *scope) *ast.Lateral {
	if len(gc.names) != len(gc.f.Args) {
		c.Refuse("T013", gc.node, "name one column per array after AS",
			"%s of %d arrays yields %d columns but %d name(s) were given", nameOf(gc.f), len(gc.f.Args), len(gc.f.Args), len(gc.names))
		return nil
	}
	for _, a := range gc.f.Args {
		if t := c.typeOf(a, sc); t != nil && t.Kind != ast.TypeArray && t.Kind != ast.TypeUnknown {
			c.Refuse("T012", a, "explode each map in a LATERAL VIEW of its own (explode_map)",
				"doris explode with several arguments takes arrays only")
			return nil
		}
	}
	l := &ast.Lateral{Span: gc.node.SpanOf(), Outer: gc.outer || gc.spec.outer}
	return c.zipLateral(l, gc, sc)
}
