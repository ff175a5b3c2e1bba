package executor_test

import "testing"

// TestTrinoDateZonedCast: Trino's and Presto's CAST(date AS TIMESTAMP
// WITH TIME ZONE) subtracts the session zone's offset at the date's UTC
// midnight (trino_date_tz_cast.go, citing Trino's
// DateToTimestampWithTimeZoneCast and Presto's DateOperators). The
// expected epochs follow that rule from the IANA rules: America/Havana is
// -05 until 2024-03-10 05:00 UTC and -04 after; Australia/Sydney is +11
// until 2024-04-06 16:00 UTC and +10 after, so DATE '2024-04-07' (UTC
// midnight after the change) is 2024-04-06 14:00 UTC, 1712412000, shown
// 01:00 there, not PostgreSQL's 00:00 +11 (1712408400).
func TestTrinoDateZonedCast(t *testing.T) {
	havana := []string{"SET TimeZone = 'America/Havana'"}
	sydney := []string{"SET TimeZone = 'Australia/Sydney'"}
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "a day before the skipped midnight", setup: havana, query: "SELECT to_unixtime(CAST(DATE '2024-03-09' AS TIMESTAMP WITH TIME ZONE))",
				want: []string{"1.7099604e+09"}},
			{name: "the skipped midnight", setup: havana, query: "SELECT CAST(DATE '2024-03-10' AS TIMESTAMP WITH TIME ZONE), to_unixtime(CAST(DATE '2024-03-10' AS TIMESTAMP WITH TIME ZONE))",
				want: []string{"2024-03-10 01:00:00 America/Havana | 1.7100468e+09"}},
			{name: "the day after the skip is midnight again", setup: havana, query: "SELECT CAST(DATE '2024-03-11' AS TIMESTAMP WITH TIME ZONE)",
				want: []string{"2024-03-11 00:00:00 America/Havana"}},
			{name: "the autumn change day in Sydney", setup: sydney, query: "SELECT CAST(DATE '2024-04-07' AS TIMESTAMP WITH TIME ZONE), CAST(to_unixtime(CAST(DATE '2024-04-07' AS TIMESTAMP WITH TIME ZONE)) AS BIGINT)",
				want: []string{"2024-04-07 01:00:00 Australia/Sydney | 1712412000"}},
			{name: "the day before in Sydney", setup: sydney, query: "SELECT CAST(to_unixtime(CAST(DATE '2024-04-06' AS TIMESTAMP WITH TIME ZONE)) AS BIGINT)",
				want: []string{"1712322000"}},
			{name: "in a sequence", setup: sydney, query: "SELECT x FROM UNNEST(transform(sequence(DATE '2024-04-06', DATE '2024-04-08', INTERVAL '1' DAY), d -> CAST(d AS TIMESTAMP WITH TIME ZONE))) t(x)",
				want: []string{"2024-04-06 00:00:00 Australia/Sydney", "2024-04-07 01:00:00 Australia/Sydney", "2024-04-08 00:00:00 Australia/Sydney"}},
			{name: "NULL", setup: sydney, query: "SELECT CAST(CAST(NULL AS DATE) AS TIMESTAMP WITH TIME ZONE)",
				want: []string{"NULL"}},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
}
