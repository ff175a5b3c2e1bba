package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// outputNameSubqueryCases are DuckDB queries whose select list, ORDER BY
// or QUALIFY has a subquery (or a lambda) that reads an output name of the
// query around it, and queries whose subqueries have a window function
// over a column of an outer query (issue #3). Every case is run on DuckDB
// 1.5 itself by TestOutputNameSubqueriesOnDuckDB: the rows are DuckDB's,
// and where err is set DuckDB rejects the query too (with messages of its
// own: "cannot be referenced before it is defined", "Aggregate with only
// constant parameters has to be bound in the root subquery", "correlated
// columns in window functions not supported", "WHERE clause cannot
// contain window functions!", "Referenced column "y" not found").
func outputNameSubqueryCases() []sqlCase {
	setup := []string{
		"CREATE TABLE t (x INTEGER, n INTEGER)", "INSERT INTO t VALUES (1, 5), (2, 6), (10, 2), (3, 1)",
		"CREATE TABLE u (k INTEGER, m INTEGER)", "INSERT INTO u VALUES (2, 1), (3, 2), (11, 3)",
		// uy and ty have a column y; ux a column x; g a column y too
		"CREATE TABLE uy (k INTEGER, y INTEGER)", "INSERT INTO uy VALUES (2, 3), (3, 100)",
		"CREATE TABLE ty (x INTEGER, y INTEGER)", "INSERT INTO ty VALUES (1, 3), (2, 100), (10, 11)",
		"CREATE TABLE ux (x INTEGER, k INTEGER)", "INSERT INTO ux VALUES (100, 2), (200, 11)",
		"CREATE TABLE g (y INTEGER, gk INTEGER)", "INSERT INTO g VALUES (2, 1), (50, 2)",
	}
	cs := []sqlCase{
		// a subquery of the select list reads the earlier items' names
		{name: "select list: a scalar subquery",
			query: "SELECT x + 1 AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t ORDER BY 1",
			want:  []string{"2 | NULL", "3 | 2", "4 | 3", "11 | 3"}},
		{name: "select list: EXISTS",
			query: "SELECT x + 1 AS y, EXISTS (SELECT 1 FROM u WHERE u.k = y) AS z FROM t ORDER BY 1",
			want:  []string{"2 | true", "3 | true", "4 | false", "11 | true"}},
		{name: "select list: a subquery of the subquery",
			query: "SELECT x + 1 AS y, (SELECT (SELECT y)) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 2", "3 | 3", "4 | 4", "11 | 11"}},
		{name: "select list: a derived table of the subquery",
			query: "SELECT x + 1 AS y, (SELECT max(s) FROM (SELECT y AS s) q) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 2", "3 | 3", "4 | 4", "11 | 11"}},
		{name: "select list: the subquery's GROUP BY and HAVING",
			query: "SELECT x + 1 AS y, (SELECT max(k) FROM u GROUP BY y HAVING max(k) > y) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 11", "3 | 11", "4 | 11", "11 | NULL"}},
		{name: "select list: the subquery's FROM column first",
			query: "SELECT x + 1 AS y, (SELECT count(*) FROM uy WHERE uy.k < y) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 2", "3 | 2", "4 | 2", "11 | 2"}},
		{name: "select list: the query's FROM column first",
			query: "SELECT x + 1 AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM ty ORDER BY 1",
			want:  []string{"2 | 2", "3 | 11", "11 | 3"}},
		{name: "select list: the output name before a column of a query further out",
			query: "SELECT g.gk, (SELECT max(z) FROM (SELECT x + 1 AS y, (SELECT y) AS z FROM t) s) AS m FROM g ORDER BY 1",
			want:  []string{"1 | 11", "2 | 11"}},
		{name: "select list: the expression's names read the query's FROM, not the subquery's",
			query: "SELECT x + 1 AS y, (SELECT max(ux.k) FROM ux WHERE ux.k = y AND x > 150) AS z FROM t ORDER BY 1",
			want:  []string{"2 | NULL", "3 | NULL", "4 | NULL", "11 | 11"}},
		{name: "select list: the subquery's own output name first",
			query: "SELECT x + 1 AS y, (SELECT k + 0 AS y FROM u WHERE y = 3) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 3", "3 | 3", "4 | 3", "11 | 3"}},
		{name: "select list: of several earlier items with the name, the last",
			query: "SELECT x + 1 AS y, x + 2 AS y, (SELECT y) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 3 | 3", "3 | 4 | 4", "4 | 5 | 5", "11 | 12 | 12"}},
		{name: "select list: an output name reading an earlier one",
			query: "SELECT x + 1 AS y, y * 2 AS z, (SELECT z) AS w FROM t ORDER BY 1",
			want:  []string{"2 | 4 | 4", "3 | 6 | 6", "4 | 8 | 8", "11 | 22 | 22"}},
		{name: "select list: names differ in case only",
			query: `SELECT x + 1 AS "Y", (SELECT y) AS z FROM t ORDER BY 1`,
			want:  []string{"2 | 2", "3 | 3", "4 | 4", "11 | 11"}},
		{name: "select list: WHERE reads the name too",
			query: "SELECT x + 1 AS y, (SELECT y) AS z FROM t WHERE y > 2 ORDER BY 1",
			want:  []string{"3 | 3", "4 | 4", "11 | 11"}},
		{name: "select list: GROUP BY the expression's column",
			query: "SELECT x + 1 AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t GROUP BY x ORDER BY 1",
			want:  []string{"2 | NULL", "3 | 2", "4 | 3", "11 | 3"}},
		{name: "select list: a window's ORDER BY",
			query: "SELECT x + 1 AS y, row_number() OVER (ORDER BY (SELECT -y)) AS r FROM t ORDER BY 1",
			want:  []string{"2 | 4", "3 | 3", "4 | 2", "11 | 1"}},
		{name: "select list: an aggregate's output name is computed by the query",
			query: "SELECT sum(x) AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t GROUP BY n ORDER BY 1",
			want:  []string{"1 | NULL", "2 | NULL", "3 | 2", "10 | 3"}},
		{name: "select list: an aggregate beside a group key",
			query: "SELECT n, sum(x) AS y, (SELECT count(*) FROM u WHERE k < y) AS z FROM t GROUP BY n ORDER BY 1",
			want:  []string{"1 | 3 | 1", "2 | 10 | 2", "5 | 1 | 0", "6 | 2 | 0"}},
		{name: "select list: an aggregate in an expression, without GROUP BY",
			query: "SELECT sum(x) + 1 AS y, (SELECT y) AS z FROM t", want: []string{"17 | 17"}},
		{name: "select list: count of a column, with FILTER",
			query: "SELECT count(x) AS y, count(*) FILTER (WHERE x > 1) AS w, (SELECT y + w) AS z FROM t", want: []string{"4 | 3 | 7"}},
		{name: "select list: an aggregate of the subquery reading its column and the name",
			query: "SELECT sum(x) AS y, (SELECT max(y + k) FROM u) AS z FROM t", want: []string{"16 | 27"}},
		{name: "select list: a lambda reads the name",
			query: "SELECT x + 1 AS y, len(list_filter([1, 2, 3], v -> v < y)) AS z FROM t ORDER BY 1",
			want:  []string{"2 | 1", "3 | 2", "4 | 3", "11 | 3"}},
		{name: "select list: of several earlier items with the name, the last, read directly",
			query: "SELECT x + 1 AS y, x + 2 AS y, y + 1 AS z FROM t ORDER BY 1",
			want:  []string{"2 | 3 | 4", "3 | 4 | 5", "4 | 5 | 6", "11 | 12 | 13"}},
		{name: "select list: a later item's name",
			query: "SELECT (SELECT y) AS z, x + 1 AS y FROM t", err: "not before"},
		{name: "select list: the last item of the name comes later",
			query: "SELECT x + 1 AS y, (SELECT y) AS z, x + 2 AS y FROM t", err: "not before"},
		{name: "select list: the item's own name",
			query: "SELECT x + 1 AS y, (SELECT y) AS y FROM t", err: "not before"},
		{name: "select list: the last item of the name comes later, read directly",
			query: "SELECT x AS y, y + 1 AS z, -x AS y FROM t", err: "not before"},
		{name: "select list: an output name whose expression reads a later one",
			query: "SELECT x + 1 AS y, y * 2 AS z, x + 5 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = z - 1)", err: "not before"},
		{name: "select list: an aggregate that reads no column",
			query: "SELECT count(*) AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t", err: "reads no column"},
		{name: "select list: an aggregate that reads no column, in an expression",
			query: "SELECT sum(x) + count(*) AS y, (SELECT y) AS z FROM t", err: "reads no column"},
		{name: "select list: a window function's output name",
			query: "SELECT row_number() OVER () AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t", err: "window function"},
		{name: "select list: an expression with side effects",
			query: "SELECT random() AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t", err: "side effects"},
		{name: "select list: an expression with a subquery",
			query: "SELECT (SELECT max(k) FROM u) AS y, (SELECT y + 1) AS z FROM t", err: "has a subquery"},
		{name: "select list: an aggregate of the name alone",
			query: "SELECT x + 1 AS y, (SELECT max(y) FROM u) AS z FROM t", err: "not allowed"},
		{name: "select list: an aggregate of an aggregate's name",
			query: "SELECT sum(x) AS y, (SELECT sum(y)) AS z FROM t", err: "not allowed"},
		{name: "select list: a subquery in an aggregate's arguments",
			query: "SELECT x + 1 AS y, max((SELECT y)) AS s FROM t GROUP BY x", err: "aggregate's arguments"},
		{name: "select list: a subquery in an aggregate's FILTER",
			query: "SELECT x + 1 AS y, sum(x) FILTER (WHERE EXISTS (SELECT 1 FROM u WHERE k = y)) AS s FROM t GROUP BY x", err: "aggregate's arguments"},
		{name: "select list: a lambda in the subquery",
			query: "SELECT x + 1 AS y, (SELECT len(list_filter([1, 2, 3], v -> v < y)) FROM u LIMIT 1) AS z FROM t", err: "lambda"},

		// a level's own output names before the queries around
		{name: "own level: an earlier item's name before a column further out",
			query: "SELECT gk, (SELECT max(w) FROM (SELECT k + 0 AS y, y + 1 AS w FROM u) s) AS z FROM g ORDER BY 1",
			want:  []string{"1 | 12", "2 | 12"}},
		{name: "own level: an earlier item's name before an output name further out",
			query: "SELECT x AS a, (SELECT max(w) FROM (SELECT k + 0 AS a, a + 1 AS w FROM u) s) AS z FROM t ORDER BY 1",
			want:  []string{"1 | 12", "2 | 12", "3 | 12", "10 | 12"}},
		{name: "own level: ORDER BY's name before a column further out",
			query: "SELECT gk, (SELECT k + 0 AS y FROM u ORDER BY -y LIMIT 1) AS z FROM g ORDER BY 1",
			want:  []string{"1 | 11", "2 | 11"}},
		{name: "own level: ORDER BY's name before an output name further out",
			query: "SELECT x AS y, (SELECT k + 0 AS y FROM u ORDER BY -y LIMIT 1) AS z FROM t ORDER BY 1",
			want:  []string{"1 | 11", "2 | 11", "3 | 11", "10 | 11"}},
		{name: "own level: GROUP BY's name before a column further out",
			query: "SELECT gk, (SELECT k % 2 AS y FROM u GROUP BY y ORDER BY 1 LIMIT 1) AS z FROM g ORDER BY 1",
			want:  []string{"1 | 0", "2 | 0"}},
		{name: "own level: a column further out when the level has no such name",
			query: "SELECT gk, (SELECT k AS q FROM u ORDER BY q + y DESC LIMIT 1) AS z FROM g ORDER BY 1",
			want:  []string{"1 | 11", "2 | 11"}},

		// ORDER BY
		{name: "ORDER BY: a scalar subquery",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT -y)", want: []string{"11", "4", "3", "2"}},
		{name: "ORDER BY: a correlated count",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT count(*) FROM u WHERE u.k < y) DESC, y", want: []string{"4", "11", "3", "2"}},
		{name: "ORDER BY: EXISTS",
			query: "SELECT x + 1 AS y FROM t ORDER BY EXISTS (SELECT 1 FROM u WHERE u.k = y), 1", want: []string{"4", "2", "3", "11"}},
		{name: "ORDER BY: the subquery's FROM column first",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT max(uy.k) FROM uy WHERE uy.y > 50) * y DESC, (SELECT count(*) FROM uy WHERE uy.k < y), 1",
			want:  []string{"11", "4", "3", "2"}},
		{name: "ORDER BY: the query's FROM column first",
			query: "SELECT x + 1 AS y FROM ty ORDER BY (SELECT -y), 1", want: []string{"3", "11", "2"}},
		{name: "ORDER BY: the expression's names read the query's FROM, not the subquery's",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT max(ux.x) FROM ux WHERE ux.k = y), 1", want: []string{"2", "11", "3", "4"}},
		{name: "ORDER BY: of several items with the name, the last",
			query: "SELECT x AS y, -x AS y FROM t ORDER BY (SELECT y)", want: []string{"10 | -10", "3 | -3", "2 | -2", "1 | -1"}},
		{name: "ORDER BY: an output name reading an earlier one",
			query: "SELECT x + 1 AS y, y * 2 AS z FROM t ORDER BY (SELECT -z)", want: []string{"11 | 22", "4 | 8", "3 | 6", "2 | 4"}},
		{name: "ORDER BY: an aggregate's output name",
			query: "SELECT n, sum(x) AS y FROM t GROUP BY n ORDER BY (SELECT -y)", want: []string{"2 | 10", "1 | 3", "6 | 2", "5 | 1"}},
		{name: "ORDER BY: GROUP BY the expression's column",
			query: "SELECT x + 1 AS y FROM t GROUP BY x ORDER BY (SELECT -y)", want: []string{"11", "4", "3", "2"}},
		{name: "ORDER BY: in a subquery, before a column further out",
			query: "SELECT g.gk, (SELECT max(y) FROM (SELECT x + 1 AS y FROM t ORDER BY (SELECT -y) LIMIT 1) s) AS m FROM g ORDER BY 1",
			want:  []string{"1 | 11", "2 | 11"}},
		{name: "ORDER BY: an aggregate of the subquery reading its column and the name",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT sum(y + k) FROM u) DESC", want: []string{"11", "4", "3", "2"}},
		{name: "ORDER BY: an aggregate that reads no column",
			query: "SELECT n, count(*) AS y FROM t GROUP BY n ORDER BY (SELECT -y)", err: "reads no column"},
		{name: "ORDER BY: a window function's output name",
			query: "SELECT row_number() OVER (ORDER BY x) AS y FROM t ORDER BY (SELECT -y)", err: "window function"},
		{name: "ORDER BY: an expression with side effects",
			query: "SELECT random() AS y FROM t ORDER BY (SELECT -y)", err: "side effects"},
		{name: "ORDER BY: an expression with a subquery",
			query: "SELECT (SELECT max(k) FROM u) + x AS y FROM t ORDER BY (SELECT -y)", err: "has a subquery"},
		{name: "ORDER BY: an aggregate of the name alone",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT sum(y) FROM u)", err: "not allowed"},
		{name: "ORDER BY: a subquery in an aggregate's arguments",
			query: "SELECT x + 1 AS y FROM t GROUP BY x ORDER BY sum((SELECT y))", err: "aggregate's arguments"},

		// QUALIFY
		{name: "QUALIFY: a scalar subquery",
			query: "SELECT x + 1 AS y, row_number() OVER (ORDER BY x) AS r FROM t QUALIFY (SELECT y) > 3 ORDER BY 1",
			want:  []string{"4 | 3", "11 | 4"}},
		{name: "QUALIFY: EXISTS",
			query: "SELECT x + 1 AS y, row_number() OVER (ORDER BY x) AS r FROM t QUALIFY EXISTS (SELECT 1 FROM u WHERE u.k = y) ORDER BY 1",
			want:  []string{"2 | 1", "3 | 2", "11 | 4"}},
		{name: "QUALIFY: an expression with a subquery is read",
			query: "SELECT (SELECT max(k) FROM u) + x AS y FROM t QUALIFY row_number() OVER (ORDER BY x) > 0 AND (SELECT y) > 13 ORDER BY 1",
			want:  []string{"14", "21"}},
		{name: "QUALIFY: an aggregate's output name",
			query: "SELECT x % 2 AS p, sum(x) AS y, row_number() OVER (ORDER BY sum(x)) AS r FROM t GROUP BY p QUALIFY (SELECT y) > 5",
			want:  []string{"0 | 12 | 2"}},
		{name: "QUALIFY: a window function's output name",
			query: "SELECT x + 1 AS y, row_number() OVER (ORDER BY x) AS r FROM t QUALIFY (SELECT r) > 2", err: "window function"},
		{name: "HAVING: a subquery does not read an output name",
			query: "SELECT x + 1 AS y FROM t GROUP BY x HAVING (SELECT -y) < 0", err: "column y does not exist"},

		// window functions over outer columns
		{name: "window: over an outer column in a subquery of WHERE",
			query: "SELECT x FROM t WHERE EXISTS (SELECT sum(t.x) OVER () FROM u)", err: "outer query"},
		{name: "window: an outer column beside the subquery's",
			query: "SELECT x FROM t WHERE x < (SELECT sum(k + t.x) OVER () FROM u LIMIT 1)", err: "outer query"},
		{name: "window: PARTITION BY an outer column",
			query: "SELECT x FROM t WHERE EXISTS (SELECT sum(k) OVER (PARTITION BY t.x) FROM u)", err: "outer query"},
		{name: "window: ORDER BY an outer column",
			query: "SELECT x FROM t WHERE x IN (SELECT row_number() OVER (ORDER BY t.x) FROM u)", err: "outer query"},
		{name: "window: a named window over an outer column",
			query: "SELECT x FROM t WHERE EXISTS (SELECT sum(k) OVER w FROM u WINDOW w AS (PARTITION BY t.x))", err: "outer query"},
		{name: "window: FILTER over an outer column",
			query: "SELECT x FROM t WHERE EXISTS (SELECT sum(k) FILTER (WHERE t.x > 2) OVER () FROM u)", err: "outer query"},
		{name: "window: a frame offset of an outer column",
			query: "SELECT x FROM t WHERE EXISTS (SELECT sum(k) OVER (ORDER BY k ROWS BETWEEN t.n PRECEDING AND CURRENT ROW) FROM u)", err: "outer query"},
		{name: "window: an argument of an outer column",
			query: "SELECT x FROM t WHERE EXISTS (SELECT lag(k, t.n) OVER (ORDER BY k) FROM u)", err: "outer query"},
		{name: "window: in the subquery's QUALIFY",
			query: "SELECT x FROM t WHERE EXISTS (SELECT 1 FROM u QUALIFY sum(t.x) OVER () > 0)", err: "outer query"},
		{name: "window: in the subquery's ORDER BY",
			query: "SELECT x FROM t WHERE EXISTS (SELECT 1 FROM u WHERE k > 0 ORDER BY sum(t.x) OVER ())", err: "outer query"},
		{name: "window: in a derived table of the subquery",
			query: "SELECT x FROM t WHERE EXISTS (SELECT 1 FROM (SELECT sum(t.x) OVER () FROM u) s)", err: "outer query"},
		{name: "window: over a column of the query between",
			query: "SELECT x FROM t WHERE EXISTS (SELECT 1 FROM u WHERE EXISTS (SELECT sum(u.k) OVER () FROM g))", err: "outer query"},
		{name: "window: over an output name of WHERE's query",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT sum(y) OVER () FROM u)", err: "outer query"},
		{name: "window: in a subquery of the select list",
			query: "SELECT x, (SELECT first_value(t.x) OVER () FROM u LIMIT 1) FROM t", err: "outer query"},
		{name: "window: in a subquery of ORDER BY",
			query: "SELECT x FROM t ORDER BY (SELECT sum(t.x) OVER () FROM u LIMIT 1)", err: "outer query"},
		{name: "window: in a subquery of HAVING",
			query: "SELECT x FROM t GROUP BY x HAVING EXISTS (SELECT sum(t.x) OVER () FROM u)", err: "outer query"},
		{name: "window: in a LATERAL subquery",
			query: "SELECT * FROM t, LATERAL (SELECT sum(t.x) OVER () AS s FROM u LIMIT 1) l", err: "outer query"},
		{name: "window: over the subquery's columns in a correlated subquery",
			query: "SELECT x, (SELECT sum(k) OVER () FROM u WHERE k < t.x LIMIT 1) AS s FROM t ORDER BY 1",
			want:  []string{"1 | NULL", "2 | NULL", "3 | 2", "10 | 5"}},
		{name: "window: an outer column inside a subquery of its argument",
			query: "SELECT x FROM t WHERE EXISTS (SELECT sum((SELECT t.x)) OVER () FROM u) ORDER BY 1", want: []string{"1", "2", "3", "10"}},
		{name: "window: over a derived table's column made of an outer one",
			query: "SELECT x, (SELECT sum(q.s) OVER () FROM (SELECT t.x AS s) q) FROM t ORDER BY 1",
			want:  []string{"1 | 1", "2 | 2", "3 | 3", "10 | 10"}},

		// lambdas of subqueries
		{name: "lambda: an outer column in a subquery",
			query: "SELECT x, (SELECT max(len(list_filter([k], v -> v < t.x))) FROM u) FROM t", err: "lambda"},
		{name: "lambda: an outer output name in a subquery of WHERE",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE len(list_filter([1, 2, 3], v -> v < y)) = 3)", err: "lambda"},
		{name: "lambda: an outer column in a LATERAL subquery",
			query: "SELECT * FROM t, LATERAL (SELECT list_filter([1, 2], v -> v < t.x) AS l) s", err: "lambda"},
		{name: "lambda: with a subquery",
			query: "SELECT x, list_transform([1], v -> (SELECT v + x)) FROM t", err: "lambda"},
		{name: "lambda: over a list of outer columns in a LATERAL subquery",
			query: "SELECT x, s.l FROM t, LATERAL (SELECT list_filter([t.x, t.n], v -> v < t.n) AS l) s ORDER BY 1",
			want:  []string{"1 | [1]", "2 | [2]", "3 | []", "10 | []"}},
		{name: "lambda: over a list reading an outer column, in a subquery with FROM",
			query: "SELECT x, (SELECT max(len(list_filter([k, t.x], v -> v < t.n))) FROM u) AS c FROM t ORDER BY 1",
			want:  []string{"1 | 2", "2 | 2", "3 | 0", "10 | 0"}},
		{name: "lambda: the distinct elements of an outer array in a LATERAL subquery",
			query: "SELECT x, s.y FROM t, LATERAL (SELECT unnest(list_transform(list_filter(range(1, len([t.x, t.n, t.x]) + 1), i -> list_position([t.x, t.n, t.x], [t.x, t.n, t.x][i]) = i), i -> [t.x, t.n, t.x][i])) AS y) s ORDER BY 1, 2",
			want:  []string{"1 | 1", "1 | 5", "2 | 2", "2 | 6", "3 | 1", "3 | 3", "10 | 2", "10 | 10"}},
		{name: "lambda: over a list of an outer column, reading the subquery's column",
			query: "SELECT x, (SELECT list_filter([t.x], v -> v < k) FROM u LIMIT 1) FROM t", err: "lambda"},
		{name: "lambda: an outer column in a lambda over a constant list inside one over an outer list",
			query: "SELECT x, (SELECT list_transform([t.x], v -> list_filter([1], w -> w < t.n))) FROM t", err: "lambda"},
		// DuckDB binds such a lambda in the outermost query its list reads,
		// where it reads that query's columns only; a lambda inside it over
		// a list of its own query is bound in its own query, where the outer
		// lambda's parameter is not seen.
		{name: "lambda: over a list of two outer levels, reading the outermost",
			query: "SELECT x, (SELECT (SELECT len(list_filter([t.x, u.k], v -> v < t.n))) FROM u ORDER BY k LIMIT 1) AS r FROM t ORDER BY 1",
			want:  []string{"1 | 2", "2 | 2", "3 | 0", "10 | 0"}},
		{name: "lambda: over a list of two outer levels, reading the inner one",
			query: "SELECT x, (SELECT (SELECT list_filter([t.x, u.k], v -> v < u.m)) FROM u ORDER BY k LIMIT 1) AS r FROM t ORDER BY 1", err: "lambda"},
		{name: "lambda: over a list of the outermost level, reading the middle one",
			query: "SELECT x, (SELECT (SELECT list_filter([t.x], v -> v < u.k)) FROM u ORDER BY k LIMIT 1) AS r FROM t ORDER BY 1", err: "lambda"},
		{name: "lambda: over a list of the middle level, reading the outermost one",
			query: "SELECT x, (SELECT (SELECT list_filter([u.k], v -> v < t.x)) FROM u ORDER BY k LIMIT 1) AS r FROM t ORDER BY 1", err: "lambda"},
		{name: "lambda: a lambda over a constant list reading the parameter of one over an outer list",
			query: "SELECT x, (SELECT list_transform([t.x], v -> list_filter([1, 2], w -> w < v))) AS r FROM t ORDER BY 1", err: "lambda"},
		{name: "lambda: a lambda over a list of the parameter of one over an outer list",
			query: "SELECT x, (SELECT list_transform([t.x], v -> list_filter([v, 2], w -> w < v))) AS r FROM t ORDER BY 1",
			want:  []string{"1 | [[]]", "2 | [[]]", "3 | [[2]]", "10 | [[2]]"}},
		{name: "lambda: the subquery's own column",
			query: "SELECT x, (SELECT max(len(list_filter([k, 20], v -> v > k))) FROM u) AS c FROM t ORDER BY 1",
			want:  []string{"1 | 1", "2 | 1", "3 | 1", "10 | 1"}},
	}
	for i := range cs {
		cs[i].dialect, cs[i].setup = "duckdb", setup
	}
	return cs
}

