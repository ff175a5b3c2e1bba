package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgDateSeriesTZ: PostgreSQL's generate_series(date, date, interval)
// gives TIMESTAMPTZs (midnights in the session time zone), which lateral
// types so (rewrite/pg_tz_series.go, pgSeriesType): toward DuckDB its
// text (with the offset), a comparison with a string holding an offset
// and AT TIME ZONE 'UTC' are those of a TIMESTAMPTZ, run here on
// PostgreSQL 15 and DuckDB in a UTC session and in America/New_York's;
// toward Trino and Presto a series by whole days or weeks is refused
// (T223, rewrite/pg_date_series_trino.go): in America/Havana the
// sequence of the DATEs cast to TIMESTAMP WITH TIME ZONE once written
// gives, on the reference executor (Trino's cast rule,
// executor/trino_date_tz_cast.go), other rows than PostgreSQL 15, and the
// integer series the refusal names gives PostgreSQL's DATEs there, a stop
// before the start, a NULL bound and a LEFT JOIN included.
func TestPgDateSeriesTZ(t *testing.T) {
	const table = "CREATE TABLE t (id INTEGER, dt DATE)"
	const rows = "INSERT INTO t VALUES (1, DATE '2024-03-09'), (2, NULL), (3, DATE '2024-02-28'), (4, DATE '2024-11-02')"
	duckQs := []string{
		"SELECT t.id, CAST(g.x AS TEXT) AS x FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x) ORDER BY 1, 2",
		"SELECT t.id, g.x || '' AS x FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x) ORDER BY 1, 2",
		"SELECT t.id, g.x > '2024-03-10 02:00:00+05' AS y FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x) ORDER BY 1, g.x",
		"SELECT t.id, CAST(g.x AT TIME ZONE 'UTC' AS TEXT) AS u FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x) ORDER BY 1, 2",
		"SELECT t.id, CAST(x AS TEXT) AS x FROM (SELECT t.id, generate_series(t.dt, t.dt + 2, interval '1 day') AS x FROM t) AS t ORDER BY 1, 2",
	}
	for _, session := range []string{"UTC", "America/New_York"} {
		pg := enginetest.Open(t, "postgres")
		duck := enginetest.DuckDB(t)
		for _, e := range []engines.Engine{pg, duck} {
			enginetest.Exec(t, e, "SET TimeZone = '"+session+"'")
			enginetest.Exec(t, e, table)
			enginetest.Exec(t, e, rows)
		}
		for _, q := range duckQs {
			tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
			if err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			want := enginetest.Query(t, pg, q)
			if len(want.Rows) < 9 {
				t.Fatalf("%s: %d rows", q, len(want.Rows))
			}
			if ok, diff := engines.EqualRows(want.Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
				t.Errorf("postgres to duckdb (session %s): %s\n%s\n%s", session, q, diff, tr.SQL)
			}
		}
	}

	const havana = "SET TimeZone = 'America/Havana'"
	pg := enginetest.Open(t, "postgres")
	enginetest.Exec(t, pg, havana)
	enginetest.Exec(t, pg, table)
	enginetest.Exec(t, pg, rows)
	enginetest.Exec(t, pg, "INSERT INTO t VALUES (5, DATE '2024-12-31')")
	refused := []string{
		"SELECT t.id, g.x FROM t, generate_series(t.dt, t.dt + 3, interval '1 day') AS g(x) ORDER BY 1, 2",
		"SELECT t.id, g.x, g.n FROM t LEFT JOIN LATERAL generate_series(t.dt, DATE '2024-03-01', interval '1 day') WITH ORDINALITY AS g(x, n) ON true ORDER BY 1, 2",
		"SELECT t.id, g.x FROM t, generate_series(t.dt + 20, t.dt, -interval '1 week') AS g(x) ORDER BY 1, 2",
		"SELECT t.id, x FROM (SELECT t.id, generate_series(t.dt, t.dt + 9, interval '2 days') AS x FROM t) AS t ORDER BY 1, 2",
	}
	exact := []string{
		"SELECT t.id, t.dt + g.i AS x FROM t, generate_series(0, 3) AS g(i) ORDER BY 1, 2",
		"SELECT t.id, t.dt + g.i AS x, g.i FROM t LEFT JOIN LATERAL generate_series(0, DATE '2024-03-01' - t.dt) AS g(i) ON true ORDER BY 1, 2",
	}
	// the form once written for the first refused query: in Havana its
	// rows are not PostgreSQL's (2024-03-11 00:00 where PostgreSQL has
	// 2024-03-11 01:00, and 2024-03-12 00:00 where PostgreSQL has no row
	// past 2024-03-11 01:00 before the stop's 2024-03-12 01:00)
	const once = "SELECT t.id, g.x FROM t CROSS JOIN UNNEST(CASE WHEN t.dt <= date_add('day', 3, t.dt) THEN transform(sequence(t.dt, date_add('day', 3, t.dt), INTERVAL '1' DAY), d -> CAST(d AS TIMESTAMP WITH TIME ZONE)) END) AS g(x) ORDER BY 1, 2"
	for _, to := range []string{"trino", "presto"} {
		fixtures, err := lateral.Translate(table+";\n"+rows+";\nINSERT INTO t VALUES (5, DATE '2024-12-31')", "postgres", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("fixtures to %s: %v", to, err)
		}
		for _, q := range refused {
			if _, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T223") {
				t.Errorf("%s: %s: want T223, got %v", to, q, err)
			}
		}
		got, err := refEngineRows(to, once, havana+";\n"+fixtures.SQL)
		if err != nil {
			t.Fatalf("%s: %v", to, err)
		}
		if ok, _ := engines.EqualRows(enginetest.Query(t, pg, refused[0]).Rows, got, true); ok {
			t.Errorf("%s: the sequence of DATEs cast to TIMESTAMP WITH TIME ZONE gives PostgreSQL's rows in Havana, the reason for T223 is gone", to)
		}
		for _, q := range exact {
			tr, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{Schema: table})
			if err != nil {
				t.Fatalf("%s: %s: %v", to, q, err)
			}
			want := enginetest.Query(t, pg, q)
			got, err := refEngineRows(to, tr.SQL, havana+";\n"+fixtures.SQL)
			if err != nil {
				t.Errorf("%s: %s: %v\n%s", to, q, err, tr.SQL)
				continue
			}
			if ok, diff := engines.EqualRows(want.Rows, got, true); !ok {
				t.Errorf("postgres to %s: %s\n%s\n%s", to, q, diff, tr.SQL)
			}
		}
	}
}

