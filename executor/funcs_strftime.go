package executor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's strftime(timestamp, format), a subset (DuckDB documentation,
// "Date Format Functions", format specifiers): %Y (the year, at least four
// digits), %m, %d, %H, %M, %S (two digits each), %g (milliseconds, three
// digits), %f (microseconds, six digits) and %%, any other character
// copied as it is. Checked on DuckDB 1.5: strftime(TIMESTAMP '0005-01-02
// 03:04:05.5', '%Y-%m-%d %H:%M:%S.%g') is 0005-01-02 03:04:05.500. Another
// specifier, a DATE or TIMESTAMP WITH TIME ZONE argument and a year
// before 1 are errors: they are not modelled.
func init() {
	notDuck := func([]Value) (Value, error) {
		return Null, errors.New("strftime is modelled for DuckDB only")
	}
	reg(&scalarFunc{name: "strftime", min: 2, max: 2, strict: true, ret: retFixed(tVarchar), fn: notDuck,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if !o.DuckDBTimeText {
				return notDuck
			}
			return strftimeDuck
		}})
}

func strftimeDuck(a []Value) (Value, error) {
	if a[0].k != KindTimestamp || a[0].t == ast.TypeTimestampTZ {
		return Null, errors.New("strftime is modelled only of a TIMESTAMP")
	}
	t := microsToTime(a[0].i)
	if t.Year() < 1 {
		return Null, errors.New("strftime of a year before 1 is not modelled")
	}
	f := textOf(a[1])
	var b strings.Builder
	pad := func(v, width int) {
		s := strconv.Itoa(v)
		b.WriteString(strings.Repeat("0", max(0, width-len(s))) + s)
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
