package executor

import (
	"fmt"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/internal/dateunit"
)

// The canonical whole-month and quarter differences of two DATEs
// (catalog; dialects/date_diffs.go).
func init() {
	reg(&scalarFunc{name: "datediff_months_whole", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return monthsDiff(a, true)
	}})
	reg(&scalarFunc{name: "datediff_months_days", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return monthsDiff(a, false)
	}})
	// datediff_units_whole(unit, end, start) is Trino's date_diff(unit,
	// start, end) of TIMESTAMPs (rewrite/trino_unit_arith.go).
	reg(&scalarFunc{name: "datediff_units_whole", min: 3, max: 3, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return wholeUnitDateDiff([]Value{a[0], a[2], a[1]})
	}})
	// datediff_units_crossed(unit, end, start) is DuckDB's date_diff(unit,
	// start, end) of TIMESTAMPs below the minute (rewrite/duck_diff_time.go).
	reg(&scalarFunc{name: "datediff_units_crossed", min: 3, max: 3, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		switch strings.ToLower(textOf(a[0])) {
		case "microsecond", "millisecond", "second":
			return duckDateDiff([]Value{a[0], a[2], a[1]})
		}
		return Null, fmt.Errorf("unknown datediff_units_crossed unit %s", textOf(a[0]))
	}})
	// datediff_parts_whole(unit, end, start) is DuckDB's date_sub(unit,
	// start, end) of TIMESTAMPs (rewrite/duck_diff_time.go).
	reg(&scalarFunc{name: "datediff_parts_whole", min: 3, max: 3, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return duckDateSub([]Value{a[0], a[2], a[1]})
	}})
	// DuckDB's datesub is its date_sub(part, start, end); other dialects
	// have no function of the name
	noDatesub := func([]Value) (Value, error) { return Null, fmt.Errorf("unknown function datesub") }
	reg(&scalarFunc{name: "datesub", min: 3, max: 3, strict: true, ret: retFixed(tBigInt), fn: noDatesub, dialect: func(o *Options) func([]Value) (Value, error) {
		if !o.DuckDBUnits {
			return noDatesub
		}
		return func(a []Value) (Value, error) {
			b := append([]Value(nil), a...)
			b[0] = StringValue(duckUnitName(a[0].s))
			return duckDateSub(b)
		}
	}})
	reg(&scalarFunc{name: "datediff_quarters", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		e, s, err := twoDates(a)
		if err != nil {
			return Null, err
		}
		q := func(t time.Time) int64 { return int64(t.Year())*4 + int64(t.Month()-1)/3 }
		return IntValue(q(e) - q(s)), nil
	}})
}

func twoDates(a []Value) (end, start time.Time, err error) {
	e, err := asDate(a[0])
	if err != nil {
		return end, start, err
	}
	s, err := asDate(a[1])
	if err != nil {
		return end, start, err
	}
	return dateToTime(e), dateToTime(s), nil
}

// monthsDiff is datediff_months_whole (lastDay: a month's last day ends a
// whole month from a later day, as clamped month arithmetic reaches it)
// or datediff_months_days (the days of the month compared alone) of
// a[0] (end) and a[1] (start): the whole months from the earlier date to
// the later, negative when end is earlier.
func monthsDiff(a []Value, lastDay bool) (Value, error) {
	e, s, err := twoDates(a)
	if err != nil {
		return Null, err
	}
	sign := int64(1)
	if e.Before(s) {
		e, s, sign = s, e, -1
	}
	n := int64(e.Year()-s.Year())*12 + int64(e.Month()) - int64(s.Month())
	isLast := e.AddDate(0, 0, 1).Day() == 1
	if e.Day() < s.Day() && !(lastDay && isLast) {
		n--
	}
	return IntValue(sign * n), nil
}

// wholeUnitDateDiff is Trino and Presto date_diff(unit, t1, t2) of
// TIMESTAMPs (Options.DateDiffWholeUnits): Joda-Time's field difference
// of the epoch milliseconds (microseconds floored to milliseconds) in UTC,
// the whole units from t1 to t2 with the time of day counted, negated for
// an earlier t2 (date_diff('month', TIMESTAMP '2024-01-15 10:00:00',
// TIMESTAMP '2024-02-15 09:00:00') is 0). Fixed-length units divide the
// milliseconds toward zero; a month is counted as datediff_months_whole,
// the time of day breaking a tie of the days; a quarter is the months
// divided by 3; a year compares the rest of the year, a leap year's days
// after February 28 shifted by a day against a common year's.
func wholeUnitDateDiff(a []Value) (Value, error) {
	s, e, err := asTimestamps(a[1], a[2])
	if err != nil {
		return Null, err
	}
	unit := strings.ToLower(textOf(a[0]))
	if a[1].k == KindDate && a[2].k == KindDate {
		// of two DATEs the units of a day and longer
		// (DateTimeFunctions.getDateField)
		switch unit {
		case "millisecond", "second", "minute", "hour":
			return Null, fmt.Errorf("'%s' is not a valid DATE field", unit)
		}
	}
	if _, ok := wholeUnitMicros[unit]; !ok && unit != "month" && unit != "quarter" && unit != "year" || unit == "microsecond" {
		return Null, fmt.Errorf("unknown date_diff unit %s", textOf(a[0]))
	}
	return IntValue(diffUnits(unit, floorDiv(s, 1000)*1000, floorDiv(e, 1000)*1000)), nil
}

