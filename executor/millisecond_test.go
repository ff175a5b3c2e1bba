package executor_test

import "testing"

// TestTrinoMillisecond: Trino's millisecond is the millisecond of the
// second, the digits past it dropped (funcs_millisecond.go; Trino source,
// DateTimeFunctions.millisecond floors the epoch milliseconds, so
// 1969-12-31 23:59:59.9995 is 999), of an INTERVAL with its sign.
func TestTrinoMillisecond(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "timestamps", dialect: "trino",
			query: "SELECT millisecond(TIMESTAMP '2024-01-01 00:00:05.678912'), millisecond(TIMESTAMP '1969-12-31 23:59:59.9995'), millisecond(TIMESTAMP '2024-01-01 00:00:05.678 UTC'), millisecond(NULL)",
			want:  []string{"678 | 999 | 678 | NULL"}},
		{name: "time and interval", dialect: "trino",
			query: "SELECT millisecond(TIME '01:02:03.456'), millisecond(INTERVAL '-1.5' SECOND)",
			want:  []string{"456 | -500"}},
		{name: "a date is not taken", dialect: "trino",
			query: "SELECT millisecond(DATE '2024-01-01')", err: "millisecond expects"},
	} {
		runShown(t, c)
	}
}
