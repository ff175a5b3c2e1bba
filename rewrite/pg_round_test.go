package rewrite_test

import "testing"

const pgRoundTable = "CREATE TABLE t (x DOUBLE PRECISION, r REAL, n NUMERIC(10, 3), i INTEGER, s TEXT)"

// PostgreSQL's round(x) rounds a double precision half to even and a
// numeric half away from zero; an argument the reader cannot type is read
// from the schema, or refused (rewrite/pg_round.go).
func TestPgRoundTyped(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a double precision column rounds half to even", from: "postgres", to: "hive", schema: pgRoundTable,
			in: "SELECT round(x) AS a FROM t", want: "SELECT bround(x) AS a FROM t", fires: true},
		{name: "a real column, duckdb", from: "postgres", to: "duckdb", schema: pgRoundTable,
			in: "SELECT round(r) AS a FROM t", want: "SELECT round_even(r, 0) AS a FROM t", fires: true},
		{name: "a numeric column rounds half away from zero", from: "postgres", to: "spark", schema: pgRoundTable,
			in: "SELECT round(n) AS a FROM t", want: "SELECT round(n) AS a FROM t", fires: true},
		{name: "an integer expression is a double precision: round(9007199254740993::bigint) = 9007199254740992", from: "postgres", to: "duckdb", schema: pgRoundTable,
			in: "SELECT round(i + 1) AS a FROM t", want: "SELECT round(CAST(i + 1 AS DOUBLE)) AS a FROM t", fires: true},
		{name: "an unknown column", from: "postgres", to: "hive",
			in: "SELECT round(x) AS a FROM t", code: "T056"},
		{name: "an unknown column, snowflake", from: "postgres", to: "snowflake",
			in: "SELECT round(x) AS a FROM t", code: "T056"},
		{name: "a text column is no number", from: "postgres", to: "duckdb", schema: pgRoundTable,
			in: "SELECT round(s) AS a FROM t", code: "T056"},
		{name: "postgres reads it as written", from: "postgres", to: "postgres",
			in: "SELECT round(x) AS a FROM t", want: "SELECT round(x) AS a FROM t"},
		{name: "round with a scale takes a numeric only", from: "postgres", to: "hive",
			in: "SELECT round(x, 2) AS a FROM t", want: "SELECT round(x, 2) AS a FROM t"},
		{name: "a cast says the type", from: "postgres", to: "hive",
			in: "SELECT round(CAST(x AS DOUBLE PRECISION)) AS a FROM t", want: "SELECT bround(CAST(x AS DOUBLE)) AS a FROM t"},
		{name: "another source's round", from: "duckdb", to: "hive",
			in: "SELECT round(x) AS a FROM t", want: "SELECT round(x) AS a FROM t"},
	})
}

func TestPgRoundSnowflakeFloat(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "snowflake's HALF_TO_EVEN takes no FLOAT", from: "postgres", to: "snowflake", schema: pgRoundTable,
			in: "SELECT round(x) AS a FROM t", code: "T301"},
		{name: "a numeric for snowflake", from: "postgres", to: "snowflake", schema: pgRoundTable,
			in: "SELECT round(n) AS a FROM t", want: "SELECT round(n) AS a FROM t", fires: true},
	})
}
