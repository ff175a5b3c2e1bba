package rewrite

import "github.com/lateral-sql/lateral/ast"

// pgRowNulls keeps PostgreSQL's IS [NOT] NULL of a row for the other
// targets. In PostgreSQL a row IS NULL when it is NULL or all its fields
// are, and IS NOT NULL when none of its fields is (PostgreSQL 15 manual,
// 9.2 Comparison Functions and Operators); elsewhere both ask whether the
// struct itself is NULL. With the row's fields known by name, x IS NULL
// becomes x IS NULL OR (x.f1 IS NULL AND ...) and x IS NOT NULL becomes
// x.f1 IS NOT NULL AND ... (a field of a NULL struct is NULL); for
// ROW(a, b), a and b are tested. A row whose fields cannot be read one by
// one (a call's) is refused (T140). A value of unknown type is taken to be
// a scalar.
func pgRowNulls(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return s
	}
	rows := map[ast.Span][]ast.Expr{}
	c.inspectFieldReads(s, func(n ast.Node, sc *scope) bool {
		x, ok := n.(*ast.IsNull)
		if !ok {
			return true
		}
		if st, isCtor := x.X.(*ast.Struct); isCtor {
			// ROW(a, b): its values are the fields
			fields := make([]ast.Expr, len(st.Fields))
			for i, f := range st.Fields {
				fields[i] = f.Value
			}
			rows[x.Span] = fields
			return true
		}
		t := c.typeOf(x.X, sc)
		cr, isCol := x.X.(*ast.ColumnRef)
		if isCol && t == nil {
			t = c.subColType(sc, cr.Name)
		}
		if t == nil || t.Kind != ast.TypeStruct {
			return true
		}
		_, isField := x.X.(*ast.FieldAccess)
		if !isCol && !isField {
			c.Refuse(codeNestedCompare, x, "test the fields one by one (x.a IS NULL AND x.b IS NULL)",
				"PostgreSQL's IS NULL of a row tests its fields, which cannot be read one by one from this expression in %s", c.Target.Name)
			return true
		}
		var fields []ast.Expr
		for _, f := range t.Fields {
			fields = append(fields, &ast.FieldAccess{Span: x.Span, X: x.X, Name: f.Name})
		}
		rows[x.Span] = fields
		return true
	})
	if len(rows) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.IsNull)
		if !ok || rows[x.Span] == nil {
			return n
		}
		sp := x.Span
		var all ast.Expr
		for _, f := range rows[x.Span] {
			var e ast.Expr = &ast.IsNull{Span: sp, X: ast.Clone(f), Not: x.Not}
			if all != nil {
				e = &ast.Binary{Span: sp, Op: ast.OpAnd, L: all, R: e}
			}
			all = e
		}
		if x.Not || all == nil {
			return all
		}
		return &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.IsNull{Span: sp, X: x.X}, R: all}
	})
}
