package rewrite

import "github.com/lateral-sql/lateral/ast"

// raiseZeroQuotient keeps the error of a source's division by zero
// (zeroRaising) where the target's translation q of x would give a value.
// Snowflake raises "Division by zero" for a zero divisor of any numeric
// type (Snowflake SQL reference, arithmetic operators: DIV0 and DIV0NULL
// exist to give 0 instead); PostgreSQL raises "division by zero" for "/"
// and div of integer, numeric and double precision operands (run on
// PostgreSQL 15: 1 / 0, 1.5 / 0, 1.5::float8 / 0, div(1, 0)); BigQuery's
// "/" and DIV raise ("Generates an error if division by zero occurs":
// BigQuery mathematical functions, DIV and arithmetic operators;
// SAFE_DIVIDE and IEEE_DIVIDE are the forms that do not). A NULL operand
// gives NULL first in each. The targets:
//
//   - PostgreSQL, ANSI SQL and BigQuery raise for it themselves (run on
//     PostgreSQL 15: integer, numeric and double precision alike; BigQuery
//     "/": "Generates an error if division by zero occurs"), as do
//     Snowflake (its "/", and the MOD-based integral division of
//     snowflakeIntDiv), and Trino and Presto for an exact quotient (an
//     integer or a decimal division by zero is an error): q is kept.
//
//   - DuckDB gives ±Infinity or NaN for "/" and NULL for "//" (run on
//     DuckDB 1.5: 1 / 0 is Infinity, 1 // 0 NULL), Trino and Presto
//     ±Infinity or NaN for a DOUBLE, Hive, Spark and Doris NULL (for "/"
//     and DIV): q is written
//
//     CASE WHEN (CASE WHEN b = 0 AND a IS NOT NULL THEN <raise> ELSE false END) THEN NULL ELSE q END
//
//     where <raise> is DuckDB's error('Division by zero'), Hive's and
//     Spark's assert_true(y IS NULL) (Doris's assert_true), which raises
//     for a y not NULL, and for Trino and Presto y / (y - y) = 0 of
//     CAST(y AS BIGINT), y being b or a, whichever reads a column (no
//     engine folds it before the branch is taken: the form of
//     substr_negative_length.go); where neither does, and for Drill
//     (whose quotient by zero is not documented), the division is refused
//     (T074).
//
// exact says that both operands are known integers or decimals and the
// quotient is not a DOUBLE (exactQuotient): an operand of unknown type may
// be a float, whose Trino quotient by zero is a value. A divisor that is never zero
// (nonZero) needs none of this. The operands are read twice, as
// ieeeZeroQuotient reads them, so an operand calling a volatile function
// (random, uniform ...) is refused (T073).
//
// PostgreSQL's quotient of a NaN by zero is NaN, not an error (run on
// PostgreSQL 15: 'NaN'::float8 / 0, / 0.0 and / 0::float8, 'NaN'::real /
// 0, 'NaN'::numeric / 0 are NaN; 1 / 0::float8 and 'Infinity'::float8 / 0
// raise). A numeric NaN has no counterpart in the targets' decimals, but
// a float dividend (or one of unknown type, lt nil) may be NaN there: the
// raise then also asks that a is not NaN (pgNaNTest), and where the
// target's q of a NaN by zero is not NaN (Spark's NULL) a further branch
// gives it, for a dividend known to be a float only (a DOUBLE branch
// would change the type of a decimal quotient; one of unknown type still
// raises there).
func (c *Context) raiseZeroQuotient(x *ast.Binary, q ast.Expr, exact bool, lt *ast.TypeName) ast.Expr {
	if !zeroRaising(c.Source.Name, exact) || c.Target.Name == c.Source.Name || nonZero(x.R) {
		return q
	}
	if c.Target.is("postgres", "ansi", "bigquery", "snowflake") || exact && c.Target.is("trino", "presto") {
		return q
	}
	if c.Source.Name == "postgres" && possibleFloat(lt) == opFloat && c.pgNaNTest(x.L) != nil &&
		(fracZero(c.Target.Name) == zeroIEEE || isFloatType(lt)) {
		return c.raiseOnZeroNaN(x, x.L, x.R, q, "quotient", true)
	}
	return c.raiseOnZero(x, x.L, x.R, q, "quotient")
}

// pgNaNTest is the target's test that e, a float, is NaN, or nil where
// lateral has none: DuckDB's isnan (DuckDB numeric functions: "Returns
// true if the floating point value is not a number"), Trino's and
// Presto's is_nan (mathematical functions: "Determine if x is
// not-a-number"), Spark's isnan (Spark SQL functions: "Returns true if
// expr is NaN"). Hive and Doris document none: there a NaN dividend by
// zero still raises.
func (c *Context) pgNaNTest(e ast.Expr) ast.Expr {
	sp := e.SpanOf()
	switch {
	case c.Target.is("duckdb", "spark"):
		return canonCall(sp, "isnan", ast.Clone(e))
	case c.Target.is("trino", "presto"):
		return canonCall(sp, "is_nan", ast.Clone(e))
	}
	return nil
}

