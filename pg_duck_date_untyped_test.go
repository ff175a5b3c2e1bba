package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A column of unknown type (no schema) cast to DATE between DuckDB and
// PostgreSQL (rewrite/pg_duck_date_text.go) is guarded by its type read
// when the query runs: toward PostgreSQL where pg_typeof(coalesce(s,
// NULL)) is none of
// date, timestamp and timestamptz, toward DuckDB where typeof(s) is
// VARCHAR, the text of s must be of pgDuckDateTextForms or the query
// raises. Run here on PostgreSQL 15 (under four DateStyles) and DuckDB
// 1.5 with columns of type DATE, TIMESTAMP, TEXT, VARCHAR(10), CHAR(10)
// and a NULL: the dates agree; '99-01-02' (0099-01-02 in DuckDB,
// 1999-01-02 in PostgreSQL) raises in the target.
func TestPgDuckDateUntyped(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "CREATE TABLE t (id INTEGER, d DATE, ts TIMESTAMP, tx TEXT, vc VARCHAR(10), ch CHAR(10))")
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, DATE '2020-01-02', TIMESTAMP '2020-01-02 23:59:59', '2020-01-02', ' 2020/1/2 ', '0099-01-02'), (2, NULL, NULL, NULL, NULL, NULL), (3, DATE '0001-01-01', TIMESTAMP '9999-12-31 10:00', 'epoch', '2020-1-2 ', 'INFINITY')")
	}
	const q = "SELECT id, CAST(d AS DATE) AS a, CAST(ts AS DATE) AS b, CAST(tx AS DATE) AS c, vc::DATE AS e, date(ch) AS f, CAST(n AS DATE) AS g FROM t, (SELECT NULL AS n) u ORDER BY id"
	trs := map[string]string{}
	for _, dir := range [][2]engines.Engine{{duck, pg}, {pg, duck}} {
		tr, err := lateral.Translate(q, dir[0].Kind(), dir[1].Kind(), lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %v", dir[0].Kind(), dir[1].Kind(), err)
		}
		if !strings.Contains(tr.SQL, "typeof(tx)") && !strings.Contains(tr.SQL, "pg_typeof(coalesce(tx, NULL))") {
			t.Errorf("%s to %s: no guard: %s", dir[0].Kind(), dir[1].Kind(), tr.SQL)
		}
		trs[dir[1].Kind()] = tr.SQL
		if ok, diff := engines.EqualRows(enginetest.Query(t, dir[0], q).Rows, enginetest.Query(t, dir[1], tr.SQL).Rows, true); !ok {
			t.Errorf("%s to %s: %s\n%s", dir[0].Kind(), dir[1].Kind(), diff, tr.SQL)
		}
	}
	// PostgreSQL under other DateStyles: a DATE or TIMESTAMP column does not
	// raise (its text is not read), the dates are the same
	want := enginetest.Query(t, duck, q).Rows
	for i, ds := range []string{"ISO, DMY", "SQL, DMY", "German", "Postgres, YMD"} {
		enginetest.Exec(t, pg, fmt.Sprintf("CREATE FUNCTION ds%d() RETURNS TABLE (id int, a date, b date, c date, e date, f date, g date) LANGUAGE sql SET datestyle = '%s' AS $$ %s $$", i, ds, strings.TrimSuffix(trs["postgres"], ";")))
		if ok, diff := engines.EqualRows(want, enginetest.Query(t, pg, fmt.Sprintf("SELECT * FROM ds%d()", i)).Rows, true); !ok {
			t.Errorf("DateStyle %s: %s", ds, diff)
		}
	}
	// a text the engines read otherwise raises in the target
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "INSERT INTO t VALUES (4, NULL, NULL, '99-01-02', NULL, NULL)")
	}
	enginetest.CheckRows(t, duck, "SELECT CAST(tx AS DATE) AS c FROM t WHERE id = 4", true, [][]engines.Value{{"0099-01-02"}})
	enginetest.CheckRows(t, pg, "SELECT CAST(CAST(tx AS DATE) AS TEXT) AS c FROM t WHERE id = 4", true, [][]engines.Value{{"1999-01-02"}})
	if _, err := pg.Query(enginetest.Ctx(t), trs["postgres"]); err == nil || !strings.Contains(err.Error(), "a date text that duckdb reads otherwise") {
		t.Errorf("postgres: want the guard's error, got %v", err)
	}
	if _, err := duck.Query(enginetest.Ctx(t), trs["duckdb"]); err == nil || !strings.Contains(err.Error(), "a date text that postgres reads otherwise") {
		t.Errorf("duckdb: want the guard's error, got %v", err)
	}
}

// A column of a DATE domain (PostgreSQL) is not read as a text by the
// guard toward PostgreSQL: pg_typeof names the domain, pg_typeof of
// coalesce(s, NULL) its base type (run on PostgreSQL 15 under DateStyle
// 'SQL, DMY', where the domain's text 02/01/2020 is of no form the guard
// keeps, and DuckDB 1.5).
func TestPgDuckDateUntypedDomain(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, pg, "CREATE DOMAIN day_d AS DATE")
	enginetest.Exec(t, pg, "CREATE TABLE dd (id INTEGER, d day_d)")
	enginetest.Exec(t, duck, "CREATE TABLE dd (id INTEGER, d DATE)")
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "INSERT INTO dd VALUES (1, DATE '2020-01-02'), (2, NULL)")
	}
	const q = "SELECT id, CAST(d AS DATE) AS a FROM dd ORDER BY id"
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tr.SQL, "pg_typeof") {
		t.Fatalf("no guard: %s", tr.SQL)
	}
	enginetest.Exec(t, pg, "CREATE FUNCTION dd_dmy() RETURNS TABLE (id int, a date) LANGUAGE sql SET datestyle = 'SQL, DMY' AS $$ "+strings.TrimSuffix(tr.SQL, ";")+" $$")
	if ok, diff := engines.EqualRows(enginetest.Query(t, duck, q).Rows, enginetest.Query(t, pg, "SELECT * FROM dd_dmy()").Rows, true); !ok {
		t.Errorf("%s\n%s", diff, tr.SQL)
	}
}
