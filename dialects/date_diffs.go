package dialects

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Differences of months, quarters, years and weeks between two DATEs.
// Dialects count them three ways:
//
//   - boundaries crossed (datediff_months, datediff_quarters, year(end) -
//     year(start)): Snowflake DATEDIFF, DuckDB date_diff, BigQuery
//     DATE_DIFF;
//   - whole months as add_months_clamp steps them (datediff_months_whole):
//     Trino and Presto date_diff and DuckDB date_sub, where a month's last
//     day ends a whole month from a later day of the month;
//   - whole months comparing the days of the month only
//     (datediff_months_days): Doris months_diff.
//
// Quarters and years of the whole-month rules are the months divided by 3
// or 12 toward zero, and weeks the days divided by 7 toward zero.
//
// This file's init runs before functions.go's (file order), which builds
// the read table from fnWrite and fnAliases.
func init() {
	rest := []string{dHive, dSpark, dDoris, dAnsi, dPG, dDrill, dBQ, dSnow}
	fnRow("datediff_months_whole", fnEm(emUnitDiff("date_diff", "month"), dPresto, dTrino), fnEm(emUnitDiff("date_sub", "month"), dDuck),
		fnEm(emWholeMonthsParts(true), rest...))
	fnRow("datediff_months_days", fnEm(emDorisMonthsDiff, dDoris),
		fnEm(emWholeMonthsParts(false), dHive, dSpark, dPresto, dTrino, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	fnRow("datediff_quarters", fnEm(emUnitDiff("date_diff", "quarter"), dDuck), fnEm(emSnowDateDiffQuarter, dSnow),
		fnEm(emBQDateDiffQuarter, dBQ), fnEm(emQuartersParts, dHive, dSpark, dDoris, dPresto, dTrino, dAnsi, dPG, dDrill))
	fnRow("datediff_units_whole", fnEm(emTrinoUnitsDiff, dPresto, dTrino), fnEm(emDuckUnitsDiff, dDuck), fnEm(emPGUnitsDiff, dPG),
		fnNo("this dialect has no difference of timestamps known to count whole units with the time of day as Trino's date_diff does (its own count unit boundaries, read a TIMESTAMP in the session's time zone, or were not checked)",
			"cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral writes date_diff of two DATEs for every target", dHive, dSpark, dDoris, dAnsi, dDrill, dBQ, dSnow))
	fnRow("datediff_parts_whole", fnEm(emDuckPartsWhole, dDuck), fnEm(emPGPartsWhole, dPG),
		fnNo("this dialect has no difference of timestamps known to count whole units on the microseconds with the time of day as DuckDB's date_sub does (its own count unit boundaries, take the values to the millisecond, read a TIMESTAMP in the session's time zone, or were not checked)",
			"cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral writes date_sub of two DATEs for every target", dHive, dSpark, dDoris, dPresto, dTrino, dAnsi, dDrill, dBQ, dSnow))
	fnRow("datediff_units_crossed", fnEm(emDuckUnitsCrossed, dDuck), fnEm(emPGUnitsCrossed, dPG),
		fnNo("this dialect has no difference of timestamps known to count the boundaries of seconds, milliseconds or microseconds between them as DuckDB's date_diff does (its own count whole units, read a TIMESTAMP in the session's time zone, or keep no microseconds)",
			"compute the difference in PostgreSQL or DuckDB, or count whole seconds from the seconds of the day in the source", dHive, dSpark, dDoris, dPresto, dTrino, dAnsi, dDrill, dBQ, dSnow))
	fnAliases = append(fnAliases,
		// DuckDB date_sub(part, start, end): whole parts (run on DuckDB 1.5).
		fnAlias{ds: []string{dDuck}, names: []string{"date_sub", "datesub"}, canon: "datediff_months_whole", fix: fnDuckDateSub, dep: true},
		// Doris months_diff(end, start), years_diff and weeks_diff.
		fnAlias{ds: []string{dDoris}, names: []string{"months_diff"}, canon: "datediff_months_days", fix: fnDorisDiff(1), dep: true},
		fnAlias{ds: []string{dDoris}, names: []string{"years_diff"}, canon: "datediff_months_days", fix: fnDorisDiff(12), dep: true},
		fnAlias{ds: []string{dDoris}, names: []string{"weeks_diff"}, canon: "datediff_days", fix: fnDorisDiff(7), dep: true},
	)
}

// diffUnit is the unit of a date_diff or date_sub string literal: day,
// week, month, quarter or year (plural forms too); "" for another.
func diffUnit(e ast.Expr) string {
	u, ok := fnStrLit(e)
	if !ok {
		return ""
	}
	u = strings.TrimSuffix(strings.ToLower(u), "s")
	switch u {
	case "day", "week", "month", "quarter", "year":
		return u
	}
	return ""
}

// fnTrinoDateDiffWhole reads Trino and Presto date_diff(unit, start, end)
// of two DATEs for month, quarter, year and week. Trino computes it with
// Joda-Time's field difference in UTC (DateTimeFunctions.diffDate:
// getDifferenceAsLong(end, start)): the month field counts the months
// from start that add_months_clamp can add without passing end (2024-01-31
// to 2024-02-29 is 1, to 2024-02-28 is 0), negated for an earlier end; the
// quarter field divides the months by 3 and the year field counts whole
// years, which is the months divided by 12, both toward zero; weeks are
// whole 7-day spans. DuckDB's date_sub gives the same for every pair of
// dates from 2023 to 2025 (run on DuckDB 1.5).
func fnTrinoDateDiffWhole(f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 || !fnIsDate(a[1]) || !fnIsDate(a[2]) {
		return "", nil, false
	}
	return wholeDiff(f, diffUnit(a[0]), "datediff_months_whole", a[2], a[1])
}

// wholeDiff is the difference of a whole-unit rule: canon (months) for a
// month, divided toward zero by 3 or 12 for a quarter or a year, and whole
// weeks of datediff_days.
func wholeDiff(f *ast.Func, unit, canon string, end, start ast.Expr) (string, []ast.Expr, bool) {
	sp := f.Span
	call := func(name string) ast.Expr {
		return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: name}}, Args: []ast.Expr{end, start}}
	}
	div := func(x ast.Expr, k int64) ast.Expr {
		return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: x, R: fnInt(sp, k)}
	}
	switch unit {
	case "month":
		return canon, []ast.Expr{end, start}, true
	case "quarter":
		return "", []ast.Expr{div(call(canon), 3)}, true
	case "year":
		return "", []ast.Expr{div(call(canon), 12)}, true
	case "week":
		return "", []ast.Expr{div(call("datediff_days"), 7)}, true
	case "day":
		return "datediff_days", []ast.Expr{end, start}, true
	}
	return "", nil, false
}

