package lateral_test

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A scalar, EXISTS or IN subquery that unnests the outer row's array
// becomes, toward Hive, Spark, Doris and Snowflake, a LATERAL subquery
// that is decorrelated (rewrite/outer_subquery.go). Each PostgreSQL query
// is run on PostgreSQL 15, on DuckDB (its DuckDB translation), and its
// translations on lat run's executor, over duplicated rows, empty, NULL
// and all-NULL arrays, NULL elements and a NULL operand of IN: every answer
// must be PostgreSQL's. snowflake lists the queries Snowflake takes: one
// whose query aggregates is refused there (T177), since the window form
// would see the flattened rows.
func TestOuterSubqueryRuns(t *testing.T) {
	cases := []struct {
		q         string
		snowflake bool
	}{
		{"SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s, (SELECT count(*) FROM unnest(t.arr) AS x) AS n FROM t", true},
		{"SELECT t.id FROM t WHERE EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > t.v)", true},
		{"SELECT t.id FROM t WHERE NOT EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > 4)", true},
		// IN: true, else NULL when an element or the operand is NULL,
		// else false; false over no elements, NULL operand included.
		{"SELECT t.id, t.v IN (SELECT x FROM unnest(t.arr) AS x) AS i, t.v NOT IN (SELECT x FROM unnest(t.arr) AS x) AS ni FROM t", true},
		{"SELECT t.id, 3 IN (SELECT x FROM unnest(t.arr) AS x) AS i, NULL IN (SELECT x FROM unnest(t.arr) AS x) AS n FROM t", true},
		{"SELECT t.id, v IN (SELECT x + 1 FROM unnest(arr) AS u(x) WHERE x < 10) AS i FROM t", true},
		{"SELECT t.id, t.v IN (SELECT max(x) FROM unnest(t.arr) AS x) AS i FROM t", true},
		// Two subqueries over the same array: one lateral, the WHEREs
		// moved into FILTER; one used twice.
		{"SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s, EXISTS (SELECT 1 FROM unnest(t.arr) AS y WHERE y > 15) AS big FROM t", true},
		{"SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t WHERE (SELECT sum(x) FROM unnest(t.arr) AS x) > 6", true},
		{"SELECT * FROM t WHERE EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x = 3)", true},
		{"SELECT t.id, (SELECT coalesce(sum(x), 0) + t.v FROM unnest(t.arr) AS x) AS s, (SELECT bool_or(x > 5) FROM unnest(t.arr) AS x) AS b FROM t", true},
		{"SELECT count(*) AS c FROM t WHERE (SELECT count(*) FROM unnest(t.arr) AS x) = 2", false},
		// The table's own column x beside the element x: the element
		// inside, the column outside (IN's operand).
		{"SELECT w.id, (SELECT sum(x) FROM unnest(w.arr) AS u(x)) AS s, x IN (SELECT x FROM unnest(w.arr) AS u(x)) AS i, x NOT IN (SELECT x + 5 FROM unnest(arr) AS u(x)) AS ni FROM w", true},
		// the select list read on the rows WHERE keeps; DISTINCT and
		// ORDER BY over the lateral's one row per left row
		{"SELECT DISTINCT t.id, (SELECT max(x) FROM unnest(t.arr) AS x) AS m FROM t WHERE t.v IS NOT NULL ORDER BY t.id", true},
		// an aggregate's own FILTER beside the WHERE moved into it, an
		// ordinality, a table alias
		{"SELECT a.id, (SELECT count(*) FILTER (WHERE x > 5) FROM unnest(a.arr) AS x WHERE x < 15) AS c, (SELECT count(x) FROM unnest(a.arr) AS x) AS n FROM t AS a", true},
		// a window of the query, over the rows WHERE keeps: Snowflake's
		// would see the flattened rows (T177 there)
		{"SELECT t.id, count(*) OVER () AS c, sum(t.v) OVER (ORDER BY t.id, t.v) AS r FROM t WHERE EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > 4)", false},
		{"SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t WHERE t.v > 1 ORDER BY t.id DESC, s LIMIT 3", true},
		{"SELECT t.id, (SELECT sum(x * o) FROM unnest(t.arr) WITH ORDINALITY AS u(x, o)) AS s, (SELECT max(o) FROM unnest(t.arr) WITH ORDINALITY AS u(y, o) WHERE y IS NULL) AS p FROM t", true},
	}
	var runs []outerRunCase
	for _, tc := range cases {
		sf := "T177"
		if tc.snowflake {
			sf = ""
		}
		runs = append(runs, outerRunCase{q: tc.q, snowflake: sf})
	}
	runOuterSubqueries(t, runs)
}

