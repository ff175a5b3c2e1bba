package executor_test

import "testing"

// The session time zone (SET TimeZone): TIMESTAMPTZ input, calendar
// arithmetic and display. Values from the DuckDB guide "Timestamp Issues"
// (duckdb.org/docs/guides/sql_features/timestamps) and PostgreSQL's
// "Date/Time Functions and Operators" (timestamptz + interval across a
// daylight-saving change).
func TestSessionTimeZone(t *testing.T) {
	times := []string{
		"SET timezone = 'America/Los_Angeles'",
		"CREATE TABLE times AS SELECT * FROM range('2025-08-30'::TIMESTAMPTZ, '2025-08-31'::TIMESTAMPTZ, INTERVAL 1 HOUR) tbl(t)",
	}
	for _, c := range []sqlCase{
		{name: "a date text compared with a TIMESTAMPTZ is midnight in the session zone", dialect: "duckdb",
			setup: times, query: "SELECT * FROM times WHERE t <= '2025-08-30'",
			want: []string{"2025-08-30 00:00:00-07"}},
		{name: "another session zone reads and shows the same instants differently", dialect: "duckdb",
			setup: append(append([]string(nil), times...), "SET timezone = 'HST'"),
			query: "SELECT * FROM times WHERE t <= '2025-08-30'",
			want:  []string{"2025-08-29 21:00:00-10", "2025-08-29 22:00:00-10", "2025-08-29 23:00:00-10", "2025-08-30 00:00:00-10"}},
		{name: "a day keeps the wall-clock time across a DST change, 24 hours do not", dialect: "postgres",
			setup: []string{"SET TimeZone = 'America/Denver'"},
			query: "SELECT timestamptz '2005-04-02 12:00:00-07' + interval '1 day', timestamptz '2005-04-02 12:00:00-07' + interval '24 hours'",
			want:  []string{"2005-04-03 12:00:00-06 | 2005-04-03 13:00:00-06"}},
		{name: "a series by hours skips the hour DST skips", dialect: "duckdb",
			setup: []string{"SET TimeZone = 'America/Los_Angeles'"},
			query: "SELECT d FROM generate_series(TIMESTAMPTZ '1992-04-05 00:00:00-08', TIMESTAMPTZ '1992-04-05 03:00:00-07', INTERVAL '1 HOUR') t(d)",
			want:  []string{"1992-04-05 00:00:00-08", "1992-04-05 01:00:00-08", "1992-04-05 03:00:00-07"}},
		{name: "a series by months stays on the first of the month", dialect: "duckdb",
			setup: []string{"SET TimeZone = 'America/Los_Angeles'"},
			query: "SELECT d FROM range(TIMESTAMPTZ '1991-09-01 00:00:00-07', TIMESTAMPTZ '1991-12-01 00:00:00-08', INTERVAL '1 MONTH') t(d)",
			want:  []string{"1991-09-01 00:00:00-07", "1991-10-01 00:00:00-07", "1991-11-01 00:00:00-08"}},
		{name: "without a zone, UTC", dialect: "duckdb",
			query: "SELECT TIMESTAMPTZ '2000-01-01 00:00:00-08'", want: []string{"2000-01-01 08:00:00+00"}},
		{name: "a month past the end of a month is its last day", dialect: "postgres",
			query: "SELECT timestamp '2000-01-31 10:00:00' + interval '1 month'", want: []string{"2000-02-29 10:00:00"}},
		// PostgreSQL manual, B.2 "Handling of Invalid or Ambiguous
		// Timestamps": both are read as standard time.
		{name: "a wall time DST skips is read as standard time", dialect: "postgres",
			setup: []string{"SET TimeZone = 'America/New_York'"},
			query: "SELECT '2018-03-11 02:30'::timestamptz", want: []string{"2018-03-11 03:30:00-04"}},
		{name: "a wall time DST repeats is read as standard time", dialect: "postgres",
			setup: []string{"SET TimeZone = 'America/New_York'"},
			query: "SELECT '2018-11-04 01:30'::timestamptz", want: []string{"2018-11-04 01:30:00-05"}},
		{name: "a skipped wall time west of Greenwich too", dialect: "postgres",
			setup: []string{"SET TimeZone = 'America/Los_Angeles'"},
			query: "SELECT CAST('2024-03-10 02:30:00' AS timestamptz)", want: []string{"2024-03-10 03:30:00-07"}},
		{name: "an unknown zone is an error", dialect: "duckdb",
			query: "SET TimeZone = 'Mars/Olympus_Mons'", err: "unknown time zone"},
	} {
		runSQL(t, c)
	}
}
