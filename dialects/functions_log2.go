package dialects

import "github.com/lateral-sql/lateral/ast"

// log2Rows: the base-2 logarithm, whose last digit is the dialects' own.
//
// Hive's and Trino's log2 divide two natural logarithms of Java's Math:
// Hive's UDFLog2 and Trino's MathFunctions.log2 return Math.log(x) /
// Math.log(2), x read as a DOUBLE (Presto's is Trino's): log2_java,
// 1.5849625007211563 for 3 (run on Java 17). Spark's Log2 divides
// StrictMath's (fdlibm's) logarithms instead, StrictMath.log(x) /
// StrictMath.log(2), 1.584962500721156 for 3 (run on Java 17):
// log2_strict, kept in Spark and refused elsewhere. DuckDB's log2 is the C library's
// (Log2Operator calls std::log2), 1.584962500721156 for 3 (run on DuckDB
// 1.5): log2. Neither is written as another.
//
// log2_java is written toward DuckDB, PostgreSQL, Snowflake and BigQuery
// as that quotient of their ln of x cast to DOUBLE (the C library's log,
// whose ln(3) and ln(2) are Math.log's, 1.0986122886681098 and
// 0.6931471805599453: run on PostgreSQL 15, DuckDB 1.5 and Java 17, and
// their natural logarithm is read as the same function everywhere else);
// outside the domain the quotient gives what their ln does, which
// rewrite's guard (rewrite/math_domain.go) writes the source's value
// around. Doris's log2 and the C library's toward the Java dialects,
// Snowflake and BigQuery are not documented to give either last digit:
// refused.
func log2Rows() {
	java := []string{dHive, dPresto, dTrino}
	strict := fnNo("Spark's log2 is StrictMath.log(x) / StrictMath.log(2), whose last digit differs (1.584962500721156 for 3, Math.log's quotient 1.5849625007211563)",
		"compute it where the source runs", dSpark)
	fnRow("log2", fnOn("log2", dDuck),
		fnNo("this dialect's log2 is Math.log(x) / Math.log(2), whose last digit differs from the C library's log2 of the source (log2(3) is 1.584962500721156 in DuckDB, 1.5849625007211563 here)",
			"write ln(x) / ln(2) in the source if its last digit may be the quotient's, or compute it where the source runs", java...),
		strict,
		fnNo("this dialect's log2 is not documented to give the C library's last digit, which DuckDB's gives (log2(3) is 1.584962500721156 there)",
			"compute it where the source runs", dDoris, dAnsi, dPG, dDrill, dBQ, dSnow))
	fnRow("log2_java", fnOn("log2", java...), fnEm(emLog2Quotient, dDuck, dPG, dSnow, dBQ), strict,
		fnNo("the source's log2 is Math.log(x) / Math.log(2), and this dialect's log2 is not documented to give its last digit",
			"compute it where the source runs", dDoris, dAnsi, dDrill))
	fnRow("log2_strict", fnOn("log2", dSpark),
		fnNo("the source's log2 is Spark's, StrictMath.log(x) / StrictMath.log(2), whose last digit differs from this dialect's (1.584962500721156 for 3, Math.log's quotient and the C library's log quotient 1.5849625007211563)",
			"compute it where the source runs", dHive, dPresto, dTrino, dDuck, dPG, dSnow, dBQ, dDoris, dAnsi, dDrill))
}

// emLog2Quotient writes log2_java(x) as ln(CAST(x AS DOUBLE)) /
// ln(CAST(2 AS DOUBLE)).
func emLog2Quotient(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return &ast.Binary{Span: c.sp, Op: ast.OpDivFrac,
		L: c.f("ln", c.cast(a[0], ast.TypeDouble)), R: c.f("ln", c.cast(c.num(2), ast.TypeDouble))}, nil
}
