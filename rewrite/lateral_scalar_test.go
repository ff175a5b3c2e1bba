package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A LATERAL aggregate subquery yields one row per left row; for BigQuery
// each column it gives the outer query becomes a correlated scalar
// subquery. Other shapes stay refused (T050).
func TestLateralScalar(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, total INTEGER, arr INTEGER[])"
	for _, tc := range []struct {
		name, from, in, want, code string
		fires                      bool
	}{
		{name: "aggregates", from: "postgres", fires: true,
			in:   "SELECT t.id, s.total, s.n FROM t CROSS JOIN LATERAL (SELECT sum(u.x) AS total, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x) AS total, (SELECT count(*) FROM UNNEST(t.arr) AS x) AS n FROM t"},
		{name: "left join on true, filter inside and outside, order by", from: "trino", fires: true,
			in:   "SELECT t.id, s.total FROM t LEFT JOIN LATERAL (SELECT sum(x) AS total FROM UNNEST(t.arr) AS u(x) WHERE x > 1) AS s ON TRUE WHERE s.total > 3 ORDER BY s.total",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x WHERE x > 1) AS total FROM t WHERE (SELECT sum(x) FROM UNNEST(t.arr) AS x WHERE x > 1) > 3 ORDER BY 2 NULLS LAST"},
		// The output name total is also a column of t: ORDER BY total
		// could sort by t.total, the position cannot.
		{name: "order by a name the left side also has", from: "postgres", fires: true,
			in:   "SELECT t.total, s.total FROM t, LATERAL (SELECT sum(u.x) AS total FROM unnest(t.arr) AS u(x)) AS s ORDER BY s.total DESC",
			want: "SELECT t.total, (SELECT sum(x) FROM UNNEST(t.arr) AS x) AS total FROM t ORDER BY 2 DESC NULLS FIRST"},
		{name: "no lateral: nothing to do", from: "postgres",
			in:   "SELECT t.id, (SELECT sum(u.x) FROM unnest(t.arr) AS u(x)) AS total FROM t",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x) AS total FROM t"},
		{name: "rows, not one row", from: "postgres", code: "T050",
			in: "SELECT t.id, s.x FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "a bare name could be the left side's", from: "postgres", code: "T050",
			in: "SELECT t.id, total FROM t, LATERAL (SELECT sum(u.x) AS total FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "LIMIT 0 can remove the row", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) LIMIT 0) AS s"},
		{name: "HAVING can remove the row", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) HAVING count(*) > 1) AS s"},
		{name: "read by GROUP BY", from: "postgres", code: "T050",
			in: "SELECT s.n, count(*) AS c FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s GROUP BY s.n"},
		{name: "a join condition", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s ON s.n > t.id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, "bigquery", opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, "bigquery", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lateral_scalar", tc.fires)
		})
	}
}

// A bare ORDER BY name that reads a column of the LATERAL aggregate
// subquery (not the output name of one select item) would be left reading
// a column that is gone once the subquery becomes scalar subqueries: it is
// refused, at the name. A bare ORDER BY name that names the select item
// reading the column is the output column, and stays.
func TestLateralScalarOrderByBareName(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, total INTEGER, arr INTEGER[])"
	const lat = " FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	tr := mustTranslate(t, "SELECT t.id, s.n"+lat+" ORDER BY n", "postgres", "bigquery", opts)
	if want := "SELECT t.id, (SELECT count(*) FROM UNNEST(t.arr) AS x) AS n FROM t ORDER BY n NULLS LAST"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lateral_scalar", true)
	for _, tc := range []struct {
		in  string
		col int
	}{
		{"SELECT t.id" + lat + " ORDER BY n", 93},
		{"SELECT t.id" + lat + " ORDER BY n + 1", 93},
		{"SELECT t.id" + lat + " ORDER BY (SELECT max(w.k) FROM (SELECT 1 AS k) AS w WHERE w.k < n)", 148},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", "bigquery", opts)
		wantRefusal(t, tr, err, "T050")
		wantInlineRefusal(t, err, "is read in ORDER BY by its bare name", tc.col)
	}
}
