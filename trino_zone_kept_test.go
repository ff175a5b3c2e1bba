package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A Trino or Presto TIMESTAMP WITH TIME ZONE text with a zone after its
// time keeps that zone (Trino documentation, data types: TIMESTAMP
// '2001-08-22 03:04:05.321 -08:30' is 2001-08-22 03:04:05.321 -08:30;
// executor/trino_zoned_text.go), its hour that zone's; PostgreSQL's and
// DuckDB's value is of the session's zone (run here in a UTC session:
// the hour of TIMESTAMPTZ '2020-01-01 10:00:00+05:30' is 4 where Trino's
// is 10). Toward another dialect the literal, or a string literal cast to
// the type, is refused (T156, rewrite/ts_zone_lit.go); without a zone, or
// between Trino and Presto, it is written as before.
func TestTrinoZoneKept(t *testing.T) {
	for _, c := range []struct{ from, to, sql, at string }{
		{"trino", "postgres", "SELECT TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00 +05:30' AS a", "1:8"},
		{"trino", "duckdb", "SELECT CAST('2020-01-01 10:00:00 America/New_York' AS TIMESTAMP WITH TIME ZONE) AS a", "1:8"},
		{"presto", "postgres", "SELECT 1 AS b, TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00 UTC' AS a", "1:16"},
		{"trino", "spark", "SELECT TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00 -08:00' AS a", "1:8"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T156") || !strings.Contains(err.Error(), c.at) {
			t.Errorf("%s to %s: %s: want T156 at %s, got %v", c.from, c.to, c.sql, c.at, err)
		}
	}
	for _, c := range []struct{ from, to, sql, want string }{
		{"trino", "postgres", "SELECT TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00'"},
		{"trino", "presto", "SELECT TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00 +05:30' AS a", "'2020-01-01 10:00:00 +05:30'"},
		{"presto", "trino", "SELECT CAST('2020-01-01 10:00:00 America/New_York' AS TIMESTAMP WITH TIME ZONE) AS a", "'2020-01-01 10:00:00 America/New_York'"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: %s: want %s, got %v %v", c.from, c.to, c.sql, c.want, tr, err)
		}
	}
	// the hour PostgreSQL 15 and DuckDB 1.5 give the value in a UTC session
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		res := enginetest.Query(t, e, "SELECT CAST(extract(hour FROM TIMESTAMPTZ '2020-01-01 10:00:00+05:30') AS INTEGER) AS h")
		if got := engines.FormatRows(res.Rows); !strings.Contains(got, "4") || strings.Contains(got, "10") {
			t.Errorf("%s: got %s, want 4", e.Kind(), got)
		}
	}
	// lat run in Trino keeps the zone: the hour is 10
	if got, err := shownRows("trino", "SELECT hour(TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00 +05:30')"); err != nil || got != "[[10]]" {
		t.Errorf("trino: got %s %v, want [[10]]", got, err)
	}
}
