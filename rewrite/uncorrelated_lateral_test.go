package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A LATERAL subquery that reads nothing of the query around it, as a
// scalar function with constant arguments in a PostgreSQL FROM, is a
// subquery in FROM for the targets without LATERAL subqueries.
func TestUncorrelatedLateral(t *testing.T) {
	runPassCases(t, "uncorrelated_lateral", []passCase{
		{name: "alone in FROM, Hive", from: "postgres", to: "hive",
			in:   "SELECT * FROM upper('a') AS u",
			want: "SELECT * FROM (SELECT upper('a') AS u) AS u", fires: true},
		{name: "named after the function, Doris", from: "postgres", to: "doris",
			in:   "SELECT * FROM abs(-3)",
			want: "SELECT * FROM (SELECT abs(-3) AS abs) AS abs", fires: true},
		{name: "beside a table, with ordinality, BigQuery", from: "postgres", to: "bigquery",
			in:   "SELECT * FROM t, upper('a') WITH ORDINALITY AS u(v, n)",
			want: "SELECT * FROM t CROSS JOIN (SELECT upper('a') AS v, CAST(1 AS INT64) AS n) AS u", fires: true},
		{name: "the column list names the items, Snowflake", from: "postgres", to: "snowflake",
			in:   "SELECT * FROM t LEFT JOIN LATERAL (SELECT 1, 'x') AS s(a, b) ON TRUE",
			want: "SELECT * FROM t CROSS JOIN (SELECT 1 AS a, 'x' AS b) AS s", fires: true},
		{name: "a LEFT join of a subquery that may yield no row keeps its join", from: "postgres", to: "hive",
			in:   "SELECT * FROM t LEFT JOIN LATERAL (SELECT count(*) AS n FROM u HAVING count(*) > 1) AS s ON TRUE",
			want: "SELECT * FROM t LEFT JOIN (SELECT count(*) AS n FROM u HAVING count(*) > 1) AS s ON TRUE", fires: true},
		{name: "a join condition stays in the join", from: "postgres", to: "doris",
			in:   "SELECT t.id, u FROM t LEFT JOIN upper('a') AS u ON t.id = 1",
			want: "SELECT t.id, u FROM t LEFT JOIN (SELECT upper('a') AS u) AS u ON t.id = 1", fires: true},
		{name: "Drill, alone in FROM", from: "postgres", to: "drill",
			in:   "SELECT * FROM upper('a') AS u",
			want: "SELECT * FROM (SELECT upper('a') AS u) AS u", fires: true},
		{name: "no-op: Drill, first FROM item, inlined", from: "postgres", to: "drill",
			in:   "SELECT k.y, m.v FROM LATERAL (SELECT 5 AS y) AS k, m WHERE k.y > m.v",
			want: "SELECT 5 AS y, m.v FROM m WHERE 5 > m.v"},
		{name: "first FROM item, Snowflake", from: "postgres", to: "snowflake",
			in:   "SELECT k.y, m.v FROM LATERAL (SELECT 5 AS y) AS k, m WHERE k.y > m.v",
			want: "SELECT k.y, m.v FROM (SELECT 5 AS y) AS k, m WHERE k.y > m.v", fires: true},
		{name: "an aggregate without FROM, Hive", from: "postgres", to: "hive",
			in:   "SELECT t.id, s.y FROM t, LATERAL (SELECT count(*) AS y) AS s",
			want: "SELECT t.id, s.y FROM t CROSS JOIN (SELECT count(*) AS y) AS s", fires: true},
		{name: "no-op: Spark keeps its LATERAL", from: "postgres", to: "spark",
			in:   "SELECT * FROM upper('a') AS u",
			want: "SELECT * FROM LATERAL (SELECT upper('a') AS u) AS u"},
		{name: "a bare read the inlining could not tell from t's columns", from: "postgres", to: "hive",
			in:   "SELECT t.id, u FROM t, upper('a') AS u",
			want: "SELECT t.id, u FROM t CROSS JOIN (SELECT upper('a') AS u) AS u", fires: true},
		{name: "a constant grouping key", from: "postgres", to: "doris",
			in:   "SELECT s.b, count(*) FROM t, LATERAL (SELECT 1 AS b) AS s GROUP BY s.b",
			want: "SELECT s.b, count(*) AS count FROM t CROSS JOIN (SELECT 1 AS b) AS s GROUP BY s.b", fires: true},
		{name: "no-op: a lateral reading the left row is inlined", from: "postgres", to: "hive",
			in:   "SELECT t.id, u.u FROM t, upper(t.s) AS u",
			want: "SELECT t.id, upper(t.s) AS u FROM t"},
	})
}

// What the pass leaves to the later passes, which refuse it: a subquery
// that reads a column of the left row, one that calls a volatile function
// (whose calls per left row the engines need not make alike), and for
// Drill a lateral with a left side, whose cross join Drill does not plan
// by default.
func TestUncorrelatedLateralLeftAlone(t *testing.T) {
	for _, tc := range []struct{ in, to, code string }{
		{"SELECT * FROM t, upper(t.s) AS u", "hive", "T050"},
		{"SELECT * FROM t, LATERAL (SELECT random() AS r) AS s", "doris", "T050"},
		{"SELECT * FROM t, upper('a') AS u", "drill", "T050"},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, tc.code)
	}
}