// fnDuckDateSub reads DuckDB date_sub(part, start, end) of two DATEs: the
// whole parts from start to end (DuckDB date functions: date_sub, "the
// number of complete partitions"), which is datediff_months_whole for
// months and its quarters and years (run on DuckDB 1.5 for every pair of
// dates from 2023 to 2025), whole weeks and days; the part by any of DuckDB's names for it
// (duckUnit).
func fnDuckDateSub(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 || !fnIsDate(a[1]) || !fnIsDate(a[2]) {
		return "", nil, false
	}
	return wholeDiff(f, duckDiffUnit(a[0]), "datediff_months_whole", a[2], a[1])
}

// fnDorisDiff reads Doris months_diff(end, start) (k 1), years_diff (k
// 12) and weeks_diff (k 7) of two DATEs. Doris counts the months from the
// year and month and takes one back when end's day of the month (and time)
// is before start's (after it, for an earlier end): datetime_diff in
// be/src/vec/runtime/vdatetime_value.h; its years compare the month and
// day the same way, which is the months divided by 12 toward zero, and
// its weeks are whole 7-day spans.
func fnDorisDiff(k int64) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != 2 || !fnIsDate(a[0]) || !fnIsDate(a[1]) {
			return "", nil, false
		}
		unit := map[int64]string{1: "month", 12: "year", 7: "week"}[k]
		return wholeDiff(f, unit, "datediff_months_days", a[0], a[1])
	}
}

// bqWeekEpoch is a date of 1900 on each weekday that starts BigQuery's
// weeks (1900-01-01 was a Monday; run on DuckDB 1.5: dayname).
var bqWeekEpoch = map[string]string{"SUNDAY": "1900-01-07", "MONDAY": "1900-01-01", "TUESDAY": "1900-01-02",
	"WEDNESDAY": "1900-01-03", "THURSDAY": "1900-01-04", "FRIDAY": "1900-01-05", "SATURDAY": "1900-01-06"}

// fnBQWeekDiff reads BigQuery DATE_DIFF(end, start, WEEK | WEEK(<weekday>)
// | ISOWEEK) of DATEs: the week boundaries between them, weeks starting on
// Sunday, on the weekday, or on Monday (BigQuery date functions:
// DATE_DIFF: DATE_DIFF(DATE '2017-12-18', DATE '2017-12-17', WEEK) is 0,
// with WEEK(MONDAY) and ISOWEEK 1: 2017-12-17, a Sunday, and 2017-12-18
// lie in one Sunday week). With w(d) = (datediff_days(d,
// epoch) + 700000) DIV 7, the weeks since a date of 1900 on the start day
// (the 700000 days, 100000 weeks, keep the dividend positive for every
// date from the year 1 on, so DIV rounds down), the count is w(end) -
// w(start).
func fnBQWeekDiff(f *ast.Func, end, start, part ast.Expr) (string, []ast.Expr, bool) {
	day := ""
	switch p := part.(type) {
	case *ast.ColumnRef:
		if len(p.Name) != 1 || p.Name[0].Quoted {
			return "", nil, false
		}
		switch strings.ToUpper(p.Name[0].Name) {
		case "WEEK":
			day = "SUNDAY"
		case "ISOWEEK":
			day = "MONDAY"
		}
	case *ast.Func:
		if len(p.Name) == 1 && strings.EqualFold(p.Name[0].Name, "week") && len(p.Args) == 1 {
			if r, ok := p.Args[0].(*ast.ColumnRef); ok && len(r.Name) == 1 && !r.Name[0].Quoted {
				day = strings.ToUpper(r.Name[0].Name)
			}
		}
	}
	epoch, ok := bqWeekEpoch[day]
	if !ok {
		return "", nil, false
	}
	sp := f.Span
	w := func(d ast.Expr) ast.Expr {
		e := &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: epoch}
		days := &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "datediff_days"}}, Args: []ast.Expr{d, e}}
		shifted := &ast.Binary{Span: sp, Op: ast.OpAdd, L: days, R: fnInt(sp, 700000)}
		return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: shifted, R: fnInt(sp, 7)}
	}
	return "", []ast.Expr{&ast.Binary{Span: sp, Op: ast.OpSub, L: w(end), R: w(start)}}, true
}

// emUnitDiff: name('unit', CAST(start AS DATE), CAST(end AS DATE)).
func emUnitDiff(name, unit string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		return c.f(name, c.str(unit), c.castDate(a[1]), c.castDate(a[0])), nil
	}
}

// emDorisMonthsDiff: Doris months_diff(CAST(end AS DATE), CAST(start AS
// DATE)).
func emDorisMonthsDiff(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("months_diff", c.castDate(a[0]), c.castDate(a[1])), nil
}

// emBQDateDiffDay: BigQuery DATE_DIFF(CAST(end AS DATE), CAST(start AS
// DATE), DAY), the days from start to end (BigQuery date functions:
// DATE_DIFF(DATE '2010-07-07', DATE '2008-12-25', DAY) is 559).
func emBQDateDiffDay(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_diff", c.castDate(a[0]), c.castDate(a[1]), c.snowPart("DAY")), nil
}

// emSnowDateDiffQuarter: Snowflake DATEDIFF(quarter, CAST(start AS DATE),
// CAST(end AS DATE)).
func emSnowDateDiffQuarter(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("datediff", c.snowPart("quarter"), c.castDate(a[1]), c.castDate(a[0])), nil
}

