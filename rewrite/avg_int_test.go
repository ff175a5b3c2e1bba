package rewrite_test

import "testing"

// The average of integers is a DOUBLE in Trino, Hive, DuckDB and the
// others but PostgreSQL's is a numeric: floor(avg(i) * 3) over 0, 0, 1 is
// 1 on DuckDB 1.5 and 0 on PostgreSQL 15 (run on both), so the argument
// is cast to DOUBLE PRECISION for PostgreSQL and ANSI (avg_int.go).
func TestAvgIntDouble(t *testing.T) {
	const table = "CREATE TABLE t (i INTEGER, b BIGINT, d DOUBLE, n DECIMAL(10, 2))"
	runExprCases(t, []exprCase{
		{name: "trino's avg of an INTEGER", from: "trino", to: "postgres", schema: table,
			in: "SELECT floor(avg(i) * 3) AS a FROM t", want: "SELECT floor(avg(CAST(i AS DOUBLE PRECISION)) * 3) AS a FROM t", fires: true},
		{name: "duckdb's avg of a BIGINT, as a window", from: "duckdb", to: "ansi", schema: table,
			in: "SELECT avg(b) OVER () AS a FROM t", want: "SELECT avg(CAST(b AS DOUBLE PRECISION)) OVER () AS a FROM t", fires: true},
		{name: "a DOUBLE's average is a DOUBLE in both", from: "trino", to: "postgres", schema: table,
			in: "SELECT avg(d) AS a FROM t", want: "SELECT avg(d) AS a FROM t"},
		{name: "postgres to postgres", from: "postgres", to: "postgres", schema: table,
			in: "SELECT avg(i) AS a FROM t", want: "SELECT avg(i) AS a FROM t"},
		{name: "to duckdb, whose avg is a DOUBLE too", from: "trino", to: "duckdb", schema: table,
			in: "SELECT avg(i) AS a FROM t", want: "SELECT avg(i) AS a FROM t"},
		{name: "an unknown type", from: "trino", to: "postgres",
			in: "SELECT avg(z) AS a FROM w", want: "SELECT avg(z) AS a FROM w"},
	})
}
