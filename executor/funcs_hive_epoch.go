package executor

import "time"

// unix_timestamp_now: Hive's and Spark's unix_timestamp() without
// arguments, the whole seconds from 1970-01-01 00:00:00 UTC to the
// statement's clock (the instant current_timestamp reads), a BIGINT
// (dialects/functions_hive_epoch.go).
func init() {
	regClocked(&scalarFunc{name: "unix_timestamp_now", min: 0, max: 0, volatile: true, ret: retFixed(tBigInt), clocked: func(now time.Time, _ []Value) (Value, error) {
		return IntValue(floorDiv(now.UnixMicro(), 1e6)), nil
	}})
}