// TestDatePartTimezone: date_part('timezone', x) of a TIMESTAMPTZ is the
// offset in seconds of the session's zone at that instant, on PostgreSQL
// 15, DuckDB and lat run (executor/funcs_date.go; the translations to
// DuckDB write a TIMESTAMPTZ's text with it, rewrite/pg_duck_tz_text.go).
func TestDatePartTimezone(t *testing.T) {
	const q = "SELECT date_part('timezone', CAST('1850-01-01 00:00:00+00' AS TIMESTAMPTZ)) AS a, date_part('timezone', CAST('2024-07-01 00:00:00+00' AS TIMESTAMPTZ)) AS b, date_part('timezone', CAST(NULL AS TIMESTAMPTZ)) AS c"
	for _, d := range []string{"postgres", "duckdb"} {
		var e engines.Engine
		if d == "postgres" {
			e = enginetest.Open(t, "postgres")
		} else {
			e = enginetest.DuckDB(t)
		}
		enginetest.Exec(t, e, "SET TimeZone = 'America/Los_Angeles'")
		want := enginetest.Query(t, e, q)
		got, err := refEngineRows(d, q, "SET TimeZone = 'America/Los_Angeles'")
		if err != nil {
			t.Fatalf("%s: %v", d, err)
		}
		if ok, diff := engines.EqualRows(want.Rows, got, true); !ok {
			t.Errorf("%s: %s", d, diff)
		}
		if len(want.Rows) != 1 || !strings.Contains(engines.FormatRows(want.Rows), "-28378") {
			t.Errorf("%s: %v", d, want.Rows)
		}
	}
}
