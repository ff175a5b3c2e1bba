package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// The NULLs of subqueries DuckDB types as their neighbours and PostgreSQL
// as text (rewrite/null_subqueries.go) also where the NULL is a nested
// subquery's or a derived table's inside a subquery, an arm of a set
// operation or a row of VALUES, run here on DuckDB 1.5 and PostgreSQL 15:
// each query raises on PostgreSQL as written ("UNION types smallint and
// text cannot be matched", "VALUES types integer and text ...", "COALESCE
// types ..."), and its translation answers as DuckDB does.
func TestNullSubqueryArmsEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const table = "CREATE TABLE t (n SMALLINT, d DATE, f FLOAT8)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, DATE '2020-01-01', 1.5), (NULL, NULL, NULL)")
	}
	opts := lateral.TranslateOptions{Schema: table}
	for _, q := range []string{
		"SELECT coalesce(n, (SELECT (SELECT NULL))) AS a FROM t",
		"SELECT coalesce(n, (SELECT a FROM (SELECT NULL AS a) s)) AS a FROM t",
		"SELECT coalesce(a, n) AS a FROM t, (SELECT a FROM (SELECT NULL AS a) x) s",
		"SELECT coalesce(b, n) AS a FROM t, (SELECT NULL AS a) s, LATERAL (SELECT a AS b) l",
		"SELECT n IN (SELECT (SELECT NULL)) AS a FROM t",
		"SELECT n FROM t UNION ALL SELECT (SELECT NULL)",
		"SELECT a FROM (SELECT NULL AS a) s UNION ALL SELECT n FROM t",
		"SELECT (SELECT NULL) AS x, 1 AS y UNION SELECT d, 2 FROM t UNION SELECT NULL, 3",
		"SELECT (SELECT NULL) AS x UNION ALL SELECT n FROM t UNION ALL SELECT f FROM t",
		"SELECT n FROM t EXCEPT SELECT (SELECT (SELECT NULL))",
		"SELECT a + 1 AS b FROM (VALUES ((SELECT NULL)), (2)) v(a)",
		"SELECT * FROM t, LATERAL (VALUES (t.n), ((SELECT NULL))) v(a)",
	} {
		if _, err := pg.Query(ctx, q); err == nil {
			t.Errorf("%s: want postgres to raise as written", q)
		}
		tr, err := lateral.Translate(q, "duckdb", "postgres", opts)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if enginetest.SameAnswer(t, duck, q, pg, tr.SQL, false) == nil {
			t.Errorf("%s: raises", q)
		}
	}
	// beside an arm or a value of unknown type (u is not in the schema)
	for _, q := range []string{
		"SELECT x FROM u UNION ALL SELECT (SELECT NULL)",
		"SELECT * FROM u, LATERAL (VALUES (u.x), ((SELECT NULL))) v(a)",
	} {
		if _, err := lateral.Translate(q, "duckdb", "postgres", opts); err == nil || !strings.Contains(err.Error(), "T096") {
			t.Errorf("%s: want T096, got %v", q, err)
		}
	}
	// text beside text needs no cast; and from PostgreSQL, which raises,
	// the nested NULL is refused (T163)
	if tr, err := lateral.Translate("SELECT (SELECT NULL) AS x UNION ALL SELECT 'a'", "duckdb", "postgres", opts); err != nil || strings.Contains(tr.SQL, "CAST") {
		t.Errorf("want the text arms kept, got %v %v", tr, err)
	}
	q := "SELECT coalesce(n, (SELECT (SELECT NULL))) FROM t"
	if _, err := lateral.Translate(q, "postgres", "duckdb", opts); err == nil || !strings.Contains(err.Error(), "T163") {
		t.Errorf("%s: want T163, got %v", q, err)
	}
}
