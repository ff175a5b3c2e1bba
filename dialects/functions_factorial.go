package dialects

import "github.com/lateral-sql/lateral/ast"

// factorialRows: factorial, read by three rules.
//
//   - PostgreSQL's factorial(bigint) is a NUMERIC of any size and raises
//     for a negative argument (PostgreSQL 15, 9.3 mathematical functions:
//     "Factorial"; run on PostgreSQL 15: factorial(0) is 1, factorial(21)
//     51090942171709440000, factorial(-1) raises "factorial of a negative
//     number is undefined", factorial(NULL) is NULL; it takes no NUMERIC,
//     factorial(3.7) does not exist there): factorial.
//   - DuckDB's factorial(INTEGER) is a HUGEINT that raises for a negative
//     argument and past 33! (run on DuckDB 1.5: factorial(33) is
//     8683317618811886495518194401280000000, factorial(34) raises "Value
//     out of range", factorial(-1) "factorial of a negative number is
//     undefined"): factorial_hugeint. PostgreSQL's factorial is written
//     factorial for DuckDB, which raises past 33 where PostgreSQL gives the
//     number, an error rather than another value; DuckDB's is not written
//     for PostgreSQL, which would give a number where DuckDB raises.
//   - Spark's and Hive's factorial(INT) is a BIGINT, NULL outside [0, 20]
//     (Spark SQL function reference: "Returns the factorial of expr. expr
//     is [0..20]. Otherwise, null."; Hive GenericUDFFactorial: "Returns
//     null if n is out of [0..20] range"); their argument is converted to
//     an INT first, a fraction truncated (Spark's implicit cast, Hive's
//     converter): factorial_null. It is written for PostgreSQL and DuckDB
//     as CASE WHEN trunc(n) BETWEEN 0 AND 20 THEN CAST(factorial(CAST(
//     trunc(n) AS INTEGER)) AS BIGINT) WHEN trunc(n) BETWEEN -2147483648
//     AND 2147483647 THEN NULL ELSE CAST(CAST(trunc(n) AS INTEGER) AS
//     BIGINT) END: the last branch raises for a number past the INT range,
//     which Spark and Hive wrap to an INT (Java's narrowing) where ANSI
//     mode is off, an error rather than another value.
//
// Snowflake's FACTORIAL (0 to 33), Doris's and Drill's are not checked,
// Trino, Presto and BigQuery have none: refused, and not read.
func factorialRows() {
	const hint = "compute the factorial where the source runs, or translate between dialects whose factorial has the same range"
	const nullRange = "this dialect's factorial gives NULL outside [0, 20] (a BIGINT), where the source's gives the number or raises"
	const other = "this dialect has no factorial known to give the same number, NULL or error for every argument"
	fnRow("factorial", fnOn("factorial", dPG), fnEm(emFactorial, dDuck),
		fnNo(nullRange, hint, dHive, dSpark),
		fnNo(other, hint, dDoris, dPresto, dTrino, dAnsi, dDrill, dBQ, dSnow))
	fnRow("factorial_hugeint", fnOn("factorial", dDuck),
		fnNo("the source's factorial raises past 33! (a HUGEINT), where this dialect's gives the number", hint, dPG),
		fnNo(nullRange, hint, dHive, dSpark),
		fnNo(other, hint, dDoris, dPresto, dTrino, dAnsi, dDrill, dBQ, dSnow))
	fnRow("factorial_null", fnOn("factorial", dHive, dSpark), fnEm(emFactorialNull, dPG, dDuck),
		fnNo(other, hint, dDoris, dPresto, dTrino, dAnsi, dDrill, dBQ, dSnow))
}

// emFactorial writes PostgreSQL's factorial(n) for DuckDB as factorial(n),
// which raises past 33 there.
func emFactorial(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("factorial", a[0]), nil
}

// emFactorialNull writes Spark's and Hive's factorial(n) for PostgreSQL and
// DuckDB (see factorialRows).
func emFactorialNull(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	again, err := c.reused(a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	whole := func(e ast.Expr) ast.Expr { return c.f("trunc", e) }
	in := func(e ast.Expr, lo, hi int64) ast.Expr {
		return &ast.Between{Span: c.sp, X: whole(e), Lo: c.num(lo), Hi: c.num(hi)}
	}
	return c.cases(c.cast(c.cast(whole(again[2]), ast.TypeInt), ast.TypeBigInt),
		in(a[0], 0, 20), c.cast(c.f("factorial", c.cast(whole(again[0]), ast.TypeInt)), ast.TypeBigInt),
		in(again[1], -2147483648, 2147483647), c.null()), nil
}
