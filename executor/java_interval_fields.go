package executor

import (
	"fmt"
	"strings"
)

// Trino's and Presto's fields of an interval (Options.JavaIntervalFields).
//
// Both engines keep an INTERVAL DAY TO SECOND as one count of
// milliseconds and an INTERVAL YEAR TO MONTH as one count of months, and
// their field functions (to which EXTRACT is rewritten) divide that
// count with Java's long arithmetic, whose quotient and remainder
// truncate toward zero (Trino's and Presto's DateTimeFunctions:
// dayFromInterval is millis / MILLISECONDS_IN_DAY, hourFromInterval
// (millis % MILLISECONDS_IN_DAY) / MILLISECONDS_IN_HOUR, minuteFromInterval
// and secondFromInterval likewise, yearFromInterval months / 12,
// monthFromInterval months % 12). So the day of INTERVAL '36' HOUR is 1
// and its hour 12 (PostgreSQL: 0 and 36), the hour of INTERVAL '-36'
// HOUR is -12. The year and month functions take a year-to-month
// interval only, the others a day-to-second one: an interval holding
// the other kind of part raises, where those engines refuse the call.

// javaIntervalFieldFuncs are the functions whose interval argument is
// read as above: date_part (EXTRACT) and its INT form, the field
// functions and their BIGINT forms.
var javaIntervalFieldFuncs = []string{"date_part", "date_part_int",
	"year", "month", "day", "dayofmonth", "hour", "minute", "second",
	"year_bigint", "month_bigint", "day_bigint", "dayofmonth_bigint", "hour_bigint", "minute_bigint", "second_bigint"}

func init() {
	wrapDialect(javaIntervalFieldFuncs, func(o *Options, f *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if !o.JavaIntervalFields {
			return body
		}
		byArg := f.name == "date_part" || f.name == "date_part_int"
		return func(a []Value) (Value, error) {
			if len(a) == 0 || a[len(a)-1].k != KindInterval {
				return body(a)
			}
			field := strings.TrimSuffix(f.name, "_bigint")
			if byArg {
				field = textOf(a[0])
			}
			n, ok, err := javaIntervalField(field, a[len(a)-1].Interval())
			if err != nil || !ok {
				if err == nil {
					return body(a)
				}
				return Null, err
			}
			r, err := body(a) // the result's type, as the dialect gives it
			if err != nil || r.k != KindInt {
				return r, err
			}
			r.i = n
			return r, nil
		}
	})
}

// javaIntervalField is the field of iv as Trino and Presto read it; ok
// is false for a field that is none of theirs, left to datePart.
func javaIntervalField(field string, iv Interval) (n int64, ok bool, err error) {
	const day, hour, minute, second = 86400e6, 3600e6, 60e6, 1e6
	f := strings.ToLower(field)
	switch f {
	case "year", "years", "month", "months":
		if iv.Days != 0 || iv.Micros != 0 {
			return 0, false, fmt.Errorf("%s of an interval takes an interval year to month, not one of days or time", f)
		}
		if f == "year" || f == "years" {
			return int64(iv.Months) / 12, true, nil
		}
		return int64(iv.Months) % 12, true, nil
	case "day", "days", "dayofmonth", "hour", "hours", "minute", "minutes", "second", "seconds":
	default:
		return 0, false, nil
	}
	if iv.Months != 0 {
		return 0, false, fmt.Errorf("%s of an interval takes an interval day to second, not one of months", f)
	}
	// the count of microseconds (the executor's unit; Trino's and
	// Presto's is the millisecond, which gives the same quotients)
	us := int64(iv.Days)*day + iv.Micros
	switch f {
	case "day", "days", "dayofmonth":
		return us / day, true, nil
	case "hour", "hours":
		return us % day / hour, true, nil
	case "minute", "minutes":
		return us % hour / minute, true, nil
	}
	return us % minute / second, true, nil
}
