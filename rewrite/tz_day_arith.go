package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTzDays: a TIMESTAMPTZ plus or minus an interval of days toward a
// target that counts those days otherwise.
const codeTzDays = "T190"

// codeTzDaysUntyped (a warning): the same of an operand of unknown type.
const codeTzDaysUntyped = "W031"

// tzDayArith checks a TIMESTAMP WITH TIME ZONE plus or minus an interval
// of days and time, which the dialects count in two ways:
//
//   - PostgreSQL and DuckDB add the days on the calendar of the session's
//     time zone, then the time as elapsed time (run on PostgreSQL 15 and
//     DuckDB 1.5 with TimeZone America/New_York: TIMESTAMPTZ '2024-03-09
//     12:00:00-05' + INTERVAL '1 day' is 2024-03-10 12:00:00-04, + INTERVAL
//     '24' HOUR is 2024-03-10 13:00:00-04). They part at a time the
//     autumn change repeats, which PostgreSQL reads with the offset after
//     the change and DuckDB (ICU's Calendar add) with the value's own
//     (TIMESTAMPTZ '2024-11-02 01:30:00-04' + INTERVAL '1 day' is
//     01:30:00-05 in PostgreSQL, 01:30:00-04 in DuckDB), and DuckDB adds
//     the time before the days when a part of the interval, negated for
//     a minus, is negative (duckDaysTrino); between the two, and ANSI
//     SQL, run on PostgreSQL, pgDuckZoned writes the source's rule
//     (tz_pg_duck.go). Spark does the same with the
//     whole days of the interval's total (Spark source,
//     DateTimeUtils.timestampAddDayTime: days = micros / MICROS_PER_DAY
//     added with plusDays in the session zone, then the rest), so it agrees
//     when the time is under a day and of the days' sign.
//   - Trino and Presto add the whole interval as elapsed time (Trino
//     source, TimestampWithTimeZoneOperators: the epoch milliseconds plus
//     the interval's), a day being 24 hours.
//
// From PostgreSQL or DuckDB such a sum with days is kept toward Spark
// where it agrees, from DuckDB toward Trino written with
// date_add (duckDaysTrino), and refused elsewhere (T190): Trino and
// Presto count 24 hours, and the others' rules for their zoned
// timestamps are not checked. Trino's date_add('day', n, at_timezone(x,
// current_timezone())) counts calendar days of the session's zone and
// reads a wall-clock time the autumn change repeats with the value's own
// offset where it can (Joda-Time's ZonedChronology, which Trino's
// date_add uses, keeps the original offset when it is valid), as DuckDB
// does, where PostgreSQL reads it with the offset after the change (its
// documentation, B.2): an hour apart for a value of summer time, so from
// PostgreSQL it is not written. From Trino or Presto the interval is written as its
// elapsed time in one unit of hours or less (INTERVAL '1' DAY becomes
// INTERVAL '24' HOUR), which every target adds as elapsed time; toward
// Spark, which takes 24 hours as a calendar day, one of a day or more is
// refused. An interval whose days cannot be read (a column, a product
// of days) is refused alike; one without days (hours, a product of
// them: noDays) is kept, but toward Spark. Where the operand's type is
// not known (a column without --schema) a warning (W031) says what
// happens if it is a TIMESTAMPTZ; a TIMESTAMP or DATE is counted alike
// everywhere.
func (c *Context) tzDayArith(b *ast.Binary, sc *scope) ast.Expr {
	calendar := c.Source.Name == "postgres" || c.Source.Name == "duckdb"
	elapsed := c.Source.Name == "trino" || c.Source.Name == "presto"
	if (b.Op == ast.OpAdd || b.Op == ast.OpSub) && c.Source.is("postgres", "duckdb", "ansi") && c.Target.is("postgres", "duckdb", "ansi") {
		return c.pgDuckZoned(b, sc) // tz_pg_duck.go
	}
	if b.Op != ast.OpAdd && b.Op != ast.OpSub || !calendar && !elapsed || elapsed && c.Target.is("trino", "presto") {
		return b
	}
	x, iv, ivRight := b.L, b.R, true
	if b.Op == ast.OpAdd && !c.intervalOperand(b.R, sc) {
		x, iv, ivRight = b.R, b.L, false
	}
	if !c.intervalOperand(iv, sc) || c.intervalOperand(x, sc) || intervalHasMonths(iv) {
		return b // months are month_interval.go's
	}
	t := c.typeOf(x, sc)
	known := t != nil && t.Kind == ast.TypeTimestampTZ
	if !known && t != nil && t.Kind != ast.TypeUnknown {
		return b
	}
	days, secs, ok := dayTimeParts(iv)
	total := days*86400 + secs
	spark := c.Target.is("spark")
	var why string
	switch {
	case calendar:
		if ok && days == 0 && (!spark || abs64(secs) < 86400) || !spark && noDays(iv) ||
			ok && spark && (secs == 0 || (days > 0) == (secs > 0) && abs64(secs) < 86400) {
			return b
		}
		if ok && known && c.Source.Name == "duckdb" && c.Target.is("trino") {
			return c.duckDaysTrino(b, x, iv, days, secs)
		}
		switch {
		case ok && c.Source.Name == "postgres" && c.Target.is("trino"):
			why = "trino's date_add('day', n, at_timezone(x, current_timezone())) adds calendar days of the session's zone too, but reads a time the autumn change repeats with the value's own offset, where postgres reads it with the offset after the change"
		case c.Target.is("trino", "presto"):
			why = c.Target.Name + " adds each day as 24 hours"
		case spark:
			why = "spark counts as calendar days only the whole days of the interval's total, the rest as elapsed time"
		default:
			why = c.Target.Name + "'s rule for it is not checked"
		}
		why = c.Source.Name + " adds the days on the calendar of the session's time zone (across a daylight-saving change a day is 23 or 25 hours), then the time as elapsed time; " + why
	default:
		if !spark && noDays(iv) {
			return b
		}
		if ok && (!spark || abs64(total) < 86400) {
			if days == 0 {
				return b
			}
			if known {
				g := *b
				if ivRight {
					g.R = elapsedInterval(iv, total)
				} else {
					g.L = elapsedInterval(iv, total)
				}
				return &g
			}
		}
		why = c.Source.Name + " adds the interval as elapsed time, a day being 24 hours"
		if spark {
			why += ", where spark counts each whole 24 hours of it as a calendar day of the session's time zone"
		}
	}
	if !known {
		c.Warn(codeTzDaysUntyped, b, "if %s is a TIMESTAMP WITH TIME ZONE, this sum may differ in %s: %s; give its type with --schema to have it checked",
			exprName(x), c.Target.Name, why)
		return b
	}
	hint := "write the interval in hours if days of 24 hours are meant (INTERVAL '24' HOUR), or compute it in " + c.Source.Name
	what := "an interval of days"
	if spark {
		hint = "add at most 23 hours at a time (an interval of days and a time of the same sign, under a day), or compute it in " + c.Source.Name
		what = "an interval of days or of 24 hours or more"
	}
	c.Refuse(codeTzDays, b, hint, "a TIMESTAMP WITH TIME ZONE plus or minus %s: %s (%s to %s)", what, why, c.Source.Name, c.Target.Name)
	return b
}

