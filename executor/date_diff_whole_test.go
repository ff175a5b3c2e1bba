package executor_test

import "testing"

// Trino and Presto date_diff of TIMESTAMPs counts whole units with the
// time of day: DateTimeFunctions.diffTimestamp takes Joda-Time's field
// difference in UTC (getDifferenceAsLong(t2, t1)); Trino's date_diff
// examples: 'hour' from 2020-06-01 12:30:45 to 2020-06-02
// 12:30:45.123456789 is 24, 'millisecond' 86400123. The month field
// compares the day and time within the month (a month's last day ends a
// month from a later day), the year field the time within the year. The
// boundary count (DuckDB's date_diff) gives 1 for a, c, e and f.
func TestTrinoDateDiffWholeUnits(t *testing.T) {
	q := "SELECT date_diff('month', TIMESTAMP '2024-01-15 10:00:00', TIMESTAMP '2024-02-15 09:00:00') AS a, " +
		"date_diff('month', TIMESTAMP '2024-01-31 10:00:00', TIMESTAMP '2024-02-29 10:00:00') AS b, " +
		"date_diff('year', TIMESTAMP '2024-01-31 00:00:00', TIMESTAMP '2025-01-30 23:00:00') AS c, " +
		"date_diff('day', TIMESTAMP '2024-01-15 10:00:00', TIMESTAMP '2024-01-16 09:00:00') AS d, " +
		"date_diff('hour', TIMESTAMP '2024-01-15 10:30:00', TIMESTAMP '2024-01-15 11:10:00') AS e, " +
		"date_diff('quarter', TIMESTAMP '2024-03-31 00:00:00', TIMESTAMP '2024-04-01 00:00:00') AS f, " +
		"date_diff('month', TIMESTAMP '2024-02-15 09:00:00', TIMESTAMP '2024-01-15 10:00:00') AS g, " +
		"date_diff('hour', TIMESTAMP '2020-06-01 12:30:45.000000', TIMESTAMP '2020-06-02 12:30:45.123456') AS h, " +
		"date_diff('millisecond', TIMESTAMP '2020-06-01 12:30:45.000000', TIMESTAMP '2020-06-02 12:30:45.123456') AS i, " +
		"date_diff('week', TIMESTAMP '2024-01-01 10:00:00', TIMESTAMP '2024-01-08 09:00:00') AS j"
	runDialectCases(t, []dialectCase{
		{dialect: "trino", sql: q, want: "0 | 1 | 0 | 0 | 0 | 0 | 0 | 24 | 86400123 | 0"},
		{dialect: "presto", sql: q, want: "0 | 1 | 0 | 0 | 0 | 0 | 0 | 24 | 86400123 | 0"},
	})
}
