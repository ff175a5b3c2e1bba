package executor_test

import "testing"

// TestTrinoZonedDays: Trino's TIMESTAMP WITH TIME ZONE plus a day-time
// interval is elapsed time (24 hours a day), date_add('day', ...) counts
// calendar days of the value's zone, and current_timezone() is the
// session's zone, which at_timezone takes (trino_zoned_days.go). In
// America/New_York 2024-03-10 has 23 hours: 2024-03-09 12:00 EST plus
// INTERVAL '1' DAY is 2024-03-10 13:00 EDT, date_add gives 12:00 EDT.
func TestTrinoZonedDays(t *testing.T) {
	ny := []string{"SET TimeZone = 'America/New_York'"}
	const x = "at_timezone(TIMESTAMP '2024-03-09 17:00:00 UTC', current_timezone())"
	for _, c := range []sqlCase{
		{name: "the session's zone", setup: ny, query: "SELECT current_timezone(), " + x,
			want: []string{"America/New_York | 2024-03-09 12:00:00 America/New_York"}},
		{name: "an interval of days is 24 hours", setup: ny, query: "SELECT " + x + " + INTERVAL '1' DAY, INTERVAL '2' DAY + " + x + ", " + x + " - INTERVAL '1' DAY",
			want: []string{"2024-03-10 13:00:00 America/New_York | 2024-03-11 13:00:00 America/New_York | 2024-03-08 12:00:00 America/New_York"}},
		{name: "months are calendar months", setup: ny, query: "SELECT " + x + " + INTERVAL '1' MONTH",
			want: []string{"2024-04-09 12:00:00 America/New_York"}},
		{name: "date_add counts calendar days", setup: ny, query: "SELECT date_add('day', 1, " + x + "), date_add('week', -1, date_add('day', 7, " + x + ")), date_add('hour', 24, " + x + ")",
			want: []string{"2024-03-10 12:00:00 America/New_York | 2024-03-09 12:00:00 America/New_York | 2024-03-10 13:00:00 America/New_York"}},
		// a time the autumn change repeats: a value of summer time keeps
		// its offset (Joda-Time), one of standard time its own
		{name: "date_add into a repeated time", setup: ny, query: "SELECT date_add('day', 1, at_timezone(TIMESTAMP '2024-11-02 05:30:00 UTC', current_timezone())), " +
			"date_add('day', -1, at_timezone(TIMESTAMP '2024-11-04 06:30:00 UTC', current_timezone())) = TIMESTAMP '2024-11-03 06:30:00 UTC', " +
			"date_add('day', 1, at_timezone(TIMESTAMP '2024-11-02 05:30:00 UTC', current_timezone())) = TIMESTAMP '2024-11-03 05:30:00 UTC'",
			want: []string{"2024-11-03 01:30:00 America/New_York | true | true"}},
		// a TIMESTAMP WITH TIME ZONE plus or minus an interval is one, which
		// at_timezone takes
		{name: "at_timezone of a sum", setup: ny, query: "SELECT at_timezone(TIMESTAMP '2024-11-02 05:30:00 UTC' - INTERVAL '90' MINUTE, current_timezone()), at_timezone(INTERVAL '1' HOUR + TIMESTAMP '2024-11-02 05:30:00 UTC', 'UTC')",
			want: []string{"2024-11-02 00:00:00 America/New_York | 2024-11-02 06:30:00 UTC"}},
		{name: "date_add of a TIMESTAMP", query: "SELECT date_add('day', 1, TIMESTAMP '2024-03-09 12:00:00'), date_add('month', 1, TIMESTAMP '2024-01-31 10:00:00')",
			want: []string{"2024-03-10 12:00:00 | 2024-02-29 10:00:00"}},
		{name: "a NULL count", query: "SELECT date_add('day', CAST(NULL AS INTEGER), TIMESTAMP '2024-03-09 12:00:00')", want: []string{"NULL"}},
		{name: "an unknown unit", query: "SELECT date_add('fortnight', 1, TIMESTAMP '2024-03-09 12:00:00')", err: `date_add's unit "fortnight" is not one of Trino's`},
		{name: "a count out of range", query: "SELECT date_add('day', 3000000000, TIMESTAMP '2024-03-09 12:00:00')", err: "out of range"},
	} {
		c.dialect = "trino"
		runShown(t, c)
	}
}
