package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestOuterSubquery: an aggregate, EXISTS or IN subquery that unnests the
// outer row's array becomes a LATERAL subquery (outer_subquery.go) that
// decorrelate.go (Hive family) and snowflake_lateral.go take. The rows of
// such translations are checked against PostgreSQL 15 and DuckDB by
// TestOuterSubqueryRuns (outer_subquery_run_test.go) and the conformance
// cases lateral_subquery/postgres_scalar_unnest_outer and
// postgres_in_unnest_outer.
func TestOuterSubquery(t *testing.T) {
	cases := []struct {
		name, to, in, want string
		fires              bool
	}{
		// The same as FROM t LEFT JOIN LATERAL (SELECT sum(x) AS _v2
		// FROM unnest(t.arr) AS x) AS _s1 ON TRUE, which decorrelate
		// writes (decorrelate_test.go).
		{name: "scalar", to: "spark",
			in: "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t",
			want: "SELECT t.id, t._a5 AS s FROM (SELECT _d6.id, _d6.lim, _d6.arr, _d6._a5 FROM (SELECT t.id, t.lim, t.arr, " +
				"CASE WHEN assert_true(sum(CASE WHEN x._pos4 IS NOT NULL THEN x.x END) OVER (PARTITION BY t._rid3) = sum(CASE WHEN x._pos4 IS NOT NULL THEN CAST(x.x AS DECIMAL(38, 0)) END) OVER (PARTITION BY t._rid3) OR sum(CASE WHEN x._pos4 IS NOT NULL THEN x.x END) OVER (PARTITION BY t._rid3) IS NULL) IS NULL THEN sum(CASE WHEN x._pos4 IS NOT NULL THEN x.x END) OVER (PARTITION BY t._rid3) END AS _a5, " +
				"x._pos4 AS _p7 FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid3 FROM t) AS t LATERAL VIEW OUTER posexplode(t.arr) x AS _pos4, x) AS _d6 " +
				"WHERE _d6._p7 IS NULL OR _d6._p7 = 0) AS t",
			fires: true},
		// IN with its three values: some x = lim true; else none NULL:
		// false; else NULL (no THEN).
		{name: "in", to: "snowflake",
			in: "SELECT t.id, t.lim IN (SELECT x FROM unnest(t.arr) AS x) AS i FROM t",
			want: "SELECT t.id, CASE WHEN count(CASE WHEN _x3.INDEX IS NOT NULL AND t.lim = CAST(strip_null_value(_x3.VALUE) AS INTEGER) THEN 1 END) OVER (PARTITION BY _x3.SEQ) > 0 THEN TRUE " +
				"WHEN count(CASE WHEN _x3.INDEX IS NOT NULL AND (t.lim = CAST(strip_null_value(_x3.VALUE) AS INTEGER)) IS NULL THEN 1 END) OVER (PARTITION BY _x3.SEQ) = 0 THEN FALSE END AS i " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _x3 QUALIFY _x3.INDEX IS NULL OR _x3.INDEX = 0",
			fires: true},
		// Two subqueries over t.arr: one lateral, y read as x, the
		// EXISTS's WHERE in its count's FILTER; the bare * stays t's.
		{name: "scalar and exists", to: "snowflake",
			in: "SELECT *, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s, EXISTS (SELECT 1 FROM unnest(t.arr) AS y WHERE y > 15) AS big FROM t",
			want: "SELECT t.*, sum(CASE WHEN _x4.INDEX IS NOT NULL THEN CAST(strip_null_value(_x4.VALUE) AS INTEGER) END) OVER (PARTITION BY _x4.SEQ) AS s, " +
				"count(CASE WHEN _x4.INDEX IS NOT NULL AND CAST(strip_null_value(_x4.VALUE) AS INTEGER) > 15 THEN 1 END) OVER (PARTITION BY _x4.SEQ) > 0 AS big " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _x4 QUALIFY _x4.INDEX IS NULL OR _x4.INDEX = 0",
			fires: true},
		// ORDER BY reads the lateral's column; the select list is t.id.
		{name: "order by", to: "spark",
			in: "SELECT t.id FROM t ORDER BY (SELECT max(x) FROM unnest(t.arr) AS x) DESC, t.id",
			want: "SELECT t.id FROM (SELECT _d6.id, _d6.lim, _d6.arr, _d6._a5 FROM (SELECT t.id, t.lim, t.arr, max(CASE WHEN x._pos4 IS NOT NULL THEN x.x END) OVER (PARTITION BY t._rid3) AS _a5, " +
				"x._pos4 AS _p7 FROM (SELECT t.*, row_number() OVER (ORDER BY t.id) AS _rid3 FROM t) AS t LATERAL VIEW OUTER posexplode(t.arr) x AS _pos4, x) AS _d6 " +
				"WHERE _d6._p7 IS NULL OR _d6._p7 = 0) AS t ORDER BY t._a5 DESC NULLS FIRST, t.id NULLS LAST",
			fires: true},
		// Under CASE, a count that cannot fail, evaluated for every row.
		{name: "case count", to: "snowflake",
			in: "SELECT t.id, CASE WHEN t.id > 1 THEN (SELECT count(*) FROM unnest(t.arr) AS x WHERE x > t.lim) END AS n FROM t",
			want: "SELECT t.id, CASE WHEN t.id > 1 THEN count(CASE WHEN _x3.INDEX IS NOT NULL AND CAST(strip_null_value(_x3.VALUE) AS INTEGER) > t.lim THEN 1 END) OVER (PARTITION BY _x3.SEQ) END AS n " +
				"FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _x3 QUALIFY _x3.INDEX IS NULL OR _x3.INDEX = 0",
			fires: true},
		{name: "no-op trino", to: "trino",
			in:   "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x(x)) AS s FROM t"},
		// An UNNEST reading no outer column is Spark's own subquery.
		{name: "no-op constant", to: "spark",
			in:   "SELECT t.id, (SELECT max(x) FROM unnest(ARRAY[1, 2]) AS x) AS s FROM t",
			want: "SELECT t.id, (SELECT max(x) FROM (SELECT 1) AS _dual LATERAL VIEW explode(array(1, 2)) x AS x) AS s FROM t"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := translateDec(t, tc.in, "postgres", tc.to)
			if err != nil {
				t.Fatal(err)
			}
			if tr.SQL != tc.want {
				t.Errorf("got\n%s\nwant\n%s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "outer_subquery", tc.fires)
			checkIdempotent(t, tr, tc.to, decOptions)
		})
	}
}

// TestOuterSubqueryKept: the shapes the pass leaves are refused as before
// (T177, at the first unnest's t.arr), for each target.
func TestOuterSubqueryKept(t *testing.T) {
	cases := []struct{ name, in string }{
		// evaluated per group
		{"grouped", "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t GROUP BY t.id, t.arr"},
		// an aggregate of the catalog (not of aggregateNames): evaluated
		// per group too (hasAggregate)
		{"grouped catalog aggregate", "SELECT var_pop(t.lim) AS p, (SELECT count(*) FROM unnest(t.arr) AS x) AS n FROM t"},
		// ORDER BY of groups or of DISTINCT rows, and one reading the
		// query around it (a.id)
		{"order by grouped", "SELECT t.id FROM t GROUP BY t.id, t.arr ORDER BY (SELECT max(x) FROM unnest(t.arr) AS x)"},
		{"order by distinct", "SELECT DISTINCT t.id, t.arr FROM t ORDER BY (SELECT max(x) FROM unnest(t.arr) AS x)"},
		{"order by correlated", "SELECT a.id, (SELECT t.id FROM t ORDER BY (SELECT max(x) FROM unnest(t.arr) AS x) + a.id LIMIT 1) AS k FROM a"},
		// LIMIT 0 would give NULL
		{"limit", "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x LIMIT 1) AS s FROM t"},
		// a branch the source may not evaluate
		{"case", "SELECT t.id, CASE WHEN t.id > 1 THEN (SELECT sum(x) FROM unnest(t.arr) AS x) END AS s FROM t"},
		// not an aggregate: a row per element
		{"no aggregate", "SELECT t.id, (SELECT x FROM unnest(t.arr) AS x WHERE x > 1) AS s FROM t"},
		// read under the first UNNEST's names, y > lim (t.lim) would
		// read the element lim
		{"captured", "SELECT t.id, (SELECT sum(lim) FROM unnest(t.arr) AS u(lim)) AS s, (SELECT count(*) FROM unnest(t.arr) AS y WHERE y > lim) AS n FROM t"},
		// two arrays: two laterals, which the decorrelation does not take
		{"two arrays", "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s, (SELECT sum(x) FROM unnest(ARRAY[t.lim]) AS x) AS n FROM t"},
		// IN of an expression, read per element
		{"in expression", "SELECT t.id, t.lim + 1 IN (SELECT x FROM unnest(t.arr) AS x) AS i FROM t"},
		// an aggregate of the outer query
		{"outer aggregate", "SELECT t.id, (SELECT max(t.lim) FROM unnest(t.arr) AS x) AS s FROM t"},
		// EXISTS over an aggregate: one row, true over no element too
		{"exists aggregate", "SELECT t.id FROM t WHERE EXISTS (SELECT max(x) FROM unnest(t.arr) AS x)"},
		// in a query reading the query around it (the Hive form takes no
		// window there)
		{"correlated", "SELECT a.id FROM a WHERE EXISTS (SELECT 1 FROM t WHERE t.id = a.id AND (SELECT sum(x) FROM unnest(t.arr) AS x) > 1)"},
		// a window, not an aggregate: a row per element
		{"window", "SELECT t.id, (SELECT max(x) OVER () FROM unnest(t.arr) AS x) AS s FROM t"},
		{"in window", "SELECT t.id, t.lim IN (SELECT max(x) OVER () FROM unnest(t.arr) AS x) AS s FROM t"},
		// a join: not one table
		{"join", "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t JOIN a ON a.id = t.id"},
		// under coalesce, which may leave it unread: a sum may overflow
		{"coalesce", "SELECT t.id, coalesce(t.lim, (SELECT sum(x) FROM unnest(t.arr) AS x)) AS s FROM t"},
		// Under a branch, what may fail: avg, a cast, a division in the
		// WHERE or in a comparison, IN of an expression or across types,
		// arithmetic beside the aggregate, an aggregate of an expression.
		{"case avg", "SELECT t.id, CASE WHEN t.id > 1 THEN (SELECT avg(x) FROM unnest(t.arr) AS x) END AS s FROM t"},
		{"case cast", "SELECT t.id, coalesce(t.lim, (SELECT max(CAST(x AS SMALLINT)) FROM unnest(t.arr) AS x)) AS s FROM t"},
		{"case division", "SELECT t.id, CASE WHEN t.id > 1 THEN EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE 10 / x > 1) END AS e FROM t"},
		{"case bool_or division", "SELECT t.id, CASE WHEN t.id > 1 THEN (SELECT bool_or(x / t.lim > 1) FROM unnest(t.arr) AS x) END AS b FROM t"},
		{"case in expression", "SELECT t.id, CASE WHEN t.id > 1 THEN t.lim + 1 IN (SELECT x FROM unnest(t.arr) AS x) END AS i FROM t"},
		{"case in element expression", "SELECT t.id, CASE WHEN t.id > 1 THEN t.lim IN (SELECT x * 2 FROM unnest(t.arr) AS x) END AS i FROM t"},
		{"case in types", "SELECT t.id, CASE WHEN t.id > 1 THEN 1.5 IN (SELECT x FROM unnest(t.arr) AS x) END AS i FROM t"},
		{"case count plus", "SELECT t.id, CASE WHEN t.id > 1 THEN (SELECT count(*) + 1 FROM unnest(t.arr) AS x) END AS n FROM t"},
		{"case max expression", "SELECT t.id, nullif(t.lim, (SELECT max(x + 1) FROM unnest(t.arr) AS x)) AS n FROM t"},
		{"case filter", "SELECT t.id, CASE WHEN t.id > 1 THEN (SELECT count(*) FILTER (WHERE x % t.lim = 0) FROM unnest(t.arr) AS x) END AS n FROM t"},
	}
	for _, to := range []string{"hive", "spark", "doris", "snowflake"} {
		for _, tc := range cases {
			t.Run(to+"/"+tc.name, func(t *testing.T) {
				tr, err := translateDec(t, tc.in, "postgres", to)
				var le *lateral.Error
				if !errors.As(err, &le) {
					t.Fatalf("want T177, got %v (%v)", err, tr)
				}
				d := le.Diagnostics.Errors()[0]
				col := strings.Index(tc.in, "unnest(t.arr)") + len("unnest(") + 1
				if d.Code != "T177" || d.Span.Start.Col != col {
					t.Errorf("got %s at 1:%d (%s), want T177 at 1:%d", d.Code, d.Span.Start.Col, d.Message, col)
				}
			})
		}
	}
}
