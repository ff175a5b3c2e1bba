package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A LATERAL subquery without FROM yields one row per left row; for the
// targets without LATERAL subqueries each read of its columns becomes the
// select item's expression. Other shapes, and names the moved expression
// could read from elsewhere, stay refused (T050).
func TestLateralInline(t *testing.T) {
	const schema = "CREATE TABLE n (id INTEGER, v INTEGER); CREATE TABLE m (id INTEGER, v INTEGER)"
	for _, tc := range []struct {
		name, in, want, code string
		drill                string // drill's refusal, when it is another
		fires                bool
	}{
		{name: "comma", fires: true,
			in:   "SELECT n.id, s.y FROM n, LATERAL (SELECT n.id * 10 AS y) AS s",
			want: "SELECT n.id, n.id * 10 AS y FROM n"},
		{name: "left join on true, WHERE and ORDER BY", fires: true,
			in:   "SELECT n.id, s.y FROM n LEFT JOIN LATERAL (SELECT n.id * 10 AS y, n.v AS z) AS s ON TRUE WHERE s.z > 0 ORDER BY s.y DESC",
			want: "SELECT n.id, n.id * 10 AS y FROM n WHERE n.v > 0 ORDER BY 2 DESC"},
		{name: "inner join on true, alias column list", fires: true,
			in:   "SELECT n.id, s.a * 2 AS w FROM n INNER JOIN LATERAL (SELECT n.id + 1) AS s(a) ON TRUE",
			want: "SELECT n.id, (n.id + 1) * 2 AS w FROM n"},
		{name: "a later lateral reads an earlier one", fires: true,
			in:   "SELECT n.id, t.z FROM n, LATERAL (SELECT n.id * 10 AS y) AS s, LATERAL (SELECT s.y + 1 AS z) AS t",
			want: "SELECT n.id, n.id * 10 + 1 AS z FROM n"},
		{name: "read inside a subquery, qualified", fires: true,
			in:   "SELECT n.id, (SELECT max(m.v) FROM m WHERE m.v > s.y) AS w FROM n, LATERAL (SELECT n.id * 10 AS y) AS s",
			want: "SELECT n.id, (SELECT max(m.v) FROM m WHERE m.v > n.id * 10) AS w FROM n"},
		{name: "no lateral: nothing to do",
			in:   "SELECT n.id, n.id * 10 AS y FROM n",
			want: "SELECT n.id, n.id * 10 AS y FROM n"},
		{name: "a bare name inside a subquery could be its table's", code: "T050",
			in: "SELECT n.id, (SELECT max(m.v) FROM m WHERE m.v > s.y) AS w FROM n, LATERAL (SELECT id * 10 AS y) AS s"},
		{name: "a bare name could be a later table's", code: "T050",
			in: "SELECT n.id, s.y FROM n, LATERAL (SELECT id * 10 AS y) AS s, m"},
		{name: "a bare name could be an output name", code: "T050",
			in: "SELECT n.v AS id, s.y FROM n, LATERAL (SELECT id * 10 AS y) AS s"},
		{name: "a bare read could be the left side's", code: "T050",
			in: "SELECT n.id, y FROM n, LATERAL (SELECT n.id * 10 AS y) AS s"},
		{name: "star", code: "T050",
			in: "SELECT n.id, s.* FROM n, LATERAL (SELECT n.id * 10 AS y) AS s"},
		{name: "LIMIT 0 can remove the row", code: "T050",
			in: "SELECT n.id, s.y FROM n, LATERAL (SELECT n.id * 10 AS y LIMIT 0) AS s"},
		{name: "WHERE can remove the row", code: "T050",
			in: "SELECT n.id, s.y FROM n, LATERAL (SELECT n.id * 10 AS y WHERE n.v > 0) AS s"},
		{name: "a join condition", code: "T050", drill: "T082",
			in: "SELECT n.id, s.y FROM n JOIN LATERAL (SELECT n.id * 10 AS y) AS s ON s.y > 10"},
		{name: "a generator", code: "T050",
			in: "SELECT n.id, s.y FROM n, LATERAL (SELECT explode(array(1, 2)) AS y) AS s"},
	} {
		for _, to := range []string{"hive", "doris", "drill", "bigquery", "snowflake"} {
			t.Run(tc.name+"/"+to, func(t *testing.T) {
				opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
				if tc.code != "" {
					tr, err := lateral.Translate(tc.in, "spark", to, opts)
					code := tc.code
					if to == "drill" && tc.drill != "" {
						code = tc.drill
					}
					wantRefusal(t, tr, err, code)
					return
				}
				tr := mustTranslate(t, tc.in, "spark", to, opts)
				if to == "hive" && tr.SQL != tc.want {
					t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
				}
				checkFired(t, tr, "lateral_inline", tc.fires)
				checkIdempotent(t, tr, to, opts)
			})
		}
	}
	// An aggregate without FROM is one row too, but is not this pass's:
	// refused, or for BigQuery a scalar subquery (lateral_scalar).
	agg := "SELECT n.id, s.y FROM n, LATERAL (SELECT count(*) AS y) AS s"
	for _, to := range []string{"hive", "doris", "drill", "snowflake"} {
		tr, err := lateral.Translate(agg, "spark", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T050")
	}
	tr := mustTranslate(t, agg, "spark", "bigquery", lateral.TranslateOptions{})
	checkFired(t, tr, "lateral_inline", false)
	checkFired(t, tr, "lateral_scalar", true)
	// Targets with LATERAL subqueries keep them.
	tr = mustTranslate(t, "SELECT n.id, s.y FROM n, LATERAL (SELECT n.id * 10 AS y) AS s", "spark", "postgres", lateral.TranslateOptions{})
	checkFired(t, tr, "lateral_inline", false)
}
