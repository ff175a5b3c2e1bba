package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL 15 has no year 0: its year of a date before Christ is -1 for
// 1 BC, DuckDB 1.5's is 0 for a DATE or TIMESTAMP (astronomical) and 1 for
// a TIMESTAMPTZ (the year of the era); the ISO year is -1 and 0 in every
// type, the decade differs too, the century and the millennium agree (run
// here on both; rewrite/pg_duck_bc.go). The year and the ISO year are
// written to give the source's value either way, with or without the
// operands' types; the decade raises in DuckDB for a date before Christ
// and is refused (T165) toward PostgreSQL.
func TestPgDuckBCParts(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, d DATE, ts TIMESTAMP, tz TIMESTAMPTZ, i INTERVAL)"
	// days before 0001-01-01: 1 BC's last and first day (1 BC is a leap
	// year), 2 BC, 11 BC, 45 BC, 1001 BC; then a date after Christ, NULL
	const rows = `INSERT INTO t SELECT id, d, CAST(d AS TIMESTAMP) + INTERVAL '10 hours', CAST(CAST(d AS TIMESTAMP) + INTERVAL '10 hours' AS TIMESTAMPTZ), INTERVAL '-2 years'
		FROM (VALUES (1, DATE '0001-01-01' - 1), (2, DATE '0001-01-01' - 366), (3, DATE '0001-01-01' - 400), (4, DATE '0001-01-01' - 3700),
		(5, DATE '0001-01-01' - 16300), (6, DATE '0001-01-01' - 365300), (7, DATE '2020-03-04'), (8, NULL)) v(id, d)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, rows)
	}
	translate := func(sql, from, to, schema string) string {
		t.Helper()
		tr, err := lateral.Translate(sql, from, to, lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Fatalf("%s to %s: %s: %v", from, to, sql, err)
		}
		return tr.SQL
	}
	same := func(what string, src, dst engines.Engine, a, b string) {
		t.Helper()
		x, y := enginetest.Query(t, src, a), enginetest.Query(t, dst, b)
		if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
			t.Errorf("%s: source (-) vs target (+): %s\n%s", what, diff, b)
		}
	}
	const pgSQL = "SELECT id, EXTRACT(YEAR FROM d) AS a, EXTRACT(YEAR FROM ts) AS b, EXTRACT(YEAR FROM tz) AS c, date_part('isoyear', d) AS e, date_part('isoyear', tz) AS f, date_part('century', ts) AS g, date_part('millennium', d) AS h, EXTRACT(YEAR FROM i) AS k, EXTRACT(YEAR FROM CAST(tz AS DATE)) AS l, date_part('year', CAST(ts AS DATE)) AS m FROM t ORDER BY id"
	// the engines differ on the query as it is
	if x, y := enginetest.Query(t, pg, pgSQL), enginetest.Query(t, duck, pgSQL); func() bool { ok, _ := engines.EqualRows(x.Rows, y.Rows, true); return ok }() {
		t.Errorf("the engines agree: %s", engines.FormatRows(x.Rows))
	}
	const duckSQL = "SELECT id, year(d) AS a, EXTRACT(YEAR FROM ts) AS b, year(tz) AS c, date_part('year', tz) AS c2, date_part('isoyear', d) AS e, date_part('isoyear', tz) AS f, date_part('century', tz) AS g, date_part('millennium', d) AS h, year(i) AS k, year(CAST(tz AS DATE)) AS l FROM t ORDER BY id"
	for _, schema := range []string{table, ""} {
		same("postgres to duckdb, schema "+schema, pg, duck, pgSQL, translate(pgSQL, "postgres", "duckdb", schema))
		same("duckdb to postgres, schema "+schema, duck, pg, duckSQL, translate(duckSQL, "duckdb", "postgres", schema))
	}
	// an evident type (a cast) needs no test of the type when the query runs
	const evident = "SELECT id, year(CAST(ts AS TIMESTAMPTZ)) AS a, year(CAST(tz AS TIMESTAMP)) AS b FROM t ORDER BY id"
	if s := translate(evident, "duckdb", "postgres", table); strings.Contains(s, "pg_typeof") {
		t.Errorf("evident type tested: %s", s)
	} else {
		same("duckdb to postgres, evident types", duck, pg, evident, s)
	}
	// the decade: floor(Y / 10) of the astronomical year in PostgreSQL
	const decade = "SELECT id, date_part('decade', d) AS a, date_part('decade', tz) AS b FROM t WHERE id >= %s ORDER BY id"
	after := strings.Replace(decade, "%s", "7", 1)
	same("decade after Christ", pg, duck, after, translate(after, "postgres", "duckdb", table))
	before := strings.Replace(decade, "%s", "1", 1)
	if _, err := duck.Query(enginetest.Ctx(t), translate(before, "postgres", "duckdb", table)); err == nil || !strings.Contains(err.Error(), "the decade of a date before Christ") {
		t.Errorf("postgres to duckdb, decade: want the guard's error, got %v", err)
	}
	if x, y := enginetest.Query(t, pg, before), enginetest.Query(t, duck, before); func() bool { ok, _ := engines.EqualRows(x.Rows, y.Rows, true); return ok }() {
		t.Errorf("the engines agree on the decade: %s", engines.FormatRows(x.Rows))
	}
	if _, err := lateral.Translate(after, "duckdb", "postgres", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T165") {
		t.Errorf("duckdb to postgres, decade: want T165, got %v", err)
	}
	// a constant operand after Christ is kept as it is
	if s := translate("SELECT EXTRACT(YEAR FROM DATE '2020-01-01') AS a, EXTRACT(YEAR FROM current_date) AS b", "postgres", "duckdb", ""); strings.Contains(s, "BC") {
		t.Errorf("constant rewritten: %s", s)
	}
}

// Both engines read a TIMESTAMPTZ text with an offset '+hhmm' as they read
// '+hh:mm' (run here on both), so the guard of a string cast to
// TIMESTAMPTZ from PostgreSQL to DuckDB (rewrite/pg_duck_ts_text.go) keeps
// it; an offset past 15:59, which PostgreSQL refuses and DuckDB reads, or of
// 3 digits, which DuckDB refuses, still raises.
func TestPgDuckTsTZOffsetText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE s (id INTEGER, s TEXT)"
	const kept = `INSERT INTO s VALUES (1, '2020-01-01 10:00:00-0800'), (2, '2020-01-01 10:00:00+0530'), (3, '2020-01-01 10:00:00.5+0530'),
		(4, '2020-01-01T10:00:00-0800'), (5, '2020-01-01 10:00:00+1559'), (6, '2020-01-01 10:00:00-05:30'), (7, '2020-01-01 10:00:00+0000'), (8, NULL)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, kept)
	}
	const q = "SELECT id, CAST(s AS TIMESTAMPTZ) AS a, CAST(CAST(s AS TIMESTAMPTZ) AS TEXT) AS b FROM s ORDER BY id"
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("postgres to duckdb: %s\n%s", diff, tr.SQL)
	}
	for _, text := range []string{"2020-01-01 10:00:00+1600", "2020-01-01 10:00:00+0560", "2020-01-01 10:00:00+05:60", "2020-01-01 10:00:00+053", "2020-01-01 10:00-0800"} {
		for _, e := range []engines.Engine{pg, duck} {
			enginetest.Exec(t, e, "DELETE FROM s WHERE id = 9; INSERT INTO s VALUES (9, '"+text+"')")
		}
		_, perr := pg.Query(enginetest.Ctx(t), q)
		_, derr := duck.Query(enginetest.Ctx(t), q)
		if (perr == nil) == (derr == nil) {
			t.Errorf("%s: the engines agree (%v, %v)", text, perr, derr)
		}
		if _, err := duck.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "a timestamp text that postgres reads otherwise") {
			t.Errorf("%s: want the guard's error, got %v", text, err)
		}
	}
}

