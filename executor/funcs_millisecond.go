package executor

import "fmt"

// millisecond(x): the canonical function of Trino's and Presto's
// millisecond, "the millisecond of the second from x" (Trino
// documentation, date and time functions), a BIGINT: of a timestamp the
// milliseconds of the epoch microseconds floored, modulo 1000 (the same in
// every zone, whose offsets are whole seconds), of a time likewise, and of
// an INTERVAL its milliseconds modulo 1000 with the interval's sign, as
// Java's % gives it (Trino source, DateTimeFunctions.millisecond and
// millisecondFromInterval; dialects/functions_millisecond.go).
func init() {
	reg(&scalarFunc{name: "millisecond", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		switch v := a[0]; v.k {
		case KindTimestamp, KindTime:
			return IntValue(floorDiv(v.i, 1000) - floorDiv(v.i, 1e6)*1000), nil
		case KindInterval:
			return IntValue(v.x.(Interval).Micros / 1000 % 1000), nil
		default:
			return Null, fmt.Errorf("millisecond expects a TIMESTAMP, a TIME or an INTERVAL, not %s", v.k)
		}
	}})
}
