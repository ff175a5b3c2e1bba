package executor

import (
	"fmt"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's and Presto's day arithmetic on a TIMESTAMP WITH TIME ZONE
// (Options.KeepTimestampZones).
//
// The operator adds a day-time interval as elapsed time, a day being 24
// hours (Trino source, TimestampWithTimeZoneOperators: the value's epoch
// milliseconds plus the interval's), where PostgreSQL and DuckDB add its
// days on the calendar of the session's zone; a year-month interval is
// added on the calendar of the value's zone (monthOfYear of the value's
// chronology) as by default. date_add(unit, n, x) adds by the value's
// chronology (Trino documentation, date_add: "Adds an interval value of
// type unit to timestamp"; Trino source, DateAdd: the unit's field of the
// value's zone): a day, a week, a month, a quarter or a year on the
// calendar of the value's zone, an hour or a shorter unit as elapsed time
// (Joda's zoned fields of a unit under 12 hours are precise). Of a
// TIMESTAMP (without time zone) every unit is of its wall-clock time.
// current_timezone() is the session's zone, which at_timezone reads
// (trino_at_time_zone.go).

// trinoZonedElapsed is l op r of a TIMESTAMP WITH TIME ZONE and an
// interval under Trino's rule, or nil for other operands.
func trinoZonedElapsed(op ast.BinaryOp, l, r Expr, t Type) Expr {
	return zonedIntervalOp(op, l, r, t, func(ts, iv Value) (Value, error) {
		in := iv.Interval()
		if in.Months != 0 {
			return temporalArith(op, ts, iv)
		}
		d := int64(in.Days)*86400e6 + in.Micros
		if op == ast.OpSub {
			d = -d
		}
		return TimestampTZIn(ts.i+d, ts.tzZone()), nil
	})
}

// zonedIntervalOp is l op r, a TIMESTAMP WITH TIME ZONE plus or minus an
// interval (or an interval plus one), computed by fn of the timestamp and
// the interval (strict: NULL for a NULL operand); nil for other operands.
func zonedIntervalOp(op ast.BinaryOp, l, r Expr, t Type, fn func(ts, iv Value) (Value, error)) Expr {
	tzLeft := l.Type().Kind == ast.TypeTimestampTZ && r.Type().Kind == ast.TypeInterval
	tzRight := op == ast.OpAdd && l.Type().Kind == ast.TypeInterval && r.Type().Kind == ast.TypeTimestampTZ
	if op != ast.OpAdd && op != ast.OpSub || !tzLeft && !tzRight {
		return nil
	}
	f := &scalarFunc{name: op.String(), min: 2, max: 2, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
		if tzRight {
			return fn(a[1], a[0])
		}
		return fn(a[0], a[1])
	}}
	return &Call{Name: op.String(), Args: []Expr{l, r}, T: t, fn: f}
}

// trinoDateAddUnits are date_add's units (Trino documentation, "Interval
// functions") as intervals of one.
var trinoDateAddUnits = map[string]Interval{
	"millisecond": {Micros: 1000}, "second": {Micros: 1e6}, "minute": {Micros: 60e6}, "hour": {Micros: 3600e6},
	"day": {Days: 1}, "week": {Days: 7}, "month": {Months: 1}, "quarter": {Months: 3}, "year": {Months: 12},
}

