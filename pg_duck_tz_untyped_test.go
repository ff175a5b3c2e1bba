package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgDuckTZUntyped: a value whose type lateral does not know (a column
// without --schema) written as text (CAST, ||, concat, concat_ws) between
// PostgreSQL and DuckDB is tested for a TIMESTAMPTZ when the query runs
// (rewrite/pg_duck_tz_text.go: pg_typeof / typeof), and a TIMESTAMPTZ is
// written as the source's text: an offset with seconds (local mean time)
// and a date before Christ, written otherwise by the two engines, and the
// other types as they were. Run on PostgreSQL 15 and DuckDB 1.5 in the
// zones UTC, America/Los_Angeles and Asia/Kolkata, with columns of type
// TIMESTAMPTZ, TEXT, INTEGER, DATE and NULLs.
func TestPgDuckTZUntyped(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	for _, e := range eng {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, e, "CREATE TABLE z (id INT, ts TIMESTAMPTZ, tx TEXT, i INT, d DATE)")
		enginetest.Exec(t, e, "INSERT INTO z VALUES (1, CAST('1850-01-01 00:00:00.25+00' AS TIMESTAMPTZ), 'a+01:02:03', 7, DATE '2020-01-02'), "+
			"(2, CAST('1883-11-18 19:00:00+00' AS TIMESTAMPTZ), '2020-01-02 BC', -1, NULL), (3, CAST('2020-07-01 00:00:00.5+00' AS TIMESTAMPTZ), NULL, NULL, DATE '1800-01-01'), "+
			"(4, CAST('infinity' AS TIMESTAMPTZ), '', 0, NULL), (5, NULL, 'x', 1, NULL), "+
			"(6, CAST('0001-06-01 00:00:00+00' AS TIMESTAMPTZ) - INTERVAL '10 years', 'y', 2, NULL)")
	}
	const q = "SELECT id, CAST(ts AS TEXT) AS a, ts || '|' AS b, concat(ts, '|', i) AS c, concat_ws(',', ts, tx, 'x', d) AS e, " +
		"CAST(ts AS VARCHAR(40)) AS f, '<' || ts || '>' AS g, CAST(tx AS TEXT) AS h, CAST(i AS VARCHAR) AS k, i || '' AS m, " +
		"CAST(d AS TEXT) AS n, concat(d, tx) AS o, concat_ws('-', i, tx) AS p, '.' || d AS r, " +
		"CAST((SELECT max(ts) FROM z) AS TEXT) AS s, concat_ws('/', (SELECT w.ts FROM z AS w WHERE w.id = z.id), (SELECT 1)) AS u FROM z ORDER BY id"
	for _, zone := range []string{"UTC", "America/Los_Angeles", "Asia/Kolkata"} {
		set := "SET TimeZone = '" + zone + "'"
		enginetest.Exec(t, pg, set)
		enginetest.Exec(t, duck, set)
		raw := map[string]*engines.Result{"postgres": enginetest.Query(t, pg, q), "duckdb": enginetest.Query(t, duck, q)}
		if same, _ := engines.EqualRows(raw["postgres"].Rows, raw["duckdb"].Rows, true); same {
			t.Errorf("%s: the engines write every value alike, the test checks nothing", zone)
		}
		for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s to %s: %v", dir[0], dir[1], err)
			}
			got := enginetest.Query(t, eng[dir[1]], tr.SQL)
			if ok, diff := engines.EqualRows(raw[dir[0]].Rows, got.Rows, true); !ok {
				t.Errorf("%s, %s to %s: %s\n%s", zone, dir[0], dir[1], tr.SQL, diff)
			}
		}
	}
	// the functions of the current instant are TIMESTAMPTZ values whose
	// text is alike in both (offsets of whole minutes, after Christ): kept
	// as written, clock_timestamp() too, which is volatile
	for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
		q := "SELECT CAST(now() AS TEXT) AS a, current_timestamp || '' AS b"
		if dir[0] == "postgres" {
			q += ", concat(clock_timestamp()) AS c"
		}
		tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{})
		if err != nil || strings.Contains(tr.SQL, "typeof") || strings.Contains(tr.SQL, "regexp_replace") {
			t.Errorf("%s to %s: %v %v", dir[0], dir[1], tr, err)
		}
	}
	// a value of unknown type read twice: a volatile one is refused (T073)
	_, err := lateral.Translate("SELECT CAST(x + random() AS TEXT) AS a FROM z", "postgres", "duckdb", lateral.TranslateOptions{})
	if err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("postgres to duckdb, a volatile value of unknown type written as text: %v, want T073", err)
	}
}

