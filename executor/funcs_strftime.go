package executor

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dtfmt"
)

// DuckDB's strftime(timestamp, format), a subset (DuckDB documentation,
// "Date Format Functions", format specifiers), the specifiers
// internal/dtfmt reads (dtfmt.ParseStrftime): %Y (the year, at least four
// digits), %y (its last two), %m, %d, %j, %H, %I, %M, %S (padded; %-m
// and the like not), %g (milliseconds, three digits), %f (microseconds,
// six digits), %p, %B %b %A %a and %%, any other character copied as it
// is. Checked on DuckDB 1.5: strftime(TIMESTAMP '0005-01-02
// 03:04:05.5', '%Y-%m-%d %H:%M:%S.%g') is 0005-01-02 03:04:05.500. A DATE
// is formatted as its midnight. Another specifier, a TIMESTAMP WITH TIME
// ZONE argument and a year before 1 are errors: they are not modelled.
func init() {
	regFormat("strftime", "DuckDB", func(o *Options) bool { return o.DuckDBTimeText }, strftimeDuck)
}

// regFormat registers name(timestamp, format), a dialect's formatting
// function, as fn where on says the dialect is the one named, an error
// elsewhere.
func regFormat(name, dialect string, on func(*Options) bool, fn func([]Value) (Value, error)) {
	off := func([]Value) (Value, error) {
		return Null, fmt.Errorf("%s is modelled for %s only", name, dialect)
	}
	reg(&scalarFunc{name: name, min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: off,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !on(o) {
				return off
			}
			return fn
		}})
}

// formatArgs are the time a formatting function fn reads from a[0], a
// TIMESTAMP (not WITH TIME ZONE) of a year from 1, its format a[1], and
// a function writing a number with at least width digits to the
// builder; an error for another value, which is not modelled.
func formatArgs(fn string, a []Value, b *strings.Builder) (t time.Time, f string, pad func(v, width int), err error) {
	if a[0].k != KindTimestamp || a[0].t == ast.TypeTimestampTZ {
		return t, "", nil, fmt.Errorf("%s is modelled only of a TIMESTAMP", fn)
	}
	t = microsToTime(a[0].i)
	if t.Year() < 1 {
		return t, "", nil, fmt.Errorf("%s of a year before 1 is not modelled", fn)
	}
	pad = func(v, width int) {
		s := strconv.Itoa(v)
		b.WriteString(strings.Repeat("0", max(0, width-len(s))) + s)
	}
	return t, textOf(a[1]), pad, nil
}

func strftimeDuck(a []Value) (Value, error) {
	return formatModel("strftime", a, true, dtfmt.ParseStrftime) // funcs_datetime_format.go
}