// duckDateDiff is DuckDB's date_diff(part, start, end) (and datediff) of
// TIMESTAMPs or DATEs (at midnight): the part's boundaries between them
// (DuckDB date functions, date_diff: "the number of partition boundaries
// between the timestamps"), the part by any of DuckDB's names for it,
// 'dow' and the other days of a period counted as days and 'yearweek' as
// weeks (dateunit.DuckDBDiff). Run on DuckDB 1.5 for every ordered pair of
// 200 timestamps from 0001 to 1970 (fractions of a millisecond around
// 1970-01-01 among them): the microseconds are end - start, the
// milliseconds and seconds the differences of the floored quotients, a
// week the days between the dates divided by 7 toward zero (2024-01-03 to
// 2024-01-09 is 0, not a week's boundary), and the quarters, months,
// years and days those of the dates.
func duckDateDiff(a []Value) (Value, error) {
	s, e, err := asTimestamps(a[1], a[2])
	if err != nil {
		return Null, err
	}
	p, ok := dateunit.DuckDBDiff(textOf(a[0]))
	if !ok {
		return Null, fmt.Errorf("unknown date_diff unit %s", textOf(a[0]))
	}
	switch p {
	case "microsecond":
		return IntValue(e - s), nil
	case "millisecond":
		return IntValue(floorDiv(e, 1000) - floorDiv(s, 1000)), nil
	case "week":
		return IntValue((floorDiv(e, 86400e6) - floorDiv(s, 86400e6)) / 7), nil // Go's / truncates
	case "quarter":
		st, et := microsToTime(s), microsToTime(e)
		q := func(t time.Time) int64 { return int64(t.Year())*4 + int64(t.Month()-1)/3 }
		return IntValue(q(et) - q(st)), nil
	}
	return dateDiffUnit(p, s, e)
}

// duckDateSub is DuckDB's date_sub(part, start, end) of TIMESTAMPs (or
// DATEs, at midnight): the complete parts from start to end (DuckDB date
// functions, date_sub: "the number of complete partitions between the
// timestamps"), toward zero, counted as diffUnits counts them on the
// microseconds (run on DuckDB 1.5: the same counts as Trino's date_diff
// of the timestamps taken to the millisecond, for every unit and pair of
// a grid of month ends, leap days and times of day). The part is a name
// duckUnitName gave.
func duckDateSub(a []Value) (Value, error) {
	s, err := asTimestamp(a[1])
	if err != nil {
		return Null, err
	}
	e, err := asTimestamp(a[2])
	if err != nil {
		return Null, err
	}
	unit := strings.ToLower(textOf(a[0]))
	if _, ok := wholeUnitMicros[unit]; !ok && unit != "month" && unit != "quarter" && unit != "year" {
		return Null, fmt.Errorf("date_sub of the part %s is not answered by lat run", textOf(a[0]))
	}
	return IntValue(diffUnits(unit, s, e)), nil
}

// wholeUnitMicros are the fixed-length units of diffUnits.
var wholeUnitMicros = map[string]int64{"microsecond": 1, "millisecond": 1e3, "second": 1e6, "minute": 60e6, "hour": 3600e6,
	"day": 86400e6, "week": 7 * 86400e6}

// diffUnits is the whole units from the timestamp s to e (epoch
// microseconds), negated for an earlier e: the microseconds between
// divided toward zero for a fixed-length unit; for a month or a quarter
// the months as datediff_months_whole counts them, the time of day
// breaking a tie of the days, a quarter being the months divided by 3; a
// year compares the rest of the year, a leap year's days after February
// 28 shifted by a day against a common year's (Joda-Time,
// BasicGJChronology.getYearDifference).
func diffUnits(unit string, s, e int64) int64 {
	if us, ok := wholeUnitMicros[unit]; ok {
		return (e - s) / us
	}
	sign := int64(1)
	if e < s {
		s, e, sign = e, s, -1
	}
	st, et := time.UnixMicro(s).UTC(), time.UnixMicro(e).UTC()
	switch unit {
	case "month", "quarter":
		n := int64(et.Year()-st.Year())*12 + int64(et.Month()) - int64(st.Month())
		sd := st.Day()
		if et.AddDate(0, 0, 1).Day() == 1 && sd > et.Day() {
			sd = et.Day() // end is its month's last day: clamp start's day
		}
		if et.Day() < sd || et.Day() == sd && usOfDay(et) < usOfDay(st) {
			n--
		}
		if unit == "quarter" {
			n /= 3
		}
		return sign * n
	}
	rest := func(t time.Time) int64 { return int64(t.YearDay()-1)*86400e6 + usOfDay(t) }
	er, sr := rest(et), rest(st)
	const feb29 = 59 * 86400e6
	if sr >= feb29 {
		if isLeap(st.Year()) {
			if !isLeap(et.Year()) {
				sr -= 86400e6
			}
		} else if er >= feb29 && isLeap(et.Year()) {
			er -= 86400e6
		}
	}
	n := int64(et.Year() - st.Year())
	if er < sr {
		n--
	}
	return sign * n
}

func usOfDay(t time.Time) int64 {
	return int64(t.Hour())*3600e6 + int64(t.Minute())*60e6 + int64(t.Second())*1e6 + int64(t.Nanosecond()/1e3)
}

func isLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }
