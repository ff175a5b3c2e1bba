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
	return zonedIntervalOp(op, l, r, t, func(ts, iv Value) (_ Value, err error) { // trino_zoned_days.go
		defer catchDuckZone(&err) // duck_zone_data.go
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
	})
}

// errICURange is DuckDB's error for a sum past its timestamps' range
// (DuckDB 1.5.6: TIMESTAMPTZ '2024-01-01 00:00:00+00' + INTERVAL
// '2000000000 days' raises "Conversion Error: ICU date overflows
// timestamp range", + INTERVAL '2000000000 months' too, and so does
// '294247-01-01 00:00:00+00' + INTERVAL '10 days', past 294247-01-10
// 04:00:54.775806, where + INTERVAL '9 days' is 294247-01-10 00:00:00).
var errICURange = errors.New("ICU date overflows timestamp range")

// duckAddIn adds iv (times sign) to the instant us in loc as DuckDB's ICU
// calendar does (see above), on time.Time values, which hold instants
// past 64 bits of microseconds; a result past them raises errICURange.
func duckAddIn(us int64, iv Interval, sign int, loc *time.Location) (int64, error) {
	if loc == nil {
		loc = time.UTC
	}
	months, days, micros := int64(sign)*int64(iv.Months), int64(sign)*int64(iv.Days), int64(sign)*iv.Micros
	under := micros % 1000 // of the sign of micros, as C++'s %
	millis := micros - under
	t := addMicros(time.UnixMicro(us), under)
	switch {
	case months == 0 && days == 0:
		t = addMicros(t, millis)
	case months < 0 || days < 0 || micros < 0:
		t = icuAddDays(icuAddMonths(addMicros(t, millis), months, loc), days, loc)
	default:
		t = addMicros(icuAddDays(icuAddMonths(t, months, loc), days, loc), millis)
	}
	if outsideMicros(t) {
		return 0, errICURange
	}
	return t.UnixMicro(), nil
}

// pastRange stands for a step's result past any range (a year past
// 300000 either way).
var pastRange = time.Unix(1<<60, 0).UTC()

// outsideMicros: t is not within 64 bits of microseconds (DuckDB's
// TIMESTAMPTZ holds those but for its infinities, the two ends).
func outsideMicros(t time.Time) bool {
	return t.Before(time.UnixMicro(math.MinInt64+1)) || t.After(time.UnixMicro(math.MaxInt64-1))
}

// addMicros is t plus n microseconds, for any n.
func addMicros(t time.Time, n int64) time.Time {
	if t.Equal(pastRange) {
		return t
	}
	return time.Unix(t.Unix()+n/1e6, int64(t.Nanosecond())+n%1e6*1000).UTC()
}

// duckCheckZone is duckZoneCheck of t where t is within 64 bits of
// microseconds (duck_zone_data.go).
func duckCheckZone(loc *time.Location, t time.Time) {
	if !outsideMicros(t) {
		duckZoneCheck(loc, t.UnixMicro())
	}
}

// icuAddMonths is ICU's Calendar::add of n months in loc: the month of
// the wall-clock time moved by n, the day clamped to its length, and the
// wall-clock time read as zonedDate reads it (a repeated time with the
// offset after the change, a skipped one with the offset before it). A
// year past 300000 either way is pastRange.
func icuAddMonths(t time.Time, n int64, loc *time.Location) time.Time {
	if n == 0 || t.Equal(pastRange) {
		return t
	}
	if outsideMicros(t) {
		return pastRange
	}
	duckCheckZone(loc, t)
	w := t.In(loc)
	y, m, d := w.Date()
	total := int64(m) - 1 + n
	yy := int64(y) + floorDiv64(total, 12)
	if yy > 300000 || yy < -300000 {
		return pastRange
	}
	mm := time.Month(total-floorDiv64(total, 12)*12) + 1
	if last := daysIn(int(yy), mm); d > last {
		d = last
	}
	h, mi, s := w.Clock()
	if wall := time.Date(int(yy), mm, d, h, mi, s, w.Nanosecond(), time.UTC); outsideMicros(wall.AddDate(0, 0, 2)) || outsideMicros(wall.AddDate(0, 0, -2)) {
		// zonedDate reads the zone a day either side in microseconds:
		// within two days of the range's ends, the sum raises, where
		// DuckDB may give a value
		return pastRange
	}
	return zonedDate(int(yy), mm, d, h, mi, s, w.Nanosecond(), loc).UTC()
}

// icuAddDays is ICU's Calendar::add of n days in loc, which keeps the
// wall-clock time invariant (ICU source, Calendar::add): the instant
// moved by n days of 24 hours; where its time of day differs from the
// value's and so do the zone's offsets, moved by the difference of the
// offsets (the value's minus the new one, within a day); and where the
// time of day still differs (a time a spring change skips), left as
// first moved when that difference is negative (the default
// UCAL_WALLTIME_LAST).
func icuAddDays(t time.Time, n int64, loc *time.Location) time.Time {
	if n == 0 || t.Equal(pastRange) {
		return t
	}
	if n > 220000000 || n < -220000000 || outsideMicros(t) { // more days than the range holds
		return pastRange
	}
	const day = 86400
	offset := func(u time.Time) int64 {
		duckCheckZone(loc, u)
		_, off := u.In(loc).Zone()
		return int64(off)
	}
	timeOfDay := func(u time.Time) int64 {
		w := u.In(loc)
		return int64(w.Hour()*3600+w.Minute()*60+w.Second())*1e9 + int64(w.Nanosecond())
	}
	prevOff, prevTime := offset(t), timeOfDay(t)
	moved := t.AddDate(0, 0, int(n)) // t is in UTC, where a day is 24 hours
	if timeOfDay(moved) == prevTime {
		return moved
	}
	newOff := offset(moved)
	if newOff == prevOff {
		return moved
	}
	adj := (prevOff - newOff) % day
	cur := moved.Add(time.Duration(adj) * time.Second)
	if timeOfDay(cur) != prevTime && adj < 0 {
		return moved
	}
	return cur
}
