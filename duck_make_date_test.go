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
// clock, and make_time from PostgreSQL still are.
func TestCheckedCallsNotWarned(t *testing.T) {
	for _, c := range []struct {
		sql, from, to, warned string
	}{
		{"SELECT make_date(2020, 1, 2) AS a, make_time(1, 2, 3.5) AS b, make_timestamp(2020, 1, 2, 3, 4, 5) AS c", "duckdb", "postgres", ""},
		{"SELECT age(TIMESTAMP '2020-01-01', TIMESTAMP '2019-01-01') AS a", "duckdb", "postgres", ""},
		{"SELECT age(TIMESTAMP '2020-01-01', TIMESTAMP '2019-01-01') AS a", "postgres", "duckdb", ""},
		{"SELECT age(TIMESTAMP '2020-01-01') AS a", "postgres", "duckdb", "age"},
		{"SELECT make_date(2020, 1, 2) AS a, date('2020-01-02') AS b", "postgres", "duckdb", ""},
		{"SELECT date('2020-01-02') AS b", "duckdb", "postgres", ""},
		{"SELECT make_time(1, 2, 3.5) AS a", "postgres", "duckdb", "make_time"},
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

// DuckDB raises for make_time's seconds that round to a negative
// microsecond count (it rounds half away from zero: -0.0000005 is -1
// microsecond), where PostgreSQL's rounding (half to even) gives 0; and
// for a DECIMAL or DOUBLE year (no make_date takes one), where a cast to
// INTEGER would give PostgreSQL a value: the translation raises in both
// (rewrite/duck_make_date.go, run here on both).
func TestDuckMakeTimeNegativeFraction(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, s DOUBLE PRECISION, x DOUBLE PRECISION, n DECIMAL(6, 1))"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, -0.0000004, 2020, 2020.5), (2, -0.0000005, 2020, 2020.5)")
	}
	for _, c := range []struct {
		sql   string
		raise bool
	}{
		{"SELECT make_time(1, 2, -0.0000005) AS a", true},
		{"SELECT make_time(1, 2, -0.0000004) AS a", false},
		{"SELECT id, make_time(1, 2, s) AS a FROM t WHERE id = 1", false},
		{"SELECT id, make_time(1, 2, s) AS a FROM t WHERE id = 2", true},
		{"SELECT id, make_timestamp(2020, 1, 2, 1, 2, s) AS a FROM t WHERE id = 2", true},
		{"SELECT make_date(1.5, 1, 1) AS a", true},
		{"SELECT make_date(x, 1, 1) AS a FROM t", true},
		{"SELECT make_date(n, 1, 1) AS a FROM t", true},
	} {
		for _, schema := range []string{table, ""} {
			tr, err := lateral.Translate(c.sql, "duckdb", "postgres", lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Fatalf("%s: %v", c.sql, err)
			}
			if schema == "" && strings.Contains(c.sql, "make_date(") && !strings.Contains(c.sql, "1.5") {
				continue // a column of unknown type is cast to INTEGER (it may be a BIGINT)
			}
			x, derr := duck.Query(enginetest.Ctx(t), c.sql)
			y, perr := pg.Query(enginetest.Ctx(t), tr.SQL)
			if (derr != nil) != c.raise || (perr != nil) != c.raise {
				t.Errorf("%s: want raise=%v in both, got %v, %v\n%s", c.sql, c.raise, derr, perr, tr.SQL)
				continue
			}
			if !c.raise {
				if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
					t.Errorf("%s: %s\n%s", c.sql, diff, tr.SQL)
				}
			}
		}
	}
}

// PostgreSQL's make_date toward DuckDB (rewrite/duck_make_date.go), run
// here on both: a year before Christ (-44 is 44 BC in PostgreSQL, 45 BC in
// DuckDB) is written y + 1; the year 0 and dates before 4714-11-24 BC or
// after 5874897-12-31, which PostgreSQL raises for and DuckDB reads, raise
// in DuckDB too; NULLs give NULL (also beside the year 0); a month or day
// out of range raises in both.
func TestPgMakeDate(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, y INTEGER, m INTEGER, d INTEGER)"
	const rows = `INSERT INTO t VALUES (1, 2020, 2, 29), (2, -44, 3, 15), (3, -1, 12, 31), (4, 1, 1, 1), (5, -4714, 11, 24),
		(6, 5874897, 12, 31), (7, NULL, 1, 1), (8, 0, NULL, 1), (9, 0, 1, NULL), (10, -4714, 11, NULL), (11, -4713, 1, 1)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, rows)
	}
	const q = "SELECT id, make_date(y, m, d) AS a, make_date(-44, m, 1) AS b, CASE WHEN id < 8 THEN make_date(y, 12, 31) END AS c, make_date(NULL, 1, 1) AS e FROM t ORDER BY id"
	// the engines differ on the query as it is
	if ok, _ := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, q).Rows, true); ok {
		t.Errorf("the engines agree on %s", q)
	}
	for _, schema := range []string{table, ""} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Fatal(err)
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
			t.Errorf("schema %q: %s\n%s", schema, diff, tr.SQL)
		}
	}
	bad := []string{"0, 1, 1", "-4714, 11, 23", "-4714, 1, 1", "-4715, 12, 31", "5874898, 1, 1", "2147483647, 1, 1", "2020, 2, 30", "2020, 13, 1", "2020, 0, 1", "2020, 1, 0"}
	for _, b := range bad {
		for _, e := range []engines.Engine{pg, duck} {
			enginetest.Exec(t, e, "DELETE FROM t; INSERT INTO t VALUES (1, "+b+")")
		}
		for _, sql := range []string{"SELECT make_date(" + b + ") AS a", "SELECT make_date(y, m, d) AS a FROM t"} {
			tr, err := lateral.Translate(sql, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
			if err != nil {
				t.Fatal(err)
			}
			_, perr := pg.Query(enginetest.Ctx(t), sql)
			_, derr := duck.Query(enginetest.Ctx(t), tr.SQL)
			if perr == nil || derr == nil {
				t.Errorf("%s (%s): want both to raise, got %v, %v\n%s", sql, b, perr, derr, tr.SQL)
			}
		}
	}
	// a BIGINT or NUMERIC field, which PostgreSQL raises for and DuckDB
	// reads, is refused
	for _, sql := range []string{"SELECT make_date(CAST(y AS BIGINT), 1, 1) AS a FROM t", "SELECT make_date(2020, 1.5, 1) AS a"} {
		if _, err := pg.Query(enginetest.Ctx(t), sql); err == nil {
			t.Errorf("%s: postgres reads it", sql)
		}
		if _, err := lateral.Translate(sql, "postgres", "duckdb", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T301") {
			t.Errorf("%s: want T301, got %v", sql, err)
		}
	}
	// a volatile argument written twice is refused
	if _, err := lateral.Translate("SELECT make_date(CAST(random() * 10 AS INTEGER), 1, 1) AS a", "postgres", "duckdb", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("want T073, got %v", err)
	}
}
