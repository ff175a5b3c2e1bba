package executor_test

import "testing"

// pgTypingCases: the types PostgreSQL gives a string literal beside a
// number or in a subquery's output, and a sum of REALs (each expectation
// run on PostgreSQL 15 by TestPostgresTypingOnPostgres).
func pgTypingCases() []sqlCase {
	const c3 = "CAST('a' AS CHAR(3))"
	cs := []sqlCase{
		// an unknown literal beside a number takes its type
		{name: "a literal beside an integer is an integer", query: "SELECT '7' / 2, 7 / '2', CAST(2 AS BIGINT) - '3', CAST(1 AS SMALLINT) + '2', '10' % 3",
			want: []string{"3 | 3 | -1 | 3 | 1"}},
		{name: "a literal beside a numeric or a double", query: "SELECT CAST(1.5 + '2' AS TEXT), CAST('1e2' + CAST(1 AS FLOAT8) AS TEXT), CAST('1e2' + 1.5 AS TEXT)",
			want: []string{"3.5 | 101 | 101.5"}},
		{name: "a literal beside a real is a real", query: "SELECT CAST(CAST(1.1 AS REAL) * '3' AS TEXT), CAST(CAST(2 AS REAL) * '3' * 3 AS TEXT)",
			want: []string{"3.3000002 | 18"}},
		{name: "a literal argument of power or sign is a number", query: "SELECT CAST(power(2, '3') AS TEXT), CAST(power('2', 3) AS TEXT), CAST(2 ^ '3' AS TEXT), CAST(power(2, '0.5') AS TEXT), CAST(sign('-2') AS TEXT)",
			want: []string{"8 | 8 | 8 | 1.4142135623730951 | -1"}},
		{name: "a literal no integer beside an integer", query: "SELECT '2.5' + 1", err: "2.5"}, // PostgreSQL: invalid input syntax for type integer: "2.5"
		// sum of reals adds in single precision and is a real; avg is a
		// double precision
		{name: "sum of reals", query: "SELECT CAST(sum(x) AS TEXT), CAST(avg(x) AS TEXT), CAST(sum(x) * 2 AS TEXT) FROM (VALUES (CAST(1.1 AS REAL)), (CAST(2.2 AS REAL))) t(x)",
			want: []string{"3.3000002 | 1.6500000357627869 | 6.600000381469727"}},
		{name: "sum of reals, each step rounded", query: "SELECT CAST(sum(x) AS TEXT), CAST(sum(x) OVER () AS TEXT) FROM (VALUES (CAST(0.1 AS REAL)), (CAST(0.2 AS REAL)), (CAST(0.3 AS REAL))) t(x) GROUP BY x ORDER BY x LIMIT 1",
			want: []string{"0.1 | 0.6"}},
		{name: "sum of reals past the range", query: "SELECT sum(x) FROM (VALUES (CAST(3e38 AS REAL)), (CAST(3e38 AS REAL))) t(x)", err: "value out of range: overflow"},
		// a subquery's literal output is text, which meets a CHAR as text
		{name: "a scalar subquery's literal is text", query: "SELECT " + c3 + " = (SELECT 'a '), (SELECT 'a ') = " + c3 + ", " + c3 + " = 'a ', " + c3 + " IN (SELECT 'a '), " + c3 + " = ANY (SELECT 'a ')",
			want: []string{"false | false | true | false | false"}},
		{name: "a derived table's and a CTE's literal is text", query: "WITH c AS (SELECT 'a ' AS x) SELECT s.x = " + c3 + ", c.x = " + c3 + " FROM (SELECT 'a ' AS x) s, c",
			want: []string{"false | false"}},
		{name: "a CASE of literals is text", query: "SELECT " + c3 + " = CASE WHEN true THEN 'a ' END, CASE WHEN false THEN 'b' ELSE 'a ' END = " + c3 + ", " + c3 + " = CASE WHEN true THEN 'a ' ELSE " + c3 + " END, pg_typeof(CASE WHEN true THEN 'a' END)",
			want: []string{"false | false | true | text"}},
		{name: "a set operation of literals is text", query: "SELECT x = " + c3 + " FROM (SELECT 'a ' UNION ALL SELECT 'b' UNION ALL SELECT NULL) s(x)",
			want: []string{"false", "false", "NULL"}},
		{name: "a literal arm beside a CHAR arm is a CHAR", query: "SELECT (SELECT count(*) FROM (SELECT 'a ' UNION SELECT " + c3 + ") s), " +
			"(SELECT count(*) FROM (SELECT 'a ' UNION SELECT NULL UNION SELECT " + c3 + ") s), (SELECT string_agg(x || '|', ',') FROM (SELECT 'a ' UNION ALL SELECT CAST('b' AS CHAR(3))) s(x))",
			want: []string{"1 | 3 | a|,b|"}},
		// the string functions and || give text, which meets a CHAR as text
		{name: "string functions give text", query: "SELECT " + c3 + " = lower('A '), " + c3 + " = 'a' || ' ', " + c3 + " = concat('a', ' '), " + c3 + " = coalesce(NULL, 'a '), " +
			c3 + " = coalesce(CAST('a ' AS VARCHAR), 'b'), " + c3 + " = lower(CAST('A' AS VARCHAR))",
			want: []string{"false | false | false | false | true | true"}},
		// pg_typeof names the static type as PostgreSQL does
		{name: "pg_typeof", query: "SELECT pg_typeof(1), pg_typeof('a'), pg_typeof(NULL), pg_typeof(1.5), pg_typeof(CAST(1 AS BIGINT)), pg_typeof(CAST(1.5 AS FLOAT8)), " +
			"pg_typeof(CAST(1 AS REAL)), pg_typeof(CAST('a' AS VARCHAR)), pg_typeof(" + c3 + "), pg_typeof(CAST('a' AS TEXT)), pg_typeof(ARRAY[1]), " +
			"pg_typeof(CAST('{}' AS JSONB)), pg_typeof(CAST('{}' AS JSON)), pg_typeof(CAST('2020-01-01' AS TIMESTAMP)), pg_typeof(DATE '2020-01-01'), pg_typeof(true)",
			want: []string{"integer | unknown | unknown | numeric | bigint | double precision | real | character varying | character | text | integer[] | jsonb | json | timestamp without time zone | date | boolean"}},
		{name: "pg_typeof of computed values", query: "SELECT pg_typeof(lower('a')), pg_typeof('a' || 'b'), pg_typeof(x), pg_typeof(CAST(1 AS SMALLINT) + CAST(1 AS SMALLINT)), " +
			"pg_typeof(CAST(5 AS REAL) * '3'), pg_typeof(count(*)), pg_typeof(sum(r)), pg_typeof(avg(r)), pg_typeof(DATE '2020-01-02' - DATE '2020-01-01') " +
			"FROM (SELECT 'a', CAST(1 AS REAL)) s(x, r) GROUP BY x",
			want: []string{"text | text | text | smallint | real | bigint | real | double precision | integer"}},
		{name: "pg_typeof evaluates its argument", query: "SELECT pg_typeof(1 / 0)", err: "division by zero"},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresTyping(t *testing.T) {
	for _, c := range pgTypingCases() {
		runSQL(t, c)
	}
}

// TestPostgresTypingOnPostgres checks the cases' expectations on
// PostgreSQL itself.
func TestPostgresTypingOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgTypingCases())
}