// emBQDateDiffQuarter: BigQuery DATE_DIFF(CAST(end AS DATE), CAST(start
// AS DATE), QUARTER).
func emBQDateDiffQuarter(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_diff", c.castDate(a[0]), c.castDate(a[1]), c.snowPart("QUARTER")), nil
}

// emQuartersParts writes datediff_quarters(end, start) as
//
//	CAST((year(end) - year(start)) * 4 + (q(end) - q(start)) AS BIGINT)
//
// where q(d) is CASE WHEN month(d) <= 3 THEN 0 WHEN month(d) <= 6 THEN 1
// WHEN month(d) <= 9 THEN 2 ELSE 3 END (no division, whose rounding and
// operand types differ between targets: PostgreSQL's EXTRACT is a
// NUMERIC).
func emQuartersParts(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	e, err := c.reused(a[0], a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	s, err := c.reused(a[1], a[1], a[1], a[1])
	if err != nil {
		return nil, err
	}
	year := func(x ast.Expr) (ast.Expr, error) { return c.spell("year", c.castDate(x)) }
	q := func(xs []ast.Expr) (ast.Expr, error) {
		var pairs []ast.Expr
		for i, bound := range []int64{3, 6, 9} {
			m, err := c.spell("month", c.castDate(xs[i]))
			if err != nil {
				return nil, err
			}
			pairs = append(pairs, c.bin(ast.OpLe, m, c.num(bound)), c.num(int64(i)))
		}
		return c.cases(c.num(3), pairs...), nil
	}
	ye, err := year(e[0])
	if err != nil {
		return nil, err
	}
	ys, err := year(s[0])
	if err != nil {
		return nil, err
	}
	qe, err := q(e[1:])
	if err != nil {
		return nil, err
	}
	qs, err := q(s[1:])
	if err != nil {
		return nil, err
	}
	years := c.bin(ast.OpMul, c.bin(ast.OpSub, ye, ys), c.num(4))
	return c.cast(c.bin(ast.OpAdd, years, c.bin(ast.OpSub, qe, qs)), ast.TypeBigInt), nil
}

// emWholeMonthsParts writes datediff_months_whole (lastDay) and
// datediff_months_days from the month boundaries m (emMonthsBetweenParts)
// and the days of the month:
//
//	CAST(m + CASE WHEN end < start AND day(end) > day(start) THEN <1>
//	              WHEN end >= start AND day(end) < day(start) THEN <-1>
//	              ELSE 0 END AS BIGINT)
//
// where for datediff_months_whole <1> is CASE WHEN day(start + 1) = 1
// THEN 0 ELSE 1 END (start is its month's last day, so the clamped day of
// end's month reaches it), and <-1> the same of end. The day after is only
// taken of a day before the other date's day, so never of 9999-12-31.
func emWholeMonthsParts(lastDay bool) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		m, err := emMonthsBetweenParts(c, a)
		if err != nil {
			return nil, err
		}
		e, err := c.reused(a[0], a[0], a[0], a[0], a[0], a[0])
		if err != nil {
			return nil, err
		}
		s, err := c.reused(a[1], a[1], a[1], a[1], a[1], a[1])
		if err != nil {
			return nil, err
		}
		day := func(x ast.Expr) (ast.Expr, error) { return c.spell("day", c.castDate(x)) }
		var days [4]ast.Expr
		for i, x := range []ast.Expr{e[0], s[0], e[1], s[1]} {
			if days[i], err = day(x); err != nil {
				return nil, err
			}
		}
		step := func(x ast.Expr, n int64) (ast.Expr, error) {
			if !lastDay {
				return c.num(n), nil
			}
			next, err := c.spell("date_add_days", c.castDate(x), c.num(1))
			if err != nil {
				return nil, err
			}
			dn, err := c.spell("day", next)
			if err != nil {
				return nil, err
			}
			return c.cases(c.num(n), c.bin(ast.OpEq, dn, c.num(1)), c.num(0)), nil
		}
		up, err := step(s[4], 1)
		if err != nil {
			return nil, err
		}
		down, err := step(e[4], -1)
		if err != nil {
			return nil, err
		}
		earlier := c.bin(ast.OpAnd, c.bin(ast.OpLt, c.castDate(e[2]), c.castDate(s[2])), c.bin(ast.OpGt, days[0], days[1]))
		later := c.bin(ast.OpAnd, c.bin(ast.OpGe, c.castDate(e[3]), c.castDate(s[3])), c.bin(ast.OpLt, days[2], days[3]))
		adj := c.cases(c.num(0), earlier, up, later, down)
		return c.cast(c.bin(ast.OpAdd, m, adj), ast.TypeBigInt), nil
	}
}

