package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// codeSnowDateAdd: Snowflake's DATEADD (or TIMESTAMPADD) in a form lateral
// does not write for another dialect.
const codeSnowDateAdd = "T193"

// unitIntervals are the units below the month of Snowflake's DATEADD and
// Spark's timestampadd as the interval literal of one (a week is 7 days).
var unitIntervals = map[string][2]string{"microsecond": {"0.000001", "SECOND"}, "millisecond": {"0.001", "SECOND"},
	"second": {"1", "SECOND"}, "minute": {"1", "MINUTE"}, "hour": {"1", "HOUR"}, "day": {"1", "DAY"}, "week": {"7", "DAY"}}

// snowUnitArith reads, toward another dialect, Snowflake's DATEADD(part,
// n, x) and DATEDIFF(part, a, b) (and TIMESTAMPADD, TIMESTAMPDIFF) that
// the reader left as Snowflake's own (dialects/functions_dates.go reads
// them of syntactic DATEs, and DATEADD of months of a TIMESTAMP cast):
// arguments typed by the schema, TIMESTAMPs (TIMESTAMP_NTZ, a wall clock)
// or DATEs. Snowflake documentation, DATEADD and DATEDIFF:
//
//   - DATEADD of a TIMESTAMP adds n parts: a month, quarter or year is
//     add_months_clamp_ts(x, n * k), the day clamped to the target month
//     and the time kept; a week, a day and the parts below are x + n *
//     INTERVAL of the part. Of a DATE a day or a week is
//     date_add_days(x, n * k), a month, quarter or year
//     add_months_clamp(x, n * k); a part below the day (which gives a
//     TIMESTAMP) is refused, as is a count not known to be an integer
//     (a NUMBER of scale 0 is one, cast to BIGINT beside an interval)
//     and the nanosecond.
//   - DATEDIFF counts the part's boundaries crossed from a to b, each
//     value taken down to the part (the year of 2024-12-31 23:59 to
//     2025-01-01 00:00 is 1, the hour of 10:59 to 11:00 is 1), a DATE read
//     at midnight: the year is year(b) - year(a) of their dates, the
//     quarter datediff_quarters, the month datediff_months and the day
//     datediff_days of their dates; the hour and the minute are
//     duckDiffTimeExpr's sums (DuckDB's date_diff counts the same
//     boundaries) toward duckDiffTimeTargets and DuckDB, and the second, millisecond
//     and microsecond datediff_units_crossed toward PostgreSQL and
//     DuckDB. The week, whose boundaries follow the WEEK_START session
//     parameter, the nanosecond and the parts other targets have no form
//     for are refused (T118).
//
// A TIMESTAMP WITH TIME ZONE, an argument of unknown type and a part that
// is no keyword of Snowflake's are refused (DATEADD T193, DATEDIFF T118).
func snowUnitArith(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("snowflake") || c.Target.is("snowflake") {
		return s
	}
	plans := c.unitCallPlans(s, func(f *ast.Func, name string, sc *scope) trinoUnitPlan {
		if len(f.Args) != 3 {
			return nil
		}
		switch name {
		case "dateadd", "timestampadd":
			return c.snowDateAddPlan(f, name, sc)
		case "datediff", "timestampdiff":
			return c.snowDateDiffPlan(f, name, sc)
		}
		return nil
	})
	return c.applyUnitPlans(s, plans, isSnowUnitCall) // trino_unit_arith.go
}

// isSnowUnitCall: name (lower case) is DATEADD, TIMESTAMPADD, DATEDIFF or
// TIMESTAMPDIFF.
func isSnowUnitCall(name string) bool {
	switch name {
	case "dateadd", "timestampadd", "datediff", "timestampdiff":
		return true
	}
	return false
}

// snowUnit is the part a DATEADD or DATEDIFF names (a keyword, read as a
// column name, or a string literal), refused when it is neither or no
// part of Snowflake's.
func (c *Context) snowUnit(f *ast.Func, name, code string) (string, bool) {
	var u string
	switch e := f.Args[0].(type) {
	case *ast.ColumnRef:
		if len(e.Name) == 1 && !e.Name[0].Quoted {
			u = e.Name[0].Name
		}
	case *ast.Literal:
		if e.Kind == ast.LitString {
			u = e.Value
		}
	}
	part, ok := dateunit.Snowflake(u)
	if !ok {
		c.Refuse(code, f.Args[0], "name the part as a keyword: year, quarter, month, week, day, hour, minute, second, millisecond, microsecond",
			"%s is not a date or time part of snowflake's %s", exprName(f.Args[0]), strings.ToUpper(name))
		return "", false
	}
	return part, true
}

