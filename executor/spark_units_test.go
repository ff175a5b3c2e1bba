package executor_test

import "testing"

// TestSparkUnits: Spark's timestampdiff counts java.time's ChronoUnit
// between the two LocalDateTimes (Spark source, DateTimeUtils.timestampDiff):
// the months of the dates compare the days of the month only, after the
// end's date moves a day toward the start when its time of day is earlier
// (2024-01-31 to 2024-02-29 is 0; 2024-01-31 10:00 to 2024-03-01 09:00 is
// 0, its date read as 2024-02-29), the units up to the week whole units
// elapsed toward zero; timestampadd adds on the clock, a month clamping
// the day (LocalDateTime.plusMonths). The DATE forms' translations were
// run on PostgreSQL 15 and DuckDB with the same results
// (conformance/dates/spark_timestampdiff_units.txtar,
// spark_timestampadd_units.txtar).
func TestSparkUnits(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "months compare the days of the month", query: "SELECT timestampdiff(MONTH, DATE '2024-01-31', DATE '2024-02-29'), timestampdiff(MONTH, DATE '2024-01-31', DATE '2024-03-01'), date_diff(MONTH, DATE '2024-02-29', DATE '2024-01-31'), timestampdiff(YEAR, DATE '2024-02-29', DATE '2025-02-28')",
			want: []string{"0 | 1 | 0 | 0"}},
		{name: "the end's date moves a day when its time is earlier", query: "SELECT timestampdiff(MONTH, TIMESTAMP '2024-01-31 10:00:00', TIMESTAMP '2024-03-01 09:00:00'), timestampdiff(MONTH, TIMESTAMP '2024-01-15 10:00:00', TIMESTAMP '2024-02-15 09:00:00'), timestampdiff(MONTH, TIMESTAMP '2024-02-15 09:00:00', TIMESTAMP '2024-01-15 10:00:00')",
			want: []string{"0 | 0 | 0"}},
		{name: "whole units elapsed, toward zero", query: "SELECT timestampdiff(HOUR, TIMESTAMP '2024-01-01 12:00:00', TIMESTAMP '2024-01-01 10:30:00'), timestampdiff(DAY, TIMESTAMP '2024-01-01 10:00:00', TIMESTAMP '2024-01-03 09:00:00'), timestampdiff(MICROSECOND, TIMESTAMP '1969-12-31 23:59:59.999999', DATE '1970-01-01')",
			want: []string{"-1 | 1 | 1"}},
		{name: "months clamp the day, a DATE gives a TIMESTAMP", query: "SELECT timestampadd(MONTH, 1, TIMESTAMP '2024-01-31 10:00:00'), dateadd(QUARTER, 1, DATE '2024-11-30'), timestampadd(HOUR, -25, TIMESTAMP '2024-03-01 00:30:00')",
			want: []string{"2024-02-29 10:00:00 | 2025-02-28 00:00:00 | 2024-02-28 23:30:00"}},
		{name: "a NULL", query: "SELECT timestampadd(HOUR, NULL, TIMESTAMP '2024-01-01 10:00:00'), timestampdiff(HOUR, NULL, TIMESTAMP '2024-01-01 10:00:00')",
			want: []string{"NULL | NULL"}},
		{name: "no unit", query: "SELECT timestampadd(FORTNIGHT, 1, TIMESTAMP '2024-01-01 10:00:00')", err: "not a unit"},
	} {
		c.dialect = "spark"
		runShown(t, c)
	}
}
