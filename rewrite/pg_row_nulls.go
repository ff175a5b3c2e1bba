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
// a scalar unless it is known to come from a row (pg_row_origin.go): a
// whole-row reference of known columns is tested field by field, the
// others are refused (T140).
func pgRowNulls(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return s
	}
	rows := map[ast.Span][]ast.Expr{}
	var ctes map[string]*ast.CTE
	whole := map[ast.Span]bool{} // whole-row references: a table's row is never NULL itself
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
			if t != nil && t.Kind == ast.TypeStruct && c.pgAnonymousRowCol(sc, cr.Name) {
				c.Refuse(codeNestedCompare, x, "cast the row to a composite type, or test the fields one by one where the row is built (a IS NULL AND b IS NULL)",
					"PostgreSQL's IS NULL of a row tests its fields, and the fields of a ROW constructor built in a subquery have no names %s reads", c.Target.Name)
				return true
			}
		}
		if t == nil {
			// a row of unknown type (pg_row_origin.go)
			if fields, ok := c.pgWholeRow(x.X, sc); ok {
				rows[x.Span] = fields
				whole[x.Span] = true
				return true
			}
			if ctes == nil {
				ctes = statementCTEsByName(s)
			}
			if what := c.pgRowSource(x.X, sc, ctes, 0); what != "" {
				c.Refuse(codeNestedCompare, x, "test the fields one by one (x.a IS NULL AND x.b IS NULL) where the row is built, or give the row a known type (a schema, a CAST)",
					"PostgreSQL's IS NULL of a row tests its fields, and the fields of %s are not known here", what)
			}
			return true
		}
		if t.Kind != ast.TypeStruct {
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
		if x.Not || all == nil || whole[x.Span] {
			return all
		}
		return &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.IsNull{Span: sp, X: x.X}, R: all}
	})
}
