package lateral_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// pgDuckZonedQuery adds intervals of days, months and time, of both
// signs, to a TIMESTAMPTZ: PostgreSQL and DuckDB part on a time the
// autumn change repeats (DuckDB keeps the value's own offset) and on the
// order of the parts (DuckDB adds the time first when a part, negated for
// a minus, is negative). Its spelling reads alike in both.
const pgDuckZonedQuery = "SELECT e.id, e.tz + INTERVAL '1 day' AS a, e.tz - INTERVAL '1 day 2 hours' AS b, INTERVAL '2 days' + e.tz AS c, " +
	"e.tz + INTERVAL '1 day -90 minutes' AS d, e.tz + INTERVAL '1 month 1 day' AS f, e.tz + INTERVAL '1 month -1 hour' AS g, " +
	"e.tz - INTERVAL '1 month 1 day 30 minutes' AS h, e.tz + INTERVAL '2 days 3 hours' AS i, e.tz + INTERVAL '-1 month 2 days' AS j, " +
	"e.tz - INTERVAL '1 week' + INTERVAL '30 minutes' AS k, e.tz - 2 * INTERVAL '1 day 1 hour' AS l FROM e"

// pgDuckZonedCols are pgDuckZonedQuery's sums.
var pgDuckZonedCols = []string{"a", "b", "c", "d", "f", "g", "h", "i", "j", "k", "l"}

// pgDuckZonedZones are zones and a year of their changes: New York and
// Berlin, Lord Howe (a change of half an hour), and Sao Paulo in 2018,
// whose changes skipped and repeated midnight.
var pgDuckZonedZones = []struct {
	zone string
	year int
}{{"America/New_York", 2024}, {"Europe/Berlin", 2024}, {"Australia/Lord_Howe", 2024}, {"America/Sao_Paulo", 2018}}

// pgDuckZonedRows are the values of the table e of a zone: every 30
// minutes from three hours before to three hours after each change of
// the year, moved one or two days, a week or a month away so that the
// sums land around the change, as DuckDB and lat run's setup rows.
func pgDuckZonedRows(t *testing.T, zone string, year int) (setup string) {
	loc, err := time.LoadLocation(zone)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	id := 0
	for _, change := range zoneChanges(loc, year) {
		for _, away := range [][2]int{{0, -2}, {0, -1}, {0, 1}, {0, 2}, {0, 7}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}} {
			for k := -6; k <= 6; k++ {
				id++
				v := change.Add(time.Duration(k)*30*time.Minute).AddDate(0, away[0], away[1]).UTC()
				rows = append(rows, fmt.Sprintf("(%d, CAST('%s+00' AS TIMESTAMPTZ))", id, v.Format("2006-01-02 15:04:05")))
			}
		}
	}
	rows = append(rows, fmt.Sprintf("(%d, NULL)", id+1))
	return "CREATE TABLE e (id INTEGER, tz TIMESTAMPTZ);\nINSERT INTO e VALUES " + strings.Join(rows, ", ")
}

// pgDuckZonedEpochs wraps q to give its id and each sum as whole seconds
// since 1970, which PostgreSQL, DuckDB and lat run read alike.
func pgDuckZonedEpochs(q string) string {
	cols := make([]string, len(pgDuckZonedCols))
	for i, c := range pgDuckZonedCols {
		cols[i] = "CAST(EXTRACT(EPOCH FROM s." + c + ") AS BIGINT)"
	}
	return "SELECT s.id, " + strings.Join(cols, ", ") + " FROM (" + strings.TrimSuffix(q, ";") + ") AS s ORDER BY s.id"
}

// loadZoned makes the table e of setup in eng with the session's zone.
func loadZoned(t *testing.T, eng engines.Engine, zone, setup string) {
	enginetest.Exec(t, eng, "SET TimeZone = '"+zone+"'")
	enginetest.Exec(t, eng, "DROP TABLE IF EXISTS e")
	for _, st := range strings.Split(setup, ";\n") {
		enginetest.Exec(t, eng, st)
	}
}

