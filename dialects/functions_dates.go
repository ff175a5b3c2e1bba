package dialects

// Month arithmetic. Dialects agree on adding days; they differ on adding
// months where the day does not exist in the target month, and on a
// month's last day:
//
//   - add_months_last_day (Hive add_months, Snowflake ADD_MONTHS): the
//     last day of a month gives the last day of the target month, so
//     2024-02-29 + 1 month is 2024-03-31 (Hive LanguageManual UDF, date
//     functions: add_months; Snowflake ADD_MONTHS usage notes: "if the
//     original day is the last day of the month, the result day is the
//     last day of the result month", a difference from DATEADD they state);
//   - add_months_clamp (Spark 3 add_months, Spark 3.0 migration guide: it
//     "does not adjust the resulting date to a last day of month";
//     Snowflake DATEADD(month, ...); Trino date_add('month', ...);
//     BigQuery DATE_ADD(d, INTERVAL n MONTH), whose reference says the
//     result is the last date of a shorter month; PostgreSQL and DuckDB
//     date + interval, run on PostgreSQL 15 and DuckDB 1.5): only the day
//     is clamped to the target month's length, so 2024-02-29 + 1 month is
//     2024-03-29 and 2024-01-31 + 1 month is 2024-02-29.
//
// Doris months_add clamps too: it "is consistent with ... MySQL's
// date_add function when using MONTH as the unit" (Doris documentation,
// MONTHS_ADD), whose day is "adjusted to the maximum days in the new
// month" only when it is larger (MySQL reference, DATE_ADD).
//
// Each rule is written exactly with the other and days arithmetic (see
// emLastDayViaClamp and emClampViaLastDay). Where a target has neither
// (ANSI SQL's date + INTERVAL raises for a day the target month lacks;
// Drill does not document what a month's last day gives), the call is
// refused with CodeMonthRule, naming both rules.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// CodeMonthRule: the target cannot express the source's rule for adding
// months (what a month's last day, or a day the target month lacks, gives).
const CodeMonthRule = "T099"

const (
	ruleLastDay = "keeps a month's last day last (2024-02-29 plus one month is 2024-03-31)"
	ruleClamp   = "only clamps the day to the target month's length (2024-02-29 plus one month is 2024-03-29)"
)

// emMonthNo refuses month arithmetic for a target whose rule differs or is
// not documented; theirs says what the target does.
func emMonthNo(theirs string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		ours := ruleClamp
		if c.canon == "add_months_last_day" {
			ours = ruleLastDay
		}
		return nil, &diag.Diagnostic{Severity: diag.Error, Code: CodeMonthRule, Span: c.sp,
			Message: fmt.Sprintf("%s %s, but %s %s", c.canon, ours, c.d.Name, theirs),
			Hint:    "compute the month arithmetic in a dialect that has the rule (Hive or Snowflake ADD_MONTHS keep the last day, Spark, Trino, PostgreSQL or DuckDB clamp)"}
	}
}

