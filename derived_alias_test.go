package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A derived table without an alias (DuckDB, Spark, PostgreSQL 16) is given
// a fresh one toward PostgreSQL, whose version 15 raises "subquery in FROM
// must have an alias" without it (rewrite/derived_aliases.go), run here on
// PostgreSQL 15 and DuckDB 1.5: the output columns and the references are
// unchanged, and the alias collides with no name of the statement.
func TestDerivedAliasEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const table = "CREATE TABLE t (k INTEGER, _d1 INTEGER)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, 10), (2, 20)")
	}
	if _, err := pg.Query(ctx, "SELECT * FROM (SELECT 1 AS a)"); err == nil {
		t.Fatal("want postgres 15 to raise for a subquery in FROM without an alias")
	}
	opts := lateral.TranslateOptions{Schema: table}
	for _, q := range []string{
		"SELECT * FROM (SELECT 1 AS a)",
		"SELECT a, b FROM (SELECT 1 AS a) JOIN (SELECT 2 AS b UNION ALL SELECT 3) ON a < b ORDER BY b",
		// the names of the statement stay its own: a column _d1, a
		// correlated reference to t, a derived table aliased s
		"SELECT k, _d1, (SELECT max(x) FROM (SELECT t.k + 1 AS x)) AS m FROM t ORDER BY k",
		"SELECT k, _d1 FROM (SELECT k, _d1 FROM t) ORDER BY k",
		// nested derived tables without aliases, a WITH query named as
		// the first fresh name would be
		"WITH _d2 AS (SELECT 5 AS f) SELECT * FROM (SELECT * FROM (SELECT f + 1 AS g FROM _d2)), _d2",
		// DuckDB's implicit LATERAL: a reference to t from the subquery
		"SELECT k, y FROM t, (SELECT t.k * 2 AS y) ORDER BY k",
		"SELECT k, y FROM t, LATERAL (SELECT t._d1 + 1 AS y) ORDER BY k",
		// VALUES without an alias: DuckDB names its columns col0, col1
		"SELECT * FROM (VALUES (1, 'a'), (2, 'b')) ORDER BY col0",
		"SELECT count(*) AS n FROM (SELECT * FROM t WHERE k > 1)",
		"SELECT s.k, c FROM (SELECT k FROM t) s, (SELECT count(*) AS c FROM t) ORDER BY s.k",
		"SELECT k FROM t WHERE k IN (SELECT x FROM (SELECT 2 AS x)) ORDER BY k",
		"SELECT * FROM (SELECT * FROM (VALUES (1, 'a')) v(x, y)) ORDER BY x",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", opts)
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		a, b := enginetest.Query(t, duck, q), enginetest.Query(t, pg, tr.SQL)
		if strings.Join(a.Columns, ",") != strings.Join(b.Columns, ",") {
			t.Errorf("%s: %s: columns %v, want %v", q, tr.SQL, b.Columns, a.Columns)
		}
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: %s: %s", q, tr.SQL, diff)
		}
	}
	// from PostgreSQL 16's form, and Spark's, to PostgreSQL 15
	// (PostgreSQL names the columns of VALUES column1, column2, ...: "VALUES
	// Lists", PostgreSQL 15 manual, section 7.7)
	for _, c := range []struct{ from, q, cols string }{
		{"postgres", "SELECT * FROM (VALUES (1), (2)) ORDER BY column1", "column1"},
		{"spark", "SELECT a FROM (SELECT 1 AS a)", "a"},
	} {
		tr, err := lateral.Translate(c.q, c.from, "postgres", opts)
		if err != nil {
			t.Errorf("%s: %v", c.q, err)
			continue
		}
		r, err := pg.Query(ctx, tr.SQL)
		if err != nil {
			t.Errorf("%s from %s: %s: %v", c.q, c.from, tr.SQL, err)
		} else if got := strings.Join(r.Columns, ","); got != c.cols {
			t.Errorf("%s from %s: %s: columns %s, want %s", c.q, c.from, tr.SQL, got, c.cols)
		}
	}
	// DuckDB names such subqueries unnamed_subquery, unnamed_subquery2,
	// ...: a reference to that name is refused (T168) toward the others,
	// which give them no such name; a table of the name is no such one
	for _, q := range []string{
		"SELECT unnamed_subquery.a FROM (SELECT 1 AS a)",
		"SELECT unnamed_subquery2.* FROM (SELECT 1 AS a), (SELECT 2 AS b)",
		"SELECT unnamed_subquery.col0 FROM (VALUES (1))",
	} {
		enginetest.Query(t, duck, q) // DuckDB 1.5 reads it
		for _, to := range []string{"postgres", "trino", "spark"} {
			if tr, err := lateral.Translate(q, "duckdb", to, opts); err == nil || !strings.Contains(err.Error(), "T168") {
				t.Errorf("%s to %s: want T168, got %v %v", q, to, tr, err)
			}
		}
	}
	if _, err := lateral.Translate("SELECT unnamed_subquery.k FROM t AS unnamed_subquery, (SELECT 1 AS a)", "duckdb", "postgres", opts); err != nil {
		t.Errorf("a relation named unnamed_subquery: %v", err)
	}
	// toward the targets that read a derived table without an alias none
	// is added
	for _, to := range []string{"duckdb", "spark", "trino", "snowflake", "bigquery"} {
		if tr, err := lateral.Translate("SELECT * FROM (SELECT 1 AS a)", "duckdb", to, opts); err != nil || strings.Contains(tr.SQL, " AS _d") {
			t.Errorf("%s: want no alias, got %v %v", to, tr, err)
		}
	}
}
