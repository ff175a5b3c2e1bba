package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// age() of an infinite timestamp is an interval out of any meaning in
// PostgreSQL 15 (or an error) and NULL in DuckDB 1.5 for a DATE or
// TIMESTAMP (run here on both; rewrite/pg_duck_age.go): toward DuckDB it
// raises for an infinite operand, toward PostgreSQL it is written NULL
// there when the operands are DATEs or TIMESTAMPs, and refused (T167)
// for a TIMESTAMP WITH TIME ZONE or an operand of unknown type. Finite
// operands agree.
func TestPgDuckAgeInfinity(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, a TIMESTAMP, b TIMESTAMP, d DATE, tz TIMESTAMPTZ)"
	const finite = `INSERT INTO t VALUES (1, TIMESTAMP '2021-03-31 00:00:00', TIMESTAMP '2020-01-01 10:00:00', DATE '2019-02-28', TIMESTAMPTZ '2020-01-01 00:00:00+00'),
		(2, TIMESTAMP '2020-01-31 00:00:00', TIMESTAMP '2020-03-01 00:00:00', DATE '2020-03-01', NULL), (3, NULL, TIMESTAMP '2020-01-01 00:00:00', NULL, NULL)`
	const infinite = `INSERT INTO t VALUES (4, TIMESTAMP 'infinity', TIMESTAMP '2020-01-01 00:00:00', DATE '2020-01-01', NULL), (5, TIMESTAMP '2020-01-01 00:00:00', TIMESTAMP '-infinity', DATE '-infinity', NULL)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, finite)
	}
	translate := func(sql, from, to, schema string) (string, error) {
		tr, err := lateral.Translate(sql, from, to, lateral.TranslateOptions{Schema: schema})
		if err != nil {
			return "", err
		}
		return tr.SQL, nil
	}
	same := func(what string, src, dst engines.Engine, a, b string) {
		t.Helper()
		if ok, diff := engines.EqualRows(enginetest.Query(t, src, a).Rows, enginetest.Query(t, dst, b).Rows, true); !ok {
			t.Errorf("%s: %s\n%s", what, diff, b)
		}
	}
	const q = "SELECT id, age(a, b) AS x, age(d, DATE '2018-01-01') AS y, age(b, d) AS z FROM t ORDER BY id"
	toDuck, err := translate(q, "postgres", "duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	toPG, err := translate(q, "duckdb", "postgres", table)
	if err != nil {
		t.Fatal(err)
	}
	same("postgres to duckdb, finite", pg, duck, q, toDuck)
	same("duckdb to postgres, finite", duck, pg, q, toPG)
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, infinite)
	}
	// the engines differ on infinite rows (PostgreSQL raises for row 5)
	for _, id := range []string{"4", "5"} {
		one := "SELECT age(a, b) AS x, age(d, DATE '2018-01-01') AS y FROM t WHERE id = " + id
		x, perr := pg.Query(enginetest.Ctx(t), one)
		y := enginetest.Query(t, duck, one)
		if perr == nil && func() bool { ok, _ := engines.EqualRows(x.Rows, y.Rows, true); return ok }() {
			t.Errorf("row %s: the engines agree", id)
		}
	}
	if _, err := duck.Query(enginetest.Ctx(t), toDuck); err == nil || !strings.Contains(err.Error(), "the age of an infinite timestamp") {
		t.Errorf("postgres to duckdb, infinite: want the guard's error, got %v", err)
	}
	same("duckdb to postgres, infinite", duck, pg, q, toPG)
	// a finite string literal beside a TIMESTAMP or DATE is read as one
	const lit = "SELECT id, age(a, '2019-01-01') AS x, age('2019-01-01 10:00', d) AS y FROM t ORDER BY id"
	if litPG, err := translate(lit, "duckdb", "postgres", table); err != nil {
		t.Errorf("duckdb to postgres: %s: %v", lit, err)
	} else {
		same("duckdb to postgres, a string literal", duck, pg, lit, litPG)
	}
	// a TIMESTAMP WITH TIME ZONE (also beside a TIMESTAMP), or no schema
	for _, c := range []struct{ sql, schema string }{
		{"SELECT age(tz) AS x FROM t", table}, {"SELECT age(a, tz) AS x FROM t", table},
		{"SELECT age(a, now()) AS x FROM t", table}, {"SELECT age(a, b) AS x FROM t", ""},
	} {
		if _, err := translate(c.sql, "duckdb", "postgres", c.schema); err == nil || !strings.Contains(err.Error(), "T167") {
			t.Errorf("duckdb to postgres: %s: want T167, got %v", c.sql, err)
		}
	}
	// constants after Christ need no guard
	if s, err := translate("SELECT age(TIMESTAMP '2020-01-01', TIMESTAMP '2019-01-01') AS x", "duckdb", "postgres", ""); err != nil || strings.Contains(s, "CASE") {
		t.Errorf("constant: %s %v", s, err)
	}
}

// age(a, (SELECT max(b) FROM u)) takes the subquery's type from the
// schema (its column's): from DuckDB the subquery's value is made NULL
// within it where it is infinite, as DuckDB's age of it is NULL (run here
// on both, with and without an infinite date in u).
func TestPgDuckAgeSubquery(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE u (id INTEGER, a DATE, b DATE)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO u VALUES (1, DATE '2021-03-05', DATE '2019-02-28'), (2, NULL, DATE '2020-01-31')")
	}
	const q = "SELECT id, age(a, (SELECT max(b) FROM u)) AS x, age((SELECT min(b) FROM u), a) AS y FROM u ORDER BY id"
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	for _, rows := range []string{"", "INSERT INTO u VALUES (3, DATE '2020-01-01', DATE 'infinity'), (4, DATE '2020-01-01', DATE '-infinity')"} {
		if rows != "" {
			for _, e := range []engines.Engine{pg, duck} {
				enginetest.Exec(t, e, rows)
			}
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, duck, q).Rows, enginetest.Query(t, pg, tr.SQL).Rows, true); !ok {
			t.Errorf("duckdb to postgres (%q): %s\n%s", rows, diff, tr.SQL)
		}
	}
	// without the schema the subquery's type is unknown
	if _, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T167") {
		t.Errorf("no schema: want T167, got %v", err)
	}
}

// age() is an INTERVAL, which PostgreSQL writes as text 1 year 2 mons 4
// days and DuckDB 1 year 2 months 4 days (run here on both): its cast to
// text and its concatenation are refused (T160) between the two.
func TestPgDuckAgeText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const q = "SELECT CAST(age(DATE '2021-03-05', DATE '2020-01-01') AS VARCHAR) AS x"
	p, d := enginetest.Query(t, pg, q), enginetest.Query(t, duck, q)
	if ok, _ := engines.EqualRows(p.Rows, d.Rows, true); ok {
		t.Errorf("the engines write age's text alike: %v", p.Rows)
	}
	const table = "CREATE TABLE t (a DATE, b TIMESTAMP)"
	for _, sql := range []string{q, "SELECT 'x' || age(a) AS x FROM t", "SELECT concat(age(b, a), '') AS x FROM t"} {
		for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
			if _, err := lateral.Translate(sql, dir[0], dir[1], lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T160") {
				t.Errorf("%s to %s: %s: want T160, got %v", dir[0], dir[1], sql, err)
			}
		}
	}
}