// emLastDayViaClamp writes add_months_last_day(d, n) with clamping month
// arithmetic: the day after a month's last day is the first of the next
// month, and the day before that month plus n months is the last day of
// the target month:
//
//	CASE WHEN day(d + 1) = 1 THEN add_months_clamp(d + 1, n) - 1
//	     ELSE add_months_clamp(d, n) END
func emLastDayViaClamp(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	d, err := c.reused(a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	n, err := c.reused(a[1], a[1])
	if err != nil {
		return nil, err
	}
	next := func(x ast.Expr) (ast.Expr, error) { return c.spell("date_add_days", x, c.num(1)) }
	n1, err := next(d[0])
	if err != nil {
		return nil, err
	}
	dayNext, err := c.spell("day", n1)
	if err != nil {
		return nil, err
	}
	n2, err := next(d[1])
	if err != nil {
		return nil, err
	}
	fromNext, err := c.spell("add_months_clamp", n2, n[0])
	if err != nil {
		return nil, err
	}
	last, err := c.spell("date_sub_days", fromNext, c.num(1))
	if err != nil {
		return nil, err
	}
	plain, err := c.spell("add_months_clamp", d[2], n[1])
	if err != nil {
		return nil, err
	}
	return c.cases(plain, c.bin(ast.OpEq, dayNext, c.num(1)), last), nil
}

// emClampViaLastDay writes add_months_clamp(d, n) with Hive's add_months
// (x): the two differ only for a month's last day d when the target month
// is longer, where x is the target month's last day and the clamped
// result is day(d) of that month:
//
//	CASE WHEN day(x) > day(d) THEN date_sub_days(x, day(x) - day(d)) ELSE x END
func emClampViaLastDay(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	d, err := c.reused(a[0], a[0], a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	n, err := c.reused(a[1], a[1], a[1])
	if err != nil {
		return nil, err
	}
	var xs [3]ast.Expr
	var dd [2]ast.Expr
	for i := range xs {
		if xs[i], err = c.spell("add_months_last_day", d[i], n[i]); err != nil {
			return nil, err
		}
	}
	for i := range dd {
		if dd[i], err = c.spell("day", d[3+i]); err != nil {
			return nil, err
		}
	}
	dx0, err := c.spell("day", xs[0])
	if err != nil {
		return nil, err
	}
	dx1, err := c.spell("day", ast.Clone(xs[1]))
	if err != nil {
		return nil, err
	}
	back, err := c.spell("date_sub_days", xs[1], c.bin(ast.OpSub, dx1, dd[1]))
	if err != nil {
		return nil, err
	}
	return c.cases(xs[2], c.bin(ast.OpGt, dx0, dd[0]), back), nil
}

// emAddMonthsSnow: Snowflake ADD_MONTHS(CAST(d AS DATE), n) (a DATE in,
// a DATE out).
func emAddMonthsSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("add_months", c.castDate(a[0]), a[1]), nil
}

// emMonthsAddUnit: Trino date_add('month', n, CAST(d AS DATE)).
func emMonthsAddUnit(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_add", c.str("month"), a[1], c.castDate(a[0])), nil
}

// emMonthsPlus: PostgreSQL and DuckDB CAST(CAST(d AS DATE) + n * INTERVAL
// '1' MONTH AS DATE) (a date plus an interval is a timestamp there).
func emMonthsPlus(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	iv := &ast.Interval{Span: c.sp, Value: c.str("1"), Unit: "MONTH"}
	return c.cast(c.bin(ast.OpAdd, c.castDate(a[0]), c.bin(ast.OpMul, a[1], iv)), ast.TypeDate), nil
}

// emMonthsAddInterval: BigQuery DATE_ADD(CAST(d AS DATE), INTERVAL n MONTH).
func emMonthsAddInterval(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_add", c.castDate(a[0]), &ast.Interval{Span: c.sp, Value: a[1], Unit: "MONTH"}), nil
}

// snowUnit is a Snowflake date part as the canonical unit name: day or
// month (Snowflake, supported date and time parts), written bare
// (DATEADD(day, ...)) or as a string.
func snowUnit(e ast.Expr) string {
	var u string
	switch e := e.(type) {
	case *ast.ColumnRef:
		if len(e.Name) != 1 || e.Name[0].Quoted {
			return ""
		}
		u = e.Name[0].Name
	case *ast.Literal:
		if e.Kind != ast.LitString {
			return ""
		}
		u = e.Value
	default:
		return ""
	}
	switch strings.ToLower(u) {
	case "day", "days", "d", "dd", "dayofmonth":
		return "day"
	case "month", "months", "mm", "mon", "mons":
		return "month"
	case "quarter", "quarters", "q", "qtr", "qtrs":
		return "quarter"
	case "year", "years", "y", "yy", "yyy", "yyyy", "yr", "yrs":
		return "year"
	}
	return ""
}

// unitMonths is the number of months in a unit of month arithmetic: a
// quarter is 3, a year 12 (adding a year clamps the day as adding twelve
// months does: both keep the day, clamped to the same target month); 0
// for another unit.
var unitMonths = map[string]int64{"month": 1, "quarter": 3, "year": 12}

// fnScaleMonths is n units of k months each as a number of months.
func fnScaleMonths(n ast.Expr, k int64) ast.Expr {
	if k == 1 {
		return n
	}
	sp := n.SpanOf()
	if v, ok := fnIntLit(n); ok && v > -1<<31 && v < 1<<31 {
		return fnInt(sp, v*k)
	}
	return &ast.Binary{Span: sp, Op: ast.OpMul, L: n, R: fnInt(sp, k)}
}

// fnYearsBetween is CAST(year(end) - year(start) AS BIGINT): the year
// boundaries from start to end, which Snowflake DATEDIFF(year, ...),
// DuckDB date_diff('year', ...) and BigQuery DATE_DIFF(..., YEAR) count,
// as an integer (DuckDB's date_diff is a BIGINT, run on DuckDB 1.5;
// PostgreSQL's EXTRACT, which spells year there, is a numeric, run on
// PostgreSQL 15).
func fnYearsBetween(sp ast.Span, end, start ast.Expr) ast.Expr {
	year := func(x ast.Expr) ast.Expr {
		if !fnIsDate(x) {
			// a timestamp's date has its year (DuckDB's date_diff takes both)
			x = &ast.Cast{Span: x.SpanOf(), X: x, Type: &ast.TypeName{Span: x.SpanOf(), Kind: ast.TypeDate}}
		}
		return &ast.Func{Span: x.SpanOf(), Name: ast.QName{{Span: sp, Name: "year"}}, Args: []ast.Expr{x}}
	}
	diff := &ast.Binary{Span: sp, Op: ast.OpSub, L: year(end), R: year(start)}
	return &ast.Cast{Span: sp, X: diff, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
}

func (c *fnCtx) snowPart(unit string) ast.Expr {
	return &ast.ColumnRef{Span: c.sp, Name: ast.QName{{Span: c.sp, Name: unit}}}
}

// emSnowDateAdd: Snowflake DATEADD(day, n, CAST(d AS DATE)), a DATE
// (Snowflake DATEADD: a DATE plus a day or larger part is a DATE).
func emSnowDateAdd(unit string, negate bool) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		n := a[1]
		if negate {
			n = c.neg(n)
		}
		return c.f("dateadd", c.snowPart(unit), n, c.castDate(a[0])), nil
	}
}

// emSnowDateDiff: Snowflake DATEDIFF(day, CAST(start AS DATE), CAST(end
// AS DATE)), end - start in days for dates.
func emSnowDateDiff(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("datediff", c.snowPart("day"), c.castDate(a[1]), c.castDate(a[0])), nil
}

// fnSnowDateAdd reads Snowflake DATEADD(part, n, d) (and TIMESTAMPADD) of
// a DATE d: day as date_add_days, month as add_months_clamp, a quarter or
// a year as 3 or 12 months (DATEADD usage notes: for year, quarter and
// month the result day is clamped to the result month). Other parts,
// and a d not known to be a DATE (a timestamp gives a timestamp), are
// Snowflake's own.
func fnSnowDateAdd(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) == 3 && fnIsTimestampCast(a[2]) && !fnFraction(a[1]) {
		// months of a TIMESTAMP: the time kept, the day clamped
		// (emTsMonthsSnow)
		if u := snowUnit(a[0]); unitMonths[u] != 0 {
			return "add_months_clamp_ts", []ast.Expr{a[2], fnScaleMonths(a[1], unitMonths[u])}, true
		}
	}
	if len(a) != 3 || !fnIsDate(a[2]) || fnFraction(a[1]) {
		return "", nil, false
	}
	switch u := snowUnit(a[0]); u {
	case "day":
		return "date_add_days", []ast.Expr{a[2], a[1]}, true
	case "month", "quarter", "year":
		return "add_months_clamp", []ast.Expr{a[2], fnScaleMonths(a[1], unitMonths[u])}, true
	}
	return "", nil, false
}

// fnSnowDateDiff reads Snowflake DATEDIFF(day, start, end) (and
// TIMESTAMPDIFF) of two DATEs as datediff_days(end, start), and
// DATEDIFF(month, start, end) as datediff_months(end, start): Snowflake
// counts the unit's boundaries, smaller units unused (DATEDIFF usage
// notes: DATEDIFF(month, '2021-01-01'::DATE, '2021-02-28'::DATE) is 1),
// DATEDIFF(quarter, start, end) as datediff_quarters(end, start) and
// DATEDIFF(year, start, end) as year(end) - year(start).
func fnSnowDateDiff(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 || !fnIsDate(a[1]) || !fnIsDate(a[2]) {
		return "", nil, false
	}
	switch snowUnit(a[0]) {
	case "day":
		return canon, []ast.Expr{a[2], a[1]}, true
	case "month":
		return "datediff_months", []ast.Expr{a[2], a[1]}, true
	case "quarter":
		return "datediff_quarters", []ast.Expr{a[2], a[1]}, true
	case "year":
		return "", []ast.Expr{fnYearsBetween(f.Span, a[2], a[1])}, true
	}
	return "", nil, false
}

