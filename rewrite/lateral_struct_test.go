package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// For BigQuery a LATERAL subquery that is not one row per left row is
// UNNEST(ARRAY(SELECT AS STRUCT ...)) AS s, its columns the fields of s
// (lateral_struct.go): the subquery's ORDER BY, LIMIT, GROUP BY and
// DISTINCT stay inside, s.* is each field under its name, a bare read is
// qualified, LATERAL items stacked on it read it as s.col. What the form
// cannot keep exactly is refused at the spot.
func TestBigQueryLateralStruct(t *testing.T) {
	opts := lateral.TranslateOptions{SchemaDialect: "postgres",
		Schema: "CREATE TABLE t (id INTEGER, arr INTEGER[]); CREATE TABLE b (id INTEGER, v TEXT); CREATE TABLE c (id INTEGER, s INTEGER)"}
	const arr = "UNNEST(ARRAY(SELECT AS STRUCT "
	for _, tc := range []struct{ name, in, want string }{
		{"group by, order by and limit inside",
			"SELECT t.id, s.x, s.c FROM t, LATERAL (SELECT u.x, count(*) AS c FROM unnest(t.arr) AS u(x) GROUP BY u.x ORDER BY c DESC, u.x LIMIT 1) AS s",
			"SELECT t.id, s.x, s.c FROM t CROSS JOIN " + arr + "x AS x, count(*) AS c FROM UNNEST(t.arr) AS x GROUP BY x ORDER BY c DESC NULLS FIRST, x NULLS LAST LIMIT 1)) AS s"},
		{"distinct, left join, a bare read",
			"SELECT t.id, v FROM t LEFT JOIN LATERAL (SELECT DISTINCT b.v FROM b WHERE b.id = t.id) AS s ON TRUE",
			"SELECT t.id, s.v FROM t LEFT JOIN UNNEST(ARRAY(SELECT DISTINCT AS STRUCT b.v AS v FROM b WHERE b.id = t.id)) AS s ON TRUE"},
		{"a column list names the fields, s.* lists them",
			"SELECT t.id, s.* FROM t, LATERAL (SELECT u.x, u.x + 1 FROM unnest(t.arr) AS u(x)) AS s(a, b)",
			"SELECT t.id, s.a AS a, s.b AS b FROM t CROSS JOIN " + arr + "x AS a, x + 1 AS b FROM UNNEST(t.arr) AS x)) AS s"},
		{"a lateral stacked on another",
			"SELECT t.id, s2.y FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s, LATERAL (SELECT s.x * 2 AS y LIMIT 1) AS s2",
			"SELECT t.id, s2.y FROM t CROSS JOIN " + arr + "x AS x FROM UNNEST(t.arr) AS x)) AS s CROSS JOIN " + arr + "s.x * 2 AS y LIMIT 1)) AS s2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", "bigquery", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lateral_scalar", true)
			checkIdempotent(t, tr, "bigquery", opts)
		})
	}
	for _, tc := range []struct {
		name, in string
		col      int
		says     string
	}{
		{"two columns of one name",
			"SELECT t.id, s.a FROM t, LATERAL (SELECT u.x AS a, u.x + 1 AS a FROM unnest(t.arr) AS u(x)) AS s",
			52, "two of its columns are named a"},
		{"a bare star",
			"SELECT * FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s",
			8, "* would read its row as one struct column"},
		// PostgreSQL's row of NULLs IS NULL; BigQuery's struct is not
		{"the row read whole",
			"SELECT t.id FROM t LEFT JOIN LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x) LIMIT 1) AS s ON TRUE WHERE s IS NULL",
			105, "s reads its row whole"},
		{"a column of the alias's name",
			"SELECT c.id, s.v FROM c, LATERAL (SELECT b.v FROM b WHERE b.id = c.id) AS s",
			72, "also the name of a column of c"},
		{"a rename that hides the ORDER BY name",
			"SELECT t.id, s.y FROM t, LATERAL (SELECT u.x AS z FROM unnest(t.arr) AS u(x) ORDER BY z) AS s(y)",
			87, "the column list renames z to y"},
		{"an aggregate of the outer query",
			"SELECT t.id, s.n FROM t, LATERAL (SELECT max(t.id) AS n FROM unnest(t.arr) AS u(x) LIMIT 1) AS s",
			42, "max reads columns of the outer query only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refusedWith(t, tc.in, "postgres", "bigquery", opts, "T050", tc.col, tc.says)
		})
	}
}
