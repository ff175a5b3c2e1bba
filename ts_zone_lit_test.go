package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A TIMESTAMP literal (without time zone) whose text carries a zone or an
// offset is read otherwise in each dialect (rewrite/ts_zone_lit.go):
// Trino's is a TIMESTAMP WITH TIME ZONE, PostgreSQL drops the zone (run
// here), so between two dialects it is refused (T156), not passed as
// written; without a zone, or within a dialect, it is written as before.
func TestTimestampLiteralZone(t *testing.T) {
	for _, c := range []struct{ from, to, sql string }{
		{"trino", "postgres", "SELECT TIMESTAMP '2020-01-01 10:00:00 UTC' AS a"},
		{"trino", "duckdb", "SELECT TIMESTAMP '2020-01-01 10:00:00 +05:00' AS a"},
		{"postgres", "trino", "SELECT TIMESTAMP '2020-01-01 10:00:00+05' AS a"},
		{"postgres", "spark", "SELECT TIMESTAMP WITHOUT TIME ZONE '2020-01-01 10:00:00 America/New_York' AS a"},
		{"spark", "postgres", "SELECT TIMESTAMP '2020-01-01 10:00:00.5Z' AS a"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T156") || !strings.Contains(err.Error(), "1:8") {
			t.Errorf("%s to %s: %s: want T156 at 1:8, got %v", c.from, c.to, c.sql, err)
		}
	}
	for _, c := range []struct{ from, to, sql, want string }{
		{"trino", "postgres", "SELECT TIMESTAMP '2020-01-01 10:00:00.5' AS a", "TIMESTAMP '2020-01-01 10:00:00.5'"},
		{"trino", "postgres", "SELECT TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00'"},
		{"bigquery", "postgres", "SELECT TIMESTAMP '2020-01-01 10:00:00 UTC' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00 UTC'"},
		{"trino", "trino", "SELECT TIMESTAMP '2020-01-01 10:00:00 UTC' AS a", "TIMESTAMP '2020-01-01 10:00:00 UTC'"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: %s: want %s, got %v %v", c.from, c.to, c.sql, c.want, tr, err)
		}
	}
	// PostgreSQL 15 drops the offset of a TIMESTAMP literal
	res, err := enginetest.Open(t, "postgres").Query(enginetest.Ctx(t),
		"SELECT TIMESTAMP '2020-01-01 10:00:00 +05:00' = TIMESTAMP '2020-01-01 10:00:00' AS a")
	if err != nil {
		t.Fatal(err)
	}
	if got := engines.FormatRows(res.Rows); !strings.Contains(got, "true") {
		t.Errorf("postgres: got %s", got)
	}
}

// A TIMESTAMP WITH TIME ZONE text whose zone is a name with an offset
// ('UTC+5') is a POSIX zone in PostgreSQL, west of Greenwich (15:00 UTC,
// run here), and five hours east in DuckDB (05:00 UTC, run here): between
// PostgreSQL and another dialect it is refused (T156); a bare offset or a
// zone name is written as before.
func TestTimestampTZPosixZone(t *testing.T) {
	for _, c := range []struct{ from, to, sql string }{
		{"postgres", "duckdb", "SELECT TIMESTAMPTZ '2020-01-01 10:00:00 UTC+5' AS a"},
		{"postgres", "trino", "SELECT CAST('2020-01-01 10:00:00 GMT-3' AS TIMESTAMPTZ) AS a"},
		{"duckdb", "postgres", "SELECT TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00 UTC+5' AS a"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T156") || !strings.Contains(err.Error(), "1:8") {
			t.Errorf("%s to %s: %s: want T156 at 1:8, got %v", c.from, c.to, c.sql, err)
		}
	}
	for _, sql := range []string{
		"SELECT TIMESTAMPTZ '2020-01-01 10:00:00+05' AS a",
		"SELECT TIMESTAMPTZ '2020-01-01 10:00:00 Etc/UTC' AS a",
		"SELECT CAST('2020-01-01 10:00:00 UTC' AS TIMESTAMPTZ) AS a",
	} {
		if _, err := lateral.Translate(sql, "postgres", "duckdb", lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s: %v", sql, err)
		}
	}
	const q = "SELECT timezone('UTC', TIMESTAMPTZ '2020-01-01 10:00:00 UTC+5') AS a"
	for engine, want := range map[string]string{"postgres": "15:00:00", "duckdb": "05:00:00"} {
		res, err := enginetest.Open(t, engine).Query(enginetest.Ctx(t), q)
		if err != nil {
			t.Fatal(err)
		}
		if got := engines.FormatRows(res.Rows); !strings.Contains(got, want) {
			t.Errorf("%s: got %s, want %s", engine, got, want)
		}
	}
}

