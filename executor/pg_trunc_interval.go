package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's date_trunc(text, interval), which a time also reaches by
// its implicit cast to interval (Options.PostgresTyping; PostgreSQL 15
// run: date_trunc('hour', TIME '10:30') is the interval 10:00:00,
// date_trunc('quarter', interval '1 year 5 mons 3 days 04:05:06.789') 1
// year 3 mons, date_trunc('decade', interval '-15 years') -10 years,
// date_trunc('month', interval '45 days') 00:00:00, date_trunc('minute',
// interval '-04:05:06') -04:05:00; 'week' raises "unit "week" not
// supported for type interval"). The interval is split into years,
// months, days, hours, minutes, seconds and microseconds, each truncated
// toward zero, and the fields below the unit are cleared.
func init() {
	reg(&scalarFunc{name: "date_trunc_interval_pg", min: 2, max: 2, strict: true, ret: retFixed(tInterval), fn: pgTruncInterval,
		dialect: pgTruncUnits(func(*Options) func([]Value) (Value, error) { return pgTruncInterval })})
}

// pgTruncIntervalArgs: date_trunc over arguments of types ts is
// PostgreSQL's date_trunc(text, interval).
func pgTruncIntervalArgs(ts []Type) bool {
	return len(ts) == 2 && (ts[1].Kind == ast.TypeTime || ts[1].Kind == ast.TypeInterval)
}

func pgTruncInterval(a []Value) (Value, error) {
	iv := Interval{Micros: a[1].i}
	if a[1].k == KindInterval {
		iv = a[1].Interval()
	}
	unit := strings.ToLower(textOf(a[0]))
	years, months := iv.Months/12, iv.Months%12
	days := iv.Days
	us := iv.Micros
	hours := us / 3600e6
	us -= hours * 3600e6
	mins := us / 60e6
	us -= mins * 60e6
	secs := us / 1e6
	frac := us - secs*1e6
	switch unit {
	case "millennium":
		years = years / 1000 * 1000
		months, days, hours, mins, secs, frac = 0, 0, 0, 0, 0, 0
	case "century":
		years = years / 100 * 100
		months, days, hours, mins, secs, frac = 0, 0, 0, 0, 0, 0
	case "decade":
		years = years / 10 * 10
		months, days, hours, mins, secs, frac = 0, 0, 0, 0, 0, 0
	case "year":
		months, days, hours, mins, secs, frac = 0, 0, 0, 0, 0, 0
	case "quarter":
		months = months / 3 * 3
		days, hours, mins, secs, frac = 0, 0, 0, 0, 0
	case "month":
		days, hours, mins, secs, frac = 0, 0, 0, 0, 0
	case "day":
		hours, mins, secs, frac = 0, 0, 0, 0
	case "hour":
		mins, secs, frac = 0, 0, 0
	case "minute":
		secs, frac = 0, 0
	case "second":
		frac = 0
	case "millisecond":
		frac = frac / 1000 * 1000
	case "microsecond":
	case "week":
		return Null, fmt.Errorf("unit %q not supported for type interval", unit)
	default:
		return Null, fmt.Errorf("unit %q not recognized for type interval", unit)
	}
	return IntervalValue(Interval{Months: years*12 + months, Days: days, Micros: ((hours*60+mins)*60+secs)*1e6 + frac}), nil
}