// emSnowDateDiffMonth: Snowflake DATEDIFF(month, CAST(start AS DATE),
// CAST(end AS DATE)).
func emSnowDateDiffMonth(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("datediff", c.snowPart("month"), c.castDate(a[1]), c.castDate(a[0])), nil
}

// emDuckDateDiffMonth: DuckDB date_diff('month', CAST(start AS DATE),
// CAST(end AS DATE)), the month boundaries between them (DuckDB date
// functions: date_diff, "the number of partition boundaries").
func emDuckDateDiffMonth(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_diff", c.str("month"), c.castDate(a[1]), c.castDate(a[0])), nil
}

// emMonthsBetweenParts: (year(end) - year(start)) * 12 + (month(end) -
// month(start)), in each target's year and month.
func emMonthsBetweenParts(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	e, err := c.reused(a[0], a[0])
	if err != nil {
		return nil, err
	}
	s, err := c.reused(a[1], a[1])
	if err != nil {
		return nil, err
	}
	var parts [4]ast.Expr
	for i, p := range []struct {
		fn string
		x  ast.Expr
	}{{"year", e[0]}, {"year", s[0]}, {"month", e[1]}, {"month", s[1]}} {
		if parts[i], err = c.spell(p.fn, c.castDate(p.x)); err != nil {
			return nil, err
		}
	}
	years := c.bin(ast.OpMul, c.bin(ast.OpSub, parts[0], parts[1]), c.num(12))
	return c.bin(ast.OpAdd, years, c.bin(ast.OpSub, parts[2], parts[3])), nil
}

// fnSnowAddMonths reads Snowflake ADD_MONTHS(d, n) of a DATE d (a
// timestamp gives a timestamp).
func fnSnowAddMonths(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || !fnIsDate(a[0]) || fnFraction(a[1]) {
		return "", nil, false
	}
	return canon, a, true
}

// fnAddMonths reads Hive and Spark add_months(d, n) (a DATE whatever d
// is); an n that may have a fraction (fnFraction) is left as the
// dialect's own.
func fnAddMonths(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || fnFraction(a[1]) {
		return "", nil, false
	}
	return canon, a, true
}

// fnFraction: n may have a fraction: a DECIMAL or DOUBLE literal, an
// always-fractional division (Hive, Spark and Snowflake "/"), or a cast to
// a float or to a DECIMAL with a scale. The source drops the fraction
// (Hive and Spark truncate to an integer); PostgreSQL and DuckDB would add
// a fraction of a month (n * INTERVAL '1' MONTH), so such an n is not read.
func fnFraction(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok {
		e = u.X
	}
	switch e := e.(type) {
	case *ast.Literal:
		return e.Kind == ast.LitDecimal || e.Kind == ast.LitDouble
	case *ast.Binary:
		return e.Op == ast.OpDivFrac
	case *ast.Cast:
		if e.Type == nil {
			return false
		}
		switch e.Type.Kind {
		case ast.TypeReal, ast.TypeDouble:
			return true
		case ast.TypeDecimal:
			return len(e.Type.Params) == 2 && e.Type.Params[1] > 0
		}
	}
	return false
}

// castDate is CAST(x AS DATE), or x when it is known to be a DATE (so a
// translation read back and written again is unchanged).
func (c *fnCtx) castDate(x ast.Expr) ast.Expr {
	if fnIsDate(x) {
		return x
	}
	return c.cast(x, ast.TypeDate)
}

// intervalPart is the quantity and unit (DAY, WEEK, MONTH, QUARTER, YEAR)
// of BigQuery's INTERVAL n part argument; ok false for another form.
func intervalPart(e ast.Expr) (n ast.Expr, unit string, ok bool) {
	iv, isIv := e.(*ast.Interval)
	if !isIv || iv.Value == nil || iv.ToUnit != "" || fnFraction(iv.Value) {
		return nil, "", false
	}
	if l, isLit := iv.Value.(*ast.Literal); isLit && l.Kind == ast.LitString {
		return nil, "", false // a string quantity ('1 month') is not BigQuery's INT64
	}
	return iv.Value, strings.ToUpper(iv.Unit), true
}

