package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB gives a subquery's bare NULL column and an ARRAY of NULLs the
// type of the values beside them, where PostgreSQL types them as text and
// raises (rewrite/null_subqueries.go), run here on DuckDB 1.5 and
// PostgreSQL 15: from DuckDB the NULL is cast to the neighbours' type and
// PostgreSQL answers as DuckDB does; from PostgreSQL, which raises, it is
// refused (T163) toward DuckDB too; beside a value of unknown type it is
// refused (T096).
func TestNullSubqueryEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const table = "CREATE TABLE t (n SMALLINT, d DATE)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, DATE '2020-01-01')")
	}
	opts := lateral.TranslateOptions{Schema: table}
	raises := func(e engines.Engine, q string) bool {
		_, err := e.Query(ctx, q)
		return err != nil
	}
	for _, q := range []string{
		"SELECT coalesce(n, (SELECT NULL)) AS a FROM t",
		"SELECT CASE WHEN n > 0 THEN (SELECT NULL) ELSE n END AS a FROM t",
		"SELECT greatest(2, (SELECT NULL)) AS a, least(d, (SELECT NULL)) AS b FROM t",
		"SELECT nullif(n, (SELECT NULL)) AS a FROM t",
		"SELECT n = (SELECT NULL) AS a, n BETWEEN (SELECT NULL) AND 2 AS b FROM t",
		"SELECT n IN (SELECT NULL) AS a, n IN (SELECT NULL UNION ALL SELECT 1) AS b FROM t",
		"SELECT n IN (2, (SELECT NULL)) AS a, n = ANY(SELECT NULL UNION ALL SELECT NULL) AS b FROM t",
		"SELECT n = ANY([NULL]) AS a, n <> ALL([NULL, NULL]) AS b FROM t",
		"SELECT [n, (SELECT NULL)] AS a, (SELECT NULL) + n AS b FROM t",
		"SELECT coalesce(a, n) AS a FROM t, (SELECT NULL AS a) s",
		"WITH w AS (SELECT NULL AS a) SELECT a - 1 AS a FROM w",
		"SELECT a, r FROM (SELECT NULL AS a) s, range(a) g(r)",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", opts)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if !strings.Contains(tr.SQL, "CAST(") {
			t.Errorf("%s: want the NULL cast: %s", q, tr.SQL)
		}
		a, b := enginetest.Query(t, duck, q), enginetest.Query(t, pg, tr.SQL)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, false); !ok {
			t.Errorf("%s: %s: %s", q, tr.SQL, diff)
		}
	}
	// a NULL cast that PostgreSQL reads alike is no change
	if tr, err := lateral.Translate("SELECT coalesce((SELECT NULL), 'a') AS a", "duckdb", "postgres", opts); err != nil || strings.Contains(tr.SQL, "CAST") {
		t.Errorf("want coalesce((SELECT NULL), 'a') kept, got %v %v", tr, err)
	}
	for _, q := range []string{
		"SELECT coalesce(x, (SELECT NULL)) FROM u",
		"SELECT x = ANY([NULL]) FROM u",
		"SELECT (SELECT NULL) + x FROM u",
		"SELECT (SELECT NULL) + d FROM t",
		"SELECT * FROM (SELECT NULL AS a) s, (SELECT x FROM u) v, range(x, a)",
	} {
		if _, err := lateral.Translate(q, "duckdb", "postgres", opts); err == nil || !strings.Contains(err.Error(), "T096") {
			t.Errorf("%s: want T096, got %v", q, err)
		}
	}
	for _, q := range []string{
		"SELECT coalesce(n, (SELECT NULL)) FROM t",
		"SELECT CASE WHEN n > 0 THEN n ELSE (SELECT NULL) END FROM t",
		"SELECT n IN (SELECT NULL) FROM t",
		"SELECT n = ANY(ARRAY[NULL]) FROM t",
		"SELECT n <> ALL(ARRAY[NULL, NULL]) FROM t",
		"SELECT coalesce(a, n) FROM t, (SELECT NULL AS a) s",
	} {
		if !raises(pg, q) {
			t.Errorf("%s: want postgres to raise", q)
		}
		if _, err := lateral.Translate(q, "postgres", "duckdb", opts); err == nil || !strings.Contains(err.Error(), "T163") {
			t.Errorf("%s: want T163, got %v", q, err)
		}
	}
	// T150's wording beside a value of unknown type: PostgreSQL reads the
	// literal as the type of them all, which that value may widen
	if !raises(pg, "SELECT coalesce(n, '40000') FROM t") || raises(pg, "SELECT coalesce(n, '40000', CAST(NULL AS INTEGER)) FROM t") {
		t.Error("want postgres to raise beside a smallint alone and answer beside an integer too")
	}
	if _, err := lateral.Translate("SELECT coalesce(n, '40000', y) FROM t, u", "postgres", "duckdb", opts); err == nil || !strings.Contains(err.Error(), "T150") || !strings.Contains(err.Error(), "one of unknown type") {
		t.Errorf("want T150 naming the value of unknown type, got %v", err)
	}
	// DuckDB answers them
	for _, q := range []string{
		"SELECT coalesce(n, (SELECT NULL)) FROM t",
		"SELECT n IN (SELECT NULL) FROM t",
		"SELECT n = ANY([NULL]) FROM t",
		"SELECT coalesce(a, n) FROM t, (SELECT NULL AS a) s",
	} {
		if raises(duck, q) {
			t.Errorf("%s: want duckdb to answer", q)
		}
	}
}

// PostgreSQL reads an integer text beside floats as the float, as DuckDB
// does (rewrite/pg_literal_neighbours.go), run here on PostgreSQL 15 and
// DuckDB 1.5: written as the float of the integer, not refused (T087),
// toward Spark too; a text of a fraction stays refused.
func TestPgFloatIntTextEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (k INTEGER, f REAL)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, 1.5), (2, NULL)")
	}
	opts := lateral.TranslateOptions{Schema: table}
	for _, q := range []string{
		"SELECT k, coalesce(f, 1, '2') AS a, coalesce(f, '-3') AS b FROM t ORDER BY k",
		"SELECT k, coalesce(f, '016777217') AS a FROM t ORDER BY k",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", opts)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		a, b := enginetest.Query(t, pg, q), enginetest.Query(t, duck, tr.SQL)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: %s: %s", q, tr.SQL, diff)
		}
		if _, err := lateral.Translate(q, "postgres", "spark", opts); err != nil {
			t.Errorf("%s to spark: %v", q, err)
		}
	}
	if _, err := lateral.Translate("SELECT coalesce(f, '2.5') FROM t", "postgres", "duckdb", opts); err == nil || !strings.Contains(err.Error(), "T087") {
		t.Errorf("want T087, got %v", err)
	}
}
