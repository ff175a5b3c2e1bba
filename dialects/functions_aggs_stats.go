package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// statAggRows: the covariances and the correlation of pairs of numbers.
//
// covar_pop(y, x) and covar_samp(y, x) read the pairs where both values
// are non-NULL; covar_pop is NULL when there is none, covar_samp for
// fewer than two; a NaN or infinite value makes them NaN. So do
// PostgreSQL's (PostgreSQL 15 documentation, 9.21 Table 9.59, "covar_samp
// ... sample covariance"; run on PostgreSQL 15: covar_samp of one pair
// NULL, covar_pop 0, of a pair holding NaN NaN), DuckDB's (run on DuckDB
// 1.5: the same), Trino's (DoubleCovarianceAggregation: covar_samp NULL
// for a count <= 1, covar_pop NULL for a count of 0, else the double
// computed), Hive's (GenericUDAFCovarianceSample since HIVE-16178: NULL
// for a count <= 1; GenericUDAFCovariance: NULL for none) and Spark's
// (Covariance; since Spark 3.1 a division by zero of a statistical
// aggregate gives NULL, not NaN: Spark migration guide, 3.0 to 3.1,
// spark.sql.legacy.statisticalAggregate). ISO SQL defines COVAR_POP and
// COVAR_SAMP alike (ISO/IEC 9075-2, <binary set function>).
//
// corr(y, x) is the Pearson coefficient of those pairs, NULL for fewer
// than two or when y or x is constant over them (ISO SQL: "If N*SUMX2
// equals SUMX*SUMX, then the result is the null value"; PostgreSQL 15
// run: corr over one pair, or with a constant column, is NULL, over a
// pair holding NaN or Infinity NaN; Hive's GenericUDAFCorrelation since
// HIVE-16178: NULL for a count < 2 or a zero variance). Trino's corr is
// NULL wherever the coefficient is not finite (DoubleCorrelationAggregation:
// "if (Double.isFinite(result)) ... else out.appendNull()"), so a NaN or
// infinite value gives NULL there: it is read as corr_finite. DuckDB's
// corr is NaN over one pair or a constant column (run on DuckDB 1.5) and
// raises for a NaN or infinite value ("STDDEV_POP for Y is out of
// range!"); Spark's is NULL over one pair but NaN for a constant column
// (Corr; SPARK-58213 makes that NULL only in Spark 4.3) and raises under
// ANSI mode: they are read as corr_duckdb and corr_spark, which only
// their own dialect writes, and corr is written there nullif(corr(y, x),
// NaN), which is NULL where they give NaN (NaN equals NaN there: Spark SQL
// reference, NaN semantics; DuckDB run). PostgreSQL's corr is
// corr_finite so written too.
func statAggRows() {
	statDs := []string{dHive, dSpark, dTrino, dAnsi, dPG, dDuck}
	fnRow("covar_pop", fnOn("covar_pop", statDs...))
	fnRow("covar_samp", fnOn("covar_samp", statDs...))
	fnRow("corr", fnOn("corr", dHive, dAnsi, dPG), fnEm(emCorrNullIfNaN, dDuck),
		fnNo("Trino's corr is NULL where this one is NaN (a NaN or infinite value among the pairs)",
			"filter out NaN and infinite values first, or translate to PostgreSQL or DuckDB", dTrino),
		fnNo("Spark's corr is NaN for a constant column, and a NaN from NaN values cannot be told apart from it",
			"filter out NaN values first and write nullif(corr(y, x), CAST('NaN' AS DOUBLE)) in Spark, or translate to PostgreSQL or DuckDB", dSpark))
	fnRow("corr_finite", fnOn("corr", dTrino), fnEm(emCorrNullIfNaN, dPG, dDuck, dSpark),
		fnNo("Hive's corr is NaN for a NaN or infinite value where Trino's is NULL, and Hive does not document that NaN equals NaN for nullif",
			"filter out NaN and infinite values first, or translate to Spark, PostgreSQL or DuckDB", dHive))
	// DuckDB's and Spark's own corr, read so that the executor runs them
	// (and the nullif forms above); written only to themselves.
	fnRow("corr_duckdb", fnOn("corr", dDuck))
	fnRow("corr_spark", fnOn("corr", dSpark))
}

// emCorrNullIfNaN writes corr as nullif(corr(y, x), CAST('NaN' AS
// DOUBLE)), the aggregate keeping the call's FILTER, DISTINCT and OVER.
func emCorrNullIfNaN(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("nullif", c.agg("corr", a...), c.cast(c.str("NaN"), ast.TypeDouble)), nil
}

// anyValueRows: any_value(x) is one of the non-NULL x of the group, which
// one unspecified, NULL when there is none: Trino's arbitrary and
// any_value ("Returns an arbitrary non-null value of x, if one exists",
// Trino aggregate functions), Presto's arbitrary (the same text), DuckDB's
// any_value ("Returns the first non-NULL value from arg", DuckDB aggregate
// functions; run on DuckDB 1.5: any_value over NULL, 3, NULL is 3, while
// its arbitrary, an alias of first, is NULL there: not read), BigQuery's
// ANY_VALUE ("Returns NULL when expression is NULL for all rows in the
// group"; NULLs are otherwise not chosen), and Spark's any_value(x, true)
// and first(x, true) ("If isIgnoreNull is true, returns only non-null
// values"; the one-argument forms may give NULL: not read). Toward a
// dialect without such a function it is min(x), the least of the non-NULL
// values, which is one of them (Hive, Doris, ANSI SQL, PostgreSQL 15,
// whose any_value came in 16, Drill, Snowflake, whose ANY_VALUE does not
// say whether it skips NULLs); min of a type without an order is an error
// there, not another value.
func anyValueRows() {
	fnRow("any_value", fnOn("arbitrary", dTrino, dPresto), fnOn("any_value", dDuck, dBQ), fnEm(emAnyValueSpark, dSpark),
		fnEm(emAggRename("min"), dHive, dDoris, dAnsi, dPG, dDrill, dSnow))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dTrino}, names: []string{"any_value"}, canon: "any_value"},
		fnAlias{ds: []string{dSpark}, names: []string{"any_value", "first"}, canon: "any_value", fix: fnIgnoreNullsTrue, unread: true})
}

// emAnyValueSpark writes any_value(x) as Spark's first(x, true), which
// every Spark version has (any_value came in 3.4).
func emAnyValueSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.agg("first", a[0], c.boolLit(true)), nil
}

// fnIgnoreNullsTrue reads Spark's any_value(x, true) and first(x, true)
// as any_value(x); the other forms may give NULL and are not read.
func fnIgnoreNullsTrue(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || f.Over != nil {
		return "", nil, false
	}
	if l, ok := a[1].(*ast.Literal); !ok || l.Kind != ast.LitBool || !strings.EqualFold(l.Value, "true") {
		return "", nil, false
	}
	return canon, a[:1], true
}