// fnBQDateAdd reads BigQuery DATE_ADD(d, INTERVAL n part) and DATE_SUB
// (negate), whose d is a DATE and whose result is a DATE (BigQuery date
// functions: DATE_ADD, DATE_SUB): DAY and WEEK (7 days) as date_add_days
// and date_sub_days, MONTH, QUARTER and YEAR as add_months_clamp of 1, 3
// or 12 months each ("if the date is at (or near) the last day of the
// month, the result is the last day of the new month" where that month is
// shorter: the day is clamped; DATE_ADD(DATE '2008-12-25', INTERVAL 5
// DAY) is 2008-12-30).
func fnBQDateAdd(negate bool) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != 2 {
			return "", nil, false
		}
		n, unit, ok := intervalPart(a[1])
		if !ok {
			return "", nil, false
		}
		switch unit {
		case "DAY":
			return canon, []ast.Expr{a[0], n}, true
		case "WEEK":
			return canon, []ast.Expr{a[0], fnScaleMonths(n, 7)}, true
		case "MONTH", "QUARTER", "YEAR":
			m := fnScaleMonths(n, unitMonths[strings.ToLower(unit)])
			if negate {
				m = &ast.Unary{Span: m.SpanOf(), Op: ast.OpNeg, X: m}
			}
			return "add_months_clamp", []ast.Expr{a[0], m}, true
		}
		return "", nil, false
	}
}

// fnBQDateDiff reads BigQuery DATE_DIFF(end, start, part) of DATEs, the
// part boundaries between them (BigQuery date functions: DATE_DIFF "gets
// the number of unit boundaries between two DATE values"): DAY as
// datediff_days(end, start), MONTH as datediff_months(end, start), YEAR as
// year(end) - year(start), QUARTER as datediff_quarters(end, start), WEEK,
// WEEK(<weekday>) and ISOWEEK as week boundaries (fnBQWeekDiff).
func fnBQDateDiff(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 {
		return "", nil, false
	}
	ref, ok := a[2].(*ast.ColumnRef)
	if !ok || len(ref.Name) != 1 || ref.Name[0].Quoted {
		return fnBQWeekDiff(f, a[0], a[1], a[2]) // WEEK(<weekday>): date_diffs.go
	}
	switch strings.ToUpper(ref.Name[0].Name) {
	case "DAY":
		return canon, []ast.Expr{a[0], a[1]}, true
	case "MONTH":
		return "datediff_months", []ast.Expr{a[0], a[1]}, true
	case "QUARTER":
		return "datediff_quarters", []ast.Expr{a[0], a[1]}, true
	case "YEAR":
		return "", []ast.Expr{fnYearsBetween(f.Span, a[0], a[1])}, true
	case "WEEK", "ISOWEEK":
		return fnBQWeekDiff(f, a[0], a[1], a[2]) // date_diffs.go
	}
	return "", nil, false
}

// emLastDayViaLastDay writes add_months_last_day(d, n) for BigQuery and
// Doris with their LAST_DAY (the last day of the date's month: BigQuery
// date functions, LAST_DAY; Doris LAST_DAY) and clamping month
// arithmetic: the clamped sum of a month's last day lies in the target
// month, whose last day is the answer.
//
//	CASE WHEN d = last_day(d) THEN last_day(add_months_clamp(d, n))
//	     ELSE add_months_clamp(d, n) END
//
// emLastDayViaClamp's day after d would raise for 9999-12-31, the last
// date of both.
func emLastDayViaLastDay(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	d, err := c.reused(a[0], a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	n, err := c.reused(a[1], a[1])
	if err != nil {
		return nil, err
	}
	toLast, err := c.spell("add_months_clamp", d[2], n[0])
	if err != nil {
		return nil, err
	}
	plain, err := c.spell("add_months_clamp", d[3], n[1])
	if err != nil {
		return nil, err
	}
	isLast := c.bin(ast.OpEq, c.castDate(d[0]), c.f("last_day", c.castDate(d[1])))
	return c.cases(plain, isLast, c.f("last_day", toLast)), nil
}

// CodeMonthsBetween: months_between's fractional rule has no spelling in
// the target.
const CodeMonthsBetween = "T103"

// fnMonthsBetween reads Hive and Spark months_between(end, start) of two
// DATEs (Spark's third argument, roundOff, only when it is TRUE, the
// default). Both give a whole number when the days are the same or both
// are their month's last day, else a fraction of a 31-day month, rounded
// to 8 decimal places (Hive LanguageManual UDF, date functions:
// months_between; Spark SQL functions: months_between). A timestamp's
// time of day also counts there, so other arguments are left as the
// dialect's own.
func fnMonthsBetween(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) == 3 {
		if l, ok := a[2].(*ast.Literal); !ok || l.Kind != ast.LitBool || !strings.EqualFold(l.Value, "true") {
			return "", nil, false
		}
		a = a[:2]
	}
	if len(a) != 2 || !fnIsDate(a[0]) || !fnIsDate(a[1]) {
		return "", nil, false
	}
	return canon, a, true
}

