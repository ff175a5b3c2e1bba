package executor

import "github.com/lateral-sql/lateral/internal/dtfmt"

// Trino's and Presto's format_datetime(timestamp, format), a subset of its
// pattern, Joda-Time's DateTimeFormat (Trino date and time functions,
// "Java date functions"), the letters internal/dtfmt reads
// (dtfmt.ParseJoda): yyyy (the year, 4 digits at least), yy (its last two
// digits), MM, dd, HH, hh, mm, ss (two digits each; one letter: not
// padded), DDD, MMM MMMM EEE EEEE (English names), a, S to SSS (the first
// digits of the fraction of the second, of Joda's milliseconds, cut),
// 'quoted text', and any character other than an ASCII letter copied (Joda: "Any
// characters in the pattern that are not in the ranges of ['a'..'z'] and
// ['A'..'Z'] will be treated as quoted text"). A timestamp is rounded to
// milliseconds first, as Trino does (trinoMillis). Another letter and a
// year before 1 or after 9999 are errors: they are not modelled.
func init() {
	reg(&scalarFunc{name: "format_datetime", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: formatDatetimeJoda,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.BigQueryUnits {
				return formatBigQuery("format_datetime") // funcs_datetime_format.go
			}
			return formatDatetimeJoda
		}})
}

func formatDatetimeJoda(a []Value) (Value, error) {
	a = []Value{trinoMillis(a[0]), a[1]}                             // funcs_datetime_format.go
	return formatModel("format_datetime", a, false, dtfmt.ParseJoda) // funcs_datetime_format.go
}
