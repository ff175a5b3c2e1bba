package executor_test

import "testing"

// TestJavaIntervalFields: Trino and Presto read the fields of an interval
// from its one count of milliseconds or of months, with Java's long
// division and remainder, which truncate toward zero (their
// DateTimeFunctions: dayFromInterval millis / MILLISECONDS_IN_DAY,
// hourFromInterval (millis % MILLISECONDS_IN_DAY) / MILLISECONDS_IN_HOUR,
// minuteFromInterval (millis % MILLISECONDS_IN_HOUR) /
// MILLISECONDS_IN_MINUTE, secondFromInterval (millis %
// MILLISECONDS_IN_MINUTE) / MILLISECONDS_IN_SECOND, yearFromInterval
// months / 12, monthFromInterval months % 12; EXTRACT is rewritten to
// those functions). PostgreSQL and DuckDB keep the days apart from the
// time (run on DuckDB 1.5: extract(day from INTERVAL '36' HOUR) is 0,
// hour(INTERVAL '-36' HOUR) -36).
func TestJavaIntervalFields(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			// 36 hours: 129600000 ms; / 86400000 is 1, % 86400000 is
			// 43200000, / 3600000 is 12
			{name: "36 hours", query: "SELECT day(INTERVAL '36' HOUR), hour(INTERVAL '36' HOUR), extract(day FROM INTERVAL '36' HOUR), extract(hour FROM INTERVAL '36' HOUR)",
				want: []string{"1 | 12 | 1 | 12"}},
			// -129600000 ms: the quotient -1, the remainder -43200000,
			// the hour -12
			{name: "minus 36 hours", query: "SELECT day(INTERVAL '-36' HOUR), hour(INTERVAL '-36' HOUR), extract(hour FROM INTERVAL '-36' HOUR)",
				want: []string{"-1 | -12 | -12"}},
			// 1 day 02:03:04.5 is 93784500 ms: hour 2, minute
			// 7384500 / 60000 = 3 (of 3784500 % 3600000 = 184500),
			// second 4500 / 1000 = 4; negated, all negated
			{name: "minutes and seconds", query: "SELECT minute(INTERVAL '1 02:03:04.5' DAY TO SECOND), second(INTERVAL '1 02:03:04.5' DAY TO SECOND), minute(INTERVAL '-1 02:03:04.5' DAY TO SECOND), extract(second FROM INTERVAL '-1 02:03:04.5' DAY TO SECOND), minute(INTERVAL '-61' MINUTE)",
				want: []string{"3 | 4 | -3 | -4 | -1"}},
			// a timestamp difference: 1 day 12:30:00, its negation
			{name: "a difference", query: "SELECT day(t - s), hour(t - s), minute(s - t), hour(s - t) FROM (VALUES (TIMESTAMP '2020-01-02 12:30:00', TIMESTAMP '2020-01-01 00:00:00')) v(t, s)",
				want: []string{"1 | 12 | -30 | -12"}},
			// months / 12 and months % 12: -14 months is year -1, month -2
			{name: "year to month", query: "SELECT year(INTERVAL '14' MONTH), month(INTERVAL '14' MONTH), year(INTERVAL '-14' MONTH), month(INTERVAL '-14' MONTH), extract(month FROM INTERVAL '-1-2' YEAR TO MONTH)",
				want: []string{"1 | 2 | -1 | -2 | -2"}},
			{name: "NULL", query: "SELECT hour(CAST(NULL AS INTERVAL DAY TO SECOND)), day(x), extract(hour FROM x), year(CAST(NULL AS INTERVAL YEAR TO MONTH)) FROM (VALUES CAST(NULL AS INTERVAL DAY TO SECOND)) v(x)",
				want: []string{"NULL | NULL | NULL | NULL"}},
			// year and month take a year-to-month interval only, the
			// others a day-to-second one (the functions above)
			{name: "year of days", query: "SELECT year(INTERVAL '2' DAY)", err: "year of an interval takes an interval year to month"},
			{name: "hour of months", query: "SELECT extract(hour FROM INTERVAL '2' MONTH)", err: "hour of an interval takes an interval day to second"},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
	// PostgreSQL and DuckDB as they were: the days apart from the time
	for _, d := range []string{"postgres", "duckdb"} {
		runShown(t, sqlCase{name: "36 hours", dialect: d, query: "SELECT extract(day FROM INTERVAL '36' HOUR), extract(hour FROM INTERVAL '36' HOUR), extract(hour FROM INTERVAL '-36' HOUR)",
			want: []string{"0 | 36 | -36"}})
	}
}
