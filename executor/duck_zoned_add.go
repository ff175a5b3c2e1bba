package executor

import (
	"errors"
	"math"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's TIMESTAMP WITH TIME ZONE plus or minus an interval
// (Options.DuckDBZonedAdd).
//
// DuckDB adds an interval to a TIMESTAMPTZ with ICU's calendar in the
// session's time zone (DuckDB source, extension/icu/icu-dateadd.cpp,
// ICUCalendarAdd; a minus adds the interval with every part negated),
// which parts from PostgreSQL's rule (addIntervalIn) in three ways, each
// run on DuckDB 1.5.6 and PostgreSQL 15 with TimeZone America/New_York:
//
//   - the days keep the wall-clock time by ICU's Calendar::add of days:
//     the value moved by whole days of 24 hours, then, where its time of
//     day changed with the zone's offset, moved back by the difference
//     of the two offsets, and where even that time does not exist (a
//     spring change skips it) left as first moved when the difference is
//     negative. A time the autumn change repeats so keeps the value's own
//     offset: TIMESTAMPTZ '2024-11-02 01:30:00-04' + INTERVAL 1 DAY is
//     2024-11-03 01:30:00-04, where PostgreSQL reads it with the offset
//     after the change, 01:30:00-05. The months are set on the calendar
//     (the day clamped to the month's length) and the wall-clock time read
//     again as PostgreSQL reads it (ICU's defaults UCAL_WALLTIME_LAST:
//     '2024-10-03 01:30:00-04' + INTERVAL 1 MONTH is 2024-11-03
//     01:30:00-05 on both).
//   - when a part of the interval (negated for a minus) is negative, the
//     time is added first, then the months, then the days; otherwise
//     the months, the days, then the time, as PostgreSQL always does
//     (TIMESTAMPTZ '2024-11-04 02:00:00-05' - INTERVAL '1 day 2 hours' is
//     2024-11-03 00:00:00-04, in PostgreSQL 01:00:00-04;
//     '2024-03-01 00:30:00-05' + INTERVAL '1 month -1 hour' is 2024-03-29
//     23:30:00-04, in PostgreSQL 2024-03-31 23:30:00-04).
//   - the microseconds under a millisecond are added before anything
//     else, ICU's calendar counting milliseconds ('2024-11-03
//     01:59:59.9995-04' + INTERVAL '1 day 0.0005 seconds' is 2024-11-04
//     01:00:00-05, in PostgreSQL 02:00:00-05).
//
// The time (hours, minutes, seconds) is elapsed time in both.

// duckZonedAdd is l op r of a TIMESTAMP WITH TIME ZONE and an interval
// under DuckDB's rule, or nil for other operands.
func duckZonedAdd(op ast.BinaryOp, l, r Expr, t Type) Expr {
	tzLeft := l.Type().Kind == ast.TypeTimestampTZ && r.Type().Kind == ast.TypeInterval
	tzRight := op == ast.OpAdd && l.Type().Kind == ast.TypeInterval && r.Type().Kind == ast.TypeTimestampTZ
	if op != ast.OpAdd && op != ast.OpSub || !tzLeft && !tzRight {
		return nil
	}
	f := &scalarFunc{name: op.String(), min: 2, max: 2, strict: true, ret: retFixed(t), fn: func(a []Value) (_ Value, err error) {
		defer catchDuckZone(&err) // duck_zone_data.go
		ts, iv := a[0], a[1]
		if tzRight {
			ts, iv = a[1], a[0]
		}
		sign := 1
		if op == ast.OpSub {
			sign = -1
		}
		loc := ts.tzZone()
		us, err := duckAddIn(ts.i, iv.Interval(), sign, loc)
		if err != nil {
			return Null, err
		}
		return TimestampTZIn(us, loc), nil
	}}
	return &Call{Name: op.String(), Args: []Expr{l, r}, T: t, fn: f}
}

// errICURange is DuckDB's error for a sum past its timestamps' range
// (DuckDB 1.5.6: TIMESTAMPTZ '2024-01-01 00:00:00+00' + INTERVAL
// '2000000000 days' raises "Conversion Error: ICU date overflows
// timestamp range").
var errICURange = errors.New("ICU date overflows timestamp range")

// duckMaxMicros bounds the instants duckAddIn computes with: those of
// 64 bits of microseconds (to the year 294247), but for two days, so
// that the steps of a day and an offset stay in range; a sum past it
// raises errICURange, as DuckDB's does past its range.
const duckMaxMicros = math.MaxInt64 - 2*86400e6

// duckAddIn adds iv (times sign) to the instant us in loc as DuckDB's ICU
// calendar does (see above).
func duckAddIn(us int64, iv Interval, sign int, loc *time.Location) (int64, error) {
	if loc == nil {
		loc = time.UTC
	}
	months, days, micros := int64(sign)*int64(iv.Months), int64(sign)*int64(iv.Days), int64(sign)*iv.Micros
	under := micros % 1000 // of the sign of micros, as C++'s %
	millis := micros - under
	const out = duckMaxMicros + 1 // past the range, so past it after every step
	inRange := func(u int64) bool { return u <= duckMaxMicros && u >= -duckMaxMicros }
	add := func(u, d int64) int64 {
		if !inRange(u) || float64(u)+float64(d) > duckMaxMicros || float64(u)+float64(d) < -duckMaxMicros {
			return out
		}
		return u + d
	}
	months12 := func(u int64) int64 {
		if f := float64(u) + float64(months)*2629746e6; !inRange(u) || f > duckMaxMicros-62*86400e6 || f < -duckMaxMicros+62*86400e6 {
			return out // a month is 2629746 seconds on average; the bound keeps time.UnixMicro in its range
		}
		return icuAddMonths(u, months, loc)
	}
	days24 := func(u int64) int64 {
		if add(u, days*86400e6) == out || add(u, (days+1)*86400e6) == out || add(u, (days-1)*86400e6) == out {
			return out // days is an int32's, whose product fits
		}
		return icuAddDays(u, days, loc)
	}
	us = add(us, under)
	switch {
	case months == 0 && days == 0:
		us = add(us, millis)
	case months < 0 || days < 0 || micros < 0:
		us = days24(months12(add(us, millis)))
	default:
		us = add(days24(months12(us)), millis)
	}
	if !inRange(us) {
		return 0, errICURange
	}
	return us, nil
}

// icuAddMonths is ICU's Calendar::add of n months in loc: the month of
// the wall-clock time moved by n, the day clamped to its length, and the
// wall-clock time read as zonedDate reads it (a repeated time with the
// offset after the change, a skipped one with the offset before it).
func icuAddMonths(us, n int64, loc *time.Location) int64 {
	if n == 0 {
		return us
	}
	duckZoneCheck(loc, us) // duck_zone_data.go
	t := time.UnixMicro(us).In(loc)
	y, m, d := t.Date()
	total := int64(m) - 1 + n
	yy := int64(y) + floorDiv64(total, 12)
	mm := time.Month(total-floorDiv64(total, 12)*12) + 1
	if last := daysIn(int(yy), mm); d > last {
		d = last
	}
	h, mi, s := t.Clock()
	return zonedDate(int(yy), mm, d, h, mi, s, t.Nanosecond(), loc).UnixMicro()
}

// icuAddDays is ICU's Calendar::add of n days in loc, which keeps the
// wall-clock time invariant (ICU source, Calendar::add): the instant
// moved by n days of 24 hours; where its time of day differs from the
// value's and so do the zone's offsets, moved by the difference of the
// offsets (the value's minus the new one, within a day); and where the
// time of day still differs (a time a spring change skips), left as
// first moved when that difference is negative (the default
// UCAL_WALLTIME_LAST).
func icuAddDays(us, n int64, loc *time.Location) int64 {
	if n == 0 {
		return us
	}
	const day = 86400e6
	offset := func(u int64) int64 {
		duckZoneCheck(loc, u) // duck_zone_data.go
		_, off := time.UnixMicro(u).In(loc).Zone()
		return int64(off) * 1e6
	}
	timeOfDay := func(u int64) int64 {
		w := u + offset(u)
		return w - floorDiv64(w, day)*day
	}
	prevOff, prevTime := offset(us), timeOfDay(us)
	t := us + n*day
	if timeOfDay(t) == prevTime {
		return t
	}
	newOff := offset(t)
	if newOff == prevOff {
		return t
	}
	adj := (prevOff - newOff) % day
	cur := t + adj
	if timeOfDay(cur) != prevTime && adj < 0 {
		return t
	}
	return cur
}
