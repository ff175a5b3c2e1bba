package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestFloatTextUntypedEngines: a value whose type lateral does not know (a column
// without --schema) written as text (CAST, ||, concat, concat_ws) toward
// PostgreSQL or DuckDB is tested for a float when the query runs
// (rewrite/float_text.go, floatUntypedWhen: pg_typeof / typeof), which
// raises, as PostgreSQL 15 and DuckDB 1.5 write floats otherwise (3 and
// 3.0); the other types (integers, decimals, text, dates, a TIMESTAMPTZ)
// and a NULL float are written as they were. Run on both engines.
func TestFloatTextUntypedEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	for _, e := range eng {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, e, "CREATE TABLE fu (id INT, d FLOAT8, r FLOAT4, i INT, b BIGINT, n NUMERIC(10, 2), s TEXT, dt DATE, ts TIMESTAMPTZ)")
		enginetest.Exec(t, e, "INSERT INTO fu VALUES (1, 3.0, 1.5, 7, 10000000000, 1.25, 'a', DATE '2020-01-02', CAST('2020-07-01 00:00:00.5+00' AS TIMESTAMPTZ)), "+
			"(2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL), (3, -0.0, 1e7, -1, 0, -0.50, '', DATE '1800-01-01', CAST('1850-01-01 00:00:00+00' AS TIMESTAMPTZ))")
	}
	translate := func(q, from, to string) string {
		t.Helper()
		tr, err := lateral.Translate(q, from, to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %s: %v", from, to, q, err)
		}
		if !strings.Contains(tr.SQL, "floating-point") {
			t.Errorf("%s to %s: %s: no run-time test of a float: %s", from, to, q, tr.SQL)
		}
		for _, d := range tr.Warnings {
			if d.Code == "W024" {
				t.Errorf("%s to %s: %s: still warned W024", from, to, q)
			}
		}
		return tr.SQL
	}
	dirs := [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}}
	// the other types, and the NULL floats of row 2, as they were
	const kept = "SELECT id, CAST(i AS TEXT) AS a, b || '|' AS c, concat(n, '|', s) AS e, concat_ws(',', dt, i, s) AS f, " +
		"CAST(ts AS VARCHAR) AS g, '<' || i || '>' AS h, CAST(d AS TEXT) AS k, r || 'x' AS m, concat(d, r) AS o, " +
		"concat_ws('-', d, 'z', r) AS p, (SELECT CAST(fu2.d AS TEXT) FROM fu AS fu2 WHERE fu2.id = fu.id) AS u FROM fu WHERE d IS NULL OR id <> 1 AND id <> 3 " +
		"UNION ALL SELECT id, CAST(i AS TEXT), b || '|', concat(n, '|', s), concat_ws(',', dt, i, s), CAST(ts AS VARCHAR), '<' || i || '>', " +
		"NULL, NULL, NULL, NULL, NULL FROM fu WHERE d IS NOT NULL ORDER BY id"
	for _, dir := range dirs {
		want := enginetest.Query(t, eng[dir[0]], kept)
		if len(want.Rows) != 3 {
			t.Fatalf("%s: %d rows", dir[0], len(want.Rows))
		}
		got := enginetest.Query(t, eng[dir[1]], translate(kept, dir[0], dir[1]))
		if ok, diff := engines.EqualRows(want.Rows, got.Rows, true); !ok {
			t.Errorf("%s to %s: %s", dir[0], dir[1], diff)
		}
	}
	// a float (DOUBLE, REAL) written as text: the engines' texts differ,
	// and the translation raises
	floats := []string{"CAST(d AS TEXT)", "CAST(r AS VARCHAR)", "d || ''", "'<' || r || '>'", "concat(s, d)", "concat_ws(',', s, r)",
		"(SELECT CAST(fu2.r AS TEXT) FROM fu AS fu2 WHERE fu2.id = fu.id)", "concat_ws(',', ts, d)"}
	for _, e := range floats {
		q := "SELECT " + e + " AS a FROM fu WHERE id = 3"
		pgRes, duckRes := enginetest.Query(t, pg, q), enginetest.Query(t, duck, q)
		if same, _ := engines.EqualRows(pgRes.Rows, duckRes.Rows, true); same {
			t.Errorf("%s: the engines write it alike, the test checks nothing", q)
		}
		for _, dir := range dirs {
			sql := translate(q, dir[0], dir[1])
			_, err := eng[dir[1]].Query(enginetest.Ctx(t), sql)
			if err == nil || !strings.Contains(err.Error(), "a floating-point value written as text") {
				t.Errorf("%s to %s: %s: %v, want the raise", dir[0], dir[1], sql, err)
			}
		}
	}
	// from Spark, which writes a float as Java does (1.0E7), toward DuckDB:
	// a float raises, a NULL one is NULL, and Spark's concat is NULL for a
	// NULL argument (SPARK-8241: "concat now returns null if any input is
	// null", as Hive's)
	sql := translate("SELECT CAST(d AS STRING) AS a, concat(i, 'a') AS b, concat(r, 'a') AS c FROM fu WHERE id = 2", "spark", "duckdb")
	enginetest.CheckRows(t, duck, sql, true, [][]engines.Value{{nil, nil, nil}})
	sql = translate("SELECT concat(r, 'a') AS c FROM fu WHERE id = 3", "spark", "duckdb")
	if _, err := duck.Query(enginetest.Ctx(t), sql); err == nil || !strings.Contains(err.Error(), "a floating-point value written as text") {
		t.Errorf("spark to duckdb: %s: %v, want the raise", sql, err)
	}
	// toward a dialect without a run-time test of the type, and for a
	// value computed (whose type may differ between source and target:
	// DuckDB's avg of integers is a DOUBLE, PostgreSQL's a numeric), the
	// warning
	for _, c := range [][3]string{{"duckdb", "snowflake", "SELECT CAST(x AS VARCHAR) AS a FROM fu"},
		{"duckdb", "postgres", "SELECT CAST(v AS VARCHAR) AS a FROM (SELECT max(x) AS v FROM fu) AS q"},
		{"postgres", "duckdb", "SELECT CAST((SELECT max(x) FROM fu) AS VARCHAR) AS a"}} {
		tr, err := lateral.Translate(c[2], c[0], c[1], lateral.TranslateOptions{})
		if err != nil || len(tr.Warnings) == 0 || tr.Warnings[0].Code != "W024" {
			t.Errorf("%s to %s: %s: %v %v, want W024", c[0], c[1], c[2], tr, err)
		}
	}
}
