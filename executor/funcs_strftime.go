package executor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's strftime(timestamp, format), a subset (DuckDB documentation,
// "Date Format Functions", format specifiers): %Y (the year, at least four
// digits), %y (its last two), %m, %d, %H, %M, %S (two digits each), %g (milliseconds, three
// digits), %f (microseconds, six digits) and %%, any other character
// copied as it is. Checked on DuckDB 1.5: strftime(TIMESTAMP '0005-01-02
// 03:04:05.5', '%Y-%m-%d %H:%M:%S.%g') is 0005-01-02 03:04:05.500. Another
// specifier, a DATE or TIMESTAMP WITH TIME ZONE argument and a year
// before 1 are errors: they are not modelled.
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
	var b strings.Builder
	t, f, pad, err := formatArgs("strftime", a, &b)
	if err != nil {
		return Null, err
	}
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		if i+1 == len(f) {
			return Null, errors.New("strftime: a format ending with % is not modelled")
		}
		i++
		switch f[i] {
		case 'Y':
			pad(t.Year(), 4)
		case 'y':
			// the year's last two digits (DuckDB 1.5: strftime(TIMESTAMP
			// '0099-01-01 00:00:00', '%y') is 99, of 2024 24)
			pad(t.Year()%100, 2)
		case 'm':
			pad(int(t.Month()), 2)
		case 'd':
			pad(t.Day(), 2)
		case 'H':
			pad(t.Hour(), 2)
		case 'M':
			pad(t.Minute(), 2)
		case 'S':
			pad(t.Second(), 2)
		case 'g':
			pad(t.Nanosecond()/1e6, 3)
		case 'f':
			pad(t.Nanosecond()/1e3, 6)
		case '%':
			b.WriteByte('%')
		default:
			return Null, fmt.Errorf("strftime: the specifier %%%c is not modelled", f[i])
		}
	}
	return StringValue(b.String()), nil
}
