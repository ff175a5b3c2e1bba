package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// whereAliasSubqueryCases are DuckDB queries whose WHERE, or a subquery of
// it, reads an output name of the select list (issue #3). Every DuckDB
// case is run on DuckDB itself by TestWhereAliasSubqueriesOnDuckDB: the
// rows are DuckDB 1.5's, and where err is set DuckDB rejects the query
// too (its messages differ from the executor's: "WHERE clause cannot
// contain aggregates!", "Alias "y" referenced - but the expression has
// side effects", "UNNEST not supported here", "Having clause cannot
// reference alias "y" in correlated subquery").
func whereAliasSubqueryCases() []sqlCase {
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
		{name: "EXISTS reads the output name",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y) ORDER BY 1", want: []string{"2", "3", "11"}},
		{name: "a scalar subquery beside it",
			query: "SELECT x + 1 AS y FROM t WHERE (SELECT max(k) FROM u) > y ORDER BY 1", want: []string{"2", "3", "4"}},
		{name: "IN",
			query: "SELECT x + 1 AS y FROM t WHERE y IN (SELECT k FROM u) ORDER BY 1", want: []string{"2", "3", "11"}},
		{name: "a correlated scalar subquery",
			query: "SELECT x + 1 AS y FROM t WHERE (SELECT count(*) FROM u WHERE k < y) = 1 ORDER BY 1", want: []string{"3"}},
		{name: "a subquery of the subquery",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE EXISTS (SELECT 1 FROM u u2 WHERE u2.k = y)) ORDER BY 1",
			want:  []string{"2", "3", "11"}},
		{name: "the subquery's select list",
			query: "SELECT x + 1 AS y FROM t WHERE (SELECT y) > 3 ORDER BY 1", want: []string{"4", "11"}},
		{name: "a derived table of the subquery",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM (SELECT y AS w) s WHERE w > 3) ORDER BY 1", want: []string{"4", "11"}},
		{name: "a join condition of the subquery",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u JOIN u u2 ON u2.k = y) ORDER BY 1", want: []string{"2", "3", "11"}},
		{name: "an ORDER BY expression of the subquery",
			query: "SELECT x + 1 AS y FROM t WHERE (SELECT k FROM u ORDER BY abs(k - y) LIMIT 1) = 3 ORDER BY 1", want: []string{"3", "4"}},
		{name: "inside an aggregate of the subquery that reads its columns too",
			query: "SELECT x + 1 AS y FROM t WHERE (SELECT sum(k + y) FROM u) > 24 ORDER BY 1", want: []string{"3", "4", "11"}},
		{name: "an output name reading an earlier one",
			query: "SELECT x + 1 AS y, y * 2 AS z FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = z - 1) ORDER BY 1", want: []string{"2 | 4"}},
		{name: "the subquery's FROM column first",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM uy WHERE k = y) ORDER BY 1", want: []string{}},
		{name: "the query's FROM column first",
			query: "SELECT x + 1 AS y FROM ty WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y) ORDER BY 1", want: []string{"2", "11"}},
		{name: "the expression's names read the query's FROM, not the subquery's",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM ux WHERE ux.k = y AND x > 150) ORDER BY 1", want: []string{"11"}},
		{name: "the output name before a column of a query further out",
			query: "SELECT g.gk FROM g WHERE EXISTS (SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)) ORDER BY 1",
			want:  []string{"1", "2"}},
		{name: "the subquery's own output name first",
			query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT k + 0 AS y FROM u WHERE y = 3) ORDER BY 1", want: []string{"2", "3", "4", "11"}},
		{name: "a lambda parameter does not catch the expression's names",
			query: "SELECT x + 1 AS y FROM t WHERE len(list_filter([1, 2, 3], x -> x < y)) = 3 ORDER BY 1", want: []string{"4", "11"}},
		{name: "of several items with the name, the last",
			query: "SELECT x + 1 AS y, x + 2 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE k = y) ORDER BY 1", want: []string{"2 | 3"}},
		{name: "of several items with the name, the last, in WHERE itself",
			query: "SELECT x + 1 AS y, x + 2 AS y, x + 3 AS y FROM t WHERE y = 5 ORDER BY 1", want: []string{"3 | 4 | 5"}},
		{name: "an aggregate's output name",
			query: "SELECT count(*) AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)", err: "not allowed"},
		{name: "a window function's output name",
			query: "SELECT row_number() OVER () AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)", err: "not allowed"},
		{name: "an aggregate of the output name alone belongs to the query's WHERE",
			query: "SELECT x + 1 AS y FROM t WHERE (SELECT max(y) FROM u) > 3", err: "not allowed"},
		{name: "an expression with side effects",
			query: "SELECT random() AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)", err: "side effects"},
		{name: "an expression with side effects, in WHERE itself",
			query: "SELECT x::VARCHAR || uuid()::VARCHAR AS y FROM t WHERE y IS NOT NULL", err: "side effects"},
		{name: "a subquery with side effects is read",
			query: "SELECT (SELECT random()) + x AS y FROM t WHERE y > 100", want: []string{}},
		{name: "a generator's output column",
			query: "SELECT unnest([x, x + 1]) AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE k = y)", err: "set-returning"},
		{name: "a subquery of HAVING does not read an output name",
			query: "SELECT x + 1 AS y FROM t GROUP BY x HAVING EXISTS (SELECT 1 FROM u WHERE u.k = y)", err: "column y does not exist"},
	}
	for i := range cs {
		cs[i].dialect, cs[i].setup = "duckdb", setup
	}
	return cs
}

func TestWhereAliasSubqueries(t *testing.T) {
	for _, c := range whereAliasSubqueryCases() {
		runSQL(t, c)
	}
	// PostgreSQL reads FROM columns only there (column "y" does not exist).
	runSQL(t, sqlCase{name: "postgres", dialect: "postgres",
		setup: []string{"CREATE TABLE t (x INTEGER)", "CREATE TABLE u (k INTEGER)"},
		query: "SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)", err: "column y does not exist"})
}

// TestWhereAliasSubqueriesOnDuckDB checks the cases' expectations on
// DuckDB itself.
func TestWhereAliasSubqueriesOnDuckDB(t *testing.T) {
	cs := whereAliasSubqueryCases()
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
