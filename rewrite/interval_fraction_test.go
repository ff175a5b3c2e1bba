package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// An interval literal with a fraction of a unit above the second is its
// whole units in PostgreSQL and DuckDB, and is written so for the others
// (interval_fraction.go). Run on PostgreSQL 15: INTERVAL '1.5' MONTH is
// 1 mon, '1.5' YEAR 1 year, '- 1.5' DAY -1 days; on DuckDB 1.5: INTERVAL
// '1.5' WEEK is 7 days, '1.5' MICROSECOND 00:00:00.000001, while '1.5'
// SECOND and '1.5' MILLISECOND keep the fraction.
func TestWholeIntervalUnits(t *testing.T) {
	const schema = "CREATE TABLE t (d DATE, ts TIMESTAMP)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	for _, tc := range []struct{ from, in, want string }{
		{"postgres", "SELECT INTERVAL '1.5' MONTH AS r", "SELECT INTERVAL '1' MONTH AS r"},
		{"postgres", "SELECT ts + INTERVAL '1.5' YEAR AS r FROM t", "SELECT ts + INTERVAL '1' YEAR AS r FROM t"},
		{"postgres", "SELECT ts + INTERVAL '- 1.5' DAY AS r FROM t", "SELECT ts + INTERVAL '-1' DAY AS r FROM t"},
		{"postgres", "SELECT d + INTERVAL '1.5' MONTH AS r FROM t", "SELECT CAST(date_add('month', 1, CAST(d AS DATE)) AS TIMESTAMP) AS r FROM t"},
		{"duckdb", "SELECT ts + INTERVAL '1.5' WEEK AS r FROM t", "SELECT ts + INTERVAL '1' WEEK AS r FROM t"},
		{"duckdb", "SELECT ts + INTERVAL '-1.5' WEEK AS r FROM t", "SELECT ts + INTERVAL '-1' WEEK AS r FROM t"},
		{"duckdb", "SELECT ts + INTERVAL '1.5' MICROSECOND AS r FROM t", "SELECT ts + INTERVAL '1' MICROSECOND AS r FROM t"},
		{"duckdb", "SELECT ts + INTERVAL '1.5' MILLISECOND AS r FROM t", "SELECT ts + INTERVAL '1.5' MILLISECOND AS r FROM t"},
		{"postgres", "SELECT ts + INTERVAL '1.5' SECOND AS r FROM t", "SELECT ts + INTERVAL '1.5' SECOND AS r FROM t"},
		{"postgres", "SELECT ts + INTERVAL '.' DAY AS r FROM t", "SELECT ts + INTERVAL '.' DAY AS r FROM t"}, // not a number: left to the target
	} {
		tr := mustTranslate(t, tc.in, tc.from, "trino", opts)
		if tr.SQL != tc.want && tr.SQL != tc.want+";" {
			t.Errorf("%s to trino: %s: got %s, want %s", tc.from, tc.in, tr.SQL, tc.want)
		}
	}
}
