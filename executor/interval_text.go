package executor

import (
	"strconv"
	"strings"
)

// IntervalText is how a dialect writes an INTERVAL as text, in a CAST to a
// string type and in lateral run's output (Options.IntervalText).
type IntervalText uint8

const (
	// IntervalTextDefault: the executor's own form, DuckDB's (run on
	// DuckDB 1.5: CAST(INTERVAL '-1 year -1 month -1 day' AS VARCHAR) is
	// -1 year -1 month -1 day, INTERVAL '-1 day' + INTERVAL '2 hours' is
	// -1 day 02:00:00, INTERVAL '1 year -2 months' is 10 months).
	IntervalTextDefault IntervalText = iota
	// IntervalTextPostgres: PostgreSQL's default IntervalStyle, postgres
	// (run on PostgreSQL 15: -1 years -1 mons -1 days, -1 days +02:00:00,
	// 1 year 2 mons 3 days 04:05:06.5, 10 mons, -00:00:00.5, 00:00:00).
	IntervalTextPostgres
)

// IntervalString writes iv by the rule.
func IntervalString(iv Interval, rule IntervalText) string {
	if rule == IntervalTextPostgres {
		return FormatIntervalPostgres(iv)
	}
	return formatInterval(iv)
}

// FormatIntervalPostgres is PostgreSQL's text of an interval in its default
// IntervalStyle: the years, months and days each with its sign and a
// plural unless 1 ('-1 years', '2 mons', '1 day'), a positive field after
// a negative one with a '+', then the time '[+-]HH:MM:SS[.ffffff]' (its
// fraction without trailing zeros) when not zero or when all is zero.
func FormatIntervalPostgres(iv Interval) string {
	var b strings.Builder
	empty, afterNeg := true, false
	field := func(v int64, unit string) {
		if v == 0 {
			return
		}
		if !empty {
			b.WriteByte(' ')
		}
		if afterNeg && v > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.FormatInt(v, 10) + " " + unit)
		if v != 1 {
			b.WriteByte('s')
		}
		empty, afterNeg = false, v < 0
	}
	field(int64(iv.Months/12), "year")
	field(int64(iv.Months%12), "mon")
	field(int64(iv.Days), "day")
	if empty || iv.Micros != 0 {
		if !empty {
			b.WriteByte(' ')
		}
		switch {
		case iv.Micros < 0:
			b.WriteByte('-')
		case afterNeg:
			b.WriteByte('+')
		}
		b.WriteString(clockText(iv.Micros)) // value.go
	}
	return b.String()
}

// intervalToText is an interval cast to a string type under the rule.
func intervalToText(v Value, t Type, rule IntervalText) Value {
	if rule == IntervalTextDefault || v.k != KindInterval || !t.Kind.IsText() {
		return v
	}
	return StringValue(FormatIntervalPostgres(v.Interval()))
}

// intervalTextFn is f with an interval result written as text by the rule
// (|| and the string functions reading an interval as text: PostgreSQL 15
// run, 'a' || INTERVAL '1 month' is a1 mon).
func intervalTextFn(f evalFn, rule IntervalText) evalFn {
	if rule == IntervalTextDefault {
		return f
	}
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil || v.k != KindInterval {
			return v, err
		}
		return StringValue(IntervalString(v.Interval(), rule)), nil
	}
}