// raiseOnZero is q, the target's form of n (l / r, l % r, mod(l, r)),
// written to raise for a zero r and a non-NULL l, as a source whose
// division (what: its quotient or its remainder) raises does, for a
// target whose q gives a value there (raiseZeroQuotient). Snowflake's
// <raise> is the Trino form: its "/" by zero raises (Snowflake SQL
// reference, arithmetic operators).
func (c *Context) raiseOnZero(n ast.Node, l, r, q ast.Expr, what string) ast.Expr {
	return c.raiseOnZeroNaN(n, l, r, q, what, false)
}

// raiseOnZeroNaN is raiseOnZero; with nan, a NaN l by zero gives NaN, as
// PostgreSQL's quotient does (raiseZeroQuotient): the raise asks that l
// is not NaN (pgNaNTest), and for a target whose q is not NaN there
// (Spark's NULL: fracZero) a branch gives CAST('NaN' AS DOUBLE).
func (c *Context) raiseOnZeroNaN(n ast.Node, l, r, q ast.Expr, what string, nan bool) ast.Expr {
	sp := n.SpanOf()
	refuse := func(why string) ast.Expr {
		c.Refuse(codeDivZero, n, "divide by NULLIF(divisor, 0)"+zeroNullForm[c.Source.Name]+" in the source if NULL is meant for a zero divisor, or keep the divisor from zero",
			"%s raises an error for a zero divisor, and %s %s", c.Source.Name, c.Target.Name, why)
		return n.(ast.Expr)
	}
	if c.volatileOperands(l, r, "raises for a zero divisor") {
		return n.(ast.Expr)
	}
	var raise ast.Expr
	switch {
	case c.Target.is("duckdb", "hive", "spark", "doris", "trino", "presto", "snowflake"):
		raise = c.targetRaise(sp, "Division by zero (an error in "+c.Source.Name+")", ansiVaries(r, l)) // ansi_series.go
		if raise == nil && c.Target.is("hive", "spark", "doris") {
			return refuse("gives NULL, which it can turn into an error only for an operand read from a column")
		}
		if raise == nil {
			return refuse("gives a value there, which it can turn into an error only for an operand read from a column")
		}
	case c.Target.is("drill") && what == "remainder":
		return refuse("gives the dividend for it (ModZeroDividend), and has no documented way to raise an error")
	default:
		return refuse("does not document its " + what + " by zero")
	}
	isZero := func() ast.Expr {
		return &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(r), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
	}
	var zero ast.Expr = &ast.Binary{Span: sp, Op: ast.OpAnd, L: isZero(), R: &ast.IsNull{Span: sp, X: ast.Clone(l), Not: true}}
	if nan {
		zero = &ast.Binary{Span: sp, Op: ast.OpAnd, L: zero, R: &ast.Unary{Span: sp, Op: ast.OpNot, X: c.pgNaNTest(l)}}
	}
	falseLit := &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}
	cond := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: zero, Result: raise}}, Else: falseLit}
	out := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: &ast.Literal{Span: sp, Kind: ast.LitNull}}}, Else: q}
	if nan && fracZero(c.Target.Name) != zeroIEEE {
		// the target's q of a NaN by zero is NULL: NaN is given here
		nanLit := &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "NaN"}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		out.Whens = append(out.Whens, &ast.When{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpAnd, L: isZero(), R: c.pgNaNTest(l)}, Result: nanLit})
	}
	if c.zeroFormTooLarge(n, out) {
		return n.(ast.Expr)
	}
	return out
}

// raiseZeroRemainder keeps the error of a PostgreSQL, BigQuery or ANSI
// SQL source's (or a Trino or Presto source's of exact operands)
// remainder by zero (x % y, mod(x, y): e, of operands l and r) where the
// target's gives a value: PostgreSQL raises "division by zero" for % and
// mod of integers and numerics (run on PostgreSQL 15: 5 % 0, 5.5 % 0,
// mod(5, 0)), its only remainders (double precision % does not exist);
// BigQuery's MOD raises for a zero divisor (BigQuery mathematical
// functions, MOD: "An error is generated if Y is 0") and takes INT64,
// NUMERIC and BIGNUMERIC only. PostgreSQL, ANSI SQL and BigQuery raise
// themselves, as Trino and Presto do for integers and decimals (a
// division by zero error); Hive, Spark, Doris and DuckDB give NULL, Drill
// the dividend (modZeroNull, ModZeroDividend), and Snowflake's MOD does
// not document it: raiseOnZero. A Snowflake source's own remainder by
// zero is taken for an error the same way (mod_zero.go, snowflakeModZero).
func (c *Context) raiseZeroRemainder(e, l, r ast.Expr) ast.Expr {
	if c.Target.is("postgres", "ansi", "bigquery", "trino", "presto") {
		return e
	}
	return c.raiseOnZero(e, l, r, e, "remainder")
}

