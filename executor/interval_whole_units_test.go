package executor_test

import (
	"strings"
	"testing"
)

// An interval literal's fractional text before MINUTE or WEEK keeps the
// whole units only, as before YEAR, MONTH, DAY and HOUR (run on
// PostgreSQL 15 and DuckDB 1.5: INTERVAL '1.5' MINUTE is 00:01:00,
// '-1.5' MINUTE -00:01:00, DuckDB's '1.5' WEEK 7 days); SECOND keeps
// the fraction.
func TestIntervalWholeUnitsMinuteWeek(t *testing.T) {
	for _, c := range []struct{ dialect, q, want string }{
		{"postgres", "SELECT CAST(TIMESTAMP '2024-01-31 10:00:00' + INTERVAL '1.5' MINUTE AS VARCHAR)", "2024-01-31 10:01:00"},
		{"duckdb", "SELECT CAST(TIMESTAMP '2024-01-31 10:00:00' - INTERVAL '1.5' MINUTE AS VARCHAR)", "2024-01-31 09:59:00"},
		{"duckdb", "SELECT CAST(TIMESTAMP '2024-01-31 10:00:00' + INTERVAL '-1.5' MINUTE AS VARCHAR)", "2024-01-31 09:59:00"},
		{"duckdb", "SELECT CAST(DATE '2024-01-31' + INTERVAL '1.5' WEEK AS DATE)", "2024-02-07"},
		{"postgres", "SELECT CAST(TIMESTAMP '2024-01-31 10:00:00' + INTERVAL '1.5' SECOND AS VARCHAR)", "2024-01-31 10:00:01.5"},
	} {
		got, err := dialectRows(t, c.dialect, c.q)
		if err != nil || got != c.want {
			t.Errorf("%s: %s: got %q (%v), want %s", c.dialect, c.q, got, err, c.want)
		}
	}
}

// An interval times a number out of an interval's range is an error, as
// on both engines (run on PostgreSQL 15: interval out of range; DuckDB
// 1.5: out of range), not a wrapped value.
func TestIntervalScaleOutOfRange(t *testing.T) {
	for _, q := range []string{
		"SELECT INTERVAL '1 month' * 3000000000",
		"SELECT INTERVAL '1 day' * 1e20",
		"SELECT INTERVAL '1 second' * 1e20",
		"SELECT INTERVAL '1 month' / 1e-20",
		"SELECT INTERVAL '1 month' * CAST('NaN' AS DOUBLE PRECISION)",
	} {
		got, err := dialectRows(t, "postgres", q)
		if err == nil || !strings.Contains(err.Error(), "out of range") {
			t.Errorf("%s: got %q (%v), want an out of range error", q, got, err)
		}
	}
}

// make_interval's named arguments name their parameter, the others being
// 0 (run on PostgreSQL 15: make_interval(days => 3) is 3 days,
// make_interval(1, weeks => 2, mins => 3) 1 year 14 days 00:03:00).
func TestMakeIntervalNamedArgs(t *testing.T) {
	for _, c := range []struct{ q, want string }{
		{"SELECT CAST(DATE '2024-01-31' + make_interval(days => 3) AS DATE)", "2024-02-03"},
		{"SELECT CAST(TIMESTAMP '2024-01-31 10:00:00' + make_interval(1, weeks => 2, mins => 3) AS VARCHAR)", "2025-02-14 10:03:00"},
		{"SELECT CAST(TIMESTAMP '2024-01-31 10:00:00' + make_interval(secs => 1.5) AS VARCHAR)", "2024-01-31 10:00:01.5"},
	} {
		got, err := dialectRows(t, "postgres", c.q)
		if err != nil || got != c.want {
			t.Errorf("%s: got %q (%v), want %s", c.q, got, err, c.want)
		}
	}
	if got, err := dialectRows(t, "postgres", "SELECT make_interval(foo => 1)"); err == nil {
		t.Errorf("make_interval(foo => 1): got %q, want an error", got)
	}
}
