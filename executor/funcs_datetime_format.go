package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dtfmt"
)

// Trino's and Presto's date_format(timestamp, format) and the other
// formatting functions read their pattern into lateral's one model
// (internal/dtfmt), the translator's: Trino's date_format of MySQL-style
// specifiers (dtfmt.ParseMySQL), format_datetime of Joda-Time letters
// (dtfmt.ParseJoda, funcs_format_datetime.go) and DuckDB's strftime
// (dtfmt.ParseStrftime, funcs_strftime.go). A DATE is formatted as its
// midnight (Trino coerces a DATE to a TIMESTAMP; DuckDB's strftime of a
// DATE writes 00 for its hours). An element the model does not read, a
// TIMESTAMP WITH TIME ZONE, a year before 1 and (but for strftime, whose
// %Y writes all its digits) one past 9999 are errors: they are not
// modelled.
//
// BigQuery's FORMAT_DATE(format, date) and FORMAT_DATETIME(format,
// datetime), the pattern first, read by dtfmt.ParseBigQuery, are
// modelled for a year of 1000 to 9999 (BigQuery's documentation does not
// say how %Y writes a shorter year); FORMAT_DATE of a time element is an
// error, as in BigQuery.
func init() {
	reg(&scalarFunc{name: "format_date", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: parseOff("format_date", "BigQuery"),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.BigQueryUnits {
				return parseOff("format_date", "BigQuery")
			}
			return formatBigQuery("format_date")
		}})
	f := scalarFuncs["date_format"]
	others := f.dialect
	f.dialect = func(o *Options) func([]Value) (Value, error) {
		if o.MySQLDateFormat == "" {
			return others(o)
		}
		presto := o.MySQLDateFormat == "presto"
		return func(a []Value) (Value, error) {
			a = []Value{trinoMillis(a[0]), a[1]}
			return formatModel("date_format", a, false, func(s string) ([]dtfmt.Elem, *dtfmt.Bad) { return dtfmt.ParseMySQL(s, presto) })
		}
	}
}

// formatModel formats a[0], a DATE or a TIMESTAMP, by the pattern a[1]
// read by parse; past9999 formats a year past 9999 (with all its
// digits), else it is an error.
func formatModel(name string, a []Value, past9999 bool, parse func(string) ([]dtfmt.Elem, *dtfmt.Bad)) (Value, error) {
	if a[0].k == KindDate {
		a = []Value{TimestampValue(a[0].i * 86400e6), a[1]}
	}
	t, f, _, err := formatArgs(name, a, nil)
	if err != nil {
		return Null, err
	}
	if t.Year() > 9999 && !past9999 {
		return Null, fmt.Errorf("%s of the year %d is not modelled", name, t.Year())
	}
	p, bad := parse(f)
	if bad != nil {
		return Null, fmt.Errorf("%s: the pattern element %s, which is not modelled", name, bad.Error())
	}
	return StringValue(dtfmt.Format(p, t)), nil
}

// formatBigQuery is BigQuery's FORMAT_DATE or FORMAT_DATETIME (name).
func formatBigQuery(name string) func([]Value) (Value, error) {
	return func(a []Value) (Value, error) {
		x := a[1]
		if name == "format_date" && x.k != KindDate {
			return Null, fmt.Errorf("%s is modelled only of a DATE", name)
		}
		if x.k == KindDate || x.k == KindTimestamp && x.t != ast.TypeTimestampTZ {
			days := x.i
			if x.k == KindTimestamp {
				days = floorDiv(x.i, 86400e6)
			}
			if y := dateToTime(days).Year(); y < 1000 || y > 9999 {
				return Null, fmt.Errorf("%s of the year %d is not modelled", name, y)
			}
		}
		return formatModel(name, []Value{x, a[0]}, false, func(s string) ([]dtfmt.Elem, *dtfmt.Bad) {
			p, bad := dtfmt.ParseBigQuery(s)
			if bad == nil && name == "format_date" {
				for _, e := range p {
					if e.F >= dtfmt.Hour24 && e.F <= dtfmt.AmPm {
						return nil, &dtfmt.Bad{At: e.At, Len: e.Len, Text: s[e.At : e.At+e.Len], Why: "is a time element, which FORMAT_DATE does not take"}
					}
				}
			}
			return p, bad
		})
	}
}

// trinoMillis is x rounded to milliseconds, as Trino's date_format and
// format_datetime round a TIMESTAMP before formatting it (Trino's
// DateFormat, epochMicrosToMillisWithRounding, and FormatDateTime,
// round(timestamp, 3): "date formatting only supports up to millis, so
// round to that unit"), the half up.
func trinoMillis(x Value) Value {
	if x.k == KindTimestamp && x.i%1000 != 0 {
		x.i = floorDiv(x.i+500, 1000) * 1000
	}
	return x
}