// lat run's DuckDB and PostgreSQL dialects add intervals to a TIMESTAMPTZ
// as each engine does (executor/duck_zoned_add.go, addIntervalIn): run
// on DuckDB 1.5.6 and PostgreSQL 15 in four zones around their changes,
// the instants agree with the engine's row for row.
func TestZonedAddRun(t *testing.T) {
	eng := map[string]engines.Engine{"postgres": enginetest.Open(t, "postgres"), "duckdb": enginetest.DuckDB(t)}
	for _, z := range pgDuckZonedZones {
		setup := pgDuckZonedRows(t, z.zone, z.year)
		for _, d := range []string{"postgres", "duckdb"} {
			loadZoned(t, eng[d], z.zone, setup)
			want := enginetest.Query(t, eng[d], pgDuckZonedEpochs(pgDuckZonedQuery)).Rows
			got, err := refEngineRows(d, pgDuckZonedEpochs(pgDuckZonedQuery), "SET TimeZone = '"+z.zone+"'", setup)
			if err != nil {
				t.Fatalf("%s %s: %v", d, z.zone, err)
			}
			if ok, diff := engines.EqualRows(want, got, true); !ok {
				t.Errorf("lat run %s in %s: %s", d, z.zone, diff)
			}
		}
	}
}

// TIMESTAMPTZ plus or minus an interval between PostgreSQL (and ANSI
// SQL, run there) and DuckDB (rewrite/tz_pg_duck.go): each translation
// run on the target engine gives the source engine's instants, in four
// zones around their changes, the repeated and skipped times included.
func TestPgDuckZonedEngines(t *testing.T) {
	eng := map[string]engines.Engine{"postgres": enginetest.Open(t, "postgres"), "duckdb": enginetest.DuckDB(t)}
	for _, z := range pgDuckZonedZones {
		setup := pgDuckZonedRows(t, z.zone, z.year)
		want := map[string][][]engines.Value{}
		for _, d := range []string{"postgres", "duckdb"} {
			loadZoned(t, eng[d], z.zone, setup)
			want[d] = enginetest.Query(t, eng[d], pgDuckZonedEpochs(pgDuckZonedQuery)).Rows
		}
		if ok, _ := engines.EqualRows(want["postgres"], want["duckdb"], true); ok {
			t.Fatalf("%s: the engines agree on every row, so this test checks nothing", z.zone)
		}
		for _, c := range []struct{ from, to, runFrom string }{
			{"postgres", "duckdb", "postgres"}, {"duckdb", "postgres", "duckdb"}, {"ansi", "duckdb", "postgres"},
		} {
			tr, err := lateral.Translate(pgDuckZonedQuery, c.from, c.to, lateral.TranslateOptions{Schema: setup, SchemaDialect: "postgres"})
			if err != nil {
				t.Fatalf("%s to %s: %v", c.from, c.to, err)
			}
			got := enginetest.Query(t, eng[c.to], pgDuckZonedEpochs(tr.SQL)).Rows
			if ok, diff := engines.EqualRows(want[c.runFrom], got, true); !ok {
				t.Errorf("%s to %s in %s: %s\n%s", c.from, c.to, z.zone, diff, tr.SQL)
			}
		}
	}
}