// TestPostgresTypeofRefusals: pg_typeof of a value whose PostgreSQL type
// the executor does not keep exactly is an error, not a guess
// (PostgreSQL 15: pg_typeof(length('a')) is integer, the executor's
// length a BIGINT; pg_typeof(now()) is timestamp with time zone).
func TestPostgresTypeofRefusals(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "an integer from a function", query: "SELECT pg_typeof(length('a'))", err: "pg_typeof of this bigint is not answered"},
		{name: "a string of no known type", query: "SELECT pg_typeof(CASE WHEN true THEN 'a' ELSE CAST('b' AS VARCHAR) END)", err: "pg_typeof of this varchar is not answered"},
		// PostgreSQL 15: timestamp with time zone (three times), double
		// precision, numeric, integer (the executor's types: TIMESTAMP,
		// TIMESTAMPTZ but not kept as known, DATE, REAL, DOUBLE, BIGINT)
		{name: "a timestamp from to_timestamp", query: "SELECT pg_typeof(to_timestamp(0))", err: "pg_typeof of this timestamp is not answered"},
		{name: "a timestamptz from now()", query: "SELECT pg_typeof(now())", err: "is not answered"},
		{name: "date_trunc of a date", query: "SELECT pg_typeof(date_trunc('day', DATE '2020-01-01'))", err: "is not answered"},
		{name: "ceil of a real", query: "SELECT pg_typeof(ceil(CAST(1.5 AS REAL)))", err: "is not answered"},
		{name: "power of a numeric", query: "SELECT pg_typeof(power(2.0, 3))", err: "is not answered"},
		{name: "ntile", query: "SELECT pg_typeof(ntile(2) OVER ())", err: "is not answered"},
	} {
		c.dialect = "postgres"
		runSQL(t, c)
	}
}