// outerRunCase is one query of runOuterSubqueries: snowflake is the code
// Snowflake refuses it with ("": taken), ordered whether its rows are
// compared in order.
type outerRunCase struct {
	q, snowflake string
	ordered      bool
}

// runOuterSubqueries runs each query on PostgreSQL 15, on DuckDB (its
// DuckDB translation), and its Hive, Spark, Doris and Snowflake
// translations, in which outer_subquery must fire, on lat run's executor,
// over TestOuterSubqueryRuns's tables: every answer must be PostgreSQL's.
func runOuterSubqueries(t *testing.T, cases []outerRunCase) {
	t.Helper()
	const fixture = `CREATE TABLE t (id INTEGER, arr INTEGER[], v INTEGER);
INSERT INTO t VALUES (1, ARRAY[10, 20], 10), (1, ARRAY[10, 20], 10), (2, ARRAY[5, NULL], 7),
  (3, CAST(ARRAY[] AS INTEGER[]), NULL), (4, NULL, 5), (5, CAST(ARRAY[NULL] AS INTEGER[]), NULL),
  (6, ARRAY[7, 3], NULL), (7, ARRAY[3, 3], 3);
CREATE TABLE w (id INTEGER, x INTEGER, arr INTEGER[]);
INSERT INTO w VALUES (1, 10, ARRAY[10, 20]), (2, NULL, ARRAY[1]), (3, 4, NULL), (4, 5, ARRAY[NULL, 5]),
  (5, 6, CAST(ARRAY[] AS INTEGER[]));`
	pg, duck, setup := pgDuckFixture(t, fixture)
	setups := map[string]string{}
	for _, to := range []string{"hive", "spark", "doris", "snowflake"} {
		setups[to] = setup(to)
	}
	opts := lateral.TranslateOptions{Schema: fixture}
	for _, tc := range cases {
		want, err := pg.Query(enginetest.Ctx(t), tc.q)
		if err != nil {
			t.Fatalf("PostgreSQL %s: %v", tc.q, err)
		}
		dq, err := lateral.Translate(tc.q, "postgres", "duckdb", opts)
		if err != nil {
			t.Fatalf("%s to duckdb: %v", tc.q, err)
		}
		enginetest.SameAnswer(t, pg, tc.q, duck, dq.SQL, tc.ordered)
		for _, to := range []string{"hive", "spark", "doris", "snowflake"} {
			tr, err := lateral.Translate(tc.q, "postgres", to, opts)
			if to == "snowflake" && tc.snowflake != "" {
				var le *lateral.Error
				if !errors.As(err, &le) || le.Diagnostics.Errors()[0].Code != tc.snowflake {
					t.Errorf("%s to %s: want %s, got %v", tc.q, to, tc.snowflake, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s to %s: %v", tc.q, to, err)
				continue
			}
			fired := false
			for _, p := range tr.Passes {
				fired = fired || p.Pass == "outer_subquery"
			}
			if !fired {
				t.Errorf("%s to %s: outer_subquery did not fire: %v", tc.q, to, tr.Passes)
			}
			got, err := refEngineRows(to, tr.SQL, setups[to])
			if err != nil {
				t.Errorf("%s to %s: %v\n%s", tc.q, to, err, tr.SQL)
				continue
			}
			if ok, diff := engines.EqualRows(want.Rows, got, tc.ordered); !ok {
				t.Errorf("%s to %s: rows differ from PostgreSQL's:\n%s\n%s", tc.q, to, diff, tr.SQL)
			}
		}
	}
}

// TestOuterSubqueryWidenedRuns: the subqueries over the outer row's array
// in ORDER BY, under CASE and the conditional functions when they cannot
// fail, and in the WHERE of a grouped query (rewrite/outer_subquery.go),
// run as TestOuterSubqueryRuns's. Snowflake refuses those read in ORDER BY
// (its lowering reads a lateral's column there as a whole select item
// only) and those of a grouped query (its window form would see the
// flattened rows).
func TestOuterSubqueryWidenedRuns(t *testing.T) {
	runOuterSubqueries(t, []outerRunCase{
		// ORDER BY reads the lateral's column; the output keeps its columns
		// (a bare * is t's three); NULL sums and counts of empty and NULL
		// arrays sort as PostgreSQL sorts them.
		{q: "SELECT t.id, t.v FROM t ORDER BY (SELECT sum(x) FROM unnest(t.arr) AS x) DESC, t.id", snowflake: "T177", ordered: true},
		{q: "SELECT * FROM t ORDER BY (SELECT count(x) FROM unnest(t.arr) AS x), t.id DESC LIMIT 5", snowflake: "T177", ordered: true},
		{q: "SELECT t.id FROM t ORDER BY EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > 6) DESC, t.v IN (SELECT x FROM unnest(t.arr) AS x), t.id", snowflake: "T177", ordered: true},
		// a derived table's ORDER BY and LIMIT
		{q: "SELECT k.id FROM (SELECT t.id FROM t ORDER BY (SELECT max(y) FROM unnest(t.arr) AS y) NULLS FIRST, t.id LIMIT 3) AS k", snowflake: "T177"},
		// with the select list's and WHERE's subqueries: one lateral
		{q: "SELECT t.id, (SELECT count(*) FROM unnest(t.arr) AS x) AS n FROM t WHERE (SELECT count(*) FROM unnest(t.arr) AS x) > 0 ORDER BY (SELECT min(y) FROM unnest(t.arr) AS y), n, t.id", snowflake: "T177", ordered: true},
		// Under CASE and the conditional functions, the aggregates that
		// cannot fail, evaluated for every row.
		{q: "SELECT t.id, CASE WHEN t.v > 5 THEN (SELECT count(*) FROM unnest(t.arr) AS x WHERE x > t.v) ELSE -1 END AS c FROM t"},
		{q: "SELECT t.id, coalesce(t.v, (SELECT max(x) FROM unnest(t.arr) AS x), (SELECT count(x) FROM unnest(t.arr) AS x)) AS m, nullif((SELECT min(x) FROM unnest(t.arr) AS x), 3) AS n FROM t"},
		{q: "SELECT t.id, CASE WHEN t.v IN (SELECT x FROM unnest(t.arr) AS x) THEN 'in' WHEN EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x IS NULL) THEN 'null' WHEN 3 NOT IN (SELECT x FROM unnest(t.arr) AS x) THEN 'no3' ELSE 'else' END AS k FROM t"},
		{q: "SELECT t.id FROM t WHERE CASE WHEN t.v IS NULL THEN NOT EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > 4) ELSE (SELECT bool_or(x > t.v OR x IS NULL) FROM unnest(t.arr) AS x) END"},
		{q: "SELECT w.id, CASE WHEN w.id > 2 THEN x IN (SELECT max(x) FROM unnest(w.arr) AS u(x)) END AS i, CASE WHEN w.id < 5 THEN (SELECT bool_and(x = w.x) FILTER (WHERE x IS NOT NULL) FROM unnest(arr) AS u(x)) END AS b FROM w"},
		// the WHERE of a grouped query, before the grouping
		{q: "SELECT t.v, count(*) AS c FROM t WHERE EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > 4) GROUP BY t.v", snowflake: "T177"},
		{q: "SELECT t.id, sum(t.v) AS s, count(*) AS c FROM t WHERE (SELECT count(*) FROM unnest(t.arr) AS x) < 2 GROUP BY t.id HAVING count(*) >= 1 ORDER BY t.id", snowflake: "T177", ordered: true},
	})
}