// DuckDB's date_trunc of a DATE is a TIMESTAMP, whose year is astronomical
// (2 BC is -1), where PostgreSQL casts the date to a timestamp with time
// zone: the type of the year's operand is read from the date's
// (rewrite/pg_duck_bc.go, duckTypeProbe), or the year of 2 BC would be 2
// (run here on both). A date_part whose part is not a string literal
// differs between the two (the year of 1 BC) and is refused (T166).
func TestPgDuckBCTruncAndPartName(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, d DATE, ts TIMESTAMP, tz TIMESTAMPTZ, p VARCHAR)"
	const rows = `INSERT INTO t SELECT id, d, CAST(d AS TIMESTAMP), CAST(d AS TIMESTAMPTZ), 'YEAR'
		FROM (VALUES (1, DATE '0001-01-01' - 400), (2, DATE '0001-01-01' - 1), (3, DATE '2020-03-04'), (4, NULL)) v(id, d)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, rows)
	}
	const q = "SELECT id, year(date_trunc('year', d)) AS a, year(datetrunc('month', CAST(d AS DATE))) AS b, year(date_trunc('day', tz)) AS c, year(date_trunc('day', ts)) AS e FROM t ORDER BY id"
	for _, schema := range []string{table, ""} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Fatal(err)
		}
		x, y := enginetest.Query(t, duck, q), enginetest.Query(t, pg, tr.SQL)
		if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
			t.Errorf("duckdb to postgres, schema %q: %s\n%s", schema, diff, tr.SQL)
		}
	}
	// the part as a column: the engines differ, and the call is refused
	const named = "SELECT id, date_part(p, d) AS a FROM t ORDER BY id"
	if x, y := enginetest.Query(t, pg, named), enginetest.Query(t, duck, named); func() bool { ok, _ := engines.EqualRows(x.Rows, y.Rows, true); return ok }() {
		t.Errorf("the engines agree: %s", engines.FormatRows(x.Rows))
	}
	for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
		for _, sql := range []string{named, "SELECT datepart(p, d) AS a FROM t"} {
			if dir[0] == "postgres" && strings.Contains(sql, "datepart") {
				continue
			}
			if _, err := lateral.Translate(sql, dir[0], dir[1], lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T166") {
				t.Errorf("%s to %s: %s: want T166, got %v", dir[0], dir[1], sql, err)
			}
		}
	}
}

// A part named by a string literal cast to a string type
// (date_part('year'::text, d)) is read as the literal, and translated as
// date_part('year', d) is (the year of 1 BC; run here on both).
func TestPgDuckDatePartCastName(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, d DATE)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, DATE '0001-01-01' - 400), (2, DATE '0001-01-01' - 1), (3, DATE '2020-03-04'), (4, NULL)")
	}
	for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
		src, dst := pg, duck
		if dir[0] == "duckdb" {
			src, dst = duck, pg
		}
		const q = "SELECT id, date_part('year'::text, d) AS a, date_part(CAST('month' AS VARCHAR), d) AS b FROM t ORDER BY id"
		tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Errorf("%s to %s: %v", dir[0], dir[1], err)
			continue
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, src, q).Rows, enginetest.Query(t, dst, tr.SQL).Rows, true); !ok {
			t.Errorf("%s to %s: %s\n%s", dir[0], dir[1], diff, tr.SQL)
		}
	}
	// a length may cut the name ('month'::varchar(3) is mon): refused
	if _, err := lateral.Translate("SELECT date_part(CAST('month' AS VARCHAR(3)), d) AS a FROM t", "postgres", "duckdb", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T166") {
		t.Errorf("a cast with a length: want T166, got %v", err)
	}
}
