package rewrite_test

import "testing"

// A DECIMAL product DuckDB cuts to 18 digits (DECIMAL(10,2) * DECIMAL(10,2)
// is its DECIMAL(18,4): BindDecimalMultiply) has its left operand cast to
// DECIMAL(19, s) toward DuckDB, where the other dialects give the product
// (run on PostgreSQL 15 and DuckDB 1.5: 99999999.99 squared is
// 9999999998000000.0001 in PostgreSQL and, so written, in DuckDB, where
// the product as it was raised; conformance/casts/postgres_decimal_product_duckdb.txtar).
func TestDuckDecimalProduct(t *testing.T) {
	const schema = "CREATE TABLE t (x DECIMAL(10,2), y DECIMAL(10,2), i INTEGER, b BIGINT, z DECIMAL(4,1), w DECIMAL(18,10))"
	runExprCases(t, []exprCase{
		{name: "a square", from: "postgres", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x * x AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) * x AS a FROM t"},
		{name: "beside an integer", from: "trino", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT i * x AS a FROM t",
			want: "SELECT CAST(i AS DECIMAL(19, 0)) * x AS a FROM t"},
		{name: "a sum times a decimal", from: "spark", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT (x + y) * x AS a FROM t",
			want: "SELECT CAST(x + y AS DECIMAL(19, 2)) * x AS a FROM t"},
		// the inner product is widened, the outer one then of 39 digits
		// is DuckDB's DECIMAL(38, 6), not cut to 18
		{name: "a product of three", from: "postgres", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x * y * x AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) * y * x AS a FROM t"},
		// not cut: 8 digits, a BIGINT of 19, scales of 20
		{name: "small", from: "postgres", to: "duckdb", schema: schema, in: "SELECT z * z AS a FROM t", want: "SELECT z * z AS a FROM t"},
		{name: "a bigint", from: "postgres", to: "duckdb", schema: schema, in: "SELECT x * b AS a FROM t", want: "SELECT x * b AS a FROM t"},
		{name: "scales past 17", from: "postgres", to: "duckdb", schema: schema, in: "SELECT w * w AS a FROM t", want: "SELECT w * w AS a FROM t"},
		{name: "a small literal", from: "hive", to: "duckdb", schema: schema, in: "SELECT x * 2 AS a FROM t", want: "SELECT x * 2 AS a FROM t"},
		{name: "a literal of 9 digits", from: "postgres", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT x * 123456789 AS a FROM t",
			want: "SELECT CAST(x AS DECIMAL(19, 2)) * 123456789 AS a FROM t"},
		{name: "integers", from: "postgres", to: "duckdb", schema: schema, in: "SELECT i * i AS a FROM t", want: "SELECT i * i AS a FROM t"},
		{name: "duckdb's own", from: "duckdb", to: "duckdb", schema: schema, in: "SELECT x * x AS a FROM t", want: "SELECT x * x AS a FROM t"},
		{name: "unknown types", from: "postgres", to: "duckdb", in: "SELECT x * x AS a FROM u", want: "SELECT x * x AS a FROM u"},
	})
}
