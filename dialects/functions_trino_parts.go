package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// trinoPartRows: Trino's and Presto's date(x), day_of_year, truncate,
// is_nan, is_finite, infinity and nan.
//
// date(x) is "an alias for CAST(x AS date)" (Trino documentation, date
// and time functions; Presto's alike): it is read as that cast.
//
// day_of_year(x) and doy(x) give "the day of the year from x. The value
// ranges from 1 to 366" (Trino documentation) as a bigint; DuckDB's
// dayofyear is the same BIGINT (run on DuckDB 1.5: dayofyear(DATE
// '2024-12-31') = 366, of TIMESTAMP '2023-03-01 10:00' 60), Spark's
// dayofyear "the day of year of the date/timestamp" (Spark SQL function
// reference), Doris's DAYOFYEAR "the day of the year" (Doris function
// reference), Snowflake's DAYOFYEAR a date part function, PostgreSQL's
// EXTRACT(DOY) "the day of the year (1–365/366)" (PostgreSQL 15
// documentation, 9.9.1; a numeric, cast to the source's integer by
// rewrite/int_funcs.go) and BigQuery's EXTRACT(DAYOFYEAR). Hive has no
// such function before 4.0, and ISO SQL's and Drill's EXTRACT have no day
// of the year.
//
// truncate(x) "Returns x rounded to integer by dropping digits after
// decimal point" (Trino documentation, mathematical functions; Trino
// source, MathFunctions.truncate: signum(x) * floor(abs(x)) of a double,
// the digits of a decimal); PostgreSQL's trunc "truncates to integer
// (towards zero)" (PostgreSQL 15 documentation, 9.3: of a numeric and of
// a double precision, trunc(-2.7::float8) = -2, trunc(-2.75::numeric) =
// -2; of an integer the double precision it converts to, so an integer
// argument is written as a numeric there: rewrite/pg_trunc_int.go) and
// DuckDB's trunc "truncates the number" (DuckDB 1.5: trunc(-2.7::DOUBLE) =
// -2, of a DECIMAL(5,2) a DECIMAL(5,0), of a BIGINT itself). Trino's
// truncate(x, n) is not read.
//
// is_nan(x) "Determine if x is not-a-number" and is_finite(x) "Determine
// if x is finite" (Trino documentation, mathematical functions), NULL
// giving NULL as every Trino function of a NULL; DuckDB's isnan and
// isfinite (DuckDB 1.5: isnan(NULL::DOUBLE) is NULL, isfinite of 'inf' and
// of 'nan' false). PostgreSQL has no such function of a float, but its
// NaN equals NaN ("PostgreSQL treats NaN values as equal", PostgreSQL 15
// documentation, 8.1.3; run on PostgreSQL 15: 'NaN'::float8 =
// 'NaN'::float8 is true, and of a numeric NaN too), so is_nan is x =
// 'NaN', and x - x is 0 for a finite x and NaN for an infinite one or NaN
// (IEEE 754), so is_finite is x - x = 0 (run on PostgreSQL 15: of
// 'Infinity' false, of 1e308 true). Spark's isnan(NULL) is false (Spark
// SQL function reference: "Returns true if expr is NaN, or false
// otherwise"), so it is written with a NULL test; Spark's arithmetic on
// doubles is IEEE 754's and NaN = 0 is false there (Spark SQL reference,
// NaN semantics), so is_finite is x - x = 0 there too.
//
// The other dialects' spellings are read too. PostgreSQL's trunc of an
// integer is trunc(double precision) (run on PostgreSQL 15:
// pg_typeof(trunc(5::bigint)) is double precision), which rounds an
// integer past 2^53: such a call is refused toward another dialect
// (rewrite/pg_round_double.go). DuckDB's isfinite of a date is not a
// number's: the reference executor raises for it.
//
// infinity() and nan() are the DOUBLE infinity and NaN (Trino
// documentation); PostgreSQL, DuckDB and Spark read the strings
// 'Infinity' and 'NaN' cast to a double (PostgreSQL 15 documentation,
// 8.1.3; run on DuckDB 1.5; Spark SQL reference, NaN semantics and
// "Infinity" in the double literal forms).
func trinoPartRows() {
	const whyDoy = "ISO SQL's and Drill's EXTRACT have no day of the year, and Hive has no dayofyear function before 4.0"
	const hintDoy = "compute it as a day difference from January 1st of the year, plus 1"
	fnRow("dayofyear", fnOn("day_of_year", dPresto, dTrino), fnOn("dayofyear", dSpark, dDuck, dDoris, dSnow),
		fnEm(emExtract("DOY"), dPG), fnEm(emExtract("DAYOFYEAR"), dBQ), fnNo(whyDoy, hintDoy, dHive, dDrill, dAnsi))
	const whyChecked = "lateral has no spelling of it checked in this dialect (it writes it for Trino, Presto, PostgreSQL, DuckDB and Spark)"
	const hintChecked = "compute it in the source, or translate to one of those"
	fnRow("trunc", fnNo("lateral has no spelling of it checked in this dialect (it writes it for Trino, Presto, PostgreSQL and DuckDB; Spark's and Hive's trunc truncate dates)", hintChecked), fnOn("truncate", dPresto, dTrino), fnOn("trunc", dPG, dDuck))
	fnRow("is_nan", fnNo(whyChecked, hintChecked), fnOn("is_nan", dPresto, dTrino), fnOn("isnan", dDuck), fnEm(emIsNanEq, dPG),
		fnEm(emIsNanSpark, dSpark))
	fnRow("is_finite", fnNo(whyChecked, hintChecked), fnOn("is_finite", dPresto, dTrino), fnOn("isfinite", dDuck), fnEm(emIsFiniteDiff, dPG, dSpark))
	fnRow("infinity", fnNo(whyChecked, hintChecked), fnOn("infinity", dPresto, dTrino), fnEm(emFloatText("Infinity"), dPG, dDuck, dSpark))
	fnRow("nan", fnNo(whyChecked, hintChecked), fnOn("nan", dPresto, dTrino), fnEm(emFloatText("NaN"), dPG, dDuck, dSpark))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"doy"}, canon: "dayofyear"},
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"truncate"}, canon: "trunc", fix: fnTruncOne, unread: true},
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"date"}, canon: "", fix: fnDateCast, dep: true})
}

