package dialects

import "github.com/lateral-sql/lateral/ast"

// mathMoreRows: cbrt, sinh, cosh, tanh, e() and Trino's and Snowflake's
// bitwise functions.
//
// cbrt(x) is the C library's cube root in PostgreSQL (float.c: dcbrt calls
// cbrt) and DuckDB (CbrtOperator calls std::cbrt), whose last digit the
// reference executor reproduces (executor/libm_cgo.go): cbrt(27.0) is
// 3.0000000000000004 in both, cbrt(-8) -2, cbrt('Infinity') Infinity,
// cbrt('NaN') NaN, cbrt(-0.0) -0 (run on PostgreSQL 15 and DuckDB 1.5).
// Hive, Spark, Trino and Presto call Java's Math.cbrt, which gives 3.0 for
// 27.0; Doris, Drill, BigQuery and Snowflake do not document theirs:
// refused, and their cbrt is not read.
//
// Among Hive, Spark, Trino and Presto their cbrt is one function,
// cbrt_java, kept as it is: Hive's GenericUDFCbrt converts its numeric
// argument to a double and returns Math.cbrt of it, Spark's Cbrt is a
// UnaryMathExpression of math.cbrt (Scala's, Java's Math.cbrt) of its
// argument cast to DOUBLE, Trino's and Presto's MathFunctions.cbrt of a
// DOUBLE returns Math.cbrt(num); a NULL gives NULL in each. It is refused
// toward PostgreSQL and DuckDB, whose C library's cbrt differs in the
// last digit (cbrt(27.0) is 3.0000000000000004 there), and the others.
//
// sinh, cosh and tanh are the C library's in PostgreSQL (float.c: dsinh,
// dcosh, dtanh, which give an infinity on an overflow) and DuckDB: run on
// PostgreSQL 15 and DuckDB 1.5, sinh(1) is 1.1752011936438014, cosh(1)
// 1.5430806348152437, tanh(0.5) 0.46211715726000974, sinh(1000) and
// cosh(-1000) Infinity, tanh(1000) 1 in both. Spark, Trino and Presto call
// Java's Math.sinh, cosh and tanh, Hive StrictMath's (UDFSinh, UDFCosh,
// UDFTanh: StrictMath.cosh(a)), Doris, Drill, BigQuery and Snowflake do
// not document theirs: refused, and not read. Hive's and Spark's are not
// kept between the two either: Java's Math functions may differ from
// StrictMath's fdlibm results (the Math class documentation lets them use
// faster platform code within a bound of ulps, and a JVM may give an
// intrinsic of its own), so their last digits are not known to agree. asinh,
// acosh and atanh are not read: PostgreSQL raises outside their domain
// (acosh(0.5): "input is out of range") where DuckDB gives NaN.
//
// e() is the DOUBLE nearest Euler's number in Hive ("Returns the value of
// e", Hive LanguageManual UDF, mathematical functions), Spark ("Returns
// Euler's number, e"), Trino and Presto ("Returns the constant Euler's
// number"), Java's Math.E, 2.718281828459045. PostgreSQL and DuckDB have
// no e(): written exp(1), which is 2.718281828459045 there (run on
// PostgreSQL 15, where exp(1) is exp of a double precision, and DuckDB
// 1.5). Doris, Drill, BigQuery and Snowflake are refused: their e() or
// exp(1) was not checked.
//
// Trino's and Presto's bitwise_and, bitwise_or, bitwise_xor (of two
// BIGINTs) and bitwise_not (of one) are the two's complement operations
// (Trino bitwise functions: "Returns the bitwise AND of x and y in 2's
// complement representation"), which Trino and Presto write for the
// operators & | ^ ~ of the other dialects (print style); so are
// Snowflake's BITAND, BITOR, BITXOR of two integers and BITNOT of one
// (Snowflake bitwise expression functions: "Returns the bitwise AND of two
// numeric or binary expressions"; their three-argument form, of binary
// values padded on one side, is not read). Each is read as its operator,
// which the print style writes for each target.
func mathMoreRows() {
	fnRow("cbrt", fnOn("cbrt", dPG, dDuck),
		fnNo("this dialect's cbrt is Java's Math.cbrt, whose last digit differs from the C library's that the source calls (cbrt(27.0) is 3.0 there, 3.0000000000000004 in PostgreSQL and DuckDB)",
			"write power(x, 1.0 / 3) in both dialects only if the last digits do not matter, or compute the root where the source runs", dHive, dSpark, dPresto, dTrino),
		fnNo("this dialect's cbrt is not documented to give the C library's last digit, which PostgreSQL's and DuckDB's give (cbrt(27.0) is 3.0000000000000004 there)",
			"compute the root where the source runs", dDoris, dAnsi, dDrill, dBQ, dSnow))
	fnRow("cbrt_java", fnOn("cbrt", dHive, dSpark, dTrino, dPresto),
		fnNo("the source's cbrt is Java's Math.cbrt, whose last digit differs from this dialect's cbrt (PostgreSQL's and DuckDB's are the C library's: cbrt(27.0) is 3.0000000000000004 there, 3.0 in Java), or this dialect's is not documented",
			"compute the root where the source runs", dDoris, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	for _, name := range []string{"sinh", "cosh", "tanh"} {
		fnRow(name, fnOn(name, dPG, dDuck),
			fnNo("this dialect's "+name+" is Java's Math."+name+", not the C library's that the source calls, whose last digit may differ",
				"compute it where the source runs", dHive, dSpark, dPresto, dTrino),
			fnNo("this dialect's "+name+" is not documented to give the C library's last digit and its infinity past the DOUBLE range, as PostgreSQL's and DuckDB's do, or there is none",
				"compute it where the source runs", dDoris, dAnsi, dDrill, dBQ, dSnow))
	}
	fnRow("e", fnOn("e", dHive, dSpark, dPresto, dTrino), fnEm(emExpOne, dPG, dDuck),
		fnNo("this dialect has no e() known to give the DOUBLE nearest Euler's number, 2.718281828459045", "write the constant 2.718281828459045E0 in the source", dDoris, dAnsi, dDrill, dBQ, dSnow))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"bitwise_and"}, fix: fnBitwiseOp(ast.OpBitAnd), dep: true},
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"bitwise_or"}, fix: fnBitwiseOp(ast.OpBitOr), dep: true},
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"bitwise_xor"}, fix: fnBitwiseOp(ast.OpBitXor), dep: true},
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"bitwise_not"}, fix: fnBitwiseNot, dep: true},
		fnAlias{ds: []string{dSnow}, names: []string{"bitand"}, fix: fnBitwiseOp(ast.OpBitAnd), dep: true},
		fnAlias{ds: []string{dSnow}, names: []string{"bitor"}, fix: fnBitwiseOp(ast.OpBitOr), dep: true},
		fnAlias{ds: []string{dSnow}, names: []string{"bitxor"}, fix: fnBitwiseOp(ast.OpBitXor), dep: true},
		fnAlias{ds: []string{dSnow}, names: []string{"bitnot"}, fix: fnBitwiseNot, dep: true})
}

// emExpOne writes e() as exp(1).
func emExpOne(c *fnCtx, _ []ast.Expr) (ast.Expr, error) {
	return c.f("exp", c.num(1)), nil
}

// fnBitwiseOp reads bitwise_and(a, b) and its kin as the operator op.
func fnBitwiseOp(op ast.BinaryOp) fnFix {
	return func(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != 2 || fnPlainCall(f) != nil {
			return "", nil, false
		}
		return "", []ast.Expr{&ast.Binary{Span: f.Span, Op: op, L: a[0], R: a[1]}}, true
	}
}

// fnBitwiseNot reads bitwise_not(a) as ~a.
func fnBitwiseNot(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 1 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	return "", []ast.Expr{&ast.Unary{Span: f.Span, Op: ast.OpBitNot, X: a[0]}}, true
}