// emMonthsBetween: Hive and Spark months_between(CAST(end AS DATE),
// CAST(start AS DATE)).
func emMonthsBetween(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("months_between", c.castDate(a[0]), c.castDate(a[1])), nil
}

// emMonthsBetweenNo refuses months_between where the target has no
// function of the same rule: Snowflake's and Doris's MONTHS_BETWEEN do
// not document the rounding to 8 places; the others have none.
func emMonthsBetweenNo(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return nil, &diag.Diagnostic{Severity: diag.Error, Code: CodeMonthsBetween, Span: c.sp,
		Message: fmt.Sprintf("months_between (Hive, Spark) counts a fraction of a 31-day month rounded to 8 places, a rule %s has no function for", c.d.Name),
		Hint:    "compute it in Hive or Spark, or count whole months with a month difference (Snowflake DATEDIFF(month, ...), DuckDB date_diff('month', ...))"}
}

// emMonthsAddDoris: Doris months_add(CAST(d AS DATE), n), a DATE for a
// DATE (Doris MONTHS_ADD: the result has the argument's type).
func emMonthsAddDoris(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("months_add", c.castDate(a[0]), a[1]), nil
}

// fnDorisMonthsAdd reads Doris months_add(d, n), months_sub, years_add,
// years_sub, quarters_add and quarters_sub (k months a unit; negate for
// _sub) of a DATE d as add_months_clamp (Doris MONTHS_ADD, YEARS_ADD: the
// day clamped to the target month, as MySQL's date_add; QUARTERS_ADD: a
// quarter is 3 months, a DATE gives a DATE, and 2020-01-31 plus one
// quarter is 2020-04-30). A DATETIME d gives a DATETIME, and an n that may
// have a fraction is not read.
func fnDorisMonthsAdd(k int64, negate bool) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		ts := len(a) == 2 && fnIsTimestampCast(a[0])
		if len(a) != 2 || !(fnIsDate(a[0]) || ts) || fnFraction(a[1]) {
			return "", nil, false
		}
		n := fnScaleMonths(a[1], k)
		if negate {
			n = &ast.Unary{Span: n.SpanOf(), Op: ast.OpNeg, X: n}
		}
		if ts {
			// a DATETIME keeps its time (emTsMonthsDoris)
			return "add_months_clamp_ts", []ast.Expr{a[0], n}, true
		}
		return canon, []ast.Expr{a[0], n}, true
	}
}

// fnDorisWeeksAdd reads Doris weeks_add(d, n) and weeks_sub(d, n) of a
// DATE d as date_add_days and date_sub_days of 7 * n days (Doris
// WEEKS_ADD: a week is seven days, a DATE gives a DATE). A DATETIME d
// gives a DATETIME, and an n that may have a fraction is not read.
func fnDorisWeeksAdd(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || !fnIsDate(a[0]) || fnFraction(a[1]) {
		return "", nil, false
	}
	return canon, []ast.Expr{a[0], fnScaleMonths(a[1], 7)}, true
}

// emTsMonthsPlus writes add_months_clamp_ts(ts, n) as ts + n * INTERVAL
// '1' MONTH: PostgreSQL and DuckDB (run on PostgreSQL 15 and DuckDB 1.5:
// TIMESTAMP '2024-01-31 10:00:00' + INTERVAL '1' MONTH is 2024-02-29
// 10:00:00), Trino and Presto (date and time operators: timestamp
// '2012-10-31 01:00' + interval '1' month is 2012-11-30 01:00:00.000) and
// Spark (DateTimeUtils.timestampAddMonths: the day clamped, the local
// time kept).
func emTsMonthsPlus(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	iv := &ast.Interval{Span: c.sp, Value: c.str("1"), Unit: "MONTH"}
	return c.bin(ast.OpAdd, a[0], c.bin(ast.OpMul, a[1], iv)), nil
}

