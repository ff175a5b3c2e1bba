package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// trinoEarlierOffset is x, Trino's or Presto's CAST(s AS TIMESTAMP WITH
// TIME ZONE) of a text s without a zone, as written toward PostgreSQL or
// DuckDB (CAST(s AS TIMESTAMPTZ)), read at the earlier of two offsets
// where the session zone's autumn change repeats its wall-clock time:
// Trino reads such a time at the earlier (summer) offset (Joda-Time's and
// java.time's rule for an overlap), and so does Presto, whose
// DateTimeUtils.parseTimestampWithTimeZone parses the text with a Joda-Time
// formatter in the session zone's chronology, and Joda-Time's
// DateTimeZone.getOffsetFromLocal "For overlaps (where the local time is
// ambiguous), this method returns the offset applicable before the gap.
// The effect of this is that any instant calculated using the offset from
// an overlap will be in summer time"; PostgreSQL 15 and DuckDB 1.5 at the
// later one (run in America/New_York: '2024-11-03 01:30:00' is -05 in
// both, 06:30 UTC, where Trino's is 05:30 UTC). With w the wall-clock
// TIMESTAMP of s and a the target's instant, it is written
//
//	CASE WHEN b < a AND CAST(b AS TIMESTAMP) = w THEN b ELSE a END
//	b = CAST(w - INTERVAL '1' DAY AS TIMESTAMPTZ) + INTERVAL '24' HOUR
//
// b is w read at the offset of the day before, which is the earlier
// instant of a repeated time (a change repeating at most a day, and no
// two changes within a day); it is taken only when it shows the same
// wall-clock time as a and precedes it, which no other time does, so
// every time outside a repeated one (a skipped spring time too) keeps the
// target's reading. NULL stays NULL (the comparisons are NULL, a is).
func trinoEarlierOffset(x *ast.Cast) ast.Expr {
	sp := x.Span
	wall := func() ast.Expr {
		return &ast.Cast{Span: sp, X: ast.Clone(x.X), Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
	}
	iv := func(v, unit string) ast.Expr {
		return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Unit: unit}
	}
	tz := func(e ast.Expr) ast.Expr {
		return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestampTZ}}
	}
	b := func() ast.Expr {
		return &ast.Binary{Span: sp, Op: ast.OpAdd, L: tz(&ast.Binary{Span: sp, Op: ast.OpSub, L: wall(), R: iv("1", "DAY")}), R: iv("24", "HOUR")}
	}
	a := func() ast.Expr { return tz(ast.Clone(x.X)) }
	cond := &ast.Binary{Span: sp, Op: ast.OpAnd,
		L: &ast.Binary{Span: sp, Op: ast.OpLt, L: b(), R: a()},
		R: &ast.Binary{Span: sp, Op: ast.OpEq, L: &ast.Cast{Span: sp, X: b(), Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}, R: wall()}}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: b()}}, Else: a()}
}

// trinoZoneLessText says whether text is a timestamp text without a zone
// that lateral reads (tsTextRe), which the session's zone places.
func trinoZoneLessText(text string) bool {
	m := tsTextRe.FindStringSubmatch(text)
	return m != nil && m[8] == ""
}
