package executor_test

import "testing"

// pgExecTypingCases are queries the reference executor must answer, or
// raise for, as PostgreSQL 15 does (each expectation run on PostgreSQL by
// TestPostgresExecTypingOnPostgres): the operand types PostgreSQL's
// operator and function resolution gives string literals, text and
// floats, and the errors it raises where it finds no operator.
func pgExecTypingCases() []sqlCase {
	const c3 = "CAST('a' AS CHAR(3))"
	cs := []sqlCase{
		// ARRAY[...] of string literals is a text[]: a CHAR meets it as
		// text; an array literal or a VARCHAR array keeps the CHAR rule
		{name: "char = ANY of a text array", query: "SELECT " + c3 + " = ANY (ARRAY['a ']), " + c3 + " = ANY (ARRAY['a']), " +
			c3 + " = ANY (ARRAY[CAST('a ' AS VARCHAR)]), " + c3 + " = ANY (CAST('{\"a \"}' AS TEXT[])), " + c3 + " = ANY ('{\"a \"}'), " +
			c3 + " <> ALL (ARRAY['a ']), CAST('a ' AS TEXT) = ANY (ARRAY[" + c3 + "]), " + c3 + " = ANY (ARRAY[lower('A ')])",
			want: []string{"false | true | true | false | true | true | false | false"}},
		{name: "char = ANY of a text array column", query: "SELECT x = ANY (ARRAY['a ']) FROM (VALUES (" + c3 + ")) t(x)",
			want: []string{"false"}},
		{name: "a CHAR appended to a text array", query: "SELECT CAST(ARRAY['a '] || " + c3 + " AS TEXT), CAST(ARRAY[CAST('b' AS VARCHAR)] || " + c3 + " AS TEXT), " +
			"CAST(" + c3 + " || ARRAY['b'] AS TEXT), CAST(ARRAY[" + c3 + "] || CAST('c' AS TEXT) AS TEXT)",
			want: []string{"{\"a \",a} | {b,a} | {\"a  \",b} | {\"a  \",c}"}},
		{name: "pg_typeof of an array of literals", query: "SELECT CAST(pg_typeof(ARRAY['a ']) AS TEXT), CAST(pg_typeof(ARRAY['a', NULL]) AS TEXT)",
			want: []string{"text[] | text[]"}},
		// a float read into a numeric keeps 6 significant digits of a
		// real, 15 of a double precision
		{name: "real and double precision to numeric", query: "SELECT CAST(CAST(CAST(1.1 AS REAL) AS NUMERIC) AS TEXT), CAST(CAST(CAST(1234567.9 AS REAL) AS NUMERIC) AS TEXT), " +
			"CAST(CAST(CAST(0.000123456789 AS REAL) AS NUMERIC) AS TEXT), CAST(CAST(CAST(1.1 AS REAL) AS NUMERIC(10,4)) AS TEXT), " +
			"CAST(CAST(CAST(0.1 AS FLOAT8) + CAST(0.2 AS FLOAT8) AS NUMERIC) AS TEXT), CAST(CAST(CAST(123456789.123456789 AS FLOAT8) AS NUMERIC) AS TEXT), " +
			"CAST(CAST(CAST(1e20 AS FLOAT8) AS NUMERIC) AS TEXT), CAST(CAST(CAST(-2.5 AS REAL) AS NUMERIC(3,0)) AS TEXT)",
			want: []string{"1.1 | 1234570 | 0.000123457 | 1.1000 | 0.3 | 123456789.123457 | 100000000000000000000 | -3"}},
		// power of numerics rounds to max(16, the base's scale) places
		{name: "numeric power of an integer exponent", query: "SELECT CAST(power(2.0, 3) AS TEXT), CAST(power(2.0, 3.0) AS TEXT), CAST(power(2, 3) AS TEXT), " +
			"CAST(power(2.5, 2) AS TEXT), CAST(power(2.0, -1) AS TEXT), CAST(power(10.0, 20) AS TEXT), CAST(pow(1.5, 2) AS TEXT), " +
			"CAST(power(3.0, -1) AS TEXT), CAST(power(-3.0, -1) AS TEXT), CAST(power(-2.0, 3) AS TEXT), CAST(power(0.5, 0) AS TEXT), " +
			"CAST(power(1.00000000000000000001, 2) AS TEXT), CAST(power(2.0, '3') AS TEXT), CAST(power(2.0, CAST(3 AS REAL)) AS TEXT), CAST(power(2.0, -70) AS TEXT)",
			want: []string{"8.0000000000000000 | 8.0000000000000000 | 8 | 6.2500000000000000 | 0.5000000000000000 | 100000000000000000000.0000000000000000 | " +
				"2.2500000000000000 | 0.3333333333333333 | -0.3333333333333333 | -8.0000000000000000 | 1.0000000000000000 | " +
				"1.00000000000000000002 | 8.0000000000000000 | 8 | 0.0000000000000000"}},
		{name: "numeric power of zero to a negative exponent", query: "SELECT power(0.0, -1)", err: "zero raised to a negative power is undefined"},
		// great exponents: zero, one and minus one answer, a result below
		// the scale is zero, one past 131072 digits overflows
		{name: "numeric power of great exponents", query: "SELECT CAST(power(0.0, 2147483647) AS TEXT), CAST(power(-1.0, -2147483647) AS TEXT), " +
			"CAST(power(1.0, 2147483647) AS TEXT), CAST(power(0.5, 1000000) AS TEXT), CAST(power(2.0, -2147483648) AS TEXT), " +
			"length(CAST(power(10.0, 131071) AS TEXT)), CAST(power(10.0, -16) AS TEXT), CAST(power(10.0, -17) AS TEXT)",
			want: []string{"0.0000000000000000 | -1.0000000000000000 | 1.0000000000000000 | 0.0000000000000000 | 0.0000000000000000 | " +
				"131089 | 0.0000000000000001 | 0.0000000000000000"}},
		{name: "numeric power past numeric's digits", query: "SELECT power(1.5, 1000000)", err: "value overflows numeric format"},
		{name: "numeric power past numeric's digits, negative exponent", query: "SELECT power(0.1, -131072)", err: "value overflows numeric format"},
		// a string literal compared with an integer is an integer
		{name: "a literal no integer beside an integer", query: "SELECT '7.0' = 7", err: `invalid input syntax for type integer: "7.0"`},
		{name: "a literal no integer beside a bigint", query: "SELECT '7.0' = CAST(7 AS BIGINT)", err: `invalid input syntax for type bigint: "7.0"`},
		{name: "a literal no integer in IN", query: "SELECT 1 IN ('1.0')", err: `invalid input syntax for type integer: "1.0"`},
		{name: "a literal no integer in BETWEEN", query: "SELECT 7 BETWEEN '1.5' AND 8", err: `invalid input syntax for type integer: "1.5"`},
		{name: "a literal no integer against a column", query: "SELECT x FROM (VALUES (7)) t(x) WHERE x = '7.0'", err: `invalid input syntax for type integer: "7.0"`},
		// BETWEEN resolves x >= lo and x <= hi each alone; an IN list's
		// items reading a column are compared with x one by one
		{name: "a literal no integer in BETWEEN beside a numeric bound", query: "SELECT 7 BETWEEN '1.5' AND 8.5", err: `invalid input syntax for type integer: "1.5"`},
		{name: "a literal no integer tested by BETWEEN integer and numeric bounds", query: "SELECT '5.5' BETWEEN 1 AND 10.5", err: `invalid input syntax for type integer: "5.5"`},
		{name: "a literal no integer in SYMMETRIC BETWEEN", query: "SELECT 7 NOT BETWEEN SYMMETRIC 8.5 AND '1.5'", err: `invalid input syntax for type integer: "1.5"`},
		{name: "a literal no integer in IN beside a numeric column", query: "SELECT x IN ('1.0', y) FROM (VALUES (1, 2.5)) t(x, y)", err: `invalid input syntax for type integer: "1.0"`},
		{name: "literals beside integers and numerics in BETWEEN and IN", query: "SELECT '5' BETWEEN 1 AND 10.5, 7 BETWEEN '1' AND '8', x IN ('1.0', 2.5), x IN ('1.0', y, 3.5), 1 IN (y, '1.5', 3.5) " +
			"FROM (VALUES (1, 2.5)) t(x, y)",
			want: []string{"true | true | true | true | false"}},
		// two operands of no written type have no one operator
		{name: "NULL + NULL", query: "SELECT NULL + NULL", err: "operator is not unique: unknown + unknown"},
		{name: "a string literal / NULL", query: "SELECT '1' / NULL", err: "operator is not unique: unknown / unknown"},
		{name: "minus a string literal", query: "SELECT -'1'", err: "operator is not unique: - unknown"},
		{name: "minus NULL", query: "SELECT - NULL", err: "operator is not unique: - unknown"},
		{name: "literals beside integers", query: "SELECT '7' = 7, 7 = '7', '-3' < 1, 1 IN ('1', '2'), 1 IN ('1.0', 2.5)",
			want: []string{"true | true | true | true | true"}},
		// no arithmetic of text
		{name: "text + integer: CASE of literals", query: "SELECT CASE WHEN true THEN '1' END + 1", err: "operator does not exist: text + integer"},
		{name: "text + integer: coalesce", query: "SELECT coalesce(NULL, '1') + 1", err: "operator does not exist: text + integer"},
		{name: "text * integer: lower", query: "SELECT lower('1') * 2", err: "operator does not exist: text * integer"},
		{name: "text + integer: a VALUES column", query: "SELECT x + 1 FROM (VALUES ('1')) t(x)", err: "operator does not exist: text + integer"},
		{name: "text + text", query: "SELECT CAST(NULL AS TEXT) + CAST(NULL AS TEXT)", err: "operator does not exist: text + text"},
		{name: "integer - varchar", query: "SELECT 1 - CAST('1' AS VARCHAR)", err: "operator does not exist: integer - "},
		// mod of integers and numerics only; typeof is no PostgreSQL function
		{name: "mod of a real", query: "SELECT mod(CAST(5 AS REAL), 2)", err: "function mod(real, integer) does not exist"},
		{name: "mod of a double precision column", query: "SELECT mod(x, 2) FROM (VALUES (CAST(1.5 AS FLOAT8))) t(x)", err: "function mod(double precision, integer) does not exist"},
		{name: "mod of two literals", query: "SELECT mod('5', '2')", err: "function mod(unknown, unknown) is not unique"},
		{name: "mod of integers and numerics", query: "SELECT CAST(mod(5, 2.5) AS TEXT), mod('5', 2), mod(CAST(7 AS SMALLINT), CAST(3 AS BIGINT))",
			want: []string{"0.0 | 1 | 1"}},
		{name: "typeof", query: "SELECT typeof(1)", err: "function typeof(integer) does not exist"},
		// pg_typeof's regtype compares with a regtype only
		{name: "pg_typeof = a type's name", query: "SELECT pg_typeof(1) = 'integer'", err: `invalid input syntax for type oid: "integer"`},
		{name: "a type's name = pg_typeof", query: "SELECT 'integer' = pg_typeof(1)", err: `invalid input syntax for type oid: "integer"`},
		{name: "pg_typeof IN a type's name", query: "SELECT pg_typeof(1) IN ('integer')", err: `invalid input syntax for type oid: "integer"`},
		{name: "pg_typeof = text", query: "SELECT pg_typeof(1) = CAST('integer' AS TEXT)", err: "operator does not exist: regtype = text"},
		{name: "pg_typeof compared as PostgreSQL does", query: "SELECT pg_typeof(1) = CAST('integer' AS REGTYPE), pg_typeof(1) = pg_typeof(2), CAST(pg_typeof(1) AS TEXT) = 'integer'",
			want: []string{"true | true | true"}},
		// math functions read a string literal as a double precision
		{name: "math of a string literal", query: "SELECT CAST(abs('-3') AS TEXT), CAST(abs('-3.5') AS TEXT), CAST(ceil('1.5') AS TEXT), CAST(floor('-1.5') AS TEXT), " +
			"CAST(sqrt('4') AS TEXT), CAST(exp('0') AS TEXT), CAST(ln('1') AS TEXT), CAST(round('2.5') AS TEXT), CAST(round('3.5') AS TEXT), CAST(ceiling('1.2') AS TEXT)",
			want: []string{"3 | 3.5 | 2 | -2 | 2 | 1 | 0 | 2 | 4 | 2"}},
		{name: "abs of a string no number", query: "SELECT abs('x')", err: `invalid input syntax for type double precision: "x"`},
		// a string literal beside a date, a timestamp, a time or an interval
		{name: "date - a literal date", query: "SELECT DATE '2020-01-01' - '2019-12-31', '2020-01-05' - DATE '2020-01-01'",
			want: []string{"1 | 4"}},
		{name: "timestamp, time and interval with a literal interval", query: "SELECT CAST(TIMESTAMP '2020-01-01 00:00' + '1 day' AS TEXT), CAST('1 day' + TIMESTAMP '2020-01-01 00:00' AS TEXT), " +
			"CAST(TIME '10:00' + '1 hour' AS TEXT), CAST(INTERVAL '1 day' + '1 hour' AS TEXT), CAST(INTERVAL '1 day' * '2' AS TEXT), CAST(INTERVAL '1 day' / '2' AS TEXT), " +
			"CAST('1 hour' - INTERVAL '10 minutes' AS TEXT)",
			want: []string{"2020-01-02 00:00:00 | 2020-01-02 00:00:00 | 11:00:00 | 1 day 01:00:00 | 2 days | 12:00:00 | 00:50:00"}},
		{name: "date + a literal", query: "SELECT DATE '2020-01-01' + '1 day'", err: "operator is not unique: date + unknown"},
		{name: "date - a literal no date", query: "SELECT DATE '2020-01-01' - '1 day'", err: `invalid input syntax for type date: "1 day"`},
		// pg_typeof of a column whose type PostgreSQL knows exactly
		{name: "pg_typeof of derived columns", query: "SELECT CAST(pg_typeof(x) AS TEXT), CAST(pg_typeof(y) AS TEXT), CAST(pg_typeof(z) AS TEXT), CAST(pg_typeof(w) AS TEXT) " +
			"FROM (SELECT CAST(length('a') AS INT) AS x, count(length('a')) AS y, lower('A') AS z, 1 AS w) s",
			want: []string{"integer | bigint | text | integer"}},
		// coalesce(x, NULL) is of x's type (a domain's base type), as
		// lateral tests a value of unknown type toward PostgreSQL
		{name: "pg_typeof of coalesce(x, NULL)", query: "SELECT CAST(pg_typeof(coalesce(x, NULL)) AS TEXT), CAST(pg_typeof(coalesce(y, NULL, NULL)) AS TEXT), " +
			"CAST(pg_typeof(coalesce(z, NULL)) AS TEXT), CAST(pg_typeof(coalesce(w, NULL)) AS TEXT) " +
			"FROM (SELECT CAST(1.5 AS FLOAT8) AS x, CAST('2020-01-01 00:00:00+00' AS TIMESTAMPTZ) AS y, ARRAY[CAST(1 AS REAL)] AS z, 1 AS w) s",
			want: []string{"double precision | timestamp with time zone | real[] | integer"}},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresExecTyping(t *testing.T) {
	for _, c := range pgExecTypingCases() {
		runSQL(t, c)
	}
}

func TestPostgresExecTypingOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgExecTypingCases())
}