// A series of TIMESTAMPTZ values steps as the dialect's sum does:
// DuckDB's generate_series and range, in a FROM and as lists, step by
// ICU's calendar as its + does (run on DuckDB 1.5.6 in New York: from
// 2024-11-01 01:30:00-04 by a day the third value is 2024-11-03
// 01:30:00-04, where PostgreSQL's generate_series gives 01:30:00-05).
func TestZonedSeriesRun(t *testing.T) {
	eng := map[string]engines.Engine{"postgres": enginetest.Open(t, "postgres"), "duckdb": enginetest.DuckDB(t)}
	const zone = "America/New_York"
	qs := map[string][]string{
		"duckdb": {
			"SELECT CAST(EXTRACT(EPOCH FROM g) AS BIGINT) AS s FROM generate_series(TIMESTAMPTZ '2024-11-01 01:30:00-04', TIMESTAMPTZ '2024-11-05 00:00:00-05', INTERVAL '1 day') AS t(g) ORDER BY s",
			"SELECT CAST(EXTRACT(EPOCH FROM g) AS BIGINT) AS s FROM range(TIMESTAMPTZ '2024-11-05 01:30:00-05', TIMESTAMPTZ '2024-10-30 00:00:00-04', - INTERVAL '1 day 1 hour') AS t(g) ORDER BY s",
			"SELECT CAST(EXTRACT(EPOCH FROM u) AS BIGINT) AS s FROM (SELECT unnest(generate_series(TIMESTAMPTZ '2024-11-01 01:30:00-04', TIMESTAMPTZ '2024-11-05 00:00:00-05', INTERVAL '1 day')) AS u) AS t ORDER BY s",
			"SELECT CAST(EXTRACT(EPOCH FROM u) AS BIGINT) AS s FROM (SELECT unnest(range(TIMESTAMPTZ '2024-10-02 01:30:00-04', TIMESTAMPTZ '2024-11-05 00:00:00-05', INTERVAL '1 month 1 day')) AS u) AS t ORDER BY s",
		},
		"postgres": {
			"SELECT CAST(EXTRACT(EPOCH FROM g) AS BIGINT) AS s FROM generate_series(TIMESTAMPTZ '2024-11-01 01:30:00-04', TIMESTAMPTZ '2024-11-05 00:00:00-05', INTERVAL '1 day') AS t(g) ORDER BY s",
			"SELECT CAST(EXTRACT(EPOCH FROM g) AS BIGINT) AS s FROM generate_series(TIMESTAMPTZ '2024-02-10 02:30:00-05', TIMESTAMPTZ '2024-05-01 00:00:00-04', INTERVAL '1 month 1 day') AS t(g) ORDER BY s",
		},
	}
	for d, list := range qs {
		enginetest.Exec(t, eng[d], "SET TimeZone = '"+zone+"'")
		for _, q := range list {
			want := enginetest.Query(t, eng[d], q).Rows
			got, err := refEngineRows(d, q, "SET TimeZone = '"+zone+"'")
			if err != nil {
				t.Fatalf("%s: %v\n%s", d, err, q)
			}
			if ok, diff := engines.EqualRows(want, got, true); !ok {
				t.Errorf("lat run %s: %s\n%s", d, diff, q)
			}
		}
	}
}

// DuckDB's sum of a TIMESTAMPTZ and an interval past its range raises
// (DuckDB 1.5.6: "ICU date overflows timestamp range"), and so does lat
// run's in the DuckDB dialect.
func TestDuckZonedAddRange(t *testing.T) {
	duck := enginetest.DuckDB(t)
	for _, q := range []string{
		"SELECT TIMESTAMPTZ '2024-01-01 00:00:00+00' + INTERVAL '2000000000 days' AS a",
		"SELECT TIMESTAMPTZ '2024-01-01 00:00:00+00' + INTERVAL '2000000000 months' AS a",
		"SELECT TIMESTAMPTZ '294247-01-01 00:00:00+00' + INTERVAL '10 days' AS a",
	} {
		if _, err := duck.Query(enginetest.Ctx(t), q); err == nil || !strings.Contains(err.Error(), "ICU date overflows timestamp range") {
			t.Fatalf("duckdb: %s: %v", q, err)
		}
		if _, err := refRows("duckdb", q); err == nil || !strings.Contains(err.Error(), "ICU date overflows timestamp range") {
			t.Errorf("lat run: %s: %v", q, err)
		}
	}
	enginetest.Exec(t, duck, "SET TimeZone = 'America/New_York'")
	for _, ok := range []string{
		"SELECT CAST(TIMESTAMPTZ '294247-01-01 00:00:00+00' + INTERVAL '9 days' AS VARCHAR) AS a",
		"SELECT CAST(TIMESTAMPTZ '2024-01-01 00:00:00+00' + INTERVAL '100000000 days' AS VARCHAR) AS a",
		"SELECT CAST(TIMESTAMPTZ '2024-01-01 00:00:00+00' + INTERVAL '3000000 months' AS VARCHAR) AS a",
	} {
		want := enginetest.Query(t, duck, ok).Rows
		got, err := refEngineRows("duckdb", ok, "SET TimeZone = 'America/New_York'")
		if err != nil {
			t.Fatal(err)
		}
		if same, diff := engines.EqualRows(want, got, true); !same {
			t.Errorf("%s: %s", ok, diff)
		}
	}
}
