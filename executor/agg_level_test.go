package executor_test

import "testing"

// The query level an aggregate in a subquery belongs to: the nearest level
// whose columns its arguments, ORDER BY and FILTER read (PostgreSQL 15
// "Aggregate Expressions"; DuckDB follows the same rule). Every expected
// result and every expected refusal below was run on PostgreSQL 15 and on
// DuckDB (through github.com/duckdb/duckdb-go/v2) with the same setup; the
// error texts are ours, the refusals theirs.
func TestAggregateLevel(t *testing.T) {
	setup := []string{
		"CREATE TABLE t (id INTEGER, lim INTEGER, nums INTEGER[])",
		"INSERT INTO t VALUES (1, 2, ARRAY[1, -2, 3]), (2, 0, ARRAY[]::INTEGER[]), (3, -1, NULL), (4, 5, ARRAY[0, 4])",
	}
	const lat = "SELECT t.id, s.a FROM t CROSS JOIN LATERAL "
	const fromErr = "belongs to an outer query (it reads no column of this subquery) and is not allowed in that query's FROM clause"
	const placeErr = "belongs to an outer query (it reads no column of this subquery) and is not allowed where this subquery stands in that query"
	cases := []sqlCase{
		// LATERAL subqueries over UNNEST (issue #4)
		{name: "outer argument, inner FILTER: the subquery's aggregate",
			query: lat + "(SELECT sum(t.lim) FILTER (WHERE u.x > 0) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 4", "2 | NULL", "3 | NULL", "4 | 5"}},
		{name: "count(*) with an outer FILTER belongs to the outer query: refused in its FROM",
			query: lat + "(SELECT count(*) FILTER (WHERE t.lim > 0) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			err:   "1:52: aggregate function count " + fromErr},
		{name: "outer argument only: refused in the outer FROM",
			query: lat + "(SELECT sum(t.lim) AS a FROM unnest(t.nums) u(x)) s", err: "1:52: aggregate function sum " + fromErr},
		{name: "outer aggregate inside an expression: positioned at the aggregate",
			query: lat + "(SELECT 1 + max(t.lim) AS a FROM unnest(t.nums) u(x)) s", err: "1:56: aggregate function max " + fromErr},
		{name: "constant argument, outer FILTER: refused",
			query: lat + "(SELECT sum(1) FILTER (WHERE t.lim > 0) AS a FROM unnest(t.nums) u(x)) s", err: fromErr},
		{name: "constant argument: the subquery's aggregate",
			query: lat + "(SELECT sum(1) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 3", "2 | NULL", "3 | NULL", "4 | 2"}},
		{name: "mixed argument",
			query: lat + "(SELECT sum(t.lim + u.x) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 8", "2 | NULL", "3 | NULL", "4 | 14"}},
		{name: "inner argument, outer FILTER",
			query: lat + "(SELECT sum(u.x) FILTER (WHERE t.lim > 0) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 2", "2 | NULL", "3 | NULL", "4 | 4"}},
		{name: "outer argument, mixed FILTER",
			query: lat + "(SELECT sum(t.lim) FILTER (WHERE u.x > t.lim) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 2", "2 | NULL", "3 | NULL", "4 | NULL"}},
		{name: "count(*) with a mixed FILTER",
			query: lat + "(SELECT count(*) FILTER (WHERE t.lim > u.x) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 2", "2 | 0", "3 | 0", "4 | 2"}},
		{name: "count(*) with an inner FILTER",
			query: lat + "(SELECT count(*) FILTER (WHERE u.x > 0) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 2", "2 | 0", "3 | 0", "4 | 1"}},
		{name: "outer argument, inner ORDER BY: the subquery's aggregate",
			query: lat + "(SELECT array_agg(t.lim ORDER BY u.x) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | [2, 2, 2]", "2 | NULL", "3 | NULL", "4 | [5, 5]"}},
		{name: "outer aggregate in the lateral subquery's WHERE",
			query: "SELECT t.id, s.x FROM t CROSS JOIN LATERAL (SELECT u.x FROM unnest(t.nums) u(x) WHERE u.x < max(t.lim)) s",
			err:   "aggregate function max " + fromErr},
		{name: "outer aggregate in the lateral subquery's HAVING",
			query: lat + "(SELECT count(*) a FROM unnest(t.nums) u(x) HAVING max(t.lim) > 0) s", err: fromErr},
		{name: "outer aggregate in the lateral subquery's ORDER BY",
			query: "SELECT t.id, s.a FROM t, LATERAL (SELECT count(*) a FROM unnest(t.nums) u(x) GROUP BY u.x > 0 ORDER BY max(t.lim)) s",
			err:   fromErr},
		{name: "LEFT JOIN LATERAL",
			query: "SELECT t.id, s.a FROM t LEFT JOIN LATERAL (SELECT max(t.lim) a FROM unnest(t.nums) u(x)) s ON true",
			err:   "1:51: aggregate function max " + fromErr},
		{name: "comma LATERAL", query: "SELECT t.id, s.a FROM t, LATERAL (SELECT max(t.lim) a FROM unnest(t.nums) u(x)) s",
			err: fromErr},
		{name: "a scalar subquery inside the lateral subquery",
			query: lat + "(SELECT (SELECT sum(t.lim)) AS a FROM unnest(t.nums) u(x)) s", err: "1:60: aggregate function sum " + fromErr},
		{name: "VALUES in a lateral subquery", query: "SELECT * FROM t, LATERAL (VALUES ((SELECT max(t.lim)))) v(a)",
			err: fromErr},
		{name: "a scalar subquery's aggregate of the lateral level",
			query: lat + "(SELECT (SELECT sum(u.x)) AS a FROM unnest(t.nums) u(x)) s ORDER BY 1",
			want:  []string{"1 | 2", "2 | NULL", "3 | NULL", "4 | 4"}},

		// subqueries in the outer select list, HAVING, ORDER BY: the
		// outer query computes the aggregate
		{name: "scalar subquery, outer argument, inner FILTER: the subquery's",
			query: "SELECT (SELECT sum(t.lim) FILTER (WHERE u.x > 1) FROM unnest(ARRAY[1, 2]) u(x)) AS a FROM t ORDER BY 1",
			want:  []string{"-1", "0", "2", "5"}},
		{name: "scalar subquery without FROM: the outer query aggregates",
			query: "SELECT (SELECT sum(t.lim)) FROM t", want: []string{"6"}},
		{name: "count(*) with an outer FILTER: the outer query aggregates",
			query: "SELECT (SELECT count(*) FILTER (WHERE t.lim > 0)) FROM t", want: []string{"2"}},
		{name: "outer aggregate over a subquery of two rows: too many rows",
			query: "SELECT (SELECT count(*) FILTER (WHERE t.lim > 0) FROM unnest(ARRAY[1, 2]) u(x)) FROM t",
			err:   "more than one row returned by a subquery"},
		{name: "outer aggregate in the subquery's WHERE",
			query: "SELECT (SELECT count(*) FROM unnest(ARRAY[1, 2, 3]) u(x) WHERE u.x <= max(t.lim)) FROM t",
			want:  []string{"3"}},
		{name: "outer aggregate nested in the subquery's aggregate",
			query: "SELECT (SELECT sum(u.x + max(t.lim)) FROM unnest(ARRAY[1]) u(x)) FROM t", want: []string{"6"}},
		{name: "outer aggregate in the FILTER of the subquery's aggregate",
			query: "SELECT (SELECT sum(u.x) FILTER (WHERE u.x < max(t.lim)) FROM unnest(ARRAY[1, 2, 3, 4, 5, 6]) u(x)) FROM t",
			want:  []string{"10"}},
		{name: "outer aggregate with ORDER BY and DISTINCT",
			query: "SELECT (SELECT array_agg(t.id ORDER BY t.id)), (SELECT count(DISTINCT t.lim > 0)) FROM t",
			want:  []string{"[1, 2, 3, 4] | 2"}},
		{name: "outer aggregate in a lateral subquery inside a select-list subquery",
			query: "SELECT (SELECT s.a FROM unnest(ARRAY[1]) u(x) CROSS JOIN LATERAL (SELECT sum(t.lim) AS a) s) FROM t",
			want:  []string{"6"}},
		{name: "outer aggregate in a derived table inside a select-list subquery",
			query: "SELECT (SELECT d.a FROM (SELECT sum(t.lim) AS a) d) FROM t", want: []string{"6"}},
		{name: "outer aggregate two levels up",
			query: "SELECT (SELECT (SELECT sum(t.lim)) FROM unnest(ARRAY[1]) u(x)) FROM t", want: []string{"6"}},
		{name: "outer aggregate per group of a grouped query",
			query: "SELECT t.lim > 0 AS pos, (SELECT max(t.id) FILTER (WHERE t.id > 1)) FROM t GROUP BY 1 ORDER BY 1",
			want:  []string{"false | 3", "true | 4"}},
		{name: "outer aggregate in HAVING's EXISTS",
			query: "SELECT t.lim > 0 AS pos, count(*) FROM t GROUP BY t.lim > 0 HAVING EXISTS (SELECT 1 FROM unnest(ARRAY[1, 5]) u(x) WHERE u.x > max(t.id)) ORDER BY 1",
			want:  []string{"false | 2", "true | 2"}},
		{name: "outer aggregate in ORDER BY",
			query: "SELECT t.lim > 0 AS pos FROM t GROUP BY 1 ORDER BY (SELECT sum(t.id)), 1", want: []string{"false", "true"}},
		{name: "outer aggregates beside the query's own",
			query: "SELECT count(*), (SELECT max(t.lim) + max(t.lim) FROM unnest(ARRAY[1, 2]) u(x) WHERE u.x = 1) FROM t",
			want:  []string{"4 | 10"}},
		{name: "outer aggregate as the subquery's grouping key",
			query: "SELECT (SELECT 1 FROM unnest(ARRAY[1]) u(x) GROUP BY max(t.lim)) FROM t", want: []string{"1"}},
		{name: "an outer column as the subquery's grouping key",
			query: "SELECT (SELECT 1 FROM unnest(ARRAY[1]) u(x) GROUP BY t.lim) FROM t", want: []string{"1", "1", "1", "1"}},
		{name: "the outer query aggregates: its other columns must be grouped",
			query: "SELECT t.id, (SELECT sum(t.lim)) FROM t", err: "column id must appear in the GROUP BY clause"},
		{name: "mixed FILTER: the subquery's aggregate reads an ungrouped outer column",
			query: "SELECT t.lim > 0 AS pos, (SELECT sum(t.id) FILTER (WHERE u.x = 1) FROM unnest(ARRAY[1, 2]) u(x)) FROM t GROUP BY t.lim > 0",
			err:   "ungrouped column"},

		// places of the outer query that take no aggregate
		{name: "outer aggregate in the outer WHERE",
			query: "SELECT t.id FROM t WHERE EXISTS (SELECT 1 FROM unnest(t.nums) u(x) WHERE u.x > max(t.lim))",
			err:   "1:80: aggregate function max " + placeErr},
		{name: "outer aggregate in a derived table's WHERE",
			query: "SELECT * FROM (SELECT t.id FROM t WHERE t.id > (SELECT avg(t.lim))) d", err: placeErr},
		{name: "outer aggregate in a JOIN condition",
			query: "SELECT count(*) FROM t JOIN t t2 ON t2.id = (SELECT max(t.id))", err: "1:53: aggregate function max " + placeErr},
		{name: "outer aggregate in GROUP BY", query: "SELECT 1 FROM t GROUP BY (SELECT max(t.id))", err: placeErr},

		// nesting
		{name: "outer aggregate inside an outer aggregate",
			query: "SELECT (SELECT max(t.lim + sum(t.id)) FROM unnest(ARRAY[1]) u(x)) FROM t",
			err:   "1:28: aggregate function calls cannot be nested"},
		{name: "the subquery's aggregate inside an outer aggregate",
			query: "SELECT (SELECT max(t.lim + sum(u.x)) FROM unnest(ARRAY[1]) u(x)) FROM t",
			err:   "1:28: aggregate function calls cannot be nested"},
		{name: "outer aggregate inside an aggregate of its own level",
			query: "SELECT sum((SELECT max(t.lim))) FROM t", err: "1:20: aggregate function calls cannot be nested"},
	}
	for _, d := range []string{"postgres", "duckdb"} {
		for _, c := range cases {
			c.dialect = d
			c.setup = setup
			c.name = d + ": " + c.name
			runSQL(t, c)
		}
	}

	// SQL function arguments are values for the body (PostgreSQL 15)
	fn := append(append([]string(nil), setup...),
		"CREATE FUNCTION f(a INTEGER) RETURNS BIGINT LANGUAGE SQL AS $$ SELECT sum(a) FROM unnest(ARRAY[1, 2]) u(x) $$")
	runSQL(t, sqlCase{name: "a function argument in the body's aggregate", dialect: "postgres", setup: fn,
		query: "SELECT f(3)", want: []string{"6"}})
	runSQL(t, sqlCase{name: "an outer column as a function argument: the body's aggregate", dialect: "postgres", setup: fn,
		query: "SELECT f(t.lim) FROM t ORDER BY 1", want: []string{"-2", "0", "4", "10"}})

	// DuckDB lambdas: an aggregate in a lambda body belongs to the query;
	// it cannot read the lambda's parameters (DuckDB: not found)
	runSQL(t, sqlCase{name: "an aggregate in a lambda body", dialect: "duckdb", setup: setup,
		query: "SELECT list_transform([1, 2], x -> x + sum(t.lim)) FROM t", want: []string{"[7, 8]"}})
	runSQL(t, sqlCase{name: "an aggregate of a lambda parameter", dialect: "duckdb", setup: setup,
		query: "SELECT list_transform([1, 2], x -> sum(x + t.lim)) FROM t", err: "1:36: an aggregate cannot read the parameter x of a lambda"})
}