// duckDaysTrino writes b, DuckDB's TIMESTAMPTZ x plus or minus iv, an
// interval of days and secs seconds, toward Trino: the days on the
// calendar of the session's zone, tz_add_days_session (Trino's date_add
// of at_timezone(x, current_timezone()), which reads a moved time as
// DuckDB's ICU calendar does), and the time as elapsed time, in DuckDB's
// order: its ICUCalendarAdd adds the days then the time when no part of
// the interval (negated for a minus) is negative, the time then the days
// otherwise (DuckDB source, extension/icu/icu-dateadd.cpp; run on DuckDB
// 1.5):
//
//	tz + INTERVAL '1 day 2 hours' -> date_add('day', 1, at_timezone(tz, current_timezone())) + INTERVAL '2' HOUR
//	tz - INTERVAL '1 day 2 hours' -> date_add('day', -1, at_timezone(tz - INTERVAL '2' HOUR, current_timezone()))
func (c *Context) duckDaysTrino(b *ast.Binary, x, iv ast.Expr, days, secs int64) ast.Expr {
	if b.Op == ast.OpSub {
		days, secs = -days, -secs
	}
	sp := b.Span
	elapsed := func(y ast.Expr) ast.Expr {
		if secs == 0 {
			return y
		}
		op, n := ast.OpAdd, secs
		if n < 0 {
			op, n = ast.OpSub, -n
		}
		return &ast.Binary{Span: sp, Op: op, L: y, R: elapsedInterval(iv, n)}
	}
	n := &ast.Literal{Span: iv.SpanOf(), Kind: ast.LitInt, Value: strconv.FormatInt(days, 10)}
	c.Fire(passLowerExprs)
	if days < 0 || secs < 0 {
		return canonCall(sp, "tz_add_days_session", elapsed(x), n)
	}
	return elapsed(canonCall(sp, "tz_add_days_session", x, n))
}

// intervalOperand: e is an interval literal or expression, or of type
// INTERVAL.
func (c *Context) intervalOperand(e ast.Expr, sc *scope) bool {
	if isIntervalExpr(e) {
		return true
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeInterval
}

// elapsedInterval is an interval of secs seconds at iv, in the largest of
// HOUR, MINUTE and SECOND that divides it.
func elapsedInterval(iv ast.Expr, secs int64) *ast.Interval {
	unit, per := "SECOND", int64(1)
	switch {
	case secs%3600 == 0:
		unit, per = "HOUR", 3600
	case secs%60 == 0:
		unit, per = "MINUTE", 60
	}
	sp := iv.SpanOf()
	return &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: strconv.FormatInt(secs/per, 10)}, Unit: unit}
}

