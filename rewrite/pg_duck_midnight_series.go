package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// codeDateSeriesZone refuses a PostgreSQL series of DATEs toward DuckDB
// whose rows cannot be corrected for a repeated midnight.
const codeDateSeriesZone = "T217"

// PostgreSQL's series of DATEs by days toward DuckDB, in a session zone
// whose autumn change repeats midnight.
//
// Both engines add a step of days to the previous row in local time, but
// where the local time comes twice PostgreSQL takes the later instant (its
// rule for an ambiguous local time after a fall-back change) and DuckDB
// keeps the previous row's offset, the earlier one: run on PostgreSQL 15
// and DuckDB 1.5 in America/Havana, where 2024-11-03 00:00 comes twice,
// from DATE '2024-11-01' by INTERVAL '1 day' the row of 2024-11-03 is
// 00:00:00-05 in PostgreSQL, 00:00:00-04 in DuckDB; the rows after it, and
// a step of months alone, are alike (DuckDB resolves a sum of months as
// PostgreSQL does), as is the skipped spring midnight (01:00 in both).
// Each DuckDB row r is therefore replaced by
//
//	CASE WHEN c > r AND CAST(c AS TIMESTAMP) = CAST(r AS TIMESTAMP) THEN c ELSE r END
//	c = CAST(CAST(r AS TIMESTAMP) + INTERVAL 1 DAY AS TIMESTAMPTZ) - INTERVAL 24 HOUR
//
// c is the instant 24 hours before the same local time a day later: the
// later reading of r's local time when that time comes twice (no change
// lies in the following day), r itself otherwise, or a time of another
// local time when a change lies in the following day (r kept). Run on
// both engines in America/Havana and UTC, the corrected rows equal
// PostgreSQL's. The series is written as DuckDB's list generate_series
// (the same rows, each the previous one plus the step) mapped with
// list_transform and unnested, so that the generator keeps its place
// (ordinality, zipped generators). A step with a time part is added as
// elapsed time in both engines, whose rows may then rightly be the
// earlier reading, so only a literal step of days (and months) without
// time is corrected; one of months alone is kept, and a step whose parts
// are not known is refused (T217).
func (c *Context) pgDuckMidnightSeries(g *ast.Generator, sc *scope) *ast.Generator {
	step := g.Args[2]
	parts := step
	if cx, isCast := step.(*ast.Cast); isCast && cx.Type != nil && cx.Type.Kind == ast.TypeInterval && isStringLit(cx.X) {
		step = cx.X // an interval text (an untyped text step is read so)
	}
	if isStringLit(step) {
		parts = &ast.Interval{Span: step.SpanOf(), Value: step}
	}
	_, days, secs, ok := intervalParts(parts)
	if !ok {
		if m, d, mok := c.intervalMonthsDays(step, sc); noDays(step) || mok && m != nil && d == nil {
			return g // no days
		}
		{
			c.Refuse(codeDateSeriesZone, step, "write the step as an interval literal (INTERVAL '1' DAY), or cast the bounds to TIMESTAMP for a series of naive timestamps",
				"a series of DATEs by a step whose parts are not known: in a session zone whose autumn change repeats midnight (America/Havana) postgres gives the later of the two midnights and duckdb the earlier when the step has days, and the rows cannot be corrected without knowing the step (postgres to duckdb)")
		}
		return g
	}
	if days == 0 || secs != 0 {
		return g // months alone, time (elapsed in both), or zero (raises in both)
	}
	sp := g.Span
	r := ast.Ident{Span: sp, Name: "_day"}
	ref := func() ast.Expr { return &ast.ColumnRef{Span: sp, Name: ast.QName{r}} }
	typ := func(k ast.TypeKind) *ast.TypeName { return &ast.TypeName{Span: sp, Kind: k} }
	cast := func(e ast.Expr, k ast.TypeKind) ast.Expr { return &ast.Cast{Span: sp, X: e, Type: typ(k)} }
	iv := func(n, unit string) ast.Expr {
		return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: n}, Unit: unit}
	}
	later := func() ast.Expr {
		next := &ast.Binary{Span: sp, Op: ast.OpAdd, L: cast(ref(), ast.TypeTimestamp), R: iv("1", "DAY")}
		return &ast.Binary{Span: sp, Op: ast.OpSub, L: cast(next, ast.TypeTimestampTZ), R: iv("24", "HOUR")}
	}
	cond := &ast.Binary{Span: sp, Op: ast.OpAnd,
		L: &ast.Binary{Span: sp, Op: ast.OpGt, L: later(), R: ref()},
		R: &ast.Binary{Span: sp, Op: ast.OpEq, L: cast(later(), ast.TypeTimestamp), R: cast(ref(), ast.TypeTimestamp)}}
	fix := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: later()}}, Else: ref()}
	list := canonCall(sp, "generate_array", g.Args...)
	ng := *g
	ng.Kind = ast.GenUnnest
	ng.Name = nil
	ng.Args = []ast.Expr{canonCall(sp, "transform", list, &ast.Lambda{Span: sp, Params: []ast.Ident{r}, Body: fix})}
	ng.Collection = ast.CollArray
	ng.EndExclusive = false
	return &ng
}
