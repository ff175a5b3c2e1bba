package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// bqTruncUnits are the parts of BigQuery's DATE_TRUNC and DATETIME_TRUNC
// that are the canonical date_trunc's units (read alike by every
// dialect's date_trunc of a TIMESTAMP: truncCanonUnits), ISOWEEK and
// WEEK(MONDAY) being its week, which starts on Monday.
var bqTruncUnits = map[string]string{"YEAR": "year", "QUARTER": "quarter", "MONTH": "month", "DAY": "day",
	"HOUR": "hour", "MINUTE": "minute", "SECOND": "second", "ISOWEEK": "week", "WEEK(MONDAY)": "week"}

// bqWeekShift is the days after Monday of the day that starts each of
// BigQuery's other weeks (WEEK starts on Sunday).
var bqWeekShift = map[string]int{"WEEK": 6, "WEEK(SUNDAY)": 6, "WEEK(TUESDAY)": 1, "WEEK(WEDNESDAY)": 2,
	"WEEK(THURSDAY)": 3, "WEEK(FRIDAY)": 4, "WEEK(SATURDAY)": 5}

// bqTruncPlan is the plan of BigQuery's DATE_TRUNC(d, part) of a DATE or
// DATETIME_TRUNC(x, part) of a DATETIME (BigQuery date and datetime
// functions: the value "rounded to the beginning of" the part; DAY to
// YEAR, WEEK beginning on Sunday, WEEK(<weekday>) on that day, ISOWEEK on
// Monday, and for a DATETIME HOUR, MINUTE and SECOND too): date_trunc of
// the canonical units of the TIMESTAMP (the DATE cast to one, the result
// cast back to DATE), a week starting on another day than Monday as
// date_trunc('week', x - k days) + k days, k its days after Monday (2017-11-05,
// a Sunday, is its own WEEK's first day: Monday 2017-10-30 + 6). ISOYEAR,
// MILLISECOND and MICROSECOND, a part below the day of a DATE, TIMESTAMP_TRUNC
// (of the default time zone's clock, which the targets' session zone may
// not be) and an argument of another or unknown type are refused (T127).
func (c *Context) bqTruncPlan(f *ast.Func, name string, sc *scope) trinoUnitPlan {
	up := strings.ToUpper(name)
	if name == "timestamp_trunc" {
		if p := c.bqTimestampTruncUTC(f, sc); p != nil {
			return p // bq_timestamp_trunc.go
		}
		c.Refuse(CodeTruncUnit, f, "truncate a DATETIME (DATETIME_TRUNC(DATETIME(ts, 'UTC'), part)) if the UTC wall clock is what is meant",
			"bigquery's TIMESTAMP_TRUNC truncates an instant on the clock of its time zone argument or of UTC, and %s's date_trunc reads another clock (PostgreSQL's and DuckDB's that of the session's zone): the translation does not write it", c.Target.Name)
		return nil
	}
	if len(f.Args) != 2 {
		c.Refuse(CodeTruncUnit, f, "write it with two arguments: "+up+"(x, part)",
			"bigquery's %s with %d arguments is not read", up, len(f.Args))
		return nil
	}
	wantKind, what := ast.TypeTimestamp, "DATETIME"
	if name == "date_trunc" {
		wantKind, what = ast.TypeDate, "DATE"
	}
	if !c.bqArgIs(CodeTruncUnit, f, sc, wantKind, up, what) {
		return nil
	}
	part := bqDiffPart(f.Args[1])
	unit, canon := bqTruncUnits[part]
	shift, week := bqWeekShift[part]
	if wantKind == ast.TypeDate && (unit == "hour" || unit == "minute" || unit == "second") {
		canon = false
	}
	if !canon && !week {
		c.Refuse(CodeTruncUnit, f.Args[1], "truncate to one of DAY, WEEK, WEEK(<weekday>), ISOWEEK, MONTH, QUARTER, YEAR (and HOUR, MINUTE, SECOND of a DATETIME)",
			"bigquery's %s to %s is not read", up, exprName(f.Args[1]))
		return nil
	}
	sp := f.Span
	return func(a []ast.Expr) ast.Expr {
		x := a[0]
		if wantKind == ast.TypeDate {
			x = &ast.Cast{Span: x.SpanOf(), X: x, Type: &ast.TypeName{Span: x.SpanOf(), Kind: ast.TypeTimestamp}}
		}
		e := truncWeekShifted(sp, a[1].SpanOf(), unit, week, shift, x)
		if wantKind == ast.TypeDate {
			e = &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}
		}
		return e
	}
}