// snowArgType is the type of a DATEADD or DATEDIFF argument: that of x
// for a DATEADD(part, n, x) not yet written (of the type of x), else
// typeOf's.
func (c *Context) snowArgType(e ast.Expr, sc *scope) *ast.TypeName {
	if f, ok := e.(*ast.Func); ok && len(f.Name) == 1 && len(f.Args) == 3 {
		if n := strings.ToLower(f.Name[0].Name); n == "dateadd" || n == "timestampadd" {
			return c.snowArgType(f.Args[2], sc)
		}
	}
	return c.typeOf(e, sc)
}

// snowDateAddPlan is the plan of DATEADD(part, n, x), or nil (refused).
func (c *Context) snowDateAddPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	up := strings.ToUpper(name)
	unit, ok := c.snowUnit(f, name, codeSnowDateAdd)
	if !ok {
		return nil
	}
	if unit == "nanosecond" {
		c.Refuse(codeSnowDateAdd, f.Args[0], "add the count in microseconds (DATEADD(microsecond, n / 1000, x)) if the nanoseconds are whole microseconds",
			"snowflake's %s of nanoseconds keeps nanosecond digits that %s's timestamps do not hold", up, c.Target.Name)
		return nil
	}
	t := c.snowArgType(f.Args[2], sc)
	// a NUMBER of scale 0 (Snowflake's INTEGER, NUMBER(38, 0)) is cast to
	// BIGINT where it multiplies an interval (DuckDB has no DECIMAL times
	// INTERVAL); of a DATE snowflakeIntCounts casts it
	wide := false
	if _, lit := signedIntLiteral(f.Args[1]); !lit && !isNullLit(f.Args[1]) {
		nt := c.typeOf(f.Args[1], sc)
		wide = intValued(nt) && !nt.Kind.IsInteger()
		if !intValued(nt) {
			what := "a count whose type is not known here"
			if nt != nil {
				what = "a " + typeWord(nt)
			}
			c.Refuse(codeSnowDateAdd, f.Args[1], "cast the count to an integer (CAST(n AS INTEGER))",
				"snowflake's %s of %s is not read: lateral writes it of an integer count", up, what)
			return nil
		}
	}
	kind := ast.TypeUnknown
	if t != nil {
		kind = t.Kind
	}
	sp := f.Span
	k := int(trinoUnitMonths[unit])
	scaled := func(n ast.Expr, k int) ast.Expr {
		if k == 1 {
			return n
		}
		if v, ok := signedIntLiteral(n); ok && v > -1<<31 && v < 1<<31 {
			return intLit(sp, v*k)
		}
		return &ast.Binary{Span: sp, Op: ast.OpMul, L: n, R: intLit(sp, k)}
	}
	switch kind {
	case ast.TypeDate:
		if k != 0 {
			return func(a []ast.Expr) ast.Expr { return canonCall(sp, "add_months_clamp", a[2], scaled(a[1], k)) }
		}
		if unit == "day" || unit == "week" {
			d := map[string]int{"day": 1, "week": 7}[unit]
			return func(a []ast.Expr) ast.Expr { return canonCall(sp, "date_add_days", a[2], scaled(a[1], d)) }
		}
		c.Refuse(codeSnowDateAdd, f, "cast the date to TIMESTAMP (CAST(x AS TIMESTAMP)) to add parts of a day",
			"snowflake's %s(%s, n, x) of a DATE x gives a TIMESTAMP, which the translation does not write", up, unit)
		return nil
	case ast.TypeTimestamp:
		count := func(n ast.Expr) ast.Expr {
			if wide {
				return &ast.Cast{Span: n.SpanOf(), X: n, Type: &ast.TypeName{Span: n.SpanOf(), Kind: ast.TypeBigInt}}
			}
			return n
		}
		if k != 0 {
			return func(a []ast.Expr) ast.Expr { return canonCall(sp, "add_months_clamp_ts", a[2], scaled(count(a[1]), k)) }
		}
		return func(a []ast.Expr) ast.Expr { return unitIntervalSum(sp, unit, a[2], a[1], count(a[1]), 1<<31) }
	case ast.TypeTimestampTZ:
		c.Refuse(codeSnowDateAdd, f.Args[2], "cast the value to TIMESTAMP (TIMESTAMP_NTZ) if its wall-clock time is what is meant",
			"snowflake's %s of a TIMESTAMP WITH TIME ZONE adds on the calendar of its zone, which the translation does not write", up)
	case ast.TypeUnknown:
		c.Refuse(codeSnowDateAdd, f.Args[2], "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: CAST(x AS DATE) or CAST(x AS TIMESTAMP)",
			"the type of %s is not known: snowflake's %s gives a DATE of a DATE and a TIMESTAMP of a TIMESTAMP, and lateral writes it only of those", exprName(f.Args[2]), up)
	default:
		c.Refuse(codeSnowDateAdd, f.Args[2], "cast the argument to DATE or TIMESTAMP",
			"snowflake's %s of a %s is not read: lateral writes it of a DATE or a TIMESTAMP", up, typeWord(t))
	}
	return nil
}