// dayTimeParts reads an interval of days and time: a literal of one unit
// of integer quantity (INTERVAL '2' DAY, DuckDB's INTERVAL 8 HOUR, weeks
// as days), a string of such fields ('1 day 2 hours'), a negation, a sum
// or a difference of those. ok is false for any other form (a fraction,
// a time text, years or months, a column, a product) and past 2^31 of a
// unit.
func dayTimeParts(e ast.Expr) (days, secs int64, ok bool) {
	switch x := e.(type) {
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			d, s, ok := dayTimeParts(x.X)
			return -d, -s, ok
		}
	case *ast.Binary:
		if x.Op != ast.OpAdd && x.Op != ast.OpSub {
			return 0, 0, false
		}
		ld, ls, lok := dayTimeParts(x.L)
		rd, rs, rok := dayTimeParts(x.R)
		if x.Op == ast.OpSub {
			rd, rs = -rd, -rs
		}
		return ld + rd, ls + rs, lok && rok
	case *ast.Interval:
		if x.Unit == "" {
			fields, ok := unitlessFields(x)
			if !ok {
				return 0, 0, false
			}
			for _, fd := range fields {
				if !addDayTime(&days, &secs, fd.unit, fd.n) {
					return 0, 0, false
				}
			}
			return days, secs, true
		}
		if x.ToUnit != "" {
			return 0, 0, false
		}
		unit, factor, scale := intervalStdUnit(strings.TrimSuffix(strings.ToUpper(x.Unit), "S"))
		neg, digits, ok := intervalIntQuantity(x.Value)
		n, err := strconv.ParseInt(digits, 10, 32)
		if !ok || scale != 0 || err != nil {
			return 0, 0, false
		}
		if neg {
			n = -n
		}
		if !addDayTime(&days, &secs, unit, n*factor) {
			return 0, 0, false
		}
		return days, secs, true
	}
	return 0, 0, false
}

// noDays: the interval e has no part of days, whatever its quantities:
// a literal of hours, minutes or seconds (INTERVAL '2' HOUR, '90 minutes',
// HOUR TO SECOND), a cast of such a string to INTERVAL, make_interval
// without weeks or days, or a product, quotient, negation, sum or
// difference of those (PostgreSQL and DuckDB carry a fraction of a month
// into days and of a day into the time, never the time into days: run
// on PostgreSQL 15, INTERVAL '1 hour' * 30 is 30:00:00).
func noDays(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Interval:
		if x.Unit == "" {
			fields, ok := unitlessFields(x)
			for _, fd := range fields {
				ok = ok && dayTimeSeconds[fd.unit] != 0 && fd.unit != "DAY"
			}
			return ok
		}
		if l, isLit := x.Value.(*ast.Literal); isLit && l.Kind == ast.LitString && strings.Trim(strings.TrimSpace(l.Value), "+-.:0123456789") != "" {
			return false // a text of its own units ('1 day' HOUR is a day in PostgreSQL)
		}
		u, _, _ := intervalStdUnit(strings.TrimSuffix(strings.ToUpper(x.Unit), "S"))
		return u == "HOUR" || u == "MINUTE" || u == "SECOND" // a TO unit is shorter still
	case *ast.Cast:
		l, ok := x.X.(*ast.Literal)
		return ok && l.Kind == ast.LitString && x.Type != nil && x.Type.Kind == ast.TypeInterval && len(x.Type.Params) == 0 &&
			noDays(&ast.Interval{Span: x.Span, Value: l})
	case *ast.Func:
		args, ok := makeIntervalArgs(x)
		for i, a := range args {
			ok = ok && (i > 3 || a == nil || isZeroLit(a))
		}
		return ok
	case *ast.Unary:
		return x.Op == ast.OpNeg && noDays(x.X)
	case *ast.Binary:
		switch x.Op {
		case ast.OpMul, ast.OpDiv, ast.OpDivFrac:
			return isIntervalExpr(x.L) != isIntervalExpr(x.R) && (isIntervalExpr(x.L) && noDays(x.L) || isIntervalExpr(x.R) && noDays(x.R))
		case ast.OpAdd, ast.OpSub:
			return noDays(x.L) && noDays(x.R)
		}
	}
	return false
}

// isZeroLit: e is the integer literal 0.
func isZeroLit(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitInt && strings.TrimLeft(l.Value, "0") == ""
}

// addDayTime adds n of a day-time unit to days and secs; false for
// another unit.
func addDayTime(days, secs *int64, unit string, n int64) bool {
	if unit == "DAY" {
		*days += n
		return true
	}
	per := dayTimeSeconds[unit]
	*secs += n * per
	return per != 0
}

func abs64(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}
