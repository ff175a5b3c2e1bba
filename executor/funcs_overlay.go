package executor

import (
	"errors"
	"github.com/lateral-sql/lateral/ast"
	"math"
	"time"
)

// PostgreSQL's OVERLAY(s PLACING r FROM a [FOR n]), which the parsers build
// as overlay(s, r, a[, n]): the first a - 1 characters of s, then r, then
// s from character a + n on, n being r's length by default (PostgreSQL
// manual, "String Functions and Operators"; textoverlay). Checked on
// PostgreSQL 15: overlay('abcdef' placing 'XY' from 2 for 3) = 'aXYef',
// from 5 of 'abc' gives 'abcXY', for 0 inserts ('aXYbc'), for -1 repeats
// ('aXYabc': the rest starts at a + n = 1), from 0 or a negative start
// raises "negative substring length not allowed", NULL for a NULL
// argument. Other dialects' overlay (Spark's) is not modelled.
func init() {
	reg(&scalarFunc{name: "overlay", min: 3, max: 4, strict: true, ret: retFixed(tVarchar), fn: func([]Value) (Value, error) {
		return Null, errors.New("overlay is modelled for PostgreSQL only")
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		if !o.PostgresColumnNames {
			return func([]Value) (Value, error) { return Null, errors.New("overlay is modelled for PostgreSQL only") }
		}
		return overlayPG
	}})
	// localtime[(p)]: PostgreSQL's current time of day, a TIME (on the
	// clock of the session's zone, scalarFunc.clocked), rounded to p
	// fractional digits.
	regClocked(&scalarFunc{name: "localtime", min: 0, max: 1, volatile: true, ret: retFixed(Type{Kind: ast.TypeTime}), clocked: func(now time.Time, a []Value) (Value, error) {
		us := int64(now.Hour())*3600e6 + int64(now.Minute())*60e6 + int64(now.Second())*1e6 + int64(now.Nanosecond()/1000)
		if len(a) == 1 && a[0].k != KindNull {
			p, err := argInt(a[0])
			if err != nil {
				return Null, err
			}
			if p < 0 {
				return Null, errors.New("LOCALTIME precision must not be negative")
			}
			if p < 6 {
				unit := int64(1)
				for i := p; i < 6; i++ {
					unit *= 10
				}
				us = (us + unit/2) / unit * unit
				if us >= 86400e6 {
					us = 86400e6 - unit
				}
			}
		}
		return TimeValue(us), nil
	}})
}

func overlayPG(a []Value) (Value, error) {
	s, r := []rune(textOf(a[0])), []rune(textOf(a[1]))
	from, err := argInt(a[2])
	if err != nil {
		return Null, err
	}
	n := int64(len(r))
	if len(a) > 3 {
		if n, err = argInt(a[3]); err != nil {
			return Null, err
		}
	}
	if from-1 < 0 {
		return Null, errors.New("negative substring length not allowed")
	}
	// PostgreSQL's arguments are integers and their sum must be one too
	// (PostgreSQL 15: overlay('abc' placing 'X' from 2147483647) raises
	// "integer out of range").
	if from > math.MaxInt32 || n > math.MaxInt32 || n < math.MinInt32 || from+n > math.MaxInt32 || from+n < math.MinInt32 {
		return Null, errors.New("integer out of range")
	}
	head := s
	if from-1 < int64(len(s)) {
		head = s[:from-1]
	}
	rest := from + n // 1-based start of the rest; below 1 is the whole string
	var tail []rune
	switch {
	case rest <= 1:
		tail = s
	case rest-1 < int64(len(s)):
		tail = s[rest-1:]
	}
	return StringValue(string(head) + string(r) + string(tail)), nil
}
