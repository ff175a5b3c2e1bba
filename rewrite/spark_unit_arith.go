package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeSparkUnitArith: Spark's timestampadd or dateadd (unit, n, x) in a
// form lateral does not write for another dialect.
const codeSparkUnitArith = "T204"

// sparkUnitArith reads, toward another dialect, Spark's (3.3 and later)
// timestampadd(unit, n, x) and its alias dateadd, and timestampdiff(unit,
// a, b) and its alias date_diff, the unit an identifier (Spark SQL
// reference: "Supported options are (case insensitive): YEAR, QUARTER,
// MONTH, WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND, MICROSECOND"). A
// Spark TIMESTAMP is a wall-clock time here (the session zone's clock,
// as lateral reads Spark's TIMESTAMP everywhere); a DATE is read as the
// TIMESTAMP of its midnight, as Spark casts it. Spark source,
// DateTimeUtils:
//
//   - timestampAdd: a MONTH, QUARTER or YEAR is timestampAddMonths, java.time's
//     LocalDateTime.plusMonths of n * k months (the day clamped to the
//     target month's length, the time kept: 2024-01-31 10:00 plus a month
//     is 2024-02-29 10:00), which is add_months_clamp_ts(x, n * k); a
//     WEEK, a DAY and the units below are x + n * INTERVAL of the unit
//     (days on the local calendar, the rest as microseconds). The result
//     is a TIMESTAMP, also of a DATE (CAST(x AS TIMESTAMP) first). The
//     count is a LONG: a count not known to be an integer is refused
//     (Spark would cast a fraction to a LONG), and a microsecond toward a
//     target whose intervals are not known to hold one (other than
//     PostgreSQL and DuckDB).
//   - timestampDiff: ChronoUnit's between of the two LocalDateTimes. The
//     units up to the WEEK are the whole units elapsed, toward zero
//     (LocalDateTime.until: the days from the date moved a day back when
//     the end's time of day is earlier, which on a wall clock is the whole
//     24-hour days), datediff_parts_whole(unit, b, a), which counts on the
//     microseconds (written for PostgreSQL and DuckDB). The MONTH is
//     LocalDate.until's months of the dates (the day of the month
//     compared only: 2024-01-31 to 2024-02-29 is 0 where
//     add_months_clamp_ts's whole months, datediff_months_whole, count 1),
//     after the same move of the end's date by a day: of two DATEs (no
//     time of day) it is datediff_months_days(b, a), a QUARTER this
//     divided by 3 and a YEAR by 12 toward zero (IsoFields.QUARTER_YEARS
//     and ChronoUnit.YEARS both divide the months); of a TIMESTAMP the
//     month, quarter and year are refused (the moved date has no
//     canonical form). Of two DATEs the DAY and WEEK are datediff_days(b,
//     a) and its whole weeks.
//
// A TIMESTAMP WITH TIME ZONE (TIMESTAMP_LTZ), an argument of unknown
// type, a unit named by a string or no unit of Spark's are refused
// (timestampadd T204, timestampdiff T118).
func sparkUnitArith(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("spark") || c.Target.is("spark") {
		return s
	}
	plans := c.unitCallPlans(s, func(f *ast.Func, name string, sc *scope) trinoUnitPlan {
		if len(f.Args) != 3 {
			return nil
		}
		switch name {
		case "timestampadd", "dateadd":
			return c.sparkAddPlan(f, name, sc)
		case "timestampdiff", "date_diff":
			return c.sparkDiffPlan(f, name, sc)
		}
		return nil
	})
	return c.applyUnitPlans(s, plans, isSparkUnitCall) // trino_unit_arith.go
}

// isSparkUnitCall: name (lower case) is timestampadd, dateadd,
// timestampdiff or date_diff.
func isSparkUnitCall(name string) bool {
	switch name {
	case "timestampadd", "dateadd", "timestampdiff", "date_diff":
		return true
	}
	return false
}

// sparkUnit is the unit a timestampadd or timestampdiff names, an
// identifier, refused when it is none or no unit of Spark's.
func (c *Context) sparkUnit(f *ast.Func, name, code string) (string, bool) {
	if r, ok := f.Args[0].(*ast.ColumnRef); ok && len(r.Name) == 1 && !r.Name[0].Quoted {
		u := strings.ToLower(r.Name[0].Name)
		if trinoUnitMonths[u] != 0 || unitIntervals[u][0] != "" {
			return u, true
		}
	}
	c.Refuse(code, f.Args[0], "name the unit as a keyword: YEAR, QUARTER, MONTH, WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND, MICROSECOND",
		"%s is not a unit of spark's %s lateral reads (spark takes the unit as an identifier)", exprName(f.Args[0]), name)
	return "", false
}

// sparkArgType is the type of a timestampadd or timestampdiff argument: a
// TIMESTAMP for a timestampadd(unit, n, x) not yet written of a DATE or a
// TIMESTAMP x, else typeOf's.
func (c *Context) sparkArgType(e ast.Expr, sc *scope) *ast.TypeName {
	if f, ok := e.(*ast.Func); ok && len(f.Name) == 1 && len(f.Args) == 3 {
		if n := strings.ToLower(f.Name[0].Name); n == "timestampadd" || n == "dateadd" {
			t := c.sparkArgType(f.Args[2], sc)
			if t != nil && t.Kind == ast.TypeDate {
				return &ast.TypeName{Span: t.Span, Kind: ast.TypeTimestamp}
			}
			return t
		}
	}
	return c.typeOf(e, sc)
}

