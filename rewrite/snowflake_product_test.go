package rewrite_test

import "testing"

// Snowflake's product of decimals of scales s1 and s2 has scale min(s1 +
// s2, max(s1, s2, 12)), rounded, where the other dialects keep s1 + s2
// (Snowflake SQL reference, scale and precision in arithmetic operations;
// rewrite/snowflake_product.go): from Snowflake the product is cast to
// DECIMAL(38, S); toward Snowflake an operand is widened to s1 + s2
// places, or the product refused where that passes 38 digits.
func TestSnowflakeProductScale(t *testing.T) {
	const snow = "CREATE TABLE t (a NUMBER(38, 10), b NUMBER(38, 10), c NUMBER(10, 2), d NUMBER(10, 8), n INT)"
	const duck = "CREATE TABLE t (a DECIMAL(38, 10), b DECIMAL(38, 10), c DECIMAL(10, 2), d DECIMAL(10, 8))"
	runExprCases(t, []exprCase{
		{name: "from snowflake toward postgres", from: "snowflake", to: "postgres", schema: snow,
			in: "SELECT a * b AS p, d * d AS r FROM t", want: "SELECT CAST(a * b AS NUMERIC(38, 12)) AS p, CAST(d * d AS NUMERIC(38, 12)) AS r FROM t", fires: true},
		{name: "from snowflake, a product of a product", from: "snowflake", to: "duckdb", schema: snow,
			// c * d, DuckDB's DECIMAL(18,10), is widened (duck_decimal_product.go)
			in: "SELECT c * d * d AS w FROM t", want: "SELECT CAST(CAST(c AS DECIMAL(19, 2)) * d * d AS DECIMAL(38, 12)) AS w FROM t", fires: true},
		{name: "from snowflake, scales within 12 and integers are kept", from: "snowflake", to: "postgres", schema: snow,
			in: "SELECT c * d AS q, d * n AS s FROM t", want: "SELECT c * d AS q, d * n AS s FROM t"},
		{name: "from snowflake toward spark within its 38 digits", from: "snowflake", to: "spark", schema: snow,
			in: "SELECT d * d AS r FROM t", want: "SELECT CAST(d * d AS DECIMAL(38, 12)) AS r FROM t", fires: true},
		{name: "from snowflake toward spark past its 38 digits", from: "snowflake", to: "spark", schema: snow,
			in: "SELECT a * b AS p FROM t", code: "T198"},
		{name: "from snowflake toward bigquery", from: "snowflake", to: "bigquery", schema: snow,
			in: "SELECT d * d AS r FROM t", code: "T198"},
		{name: "toward snowflake an operand is widened", from: "duckdb", to: "snowflake", schema: duck,
			in: "SELECT d * d AS r, d * d * d AS z FROM t", want: "SELECT CAST(d AS DECIMAL(18, 16)) * d AS r, CAST(d AS DECIMAL(18, 16)) * d * CAST(d AS DECIMAL(26, 24)) AS z FROM t", fires: true},
		{name: "toward snowflake past 38 digits", from: "trino", to: "snowflake", schema: duck,
			in: "SELECT a * b AS p FROM t", code: "T198"},
		{name: "toward snowflake within 12 places", from: "postgres", to: "snowflake", schema: duck,
			in: "SELECT c * d AS q FROM t", want: "SELECT c * d AS q FROM t"},
	})
}
