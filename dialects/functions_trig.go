package dialects

import "github.com/lateral-sql/lateral/ast"

// trigRows: the trigonometric functions, degrees and radians.
//
// sin, cos, tan and atan are the functions of one DOUBLE in every dialect
// here (Hive LanguageManual UDF, mathematical functions; Spark SQL
// function reference; Doris and Drill math functions; Trino and Presto
// mathematical functions; ISO SQL:2016 <trigonometric function>;
// PostgreSQL 15 documentation, table 9.8; DuckDB numeric functions;
// BigQuery and Snowflake mathematical functions), written as they are
// read, as exp is: the last bit of a result may differ between Java's
// Math, the C library and Go (the reference executor computes Go's),
// which the project does not model for these functions. An infinite
// argument gives NaN in the JVM dialects and BigQuery, and raises in
// PostgreSQL and DuckDB ("input is out of range"; executor/math_domain.go),
// as sqrt of a negative number does.
//
// asin and acos give NaN outside [-1, 1] in Spark, Trino, Presto and
// Drill (Java's Math.asin), raise there in PostgreSQL, DuckDB (DuckDB 1.5:
// "ASIN is undefined outside [-1,1]") and BigQuery ("Generates an error
// if X is a value outside of the range [-1, 1]"); Hive's are NULL there
// (its function help: "returns the arc sine of x if -1<=x<=1 or NULL
// otherwise", asin(2) is NULL), so Hive's are not read nor written.
// Doris and Snowflake do not document what they give outside the
// domain: refused.
//
// atan2(y, x) takes the ordinate first in Spark (atan2(exprY, exprX)),
// Trino and Presto (atan2(y, x)), PostgreSQL (atan2(y, x), "inverse
// tangent of y/x"), DuckDB (atan2(y, x)), Snowflake (ATAN2(y, x)) and
// BigQuery (ATAN2(X, Y), "the inverse tangent of X/Y", the numerator
// first too), so it is written in the same order; atan2(0, 0) is 0 in
// each (the C and Java atan2; run on PostgreSQL 15 and DuckDB 1.5). Hive,
// Drill and ISO SQL have no atan2, Doris does not document its order.
//
// degrees and radians are formulas whose last bit depends on how they
// are written: DuckDB computes x * (180 / π) and x * (π / 180), Trino
// Java's Math.toDegrees and Math.toRadians, which since Java 9 multiply
// by those constants (Trino runs on Java 21 and later), PostgreSQL
// divides by the DOUBLE nearest π/180 for degrees (float.c: degrees is
// float8_div(arg1, RADIANS_PER_DEGREE)) and multiplies by it for radians.
// So radians is one function there, and degrees two: PostgreSQL's
// degrees(0.1) is 5.729577951308232, DuckDB's 5.729577951308233 (run on
// PostgreSQL 15 and DuckDB 1.5). Each is written in the other dialects
// with pi(), whose DOUBLE is π's nearest there: x * (180 / pi()) in
// PostgreSQL, x / (pi() / 180) in DuckDB and Trino. Hive's and Spark's
// (and Presto's, Drill's) results depend on the Java version they run on
// (Java 8 computes x * 180 / π and x / 180 * π), Doris and Snowflake do
// not document theirs, BigQuery and ISO SQL have none: refused.
func trigRows() {
	for _, name := range []string{"sin", "cos", "tan", "atan"} {
		fnRow(name, fnOn(name))
	}
	for _, name := range []string{"asin", "acos"} {
		fnRow(name, fnOn(name, dSpark, dPresto, dTrino, dAnsi, dPG, dDuck, dDrill, dBQ),
			fnNo("Hive's "+name+" is NULL outside [-1, 1], where the other dialects give NaN or raise an error",
				"guard the argument: CASE WHEN x BETWEEN -1 AND 1 THEN "+name+"(x) END", dHive),
			fnNo(name+" here is not documented to give NaN or an error outside [-1, 1], as the other dialects do",
				"guard the argument: CASE WHEN x BETWEEN -1 AND 1 THEN "+name+"(x) END, in a dialect that has "+name, dDoris, dSnow))
	}
	fnRow("atan2", fnOn("atan2", dSpark, dPresto, dTrino, dPG, dDuck, dBQ, dSnow))
	const jvmDegrees = "the last digit of this dialect's degrees and radians depends on the Java version it runs on, or is not documented"
	const degHint = "multiply by the constant in the source, x * (180 / pi()), which every dialect computes alike"
	fnRow("degrees", fnOn("degrees", dDuck, dTrino), fnEm(emDegreesMul, dPG), fnNo(jvmDegrees, degHint, dHive, dSpark, dDoris, dPresto, dDrill, dSnow))
	fnRow("degrees_pg", fnOn("degrees", dPG), fnEm(emDegreesDiv, dDuck, dTrino), fnNo(jvmDegrees, degHint, dHive, dSpark, dDoris, dPresto, dDrill, dSnow))
	fnRow("radians", fnOn("radians", dPG, dDuck, dTrino), fnNo(jvmDegrees, "multiply by the constant in the source, x * (pi() / 180), which every dialect computes alike",
		dHive, dSpark, dDoris, dPresto, dDrill, dSnow))
}

// emDegreesMul writes DuckDB's and Trino's degrees(x) for PostgreSQL as
// x * (180 / pi()): the DOUBLE 180 / π, 57.29577951308232, times x.
func emDegreesMul(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	pi, err := c.spell("pi")
	if err != nil {
		return nil, err
	}
	return c.bin(ast.OpMul, a[0], c.bin(Division(c.d).Slash, c.num(180), pi)), nil
}

// emDegreesDiv writes PostgreSQL's degrees(x) as x / (pi() / 180): x
// divided by the DOUBLE nearest π/180, as PostgreSQL divides. The
// target's own slash is written: pi() is a DOUBLE, so each divides as a
// DOUBLE.
func emDegreesDiv(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	pi, err := c.spell("pi")
	if err != nil {
		return nil, err
	}
	return c.bin(Division(c.d).Slash, a[0], c.bin(Division(c.d).Slash, pi, c.num(180))), nil
}
