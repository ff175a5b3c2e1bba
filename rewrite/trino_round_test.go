package rewrite_test

import "testing"

const trinoRoundTable = "CREATE TABLE t (x DOUBLE, r REAL, m DECIMAL(5, 2), n BIGINT, s VARCHAR)"

// Trino's round is the canonical round for integers, for DECIMALs (but to
// negative places past the type's integer digits) and for floats to 0
// places; the rest is refused (rewrite/trino_round.go,
// dialects/functions_round_trino.go). Toward PostgreSQL a float is
// rounded through its text (rewrite/pg_round_double.go).
func TestTrinoRoundTyped(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a double column to 0 places", from: "trino", to: "duckdb", schema: trinoRoundTable,
			in: "SELECT round(x) AS a FROM t", want: "SELECT round(x) AS a FROM t", fires: true},
		{name: "a double column, postgres reads its text", from: "trino", to: "postgres", schema: trinoRoundTable,
			in: "SELECT round(x, 0) AS a FROM t", want: "SELECT CAST(round(CAST(CAST(x AS VARCHAR) AS NUMERIC), 0) AS DOUBLE PRECISION) AS a FROM t", fires: true},
		{name: "a real column", from: "trino", to: "spark", schema: trinoRoundTable,
			in: "SELECT round(r) AS a FROM t", want: "SELECT round(r) AS a FROM t", fires: true},
		{name: "a decimal column to a place", from: "trino", to: "postgres", schema: trinoRoundTable,
			in: "SELECT round(m, 1) AS a FROM t", want: "SELECT round(CAST(m AS NUMERIC), 1) AS a FROM t", fires: true},
		{name: "a decimal column to tens: p - s + d = 2", from: "trino", to: "duckdb", schema: trinoRoundTable,
			in: "SELECT round(m, -1) AS a FROM t", want: "SELECT round(m, -1) AS a FROM t", fires: true},
		{name: "a decimal column to thousands gives 0 in trino", from: "trino", to: "duckdb", schema: trinoRoundTable,
			in: "SELECT round(m, -3) AS a FROM t", code: "T302"},
		{name: "a decimal column to places not constant", from: "trino", to: "duckdb", schema: trinoRoundTable,
			in: "SELECT round(m, n) AS a FROM t", code: "T302"},
		{name: "a bigint column to tens", from: "trino", to: "hive", schema: trinoRoundTable,
			in: "SELECT round(n, -1) AS a FROM t", want: "SELECT round(n, -1) AS a FROM t", fires: true},
		{name: "a double column to 2 places rounds the scaled double", from: "trino", to: "postgres", schema: trinoRoundTable,
			in: "SELECT round(x, 2) AS a FROM t", code: "T302"},
		{name: "a double literal to 2 places", from: "trino", to: "duckdb",
			in: "SELECT round(4.145e0, 2) AS a", code: "T302"},
		{name: "a varchar column", from: "trino", to: "duckdb", schema: trinoRoundTable,
			in: "SELECT round(s) AS a FROM t", code: "T302"},
		{name: "an unknown column", from: "trino", to: "duckdb",
			in: "SELECT round(x) AS a FROM t", code: "T056"},
		{name: "presto alike", from: "presto", to: "duckdb",
			in: "SELECT round(x) AS a FROM t", code: "T056"},
		{name: "a decimal literal", from: "trino", to: "postgres",
			in: "SELECT round(2.5) AS a", want: "SELECT round(CAST(2.5 AS NUMERIC)) AS a"},
		{name: "a decimal literal to tens: DECIMAL(3, 1)", from: "trino", to: "duckdb",
			in: "SELECT round(25.5, -1) AS a", want: "SELECT round(25.5, -1) AS a"},
		{name: "a decimal literal to tens: DECIMAL(2, 1) gives 0 in trino", from: "trino", to: "duckdb",
			in: "SELECT round(5.5, -1) AS a", code: "T302"},
		{name: "a cast to double to 0 places", from: "trino", to: "duckdb",
			in: "SELECT round(CAST(s AS DOUBLE)) AS a FROM t", want: "SELECT round(CAST(s AS DOUBLE)) AS a FROM t"},
		// Trino's round of an integer is of its type, and its division of
		// integers integral: round(n, -1) / 3 of 10 is 3 in Trino, the
		// numeric's 3.3333333333333333 on PostgreSQL 15
		{name: "a bigint column to tens, divided", from: "trino", to: "postgres", schema: trinoRoundTable,
			in: "SELECT round(n, -1) / 3 AS a FROM t", want: "SELECT CAST(round(CAST(n AS NUMERIC), -1) AS BIGINT) / 3 AS a FROM t", fires: true},
		{name: "trino keeps its own", from: "trino", to: "trino",
			in: "SELECT round(x, 2) AS a FROM t", want: "SELECT round(x, 2) AS a FROM t"},
	})
}

// PostgreSQL's cast of a float8 to numeric keeps 15 digits, so the
// canonical round of a float from any other source reads its text there.
func TestPgRoundDoubleText(t *testing.T) {
	runExprCases(t, []exprCase{
		// DuckDB's trunc of an integer is of its type (DuckDB 1.5: typeof
		// of trunc(10::INT) is INTEGER), and its // of integers integral:
		// no longer refused as of unknown operands (T072)
		{name: "duckdb's trunc of an integer, divided", from: "duckdb", to: "postgres", schema: "CREATE TABLE t (i INTEGER)",
			in: "SELECT trunc(i) // 3 AS a FROM t", want: "SELECT CAST(trunc(CAST(i AS NUMERIC)) AS INTEGER) / 3 AS a FROM t", fires: true},
		{name: "hive's round of a double", from: "hive", to: "postgres", schema: "CREATE TABLE t (x DOUBLE, m DECIMAL(5, 2))",
			in: "SELECT round(x, 2) AS a, round(m) AS b FROM t", want: "SELECT CAST(round(CAST(CAST(x AS VARCHAR) AS NUMERIC), 2) AS DOUBLE PRECISION) AS a, round(CAST(m AS NUMERIC)) AS b FROM t", fires: true},
		{name: "duckdb's round of a float", from: "duckdb", to: "postgres", schema: "CREATE TABLE t (r FLOAT)",
			in: "SELECT round(r) AS a FROM t", want: "SELECT CAST(round(CAST(CAST(r AS VARCHAR) AS NUMERIC)) AS REAL) AS a FROM t", fires: true},
		// the round is a DOUBLE again in the expression around it: Trino
		// and DuckDB give 0.30000000000000004 of 3.0, a numeric 0.3 (run
		// on PostgreSQL 15)
		{name: "trino's round of a double times a decimal", from: "trino", to: "postgres", schema: "CREATE TABLE t (x DOUBLE)",
			in: "SELECT round(x) * 0.1 AS a FROM t", want: "SELECT CAST(round(CAST(CAST(x AS VARCHAR) AS NUMERIC)) AS DOUBLE PRECISION) * 0.1 AS a FROM t", fires: true},
	})
}