// unitsDiffMillis are the fixed-length units of datediff_units_whole and
// their milliseconds; its other units are the months and their multiples
// (unitsDiffMonths).
var unitsDiffMillis = map[string]int64{"millisecond": 1, "second": 1000, "minute": 60000, "hour": 3600000,
	"day": 86400000, "week": 7 * 86400000}

var unitsDiffMonths = map[string]int64{"month": 1, "quarter": 3, "year": 12}

// unitsDiffUnit is the unit of a datediff_units_whole call, the
// lower-case literal the rewrite writes (rewrite/trino_unit_arith.go).
func unitsDiffUnit(c *fnCtx, e ast.Expr) (string, error) {
	u, ok := fnStrLit(e)
	if ok && (unitsDiffMillis[u] != 0 || unitsDiffMonths[u] != 0) {
		return u, nil
	}
	return "", c.refuseAt(e, "datediff_units_whole takes the unit as one of the literals 'millisecond', 'second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'",
		"write the unit as a literal")
}

// emTrinoUnitsDiff writes datediff_units_whole(unit, end, start) as
// Trino's and Presto's own date_diff(unit, start, end).
func emTrinoUnitsDiff(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := unitsDiffUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	return c.f("date_diff", c.str(u), a[2], a[1]), nil
}

// emDuckUnitsDiff writes datediff_units_whole(unit, end, start) as
// DuckDB's date_sub(unit, date_trunc('millisecond', start),
// date_trunc('millisecond', end)): date_sub counts the complete parts
// between two timestamps, toward zero (DuckDB date functions, date_sub:
// "the number of complete partitions"), with the time of day, and
// date_trunc takes each down to its millisecond, as Trino floors the
// microseconds away. Run on DuckDB 1.5 against the reference executor's
// Trino date_diff for every unit over every ordered pair of 70 timestamps
// (month ends, February 29, 1969-12-31, times 00:00, 10:00, 10:00:00.0005,
// 10:00:00.5 and 23:59:59.999): the same counts.
func emDuckUnitsDiff(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := unitsDiffUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	ms := func(x ast.Expr) ast.Expr { return c.f("date_trunc", c.str("millisecond"), x) }
	return c.f("date_sub", c.str(u), ms(a[2]), ms(a[1])), nil
}

// emPGUnitsDiff writes datediff_units_whole(unit, end, start) for
// PostgreSQL. A fixed-length unit of k milliseconds is
//
//	CAST(div(floor(EXTRACT(EPOCH FROM end) * 1000) - floor(EXTRACT(EPOCH FROM start) * 1000), k) AS BIGINT)
//
// (PostgreSQL 15: EXTRACT(EPOCH FROM a timestamp) is an exact numeric of
// the seconds since 1970-01-01 without regard to time zone; floor takes it
// down to the millisecond, before 1970 too; div truncates toward zero).
// A month, quarter or year counts whole months from m, the month
// boundaries between them, on the timestamps taken down to the
// millisecond (date_trunc('milliseconds', x): e and s):
//
//	CASE WHEN e >= s THEN m - CASE WHEN s + m months > e THEN 1 ELSE 0 END
//	     ELSE m + CASE WHEN e - m months > s THEN 1 ELSE 0 END END
//
// m months added as add_months_clamp_ts adds them (the day clamped): a
// month is whole when adding it does not pass the later timestamp, and an
// earlier end negates the months from end to start; divided by 3 or 12
// toward zero for a quarter or a year (PostgreSQL's / of integers).
func emPGUnitsDiff(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := unitsDiffUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	return pgWholeUnits(c, u, a, false)
}

