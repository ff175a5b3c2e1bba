package executor

import (
	"fmt"
	"strings"
)

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
	if a[0].k == KindDate {
		a = []Value{TimestampValue(a[0].i * 86400e6), a[1]}
	}
	var b strings.Builder
	t, f, pad, err := formatArgs("format_datetime", a, &b)
	if err != nil {
		return Null, err
	}
	if t.Year() > 9999 {
		return Null, fmt.Errorf("format_datetime of the year %d is not modelled", t.Year())
	}
	for i := 0; i < len(f); {
		c := f[i]
		n := 1
		for i+n < len(f) && f[i+n] == c {
			n++
		}
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		switch {
		case !letter && c != '\'':
			b.WriteString(f[i : i+n])
		case c == 'y' && n == 4:
			pad(t.Year(), 4)
		case c == 'y' && n == 2:
			pad(t.Year()%100, 2)
		case c == 'M' && n == 2:
			pad(int(t.Month()), 2)
		case c == 'd' && n == 2:
			pad(t.Day(), 2)
		case c == 'H' && n == 2:
			pad(t.Hour(), 2)
		case c == 'm' && n == 2:
			pad(t.Minute(), 2)
		case c == 's' && n == 2:
			pad(t.Second(), 2)
		case c == 'S' && n <= 3:
			b.WriteString(fmt.Sprintf("%03d", t.Nanosecond()/1e6)[:n])
		default:
			return Null, fmt.Errorf("format_datetime: the pattern %q is not modelled", f[i:i+n])
		}
		i += n
	}
	return StringValue(b.String()), nil
}
