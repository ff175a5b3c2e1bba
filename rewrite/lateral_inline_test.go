package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
)

// A LATERAL subquery without FROM yields one row per left row; for the
// targets without LATERAL subqueries each read of its columns becomes the
// select item's expression. Other shapes, and names the moved expression
// could read from elsewhere, stay refused (T050); BigQuery takes some of
// those shapes as UNNEST(ARRAY(SELECT AS STRUCT ...)) (lateral_struct.go).
func TestLateralInline(t *testing.T) {
	const schema = "CREATE TABLE n (id INTEGER, v INTEGER); CREATE TABLE m (id INTEGER, v INTEGER)"
	for _, tc := range []struct {
		name, in, want, code string
		drill                string // drill's refusal, when it is another
		bigquery             string // BigQuery's translation where the others refuse (lateral_struct.go)
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
		{name: "no lateral, a bare name in a subquery: nothing to do",
			in:   "SELECT n.id, (SELECT max(m.id) FROM m WHERE m.v = v) AS y FROM n",
			want: "SELECT n.id, (SELECT max(m.id) FROM m WHERE m.v = v) AS y FROM n"},
		{name: "a bare name inside a subquery could be its table's", code: "T050",
			in: "SELECT n.id, (SELECT max(m.v) FROM m WHERE m.v > s.y) AS w FROM n, LATERAL (SELECT id * 10 AS y) AS s"},
		{name: "a bare name could be a later table's", code: "T050",
			in: "SELECT n.id, s.y FROM n, LATERAL (SELECT id * 10 AS y) AS s, m"},
		{name: "a bare name could be an output name", code: "T050",
			in: "SELECT n.v AS id, s.y FROM n, LATERAL (SELECT id * 10 AS y) AS s"},
		{name: "a bare read that only the lateral's column can be", fires: true,
			in:   "SELECT n.id, y FROM n, LATERAL (SELECT n.id * 10 AS y) AS s",
			want: "SELECT n.id, n.id * 10 AS y FROM n"},
		{name: "a bare read that could be the left side's", code: "T050",
			in: "SELECT n.id, v FROM n, LATERAL (SELECT n.id * 10 AS v) AS s"},
		{name: "star", code: "T050",
			bigquery: "SELECT n.id, s.y AS y FROM n CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT n.id * 10 AS y)) AS s",
			in:       "SELECT n.id, s.* FROM n, LATERAL (SELECT n.id * 10 AS y) AS s"},
		{name: "LIMIT 0 can remove the row", code: "T050",
			bigquery: "SELECT n.id, s.y FROM n CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT n.id * 10 AS y LIMIT 0)) AS s",
			in:       "SELECT n.id, s.y FROM n, LATERAL (SELECT n.id * 10 AS y LIMIT 0) AS s"},
		{name: "WHERE can remove the row", code: "T050",
			bigquery: "SELECT n.id, s.y FROM n CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT n.id * 10 AS y WHERE n.v > 0)) AS s",
			in:       "SELECT n.id, s.y FROM n, LATERAL (SELECT n.id * 10 AS y WHERE n.v > 0) AS s"},
		{name: "a join condition", code: "T050", drill: "T082",
			bigquery: "SELECT n.id, s.y FROM n JOIN UNNEST(ARRAY(SELECT AS STRUCT n.id * 10 AS y)) AS s ON s.y > 10",
			in:       "SELECT n.id, s.y FROM n JOIN LATERAL (SELECT n.id * 10 AS y) AS s ON s.y > 10"},
		{name: "a generator", code: "T050",
			bigquery: "SELECT n.id, s.y FROM n CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT y AS y FROM UNNEST([1, 2]) AS y)) AS s",
			in:       "SELECT n.id, s.y FROM n, LATERAL (SELECT explode(array(1, 2)) AS y) AS s"},
	} {
		for _, to := range []string{"hive", "doris", "drill", "bigquery", "snowflake"} {
			t.Run(tc.name+"/"+to, func(t *testing.T) {
				opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
				if to == "bigquery" && tc.bigquery != "" {
					tr := mustTranslate(t, tc.in, "spark", to, opts)
					if tr.SQL != tc.bigquery {
						t.Errorf("got  %s\nwant %s", tr.SQL, tc.bigquery)
					}
					checkIdempotent(t, tr, to, opts)
					return
				}
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
	// refused, or for BigQuery a scalar subquery (lateral_scalar). (One
	// that reads nothing of n is a subquery in FROM: uncorrelated_lateral.)
	agg := "SELECT n.id, s.y FROM n, LATERAL (SELECT count(*) + n.id AS y) AS s"
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

// The outer query may group by the lateral's columns (each read becomes
// the same expression, which the target matches to the grouping one), and
// the lateral may sit under other LATERAL items, or be the first FROM
// item of a lateral subquery. What moving the expression would change
// stays refused (T050), at the read.
func TestLateralInlineGroupedAndNested(t *testing.T) {
	const schema = "CREATE TABLE n (id INTEGER, v INTEGER, arr INTEGER[]); CREATE TABLE m (id INTEGER, v INTEGER)"
	for _, tc := range []struct {
		name, from, in string
		want           map[string]string // by target; the others must translate
		refuse         string            // the refusal's message holds it
		col            int               // and its column
	}{
		{name: "group by, having and order by", from: "spark",
			in: "SELECT s.b, count(*) AS c FROM n, LATERAL (SELECT n.v + 1 AS b) AS s GROUP BY s.b HAVING s.b >= 0 ORDER BY s.b",
			want: map[string]string{
				"hive":     "SELECT n.v + 1 AS b, count(*) AS c FROM n GROUP BY n.v + 1 HAVING n.v + 1 >= 0 ORDER BY 1",
				"bigquery": "SELECT n.v + 1 AS b, count(*) AS c FROM n GROUP BY n.v + 1 HAVING n.v + 1 >= 0 ORDER BY 1",
			}},
		{name: "rollup", from: "spark",
			in: "SELECT s.b, sum(n.v) AS t FROM n, LATERAL (SELECT n.id * 2 AS b) AS s GROUP BY ROLLUP(s.b)",
			want: map[string]string{
				"hive":  "SELECT n.id * 2 AS b, sum(n.v) AS t FROM n GROUP BY n.id * 2 WITH ROLLUP",
				"doris": "SELECT n.id * 2 AS b, sum(n.v) AS t FROM n GROUP BY ROLLUP (n.id * 2)",
			}},
		{name: "read in WHERE inside a subquery of a grouped query", from: "postgres",
			in: "SELECT s.b, count(*) AS c FROM n, LATERAL (SELECT n.v + 1 AS b) AS s WHERE EXISTS (SELECT 1 FROM m WHERE m.v = s.b) GROUP BY s.b",
			want: map[string]string{
				"hive": "SELECT n.v + 1 AS b, count(*) AS c FROM n WHERE EXISTS (SELECT 1 FROM m WHERE m.v = n.v + 1) GROUP BY n.v + 1",
			}},
		{name: "under a LATERAL VIEW", from: "spark",
			in: "SELECT n.id, s.y, u.x FROM n, LATERAL (SELECT n.id * 10 AS y) AS s LATERAL VIEW explode(array(s.y, n.v)) u AS x",
			want: map[string]string{
				"hive":     "SELECT n.id, n.id * 10 AS y, u.x FROM n LATERAL VIEW explode(array(n.id * 10, n.v)) u AS x",
				"bigquery": "SELECT n.id, n.id * 10 AS y, x FROM n CROSS JOIN UNNEST([n.id * 10, n.v]) AS x",
				"drill":    "", // Drill has no array constructor (T090)
			}},
		{name: "under an aggregate lateral", from: "postgres",
			in: "SELECT n.id, s2.w FROM n, LATERAL (SELECT n.v + 1 AS b) AS s1, LATERAL (SELECT count(*) AS w FROM unnest(n.arr) AS u(x) WHERE u.x > s1.b) AS s2",
			want: map[string]string{
				"bigquery": "SELECT n.id, (SELECT count(*) FROM UNNEST(n.arr) AS x WHERE x > n.v + 1) AS w FROM n",
				"drill":    "SELECT n.id, s2.w FROM n LEFT JOIN LATERAL (SELECT count(*) AS w FROM UNNEST(n.arr) AS u(x) WHERE u.x > n.v + 1) AS s2 ON TRUE",
				"hive": "SELECT n.id, n.`_a3` AS w FROM (SELECT `_d4`.id, `_d4`.v, `_d4`.arr, `_d4`.`_a3` FROM (SELECT n.id, n.v, n.arr, " +
					"count(CASE WHEN u.`_pos2` IS NOT NULL AND u.x > n.v + 1 THEN 1 END) OVER (PARTITION BY n.`_rid1`) AS `_a3`, u.`_pos2` AS `_p5` " +
					"FROM (SELECT n.*, row_number() OVER (ORDER BY n.id) AS `_rid1` FROM n) AS n LATERAL VIEW OUTER posexplode(n.arr) u AS `_pos2`, x) AS `_d4` " +
					"WHERE `_d4`.`_p5` IS NULL OR `_d4`.`_p5` = 0) AS n",
			}},
		{name: "first FROM item of a lateral subquery", from: "postgres",
			in: "SELECT n.id, s.t FROM n, LATERAL (SELECT k.y + 1 AS t FROM LATERAL (SELECT n.id * 10 AS y) AS k) AS s",
			want: map[string]string{
				"hive":  "SELECT n.id, n.id * 10 + 1 AS t FROM n",
				"drill": "SELECT n.id, n.id * 10 + 1 AS t FROM n",
			}},
		{name: "inside an aggregate lateral", from: "postgres",
			in: "SELECT n.id, s.t FROM n, LATERAL (SELECT sum(k.y) AS t FROM unnest(n.arr) AS u(x), LATERAL (SELECT u.x * 2 AS y) AS k) AS s",
			want: map[string]string{
				"bigquery": "SELECT n.id, (SELECT sum(x * 2) FROM UNNEST(n.arr) AS x) AS t FROM n",
			}},
		{name: "volatile, read once", from: "spark",
			in:   "SELECT n.id, s.r FROM n, LATERAL (SELECT rand() AS r) AS s",
			want: map[string]string{"hive": "SELECT n.id, rand() AS r FROM n", "drill": "", "snowflake": ""}}, // no rand there (T301)
		{name: "volatile, read twice", from: "spark", refuse: "is read more than once", col: 66,
			in: "SELECT n.id, s.r FROM n, LATERAL (SELECT rand() AS r) AS s WHERE s.r > 0.5"},
		{name: "volatile, read inside a subquery", from: "postgres", refuse: "for each of its rows", col: 99,
			in: "SELECT n.id FROM n, LATERAL (SELECT random() AS r) AS s WHERE EXISTS (SELECT 1 FROM m WHERE m.v > s.r)"},
		{name: "volatile, grouped and selected", from: "postgres", refuse: "is read more than once", col: 81,
			in: "SELECT s.b, count(*) FROM n, LATERAL (SELECT random() > 0.5 AS b) AS s GROUP BY s.b"},
		// (beside a read of n: a lateral reading nothing of n is a subquery
		// in FROM, uncorrelated_lateral.go)
		{name: "a constant grouping key", from: "postgres", refuse: "is a constant", col: 78,
			in: "SELECT s.b, count(*) FROM n, LATERAL (SELECT 1 AS b, n.v AS w) AS s GROUP BY s.b"},
		{name: "a subquery grouping key", from: "postgres", refuse: "holds a query", col: 109,
			in: "SELECT s.b, count(*) FROM n, LATERAL (SELECT (SELECT max(m.v) FROM m WHERE m.id = n.id) AS b) AS s GROUP BY s.b"},
		{name: "a nested read of a grouping key", from: "postgres", refuse: "of a query grouped by it", col: 49,
			in: "SELECT s.b, (SELECT count(*) FROM m WHERE m.v = s.b) AS c FROM n, LATERAL (SELECT n.v + 1 AS b) AS s GROUP BY s.b"},
		{name: "a bare name under a LATERAL VIEW", from: "spark", refuse: "could be read from another table", col: 93,
			in: "SELECT n.id, s.y, u.x FROM n, LATERAL (SELECT id * 10 AS y) AS s LATERAL VIEW explode(array(s.y, n.v)) u AS x"},
		{name: "a name the lateral subquery above could capture", from: "postgres", refuse: "inside the LATERAL subquery s2", col: 110,
			in: "SELECT m.id, s2.w FROM m, LATERAL (SELECT m.v AS b) AS s1, LATERAL (SELECT count(*) AS w FROM m WHERE m.id > s1.b) AS s2"},
		{name: "a bare read in GROUP BY", from: "postgres",
			in:   "SELECT s.b, count(*) FROM n, LATERAL (SELECT n.v + 1 AS b) AS s GROUP BY b",
			want: map[string]string{"hive": "SELECT n.v + 1 AS b, count(*) AS count FROM n GROUP BY n.v + 1"}},
	} {
		for _, to := range []string{"hive", "doris", "drill", "bigquery", "snowflake"} {
			t.Run(tc.name+"/"+to, func(t *testing.T) {
				opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
				tr, err := lateral.Translate(tc.in, tc.from, to, opts)
				if tc.want == nil {
					wantRefusal(t, tr, err, "T050")
					if tc.refuse != "" {
						wantInlineRefusal(t, err, tc.refuse, tc.col)
					}
					return
				}
				want, listed := tc.want[to]
				if listed && want == "" {
					if err == nil {
						t.Fatalf("want a refusal, got %s", tr.SQL)
					}
					return
				}
				tr = mustTranslate(t, tc.in, tc.from, to, opts)
				if listed && tr.SQL != want {
					t.Errorf("got  %s\nwant %s", tr.SQL, want)
				}
				checkFired(t, tr, "lateral_inline", true)
				checkIdempotent(t, tr, to, opts)
			})
		}
	}
}

// wantInlineRefusal fails the test unless err holds a T050 refusal whose
// message holds what, at column col of line 1, and returns it.
func wantInlineRefusal(t *testing.T, err error, what string, col int) *diag.Diagnostic {
	t.Helper()
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want a refusal, got %v", err)
	}
	for _, d := range le.Diagnostics {
		if d.Code == "T050" && strings.Contains(d.Message, what) {
			if d.Span.Start.Line != 1 || d.Span.Start.Col != col {
				t.Errorf("refusal at %v, want 1:%d", d.Span.Start, col)
			}
			return d
		}
	}
	t.Fatalf("want a T050 refusal saying %q, got:\n%s", what, le.Format("<in>"))
	return nil
}

// A bare name of the outer query that can only be a column of the
// FROM-less lateral (the other FROM items' columns are known, and none
// has it) reads it as s.col does; ORDER BY may read the lateral's columns
// outside the select list. What a bare name could also mean (another
// table's column, an output name, a star's column) stays refused, at the
// name.
func TestLateralInlineBareAndOrderBy(t *testing.T) {
	const schema = "CREATE TABLE n (id INTEGER, v INTEGER); CREATE TABLE m (id INTEGER, v INTEGER)"
	for _, tc := range []struct {
		name, from, in string
		want           string // the hive translation; the other targets must translate
		refuse         string // the refusal's message holds it
		col            int    // and its column
		noSchema       bool
		only           []string // the targets checked, when not all
	}{
		{name: "select list, GROUP BY and ORDER BY", from: "spark",
			in:   "SELECT b, count(*) AS c FROM n, LATERAL (SELECT n.v % 2 AS b) AS s GROUP BY b ORDER BY b",
			want: "SELECT n.v % 2 AS b, count(*) AS c FROM n GROUP BY n.v % 2 ORDER BY 1"},
		{name: "WHERE and HAVING", from: "spark",
			in:   "SELECT count(*) AS c FROM n, LATERAL (SELECT n.v % 2 AS b) AS s WHERE b IS NOT NULL GROUP BY b HAVING b >= 0",
			want: "SELECT count(*) AS c FROM n WHERE (n.v % 2) IS NOT NULL GROUP BY n.v % 2 HAVING n.v % 2 >= 0"},
		{name: "GROUP BY a name that is also an output name reads the input column", from: "postgres",
			in:   "SELECT s.b > 0 AS b, count(*) AS c FROM n, LATERAL (SELECT n.v % 3 AS b) AS s GROUP BY b",
			want: "SELECT n.v % 3 > 0 AS b, count(*) AS c FROM n GROUP BY n.v % 3"},
		{name: "with another table whose columns are known", from: "spark",
			in:   "SELECT b, m.v FROM n, LATERAL (SELECT n.v + 1 AS b) AS s, m WHERE m.id = n.id",
			want: "SELECT n.v + 1 AS b, m.v FROM n, m WHERE m.id = n.id"},
		{name: "ORDER BY a column that is not selected", from: "spark",
			in:   "SELECT n.id FROM n, LATERAL (SELECT n.v % 3 AS b) AS s ORDER BY s.b DESC, n.id",
			want: "SELECT n.id FROM n ORDER BY n.v % 3 DESC, n.id"},
		{name: "ORDER BY a bare name that is not an output name", from: "spark",
			in:   "SELECT n.id, s.b + 1 AS c FROM n, LATERAL (SELECT n.v % 3 AS b) AS s ORDER BY b DESC",
			want: "SELECT n.id, n.v % 3 + 1 AS c FROM n ORDER BY n.v % 3 DESC"},
		{name: "ORDER BY an expression of a selected column", from: "spark",
			in:   "SELECT s.b FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY b + 1, s.b * 2",
			want: "SELECT n.v AS b FROM n ORDER BY n.v + 1, n.v * 2"},
		{name: "ORDER BY a name that is another select item's output", from: "spark",
			in:   "SELECT n.id AS b FROM n, LATERAL (SELECT n.v AS b) AS s WHERE s.b > 0 ORDER BY b",
			want: "SELECT n.id AS b FROM n WHERE n.v > 0 ORDER BY b"},
		{name: "ORDER BY a read inside a subquery", from: "spark",
			in:   "SELECT n.id FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY (SELECT max(m.id) FROM m WHERE m.v = s.b)",
			want: "SELECT n.id FROM n ORDER BY (SELECT max(m.id) FROM m WHERE m.v = n.v)"},

		{name: "a bare name the left table has too", from: "spark", refuse: "could also be a column of n", col: 8,
			in: "SELECT v FROM n, LATERAL (SELECT n.id * 10 AS v) AS s"},
		{name: "a bare name, columns not known", from: "spark", refuse: "whose columns are not known", col: 8, noSchema: true,
			in: "SELECT b FROM n, LATERAL (SELECT n.v + 1 AS b) AS s"},
		// Spark reads b there as the output column n.id; drill and snowflake
		// get that spelled out before this pass (n.id + 1).
		{name: "ORDER BY expression, a name also another item's output", from: "spark", refuse: "also the output name of a select item", col: 66,
			only: []string{"hive", "doris", "bigquery"},
			in:   "SELECT n.id AS b FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY b + 1"},
		{name: "ORDER BY a name of several items", from: "spark", refuse: "several select items", col: 71,
			in: "SELECT n.id AS b, s.b FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY b"},
		{name: "ORDER BY beside a star", from: "spark", refuse: "a star in the select list", col: 65,
			in: "SELECT n.*, s.b FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY b"},
		{name: "ORDER BY in a DISTINCT query", from: "spark", refuse: "the query is DISTINCT", col: 70,
			in: "SELECT DISTINCT n.id FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY s.b"},
		{name: "ORDER BY a constant", from: "spark", refuse: "is a constant", col: 69,
			in: "SELECT n.id FROM n, LATERAL (SELECT 2 AS b, n.v AS w) AS s ORDER BY s.b"},
		// (Snowflake reads v in the lateral's select list as the item before
		// it, T095.)
		{name: "ORDER BY a bare name an output name could take", from: "postgres", refuse: "could be read as the select item of that name", col: 73,
			only: []string{"hive", "doris", "drill", "bigquery"},
			in:   "SELECT s.v FROM n, LATERAL (SELECT n.id AS v, v % 2 AS b) AS s ORDER BY s.b"},
		{name: "ORDER BY inside a subquery of a grouped query", from: "spark", refuse: "of a query grouped by it", col: 120,
			in: "SELECT b, count(*) AS c FROM n, LATERAL (SELECT n.v AS b) AS s GROUP BY b ORDER BY (SELECT count(*) FROM m WHERE m.v = s.b)"},
		{name: "HAVING, a name also another item's output", from: "spark", refuse: "read in HAVING instead", col: 95,
			in: "SELECT s.b + 1 AS b, count(*) AS c FROM n, LATERAL (SELECT n.v AS b) AS s GROUP BY s.b HAVING b > 2"},
		{name: "a bare name in QUALIFY", from: "duckdb",
			in: "SELECT n.id FROM n, LATERAL (SELECT n.v AS b) AS s QUALIFY row_number() OVER (PARTITION BY b ORDER BY n.id) = 1"},
		// m's columns are id and v: b inside the subquery is s's.
		{name: "a bare name inside a subquery", from: "spark",
			in:   "SELECT n.id FROM n, LATERAL (SELECT n.v AS b) AS s WHERE EXISTS (SELECT 1 FROM m WHERE m.v = b)",
			want: "SELECT n.id FROM n WHERE EXISTS (SELECT 1 FROM m WHERE m.v = n.v)"},
	} {
		targets := []string{"hive", "doris", "drill", "bigquery", "snowflake"}
		if tc.only != nil {
			targets = tc.only
		}
		for _, to := range targets {
			t.Run(tc.name+"/"+to, func(t *testing.T) {
				opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
				if tc.noSchema {
					opts = lateral.TranslateOptions{}
				}
				tr, err := lateral.Translate(tc.in, tc.from, to, opts)
				if tc.want == "" {
					wantRefusal(t, tr, err, "T050")
					if tc.refuse != "" {
						wantInlineRefusal(t, err, tc.refuse, tc.col)
					}
					return
				}
				tr = mustTranslate(t, tc.in, tc.from, to, opts)
				if to == "hive" && tr.SQL != tc.want {
					t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
				}
				checkFired(t, tr, "lateral_inline", true)
				checkIdempotent(t, tr, to, opts)
			})
		}
	}
}

// A bare name inside a nested query of the outer query (a subquery in the
// select list, WHERE, HAVING or ORDER BY, a query nested in one, the
// subquery of a LATERAL item above) reads the FROM-less lateral's column
// when no relation of that query, nor of a query between, has a column of
// that name: with the schema known it becomes the lateral's expression. A
// name such a relation has stays as it is. What cannot be told (a table
// of unknown columns, an output name of a query on the way, a relation or
// lambda parameter of the lateral's name) stays refused, at the name. A
// HAVING or ORDER BY name that is also an output name reads the FROM
// column in PostgreSQL, and is taken from it for every target.
func TestLateralInlineNestedBare(t *testing.T) {
	const schema = "CREATE TABLE n (id INTEGER, v INTEGER); CREATE TABLE m (id INTEGER, v INTEGER); CREATE TABLE k (id INTEGER, b INTEGER)"
	for _, tc := range []struct {
		name, from, in string
		want           string   // the hive translation (or bigquery's, with only)
		refuse         string   // the refusal's message holds it
		col            int      // and its column
		noSchema       bool     // translate without the schema
		only           []string // the targets checked, when not all
	}{
		{name: "scalar subquery in the select list", from: "postgres",
			in:   "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = b) AS c FROM n, LATERAL (SELECT n.v + 1 AS b) AS s",
			want: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = n.v + 1) AS c FROM n"},
		{name: "EXISTS and IN in WHERE", from: "postgres",
			in:   "SELECT n.id FROM n, LATERAL (SELECT n.v * 2 AS b) AS s WHERE EXISTS (SELECT 1 FROM m WHERE m.v = b) AND n.id IN (SELECT m.id FROM m WHERE m.v < b)",
			want: "SELECT n.id FROM n WHERE EXISTS (SELECT 1 FROM m WHERE m.v = n.v * 2) AND n.id IN (SELECT m.id FROM m WHERE m.v < n.v * 2)"},
		{name: "two levels down, through a derived table", from: "postgres",
			in:   "SELECT n.id, (SELECT count(*) FROM (SELECT m.id FROM m WHERE m.v < b) AS d WHERE EXISTS (SELECT 1 FROM m AS m2 WHERE m2.id = d.id AND m2.v <> b)) AS c FROM n, LATERAL (SELECT n.v AS b) AS s",
			want: "SELECT n.id, (SELECT count(*) FROM (SELECT m.id FROM m WHERE m.v < n.v) AS d WHERE EXISTS (SELECT 1 FROM m AS m2 WHERE m2.id = d.id AND m2.v <> n.v)) AS c FROM n"},
		{name: "a name the nested query's table has is its own", from: "postgres",
			in:   "SELECT n.id, (SELECT count(*) FROM k WHERE k.id = n.id AND b > 0) AS c FROM n, LATERAL (SELECT n.v AS b) AS s",
			want: "SELECT n.id, (SELECT count(*) FROM k WHERE k.id = n.id AND b > 0) AS c FROM n"},
		{name: "a name a derived table of the nested query has is its own", from: "postgres",
			in:   "SELECT n.id, (SELECT max(d.b) FROM (SELECT m.v AS b FROM m) AS d WHERE b < s.b) AS c FROM n, LATERAL (SELECT n.v AS b) AS s",
			want: "SELECT n.id, (SELECT max(d.b) FROM (SELECT m.v AS b FROM m) AS d WHERE b < n.v) AS c FROM n"},
		{name: "a nested query's ORDER BY reads its own columns first", from: "postgres",
			in:   "SELECT n.id, (SELECT m.id FROM m ORDER BY b, m.id LIMIT 1) AS c, (SELECT k.id FROM k ORDER BY b, k.id LIMIT 1) AS d FROM n, LATERAL (SELECT n.v AS b) AS s",
			want: "SELECT n.id, (SELECT m.id FROM m ORDER BY n.v NULLS LAST, m.id NULLS LAST LIMIT 1) AS c, (SELECT k.id FROM k ORDER BY b NULLS LAST, k.id NULLS LAST LIMIT 1) AS d FROM n"},
		{name: "branches of a set operation, a WITH query and a join condition", from: "postgres",
			in: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = b UNION ALL SELECT count(*) FROM k WHERE k.id = b LIMIT 1) AS c, " +
				"(WITH w AS (SELECT b AS z) SELECT count(*) FROM w JOIN m ON m.v = w.z AND b > 0) AS d FROM n, LATERAL (SELECT n.v AS b) AS s",
			want: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = n.v UNION ALL SELECT count(*) FROM k WHERE k.id = b LIMIT 1) AS c, " +
				"(WITH w AS (SELECT n.v AS z) SELECT count(*) FROM w JOIN m ON m.v = w.z AND n.v > 0) AS d FROM n"},
		{name: "ORDER BY a subquery", from: "postgres",
			in:   "SELECT n.id FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY (SELECT count(*) FROM m WHERE m.v < b), n.id",
			want: "SELECT n.id FROM n ORDER BY (SELECT count(*) FROM m WHERE m.v < n.v) NULLS LAST, n.id NULLS LAST"},
		{name: "HAVING, a name also an output name, from PostgreSQL", from: "postgres",
			in:   "SELECT s.b + 1 AS b, count(*) AS c FROM n, LATERAL (SELECT n.v AS b) AS s GROUP BY s.b HAVING b > 2",
			want: "SELECT n.v + 1 AS b, count(*) AS c FROM n GROUP BY n.v HAVING n.v > 2"},
		{name: "ORDER BY expression, a name also an output name, from PostgreSQL", from: "postgres",
			in:   "SELECT n.id AS b FROM n, LATERAL (SELECT n.v AS b) AS s ORDER BY b + 1, n.id",
			want: "SELECT n.id AS b FROM n ORDER BY n.v + 1 NULLS LAST, n.id NULLS LAST"},
		{name: "an argument of a LATERAL VIEW above", from: "spark", only: []string{"hive", "doris", "bigquery", "snowflake"},
			in:   "SELECT n.id, e.z FROM n, LATERAL (SELECT n.v AS b) AS s LATERAL VIEW explode(array(b, n.id)) e AS z",
			want: "SELECT n.id, e.z FROM n LATERAL VIEW explode(array(n.v, n.id)) e AS z"},
		{name: "a join condition of another FROM item reads its own column", from: "postgres",
			in:   "SELECT n.id, s.b FROM n, LATERAL (SELECT n.v AS b) AS s, m JOIN k ON k.id = m.id AND b > 0",
			want: "SELECT n.id, n.v AS b FROM n, m JOIN k ON k.id = m.id AND b > 0"},
		{name: "the subquery of an aggregate lateral above", from: "postgres", only: []string{"bigquery"},
			in:   "SELECT n.id, s2.c FROM n, LATERAL (SELECT n.v + 1 AS b) AS s, LATERAL (SELECT count(*) AS c FROM m WHERE m.v < b) AS s2",
			want: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v < n.v + 1) AS c FROM n"},

		{name: "a table of unknown columns", from: "postgres", refuse: "whose columns are not known", col: 50,
			in: "SELECT n.id, (SELECT count(*) FROM z WHERE z.v = b) AS c FROM n, LATERAL (SELECT n.v AS b) AS s"},
		// A derived table does not see k beside it; a lateral one would.
		{name: "a column of another FROM item beside a derived table", from: "postgres", refuse: "could also be a column of k", col: 47,
			in: "SELECT n.id, (SELECT count(*) FROM k, (SELECT b AS z) AS d) AS c FROM n, LATERAL (SELECT n.v AS b) AS s"},
		{name: "a relation of the lateral's name", from: "postgres", refuse: "names a relation s too", col: 55,
			in: "SELECT n.id, (SELECT count(*) FROM m AS s WHERE s.v = b) AS c FROM n, LATERAL (SELECT n.v AS b) AS s"},
		// (Snowflake, which reads a subquery's own output name in its WHERE
		// first, gets m.id = s.b from where_aliases.)
		{name: "an output name of the nested query", from: "postgres", refuse: "an output name of a query around it", col: 51,
			only: []string{"hive", "doris", "drill", "bigquery"},
			in:   "SELECT n.id, (SELECT m.v AS b FROM m WHERE m.id = b LIMIT 1) AS c FROM n, LATERAL (SELECT n.v AS b) AS s"},
		{name: "an output name of the outer query", from: "postgres", refuse: "output name of a select item of the query around", col: 50,
			in: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = b) AS b FROM n, LATERAL (SELECT n.v AS b) AS s"},
		{name: "the outer table's columns not known", from: "postgres", refuse: "whose columns are not known", col: 50, noSchema: true,
			in: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = b) AS c FROM n, LATERAL (SELECT n.v AS b) AS s"},
		{name: "a subquery of HAVING in a query grouped by it", from: "postgres", refuse: "of a query grouped by it", col: 129,
			in: "SELECT b, count(*) AS c FROM n, LATERAL (SELECT n.v AS b) AS s GROUP BY b HAVING count(*) > (SELECT count(*) FROM m WHERE m.v = b)"},
		{name: "an unqualified column of the lateral lands in the subquery", from: "postgres", refuse: "its unqualified column v could be read", col: 50,
			in: "SELECT n.id, (SELECT count(*) FROM m WHERE m.v = b) AS c FROM n, LATERAL (SELECT v AS b) AS s"},
		{name: "a lambda parameter of the lateral's name", from: "spark", refuse: "a parameter of a lambda around it is named s", col: 46, only: []string{"doris", "snowflake"},
			in: "SELECT n.id, transform(array(1, 2), s -> s + b) AS w FROM n, LATERAL (SELECT n.v AS b) AS s"},
		{name: "a lambda parameter of the name of the relation the expression reads", from: "spark", refuse: "field of the lambda parameter n", col: 46, only: []string{"doris", "snowflake"},
			in: "SELECT n.id, transform(array(1, 2), n -> n + b) AS w FROM n, LATERAL (SELECT n.v AS b) AS s"},
		// Spark reads a HAVING name as an output name first.
		{name: "HAVING, a name also an output name, from Spark", from: "spark", refuse: "read in HAVING instead", col: 95,
			in: "SELECT s.b + 1 AS b, count(*) AS c FROM n, LATERAL (SELECT n.v AS b) AS s GROUP BY s.b HAVING b > 2"},
	} {
		targets := []string{"hive", "doris", "drill", "bigquery", "snowflake"}
		if tc.only != nil {
			targets = tc.only
		}
		for _, to := range targets {
			t.Run(tc.name+"/"+to, func(t *testing.T) {
				opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
				if tc.noSchema {
					opts = lateral.TranslateOptions{}
				}
				tr, err := lateral.Translate(tc.in, tc.from, to, opts)
				if tc.want == "" {
					wantRefusal(t, tr, err, "T050")
					wantInlineRefusal(t, err, tc.refuse, tc.col)
					return
				}
				tr = mustTranslate(t, tc.in, tc.from, to, opts)
				if to == targets[0] && tr.SQL != tc.want {
					t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
				}
				if strings.Contains(tr.SQL, " s.") || strings.Contains(tr.SQL, "LATERAL (SELECT n.v") {
					t.Errorf("the lateral is still read: %s", tr.SQL)
				}
				checkFired(t, tr, "lateral_inline", true)
				checkIdempotent(t, tr, to, opts)
			})
		}
	}
}
