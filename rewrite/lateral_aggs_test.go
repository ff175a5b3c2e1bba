package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// For BigQuery, an s.col read inside a nested query of the outer query
// becomes the correlated scalar subquery there, one level deeper, unless a
// name it reads from outside itself could be taken by the nested query's
// relations; an aggregate of the outer query inside the subquery is
// refused, as for the window forms (issue #3).
func TestBigQueryLateralScopes(t *testing.T) {
	opts := lateral.TranslateOptions{SchemaDialect: "postgres",
		Schema: "CREATE TABLE t (id INTEGER, lim INTEGER, arr INTEGER[]); CREATE TABLE w (k INTEGER, lim INTEGER)"}
	for _, tc := range []struct{ name, in, want string }{
		{"in a scalar subquery",
			"SELECT t.id, (SELECT max(w.k) + s.n FROM w) AS z FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, (SELECT max(w.k) + (SELECT count(*) FROM UNNEST(t.arr) AS x) FROM w) AS z FROM t"},
		{"in EXISTS, with an inner WHERE on the left row",
			"SELECT t.id FROM t, LATERAL (SELECT sum(u.x) AS n FROM unnest(t.arr) AS u(x) WHERE u.x > t.lim) AS s WHERE EXISTS (SELECT 1 FROM w WHERE w.k = s.n)",
			"SELECT t.id FROM t WHERE EXISTS (SELECT 1 FROM w WHERE w.k = (SELECT sum(x) FROM UNNEST(t.arr) AS x WHERE x > t.lim))"},
		{"beside an IN subquery",
			"SELECT t.id, s.n IN (SELECT w.k FROM w) AS z FROM t, LATERAL (SELECT sum(x) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x) IN (SELECT w.k FROM w) AS z FROM t"},
		// The scalar subquery would read lim as w.lim inside (SELECT ...
		// FROM w), and t.arr as the nested query's own t: the UNNEST form
		// (lateral_struct.go) keeps the subquery where it was, s.n a field
		// read of its row.
		{"a bare left column the nested query would capture",
			"SELECT t.id, (SELECT max(w.k) + s.n FROM w) AS z FROM t, LATERAL (SELECT sum(x + lim) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, (SELECT max(w.k) + s.n FROM w) AS z FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT sum(x + lim) AS n FROM UNNEST(t.arr) AS x)) AS s"},
		{"a left relation the nested query renames",
			"SELECT t.id, (SELECT max(t.k) + s.n FROM w AS t) AS z FROM t, LATERAL (SELECT sum(x) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, (SELECT max(t.k) + s.n FROM w AS t) AS z FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT sum(x) AS n FROM UNNEST(t.arr) AS x)) AS s"},
		{"an element and a left column in one aggregate",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT sum(u.x * t.lim) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, (SELECT sum(x * t.lim) FROM UNNEST(t.arr) AS x) AS n FROM t"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", "bigquery", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lateral_scalar", true)
		})
	}
	for _, tc := range []struct {
		name, in string
		col      int
		says     string
	}{
		// PostgreSQL: "aggregate functions are not allowed in FROM clause
		// of their own query level".
		{"an aggregate of a left column", "SELECT t.id, s.n FROM t, LATERAL (SELECT max(t.lim) AS n FROM unnest(t.arr) AS u(x)) AS s",
			42, "max reads columns of the outer query only"},
		{"an aggregate of a bare left column", "SELECT t.id, s.n FROM t, LATERAL (SELECT sum(lim) + count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			42, "sum reads columns of the outer query only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refusedWith(t, tc.in, "postgres", "bigquery", opts, "T050", tc.col, tc.says)
		})
	}
}
