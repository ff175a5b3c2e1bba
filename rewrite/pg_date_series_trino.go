package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's series of dates by whole days toward Trino and Presto.
//
// PostgreSQL's generate_series(date, date, interval) is its TIMESTAMPTZ
// form (pgSeriesType): the DATE bounds read as midnight in the session
// time zone, the step added to the previous row in that zone, the stop
// included when reached (run on PostgreSQL 15). Its rows move with the
// session zone where a change skips midnight: in America/Havana, whose
// spring change skips 2024-03-10 00:00, the series from 2024-03-09 to
// 2024-03-11 by a day is 2024-03-09 00:00:00-05, 2024-03-10 01:00:00-04,
// and 2024-03-11 01:00 is past the stop, so the last day is not a row
// (PostgreSQL 15 run under SET TimeZone). Trino's and Presto's sequence of
// the DATEs cast to TIMESTAMP WITH TIME ZONE, the form once written, reads
// each date at the zone's offset at its UTC midnight
// (executor/trino_date_tz_cast.go, citing their source): there it gives
// 2024-03-11 00:00 as a third row, and in Australia/Sydney, whose autumn
// change is at 03:00 on 2024-04-07, that day is 01:00 +11 where
// PostgreSQL gives 00:00 +11. No form of the target follows PostgreSQL's
// rows in every zone, and the session zone is not known when translating,
// so the series of DATEs by whole days or weeks is refused (T223) with the
// exact form instead: the start plus each integer of
// generate_series(0, stop - start), a DATE plus an integer being a DATE
// (Trino's date_add, date_plus_int.go). Another step (months, hours, not a
// literal) over DATEs, and a series of timestamps by an interval, stay
// refused (T058): PostgreSQL adds a month to the previous row (2024-01-31,
// 2024-02-29, 2024-03-29) where the sequence adds i months to the start,
// and a step under a day over DATEs is an error in the sequence.

// pgDaySeriesHint is the form of a PostgreSQL series of dates that
// translates exactly toward Trino and Presto.
const pgDaySeriesHint = "write the series as integers added to the start, which gives the same dates in every time zone: start + g.i FROM generate_series(0, stop - start) AS g(i) (cast to TIMESTAMP for midnights without a zone), or use PostgreSQL or DuckDB as the target"

// pgDaySeries records, for the GenSeries gen built from PostgreSQL's
// generate_series(args) by an interval toward Trino or Presto, the step's
// days when the bounds are DATEs and the step a whole number of days
// (pgStepDays; refused T223 by seriesArray), else 0 (refused T058 there).
func (c *Context) pgDaySeries(gen *ast.Generator, args []ast.Expr, sc *scope) {
	if c.Source.Name != "postgres" || !c.Target.is("trino", "presto") || len(args) != 3 || !intervalStep(c, args[2], sc) {
		return
	}
	if c.daySeries == nil {
		c.daySeries = map[ast.Span]int{}
	}
	c.daySeries[gen.Span] = 0
	for _, b := range args[:2] {
		if t := seriesBoundType(c, b, sc); t == nil || t.Kind != ast.TypeDate || isNullLit(b) {
			return
		}
	}
	if days, ok := pgStepDays(args[2]); ok {
		c.daySeries[gen.Span] = days
	}
}

// pgStepDays is the number of days of a PostgreSQL interval literal of
// whole days or weeks ('1 day', '-2 days', '1 week', INTERVAL '3' DAY,
// -INTERVAL '1 day'), not 0; false for any other step.
func pgStepDays(e ast.Expr) (int, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, e = true, u.X
	}
	iv, ok := e.(*ast.Interval)
	if !ok || iv.ToUnit != "" {
		return 0, false
	}
	lit, ok := iv.Value.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString && lit.Kind != ast.LitInt {
		return 0, false
	}
	num, unit := strings.TrimSpace(lit.Value), iv.Unit
	if unit == "" {
		f := strings.Fields(lit.Value)
		if len(f) != 2 {
			return 0, false
		}
		num, unit = f[0], f[1]
	}
	k, err := strconv.Atoi(strings.TrimPrefix(num, "+"))
	if err != nil || k == 0 || k > 1<<20 || k < -(1<<20) {
		return 0, false
	}
	switch strings.TrimSuffix(strings.ToLower(unit), "s") {
	case "day":
	case "week":
		k *= 7
	default:
		return 0, false
	}
	if neg {
		k = -k
	}
	return k, true
}

// refuseDaySeries refuses the series pgDaySeries recorded with a step of
// whole days, as said above.
func (c *Context) refuseDaySeries(g *ast.Generator) {
	c.Refuse("T223", g, pgDaySeriesHint,
		"%s has no form of postgres's generate_series of DATEs by an interval: its rows are TIMESTAMPTZ midnights in the session time zone, each a day after the previous row there, and where the zone skips midnight (America/Havana on 2024-03-10) postgres keeps 01:00 for the later rows and drops the last day, while %s's sequence of the DATEs cast to TIMESTAMP WITH TIME ZONE reads each date at the zone's offset at its UTC midnight (01:00 +11 on 2024-04-07 in Australia/Sydney, where postgres gives 00:00 +11)",
		c.Target.Name, c.Target.Name)
}
