package executor_test

import "testing"

// mathDomainRows: a negative, a zero, a number in every domain, a NaN and
// a NULL, as DOUBLEs.
const mathDomainRows = `(VALUES (1, CAST(-1 AS DOUBLE)), (2, CAST(0 AS DOUBLE)), (3, CAST(4 AS DOUBLE)),
  (4, CAST('NaN' AS DOUBLE)), (5, CAST(NULL AS DOUBLE))) AS t(i, x)`

// TestMathDomainPerDialect: ln, log10, log2, log(b, x) and sqrt outside
// their domain answer as each dialect does (executor.MathDomain): Hive's
// logarithms and sqrt are NULL there (UDFLn, UDFLog10, UDFLog2, UDFLog of
// a base <= 1 too, UDFSqrt), Spark's logarithms NULL and its sqrt NaN
// (UnaryLogExpression, Logarithm, Sqrt), Trino's and Presto's IEEE 754's
// -Infinity for 0 and NaN below (java.lang.Math), and the others raise.
func TestMathDomainPerDialect(t *testing.T) {
	q := "SELECT i, ln(x), log10(x), log2(x), sqrt(x) FROM " + mathDomainRows + " ORDER BY i"
	in := []string{"3 | 1.3862943611198906 | 0.6020599913279624 | 2 | 2", "4 | NaN | NaN | NaN | NaN", "5 | NULL | NULL | NULL | NULL"}
	runShown(t, sqlCase{name: "Hive", dialect: "hive", query: q,
		want: append([]string{"1 | NULL | NULL | NULL | NULL", "2 | NULL | NULL | NULL | 0"}, in...)})
	runShown(t, sqlCase{name: "Spark", dialect: "spark", query: q,
		want: append([]string{"1 | NULL | NULL | NULL | NaN", "2 | NULL | NULL | NULL | 0"}, in...)})
	for _, d := range []string{"trino", "presto"} {
		runShown(t, sqlCase{name: "IEEE", dialect: d, query: q,
			want: append([]string{"1 | NaN | NaN | NaN | NaN", "2 | -Inf | -Inf | -Inf | 0"}, in...)})
	}
	for _, d := range []string{"duckdb", "bigquery", "ansi"} {
		runShown(t, sqlCase{name: "raise", dialect: d, query: "SELECT ln(x) FROM " + mathDomainRows, err: "cannot take logarithm of a negative number"})
		runShown(t, sqlCase{name: "raise", dialect: d, query: "SELECT sqrt(x) FROM " + mathDomainRows, err: "cannot take square root of a negative number"})
	}
	runShown(t, sqlCase{name: "Snowflake raises", dialect: "snowflake", query: "SELECT ln(x) FROM " + mathDomainRows, err: "cannot take logarithm of a negative number"})
	// log(b, x): Hive's NULL for b <= 1 or x <= 0, Spark's for b <= 0 or
	// x <= 0 (of base 1 ln(x) / 0: Infinity for x > 1), Trino's ln(x) / ln(b)
	lq := "SELECT log(b, x) FROM (VALUES (1, CAST(0.5 AS DOUBLE), CAST(4 AS DOUBLE)), (2, CAST(1 AS DOUBLE), CAST(4 AS DOUBLE)), " +
		"(3, CAST(2 AS DOUBLE), CAST(0 AS DOUBLE)), (4, CAST(0 AS DOUBLE), CAST(4 AS DOUBLE)), (5, CAST(2 AS DOUBLE), CAST(8 AS DOUBLE))) AS t(i, b, x) ORDER BY i"
	runShown(t, sqlCase{name: "Hive log", dialect: "hive", query: lq, want: []string{"NULL", "NULL", "NULL", "NULL", "3"}})
	runShown(t, sqlCase{name: "Spark log", dialect: "spark", query: lq, want: []string{"-2", "+Inf", "NULL", "NULL", "3"}})
	runShown(t, sqlCase{name: "Trino log", dialect: "trino", query: lq, want: []string{"-2", "+Inf", "-Inf", "-0", "3"}})
	runShown(t, sqlCase{name: "DuckDB log", dialect: "duckdb", query: lq, err: "divison by zero in based logarithm"})
}
