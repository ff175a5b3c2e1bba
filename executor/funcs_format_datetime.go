package executor

// Trino's and Presto's format_datetime(timestamp, format), a subset of its
// pattern, Joda-Time's DateTimeFormat (Trino date and time functions,
// "Java date functions"): yyyy (the year, 4 digits at least), yy (its
// last two digits), MM, dd, HH, mm, ss (two digits each), S to SSS (the
// first digits of the fraction of the second, of Joda's milliseconds,
// cut), and any character other than an ASCII letter copied (Joda: "Any
// characters in the pattern that are not in the ranges of ['a'..'z'] and
// ['A'..'Z'] will be treated as quoted text"). Another letter, a quote
// and a year before 1 or after 9999 are errors: they are not modelled.
func init() {
	reg(&scalarFunc{name: "format_datetime", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: formatDatetimeJoda})
}

func formatDatetimeJoda(a []Value) (Value, error) {
	return formatJavaPattern("format_datetime", a, 3, false) // funcs_date_format.go
}
