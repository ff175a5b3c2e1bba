package rewrite_test

import "testing"

// A DECIMAL sum or difference DuckDB cuts to 18 digits (DECIMAL(18,2) +
// DECIMAL(18,2) is its DECIMAL(18,2)) has its left operand cast to
// DECIMAL(19, s) toward DuckDB, where the other dialects give the sum
// (run on PostgreSQL 15 and DuckDB 1.5: 9999999999999999.99 plus itself
// is 19999999999999999.98 in PostgreSQL and, so written, in DuckDB, where
// the sum as it was raised; conformance/casts/postgres_decimal_sum_duckdb.txtar).
func TestDuckDecimalSum(t *testing.T) {
	const schema = "CREATE TABLE t (x DECIMAL(18,2), y DECIMAL(18,2), c DECIMAL(17,2), i INTEGER, b BIGINT, d DECIMAL(10,2))"
	runExprCases(t, []exprCase{
		{name: "a sum", from: "postgres", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x + y AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) + y AS a FROM t"},
		{name: "a difference", from: "trino", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x - y AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) - y AS a FROM t"},
		{name: "an integer minus a decimal", from: "spark", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT i - x AS a FROM t",
			want: "SELECT CAST(i AS DECIMAL(19, 0)) - x AS a FROM t"},
		{name: "plus one", from: "snowflake", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x + 1 AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) + 1 AS a FROM t"},
		// the widened sum is of 20 digits, so the product is not cut
		{name: "a sum times a decimal", from: "postgres", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT (x + y) * d AS a FROM t",
			want: "SELECT (CAST(x AS DECIMAL(19, 2)) + y) * d AS a FROM t"},
		// the widened product is of 29 digits, so the sum is not cut
		{name: "a product plus a decimal", from: "postgres", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x * d + y AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) * d + y AS a FROM t"},
		// not cut or not past 18 digits: 17 + 17 digits make DuckDB's
		// DECIMAL(18,2), a BIGINT is 19 digits, 1 beside a DECIMAL(17,2)
		{name: "17 digits", from: "postgres", to: "duckdb", schema: schema, in: "SELECT c + c AS a FROM t", want: "SELECT c + c AS a FROM t"},
		{name: "a bigint", from: "postgres", to: "duckdb", schema: schema, in: "SELECT x + b AS a FROM t", want: "SELECT x + b AS a FROM t"},
		{name: "a small literal", from: "postgres", to: "duckdb", schema: schema, in: "SELECT c - 1 AS a FROM t", want: "SELECT c - 1 AS a FROM t"},
		{name: "integers", from: "postgres", to: "duckdb", schema: schema, in: "SELECT i + i AS a FROM t", want: "SELECT i + i AS a FROM t"},
		{name: "duckdb's own", from: "duckdb", to: "duckdb", schema: schema, in: "SELECT x + y AS a FROM t", want: "SELECT x + y AS a FROM t"},
		{name: "toward postgres", from: "trino", to: "postgres", schema: schema, in: "SELECT x + y AS a FROM t", want: "SELECT x + y AS a FROM t"},
		{name: "unknown types", from: "postgres", to: "duckdb", in: "SELECT x + y AS a FROM u", want: "SELECT x + y AS a FROM u"},
	})
}