// bindTrinoDateAdd binds Trino's and Presto's date_add(unit, n, x) of a
// TIMESTAMP or TIMESTAMP WITH TIME ZONE x, or of a DATE x the reader
// could not type (of a cast or a literal it is the canonical date_add_days
// or add_months_clamp, dialects/functions.go).
func (b *binder) bindTrinoDateAdd(x *ast.Func) (Expr, error) {
	lit, ok := x.Args[0].(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		return nil, errAt(x.Args[0], "date_add of a unit that is no string literal is not answered by lat run")
	}
	unit, ok := trinoDateAddUnits[strings.ToLower(lit.Value)]
	if !ok {
		return nil, errAt(x.Args[0], "date_add's unit %q is not one of Trino's (millisecond, second, minute, hour, day, week, month, quarter, year)", lit.Value)
	}
	n, err := b.bind(x.Args[1])
	if err != nil {
		return nil, err
	}
	if !n.Type().Kind.IsInteger() {
		return nil, errAt(x.Args[1], "date_add takes an integer count, not a %s", n.Type())
	}
	v, err := b.bind(x.Args[2])
	if err != nil {
		return nil, err
	}
	t := v.Type()
	if t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTimestampTZ && t.Kind != ast.TypeDate {
		return nil, errAt(x.Args[2], "date_add of a %s is not answered by lat run in this form (it takes a DATE, a TIMESTAMP or a TIMESTAMP WITH TIME ZONE)", t)
	}
	f := &scalarFunc{name: "date_add", min: 2, max: 2, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
		k := a[0].i
		if k > 1<<31-1 || k < -(1<<31) {
			// Math.toIntExact of the count (Trino source, DateAdd)
			return Null, fmt.Errorf("date_add's count %d is out of range", k)
		}
		iv := Interval{Months: unit.Months * int32(k), Days: unit.Days * int32(k), Micros: unit.Micros * k}
		if a[1].k == KindDate {
			// Trino's date_add of a DATE takes the units of a day and
			// longer (DateTimeFunctions.getDateField), the day of a month
			// clamped as for a TIMESTAMP
			if unit.Micros != 0 {
				return Null, fmt.Errorf("'%s' is not a valid DATE field", strings.ToLower(lit.Value))
			}
			us := addInterval(a[1].i*86400e6, iv, 1)
			return DateValue(floorDiv(us, 86400e6)), nil
		}
		if a[1].t == ast.TypeTimestampTZ {
			loc := a[1].tzZone()
			return TimestampTZIn(jodaAddIn(a[1].i, iv, loc), loc), nil
		}
		us := addInterval(a[1].i, iv, 1)
		if p := t.Digits - 1; t.Kind == ast.TypeTimestamp && p >= 0 && p < 3 {
			// a TIMESTAMP(p) of p < 3 digits is rounded to them, half up
			// (Trino source, DateAdd: round(epochMillis, 3 - precision)
			// of the milliseconds; DateTimes.roundDiv)
			f := []int64{1000, 100, 10}[p]
			ms := floorDiv(us, 1000)
			us = floorDiv(ms+f/2, f) * f * 1000
		}
		out := TimestampValue(us)
		out.t = a[1].t
		return out, nil
	}}
	return &Call{Name: "date_add", Args: []Expr{n, v}, T: t, fn: f}, nil
}

// jodaAddIn adds iv, of months and days or of time alone, to the instant
// us on loc's calendar as Joda-Time's zoned fields do (Trino's date_add):
// the wall-clock time moved by the months and days is read with the
// value's own offset where that offset is valid for it (Joda-Time,
// DateTimeZone.convertLocalToUTC(local, false, originalInstant)), so that
// a time the autumn change repeats keeps summer time for a value of
// summer time, where PostgreSQL reads it with the offset after the change;
// otherwise (a skipped time, whose reading the two agree on) as
// addIntervalIn reads it.
func jodaAddIn(us int64, iv Interval, loc *time.Location) int64 {
	if iv.Months == 0 && iv.Days == 0 {
		return us + iv.Micros
	}
	_, off := time.UnixMicro(us).In(loc).Zone()
	wall := addInterval(instantToWall(us, loc), iv, 1)
	if u := wall - int64(off)*1e6; instantToWall(u, loc) == wall {
		return u
	}
	return addIntervalIn(us, iv, 1, loc)
}

// isCurrentTimezone: e is current_timezone().
func isCurrentTimezone(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "current_timezone") && len(f.Args) == 0 && f.Over == nil
}
