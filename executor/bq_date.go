package executor

import (
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// BigQuery's DATE function (BigQuery date functions, DATE: "Constructs
// or extracts a date"): DATE(year, month, day) of INT64 values, the DATE
// they name, an error for one that does not exist (BigQuery's DATE range
// is years 1 to 9999); DATE(timestamp_expression[, time_zone]) the date
// of the instant in the zone, "If no time zone is specified, the default
// time zone, UTC, is used"; DATE(datetime_expression) the DATETIME's date.
// A zone is read as Go reads a region name or UTC (another form is not
// modelled). rewrite/bq_date.go writes it for PostgreSQL and DuckDB.
//
// make_date(year, month, day), PostgreSQL's and DuckDB's ("Create date
// from year, month and day fields", PostgreSQL 15 documentation 9.9;
// DuckDB date functions), is modelled for years 1 to 9999 here, a date
// that does not exist raising as both do; PostgreSQL's and DuckDB's years
// past those are read in make_date_range.go.
func init() {
	reg(&scalarFunc{name: "make_date", min: 3, max: 3, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
		return makeDateValue("make_date", a, "is not modelled (years 1 to 9999 are)")
	}})
	// Spark's make_date gives NULL for a date that does not exist unless
	// ANSI mode is on (Spark SQL reference, make_date): not modelled
	wrapDialect([]string{"make_date"}, func(o *Options, _ *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if !o.SparkDateFormat && !o.HiveDateFormat {
			return body
		}
		return func([]Value) (Value, error) {
			return Null, fmt.Errorf("make_date is modelled as PostgreSQL's and DuckDB's only (Spark's gives NULL for a date that does not exist outside ANSI mode)")
		}
	})
}

// makeDateValue is the DATE of the integers a, an error where it does
// not exist or its year is outside 1 to 9999 (outside saying why).
func makeDateValue(fn string, a []Value, outside string) (Value, error) {
	y, m, d, err := dateArgs(a)
	if err != nil {
		return Null, err
	}
	if y < 1 || y > 9999 {
		return Null, fmt.Errorf("%s of the year %d %s", fn, y, outside)
	}
	t := time.Date(int(y), time.Month(m), int(d), 0, 0, 0, 0, time.UTC)
	if m < 1 || m > 12 || d < 1 || d > 31 || t.Year() != int(y) || t.Month() != time.Month(m) || t.Day() != int(d) {
		return Null, fmt.Errorf("%s: %d-%02d-%02d is not a date", fn, y, m, d)
	}
	return DateValue(floorDiv(t.Unix(), 86400)), nil
}

// bindBigQueryDate binds BigQuery's DATE(...) call (see above).
func (b *binder) bindBigQueryDate(x *ast.Func) (Expr, error) {
	args := make([]Expr, len(x.Args))
	for i, a := range x.Args {
		e, err := b.bind(a)
		if err != nil {
			return nil, err
		}
		args[i] = e
	}
	var f *scalarFunc
	switch len(args) {
	case 3:
		for i, e := range args {
			if k := e.Type().Kind; !k.IsInteger() && k != ast.TypeUnknown {
				return nil, errAt(x.Args[i], "DATE(year, month, day) of a %s is not answered by lat run (it takes INT64 values)", e.Type())
			}
		}
		f = &scalarFunc{name: "date", min: 3, max: 3, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
			return makeDateValue("DATE", a, "is out of range (years 1 to 9999)")
		}}
	case 1, 2:
		k := args[0].Type().Kind
		switch {
		case len(args) == 1 && k == ast.TypeTimestamp:
			f = &scalarFunc{name: "date", min: 1, max: 1, strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
				return castValue(a[0], tDate)
			}}
		case k == ast.TypeTimestampTZ:
			f = &scalarFunc{name: "date", min: len(args), max: len(args), strict: true, ret: retFixed(tDate), fn: func(a []Value) (Value, error) {
				loc := time.UTC
				if len(a) == 2 {
					zone := textOf(a[1])
					l, err := time.LoadLocation(zone)
					if err != nil || zone == "" || zone == "Local" {
						return Null, fmt.Errorf("DATE: the zone %q is not modelled (a region name or UTC is)", zone)
					}
					loc = l
				}
				_, off := time.UnixMicro(a[0].i).In(loc).Zone()
				return DateValue(floorDiv(a[0].i+int64(off)*1e6, 86400e6)), nil
			}}
		default:
			return nil, errAt(x.Args[0], "DATE of a %s is not answered by lat run (it takes a TIMESTAMP, a TIMESTAMP and a zone, a DATETIME, or a year, a month and a day)", args[0].Type())
		}
	default:
		return nil, errAt(x, "DATE takes one, two or three arguments, not %d", len(args))
	}
	return &Call{Name: "date", Args: args, T: tDate, fn: f, At: x.Span}, nil
}

// dateArgs are the year, month and day a make_date reads from its first
// three arguments.
func dateArgs(a []Value) (y, m, d int64, err error) {
	var n [3]int64
	for i := range n {
		if n[i], err = argInt(a[i]); err != nil {
			return 0, 0, 0, err
		}
	}
	return n[0], n[1], n[2], nil
}