// emTzInSessionSame writes tz_in_session(x) as x: PostgreSQL and DuckDB
// read every TIMESTAMPTZ in the session's time zone.
func emTzInSessionSame(c *fnCtx, a []ast.Expr) (ast.Expr, error) { return a[0], nil }

// emTzInSessionTrino writes tz_in_session(x) as Trino's at_timezone(x,
// current_timezone()): the instant x with the session's zone (Trino
// documentation, at_timezone; current_timezone "returns the current time
// zone"), whose fields and casts Trino reads on that zone's clock, where
// it reads a value's own zone otherwise ("rendered using the time zone
// from the value").
func emTzInSessionTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("at_timezone", a[0], c.f("current_timezone")), nil
}

// emTzAddDaysTrino writes tz_add_days_session(x, n) as Trino's
// date_add('day', n, at_timezone(x, current_timezone())): date_add adds a
// day on the calendar of the value's zone (Trino documentation,
// date_add; its DateAdd reads the unit's field of the value's
// chronology), which at_timezone makes the session's, and Joda-Time's
// zoned field reads the moved wall-clock time with the value's own offset
// where that offset is valid for it (DateTimeZone.convertLocalToUTC(local,
// false, originalInstant)), else as a skipped time, with the offset
// before the change: as DuckDB's ICU Calendar add does (ICU's
// Calendar::add keeps the wall time by the difference of the offsets
// before and after, and its default UCAL_WALLTIME_LAST for a skipped
// one; run on DuckDB 1.5 in America/New_York and Europe/Berlin).
func emTzAddDaysTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("date_add", c.str("day"), a[1], c.f("at_timezone", a[0], c.f("current_timezone"))), nil
}

// emTzAddDaysPG writes tz_add_days_session(x, n), DuckDB's day
// arithmetic of a TIMESTAMPTZ, for PostgreSQL as ICU's Calendar::add of
// days, which DuckDB calls (DuckDB source, extension/icu/icu-dateadd.cpp;
// ICU source, Calendar::add, which keeps the wall time invariant, with
// its default UCAL_WALLTIME_LAST for a skipped time): r1, x moved by n
// days of 24 hours, when its time of day is x's (the offset did not
// change, or a time the autumn change repeats is read with the value's
// own offset, where PostgreSQL's x + n days reads it with the offset
// after the change); else r2, r1 moved by the difference of the two
// offsets, when its time of day is x's or that difference is positive;
// else r1 (a time a spring change skips, left as first moved):
//
//	CASE WHEN CAST(r1 AS TIME) = CAST(x AS TIME) THEN r1
//	     WHEN adj > 0 OR CAST(r2 AS TIME) = CAST(x AS TIME) THEN r2
//	     ELSE r1 END
//
// with r1 = x + INTERVAL '24n' HOUR, adj = EXTRACT(TIMEZONE FROM x) -
// EXTRACT(TIMEZONE FROM r1), the offsets in seconds in the session's
// zone, and r2 = r1 + adj * INTERVAL '1' SECOND (PostgreSQL reads a
// TIMESTAMPTZ's time of day and offset in the session's zone, and adds an
// interval of hours or seconds as elapsed time). ICU takes the difference
// modulo a day, which for the offsets of one zone changes it only when it
// is a whole day, where the first arm holds. A NULL x or n is NULL in
// each arm. Run on PostgreSQL 15 against DuckDB 1.5.6 in several zones
// around their changes (TestPgDuckZonedEngines).
func emTzAddDaysPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if _, err := c.reused(a[0]); err != nil {
		return nil, err // read 13 times
	}
	x := func() ast.Expr { return ast.Clone(a[0]) }
	op, day := ast.OpAdd, ast.Expr(nil)
	if n, ok := fnIntLit(a[1]); ok {
		if n < 0 {
			op, n = ast.OpSub, -n
		}
		day = &ast.Interval{Span: c.sp, Value: c.str(strconv.FormatInt(24*n, 10)), Unit: "HOUR"}
	} else {
		r, err := c.reused(a[1])
		if err != nil {
			return nil, err
		}
		day = c.bin(ast.OpMul, r[0], &ast.Interval{Span: c.sp, Value: c.str("24"), Unit: "HOUR"})
	}
	r1 := func() ast.Expr { return c.bin(op, x(), ast.Clone(day)) }
	timeOf := func(e ast.Expr) ast.Expr { return c.cast(e, ast.TypeTime) }
	offset := func(e ast.Expr) ast.Expr { return &ast.Extract{Span: c.sp, Field: "TIMEZONE", X: e} }
	adj := func() ast.Expr { return c.bin(ast.OpSub, offset(x()), offset(r1())) }
	r2 := func() ast.Expr {
		return c.bin(ast.OpAdd, r1(), c.bin(ast.OpMul, adj(), &ast.Interval{Span: c.sp, Value: c.str("1"), Unit: "SECOND"}))
	}
	return c.cases(r1(),
		c.bin(ast.OpEq, timeOf(r1()), timeOf(x())), r1(),
		c.or(c.bin(ast.OpGt, adj(), c.num(0)), c.bin(ast.OpEq, timeOf(r2()), timeOf(x()))), r2()), nil
}

