package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// bqTimestampTruncUTC is the plan of BigQuery's TIMESTAMP_TRUNC(ts, part)
// of a TIMESTAMP, with no time zone argument or with a literal name of
// UTC, toward PostgreSQL and DuckDB, or nil. BigQuery truncates the
// instant on the clock of the time zone argument, UTC by default
// (BigQuery timestamp functions, TIMESTAMP_TRUNC: "the time zone ... if
// not specified, the default time zone, UTC, is used"). lateral writes a
// BigQuery TIMESTAMP as a TIMESTAMPTZ there (bqUTCClock), whose
// date_trunc reads the session's zone; ts AT TIME ZONE 'UTC' is the
// TIMESTAMP of its UTC wall clock, truncated as DATETIME_TRUNC truncates
// a DATETIME (bqTruncPlan), and the result read back as an instant on the
// clock of UTC with AT TIME ZONE 'UTC'. UTC has no daylight-saving
// change, so every wall clock is one instant. Another zone argument, a
// part bqTruncPlan does not read and another target are left to the
// refusal.
func (c *Context) bqTimestampTruncUTC(f *ast.Func, sc *scope) trinoUnitPlan {
	if !c.Target.is("postgres", "duckdb") || len(f.Args) < 2 || len(f.Args) > 3 {
		return nil
	}
	if len(f.Args) == 3 {
		z, ok := f.Args[2].(*ast.Literal)
		if !ok || z.Kind != ast.LitString || !utcZoneName(z.Value) {
			return nil
		}
	}
	if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind != ast.TypeTimestampTZ {
		return nil
	}
	part := bqDiffPart(f.Args[1])
	unit, canon := bqTruncUnits[part]
	shift, week := bqWeekShift[part]
	if !canon && !week {
		return nil
	}
	if c.bqUTCNodes == nil {
		c.bqUTCNodes = map[*ast.AtTimeZone]bool{}
	}
	if c.bqOwnAtTZ == nil {
		c.bqOwnAtTZ = map[*ast.AtTimeZone]bool{}
	}
	sp := f.Span
	utc := func(sp ast.Span) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: "UTC"} }
	return func(a []ast.Expr) ast.Expr {
		at := &ast.AtTimeZone{Span: a[0].SpanOf(), X: a[0], Zone: utc(a[0].SpanOf())}
		c.bqUTCNodes[at] = true
		e := truncWeekShifted(sp, a[1].SpanOf(), unit, week, shift, at)
		out := &ast.AtTimeZone{Span: sp, X: e, Zone: utc(sp)}
		c.bqOwnAtTZ[out] = true
		return out
	}
}
