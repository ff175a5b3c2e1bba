package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestPgDateSeriesTrino: PostgreSQL's generate_series of DATEs by whole
// days or weeks is, toward Trino and Presto, the guarded sequence of the
// DATEs cast to TIMESTAMP WITH TIME ZONE; a step of months, hours or one
// not a literal, and a series of timestamps, are refused (T058) with the
// reason (pg_date_series_trino.go); a DATE plus days is Trino's date_add
// (date_plus_int.go).
func TestPgDateSeriesTrino(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, dt DATE, ts TIMESTAMP, iv INTERVAL)"
	for _, tc := range []struct {
		in, want string
	}{
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x)",
			"UNNEST(CASE WHEN t.dt <= date_add('day', 3, CAST(t.dt AS DATE)) THEN transform(sequence(t.dt, date_add('day', 3, CAST(t.dt AS DATE)), INTERVAL '1' DAY), _d1 -> CAST(_d1 AS TIMESTAMP WITH TIME ZONE)) END) AS g(x)"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 30, interval '2 weeks') AS g(x)", "sequence(t.dt, date_add('day', 30, CAST(t.dt AS DATE)), INTERVAL '14' DAY)"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 30, interval '3' day) AS g(x)", "sequence(t.dt, date_add('day', 30, CAST(t.dt AS DATE)), INTERVAL '3' DAY)"},
		{"SELECT g.x FROM t, generate_series(t.dt + 3, t.dt, interval '-1 day') AS g(x)", "CASE WHEN date_add('day', 3, CAST(t.dt AS DATE)) >= t.dt THEN transform(sequence(date_add('day', 3, CAST(t.dt AS DATE)), t.dt, -INTERVAL '1' DAY)"},
		{"SELECT g.x FROM t, generate_series(t.dt + 3, t.dt, -interval '1 day') AS g(x)", "sequence(date_add('day', 3, CAST(t.dt AS DATE)), t.dt, -INTERVAL '1' DAY)"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '1 month') AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '12 hours') AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, t.iv) AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.ts, t.ts + interval '3 days', interval '1 day') AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '0 days') AS g(x)", "T058"},
	} {
		for _, to := range []string{"trino", "presto"} {
			tr, err := lateral.Translate(tc.in, "postgres", to, lateral.TranslateOptions{Schema: schema})
			if tc.want == "T058" {
				wantRefusal(t, tr, err, "T058")
				if err != nil && !strings.Contains(err.Error(), "only when both bounds are DATEs") && !strings.Contains(tc.in, "'0 days'") {
					t.Errorf("%s: %s: not the reason: %v", to, tc.in, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %s: %v", to, tc.in, err)
				continue
			}
			if !strings.Contains(tr.SQL, tc.want) {
				t.Errorf("%s: %s: want %q in:\n%s", to, tc.in, tc.want, tr.SQL)
			}
		}
	}
}

// TestPgDateSeriesType: the rows of PostgreSQL's generate_series of
// DATEs (or untyped string literals) by an interval are TIMESTAMPTZs, of
// TIMESTAMPs beside a TIMESTAMP (pgSeriesType): toward DuckDB AT TIME
// ZONE 'UTC' of one is kept (refused for a DATE, T171), its text gets the
// TIMESTAMPTZ's offset seconds, and a string compared with it is not cast
// to DATE.
func TestPgDateSeriesType(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, dt DATE, ts TIMESTAMP)"
	for _, tc := range []struct {
		in, want, not string
	}{
		{"SELECT g.x AT TIME ZONE 'UTC' AS u FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x)", "g.x AT TIME ZONE 'UTC'", ""},
		{"SELECT g.x || '' AS s FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x)", "date_part('timezone', g.x)", ""},
		{"SELECT g.x > '2024-01-01 00:00:00+05' AS y FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x)", "g.x > '2024-01-01 00:00:00+05'", "AS DATE"},
		{"SELECT g.x || '' AS s FROM t, generate_series('2024-01-01', '2024-01-03', interval '1 day') AS g(x)", "date_part('timezone', g.x)", ""},
		{"SELECT g.x || '' AS s FROM t, generate_series(t.dt, t.ts, interval '1 day') AS g(x)", "", "date_part('timezone'"},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if !strings.Contains(tr.SQL, tc.want) || tc.not != "" && strings.Contains(tr.SQL, tc.not) {
			t.Errorf("%s: want %q (not %q) in:\n%s", tc.in, tc.want, tc.not, tr.SQL)
		}
	}
}
