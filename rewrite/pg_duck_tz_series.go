package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgDuckTzSeries refuses (T200) a series of TIMESTAMP WITH TIME ZONE
// values (generate_series, DuckDB's range, of a bound of that type; from
// PostgreSQL one whose start is a string literal with a time of day other
// than midnight or a zone, which it reads as that form: pg_tz_series.go)
// between
// PostgreSQL and DuckDB whose step the two add otherwise (pgDuckZoned's
// rules, which each engine's series follows from one row to the next; run
// on PostgreSQL 15 and DuckDB 1.5 in America/New_York: from TIMESTAMPTZ
// '2024-11-02 01:30:00-04' by INTERVAL '1 day' the second row is
// 01:30:00-05 in PostgreSQL, 01:30:00-04 in DuckDB, and by '1 day 30
// minutes' the third differs too). A step of days, or of months and time
// with a part negative (DuckDB adds the time first), is refused, and so
// is one whose parts are not known; a step of time alone (elapsed in
// both) or of months alone or of months and time both positive (added
// alike) is kept. Unlike a sum, a series cannot be written one part at a
// time, each row being the previous one plus the step. PostgreSQL's
// series of DATEs, rows at midnight, is kept (pg_tz_series.go): its rows
// fall in a repeated hour only in a zone whose autumn change repeats
// midnight, where they differ by a step of days and are corrected row by
// row (pg_duck_midnight_series.go; run on PostgreSQL 15 and DuckDB 1.5
// in America/Havana: from DATE '2024-11-01' by INTERVAL '1 day' the row
// of 2024-11-03 is 00:00:00-05 in PostgreSQL, 00:00:00-04 in DuckDB; a
// skipped spring midnight gives both 01:00 that day and after).
func (c *Context) pgDuckTzSeries(g *ast.Generator, sc *scope) bool {
	if g.Kind != ast.GenSeries {
		return true
	}
	return c.pgDuckTzSteps(g.Args, sc)
}

// pgDuckTzSteps checks the arguments of a series (start, stop, step), of
// rows or of a list (DuckDB's generate_series and range as list
// functions), as pgDuckTzSeries does; ok is false when refused.
func (c *Context) pgDuckTzSteps(args []ast.Expr, sc *scope) bool {
	pair := c.Source.Name == "postgres" && c.Target.is("duckdb") || c.Source.Name == "duckdb" && c.Target.Name == "postgres"
	if !pair || len(args) != 3 {
		return true
	}
	zoned, unknown := false, false
	for _, b := range args[:2] {
		if isStringLit(b) || isNullLit(b) {
			continue
		}
		t := seriesBoundType(c, b, sc)
		if t == nil || t.Kind == ast.TypeUnknown {
			unknown = true
			continue
		}
		if t.Kind == ast.TypeTimestamp {
			return true // the TIMESTAMP form, counted naively
		}
		zoned = zoned || t.Kind == ast.TypeTimestampTZ
	}
	if lit, ok := args[0].(*ast.Literal); ok && lit.Kind == ast.LitString && !unknown && c.Source.Name == "postgres" {
		// the TIMESTAMPTZ form, whose rows are of the start's time
		m := tsTextRe.FindStringSubmatch(lit.Value)
		zoned = zoned || m == nil || strings.TrimSpace(m[8]) != "" || strings.Trim(m[4]+m[5]+m[6]+m[7], "0") != ""
	}
	if !zoned {
		return true // DATEs or midnights, or bounds of unknown type (pg_tz_series.go)
	}
	iv := args[2]
	months, days, secs, ok := intervalParts(iv)
	if ok && days == 0 && (months == 0 || secs == 0 || months > 0 && secs > 0) {
		return true
	}
	if !ok && !intervalHasMonths(iv) && noDays(iv) {
		return true // time alone
	}
	if m, d, mok := c.intervalMonthsDays(iv, sc); !ok && mok && m != nil && d == nil {
		return true // integer months alone
	}
	c.Refuse(codeZoneReading, iv, "step by hours (INTERVAL '24' HOUR) or by months, or compute the series in "+c.Source.Name,
		"a series of TIMESTAMP WITH TIME ZONE values by a step of days (or of months and time with a negative part, or of parts not known): postgres moves a row into a time the autumn change repeats with the offset after the change, duckdb keeps the previous row's offset and adds the time first when a part is negative, so the rows differ in a session zone with daylight saving (%s to %s)",
		c.Source.Name, c.Target.Name)
	return false
}