// pgWholeUnits is emPGUnitsDiff's form of the unit u, on the values taken
// down to the millisecond, or on the microseconds (us: a fixed unit of k
// microseconds is div(EXTRACT(EPOCH FROM end) * 1000000 -
// EXTRACT(EPOCH FROM start) * 1000000, k), both products whole numbers,
// and the months are counted on the values as they are).
func pgWholeUnits(c *fnCtx, u string, a []ast.Expr, us bool) (ast.Expr, error) {
	if us {
		if k := partsWholeMicros[u]; k != 0 {
			epochUs := func(x ast.Expr) ast.Expr {
				return c.bin(ast.OpMul, &ast.Extract{Span: c.sp, Field: "EPOCH", X: x}, c.num(1000000))
			}
			return c.cast(c.f("div", c.bin(ast.OpSub, epochUs(a[1]), epochUs(a[2])), c.num(k)), ast.TypeBigInt), nil
		}
	} else if k := unitsDiffMillis[u]; k != 0 {
		epochMs := func(x ast.Expr) ast.Expr {
			return c.f("floor", c.bin(ast.OpMul, &ast.Extract{Span: c.sp, Field: "EPOCH", X: x}, c.num(1000)))
		}
		return c.cast(c.f("div", c.bin(ast.OpSub, epochMs(a[1]), epochMs(a[2])), c.num(k)), ast.TypeBigInt), nil
	}
	const uses = 9
	es, err := c.reused(slices.Repeat([]ast.Expr{a[1]}, uses)...)
	if err != nil {
		return nil, err
	}
	ss, err := c.reused(slices.Repeat([]ast.Expr{a[2]}, uses)...)
	if err != nil {
		return nil, err
	}
	floorMs := func(x ast.Expr) ast.Expr {
		if us {
			return x
		}
		return c.f("date_trunc", c.str("milliseconds"), x)
	}
	next := 0
	months := func() (ast.Expr, error) {
		e1, e2, s1, s2 := es[next], es[next+1], ss[next], ss[next+1]
		next += 2
		ye, err := c.spell("year", e1)
		if err != nil {
			return nil, err
		}
		ys, err := c.spell("year", s1)
		if err != nil {
			return nil, err
		}
		me, err := c.spell("month", e2)
		if err != nil {
			return nil, err
		}
		ms, err := c.spell("month", s2)
		if err != nil {
			return nil, err
		}
		return c.cast(c.bin(ast.OpAdd, c.bin(ast.OpMul, c.bin(ast.OpSub, ye, ys), c.num(12)), c.bin(ast.OpSub, me, ms)), ast.TypeBigInt), nil
	}
	var m [3]ast.Expr
	for i := range m {
		if m[i], err = months(); err != nil {
			return nil, err
		}
	}
	ne, ns := next, next
	fe := func() ast.Expr { ne++; return floorMs(es[ne-1]) }
	fs := func() ast.Expr { ns++; return floorMs(ss[ns-1]) }
	later := c.bin(ast.OpGe, fe(), fs())
	upTo, err := c.spell("add_months_clamp_ts", fs(), m[1])
	if err != nil {
		return nil, err
	}
	over := c.cases(c.num(0), c.bin(ast.OpGt, upTo, fe()), c.num(1))
	back, err := c.spell("add_months_clamp_ts", fe(), c.neg(m[2]))
	if err != nil {
		return nil, err
	}
	under := c.cases(c.num(0), c.bin(ast.OpGt, back, fs()), c.num(1))
	n := c.cases(c.bin(ast.OpAdd, m[0], under), later, c.bin(ast.OpSub, ast.Clone(m[0]), over))
	if k := unitsDiffMonths[u]; k != 1 {
		n = c.bin(ast.OpDiv, n, c.num(k)) // of BIGINTs: toward zero
	}
	return n, nil
}

