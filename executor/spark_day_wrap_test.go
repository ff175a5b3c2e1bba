package executor_test

import "testing"

// Spark adds a DATE's days as Ints, wrapping past its range with ANSI
// mode on and off (executor.Options.DateDaysWrap; Spark's pull request
// 59135 quotes date_add(DATE'2020-01-01', 2147483647) as -5877591-06-21
// and date_sub(DATE'1900-01-01', 2147483647) as +5881510-07-14): date_add,
// date_sub, d + n and d - n. The days are read back with datediff from
// 1970-01-01 (2020-01-01 is day 18262, 1900-01-01 day -25567).
func TestSparkDayWrap(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "wraps", dialect: "spark",
			query: "SELECT datediff(date_add(DATE '2020-01-01', 2147483647), DATE '1970-01-01'), datediff(date_sub(DATE '1900-01-01', 2147483647), DATE '1970-01-01'), " +
				"datediff(DATE '2020-01-01' + 2147483647, DATE '1970-01-01'), datediff(DATE '1900-01-01' - 2147483647, DATE '1970-01-01')",
			// 18262 + 2147483647 - 2^32, -25567 - 2147483647 + 2^32
			want: []string{"-2147465387 | 2147458082 | -2147465387 | 2147458082"}},
		{name: "within the range", dialect: "spark",
			query: "SELECT date_add(DATE '2020-01-01', 5), DATE '2020-01-01' - 5, date_add(DATE '2020-01-01', CAST(NULL AS INT))",
			want:  []string{"2020-01-06 | 2019-12-27 | NULL"}},
		// Hive's date_add and date_sub add Java ints (GenericUDFDateAdd,
		// Hive 3 and 4: "int newDays = output.getDays() + (signModifier *
		// toBeAdded)"), wrapping as Spark's do; date_sub of the least int
		// is an add of it (-1 * -2^31 is -2^31 in int arithmetic)
		{name: "hive wraps", dialect: "hive",
			query: "SELECT datediff(date_add(DATE '2020-01-01', 2147483647), DATE '1970-01-01'), datediff(date_sub(DATE '1900-01-01', 2147483647), DATE '1970-01-01'), " +
				"datediff(date_sub(DATE '1970-01-01', -2147483648), DATE '1970-01-01'), date_add(DATE '2020-01-01', 5)",
			want: []string{"-2147465387 | 2147458082 | -2147483648 | 2020-01-06"}},
	} {
		runSQL(t, c)
	}
}
