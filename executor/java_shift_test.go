package executor_test

import "testing"

// TestJavaShifts: Hive's and Spark's shifts are Java's, of an INT by the
// count modulo 32 and of a BIGINT modulo 64 (Java Language Specification
// 15.19), shiftrightunsigned Java's >>>; Trino's bitwise shifts follow its
// BitwiseFunctions: 0 (or -1) for a count of 64 or more, the type's low
// bits kept with their sign, a logical right shift within the width.
// PostgreSQL's << keeps the value's type (PostgreSQL 15 run:
// 16384::smallint << 2 is 0, 1 << 31 -2147483648, 5::bigint << 62
// 4611686018427387904, (-8)::smallint >> 1 -4).
func TestJavaShifts(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "spark shifts", dialect: "spark",
			query: "SELECT 1 << 33, CAST(1 AS BIGINT) << 65, -8 >> 1, 1 << -1, shiftleft(1, 31), shiftright(-8, 33), shiftleft(CAST(NULL AS INT), 1)",
			want:  []string{"2 | 2 | -4 | -2147483648 | -2147483648 | -4 | NULL"}},
		{name: "postgres shifts keep the value's width", dialect: "postgres",
			query: "SELECT 16384::smallint << 2, 1 << 31, 5::bigint << 62, (-8)::smallint >> 1",
			want:  []string{"0 | -2147483648 | 4611686018427387904 | -4"}},
		{name: "hive shiftrightunsigned", dialect: "hive",
			query: "SELECT shiftrightunsigned(-1, 28), shiftrightunsigned(-1, 32), shiftrightunsigned(CAST(-1 AS BIGINT), 60), shiftrightunsigned(8, NULL)",
			want:  []string{"15 | -1 | 15 | NULL"}},
		{name: "trino bitwise shifts", dialect: "trino",
			query: "SELECT bitwise_left_shift(CAST(1 AS INTEGER), 31), bitwise_left_shift(CAST(1 AS INTEGER), 32), bitwise_right_shift(CAST(-1 AS INTEGER), 28), bitwise_right_shift_arithmetic(-8, 1), bitwise_right_shift_arithmetic(-8, 64), bitwise_left_shift(CAST(1 AS TINYINT), 7), bitwise_right_shift(CAST(-1 AS INTEGER), 0)",
			want:  []string{"-2147483648 | 0 | 15 | -4 | -1 | -128 | -1"}},
	} {
		t.Run(c.name, func(t *testing.T) { runShown(t, c) })
	}
}
