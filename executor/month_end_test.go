package executor_test

import "testing"

// TestLastDayOfMonth: Trino's and Presto's last_day_of_month(x) is the
// last day of x's month, a DATE ("Returns the last day of the month",
// Trino date and time functions), of a TIMESTAMP its date's; NULL gives
// NULL; as last_day in the other dialects.
func TestLastDayOfMonth(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		runShown(t, sqlCase{name: "last_day_of_month", dialect: d,
			query: "SELECT last_day_of_month(DATE '2024-02-10'), last_day_of_month(TIMESTAMP '2023-12-31 23:59:59'), last_day_of_month(DATE '1900-02-01'), last_day_of_month(CAST(NULL AS DATE))",
			want:  []string{"2024-02-29 | 2023-12-31 | 1900-02-28 | NULL"}})
	}
	for _, d := range []string{"hive", "spark", "duckdb"} {
		runShown(t, sqlCase{name: "last_day", dialect: d,
			query: "SELECT last_day(DATE '2024-02-10'), last_day(DATE '2023-04-30'), last_day(CAST(NULL AS DATE))",
			want:  []string{"2024-02-29 | 2023-04-30 | NULL"}})
	}
}
