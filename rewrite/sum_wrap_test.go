package rewrite_test

import "testing"

// Hive's and Spark's sum of integers wraps around past the BIGINT range;
// the exact sums of DuckDB, PostgreSQL and Snowflake are reduced modulo
// 2^64 (rewrite/sum_wrap.go).
func TestSumWrap(t *testing.T) {
	const tbl = "CREATE TABLE t (id INT, b BIGINT, d DOUBLE)"
	runExprCases(t, []exprCase{
		{name: "hive to duckdb", from: "hive", to: "duckdb", schema: tbl,
			in: "SELECT sum(b) AS s FROM t", want: "SELECT CAST(mod(mod(sum(b) + 9223372036854775808, 18446744073709551616) + 18446744073709551616, 18446744073709551616) - 9223372036854775808 AS BIGINT) AS s FROM t", fires: true},
		{name: "spark to postgres, a window", from: "spark", to: "postgres", schema: tbl,
			in:   "SELECT sum(b) OVER (PARTITION BY id) AS s FROM t",
			want: "SELECT CAST(mod(mod(sum(b) OVER (PARTITION BY id) + 9223372036854775808, 18446744073709551616) + 18446744073709551616, 18446744073709551616) - 9223372036854775808 AS BIGINT) AS s FROM t", fires: true},
		{name: "hive to snowflake", from: "hive", to: "snowflake", schema: tbl,
			in: "SELECT sum(b) AS s FROM t", want: "SELECT CAST(mod(mod(sum(b) + 9223372036854775808, 18446744073709551616) + 18446744073709551616, 18446744073709551616) - 9223372036854775808 AS BIGINT) AS s FROM t", fires: true},
		{name: "postgres sums an INT to a BIGINT that raises", from: "hive", to: "postgres", schema: tbl,
			in: "SELECT sum(id) AS s FROM t", want: "SELECT sum(id) AS s FROM t"},
		{name: "trino raises", from: "hive", to: "trino", schema: tbl,
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(b) AS s FROM t"},
		{name: "a DOUBLE", from: "hive", to: "duckdb", schema: tbl,
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		// Trino's sum raises past the BIGINT range: no wrap, but its BIGINT
		// type is kept, PostgreSQL's sum of a BIGINT being a numeric
		// (duck_sum.go)
		{name: "trino source", from: "trino", to: "postgres", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in: "SELECT sum(b) AS s FROM t", want: "SELECT CAST(sum(b) AS BIGINT) AS s FROM t", fires: true},
	})
}