// zeroRaising reports whether source's "/" and integral division raise
// for a zero divisor, where raiseZeroQuotient keeps the error: Snowflake,
// PostgreSQL, BigQuery and ANSI SQL (ISO/IEC 9075-2, numeric value
// expressions: a zero divisor is the exception "data exception - division
// by zero") for any operands; Trino and Presto for exact ones (exact: an
// integer or a decimal division by zero is an error, "Division by zero"
// run on Trino's documented integer "/"; a DOUBLE gives Infinity or NaN).
func zeroRaising(source string, exact bool) bool {
	switch source {
	case "snowflake", "postgres", "bigquery", "ansi":
		return true
	case "trino", "presto":
		return exact
	}
	return false
}

// zeroNullForm names, in a refusal's hint, the source's own division
// whose zero divisor gives NULL or 0.
var zeroNullForm = map[string]string{"snowflake": " (or DIV0NULL)", "bigquery": " (or SAFE_DIVIDE)"}

// exactQuotient reports whether both operands of x are known to be
// integers or decimals (no float, whose quotient by zero is IEEE 754's in
// Trino and Presto) and the source's quotient is not a DOUBLE (BigQuery's
// "/" of INT64s is a FLOAT64, written CAST(a AS DOUBLE) / b for Trino).
func (c *Context) exactQuotient(x *ast.Binary, sc *scope) bool {
	lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
	if !exactOperands(lt, rt) { // mod_zero.go
		return false
	}
	return x.Op == ast.OpIntDiv || divisionOf(c.Source.Name, classOf(lt), classOf(rt)) != quotDouble
}

// maxZeroQuotientNodes bounds the size of a division rewritten for its
// zero divisor (ieeeZeroQuotient, raiseZeroQuotient). Those forms read
// the dividend two or three times, and no documented form of the targets
// reads it once without a subquery (Snowflake's arithmetic on its
// infinities is not documented, and a NaN's SIGN neither), so a chain of
// n divisions grows as 2^n or 3^n: past this many syntax nodes the
// division is refused (T102) rather than written (a chain of twelve
// divisions of DOUBLEs toward Snowflake was 53 MB of SQL).
const maxZeroQuotientNodes = 20000

// zeroQuotientTooLarge refuses (T102) x, whose rewritten form is e, when e
// holds more than maxZeroQuotientNodes nodes.
func (c *Context) zeroQuotientTooLarge(x *ast.Binary, e ast.Expr) bool {
	return c.zeroFormTooLarge(x, e)
}

// overNodeLimit: e has more than maxZeroQuotientNodes syntax nodes, the
// bound of the forms that read an operand more than once (nested, they
// grow exponentially).
func overNodeLimit(e ast.Expr) bool {
	n := 0
	ast.Inspect(e, func(ast.Node) bool {
		n++
		return n <= maxZeroQuotientNodes
	})
	return n > maxZeroQuotientNodes
}

// zeroFormTooLarge is zeroQuotientTooLarge for any node x (a remainder
// too).
func (c *Context) zeroFormTooLarge(x ast.Node, e ast.Expr) bool {
	if !overNodeLimit(e) {
		return false
	}
	c.Refuse(codeZeroQuotientSize, x, "compute the inner quotient in a subquery (or a WITH query) and divide its column",
		"%s's result for a zero divisor is written for %s by reading the dividend more than once, which for these nested divisions would exceed %d syntax nodes",
		c.Source.Name, c.Target.Name, maxZeroQuotientNodes)
	return true
}

// volatileOperand refuses x (codeVolatile) when an operand calls a
// volatile function: the forms of ieeeZeroQuotient and raiseZeroQuotient
// read each operand more than once, and each reading may give another
// value (a zero divisor in the test and not in the quotient). why says
// what the source does for a zero divisor.
func (c *Context) volatileOperand(x *ast.Binary, why string) bool {
	return c.volatileOperands(x.L, x.R, why)
}

// volatileOperands is volatileOperand of the operands l and r.
func (c *Context) volatileOperands(l, r ast.Expr, why string) bool {
	for _, o := range []ast.Expr{l, r} {
		if f := volatileCall(o); f != nil {
			c.Refuse(codeVolatile, f, "compute the operand once, in a subquery",
				"%s %s, so the translation reads the operands twice, and %s may give another value each time",
				c.Source.Name, why, f.Name.Last().Name)
			return true
		}
	}
	return false
}