// fnDateCast reads date(x) as CAST(x AS DATE).
func fnDateCast(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 1 {
		return "", nil, false
	}
	return "", []ast.Expr{&ast.Cast{Span: f.Span, X: a[0], Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeDate}}}, true
}

// fnTruncOne reads truncate(x); truncate(x, n) is the dialect's own.
func fnTruncOne(canon string, _ *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	return canon, a, len(a) == 1
}

// emFloatText: CAST('Infinity' AS DOUBLE), CAST('NaN' AS DOUBLE).
func emFloatText(s string) fnEmit {
	return func(c *fnCtx, _ []ast.Expr) (ast.Expr, error) {
		return c.cast(c.str(s), ast.TypeDouble), nil
	}
}

// emIsNanEq: x = CAST('NaN' AS DOUBLE), NaN being equal to NaN.
func emIsNanEq(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.bin(ast.OpEq, a[0], c.cast(c.str("NaN"), ast.TypeDouble)), nil
}

// emIsNanSpark: CASE WHEN x IS NULL THEN NULL ELSE isnan(x) END, Spark's
// isnan(NULL) being false.
func emIsNanSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	return c.cases(c.f("isnan", r[0]), c.isNull(a[0]), c.null()), nil
}

// emIsFiniteDiff: x - x = 0, false for an infinity or NaN, NULL for NULL.
func emIsFiniteDiff(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	return c.bin(ast.OpEq, c.bin(ast.OpSub, a[0], r[0]), c.num(0)), nil
}