func TestOutputNameSubqueries(t *testing.T) {
	for _, c := range outputNameSubqueryCases() {
		runSQL(t, c)
	}
}

// TestOutputNameSubqueriesOnDuckDB checks the cases' expectations on
// DuckDB itself.
func TestOutputNameSubqueriesOnDuckDB(t *testing.T) {
	cs := outputNameSubqueryCases()
	duck := enginetest.DuckDB(t)
	for _, s := range cs[0].setup {
		enginetest.Exec(t, duck, s)
	}
	for _, c := range cs {
		res, err := duck.Query(enginetest.Ctx(t), c.query)
		switch {
		case c.err != "":
			if err == nil {
				t.Errorf("%s: DuckDB runs %s (%q), the case wants it rejected", c.name, c.query, duckRowsText(res))
			}
		case err != nil:
			t.Errorf("%s: DuckDB rejects %s: %v", c.name, c.query, err)
		default:
			if got := duckRowsText(res); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s: DuckDB gives %q, the case wants %q", c.name, got, c.want)
			}
		}
	}
}

// postgresCorrelationCases are the same shapes in PostgreSQL, which reads
// no output name from a subquery and runs a window function over an outer
// column; TestOutputNameSubqueriesOnPostgres checks them on PostgreSQL.
func postgresCorrelationCases() []sqlCase {
	setup := []string{
		"CREATE TABLE t (x INTEGER, n INTEGER)", "INSERT INTO t VALUES (1, 5), (2, 6), (10, 2), (3, 1)",
		"CREATE TABLE u (k INTEGER, m INTEGER)", "INSERT INTO u VALUES (2, 1), (3, 2), (11, 3)",
	}
	cs := []sqlCase{
		{name: "postgres: a select-list subquery reads no output name",
			query: "SELECT x + 1 AS y, (SELECT max(k) FROM u WHERE u.k < y) AS z FROM t", err: "column y does not exist"},
		{name: "postgres: an ORDER BY subquery reads no output name",
			query: "SELECT x + 1 AS y FROM t ORDER BY (SELECT -y)", err: "column y does not exist"},
		{name: "postgres: a window function over an outer column",
			query: "SELECT x, (SELECT sum(t.x) OVER () FROM u LIMIT 1) AS s FROM t ORDER BY 1",
			want:  []string{"1 | 3", "2 | 6", "3 | 9", "10 | 30"}},
	}
	for i := range cs {
		cs[i].dialect, cs[i].setup = "postgres", setup
	}
	return cs
}

func TestOutputNameSubqueriesPostgres(t *testing.T) {
	for _, c := range postgresCorrelationCases() {
		runSQL(t, c)
	}
}

// TestOutputNameSubqueriesOnPostgres checks the PostgreSQL cases'
// expectations on PostgreSQL itself.
func TestOutputNameSubqueriesOnPostgres(t *testing.T) {
	cs := postgresCorrelationCases()
	pg := enginetest.Postgres(t)
	for _, s := range cs[0].setup {
		enginetest.Exec(t, pg, s)
	}
	for _, c := range cs {
		res, err := pg.Query(enginetest.Ctx(t), c.query)
		switch {
		case c.err != "":
			if err == nil {
				t.Errorf("%s: PostgreSQL runs %s (%q), the case wants it rejected", c.name, c.query, duckRowsText(res))
			}
		case err != nil:
			t.Errorf("%s: PostgreSQL rejects %s: %v", c.name, c.query, err)
		default:
			if got := duckRowsText(res); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s: PostgreSQL gives %q, the case wants %q", c.name, got, c.want)
			}
		}
	}
}
