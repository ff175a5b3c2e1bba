package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL and DuckDB read an interval string with its units inside,
// INTERVAL '1 day' or INTERVAL '2 hours 30 minutes', which Hive, Doris,
// Trino, Presto, BigQuery, Drill and ANSI SQL do not: their interval takes
// one unit after the string (the printer refuses the other form, T090).
// unitlessInterval writes such a literal in units where its text is made
// of integer quantities of the units both engines spell alike (year,
// month or mon, week, day, hour, minute or min, second or sec, singular
// or plural, any case; run on PostgreSQL 15 and DuckDB 1.5, which read
// each field on its own: '1 day -2 hours' is 1 day -02:00:00 on both):
//
//	INTERVAL '1 day'             -> INTERVAL '1' DAY
//	INTERVAL '-3 months'         -> INTERVAL '-3' MONTH
//	INTERVAL '2 weeks'           -> INTERVAL '14' DAY
//	INTERVAL '2 hours 30 mins'   -> INTERVAL '2' HOUR + INTERVAL '30' MINUTE (Trino)
//
// Each is the same interval in the source, so every later rule reads it
// as it reads the unit form. Several fields are written as a sum only
// toward Trino and Presto (their documentation's date and time operators:
// interval '2' day + interval '3' hour is 2 03:00:00.000) and ANSI SQL
// (run on PostgreSQL), and only when none is of years or months: Trino's
// year-month and day-time intervals are two types, and month_interval.go
// reads the text of months and days itself. Doris's interval is no value
// of its own (only date arithmetic takes one), and Hive's, BigQuery's and
// Drill's sums of intervals are not checked. A
// fraction, a '+' sign (DuckDB rejects it), a time written 02:00:00, a
// word such as ago and any other text are left, for the printer to refuse.
func (c *Context) unitlessInterval(iv *ast.Interval) ast.Expr {
	if iv.Unit != "" || !(c.Source.Name == "postgres" || c.Source.Name == "duckdb") || !c.Target.is("hive", "doris", "trino", "presto", "bigquery", "drill", "ansi") {
		return iv
	}
	fields, ok := unitlessFields(iv)
	if !ok {
		return iv
	}
	months := false
	for _, fd := range fields {
		months = months || fd.unit == "YEAR" || fd.unit == "MONTH"
	}
	if len(fields) > 1 && (months || !c.Target.is("trino", "presto", "ansi")) {
		return iv
	}
	var out ast.Expr
	for _, fd := range fields {
		u := unitInterval(iv, fd.n, fd.unit)
		if out == nil {
			out = u
			continue
		}
		out = &ast.Binary{Span: iv.Span, Op: ast.OpAdd, L: out, R: u}
	}
	return out
}

// unitlessField is a field of an interval string: n of unit (YEAR, MONTH,
// DAY, HOUR, MINUTE or SECOND).
type unitlessField struct {
	n    int64
	unit string
}

// unitlessFields reads the fields of iv, an interval whose units are
// inside its string literal (unitlessInterval); ok is false for any other
// text, a field past a 32-bit count or an interval of a unit.
func unitlessFields(iv *ast.Interval) (fields []unitlessField, ok bool) {
	l, isLit := iv.Value.(*ast.Literal)
	if iv.Unit != "" || !isLit || l.Kind != ast.LitString {
		return nil, false
	}
	f := strings.Fields(strings.ToLower(l.Value))
	if len(f) == 0 || len(f)%2 != 0 {
		return nil, false
	}
	for i := 0; i < len(f); i += 2 {
		n, err := strconv.ParseInt(f[i], 10, 32)
		if err != nil || strings.HasPrefix(f[i], "+") {
			return nil, false
		}
		unit, factor := unitlessUnit(f[i+1])
		if unit == "" || n*factor > 1<<31-1 || n*factor < -(1<<31-1) {
			return nil, false // PostgreSQL raises for weeks past a 32-bit count of days
		}
		fields = append(fields, unitlessField{n * factor, unit})
	}
	return fields, true
}

// unitInterval is INTERVAL 'n' unit at iv.
func unitInterval(iv *ast.Interval, n int64, unit string) *ast.Interval {
	return &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: iv.Value.SpanOf(), Kind: ast.LitString, Value: strconv.FormatInt(n, 10)}, Unit: unit}
}

// dayTimeSeconds is the seconds of a day-time unit of an interval string
// added to a TIMESTAMP (dayTimeSumOperand).
var dayTimeSeconds = map[string]int64{"DAY": 86400, "HOUR": 3600, "MINUTE": 60, "SECOND": 1}

// dayTimeSumOperand writes b, a TIMESTAMP or DATE plus or minus an
// interval string of several fields of days, hours, minutes and seconds
// (INTERVAL '1 day 2 hours'), toward Hive, Doris, BigQuery and Drill,
// whose intervals take one unit and whose sums of intervals are not
// checked (unitlessInterval), with the interval as one of its smallest
// unit: t.ts + INTERVAL '26' HOUR. Both engines add such an interval to a
// TIMESTAMP (a DATE is one at midnight) as its days of 24 hours and its
// time (PostgreSQL 15 manual, 9.9 Date/Time Functions and Operators;
// DuckDB's interval arithmetic), so the sum is the same for every value;
// a TIMESTAMPTZ, whose day may not be 24 hours in the session's zone,
// and an interval of months are left (for the printer to refuse).
func (c *Context) dayTimeSumOperand(b *ast.Binary, sc *scope) *ast.Binary {
	if b.Op != ast.OpAdd && b.Op != ast.OpSub || !(c.Source.Name == "postgres" || c.Source.Name == "duckdb") || !c.Target.is("hive", "doris", "bigquery", "drill") {
		return b
	}
	side := func(iv, x ast.Expr) *ast.Interval {
		v, ok := iv.(*ast.Interval)
		if !ok {
			return nil
		}
		t := c.typeOf(x, sc)
		if t == nil || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeDate {
			return nil
		}
		fields, ok := unitlessFields(v)
		if !ok || len(fields) < 2 {
			return nil
		}
		small, total := "DAY", int64(0)
		for _, fd := range fields {
			if dayTimeSeconds[fd.unit] == 0 {
				return nil // years or months
			}
			if dayTimeSeconds[fd.unit] < dayTimeSeconds[small] {
				small = fd.unit
			}
			total += fd.n * dayTimeSeconds[fd.unit]
		}
		n := total / dayTimeSeconds[small]
		if n > 1<<31-1 || n < -(1<<31-1) {
			return nil
		}
		return unitInterval(v, n, small)
	}
	nb := *b
	if iv := side(b.R, b.L); iv != nil {
		nb.R = iv
		return &nb
	}
	if iv := side(b.L, b.R); iv != nil && b.Op == ast.OpAdd {
		nb.L = iv
		return &nb
	}
	return b
}

// unitlessUnit is the interval unit a field's word names in PostgreSQL
// and DuckDB alike, and the factor to it (a week is 7 days); "" for
// another word.
func unitlessUnit(w string) (string, int64) {
	switch w {
	case "year", "years":
		return "YEAR", 1
	case "month", "months", "mon", "mons":
		return "MONTH", 1
	case "week", "weeks":
		return "DAY", 7
	case "day", "days":
		return "DAY", 1
	case "hour", "hours":
		return "HOUR", 1
	case "minute", "minutes", "min", "mins":
		return "MINUTE", 1
	case "second", "seconds", "sec", "secs":
		return "SECOND", 1
	}
	return "", 0
}
