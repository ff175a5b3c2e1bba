package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestPgDateSeriesTrino: PostgreSQL's generate_series of DATEs by whole
// days or weeks is refused toward Trino and Presto (T223), its rows
// moving with the session zone where Trino's cast of a DATE does not
// (pg_date_series_trino.go), with the integer series that is exact as the
// hint, which translates; a step of months, hours or one not a literal,
// and a series of timestamps, are refused (T058) with the reason; a DATE
// plus days is Trino's date_add (date_plus_int.go).
func TestPgDateSeriesTrino(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, dt DATE, ts TIMESTAMP, iv INTERVAL)"
	for _, tc := range []struct {
		in, want string
	}{
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x)", "T223"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 30, interval '2 weeks') AS g(x)", "T223"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 30, interval '3' day) AS g(x)", "T223"},
		{"SELECT g.x FROM t, generate_series(t.dt + 3, t.dt, interval '-1 day') AS g(x)", "T223"},
		{"SELECT g.x FROM t, generate_series(t.dt + 3, t.dt, -interval '1 day') AS g(x)", "T223"},
		{"SELECT g.x FROM t, generate_series(DATE '2024-03-09', DATE '2024-03-11', interval '1 day') AS g(x)", "T223"},
		{"SELECT CAST(g.x AS DATE) FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x)", "T223"},
		{"SELECT t.dt + g.i AS d FROM t, generate_series(0, 3) AS g(i)", "date_add('day', g.i, CAST(t.dt AS DATE))"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '1 month') AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '12 hours') AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, t.iv) AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.ts, t.ts + interval '3 days', interval '1 day') AS g(x)", "T058"},
		{"SELECT g.x FROM t, generate_series(t.dt, t.dt + 3, interval '0 days') AS g(x)", "T058"},
	} {
		for _, to := range []string{"trino", "presto"} {
			tr, err := lateral.Translate(tc.in, "postgres", to, lateral.TranslateOptions{Schema: schema})
			switch tc.want {
			case "T058", "T223":
				wantRefusal(t, tr, err, tc.want)
				why := map[string]string{"T058": "does not write postgres's series by an interval", "T223": "skips midnight (America/Havana on 2024-03-10)"}[tc.want]
				if err != nil && !strings.Contains(err.Error(), why) && !strings.Contains(tc.in, "'0 days'") {
					t.Errorf("%s: %s: not the reason: %v", to, tc.in, err)
				}
				var le *lateral.Error
				if errors.As(err, &le) && (len(le.Diagnostics) == 0 || !strings.Contains(le.Diagnostics[0].Hint, "generate_series(0, stop - start)")) {
					t.Errorf("%s: %s: not the exact form in the hint: %v", to, tc.in, err)
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
