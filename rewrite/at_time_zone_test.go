package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestAtTimeZoneKept: between PostgreSQL and DuckDB x AT TIME ZONE z is
// kept for a TIMESTAMP or TIMESTAMPTZ and UTC or NULL, and timezone(z, x)
// is written so (run on both engines in pg_duck_at_time_zone_test.go);
// between Trino and Presto it is kept, both documenting the same reading
// ("AT TIME ZONE": TIMESTAMP '2012-10-31 01:00 UTC' AT TIME ZONE
// 'America/Los_Angeles' is 2012-10-30 18:00:00.000 America/Los_Angeles).
func TestAtTimeZoneKept(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, tz TIMESTAMPTZ)"}
	for _, tc := range []struct{ in, from, to, want string }{
		{"SELECT ts AT TIME ZONE 'UTC' AS a FROM t", "postgres", "duckdb", "ts AT TIME ZONE 'UTC'"},
		{"SELECT tz AT TIME ZONE 'utc' AS a FROM t", "duckdb", "postgres", "tz AT TIME ZONE 'utc'"},
		{"SELECT TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Etc/UTC' AS a", "duckdb", "postgres", "AT TIME ZONE 'Etc/UTC'"},
		{"SELECT timezone('GMT', ts + INTERVAL '1 hour') AS a FROM t", "postgres", "duckdb", "(ts + INTERVAL '1 hour') AT TIME ZONE 'GMT' AS a"},
		{"SELECT timezone('Zulu', tz) FROM t", "duckdb", "postgres", "tz AT TIME ZONE 'Zulu' AS \"timezone('Zulu', tz)\""},
		{"SELECT ts AT TIME ZONE 'Europe/Paris' AS a FROM t", "trino", "presto", "ts AT TIME ZONE 'Europe/Paris'"},
		{"SELECT ts AT TIME ZONE 'Europe/Paris' AS a FROM t", "presto", "trino", "ts AT TIME ZONE 'Europe/Paris'"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
		if err != nil {
			t.Errorf("%s (%s to %s): %v", tc.in, tc.from, tc.to, err)
			continue
		}
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s (%s to %s): got %s, want %s in it", tc.in, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
}

// TestAtTimeZoneRefused: T171 where the source and the target read the
// clause otherwise, positioned at what differs. PostgreSQL and DuckDB
// read a DATE, offsets and abbreviations otherwise (run on both in
// pg_duck_at_time_zone_test.go; an offset '+02:00' is one west of
// Greenwich in PostgreSQL and no zone to DuckDB); Trino's and Presto's
// result keeps the zone; the SQL standard's reading is not checked on an
// engine.
func TestAtTimeZoneRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, tz TIMESTAMPTZ, d DATE, z VARCHAR)"}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT d AT TIME ZONE 'Europe/Paris' AS a FROM t", "postgres", "duckdb", 8, "AT TIME ZONE of a date: postgres and duckdb agree"},
		{"SELECT DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' AS a", "duckdb", "postgres", 8, "AT TIME ZONE of a date"},
		{"SELECT '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris' AS a", "postgres", "duckdb", 8, "AT TIME ZONE of a"},
		{"SELECT ts AT TIME ZONE '+02:00' AS a FROM t", "postgres", "duckdb", 24, "AT TIME ZONE of this zone is not read alike by postgres and duckdb"},
		{"SELECT ts AT TIME ZONE 'UTC+2' AS a FROM t", "duckdb", "postgres", 24, "not on abbreviations, offsets"},
		{"SELECT ts AT TIME ZONE 'CET' AS a FROM t", "duckdb", "postgres", 24, "not read alike"},
		{"SELECT ts AT TIME ZONE 'posix/Europe/Paris' AS a FROM t", "postgres", "duckdb", 24, "posix/ names"},
		// the engines' tz databases differ (pg_duck_at_time_zone_test.go)
		{"SELECT ts AT TIME ZONE 'America/Vancouver' AS a FROM t", "postgres", "duckdb", 24, "nor on the names of the tz database"},
		{"SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "duckdb", "postgres", 24, "they agree on UTC only"},
		// the function form, as the clause
		{"SELECT timezone('Europe/Paris', ts) AS a FROM t", "postgres", "duckdb", 17, "AT TIME ZONE of this zone is not read alike"},
		{"SELECT timezone('UTC', d) AS a FROM t", "duckdb", "postgres", 24, "AT TIME ZONE of a date"},
		{"SELECT timezone('UTC', ts) AS a FROM t", "postgres", "trino", 8, "postgres's AT TIME ZONE is not trino's"},
		{"SELECT ts AT TIME ZONE z AS a FROM t", "postgres", "duckdb", 24, "zones computed per row"},
		{"SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "postgres", "trino", 8, "postgres's AT TIME ZONE is not trino's"},
		{"SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "trino", "duckdb", 8, "trino's AT TIME ZONE is not duckdb's"},
		{"SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "presto", "postgres", 8, "(presto to postgres)"},
		{"SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "duckdb", "ansi", 8, "ansi's reading has not been checked"},
		{"SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "ansi", "postgres", 8, "(ansi to postgres)"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T171", tc.col, tc.says)
	}
	// without the operand's type
	refusedWith(t, "SELECT ts AT TIME ZONE 'UTC' AS a FROM t", "duckdb", "postgres", lateral.TranslateOptions{}, "T171", 8, "an operand of unknown type")
	// the dialects without the clause: the printer's refusal
	for _, to := range []string{"hive", "spark", "doris", "drill", "bigquery", "snowflake"} {
		refusedWith(t, "SELECT tz AT TIME ZONE 'Europe/Paris' AS a FROM t", "postgres", to, opts, "T090", 8, "AT TIME ZONE cannot be expressed")
		refusedWith(t, "SELECT timezone('UTC', tz) AS a FROM t", "duckdb", to, opts, "T090", 8, "AT TIME ZONE cannot be expressed")
	}
}