// pgExecRefusedCases are queries PostgreSQL answers (with pgWant) where
// the executor's answer would differ, so it raises naming what it does
// not answer: pg_typeof of a column computed by a function whose type the
// executor does not keep as PostgreSQL's (length is an integer there, now()
// a timestamp with time zone, ntile an integer), a numeric power of a
// great exponent, a type's oid.
func pgExecRefusedCases() (refused, pgWant []sqlCase) {
	for _, c := range []struct{ name, query, pg string }{
		{"pg_typeof of a derived column of length", "SELECT pg_typeof(x) FROM (SELECT length('a') AS x) s", "integer"},
		{"pg_typeof of a derived column plus one", "SELECT pg_typeof(x + 1) FROM (SELECT length('a') AS x) s", "integer"},
		{"pg_typeof of a CTE column", "WITH c AS (SELECT length('a') AS x) SELECT pg_typeof(x) FROM c", "integer"},
		{"pg_typeof of a column of a column", "SELECT pg_typeof(y) FROM (SELECT x + 1 AS y FROM (SELECT length('a') AS x) s) t", "integer"},
		{"pg_typeof of a UNION column", "SELECT pg_typeof(x) FROM (SELECT 1 UNION ALL SELECT length('a')) s(x) LIMIT 1", "integer"},
		{"pg_typeof of a VALUES column", "SELECT pg_typeof(x) FROM (VALUES (length('a'))) s(x)", "integer"},
		{"pg_typeof of max of a derived column", "SELECT pg_typeof(max(x)) FROM (SELECT length('a') AS x) s", "integer"},
		{"pg_typeof of a derived column of now()", "SELECT pg_typeof(x) FROM (SELECT now() AS x) s", "timestamp with time zone"},
		{"pg_typeof of a derived column of ceil", "SELECT pg_typeof(x) FROM (SELECT ceil(CAST(1.5 AS REAL)) AS x) s", "double precision"},
		{"pg_typeof of a derived window column", "SELECT pg_typeof(r) FROM (SELECT ntile(2) OVER () AS r) s", "integer"},
		{"numeric power of a great exponent", "SELECT CAST(power(0.9999999999, 100000000) AS TEXT)", "0.9900498337486730"},
		{"pg_typeof = an oid", "SELECT pg_typeof(1) = '23'", "true"},
	} {
		refused = append(refused, sqlCase{name: c.name, query: c.query, dialect: "postgres", err: "not answered by the reference executor"})
		pgWant = append(pgWant, sqlCase{name: c.name, query: c.query, dialect: "postgres", want: []string{c.pg}})
	}
	return refused, pgWant
}

