package rewrite_test

import "testing"

const trinoPartsTable = "CREATE TABLE t (x DOUBLE, m DECIMAL(5, 2), n BIGINT, d DATE, ts TIMESTAMP)"

// Trino's date(x), day_of_year, truncate, is_nan, is_finite, infinity
// and nan (dialects/functions_trino_parts.go).
func TestTrinoParts(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "date(x) is a cast", from: "trino", to: "postgres", schema: trinoPartsTable,
			in: "SELECT date(ts) AS a FROM t", want: "SELECT CAST(ts AS DATE) AS a FROM t"},
		{name: "day_of_year toward postgres is an integer", from: "trino", to: "postgres", schema: trinoPartsTable,
			in: "SELECT day_of_year(d) / 7 AS a FROM t", want: "SELECT CAST(EXTRACT(DOY FROM d) AS BIGINT) / 7 AS a FROM t", fires: true},
		{name: "doy toward duckdb", from: "trino", to: "duckdb", schema: trinoPartsTable,
			in: "SELECT doy(ts) AS a FROM t", want: "SELECT dayofyear(ts) AS a FROM t"},
		{name: "day_of_year toward hive is refused", from: "trino", to: "hive", schema: trinoPartsTable,
			in: "SELECT day_of_year(d) AS a FROM t", code: "T301"},
		{name: "truncate of a bigint toward postgres is Trino's DECIMAL(19, 0)", from: "trino", to: "postgres", schema: trinoPartsTable,
			in: "SELECT truncate(n) AS a, truncate(x) AS b FROM t", want: "SELECT CAST(n AS NUMERIC(19, 0)) AS a, trunc(x) AS b FROM t", fires: true},
		{name: "truncate to places is not read", from: "trino", to: "postgres", schema: trinoPartsTable,
			in: "SELECT truncate(x, 1) AS a FROM t", code: "T302"},
		{name: "truncate toward spark is refused", from: "trino", to: "spark", schema: trinoPartsTable,
			in: "SELECT truncate(x) AS a FROM t", code: "T301"},
		{name: "postgres trunc of a bigint is a double's", from: "postgres", to: "duckdb", schema: "CREATE TABLE t (n BIGINT, x DOUBLE PRECISION)",
			in: "SELECT trunc(n) AS a FROM t", code: "T302"},
		{name: "postgres trunc of a double", from: "postgres", to: "trino", schema: "CREATE TABLE t (n BIGINT, x DOUBLE PRECISION)",
			in: "SELECT trunc(x) AS a FROM t", want: "SELECT truncate(x) AS a FROM t"},
		{name: "is_nan and is_finite toward postgres", from: "trino", to: "postgres", schema: trinoPartsTable,
			in: "SELECT is_nan(x) AS a, is_finite(x) AS b FROM t", want: "SELECT x = CAST('NaN' AS DOUBLE PRECISION) AS a, x - x = 0 AS b FROM t"},
		{name: "is_nan toward spark tests for NULL", from: "trino", to: "spark", schema: trinoPartsTable,
			in: "SELECT is_nan(x) AS a FROM t", want: "SELECT CASE WHEN x IS NULL THEN NULL ELSE isnan(x) END AS a FROM t"},
		{name: "is_finite of a volatile argument", from: "trino", to: "postgres",
			in: "SELECT is_finite(random()) AS a", code: "T302"},
		{name: "infinity and nan toward duckdb", from: "trino", to: "duckdb",
			in: "SELECT infinity() AS a, nan() AS b", want: "SELECT CAST('Infinity' AS DOUBLE) AS a, CAST('NaN' AS DOUBLE) AS b"},
		{name: "duckdb isnan toward trino", from: "duckdb", to: "trino", schema: "CREATE TABLE t (x DOUBLE)",
			in: "SELECT isnan(x) AS a FROM t", want: "SELECT is_nan(x) AS a FROM t"},
	})
}
