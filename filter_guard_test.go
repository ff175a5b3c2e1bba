package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// An aggregate's FILTER stays ahead of the raises the translation puts in
// its arguments (rewrite/filter_guard.go): PostgreSQL 15 reads the
// arguments only on the rows FILTER keeps, DuckDB 1.5 on every row (checked
// here on DuckDB with error() itself), so that the guards of a division, a
// cast to DATE, exp and substr raised in DuckDB where PostgreSQL gives a
// value. Each query is run on PostgreSQL and its translation on DuckDB.
func TestFilterGuardArgs(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE m (id INTEGER, x DOUBLE PRECISION, s TEXT, i INTEGER)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO m VALUES (1, 2, '2020-01-02', 1), (2, 1000, '99-01-02', 0), (3, 3, '2021-03-04', 2)")
	}
	ctx := enginetest.Ctx(t)
	if _, err := duck.Query(ctx, "SELECT sum(CASE WHEN i = 0 THEN error('read') ELSE 10 // i END) FILTER (WHERE i <> 0) FROM m"); err == nil {
		t.Error("DuckDB reads an aggregate's arguments only on the rows FILTER keeps: the test checks nothing")
	}
	for _, q := range []string{
		"SELECT sum(10 / i) FILTER (WHERE i <> 0) AS a FROM m",
		"SELECT max(CAST(s AS DATE)) FILTER (WHERE id <> 2) AS a FROM m",
		"SELECT count(exp(x)) FILTER (WHERE x < 700) AS a, sum(exp(x)) FILTER (WHERE x < 700) AS b FROM m",
		"SELECT sum(length(substr(s, 1, i - 1))) FILTER (WHERE i > 0) AS a FROM m",
		"SELECT string_agg(s, ',' ORDER BY 10 / i) FILTER (WHERE i <> 0) AS a FROM m",
		"SELECT id, sum(10 / i) FILTER (WHERE i <> 0) OVER (ORDER BY id) AS a FROM m ORDER BY id",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if !strings.Contains(tr.SQL, "error(") {
			t.Errorf("%s: no guard in %s", q, tr.SQL)
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
			t.Errorf("%s: %s\n%s", q, diff, tr.SQL)
		}
	}
	// the rows FILTER keeps still raise
	tr, err := lateral.Translate("SELECT sum(exp(x)) FILTER (WHERE x > 0) AS a FROM m", "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := duck.Query(ctx, tr.SQL); err == nil || !strings.Contains(err.Error(), "overflow") {
		t.Errorf("want the overflow raised, got %v\n%s", err, tr.SQL)
	}
}
