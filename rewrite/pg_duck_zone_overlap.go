package rewrite

import "github.com/lateral-sql/lateral/ast"

// pgDuckLaterOffset writes for Trino and Presto PostgreSQL's or DuckDB's
// CAST(s AS TIMESTAMPTZ) of a string literal s without a zone, the other
// direction of trinoEarlierOffset (trino_zone_overlap.go). Where the
// session zone's autumn change repeats the wall-clock time of s,
// PostgreSQL 15 and DuckDB 1.5 read it at the later offset (run in
// America/New_York: '2024-11-03 01:30' is 01:30:00-05, 06:30 UTC, on
// both), Trino and Presto at the earlier one (Joda-Time's
// DateTimeZone.getOffsetFromLocal: for an overlap "this method returns the
// offset applicable before the gap", 05:30 UTC). With w the wall-clock
// TIMESTAMP of s and a the target's reading, it is written
//
//	CASE WHEN c > a AND CAST(c AS TIMESTAMP) = w THEN c ELSE a END
//	c = CAST(w + INTERVAL '1' DAY AS TIMESTAMP WITH TIME ZONE) - INTERVAL '24' HOUR
//
// c is w read at the offset of the day after, 24 elapsed hours back,
// which is the later instant of a repeated time (a change repeating at
// most a day, and no two changes within a day); it is taken only when it
// shows the same wall-clock time as a and follows it, which no other time
// does, so every time outside a repeated one keeps the target's reading.
// nil when x is not such a cast.
func (c *Context) pgDuckLaterOffset(x *ast.Cast) ast.Expr {
	if !c.Source.is("postgres", "duckdb") || !c.Target.is("trino", "presto") || x.Type == nil ||
		x.Type.Kind != ast.TypeTimestampTZ || x.Mode != ast.CastStrict {
		return nil
	}
	lit, ok := x.X.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString || !trinoZoneLessText(lit.Value) {
		return nil
	}
	sp := x.Span
	typ := func(k ast.TypeKind) *ast.TypeName { return &ast.TypeName{Span: sp, Kind: k} }
	wall := func() ast.Expr { return &ast.Cast{Span: sp, X: ast.Clone(x.X), Type: typ(ast.TypeTimestamp)} }
	iv := func(v, unit string) ast.Expr {
		return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Unit: unit}
	}
	later := func() ast.Expr {
		next := &ast.Cast{Span: sp, X: &ast.Binary{Span: sp, Op: ast.OpAdd, L: wall(), R: iv("1", "DAY")}, Type: typ(ast.TypeTimestampTZ)}
		return &ast.Binary{Span: sp, Op: ast.OpSub, L: next, R: iv("24", "HOUR")}
	}
	a := func() ast.Expr { return &ast.Cast{Span: sp, X: ast.Clone(x.X), Type: typ(ast.TypeTimestampTZ)} }
	cond := &ast.Binary{Span: sp, Op: ast.OpAnd,
		L: &ast.Binary{Span: sp, Op: ast.OpGt, L: later(), R: a()},
		R: &ast.Binary{Span: sp, Op: ast.OpEq, L: &ast.Cast{Span: sp, X: later(), Type: typ(ast.TypeTimestamp)}, R: wall()}}
	c.Fire(passLowerExprs)
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: later()}}, Else: a()}
}