// PostgreSQL 15 and DuckDB 1.5 both drop UTC, Z or an offset written after
// the seconds of a TIMESTAMP literal (run here on both): between them the
// literal is kept (T156 spared); DuckDB raises for another zone name and
// for a zone after h:mm without the seconds, which stay refused.
func TestTimestampLiteralZonePgDuck(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	for _, lit := range []string{"2020-01-01 10:00:00 UTC", "2020-01-01 10:00:00.5Z", "2020-01-01T10:00:00+02",
		"2020-01-01 10:00:00-05:30", "2020-01-01 10:00:00 utc"} {
		q := "SELECT TIMESTAMP '" + lit + "' AS a"
		for _, d := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
			tr, err := lateral.Translate(q, d[0], d[1], lateral.TranslateOptions{})
			if err != nil || !strings.Contains(tr.SQL, "TIMESTAMP '"+lit+"'") {
				t.Errorf("%s to %s: %s: want it kept, got %v %v", d[0], d[1], q, tr, err)
			}
		}
		a := enginetest.Query(t, pg, q)
		b := enginetest.Query(t, duck, q)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: postgres (-) vs duckdb (+): %s", q, diff)
		}
	}
	// DuckDB raises for another zone name and for a zone after h:mm
	// without the seconds: from DuckDB they stay refused, from PostgreSQL
	// they are written as DuckDB reads them alike (see
	// TestTimestampZoneTextPgDuck)
	for _, lit := range []string{"2020-01-01 10:00 UTC", "2020-01-01 10:00:00 GMT", "2020-01-01 10:00:00 Z"} {
		q := "SELECT TIMESTAMP '" + lit + "' AS a"
		if _, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T156") {
			t.Errorf("%s: want T156, got %v", q, err)
		}
		if _, err := duck.Query(enginetest.Ctx(t), q); err == nil {
			t.Errorf("duckdb reads %s", q)
		}
	}
}

// From PostgreSQL to DuckDB a TIMESTAMP or TIMESTAMPTZ text with a zone
// that DuckDB raises for (a zone after h:mm without the seconds, ' GMT',
// ' Z', a space before the offset) is written with ':00' seconds, ' UTC'
// and the offset without the space (rewrite/ts_zone_lit.go), which both
// read alike (run here, in the zone America/New_York).
func TestTimestampZoneTextPgDuck(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'America/New_York'")
	}
	for _, c := range []struct{ sql, want string }{
		{"SELECT TIMESTAMPTZ '2020-01-01 10:00 UTC' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00 UTC'"},
		{"SELECT TIMESTAMP '2020-01-01 10:00:00 GMT' AS a", "TIMESTAMP '2020-01-01 10:00:00 UTC'"},
		{"SELECT TIMESTAMP '2020-01-01 10:00 gmt' AS a", "TIMESTAMP '2020-01-01 10:00:00 UTC'"},
		{"SELECT CAST('2020-01-01 10:00:00 Z' AS TIMESTAMPTZ) AS a", "CAST('2020-01-01 10:00:00 UTC' AS TIMESTAMPTZ)"},
		{"SELECT TIMESTAMPTZ '2020-01-01 10:00Z' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00 UTC'"},
		{"SELECT TIMESTAMP '2020-01-01 10:00+05' AS a", "TIMESTAMP '2020-01-01 10:00:00+05'"},
		{"SELECT TIMESTAMPTZ '2020-01-01 10:00:00 +05:30' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00+05:30'"},
		{"SELECT CAST('2020-01-01 10:00 -08' AS TIMESTAMPTZ) AS a", "CAST('2020-01-01 10:00:00-08' AS TIMESTAMPTZ)"},
		// kept: DuckDB reads them as PostgreSQL does
		{"SELECT TIMESTAMP '2020-01-01 10:00:00-0800' AS a", "TIMESTAMP '2020-01-01 10:00:00-0800'"},
		{"SELECT TIMESTAMPTZ '2020-01-01 10:00:00.25+0530' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00.25+0530'"},
		// written, then its digits read as PostgreSQL reads them
		{"SELECT TIMESTAMPTZ '2020-01-01 10:00:00.1234567 GMT' AS a", "TIMESTAMPTZ '2020-01-01 10:00:00.123457 UTC'"},
		{"SELECT TIMESTAMP '2020-01-01 10:00:00.1234567 Z' AS a", "TIMESTAMP '2020-01-01 10:00:00.123457 UTC'"},
	} {
		tr, err := lateral.Translate(c.sql, "postgres", "duckdb", lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s: want %s, got %v %v", c.sql, c.want, tr, err)
			continue
		}
		a, b := enginetest.Query(t, pg, c.sql), enginetest.Query(t, duck, tr.SQL)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: postgres (-) vs duckdb (+): %s", c.sql, diff)
		}
	}
	// PostgreSQL raises for an offset past 15:59, which DuckDB reads:
	// refused (T156) either way
	// (also +16:00, +1600 and -1630, which DuckDB reads as +16 and -16:30,
	// and a text compared with a timestamp column)
	const tzc = "CREATE TABLE tzc (t TIMESTAMPTZ)"
	enginetest.Exec(t, pg, tzc)
	for _, text := range []string{"2020-01-01 10:00:00+16", "2020-01-01 10:00 +16", "2020-01-01 10:00:00-05:60", "2020-01-01 10:00:00+1560",
		"2020-01-01 10:00:00+16:00", "2020-01-01 10:00:00+1600", "2020-01-01 10:00:00-1630"} {
		for _, q := range []string{"SELECT TIMESTAMPTZ '" + text + "' AS a", "SELECT CAST('" + text + "' AS TIMESTAMPTZ) AS a", "SELECT TIMESTAMP '" + text + "' AS a",
			"SELECT count(*) AS n FROM tzc WHERE t < '" + text + "'"} {
			if _, err := pg.Query(enginetest.Ctx(t), q); err == nil || !strings.Contains(err.Error(), "time zone displacement out of range") {
				t.Errorf("postgres: %s: want its error, got %v", q, err)
			}
			for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
				if _, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: tzc}); err == nil || !strings.Contains(err.Error(), "T156") {
					t.Errorf("%s to %s: %s: want T156, got %v", dir[0], dir[1], q, err)
				}
			}
		}
	}
	enginetest.CheckRows(t, duck, "SELECT CAST(TIMESTAMPTZ '2020-01-01 10:00:00+16' AS VARCHAR) AS a, CAST(TIMESTAMPTZ '2020-01-01 10:00:00+1600' AS VARCHAR) AS b", true,
		[][]engines.Value{{"2019-12-31 13:00:00-05", "2019-12-31 13:00:00-05"}})
}

