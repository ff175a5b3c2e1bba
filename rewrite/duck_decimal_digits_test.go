package rewrite_test

import "testing"

// DuckDB's + - * of a DECIMAL read through abs or coalesce has the digits
// of DuckDB's common type (run on DuckDB 1.5: coalesce of a DECIMAL(18,2)
// and 0 is a DECIMAL(18,2), of a DECIMAL(38,10) and 0 a DECIMAL(38,10);
// abs keeps its argument's type), which Spark and Hive share, so that
// toward them the 18-digit cut is guarded and the scale Spark rounds past
// 38 digits refused (T178); a DECIMAL whose digits are still not known is
// refused (T199) (rewrite/duck_decimal_wrap.go).
func TestDuckDecimalDigits(t *testing.T) {
	const table = "CREATE TABLE t (a DECIMAL(38, 10), b DECIMAL(38, 10), c DECIMAL(18, 2))"
	runExprCases(t, []exprCase{
		{name: "abs of a wide decimal times one", from: "duckdb", to: "spark", schema: table,
			in: "SELECT abs(a) * b AS p FROM t", code: "T178"},
		{name: "coalesce with a literal", from: "duckdb", to: "hive", schema: table,
			in: "SELECT coalesce(a, 0) * b AS p FROM t", code: "T178"},
		{name: "coalesce of an 18-digit decimal is guarded", from: "duckdb", to: "spark", schema: table,
			in:   "SELECT coalesce(c, 0) * c AS p FROM t",
			want: "SELECT CASE WHEN coalesce(assert_true(coalesce(NOT abs(coalesce(c, 0) * c) >= 100000000000000, TRUE)), TRUE) THEN coalesce(c, 0) * c END AS p FROM t"},
		{name: "greatest, of digits not known", from: "duckdb", to: "spark", schema: table,
			in: "SELECT greatest(c, 1) * c AS p FROM t", code: "T199"},
		{name: "toward postgres nothing is checked", from: "duckdb", to: "postgres", schema: table,
			in: "SELECT greatest(c, 1) * c AS p FROM t", want: "SELECT greatest(c, 1) * c AS p FROM t"},
	})
}
