package rewrite_test

import "testing"

const (
	hiveDoubles  = "CREATE TABLE t (x DOUBLE, b DOUBLE, s STRING)"
	trinoDoubles = "CREATE TABLE t (x DOUBLE, b DOUBLE)"
)

// TestMathDomain: ln, log10, log2, log(b, x) and sqrt outside their
// domain are NULL in Hive and Spark (Spark's sqrt NaN), -Infinity or NaN
// in Trino and Presto, and raise elsewhere (rewrite/math_domain.go): a
// call whose values there differ between source and target is guarded to
// give the source's, or refused (T226).
func TestMathDomain(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hive ln to trino", from: "hive", to: "trino", schema: hiveDoubles, fires: true,
			in:   "SELECT ln(x) AS a, log10(x) AS b, log2(x) AS c, log(x) AS d, sqrt(x) AS e FROM t",
			want: "SELECT CASE WHEN x <= 0 THEN NULL ELSE ln(x) END AS a, CASE WHEN x <= 0 THEN NULL ELSE log10(x) END AS b, CASE WHEN x <= 0 THEN NULL ELSE log2(x) END AS c, CASE WHEN x <= 0 THEN NULL ELSE ln(x) END AS d, CASE WHEN x < 0 THEN NULL ELSE sqrt(x) END AS e FROM t"},
		{name: "hive log of two to postgres", from: "hive", to: "postgres", schema: hiveDoubles, fires: true,
			in:   "SELECT log(b, x) AS a, log(2, x) AS c FROM t",
			want: "SELECT CASE WHEN b <= 1 OR x <= 0 THEN NULL ELSE ln(x) / ln(b) END AS a, CASE WHEN x <= 0 THEN NULL ELSE ln(x) / ln(CAST(2 AS DOUBLE PRECISION)) END AS c FROM t"},
		{name: "hive log of two to spark, whose base may be below 1", from: "hive", to: "spark", schema: hiveDoubles, fires: true,
			in:   "SELECT log(b, x) AS a, log(2, x) AS c, ln(x) AS d, sqrt(x) AS e FROM t",
			want: "SELECT CASE WHEN b <= 1 OR x <= 0 THEN NULL ELSE log(b, x) END AS a, log(2, x) AS c, ln(x) AS d, CASE WHEN x < 0 THEN NULL ELSE sqrt(x) END AS e FROM t"},
		{name: "a literal in the domain is kept", from: "hive", to: "duckdb", schema: hiveDoubles,
			in: "SELECT ln(2) AS a, sqrt(0) AS b, log(10, 5) AS c FROM t", want: "SELECT ln(2) AS a, sqrt(0) AS b, log(10, 5) AS c FROM t"},
		{name: "a literal outside the domain is guarded", from: "hive", to: "duckdb", schema: hiveDoubles, fires: true,
			in: "SELECT ln(0) AS a FROM t", want: "SELECT CASE WHEN 0 <= 0 THEN NULL ELSE ln(0) END AS a FROM t"},
		{name: "spark sqrt to postgres gives NaN", from: "spark", to: "postgres", schema: hiveDoubles, fires: true,
			in:   "SELECT sqrt(x) AS a, log(3, x) AS c FROM t WHERE ln(x) > 0",
			want: "SELECT CASE WHEN x < 0 THEN CAST('NaN' AS DOUBLE PRECISION) ELSE sqrt(x) END AS a, CASE WHEN x <= 0 THEN NULL ELSE ln(x) / ln(CAST(3 AS DOUBLE PRECISION)) END AS c FROM t WHERE CASE WHEN x <= 0 THEN NULL ELSE ln(x) END > 0"},
		{name: "spark log of a column base to trino", from: "spark", to: "trino", schema: hiveDoubles, fires: true,
			in: "SELECT log(b, x) AS c FROM t", want: "SELECT CASE WHEN b <= 0 OR x <= 0 THEN NULL ELSE log(b, x) END AS c FROM t"},
		{name: "spark log of a column base to postgres", from: "spark", to: "postgres", schema: hiveDoubles, code: "T226",
			in: "SELECT log(b, x) AS c FROM t"},
		{name: "spark log of base 1 to duckdb", from: "spark", to: "duckdb", schema: hiveDoubles, code: "T226",
			in: "SELECT log(1, x) AS c FROM t"},
		{name: "trino ln to hive", from: "trino", to: "hive", schema: trinoDoubles, fires: true,
			in:   "SELECT ln(x) AS a, sqrt(x) AS b, log(3, x) AS c FROM t",
			want: "SELECT CASE WHEN x = 0 THEN CAST('-Infinity' AS DOUBLE) WHEN x < 0 THEN CAST('NaN' AS DOUBLE) ELSE ln(x) END AS a, CASE WHEN x < 0 THEN CAST('NaN' AS DOUBLE) ELSE sqrt(x) END AS b, CASE WHEN x = 0 THEN CAST('-Infinity' AS DOUBLE) WHEN x < 0 THEN CAST('NaN' AS DOUBLE) ELSE log(3, x) END AS c FROM t"},
		{name: "trino log of a base below 1 to spark", from: "trino", to: "spark", schema: trinoDoubles, fires: true,
			in:   "SELECT log(0.5, x) AS c FROM t",
			want: "SELECT CASE WHEN x = 0 THEN CAST('Infinity' AS DOUBLE) WHEN x < 0 THEN CAST('NaN' AS DOUBLE) ELSE log(0.5, x) END AS c FROM t"},
		{name: "trino log of a base below 1 to hive, whose is NULL", from: "trino", to: "hive", schema: trinoDoubles, code: "T226",
			in: "SELECT log(0.5, x) AS c FROM t"},
		{name: "trino log to postgres", from: "trino", to: "postgres", schema: trinoDoubles, fires: true,
			in:   "SELECT log10(x) AS a, log(2, x) AS c FROM t",
			want: "SELECT CASE WHEN x = 0 THEN CAST('-Infinity' AS DOUBLE PRECISION) WHEN x < 0 THEN CAST('NaN' AS DOUBLE PRECISION) ELSE log10(x) END AS a, CASE WHEN x = 0 THEN CAST('-Infinity' AS DOUBLE PRECISION) WHEN x < 0 THEN CAST('NaN' AS DOUBLE PRECISION) ELSE ln(x) / ln(CAST(2 AS DOUBLE PRECISION)) END AS c FROM t"},
		{name: "trino to bigquery", from: "trino", to: "bigquery", schema: trinoDoubles, fires: true,
			in:   "SELECT ln(x) AS a FROM t",
			want: "SELECT CASE WHEN x = 0 THEN CAST('-inf' AS FLOAT64) WHEN x < 0 THEN CAST('NaN' AS FLOAT64) ELSE ln(x) END AS a FROM t"},
		{name: "trino to presto is kept", from: "trino", to: "presto", schema: trinoDoubles,
			in: "SELECT ln(x) AS a, log(b, x) AS c FROM t", want: "SELECT ln(x) AS a, log(b, x) AS c FROM t"},
		{name: "spark sqrt to trino is kept", from: "spark", to: "trino", schema: hiveDoubles,
			in: "SELECT sqrt(x) AS a FROM t", want: "SELECT sqrt(x) AS a FROM t"},
		{name: "duckdb raises: kept", from: "duckdb", to: "trino", schema: trinoDoubles,
			in: "SELECT ln(x) AS a FROM t", want: "SELECT ln(x) AS a FROM t"},
		{name: "trino log of a column base", from: "trino", to: "duckdb", schema: trinoDoubles, code: "T226",
			in: "SELECT log(b, x) AS c FROM t"},
		{name: "trino to ansi", from: "trino", to: "ansi", schema: trinoDoubles, code: "T226",
			in: "SELECT ln(x) AS a FROM t"},
		{name: "trino to drill", from: "trino", to: "drill", schema: trinoDoubles, code: "T226",
			in: "SELECT sqrt(x) AS a FROM t"},
		{name: "a volatile argument", from: "hive", to: "trino", schema: hiveDoubles, code: "T073",
			in: "SELECT ln(rand()) AS a FROM t"},
		// Hive and Spark read a string argument as a DOUBLE (Hive's
		// UDFSqrt and UDFLog take DoubleWritables, Spark's Sqrt and
		// Logarithm cast their inputs to DOUBLE): Hive's sqrt('-4') is
		// NULL where Spark's is NaN, and Hive's log(0.5, '8') NULL where
		// Spark's is -3, so a string argument is not passed unguarded
		{name: "hive sqrt of a string to spark", from: "hive", to: "spark", schema: hiveDoubles, code: "T226",
			in: "SELECT sqrt(s) AS a FROM t"},
		{name: "hive log of a string, base below 1, to spark", from: "hive", to: "spark", schema: hiveDoubles, code: "T226",
			in: "SELECT log(0.5, s) AS a FROM t"},
		{name: "spark sqrt of a string literal to hive", from: "spark", to: "hive", schema: hiveDoubles, code: "T226",
			in: "SELECT sqrt('-4') AS a FROM t"},
		{name: "hive ln of a string to postgres", from: "hive", to: "postgres", schema: hiveDoubles, code: "T226",
			in: "SELECT ln(s) AS a FROM t"},
		// an argument of unknown type may be a string, which Spark's
		// comparison with an integer casts to an INT (TypeCoercion's
		// PromoteStrings: a string and an atomic type compared as the
		// atomic type), truncating '-0.5' to 0: the guard compares it as
		// the DOUBLE both functions read
		{name: "hive sqrt of an unknown type to spark", from: "hive", to: "spark", fires: true,
			in:   "SELECT sqrt(y) AS a, log(c, y) AS b FROM u",
			want: "SELECT CASE WHEN CAST(y AS DOUBLE) < 0 THEN NULL ELSE sqrt(y) END AS a, CASE WHEN CAST(c AS DOUBLE) <= 1 OR CAST(y AS DOUBLE) <= 0 THEN NULL ELSE log(c, y) END AS b FROM u"},
	})
}
