package executor_test

import "testing"

// Hive's to_date of a string reads it as Hive 3's Date.valueOf does
// (common/type/Date.java: trimmed, cut at a space or a T, a year of 1 to
// 10 digits, a month and a day of 1 or 2, resolved leniently as January 1
// plus months plus days), NULL where that throws (DateParser.parseDate).
func TestHiveToDateText(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "day past the month", query: "SELECT to_date('2024-02-30')", want: []string{"2024-03-01"}},
		{name: "month past the year", query: "SELECT to_date('2024-13-01')", want: []string{"2025-01-01"}},
		{name: "zero month and day", query: "SELECT to_date('2024-00-00')", want: []string{"2023-11-30"}},
		{name: "one digit fields", query: "SELECT to_date('2024-1-5')", want: []string{"2024-01-05"}},
		{name: "text after a space", query: "SELECT to_date('2024-01-05 garbage')", want: []string{"2024-01-05"}},
		{name: "text after a T", query: "SELECT to_date(' 2024-01-05T10:00:00 ')", want: []string{"2024-01-05"}},
		{name: "text glued on", query: "SELECT to_date('2024-01-05garbage')", want: []string{"NULL"}},
		{name: "three digit month", query: "SELECT to_date('2024-123-01')", want: []string{"NULL"}},
		{name: "not a date", query: "SELECT to_date('garbage')", want: []string{"NULL"}},
		{name: "empty", query: "SELECT to_date('')", want: []string{"NULL"}},
		{name: "timestamp", query: "SELECT to_date(CAST('2024-01-05 10:00:00' AS TIMESTAMP))", want: []string{"2024-01-05"}},
		{name: "signed year", query: "SELECT to_date('-2024-01-05')", err: "to_date of a year with a sign"},
		{name: "past 9999", query: "SELECT to_date('9999-12-32')", err: "not answered by lat run (it keeps the years 1 to 9999)"},
	} {
		c.dialect = "hive"
		runShown(t, c)
	}
	// Spark's to_date of a string is untouched.
	runShown(t, sqlCase{name: "spark cast", dialect: "spark", query: "SELECT to_date('2024-01-05')", want: []string{"2024-01-05"}})
}