// emTzInSessionSnow writes tz_in_session(x) as Snowflake's
// to_timestamp_ltz(x): a TIMESTAMP_LTZ, whose fields, truncation and
// casts Snowflake reads in the session's time zone (Snowflake
// documentation, TIMESTAMP_LTZ: "operations are performed in the current
// session's time zone"), where a TIMESTAMP_TZ, which PostgreSQL's
// TIMESTAMPTZ is written as, keeps the offset it was stored with.
func emTzInSessionSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("to_timestamp_ltz", a[0]), nil
}

// emTzInUTCSnow writes tz_in_utc(x) as Snowflake's CONVERT_TIMEZONE('UTC',
// x): the 2-argument form converts the instant x (its zone taken from the
// value, a TIMESTAMP_LTZ's from the session) to the target zone and
// returns a TIMESTAMP_TZ (Snowflake documentation, CONVERT_TIMEZONE:
// "For the 2-argument version, returns a value of type TIMESTAMP_TZ"),
// whose operations "are performed with the time zone offset specific to
// each record" (Snowflake documentation, date and time data types,
// TIMESTAMP_TZ): its fields, its date, time and TIMESTAMP_NTZ casts read
// the clock of UTC.
func emTzInUTCSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("convert_timezone", c.str("UTC"), a[0]), nil
}

// emTsMonthsSnow writes add_months_clamp_ts(ts, n) as Snowflake
// DATEADD(month, n, CAST(ts AS TIMESTAMP)): DATEADD of a timestamp is a
// timestamp with its time kept, and "if the result month has fewer days
// than the original day, the result day of the month is the last day of
// the result month" for DATEADD as for ADD_MONTHS, only ADD_MONTHS also
// keeping a last day last (Snowflake ADD_MONTHS usage notes). The cast
// makes the argument's type known when the call is read back
// (fnSnowDateAdd).
func emTsMonthsSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("dateadd", c.snowPart("month"), a[1], tsCast(c, a[0])), nil
}

// emTsMonthsDoris writes add_months_clamp_ts(ts, n) as Doris
// months_add(CAST(ts AS DATETIME), n): a DATETIME keeps its time, and a
// day the target month lacks becomes its last day (Doris QUARTERS_ADD,
// "consistent with the date_add function", and MONTHS_ADD, "consistent
// with ... date_add ... using MONTH as the unit": '2020-01-31 02:02:02'
// plus one quarter is 2020-04-30 02:02:02). The cast makes the argument's
// type known when the call is read back (fnDorisMonthsAdd); it is to
// DATETIME(6), since Doris's DATETIME is DATETIME(0), which would drop the
// microseconds the source keeps (Doris documentation, DATETIME: precision
// 0 to 6, 0 by default).
func emTsMonthsDoris(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("months_add", tsCast(c, a[0], 6), a[1]), nil
}

// tsCast is CAST(x AS TIMESTAMP), of the precision p when given, or x
// when it is such a cast already.
func tsCast(c *fnCtx, x ast.Expr, p ...int) ast.Expr {
	if fnIsTimestampCast(x) {
		return x
	}
	return &ast.Cast{Span: c.sp, X: x, Type: &ast.TypeName{Span: c.sp, Kind: ast.TypeTimestamp, Params: p}}
}

// fnIsTimestampCast: e is a cast to TIMESTAMP (without a time zone), the
// form emTsMonthsSnow and emTsMonthsDoris write.
func fnIsTimestampCast(e ast.Expr) bool {
	x, ok := e.(*ast.Cast)
	return ok && x.Type != nil && x.Type.Kind == ast.TypeTimestamp
}
