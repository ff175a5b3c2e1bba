package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// BigQuery's UNIX_SECONDS, UNIX_MILLIS, UNIX_DATE, TIMESTAMP_SECONDS and
// TIMESTAMP_MILLIS, the canonical functions of the same names
// (dialects/functions_bq_epoch.go): the whole seconds (milliseconds) from
// 1970-01-01 00:00:00 UTC to a TIMESTAMP rounded down ("Truncates higher
// levels of precision by rounding down to the beginning of the second",
// BigQuery timestamp functions), the days from 1970-01-01 to a DATE, and
// the TIMESTAMP that many seconds (milliseconds) after 1970-01-01 00:00:00
// UTC, an error past BigQuery's TIMESTAMP range, 0001-01-01 00:00:00 to
// 9999-12-31 23:59:59.999999 UTC ("TIMESTAMP ... Range: 0001-01-01
// 00:00:00 to 9999-12-31 23:59:59.999999 UTC", BigQuery data types).

// bqTimestampMicros is BigQuery's TIMESTAMP range in microseconds from
// 1970-01-01 00:00:00 UTC.
var bqTimestampMicros = [2]int64{-62135596800e6, 253402300800e6 - 1}

func init() {
	floorOf := func(name string, per int64) *scalarFunc {
		return &scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
			if a[0].k != KindTimestamp {
				return Null, fmt.Errorf("%s expects a TIMESTAMP, not %s", name, a[0].k)
			}
			return IntValue(floorDiv(a[0].i, per)), nil
		}}
	}
	reg(floorOf("unix_seconds", 1e6))
	reg(floorOf("unix_millis", 1e3))
	reg(&scalarFunc{name: "unix_date", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		if a[0].k != KindDate {
			return Null, fmt.Errorf("unix_date expects a DATE, not %s", a[0].k)
		}
		return IntValue(a[0].i), nil
	}})
	fromCount := func(name string, per int64) *scalarFunc {
		return &scalarFunc{name: name, min: 1, max: 1, strict: true, ret: retFixed(Type{Kind: ast.TypeTimestampTZ}), fn: func(a []Value) (Value, error) {
			n, err := argInt(a[0])
			if err != nil {
				return Null, fmt.Errorf("%s expects an integer: %v", name, err)
			}
			if n < bqTimestampMicros[0]/per || n > bqTimestampMicros[1]/per {
				return Null, fmt.Errorf("%s: %d is out of the TIMESTAMP range", name, n)
			}
			return TimestampTZValue(n * per), nil
		}}
	}
	reg(fromCount("timestamp_seconds", 1e6))
	reg(fromCount("timestamp_millis", 1e3))
}
