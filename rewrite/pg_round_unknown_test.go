package rewrite_test

import "testing"

// The round of an argument of unknown type toward PostgreSQL reads the
// argument's text, exact for integers, numerics and floats, where
// CAST(x AS NUMERIC) keeps 15 significant digits of a double (run on
// PostgreSQL 15: round(CAST(2.4999999999999996::float8 AS numeric)) is 3,
// DuckDB's round of the double 2); the CASE gives the value x's type
// where x is a double, a real or a numeric (rewrite/pg_round_double.go).
func TestPgRoundUnknownText(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "duckdb's round of a column of unknown type", from: "duckdb", to: "postgres",
			in:   "SELECT round(x) AS a FROM t",
			want: "SELECT CASE WHEN FALSE THEN x ELSE round(CAST(CAST(x AS VARCHAR) AS NUMERIC)) END AS a FROM t", fires: true},
		{name: "spark's round to places, times a decimal", from: "spark", to: "postgres",
			in:   "SELECT round(x, 2) * 0.1 AS a FROM t",
			want: "SELECT CASE WHEN FALSE THEN x ELSE round(CAST(CAST(x AS VARCHAR) AS NUMERIC), 2) END * 0.1 AS a FROM t", fires: true},
		{name: "snowflake's round of an expression of unknown type", from: "snowflake", to: "postgres",
			in:   "SELECT round(x + y, -1) AS a FROM t",
			want: "SELECT CASE WHEN FALSE THEN x + y ELSE round(CAST(CAST(x + y AS VARCHAR) AS NUMERIC), -1) END AS a FROM t", fires: true},
		{name: "a known decimal keeps the numeric round", from: "duckdb", to: "postgres", schema: "CREATE TABLE t (m DECIMAL(5, 2))",
			in: "SELECT round(m, 1) AS a FROM t", want: "SELECT round(CAST(m AS NUMERIC), 1) AS a FROM t"},
		{name: "toward duckdb the round is kept", from: "spark", to: "duckdb",
			in: "SELECT round(x) AS a FROM t", want: "SELECT round(x) AS a FROM t"},
	})
}
