package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// joinSchema is the schema of the join cases: t and u share the column
// names id and arr.
const joinSchema = "CREATE TABLE t (id INTEGER, x INTEGER, arr INTEGER[]); CREATE TABLE u (id INTEGER, y INTEGER, arr INTEGER[]); CREATE TABLE w (id INTEGER, name TEXT)"

// TestLateralInsideJoin: a lateral in a join side the target cannot keep
// in place moves into a derived table of that side, whose columns the
// rest of the query reads.
func TestLateralInsideJoin(t *testing.T) {
	cases := []struct {
		name, from, to, in, want string
	}{
		{"left join of a parenthesised lateral", "postgres", "hive",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, `_j1`.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.id"},
		{"outer lateral inside the side", "trino", "spark",
			"SELECT t.id, s.v FROM t LEFT JOIN (u LEFT JOIN UNNEST(u.arr) AS s(v) ON TRUE) ON t.id = u.id",
			"SELECT t.id, _j1.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW OUTER explode(u.arr) s AS v) AS _j1 ON t.id = _j1.id"},
		{"doris outer lateral inside the side", "trino", "doris",
			"SELECT t.id, s.v FROM t LEFT JOIN (u LEFT JOIN UNNEST(u.arr) AS s(v) ON TRUE) ON t.id = u.id",
			"SELECT t.id, _j1.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode_outer(u.arr) s AS v) AS _j1 ON t.id = _j1.id"},
		{"left join reading the lateral", "postgres", "hive",
			"SELECT t.id, s.v, u.y FROM t CROSS JOIN LATERAL unnest(t.arr) AS s(v) LEFT JOIN u ON u.id = s.v",
			"SELECT `_j1`.id, `_j1`.v, u.y FROM (SELECT t.id, t.x, t.arr, s.v FROM t LATERAL VIEW explode(t.arr) s AS v) AS `_j1` LEFT JOIN u ON u.id = `_j1`.v"},
		{"full join after a lateral", "postgres", "spark",
			"SELECT t.id, s.v, u.y FROM t CROSS JOIN LATERAL unnest(t.arr) AS s(v) FULL JOIN u ON u.id = s.v",
			"SELECT _j1.id, _j1.v, u.y FROM (SELECT t.id, t.x, t.arr, s.v FROM t LATERAL VIEW explode(t.arr) s AS v) AS _j1 FULL JOIN u ON u.id = _j1.v"},
		{"right join of a parenthesised lateral", "postgres", "doris",
			"SELECT t.id, s.v FROM t RIGHT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, _j1.v FROM t RIGHT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS _j1 ON t.id = _j1.id"},
		{"a later lateral reads the other side", "postgres", "hive",
			"SELECT t.id, s.v, s2.v FROM t CROSS JOIN LATERAL unnest(t.arr) AS s(v) LEFT JOIN u ON u.id = s.v CROSS JOIN LATERAL unnest(u.arr) AS s2(v)",
			"SELECT `_j1`.id, `_j1`.v, s2.v FROM (SELECT t.id, t.x, t.arr, s.v FROM t LATERAL VIEW explode(t.arr) s AS v) AS `_j1` LEFT JOIN u ON u.id = `_j1`.v LATERAL VIEW explode(u.arr) s2 AS v"},
		{"grouped, ordered", "postgres", "hive",
			"SELECT t.id, s.v, count(*) AS n FROM t CROSS JOIN LATERAL unnest(t.arr) AS s(v) LEFT JOIN u ON u.id = s.v GROUP BY t.id, s.v HAVING count(u.y) >= 0 ORDER BY s.v",
			"SELECT `_j1`.id, `_j1`.v, count(*) AS n FROM (SELECT t.id, t.x, t.arr, s.v FROM t LATERAL VIEW explode(t.arr) s AS v) AS `_j1` LEFT JOIN u ON u.id = `_j1`.v GROUP BY `_j1`.id, `_j1`.v HAVING count(u.y) >= 0 ORDER BY `_j1`.v NULLS LAST"},
		{"same column name twice in the side", "postgres", "hive",
			"SELECT t.id, u.id AS uid, w.id AS wid, s.v FROM t LEFT JOIN (u CROSS JOIN w CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = w.id",
			"SELECT t.id, `_j1`.id AS uid, `_j1`.`_id2` AS wid, `_j1`.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, w.id AS `_id2`, w.name, s.v FROM u CROSS JOIN w LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.`_id2`"},
		{"renamed column keeps its output name", "postgres", "spark",
			"SELECT w.id, s.v FROM t LEFT JOIN (u CROSS JOIN w CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT _j1._id2 AS id, _j1.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, w.id AS _id2, w.name, s.v FROM u CROSS JOIN w LATERAL VIEW explode(u.arr) s AS v) AS _j1 ON t.id = _j1.id"},
		{"star keeps the columns", "postgres", "hive",
			"SELECT * FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT * FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.id"},
		{"rel.* of the side", "postgres", "spark",
			"SELECT t.id, s.* FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) WITH ORDINALITY AS s(v, n)) ON t.id = u.id",
			"SELECT t.id, _j1.v, _j1.n FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v, s._pos2 + 1 AS n FROM u LATERAL VIEW posexplode(u.arr) s AS _pos2, v) AS _j1 ON t.id = _j1.id"},
		{"columns of the side not known", "postgres", "hive",
			"SELECT t.id, s.v FROM t LEFT JOIN (z CROSS JOIN LATERAL unnest(z.arr) AS s(v)) ON t.id = z.id",
			"SELECT t.id, `_j1`.v FROM t LEFT JOIN (SELECT s.v, z.id FROM z LATERAL VIEW explode(z.arr) s AS v) AS `_j1` ON t.id = `_j1`.id"},
		{"a correlated subquery reads the side", "postgres", "hive",
			"SELECT t.id, (SELECT max(s.v) FROM w WHERE w.id = u.id) AS m FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, (SELECT max(`_j1`.v) FROM w WHERE w.id = `_j1`.id) AS m FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.id"},
		{"nothing read from the side", "postgres", "hive",
			"SELECT count(*) AS n FROM t LEFT JOIN (z CROSS JOIN LATERAL unnest(z.arr) AS s(v)) ON TRUE",
			"SELECT count(*) AS n FROM t LEFT JOIN (SELECT 1 AS `_one2` FROM z LATERAL VIEW explode(z.arr) s AS v) AS `_j1` ON TRUE"},
		{"a lateral alone as the side", "postgres", "spark",
			"SELECT s.v, u.y FROM unnest(ARRAY[1, 2]) AS s(v) LEFT JOIN u ON u.id = s.v",
			"SELECT _j1.v, u.y FROM (SELECT s.v FROM (SELECT 1) AS _dual LATERAL VIEW explode(array(1, 2)) s AS v) AS _j1 LEFT JOIN u ON u.id = _j1.v"},
		{"a side inside a side", "postgres", "spark",
			"SELECT t.id, s.v, w.name FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v) LEFT JOIN w ON w.id = s.v) ON t.id = u.id",
			"SELECT t.id, _j1.v, _j1.name FROM t LEFT JOIN (SELECT _j3.id, _j3.y, _j3.arr, _j3.v, w.id AS _id2, w.name FROM " +
				"(SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS _j3 LEFT JOIN w ON w.id = _j3.v) AS _j1 ON t.id = _j1.id"},
		{"bare names of the side keep reading it", "postgres", "hive",
			"SELECT t.id, v, y FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id AND v > 0",
			"SELECT t.id, v, y FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.id AND v > 0"},
		{"inside a correlated subquery", "postgres", "hive",
			"SELECT o.id, (SELECT count(*) FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id WHERE s.v = o.id) AS c FROM w AS o",
			"SELECT o.id, (SELECT count(*) FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.id WHERE `_j1`.v = o.id) AS c FROM w AS o"},
		{"window over the side", "postgres", "spark",
			"SELECT t.id, sum(s.v) OVER (PARTITION BY u.y) AS tot FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, CASE WHEN assert_true(sum(_j1.v) OVER (PARTITION BY _j1.y) = sum(CAST(_j1.v AS DECIMAL(38, 0))) OVER (PARTITION BY _j1.y) OR sum(_j1.v) OVER (PARTITION BY _j1.y) IS NULL) IS NULL THEN sum(_j1.v) OVER (PARTITION BY _j1.y) END AS tot FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u LATERAL VIEW explode(u.arr) s AS v) AS _j1 ON t.id = _j1.id"},
		{"a CTE named like a table has unknown columns", "postgres", "hive",
			"WITH u AS (SELECT id, arr FROM t) SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"WITH u AS (SELECT id, arr FROM t) SELECT t.id, `_j1`.v FROM t LEFT JOIN (SELECT s.v, u.id FROM u LATERAL VIEW explode(u.arr) s AS v) AS `_j1` ON t.id = `_j1`.id"},
		{"snowflake", "postgres", "snowflake",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, _j1.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, CAST(strip_null_value(s.VALUE) AS INTEGER) AS v FROM u, LATERAL flatten(INPUT => u.arr) AS s) AS _j1 ON t.id = _j1.id"},
		{"snowflake join after a lateral", "postgres", "snowflake",
			"SELECT t.id, s.v, u.y FROM t CROSS JOIN LATERAL unnest(t.arr) AS s(v) LEFT JOIN u ON u.id = s.v",
			"SELECT _j1.id, _j1.v, u.y FROM (SELECT t.id, t.x, t.arr, CAST(strip_null_value(s.VALUE) AS INTEGER) AS v FROM t, LATERAL flatten(INPUT => t.arr) AS s) AS _j1 LEFT JOIN u ON u.id = _j1.v"},
		{"snowflake outer lateral in the side", "trino", "snowflake",
			"SELECT t.id, s.v FROM t LEFT JOIN (u LEFT JOIN UNNEST(u.arr) AS s(v) ON TRUE) ON t.id = u.id",
			"SELECT t.id, _j1.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, CAST(strip_null_value(s.VALUE) AS INTEGER) AS v FROM u, LATERAL flatten(INPUT => u.arr, OUTER => TRUE) AS s) AS _j1 ON t.id = _j1.id"},
		{"drill", "trino", "drill",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN UNNEST(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, _j1.v FROM t LEFT JOIN (SELECT u.id, u.y, u.arr, s.v FROM u JOIN UNNEST(u.arr) AS s(v) ON TRUE) AS _j1 ON t.id = _j1.id"},
		// NATURAL reads the columns both sides have, the lateral's among
		// them: the join cannot move before the lateral.
		{"natural left join after a lateral", "postgres", "spark",
			"SELECT t.id, s.y, u.y FROM (t CROSS JOIN LATERAL unnest(t.arr) AS s(y)) NATURAL LEFT JOIN u",
			"SELECT _j1.id, _j1.y, u.y FROM (SELECT t.id, t.x, t.arr, s.y FROM t LATERAL VIEW explode(t.arr) s AS y) AS _j1 NATURAL LEFT JOIN u"},
		{"a column list renaming the first columns of a known table (Spark takes only a full list)", "postgres", "spark",
			"SELECT * FROM (t AS q(p) CROSS JOIN LATERAL unnest(q.arr) AS e(v)) LEFT JOIN w ON w.id = e.v",
			"SELECT * FROM (SELECT q.p, q.x, q.arr, e.v FROM t AS q(p, x, arr) LATERAL VIEW explode(q.arr) e AS v) AS _j1 LEFT JOIN w ON w.id = _j1.v"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: joinSchema, SchemaDialect: "postgres"}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if got := strings.TrimSuffix(strings.TrimSpace(tr.SQL), ";"); got != tc.want {
				t.Errorf("got\n  %s\nwant\n  %s", got, tc.want)
			}
			checkIdempotent(t, tr, tc.to, lateral.TranslateOptions{})
		})
	}
}

// TestLateralInsideJoinNoOp: joins the target keeps as they are are left
// alone (no derived table).
func TestLateralInsideJoinNoOp(t *testing.T) {
	cases := []struct {
		name, from, to, in, want string
	}{
		{"lateral after a left join is hoisted", "postgres", "hive",
			"SELECT t.id, u.y, s.v FROM t LEFT JOIN u ON t.id = u.id CROSS JOIN LATERAL unnest(t.arr) AS s(v)",
			"SELECT t.id, u.y, s.v FROM t LEFT JOIN u ON t.id = u.id LATERAL VIEW explode(t.arr) s AS v"},
		{"left join not reading the lateral is reordered", "postgres", "hive",
			"SELECT t.id, u.y, s.v FROM t CROSS JOIN LATERAL unnest(t.arr) AS s(v) LEFT JOIN u ON u.id = t.id",
			"SELECT t.id, u.y, s.v FROM t LEFT JOIN u ON u.id = t.id LATERAL VIEW explode(t.arr) s AS v"},
		{"inner join reading the lateral moves to WHERE", "trino", "hive",
			"SELECT t.id, s.v FROM t JOIN (u CROSS JOIN UNNEST(u.arr) AS s(v)) ON t.id = s.v",
			"SELECT t.id, s.v FROM t CROSS JOIN u LATERAL VIEW explode(u.arr) s AS v WHERE t.id = s.v"},
		{"trino keeps the parentheses", "postgres", "trino",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN UNNEST(u.arr) AS s(v)) ON t.id = u.id"},
		{"postgres keeps the join order", "trino", "postgres",
			"SELECT t.id, s.v, u.y FROM t CROSS JOIN UNNEST(t.arr) AS s(v) FULL JOIN u ON u.id = s.v",
			"SELECT t.id, s.v, u.y FROM t CROSS JOIN unnest(t.arr) AS s(v) FULL JOIN u ON u.id = s.v"},
		{"snowflake comma items", "postgres", "snowflake",
			"SELECT t.id, u.y, s.v FROM t LEFT JOIN u ON t.id = u.id CROSS JOIN LATERAL unnest(t.arr) AS s(v)",
			"SELECT t.id, u.y, CAST(strip_null_value(s.VALUE) AS INTEGER) AS v FROM t LEFT JOIN u ON t.id = u.id, LATERAL flatten(INPUT => t.arr) AS s"},
		{"drill lateral on the left of a join", "trino", "drill",
			"SELECT t.id, s.v, u.y FROM t CROSS JOIN UNNEST(t.arr) AS s(v) LEFT JOIN u ON u.id = s.v",
			"SELECT t.id, s.v, u.y FROM t JOIN UNNEST(t.arr) AS s(v) ON TRUE LEFT JOIN u ON u.id = s.v"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: joinSchema, SchemaDialect: "postgres"}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if got := strings.TrimSuffix(strings.TrimSpace(tr.SQL), ";"); got != tc.want {
				t.Errorf("got\n  %s\nwant\n  %s", got, tc.want)
			}
		})
	}
}

