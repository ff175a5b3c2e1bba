package rewrite_test

import "testing"

// PostgreSQL's NUMERIC without a precision keeps every digit; the other
// dialects' bare DECIMAL rounds (DuckDB's is DECIMAL(18, 3), checked on
// DuckDB 1.5), so a cast takes its operand's precision and scale and a
// column of that type is refused (rewrite/pg_numeric_cast.go). The rows
// are pinned by conformance/casts/postgres_numeric_unconstrained*.
func TestPgNumericCast(t *testing.T) {
	const table = "CREATE TABLE t (n NUMERIC(7, 5), i BIGINT, d DOUBLE PRECISION, s TEXT)"
	runExprCases(t, []exprCase{
		{name: "a decimal column keeps its digits", from: "postgres", to: "duckdb", schema: table,
			in: "SELECT CAST(n AS NUMERIC) AS a FROM t", want: "SELECT CAST(n AS DECIMAL(7, 5)) AS a FROM t", fires: true},
		{name: "a bigint has 19 digits", from: "postgres", to: "spark", schema: table,
			in: "SELECT CAST(i AS DECIMAL) AS a FROM t", want: "SELECT CAST(i AS DECIMAL(19, 0)) AS a FROM t", fires: true},
		{name: "a literal's digits (PostgreSQL's 1.50e1 is the numeric 15.0; -12.5::numeric is -(12.5::numeric))", from: "postgres", to: "duckdb",
			in: "SELECT 1.50e1::numeric AS a, '0.0625'::numeric AS b, -12.5::numeric AS c", want: "SELECT CAST(CAST('1.50e1' AS DECIMAL(3, 1)) AS DECIMAL(3, 1)) AS a, CAST('0.0625' AS DECIMAL(4, 4)) AS b, -CAST(12.5 AS DECIMAL(3, 1)) AS c", fires: true},
		{name: "a double has no exact precision", from: "postgres", to: "duckdb", schema: table,
			in: "SELECT CAST(d AS NUMERIC) AS a FROM t", code: "T056"},
		{name: "a string column", from: "postgres", to: "trino", schema: table,
			in: "SELECT CAST(s AS NUMERIC) AS a FROM t", code: "T056"},
		{name: "a string that is no plain number", from: "postgres", to: "duckdb",
			in: "SELECT CAST('NaN' AS NUMERIC) AS a", code: "T056"},
		{name: "postgres keeps it", from: "postgres", to: "postgres", schema: table,
			in: "SELECT CAST(d AS NUMERIC) AS a FROM t", want: "SELECT CAST(d AS NUMERIC) AS a FROM t"},
		{name: "a column of that type", from: "postgres", to: "duckdb",
			in: "CREATE TABLE u (n NUMERIC, m NUMERIC(5, 2))", code: "T056"},
		{name: "a cast to an array of that type (DuckDB 1.5: CAST([1.23456] AS DECIMAL[]) is [1.235])", from: "postgres", to: "duckdb",
			in: "SELECT CAST(ARRAY[1.23456] AS NUMERIC[]) AS a", code: "T056"},
		{name: "a cast to an array of that type, to Trino", from: "postgres", to: "trino",
			in: "SELECT CAST(ARRAY[1.5] AS NUMERIC[]) AS a", code: "T056"},
		// A literal array text is its elements, each cast (pg_array_text.go),
		// and a literal's digits are known.
		{name: "a literal array text of that type, to Trino", from: "postgres", to: "trino",
			in: "SELECT '{1.5}'::numeric[] AS a", want: "SELECT ARRAY[CAST('1.5' AS DECIMAL(2, 1))] AS a", fires: true},
		{name: "an array column of that type", from: "postgres", to: "spark",
			in: "CREATE TABLE u (a NUMERIC[])", code: "T056"},
	})
}