// unitsCrossedPerSecond are the units of datediff_units_crossed and how
// many of each make a second.
var unitsCrossedPerSecond = map[string]int64{"microsecond": 1000000, "millisecond": 1000, "second": 1}

// unitsCrossedUnit is the unit of a datediff_units_crossed call, the
// lower-case literal the rewrite writes (rewrite/duck_diff_time.go).
func unitsCrossedUnit(c *fnCtx, e ast.Expr) (string, error) {
	u, ok := fnStrLit(e)
	if ok && unitsCrossedPerSecond[u] != 0 {
		return u, nil
	}
	return "", c.refuseAt(e, "datediff_units_crossed takes the unit as one of the literals 'microsecond', 'millisecond', 'second'",
		"write the unit as a literal")
}

// emDuckUnitsCrossed writes datediff_units_crossed(unit, end, start) as
// DuckDB's own date_diff(unit, start, end).
func emDuckUnitsCrossed(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := unitsCrossedUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	return c.f("date_diff", c.str(u), a[2], a[1]), nil
}

// emPGUnitsCrossed writes datediff_units_crossed(unit, end, start) for
// PostgreSQL as
//
//	CAST(floor(EXTRACT(EPOCH FROM end) * k) - floor(EXTRACT(EPOCH FROM start) * k) AS BIGINT)
//
// with k the units of a second (no product for seconds): PostgreSQL 15's
// EXTRACT(EPOCH FROM a timestamp) is an exact numeric of the seconds since
// 1970-01-01 without regard to time zone, to the microsecond, and floor
// takes it down before 1970 too (run on PostgreSQL 15 against DuckDB 1.5's
// date_diff in conformance/dates/duckdb_date_diff_units_crossed.txtar).
func emPGUnitsCrossed(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := unitsCrossedUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	k := unitsCrossedPerSecond[u]
	floored := func(x ast.Expr) ast.Expr {
		var e ast.Expr = &ast.Extract{Span: c.sp, Field: "EPOCH", X: x}
		if k != 1 {
			e = c.bin(ast.OpMul, e, c.num(k))
		}
		return c.f("floor", e)
	}
	return c.cast(c.bin(ast.OpSub, floored(a[1]), floored(a[2])), ast.TypeBigInt), nil
}

// partsWholeMicros are the fixed-length units of datediff_parts_whole and
// their microseconds; its other units are unitsDiffMonths'.
var partsWholeMicros = map[string]int64{"microsecond": 1, "millisecond": 1000, "second": 1000000, "minute": 60000000,
	"hour": 3600000000, "day": 86400000000, "week": 7 * 86400000000}

// partsWholeUnit is the unit of a datediff_parts_whole call, the
// lower-case literal the rewrite writes (rewrite/duck_diff_time.go).
func partsWholeUnit(c *fnCtx, e ast.Expr) (string, error) {
	u, ok := fnStrLit(e)
	if ok && (partsWholeMicros[u] != 0 || unitsDiffMonths[u] != 0) {
		return u, nil
	}
	return "", c.refuseAt(e, "datediff_parts_whole takes the unit as one of the literals 'microsecond', 'millisecond', 'second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'",
		"write the unit as a literal")
}

// emDuckPartsWhole writes datediff_parts_whole(unit, end, start) as
// DuckDB's own date_sub(unit, start, end).
func emDuckPartsWhole(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := partsWholeUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	return c.f("date_sub", c.str(u), a[2], a[1]), nil
}

// emPGPartsWhole writes datediff_parts_whole(unit, end, start) for
// PostgreSQL as emPGUnitsDiff does, on the microseconds (pgWholeUnits);
// run on PostgreSQL 15 against DuckDB 1.5's date_sub in
// conformance/dates/duckdb_date_sub_timestamps.txtar.
func emPGPartsWhole(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	u, err := partsWholeUnit(c, a[0])
	if err != nil {
		return nil, err
	}
	return pgWholeUnits(c, u, a, true)
}