// TestLateralInsideJoinRefused: what the derived table cannot make exact
// is refused, at the construct, with T059.
func TestLateralInsideJoinRefused(t *testing.T) {
	cases := []struct {
		name, to, in, code, at string
	}{
		{"star over a side of unknown columns", "hive",
			"SELECT * FROM t LEFT JOIN (z CROSS JOIN LATERAL unnest(z.arr) AS s(v)) ON t.id = z.id", "T059", "*"},
		{"star over renamed columns", "spark",
			"SELECT * FROM t LEFT JOIN (u CROSS JOIN w CROSS JOIN LATERAL unnest(u.arr) AS s(v)) ON t.id = u.id", "T059", "*"},
		{"rel.* of unknown columns", "hive",
			"SELECT t.id, z.* FROM t LEFT JOIN (z CROSS JOIN LATERAL unnest(z.arr) AS s(v)) ON t.id = z.id", "T059", "z.*"},
		{"bare name with a table of unknown columns", "doris",
			"SELECT t.id, s.v, q FROM t LEFT JOIN (z CROSS JOIN LATERAL unnest(z.arr) AS s(v)) ON t.id = z.id", "T059", "q"},
		{"the side reads a table beside it", "hive",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(t.arr) AS s(v)) ON t.id = u.id", "T059", "t.arr"},
		{"snowflake side reads a table beside it", "snowflake",
			"SELECT t.id, s.v FROM t LEFT JOIN (u CROSS JOIN LATERAL unnest(t.arr) AS s(v)) ON t.id = u.id", "T059", "t.arr"},
		{"a USING join inside the side merges columns", "spark",
			"SELECT id, s.v FROM (t FULL JOIN u USING (id) CROSS JOIN LATERAL unnest(t.arr) AS s(v)) LEFT JOIN w ON w.id = s.v", "T059", "t FULL JOIN u"},
		{"a column list on a table of unknown columns does not list them all", "spark",
			"SELECT * FROM (z AS q(p) CROSS JOIN LATERAL unnest(ARRAY[q.p]) AS e(v)) LEFT JOIN w ON w.id = e.v", "T059", "*"},
		{"outer lateral with a condition inside the side", "hive",
			"SELECT t.id, s.v FROM t LEFT JOIN (u LEFT JOIN LATERAL unnest(u.arr) AS s(v) ON s.v > 1) ON t.id = u.id", "T052", "u LEFT JOIN LATERAL"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: joinSchema, SchemaDialect: "postgres"}
			tr, err := lateral.Translate(tc.in, "postgres", tc.to, opts)
			wantRefusal(t, tr, err, tc.code)
			var le *lateral.Error
			if errors.As(err, &le) {
				for _, d := range le.Diagnostics {
					if d.Code == tc.code && d.Span.Start.Offset != strings.Index(tc.in, tc.at) {
						t.Errorf("%s at offset %d, want %d (%q)", tc.code, d.Span.Start.Offset, strings.Index(tc.in, tc.at), tc.at)
					}
				}
			}
		})
	}
}