func TestPostgresExecRefused(t *testing.T) {
	refused, _ := pgExecRefusedCases()
	for _, c := range refused {
		runSQL(t, c)
	}
}

func TestPostgresExecRefusedOnPostgres(t *testing.T) {
	_, pgWant := pgExecRefusedCases()
	casesOnPostgres(t, nil, pgWant)
}

// duckStringArithCases: DuckDB has no arithmetic of a string (each
// expectation run on DuckDB by TestDuckDBStringArithOnDuckDB).
func duckStringArithCases() []sqlCase {
	const none = "No function matches the given name and argument types"
	const choose = "Could not choose a best candidate function for the function call"
	cs := []sqlCase{
		{name: "ifnull of a string literal + 1", query: "SELECT ifnull(NULL, '10') + 1", err: none},
		{name: "coalesce of a string literal * 2", query: "SELECT coalesce('10', NULL) * 2", err: none},
		{name: "CASE of a string literal + 1", query: "SELECT CASE WHEN true THEN '1' END + 1", err: none},
		{name: "a VARCHAR column % 2", query: "SELECT s % 2 FROM (VALUES (CAST('2' AS VARCHAR))) t(s)", err: none},
		{name: "1 - a VARCHAR column", query: "SELECT 1 - s FROM (VALUES (CAST('2' AS VARCHAR))) t(s)", err: none},
		{name: "a string literal + 1", query: "SELECT '10' + 1", err: choose},
		{name: "a decimal * a string literal", query: "SELECT 1.5 * '2'", err: choose},
		{name: "a string literal / 1", query: "SELECT '2' / 1", err: choose},
		{name: "a string literal - 1", query: "SELECT '2' - 1", err: choose},
		{name: "a bigint * a string literal", query: "SELECT CAST(1 AS BIGINT) * '2'", err: choose},
		// elsewhere the literal takes the other's type
		{name: "a string literal beside other numbers", query: "SELECT CAST(1 AS BIGINT) + '2', 1.5 + '2', 1 - '2', 1 * '2', " +
			"1 / '2', '7' % 2, '2' % 1.5, 7 // '2', CAST(9007199254740993 AS BIGINT) + '0', CAST(1 AS BIGINT) + '2.5', 7 % '2.5'",
			want: []string{"3 | 3.5 | -1 | 2 | 0.5 | 1 | 0.5 | 3 | 9007199254740993 | 4 | 1"}},
		// || is text: the literal stays a string
		{name: "an integer || a string literal", query: "SELECT 7 || '|', '|' || 7, 7 || '12'",
			want: []string{"7| | |7 | 712"}},
		{name: "numbers and intervals still add", query: "SELECT 5 // 2, CAST(DATE '2020-01-01' + INTERVAL '1 day' AS VARCHAR)",
			want: []string{"2 | 2020-01-02 00:00:00"}},
	}
	for i := range cs {
		cs[i].dialect = "duckdb"
	}
	return cs
}

func TestDuckDBStringArith(t *testing.T) {
	for _, c := range duckStringArithCases() {
		runSQL(t, c)
	}
}

func TestDuckDBStringArithOnDuckDB(t *testing.T) {
	casesOnDuckDB(t, duckStringArithCases())
}

// TestDuckDBIntDivLiteralRefused: DuckDB's // of a string literal beside a
// decimal or a float is not the executor's (DuckDB 1.5 run: 1.5 // '2' is
// 0.75), so the executor refuses it.
func TestDuckDBIntDivLiteralRefused(t *testing.T) {
	const q = "SELECT 1.5 // '2'"
	runSQL(t, sqlCase{name: "// of a string literal beside a decimal", dialect: "duckdb", query: q, err: "not answered by the reference executor"})
	casesOnDuckDB(t, []sqlCase{{name: "// of a string literal beside a decimal", dialect: "duckdb", query: q, want: []string{"0.75"}}})
}
