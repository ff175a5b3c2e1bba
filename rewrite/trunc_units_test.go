package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// date_trunc to a unit the readers do not take is refused at the unit
// (T127) from PostgreSQL ('decade', 'century': PostgreSQL's century of
// 2024-05-15 is 2001-01-01, DuckDB's 2000-01-01, run on both engines),
// Trino and Snowflake, and a unit the source does not document too;
// Spark's own names of canonical units ('YYYY', 'MM': Spark
// documentation, date_trunc) are read as those units.
func TestTruncUnits(t *testing.T) {
	for _, tc := range []struct{ q, from, to, want string }{
		{"SELECT date_trunc('YYYY', TIMESTAMP '2024-05-15 10:00:00') AS x", "spark", "trino", "date_trunc('year', "},
		{"SELECT date_trunc('MM', TIMESTAMP '2024-05-15 10:00:00') AS x", "spark", "postgres", "date_trunc('month', "},
		{"SELECT date_trunc('MONTH', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "spark", "date_trunc('month', "},
		{"SELECT date_trunc('decade', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "postgres", "date_trunc('decade', "},
		{"SELECT date_trunc(NULL, TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "spark", "date_trunc(NULL, "},
		// PostgreSQL's other names of a unit (internal/dateunit, run on
		// PostgreSQL 15: 'hrs' is the hour, 'm' the minute, 'mon' the
		// month, 'qtr' the quarter, 'ms' and 'msec' the millisecond).
		{"SELECT date_trunc('hrs', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "trino", "date_trunc('hour', "},
		{"SELECT date_trunc('m', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "snowflake", "date_trunc('minute', "},
		{"SELECT date_trunc('MON', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "spark", "date_trunc('month', "},
		{"SELECT date_trunc('qtr', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "duckdb", "date_trunc('quarter', "},
		// Toward DuckDB a name it reads as the same part is kept
		// (internal/dateunit: 'ms', 'usecs'), another written as the unit.
		{"SELECT date_trunc('ms', TIMESTAMP '2024-05-15 10:00:00.1234') AS x", "postgres", "duckdb", "date_trunc('ms', "},
		{"SELECT date_trunc('millisecon', TIMESTAMP '2024-05-15 10:00:00.1234') AS x", "postgres", "duckdb", "date_trunc('millisecond', "},
		{"SELECT date_trunc('usecs', TIMESTAMP '2024-05-15 10:00:00.1234') AS x", "postgres", "duckdb", "date_trunc('usecs', "},
		{"SELECT date_trunc('microsecon', TIMESTAMP '2024-05-15 10:00:00.1234') AS x", "postgres", "duckdb", "date_trunc('microsecond', "},
	} {
		tr := mustTranslate(t, tc.q, tc.from, tc.to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want it to hold %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ q, from, to string }{
		{"SELECT date_trunc('decade', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "spark"},
		{"SELECT date_trunc('century', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "duckdb"},
		{"SELECT date_trunc('fortnight', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "trino"},
		{"SELECT date_trunc('ms', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "trino"},
		{"SELECT date_trunc('decs', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "duckdb"},
		{"SELECT date_trunc(' ms', TIMESTAMP '2024-05-15 10:00:00') AS x", "postgres", "duckdb"},
		{"SELECT date_trunc('millisecond', TIMESTAMP '2024-05-15 10:00:00') AS x", "trino", "postgres"},
		{"SELECT date_trunc('mm', TIMESTAMP '2024-05-15 10:00:00') AS x", "snowflake", "postgres"},
		// A unit that is not a literal: PostgreSQL's 'm' is the minute (run
		// on PostgreSQL 15), Snowflake's the month; Spark's date_trunc of a
		// unit it does not know ('decade') is NULL.
		{"SELECT date_trunc(u, ts) AS x FROM (SELECT 'm' AS u, TIMESTAMP '2024-05-15 10:11:12' AS ts) AS s", "postgres", "snowflake"},
		{"SELECT date_trunc(u, ts) AS x FROM (SELECT 'decade' AS u, TIMESTAMP '2024-05-15 10:11:12' AS ts) AS s", "postgres", "spark"},
	} {
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T127")
	}
}
