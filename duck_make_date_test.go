package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB's make_date, make_time and make_timestamp toward PostgreSQL
// (rewrite/duck_make_date.go), run here on both: a year before year 1
// (astronomical in DuckDB: -43 is 44 BC, 0 is 1 BC, which PostgreSQL
// raises for), seconds with a fraction below the microsecond (rounded
// otherwise), BIGINT arguments (which PostgreSQL's functions do not
// take), NULLs, hour 24 and second 60 (the next day, minute, in both).
// Invalid fields raise in both. Other targets and DuckDB's
// make_timestamp of microseconds are refused (T301).
func TestDuckMakeDate(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, y BIGINT, m INTEGER, d INTEGER, h INTEGER, s DOUBLE PRECISION, n DECIMAL(10, 7))"
	const rows = `INSERT INTO t VALUES (1, 2020, 2, 29, 10, 12.5, 12.5), (2, -43, 3, 15, 0, 12.0000015, 12.0000015), (3, 0, 1, 1, 23, 12.0000025, 12.0000025),
		(4, 1, 1, 1, 5, 59.9999995, 59.9999995), (5, -1, 12, 31, 1, 60, 0.0000005), (6, NULL, 1, 1, 1, 1, 1), (7, 2020, 1, 1, NULL, NULL, NULL),
		(8, 2020, 1, 1, 1, 0.0000025, 0.0000035), (9, 1999, 12, 31, 23, 59.0000045, 45.1234565)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, rows)
	}
	const q = "SELECT id, make_date(y, m, d) AS a, make_time(h, 2, s) AS b, make_time(3, 4, n) AS c, make_timestamp(y, m, d, h, 5, s) AS e, make_timestamp(-43, 3, 15, 1, 2, 3.25) AS f, make_date(0, 1, 1) AS g, make_timestamp(2020, 1, 2, 24, 0, 0) AS k FROM t ORDER BY id"
	// the engines differ on the query as it is (PostgreSQL raises)
	if _, err := pg.Query(enginetest.Ctx(t), strings.Replace(q, "make_date(y, m, d)", "make_date(CAST(y AS INTEGER), m, d)", 1)); err == nil {
		t.Errorf("postgres reads the query as it is")
	}
	for _, schema := range []string{table, ""} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Fatal(err)
		}
		sql := tr.SQL
		x, y := enginetest.Query(t, duck, q), enginetest.Query(t, pg, sql)
		if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
			t.Errorf("schema %q: %s\n%s", schema, diff, sql)
		}
	}
	// invalid fields raise in both
	for _, bad := range []string{"make_date(2020, 2, 30)", "make_date(2020, 13, 1)", "make_time(10, 60, 0)", "make_time(10, 0, -1)", "make_timestamp(2020, 1, 1, -1, 0, 0)"} {
		sql := "SELECT " + bad + " AS a"
		tr, err := lateral.Translate(sql, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		_, derr := duck.Query(enginetest.Ctx(t), sql)
		_, perr := pg.Query(enginetest.Ctx(t), tr.SQL)
		if derr == nil || perr == nil {
			t.Errorf("%s: want both to raise, got %v, %v", bad, derr, perr)
		}
	}
	for _, c := range []struct{ sql, to string }{
		{"SELECT make_timestamp(1577934245000000) AS a", "postgres"}, {"SELECT make_date(2020, 1, 1) AS a", "spark"},
		{"SELECT make_time(1, 2, 3) AS a", "snowflake"}, {"SELECT make_timestamp(2020, 1, 1, 1, 2, 3) AS a", "bigquery"},
	} {
		if _, err := lateral.Translate(c.sql, "duckdb", c.to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T301") {
			t.Errorf("%s to %s: want T301, got %v", c.sql, c.to, err)
		}
	}
}

// A function outside the catalog that a rule translated for the pair is
// not warned as unchecked (W014); age of one argument, which reads the
// clock, and make_date from PostgreSQL still are.
func TestCheckedCallsNotWarned(t *testing.T) {
	for _, c := range []struct {
		sql, from, to, warned string
	}{
		{"SELECT make_date(2020, 1, 2) AS a, make_time(1, 2, 3.5) AS b, make_timestamp(2020, 1, 2, 3, 4, 5) AS c", "duckdb", "postgres", ""},
		{"SELECT age(TIMESTAMP '2020-01-01', TIMESTAMP '2019-01-01') AS a", "duckdb", "postgres", ""},
		{"SELECT age(TIMESTAMP '2020-01-01', TIMESTAMP '2019-01-01') AS a", "postgres", "duckdb", ""},
		{"SELECT age(TIMESTAMP '2020-01-01') AS a", "postgres", "duckdb", "age"},
		{"SELECT make_date(2020, 1, 2) AS a", "postgres", "duckdb", "make_date"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", c.sql, err)
		}
		var warned []string
		for _, w := range tr.Warnings {
			if w.Code == "W014" {
				warned = append(warned, w.Message)
			}
		}
		if c.warned == "" && len(warned) > 0 || c.warned != "" && (len(warned) != 1 || !strings.HasPrefix(warned[0], c.warned+" ")) {
			t.Errorf("%s (%s to %s): W014 %q, want %q", c.sql, c.from, c.to, warned, c.warned)
		}
	}
}
