package executor_test

import "testing"

// DuckDB's date_sub(part, start, end) of TIMESTAMPs counts the complete
// parts between them, toward zero, on the microseconds (DuckDB date
// functions, date_sub); the rows were run on DuckDB 1.5: 10:30 to 12:00
// is 1 hour and -1 back, 2024-01-31 10:00 to 2024-02-29 09:00 no month,
// to 10:00 one, 2024-02-29 12:00 to 2025-02-28 11:00 no year, 0.9
// milliseconds across 1970 none, a DATE at midnight.
func TestDuckDateSubTimestamps(t *testing.T) {
	q := "SELECT date_sub('hour', TIMESTAMP '2024-01-01 10:30:00', TIMESTAMP '2024-01-01 12:00:00') AS a, " +
		"date_sub('hours', TIMESTAMP '2024-01-01 12:00:00', TIMESTAMP '2024-01-01 10:30:00') AS b, " +
		"date_sub('month', TIMESTAMP '2024-01-31 10:00:00', TIMESTAMP '2024-02-29 09:00:00') AS c, " +
		"date_sub('month', TIMESTAMP '2024-01-31 10:00:00', TIMESTAMP '2024-02-29 10:00:00') AS d, " +
		"date_sub('year', TIMESTAMP '2024-02-29 12:00:00', TIMESTAMP '2025-02-28 11:00:00') AS e, " +
		"date_sub('millisecond', TIMESTAMP '1969-12-31 23:59:59.9995', TIMESTAMP '1970-01-01 00:00:00.0004') AS f, " +
		"date_sub('day', DATE '2024-01-01', TIMESTAMP '2024-01-02 23:00:00') AS g"
	runDialectCases(t, []dialectCase{
		{dialect: "duckdb", sql: q, want: "1 | -1 | 0 | 1 | 0 | 0 | 1"},
		// Hive's date_sub takes a date and a count only
		{dialect: "hive", sql: "SELECT date_sub('hour', TIMESTAMP '2024-01-01 10:30:00', TIMESTAMP '2024-01-01 12:00:00')", err: "date_sub takes 2 arguments"},
	})
}

// Trino's date_add of a DATE the reader could not type (a column) takes a
// day, a week, a month, a quarter or a year, the day clamped to the
// target month, and raises for a unit below the day (Trino source,
// DateTimeFunctions.getDateField: "is not a valid DATE field"); its
// count is an int (DateAdd: Math.toIntExact), -2147483648 included (on PostgreSQL 15 that many milliseconds before 2024-01-31 is 2024-01-06 03:28:36.352); a
// unit below the day of two DATEs raises in date_diff too.
func TestTrinoDateAddDateColumn(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "trino", sql: "SELECT date_add('month', 1, d), date_add('week', -1, d), date_add('quarter', 1, d), date_add('day', 1, d) FROM (VALUES DATE '2024-01-31') v(d)",
			want: "2024-02-29 | 2024-01-24 | 2024-04-30 | 2024-02-01"},
		{dialect: "trino", sql: "SELECT date_add('year', 1, d) FROM (VALUES DATE '2024-02-29') v(d)", want: "2025-02-28"},
		{dialect: "trino", sql: "SELECT date_add('hour', 1, d) FROM (VALUES DATE '2024-01-31') v(d)", err: "'hour' is not a valid DATE field"},
		{dialect: "trino", sql: "SELECT date_add('hour', 1, d) FROM (VALUES CAST(NULL AS DATE)) v(d)", want: "NULL"},
		{dialect: "trino", sql: "SELECT date_diff('minute', d, d) FROM (VALUES DATE '2024-01-31') v(d)", err: "'minute' is not a valid DATE field"},
		{dialect: "trino", sql: "SELECT date_add('millisecond', -2147483648, TIMESTAMP '2024-01-31 00:00:00.000')", want: "2024-01-06 03:28:36.352"},
		{dialect: "trino", sql: "SELECT date_add('millisecond', 2147483648, TIMESTAMP '2024-01-31 00:00:00')", err: "out of range"},
	})
}

// Trino's date_add of a TIMESTAMP(p), p < 3, rounds the result's
// milliseconds to p digits, half up (Trino source, DateAdd: round(
// epochMillis, 3 - precision), DateTimes.roundDiv): 500 milliseconds
// added to a TIMESTAMP(0) carry into the second, 499 do not, 500 taken
// from 1970-01-01 00:00:00 round up to it; a literal's precision is its
// digits, so TIMESTAMP '2024-01-31 10:00:00' plus a millisecond is
// itself.
func TestTrinoDateAddRoundsPrecision(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "trino", sql: "SELECT date_add('millisecond', 500, CAST(TIMESTAMP '2024-01-31 10:00:00' AS TIMESTAMP(0))), " +
			"date_add('millisecond', 499, CAST(TIMESTAMP '2024-01-31 10:00:00' AS TIMESTAMP(0))), " +
			"date_add('millisecond', 5, CAST(TIMESTAMP '2024-01-31 10:00:00.1' AS TIMESTAMP(1))), " +
			"date_add('millisecond', -500, CAST(TIMESTAMP '1970-01-01 00:00:00' AS TIMESTAMP(0))), " +
			"date_add('millisecond', -501, CAST(TIMESTAMP '1970-01-01 00:00:00' AS TIMESTAMP(0))), " +
			"date_add('millisecond', 1, TIMESTAMP '2024-01-31 10:00:00'), " +
			"date_add('millisecond', 1, TIMESTAMP '2024-01-31 10:00:00.000')",
			want: "2024-01-31 10:00:01 | 2024-01-31 10:00:00 | 2024-01-31 10:00:00.1 | 1970-01-01 00:00:00 | 1969-12-31 23:59:59 | 2024-01-31 10:00:00 | 2024-01-31 10:00:00.001"},
	})
}
