package executor

import (
	"errors"
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/internal/dtfmt"
)

// The parsing functions read a text by a pattern of the one pattern
// model (internal/dtfmt) where the text is of the pattern's exact shape
// (dtfmt.Shape: the padded year, month, day, hour of 24, minutes and
// seconds, and the literals as they are): DuckDB's strptime(text,
// format) and Trino's and Presto's date_parse(text, format) a TIMESTAMP,
// PostgreSQL's to_date(text, format) a DATE. An impossible date (February
// 30) is an error, as in each (DuckDB "Could not parse string", Joda-Time's
// range error in Trino, PostgreSQL "date/time field value out of
// range"). Another text, which the dialects read by rules of their own
// (fewer digits, skipped spaces, PostgreSQL's month 00 as January), and
// another element of the pattern are errors: they are not modelled.
//
// make_timestamp(year, month, day, hour, minute, second) of six integers
// is PostgreSQL's and DuckDB's timestamp of those fields, an error for
// fields outside the calendar and the clock (PostgreSQL 15:
// make_timestamp(2024, 2, 30, 0, 0, 0) raises "date field value out of
// range"); its one-argument form is DuckDB's of microseconds
// (epoch_units.go).
func init() {
	reg(&scalarFunc{name: "strptime", min: 2, max: 2, strict: true, ret: retFixed(tTimestamp), fn: parseOff("strptime", "DuckDB"),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.DuckDBTimeText {
				return parseOff("strptime", "DuckDB")
			}
			return func(a []Value) (Value, error) { return parseModel("strptime", a, false, dtfmt.ParseStrftime) }
		}})
	reg(&scalarFunc{name: "date_parse", min: 2, max: 2, strict: true, ret: retFixed(tTimestamp), fn: parseOff("date_parse", "Trino and Presto"),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.MySQLDateFormat == "" {
				return parseOff("date_parse", "Trino and Presto")
			}
			presto := o.MySQLDateFormat == "presto"
			return func(a []Value) (Value, error) {
				return parseModel("date_parse", a, false, func(s string) ([]dtfmt.Elem, *dtfmt.Bad) { return dtfmt.ParseMySQL(s, presto) })
			}
		}})
	// BigQuery's PARSE_DATE(format, text), the pattern first, of its
	// format elements (dtfmt.ParseBigQuery), a DATE
	reg(&scalarFunc{name: "parse_date", min: 2, max: 2, strict: true, ret: retFixed(tDate), fn: parseOff("parse_date", "BigQuery"),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.BigQueryUnits {
				return parseOff("parse_date", "BigQuery")
			}
			return func(a []Value) (Value, error) {
				return parseModel("parse_date", []Value{a[1], a[0]}, true, dtfmt.ParseBigQuery)
			}
		}})
	toDate := scalarFuncs["to_date"]
	cast := toDate.fn
	toDate.dialect = func(o *Options) func([]Value) (Value, error) {
		if o.HiveToDate {
			return func(a []Value) (Value, error) {
				if len(a) == 1 && a[0].k == KindString {
					return hiveToDateText(a[0].s) // hive_to_date.go
				}
				return cast(a)
			}
		}
		if !o.PostgresColumnNames {
			return cast
		}
		return func(a []Value) (Value, error) {
			if len(a) == 1 {
				return cast(a)
			}
			return parseModel("to_date", a, true, dtfmt.ParseToChar)
		}
	}
	mk := scalarFuncs["make_timestamp"]
	micros := mk.fn
	mk.max = 6
	mk.fn = func(a []Value) (Value, error) {
		if len(a) == 1 {
			return micros(a)
		}
		if len(a) != 6 {
			return Null, errors.New("make_timestamp takes one argument or six")
		}
		var n [6]int64
		for i := range n {
			v, err := argInt(a[i])
			if err != nil {
				return Null, err
			}
			n[i] = v
		}
		return makeTimestampFields("make_timestamp", n)
	}
}

func parseOff(name, dialect string) func([]Value) (Value, error) {
	return func([]Value) (Value, error) {
		return Null, fmt.Errorf("%s is modelled for %s only", name, dialect)
	}
}

// makeTimestampFields is the TIMESTAMP of the year, month, day, hour,
// minute and second n, an error outside the calendar or the clock or
// the years 1 to 9999.
func makeTimestampFields(name string, n [6]int64) (Value, error) {
	y, m, d := n[0], n[1], n[2]
	if y < 1 || y > 9999 {
		return Null, fmt.Errorf("%s of the year %d is not modelled", name, y)
	}
	t := time.Date(int(y), time.Month(m), int(d), int(n[3]), int(n[4]), int(n[5]), 0, time.UTC)
	if m < 1 || m > 12 || d < 1 || d > 31 || t.Year() != int(y) || t.Month() != time.Month(m) || t.Day() != int(d) ||
		n[3] < 0 || n[3] > 23 || n[4] < 0 || n[4] > 59 || n[5] < 0 || n[5] > 59 {
		return Null, fmt.Errorf("%s: %d-%02d-%02d %02d:%02d:%02d is out of range", name, y, m, d, n[3], n[4], n[5])
	}
	return TimestampValue(t.Unix() * 1e6), nil
}

// parseModel reads the text a[0] by the pattern a[1] read by parse, a
// DATE where date holds, else a TIMESTAMP.
func parseModel(name string, a []Value, date bool, parse func(string) ([]dtfmt.Elem, *dtfmt.Bad)) (Value, error) {
	f := textOf(a[1])
	p, bad := parse(f)
	var sh *dtfmt.Shape
	if bad == nil {
		sh, bad = dtfmt.ShapeOf(p, f)
	}
	if bad != nil {
		return Null, fmt.Errorf("%s: the pattern element %s, which is not modelled", name, bad.Error())
	}
	if date && sh.HasTime {
		return Null, fmt.Errorf("%s of a pattern with a time of day is not modelled", name)
	}
	s := textOf(a[0])
	v, ok := sh.Read(s)
	if !ok || v[1] < 1 || v[2] < 1 {
		return Null, fmt.Errorf("%s of the text %q, not of the exact shape of the pattern %q, is not modelled", name, s, f)
	}
	var n [6]int64
	for i := range v {
		n[i] = int64(v[i])
	}
	t, err := makeTimestampFields(name, n)
	if err != nil || !date {
		return t, err
	}
	return DateValue(floorDiv(t.i/1e6, 86400)), nil
}
