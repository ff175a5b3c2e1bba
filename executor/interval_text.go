package executor

import (
	"fmt"
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
	// IntervalTextBigQuery: BigQuery's canonical form (FormatIntervalBigQuery).
	IntervalTextBigQuery
)

// IntervalString writes iv by the rule.
func IntervalString(iv Interval, rule IntervalText) string {
	switch rule {
	case IntervalTextPostgres:
		return FormatIntervalPostgres(iv)
	case IntervalTextBigQuery:
		return FormatIntervalBigQuery(iv)
	}
	return formatInterval(iv)
}

// FormatIntervalBigQuery is BigQuery's text of an interval, always in full:
// the months as [-]Y-M, the days with their sign, the time as [-]H:M:S
// with no padding, its fraction in groups of three digits when not zero
// (BigQuery's interval functions reference: MAKE_INTERVAL(1, 6, 15) is
// 1-6 15 0:0:0, MAKE_INTERVAL(hour => 10, second => 20) 0-0 0 10:0:20;
// its "Operators" reference: DATE "2021-05-20" - DATE "2020-04-19" is
// 0-0 396 0:0:0, a difference of timestamps 0-0 0 36:34:56.789; ZetaSQL,
// its reference implementation, IntervalValue::ToString: fractions of a
// second in groups of 3).
func FormatIntervalBigQuery(iv Interval) string {
	months, msign := int64(iv.Months), ""
	if months < 0 {
		months, msign = -months, "-"
	}
	us, tsign := iv.Micros, ""
	if us < 0 {
		us, tsign = -us, "-"
	}
	t := fmt.Sprintf("%s%d-%d %d %s%d:%d:%d", msign, months/12, months%12, iv.Days, tsign, us/3600e6, us/60e6%60, us/1e6%60)
	if f := us % 1e6; f != 0 {
		t += fmt.Sprintf(".%03d", f/1000)
		if f%1000 != 0 {
			t += fmt.Sprintf("%03d", f%1000)
		}
	}
	return t
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
	return StringValue(IntervalString(v.Interval(), rule))
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