// bqLastDayPlan is the plan of BigQuery's LAST_DAY(x) of a DATE or a
// DATETIME, the DATE of the last day of x's month (BigQuery date and
// datetime functions, LAST_DAY: "Returns the last day from a date
// expression", the part defaulting to MONTH; LAST_DAY(DATE '2008-11-25')
// is 2008-11-30, of a DATETIME a DATE too): the start of the month, one
// month later, one day back, date_add_days(CAST(date_trunc('month', x) +
// INTERVAL '1' MONTH AS DATE), -1) on the TIMESTAMP (a DATE cast to one).
// Another part (LAST_DAY(x, YEAR)...), a TIMESTAMP and an argument of
// unknown type are refused (T127).
func (c *Context) bqLastDayPlan(f *ast.Func, sc *scope) trinoUnitPlan {
	if len(f.Args) != 1 {
		c.Refuse(CodeTruncUnit, f, "write LAST_DAY(x) of the month, or compute another part's last day from DATE_TRUNC in the source",
			"bigquery's LAST_DAY with a part is not read: lateral writes the last day of the month only")
		return nil
	}
	t := c.bqArgType(f.Args[0], sc)
	switch {
	case t == nil:
		c.Refuse(CodeTruncUnit, f.Args[0], "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: CAST(x AS DATE)",
			"the type of %s is not known: bigquery's LAST_DAY is written of a DATE or a DATETIME only", exprName(f.Args[0]))
		return nil
	case t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp:
		c.Refuse(CodeTruncUnit, f.Args[0], "cast the argument to DATE",
			"bigquery's LAST_DAY of a %s is not read: lateral writes it of a DATE or a DATETIME", typeWord(t))
		return nil
	}
	sp := f.Span
	date := t.Kind == ast.TypeDate
	return func(a []ast.Expr) ast.Expr {
		x := a[0]
		if date {
			x = &ast.Cast{Span: x.SpanOf(), X: x, Type: &ast.TypeName{Span: x.SpanOf(), Kind: ast.TypeTimestamp}}
		}
		one := func(unit string) ast.Expr {
			return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "1"}, Unit: unit}
		}
		start := canonCall(sp, "date_trunc", &ast.Literal{Span: sp, Kind: ast.LitString, Value: "month"}, x)
		next := &ast.Binary{Span: sp, Op: ast.OpAdd, L: start, R: one("MONTH")}
		return canonCall(sp, "date_add_days", &ast.Cast{Span: sp, X: next, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}, intLit(sp, -1))
	}
}

// truncWeekShifted is date_trunc(unit, x), the unit's literal at unitSp;
// for a week (week true) one starting shift days after Monday, where
// date_trunc's weeks start: date_trunc('week', x - shift days) + shift
// days.
func truncWeekShifted(sp, unitSp ast.Span, unit string, week bool, shift int, x ast.Expr) ast.Expr {
	days := func() ast.Expr {
		return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: strconv.Itoa(shift)}, Unit: "DAY"}
	}
	if week {
		unit = "week"
		x = &ast.Binary{Span: sp, Op: ast.OpSub, L: x, R: days()}
	}
	var e ast.Expr = canonCall(sp, "date_trunc", &ast.Literal{Span: unitSp, Kind: ast.LitString, Value: unit}, x)
	if week {
		e = &ast.Binary{Span: sp, Op: ast.OpAdd, L: e, R: days()}
	}
	return e
}