// A TIMESTAMPTZ text naming a zone other than UTC is refused (T156)
// between PostgreSQL and DuckDB, whose tz databases differ (the system's
// and ICU's, rewrite/ts_zone_lit.go pgDuckZoneName): run here, each text
// is read as another instant by each engine, as a literal, a cast and a
// text compared with a TIMESTAMPTZ column. The names of UTC and offsets
// are kept, and read alike (run here too).
func TestTimestampTZZoneNamePgDuck(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const tzc = "CREATE TABLE tzc (t TIMESTAMPTZ)"
	const rows = "INSERT INTO tzc VALUES (TIMESTAMPTZ '2026-12-15 19:30:00+00'), (TIMESTAMPTZ '2030-06-01 11:30:00+00'), (TIMESTAMPTZ '1937-06-01 10:50:00+00')"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, e, tzc)
		enginetest.Exec(t, e, rows)
	}
	for _, text := range []string{"2026-12-15 12:00:00 America/Vancouver", "2030-06-01 12:00:00 Africa/Casablanca", "1937-06-01 12:00:00 Europe/Amsterdam"} {
		for _, q := range []string{"SELECT CAST(TIMESTAMPTZ '" + text + "' AS VARCHAR) AS a", "SELECT CAST(CAST('" + text + "' AS TIMESTAMPTZ) AS VARCHAR) AS a",
			"SELECT count(*) AS n FROM tzc WHERE t < '" + text + "'"} {
			a, b := enginetest.Query(t, pg, q), enginetest.Query(t, duck, q)
			if ok, _ := engines.EqualRows(a.Rows, b.Rows, true); ok {
				t.Errorf("%s: the engines agree (%v)", q, a.Rows)
			}
			for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
				_, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: tzc})
				if err == nil || !strings.Contains(err.Error(), "T156") || !strings.Contains(err.Error(), "tz database") {
					t.Errorf("%s to %s: %s: want T156, got %v", dir[0], dir[1], q, err)
				}
			}
		}
	}
	for _, text := range []string{"2026-12-15 12:00:00 UTC", "2026-12-15 12:00:00 Etc/UTC", "2026-12-15 12:00:00 zulu", "2026-12-15 12:00:00 GMT",
		"2026-12-15 12:00:00-08", "2026-12-15 12:00:00+05:30", "2026-12-15 12:00:00Z"} {
		q := "SELECT CAST(TIMESTAMPTZ '" + text + "' AS VARCHAR) AS a, CAST(CAST('" + text + "' AS TIMESTAMPTZ) AS VARCHAR) AS b, " +
			"(SELECT count(*) FROM tzc WHERE t < '" + text + "') AS n"
		for _, dir := range []struct {
			from, to string
			src, dst engines.Engine
		}{{"postgres", "duckdb", pg, duck}, {"duckdb", "postgres", duck, pg}} {
			tr, err := lateral.Translate(q, dir.from, dir.to, lateral.TranslateOptions{Schema: tzc})
			if err != nil {
				t.Errorf("%s to %s: %s: %v", dir.from, dir.to, q, err)
				continue
			}
			if ok, diff := engines.EqualRows(enginetest.Query(t, dir.src, q).Rows, enginetest.Query(t, dir.dst, tr.SQL).Rows, true); !ok {
				t.Errorf("%s to %s: %s: %s\n%s", dir.from, dir.to, q, diff, tr.SQL)
			}
		}
	}
}
