package executor_test

import "testing"

// TestSnowflakeUnits: Snowflake's DATEADD adds on the wall clock, a month
// clamping the day, and its DATEDIFF counts the part's boundaries crossed
// (Snowflake documentation, DATEADD and DATEDIFF: the year of 2024-12-31
// 23:59 to 2025-01-01 00:00 is 1, the hour of 10:59 to 11:00 is 1); each
// query's translation was run on PostgreSQL 15 and DuckDB with the same
// results (rewrite/snowflake_unit_arith.go).
func TestSnowflakeUnits(t *testing.T) {
	const a, b = "'2024-12-31 23:59:00'::TIMESTAMP", "'2025-01-01 00:00:00'::TIMESTAMP"
	for _, c := range []sqlCase{
		{name: "boundaries crossed", query: "SELECT DATEDIFF(year, " + a + ", " + b + "), DATEDIFF(quarter, " + a + ", " + b + "), DATEDIFF(month, " + a + ", " + b + "), DATEDIFF(day, " + a + ", " + b + "), DATEDIFF(hours, " + a + ", " + b + "), DATEDIFF(minute, " + a + ", " + b + "), DATEDIFF(second, " + a + ", " + b + ")",
			want: []string{"1 | 1 | 1 | 1 | 1 | 1 | 60"}},
		{name: "backwards, below a boundary", query: "SELECT DATEDIFF(hour, '2024-01-01 11:00'::TIMESTAMP, '2024-01-01 10:59'::TIMESTAMP), TIMESTAMPDIFF(ms, '2024-01-01 00:00:00.001'::TIMESTAMP, '2023-12-31 23:59:59.999'::TIMESTAMP), DATEDIFF(day, '2024-01-01 10:00'::TIMESTAMP, '2024-01-01 23:00'::TIMESTAMP)",
			want: []string{"-1 | -2 | 0"}},
		{name: "a DATE at midnight", query: "SELECT DATEDIFF(hour, '2024-01-01'::DATE, '2024-01-02 01:30'::TIMESTAMP)",
			want: []string{"25"}},
		{name: "months clamp the day, the time kept", query: "SELECT DATEADD(month, 1, '2024-01-31 10:00'::TIMESTAMP), DATEADD(year, -1, '2024-02-29 10:00'::TIMESTAMP), TIMESTAMPADD(hour, -25, '2024-03-01 00:30'::TIMESTAMP), DATEADD(week, 1, '2024-01-06 10:00'::TIMESTAMP)",
			want: []string{"2024-02-29 10:00:00 | 2023-02-28 10:00:00 | 2024-02-28 23:30:00 | 2024-01-13 10:00:00"}},
		{name: "a NULL", query: "SELECT DATEADD(hour, NULL, '2024-01-01 10:00'::TIMESTAMP), DATEDIFF(hour, NULL, '2024-01-01 10:00'::TIMESTAMP)",
			want: []string{"NULL | NULL"}},
		{name: "the week's boundaries follow WEEK_START", query: "SELECT DATEDIFF(week, " + a + ", " + b + ")", err: "WEEK_START"},
		{name: "an hour of a DATE", query: "SELECT DATEADD(hour, 1, '2024-01-01'::DATE)", err: "gives a TIMESTAMP"},
		{name: "no part", query: "SELECT DATEADD(fortnight, 1, " + a + ")", err: "not a date or time part"},
	} {
		c.dialect = "snowflake"
		runShown(t, c)
	}
}