// sparkAddPlan is the plan of timestampadd(unit, n, x), or nil (refused).
func (c *Context) sparkAddPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	unit, ok := c.sparkUnit(f, name, codeSparkUnitArith)
	if !ok {
		return nil
	}
	if unit == "microsecond" && !c.Target.is("postgres", "duckdb") {
		c.Refuse(codeSparkUnitArith, f.Args[0], "add the count in milliseconds if the microseconds are whole milliseconds, or compute it in the source",
			"spark's %s of microseconds keeps microsecond digits that %s's intervals are not known to hold", name, c.Target.Name)
		return nil
	}
	if _, lit := signedIntLiteral(f.Args[1]); !lit && !isNullLit(f.Args[1]) {
		if nt := c.typeOf(f.Args[1], sc); nt == nil || !nt.Kind.IsInteger() {
			what := "a count whose type is not known here"
			if nt != nil {
				what = "a " + typeWord(nt)
			}
			c.Refuse(codeSparkUnitArith, f.Args[1], "cast the count to an integer (CAST(n AS BIGINT))",
				"spark's %s of %s is not read: spark casts the count to a BIGINT, and lateral writes it of an integer count", name, what)
			return nil
		}
	}
	t := c.sparkArgType(f.Args[2], sc)
	kind := ast.TypeUnknown
	if t != nil {
		kind = t.Kind
	}
	switch kind {
	case ast.TypeDate, ast.TypeTimestamp:
	case ast.TypeTimestampTZ:
		c.Refuse(codeSparkUnitArith, f.Args[2], "cast the value to TIMESTAMP if its wall-clock time in the session's zone is what is meant",
			"spark's %s of a TIMESTAMP_LTZ adds on the calendar of the session's time zone (a day across a daylight-saving change is 23 or 25 hours), which the translation does not write", name)
		return nil
	case ast.TypeUnknown:
		c.Refuse(codeSparkUnitArith, f.Args[2], "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: CAST(x AS TIMESTAMP)",
			"the type of %s is not known: spark's %s reads a string by its own rules, and lateral writes it of a DATE or a TIMESTAMP", exprName(f.Args[2]), name)
		return nil
	default:
		c.Refuse(codeSparkUnitArith, f.Args[2], "cast the argument to TIMESTAMP",
			"spark's %s of a %s is not read: lateral writes it of a DATE or a TIMESTAMP", name, typeWord(t))
		return nil
	}
	sp := f.Span
	ts := func(x ast.Expr) ast.Expr { return castUnlessKind(x, kind, ast.TypeTimestamp) }
	if k := trinoUnitMonths[unit]; k != 0 {
		return func(a []ast.Expr) ast.Expr {
			n := a[1]
			if k != 1 {
				if v, ok := signedIntLiteral(n); ok && v > -1<<31/12 && v < 1<<31/12 {
					n = intLit(sp, v*k)
				} else {
					n = &ast.Binary{Span: sp, Op: ast.OpMul, L: n, R: intLit(sp, k)}
				}
			}
			return canonCall(sp, "add_months_clamp_ts", ts(a[2]), n)
		}
	}
	return func(a []ast.Expr) ast.Expr {
		return unitIntervalSum(sp, unit, ts(a[2]), a[1], a[1], 1<<31/7)
	}
}

// sparkDiffPlan is the plan of timestampdiff(unit, a, b), or nil
// (refused).
func (c *Context) sparkDiffPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	unit, ok := c.sparkUnit(f, name, CodeUnitDiff)
	if !ok {
		return nil
	}
	sp := f.Span
	kinds, ok := c.unitDiffKinds(f, sc, c.sparkArgType, "spark's "+name,
		"counts whole "+unit+"s on the session's clock (java.time's ChronoUnit.between)", "if their wall-clock times are what is meant")
	if !ok {
		return nil
	}
	div := func(x ast.Expr, k int) ast.Expr {
		if k == 1 {
			return x
		}
		return &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: x, R: intLit(sp, k)}
	}
	dates := kinds[0] == ast.TypeDate && kinds[1] == ast.TypeDate
	if k := trinoUnitMonths[unit]; k != 0 {
		if !dates {
			c.Refuse(CodeUnitDiff, f, "cast both arguments to DATE (CAST(x AS DATE)) if their time of day does not matter: lateral reads the months of two DATEs",
				"spark's %s of %ss of a TIMESTAMP compares the days of the month after moving the end's date a day when its time of day is earlier (java.time's LocalDateTime.until), which %s has no function known to count alike", name, unit, c.Target.Name)
			return nil
		}
		return func(a []ast.Expr) ast.Expr { return div(canonCall(sp, "datediff_months_days", a[2], a[1]), k) }
	}
	if dates && (unit == "day" || unit == "week") {
		k := map[string]int{"day": 1, "week": 7}[unit]
		return func(a []ast.Expr) ast.Expr { return div(canonCall(sp, "datediff_days", a[2], a[1]), k) }
	}
	return func(a []ast.Expr) ast.Expr {
		u := &ast.Literal{Span: a[0].SpanOf(), Kind: ast.LitString, Value: unit}
		return canonCall(sp, "datediff_parts_whole", u, castUnlessKind(a[2], kinds[1], ast.TypeTimestamp), castUnlessKind(a[1], kinds[0], ast.TypeTimestamp))
	}
}