// snowDateDiffPlan is the plan of DATEDIFF(part, a, b), or nil (refused).
func (c *Context) snowDateDiffPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	up := strings.ToUpper(name)
	unit, ok := c.snowUnit(f, name, CodeUnitDiff)
	if !ok {
		return nil
	}
	sp := f.Span
	kinds, ok := c.unitDiffKinds(f, sc, c.snowArgType, "snowflake's "+up, "counts "+unit+" boundaries", "(TIMESTAMP_NTZ) if their wall-clock times are what is meant")
	if !ok {
		return nil
	}
	date := func(x ast.Expr, k ast.TypeKind) ast.Expr { return castUnlessKind(x, k, ast.TypeDate) }
	ts := func(x ast.Expr, k ast.TypeKind) ast.Expr { return castUnlessKind(x, k, ast.TypeTimestamp) }
	switch unit {
	case "year":
		return func(a []ast.Expr) ast.Expr {
			diff := &ast.Binary{Span: sp, Op: ast.OpSub, L: canonCall(sp, "year", date(a[2], kinds[1])), R: canonCall(sp, "year", date(a[1], kinds[0]))}
			return &ast.Cast{Span: sp, X: diff, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
		}
	case "quarter", "month", "day":
		canon := map[string]string{"quarter": "datediff_quarters", "month": "datediff_months", "day": "datediff_days"}[unit]
		return func(a []ast.Expr) ast.Expr { return canonCall(sp, canon, date(a[2], kinds[1]), date(a[1], kinds[0])) }
	case "hour", "minute":
		if !duckDiffTimeTargets[c.Target.Name] && !c.Target.is("duckdb") {
			break
		}
		for _, x := range f.Args[1:] {
			if v := volatileCall(x); v != nil {
				c.Refuse(CodeUnitDiff, v, "compute the value once, in a subquery",
					"snowflake's %s of %ss is written reading each argument more than once; %s may give another value each time", up, unit, v.Name.Last().Name)
				return nil
			}
		}
		depth := map[string]int{"hour": 1, "minute": 2}[unit]
		return func(a []ast.Expr) ast.Expr {
			return duckDiffTimeExpr(sp, depth, a[1], a[2], kinds[0] == ast.TypeDate, kinds[1] == ast.TypeDate)
		}
	case "second", "millisecond", "microsecond":
		if !c.Target.is("postgres", "duckdb") {
			break
		}
		return func(a []ast.Expr) ast.Expr {
			u := &ast.Literal{Span: a[0].SpanOf(), Kind: ast.LitString, Value: unit}
			return canonCall(sp, "datediff_units_crossed", u, ts(a[2], kinds[1]), ts(a[1], kinds[0]))
		}
	case "week":
		c.Refuse(CodeUnitDiff, f, "count the days (DATEDIFF(day, a, b)) and divide them in the query, or truncate both to the week first",
			"snowflake's %s of weeks counts the week boundaries set by the WEEK_START session parameter, which the translation does not know", up)
		return nil
	}
	c.Refuse(CodeUnitDiff, f, "count the difference in a larger part (day, month, quarter, year)",
		"snowflake's %s of %ss counts the %s boundaries crossed, for which %s has no form lateral writes", up, unit, unit, c.Target.Name)
	return nil
}

// unitIntervalSum is x plus n units below the month (unitIntervals) as
// interval arithmetic: of an integer literal n between -limit and limit
// x + INTERVAL 'n' UNIT (x - ... of a negative one), otherwise x + count *
// INTERVAL '1' UNIT, count being n as the caller writes it.
func unitIntervalSum(sp ast.Span, unit string, x, n, count ast.Expr, limit int) ast.Expr {
	iv := unitIntervals[unit]
	interval := func(v string) ast.Expr {
		return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Unit: iv[1]}
	}
	if v, ok := signedIntLiteral(n); ok && v > -limit && v < limit {
		op := ast.OpAdd
		if v < 0 {
			op, v = ast.OpSub, -v
		}
		text := strconv.Itoa(v)
		switch unit {
		case "millisecond":
			text = strconv.Itoa(v/1000) + "." + strconv.Itoa(1000 + v%1000)[1:]
		case "microsecond":
			text = strconv.Itoa(v/1000000) + "." + strconv.Itoa(1000000 + v%1000000)[1:]
		case "week":
			text = strconv.Itoa(v * 7)
		}
		return &ast.Binary{Span: sp, Op: op, L: x, R: interval(text)}
	}
	return &ast.Binary{Span: sp, Op: ast.OpAdd, L: x, R: &ast.Binary{Span: sp, Op: ast.OpMul, L: count, R: interval(iv[0])}}
}