// TestPgDuckTZTextForms: array_to_string of an array of TIMESTAMPTZ is
// written otherwise by PostgreSQL 15 and DuckDB 1.5 (an offset with
// seconds) and refused (T156); a TIMESTAMPTZ text not starting
// year-month-day that names a zone other than UTC is refused (T156) as
// one starting so is: '2026/12/15 12:00:00 America/Vancouver' is
// 2026-12-15 20:00:00+00 in PostgreSQL, 19:00:00+00 in DuckDB (their tz
// data differ); the same text with an offset is read alike.
func TestPgDuckTZTextForms(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const joined = "SELECT array_to_string(ARRAY[CAST('1850-01-01 00:00:00+00' AS TIMESTAMPTZ)], ',') AS a"
	const zoned = "SELECT CAST(CAST('2026/12/15 12:00:00 America/Vancouver' AS TIMESTAMPTZ) AS VARCHAR) AS a"
	const offset = "SELECT CAST(CAST('2026/12/15 12:00:00-08' AS TIMESTAMPTZ) AS VARCHAR) AS a"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'America/Los_Angeles'")
	}
	enginetest.CheckRows(t, pg, joined, true, [][]engines.Value{{"1849-12-31 16:07:02-07:52:58"}})
	enginetest.CheckRows(t, duck, joined, true, [][]engines.Value{{"1849-12-31 16:07:02-07:52"}})
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
	}
	enginetest.CheckRows(t, pg, zoned, true, [][]engines.Value{{"2026-12-15 20:00:00+00"}})
	enginetest.CheckRows(t, duck, zoned, true, [][]engines.Value{{"2026-12-15 19:00:00+00"}})
	enginetest.CheckRows(t, pg, offset, true, [][]engines.Value{{"2026-12-15 20:00:00+00"}})
	enginetest.CheckRows(t, duck, offset, true, [][]engines.Value{{"2026-12-15 20:00:00+00"}})
	refused := []string{joined, zoned,
		"SELECT TIMESTAMPTZ 'Dec 15 2026 12:00 America/Vancouver' AS a",
		"SELECT CAST('15 December 2026 12:00 Europe/Amsterdam' AS TIMESTAMPTZ) AS a",
		"SELECT CAST('20261215T120000 Africa/Casablanca' AS TIMESTAMPTZ) AS a",
		"SELECT CAST('Dec 15 2026 12:00 PST' AS TIMESTAMPTZ) AS a"}
	kept := []string{offset, "SELECT CAST('Tue Dec 15 2026 12:00:00 UTC' AS TIMESTAMPTZ) AS a", "SELECT TIMESTAMPTZ 'January 2nd, 2026 12:00 Z' AS a"}
	for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
		for _, q := range refused {
			if _, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T156") {
				t.Errorf("%s to %s: %s: %v, want T156", dir[0], dir[1], q, err)
			}
		}
		for _, q := range kept {
			if _, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{}); err != nil {
				t.Errorf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
		}
	}
	tr, err := lateral.Translate(offset, "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	enginetest.CheckRows(t, duck, tr.SQL, true, [][]engines.Value{{"2026-12-15 20:00:00+00"}})
}

// TestPgDuckTZUntypedDomain: a PostgreSQL column of a domain over
// TIMESTAMPTZ, of unknown type to lateral, is a TIMESTAMPTZ for the test of
// DuckDB's text toward PostgreSQL (pg_typeof of the domain is its name,
// pg_typeof(coalesce(x, NULL)) its base type): written with DuckDB's offset
// of minutes, as DuckDB writes the TIMESTAMPTZ column of the same value.
// Run on PostgreSQL 15 and DuckDB 1.5 in America/Los_Angeles (local mean
// time -07:52:58 in 1850).
func TestPgDuckTZUntypedDomain(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'America/Los_Angeles'")
	}
	enginetest.Exec(t, pg, "CREATE DOMAIN tz_dom AS TIMESTAMPTZ")
	enginetest.Exec(t, pg, "CREATE TABLE zd (id INT, x tz_dom)")
	enginetest.Exec(t, duck, "CREATE TABLE zd (id INT, x TIMESTAMPTZ)")
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "INSERT INTO zd VALUES (1, CAST('1850-01-01 08:00:00+00' AS TIMESTAMPTZ)), (2, NULL)")
	}
	const q = "SELECT id, CAST(x AS VARCHAR) AS a, x || '|' AS b, concat_ws(',', x, id) AS c FROM zd ORDER BY id"
	want := enginetest.Query(t, duck, q)
	if raw := enginetest.Query(t, pg, q); func() bool { ok, _ := engines.EqualRows(raw.Rows, want.Rows, true); return ok }() {
		t.Fatalf("the engines write the domain's value alike, the test checks nothing")
	}
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := enginetest.Query(t, pg, tr.SQL)
	if ok, diff := engines.EqualRows(want.Rows, got.Rows, true); !ok {
		t.Errorf("duckdb to postgres over a domain: %s\n%s", tr.SQL, diff)
	}
}
