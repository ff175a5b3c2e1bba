package rewrite

import "github.com/lateral-sql/lateral/ast"

// snowflakePadIntLength casts to INTEGER the length of Snowflake's lpad or
// rpad, kept by snowflakePadLength, toward PostgreSQL and DuckDB. A
// Snowflake INT column is NUMBER(38,0), which the targets' tables hold as
// a DECIMAL, and neither target has a pad function of a DECIMAL length
// (run on PostgreSQL 15: rpad('ab', CASE WHEN n < 0 THEN 0 ELSE n END,
// 'x') of a numeric n is "function rpad(unknown, numeric, unknown) does
// not exist"; DuckDB 1.5 likewise). The cast keeps every length of the
// INTEGER range; one past it raises in both targets (PostgreSQL "integer
// out of range", DuckDB "Failed to cast decimal value 3000000000 to type
// INT32", run on both), where Snowflake, whose longest text is 16 MB by
// default (Snowflake documentation, VARCHAR), has no such result to give
// either. An integer literal or a NULL needs no cast.
func (c *Context) snowflakePadIntLength(f *ast.Func) ast.Expr {
	if !c.Target.is("postgres", "duckdb") {
		return f
	}
	n := f.Args[1]
	if _, _, isInt := ast.IntLiteral(n); isInt || isNullLit(n) {
		return f
	}
	if x, ok := n.(*ast.Cast); ok && x.Type != nil && x.Type.Kind == ast.TypeInt {
		return f
	}
	nf := *f
	nf.Args = append([]ast.Expr(nil), f.Args...)
	sp := n.SpanOf()
	nf.Args[1] = &ast.Cast{Span: sp, X: n, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}
	return &nf
}
