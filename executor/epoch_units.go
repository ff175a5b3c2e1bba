package executor

import (
	"fmt"
	"math"
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's epoch_ms, epoch_us and epoch_ns of a DATE, a TIMESTAMP, a
// TIMESTAMPTZ, a TIME or an INTERVAL: the BIGINT count of milliseconds,
// microseconds or nanoseconds since 1970-01-01 (of a TIME since midnight,
// of an INTERVAL its length counting a month as 30 days), truncated
// toward zero; epoch_ms of a BIGINT is the TIMESTAMP that many
// milliseconds after 1970-01-01, and make_timestamp of a BIGINT the one
// that many microseconds after it. (DuckDB 1.5 run, whose Binder Error
// lists the candidates epoch_ms(TIMESTAMP, INTERVAL, TIME, TIME WITH TIME
// ZONE, TIMESTAMP WITH TIME ZONE, DATE) -> BIGINT and epoch_ms(BIGINT) ->
// TIMESTAMP: epoch_ms(TIMESTAMP '2020-01-01 00:00:01.5') is 1577836801500,
// of '1969-12-31 23:59:59.9995' 0 and of '1969-12-31 23:59:59.9985' -1,
// epoch_ms(INTERVAL '1 year') 31104000000, of INTERVAL '1 day -1.5
// milliseconds' 86399999, epoch_ns(TIME '00:00:00.000001') 1000,
// epoch_ms(-1500) 1969-12-31 23:59:58.5, make_timestamp(1577836801500000)
// 2020-01-01 00:00:01.5; epoch_ns past BIGINT raises "Could not convert
// Timestamp(US) to Timestamp(NS)" of a timestamp, "Could not convert DATE
// (2262-04-12) to nanoseconds" of a date, make_timestamp of ±(2^63 - 1)
// "Timestamp microseconds out of range: 9223372036854775807".)

// epochUnits is the number of units of each function in a microsecond,
// as a multiplier (ns) or a divisor (ms).
var epochUnits = map[string]struct{ mul, div int64 }{
	"epoch_ms": {1, 1000}, "epoch_us": {1, 1}, "epoch_ns": {1000, 1},
}

// epochUnitArgs is DuckDB's Binder Error of epoch_ms, epoch_us, epoch_ns
// or make_timestamp called with one argument of a type none of them
// takes, nil otherwise.
func epochUnitArgs(x ast.Node, name string, args []Expr) error {
	if _, ok := epochUnits[name]; !ok && name != "make_timestamp" || len(args) != 1 {
		return nil
	}
	k := args[0].Type().Kind
	integer := k.IsInteger() && k != ast.TypeHugeInt
	temporal := k == ast.TypeDate || k == ast.TypeTimestamp || k == ast.TypeTimestampTZ || k == ast.TypeTime || k == ast.TypeInterval
	switch {
	case name == "make_timestamp" && (integer || k == ast.TypeUnknown):
	case name == "epoch_ms" && (integer || temporal || k == ast.TypeUnknown):
	case name != "make_timestamp" && name != "epoch_ms" && temporal:
	case k == ast.TypeUnknown || k.IsText():
		return errAt(x, "DuckDB cannot choose which %s to call for an argument of unknown type (a Binder Error there): cast the argument to a DATE, a TIMESTAMP, a TIME or an INTERVAL", name)
	case k == ast.TypeOther:
		// TIMESTAMP_MS, TIME WITH TIME ZONE, ... DuckDB takes and the
		// executor does not model (DuckDB 1.5 run: epoch_ms(TIMESTAMP_MS
		// '2020-01-01 00:00:00.123') is 1577836800123)
		return errAt(x, "%s of this argument's type is not answered by the reference executor, which does not model the type: cast the argument to a TIMESTAMP, or run the query on DuckDB (--engine duckdb)", name)
	default:
		return errAt(x, "DuckDB has no %s of a %s (a Binder Error there: No function matches the given name and argument types): cast the argument", name, args[0].Type())
	}
	return nil
}

// epochUnitsOf is epoch_ms, epoch_us or epoch_ns (u) of v.
func epochUnitsOf(v Value, u struct{ mul, div int64 }) (Value, error) {
	var us int64
	switch v.k {
	case KindTimestamp, KindTime:
		us = v.i
	case KindDate:
		us = v.i * 86400e6
	case KindInterval:
		iv := v.Interval()
		days := big.NewInt(int64(iv.Months)*30 + int64(iv.Days))
		n := days.Mul(days, big.NewInt(86400e6*u.mul/u.div))
		m := new(big.Int).Mul(big.NewInt(iv.Micros), big.NewInt(u.mul))
		n.Add(n, m.Quo(m, big.NewInt(u.div))) // toward zero
		if !n.IsInt64() {
			// DuckDB 1.5 run: epoch_ns(INTERVAL '300 years')
			return Null, fmt.Errorf("Could not convert Interval to %s", map[int64]string{1000: "Nanoseconds", 1: "Microseconds"}[u.mul*u.div])
		}
		return IntValue(n.Int64()), nil
	default:
		return Null, fmt.Errorf("expects a DATE, a TIMESTAMP, a TIME or an INTERVAL, got %s", v.k)
	}
	if u.mul > 1 && (us > math.MaxInt64/u.mul || us < math.MinInt64/u.mul) {
		if v.k == KindDate {
			return Null, fmt.Errorf("Could not convert DATE (%s) to nanoseconds", v)
		}
		return Null, fmt.Errorf("Could not convert Timestamp(US) to Timestamp(NS)")
	}
	return IntValue(us * u.mul / u.div), nil
}

// timestampOfMicros is make_timestamp of the BIGINT v: ±(2^63 - 1), DuckDB's
// infinities, and below are out of range.
func timestampOfMicros(us int64) (Value, error) {
	if us >= math.MaxInt64 || us <= -math.MaxInt64 {
		return Null, fmt.Errorf("Timestamp microseconds out of range: %d", us)
	}
	return TimestampValue(us), nil
}

func init() {
	for name, u := range epochUnits {
		ms := name == "epoch_ms"
		reg(&scalarFunc{name: name, min: 1, max: 1, strict: true, ret: func(ts []Type) Type {
			if ms && (ts[0].Kind.IsInteger() || ts[0].Kind == ast.TypeUnknown) {
				return tTimestamp
			}
			return tBigInt
		}, fn: func(a []Value) (Value, error) {
			if ms && a[0].k == KindInt {
				if a[0].i > math.MaxInt64/1000 || a[0].i < math.MinInt64/1000 {
					return Null, fmt.Errorf("Could not convert Timestamp(MS) to Timestamp(US)")
				}
				return timestampOfMicros(a[0].i * 1000)
			}
			return epochUnitsOf(a[0], u)
		}})
	}
	reg(&scalarFunc{name: "make_timestamp", min: 1, max: 1, strict: true, ret: retFixed(tTimestamp), fn: func(a []Value) (Value, error) {
		if a[0].k != KindInt {
			return Null, fmt.Errorf("expects a BIGINT count of microseconds, got %s", a[0].k)
		}
		return timestampOfMicros(a[0].i)
	}})
}
