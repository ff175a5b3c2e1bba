package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB's repeat(v, n) table function, n rows of v, is a subquery over a
// series for the other dialects (rewrite/duck_repeat.go): each query, run
// on DuckDB 1.5, and its translation, run on PostgreSQL 15, give the same
// rows and column names; the rest is refused.
func TestDuckRepeatTable(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	for _, q := range []string{
		"SELECT * FROM repeat(0, 3)",
		"SELECT * FROM repeat('it''s', 2)",
		"SELECT * FROM repeat(NULL, 2)",
		"SELECT * FROM repeat(-7, 1)",
		"SELECT * FROM repeat(TRUE, 0)",
		"SELECT repeat.* FROM repeat(5, 2)",
		"SELECT r.x + 1 AS y FROM repeat(DATE '1992-01-01' - DATE '1991-01-01', 2) AS r(x)",
		"SELECT t.i, r.x FROM (VALUES (1), (2)) AS t(i), repeat(7, 2) AS r(x) ORDER BY t.i",
		"SELECT t.i, r.x FROM (VALUES (1), (2)) AS t(i) JOIN repeat(2, 3) AS r(x) ON t.i = r.x",
		"SELECT count(*) AS n FROM repeat(1, 100000)",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if !strings.Contains(tr.SQL, "generate_series") {
			t.Errorf("%s: not written as a series: %s", q, tr.SQL)
		}
		a, b := enginetest.Query(t, duck, q), enginetest.Query(t, pg, tr.SQL)
		if strings.Join(a.Columns, ",") != strings.Join(b.Columns, ",") {
			t.Errorf("%s: columns %v, translation's %v: %s", q, a.Columns, b.Columns, tr.SQL)
		}
		enginetest.SameAnswer(t, duck, q, pg, tr.SQL, false)
	}
	for _, c := range []struct{ q, code string }{
		{"SELECT * FROM repeat(0, NULL)", "T057"},
		{"SELECT * FROM repeat(0, -1)", "T057"},
		{"SELECT * FROM (VALUES (1)) AS t(i), repeat(0, t.i)", "T057"},
		{"SELECT * FROM (VALUES (1)) AS t(i), repeat(t.i, 2)", "T057"},
		{"SELECT * FROM repeat(random(), 2)", "T057"},
		{"SELECT * FROM repeat(0, 2) WITH ORDINALITY", "T057"},
		{"SELECT * FROM repeat(1.50, 2)", "T035"},
		{"SELECT * FROM repeat(0, 2) AS r(a, b)", "T013"},
	} {
		if _, err := lateral.Translate(c.q, "duckdb", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s: want %s, got %v", c.q, c.code, err)
		}
	}
	// DuckDB raises for those counts and columns
	for _, q := range []string{"SELECT * FROM repeat(0, NULL)", "SELECT * FROM repeat(0, -1)", "SELECT * FROM (VALUES (1)) AS t(i), repeat(0, t.i)"} {
		if _, err := duck.Query(enginetest.Ctx(t), q); err == nil {
			t.Errorf("duckdb answers %s", q)
		}
	}
}
