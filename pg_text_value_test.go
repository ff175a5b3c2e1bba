package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL raises for a string value beside a value of another type
// (rewrite/pg_literal_neighbours.go, T163), run here on PostgreSQL 15 and
// DuckDB 1.5: DuckDB answers the comparisons, refused toward it, and
// raises alike in coalesce, CASE results, greatest, least, a list and IN
// (SELECT ...), translated; a string literal beside a subquery's column
// is read as its type. A literal beside a DATE and a TIMESTAMP is
// read as the TIMESTAMP, which lateral cannot tell beside a value of
// unknown type (T158).
func TestPgTextValueEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const table = "CREATE TABLE t (n SMALLINT, s TEXT, d DATE, x TIMESTAMP)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, '01', DATE '2020-01-01', NULL)")
	}
	opts := lateral.TranslateOptions{Schema: table}
	raises := func(e engines.Engine, q string) bool {
		_, err := e.Query(ctx, q)
		return err != nil
	}
	for _, q := range []string{
		"SELECT n = s FROM t",
		"SELECT n IN (s, 2) FROM t",
		"SELECT nullif(n, s) FROM t",
		"SELECT CASE s WHEN 1 THEN 'a' END FROM t",
		"SELECT n = (SELECT '01') FROM t",
		"SELECT s IN ('01', 1) FROM t",
	} {
		if !raises(pg, q) || raises(duck, q) {
			t.Errorf("%s: want postgres to raise and duckdb to answer", q)
		}
		if _, err := lateral.Translate(q, "postgres", "duckdb", opts); err == nil || !strings.Contains(err.Error(), "T163") {
			t.Errorf("%s: want T163, got %v", q, err)
		}
	}
	for _, q := range []string{
		"SELECT coalesce(n, s) FROM t",
		"SELECT coalesce(s, 1) FROM t",
		"SELECT coalesce(n, (SELECT '01')) FROM t",
		"SELECT CASE WHEN n > 0 THEN n ELSE s END FROM t",
		"SELECT greatest(n, s) FROM t",
		"SELECT least(d, s) FROM t",
		"SELECT ARRAY[n, s] FROM t",
		"SELECT n IN (SELECT s FROM t) FROM t",
		"SELECT n = ANY(ARRAY['1', '2']) FROM t",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", opts)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if !raises(pg, q) || !raises(duck, tr.SQL) {
			t.Errorf("%s: want postgres and duckdb (%s) to raise", q, tr.SQL)
		}
		if _, err := lateral.Translate(q, "postgres", "spark", opts); err == nil || !strings.Contains(err.Error(), "T163") {
			t.Errorf("%s to spark: want T163, got %v", q, err)
		}
	}
	// a literal operand of IN (SELECT ...) and ANY is read as the
	// subquery's column type
	for q, want := range map[string][]engines.Value{
		"SELECT '20200101' IN (SELECT d FROM t) AS a, '01' IN (SELECT n FROM t) AS b":     {true, true},
		"SELECT '20200101' = ANY(SELECT d FROM t) AS a, ' 1' > ALL(SELECT n FROM t) AS b": {true, false},
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", opts)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		a, b := enginetest.Query(t, pg, q), enginetest.Query(t, duck, tr.SQL)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: %s", tr.SQL, diff)
		}
		if ok, diff := engines.EqualRows(a.Rows, [][]engines.Value{want}, true); !ok {
			t.Errorf("%s: %s %s", tr.SQL, diff, engines.FormatRows(a.Rows))
		}
	}
	// the literal is the TIMESTAMP beside one, where the DATE cast
	// written toward DuckDB for a DATE alone drops its time of day
	q := "SELECT CAST(coalesce(CAST(NULL AS DATE), x, '2020-01-01 10:00') AS TEXT) AS a FROM t"
	a, b := enginetest.Query(t, pg, q), enginetest.Query(t, duck, strings.Replace(q, "'2020-01-01 10:00'", "CAST('2020-01-01 10:00' AS DATE)", 1))
	if got := engines.FormatRows(a.Rows) + " " + engines.FormatRows(b.Rows); !strings.Contains(got, "2020-01-01 10:00:00") || !strings.Contains(got, "2020-01-01 00:00:00") {
		t.Errorf("want 10:00 in postgres and midnight in duckdb: %s", got)
	}
	if _, err := lateral.Translate("SELECT coalesce(d, y, '2020-01-01 10:00') FROM t, u", "postgres", "duckdb", opts); err == nil || !strings.Contains(err.Error(), "T158") {
		t.Errorf("want T158, got %v", err)
	}
}
