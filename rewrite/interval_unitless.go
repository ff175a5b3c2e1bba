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
	l, ok := iv.Value.(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		return iv
	}
	f := strings.Fields(strings.ToLower(l.Value))
	if len(f) == 0 || len(f)%2 != 0 {
		return iv
	}
	type field struct {
		n    int64
		unit string
	}
	var fields []field
	months := false
	for i := 0; i < len(f); i += 2 {
		n, err := strconv.ParseInt(f[i], 10, 32)
		if err != nil || strings.HasPrefix(f[i], "+") {
			return iv
		}
		unit, factor := unitlessUnit(f[i+1])
		if unit == "" || n*factor > 1<<31-1 || n*factor < -(1<<31-1) {
			return iv // PostgreSQL raises for weeks past a 32-bit count of days
		}
		months = months || unit == "YEAR" || unit == "MONTH"
		fields = append(fields, field{n * factor, unit})
	}
	if len(fields) > 1 && (months || !c.Target.is("trino", "presto", "ansi")) {
		return iv
	}
	var out ast.Expr
	for _, fd := range fields {
		u := &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: strconv.FormatInt(fd.n, 10)}, Unit: fd.unit}
		if out == nil {
			out = u
			continue
		}
		out = &ast.Binary{Span: iv.Span, Op: ast.OpAdd, L: out, R: u}
	}
	return out
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
