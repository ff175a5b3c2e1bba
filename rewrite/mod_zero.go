package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// modZeroNull reports whether a dialect's remainder (x % y, mod(x, y))
// gives NULL for a zero divisor: Hive (GenericUDFOPMod), Spark (not in
// ANSI mode) and Doris do for every numeric type; DuckDB (run on DuckDB
// 1.5) does for integers and decimals but gives NaN for a DOUBLE, so
// there only when neither operand is known to be a float (modZeroNaN).
// PostgreSQL, the standard, Trino, Presto and BigQuery raise (Trino's and
// Presto's remainder of a DOUBLE by zero is NaN: modZeroNaN).
func modZeroNull(name string, lt, rt *ast.TypeName) bool {
	switch name {
	case "hive", "spark", "doris":
		return true
	case "duckdb":
		exact := func(t *ast.TypeName) bool {
			return t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDecimal)
		}
		return exact(lt) && exact(rt)
	}
	return false
}

// ExactModZeroNull reports whether dialect's remainder of integers and
// decimals by zero is NULL (modZeroNull); where it is not, the reference
// executor raises, as PostgreSQL, Trino, Presto, BigQuery and Snowflake
// do (Snowflake's MOD page does not say; it defines MOD as
// x - TRUNC(x / y) * y, whose division by zero raises, and lateral takes
// it for an error, never for NULL), or gives the dividend, as Drill's does for integers and
// floats (ModZeroDividend).
func ExactModZeroNull(dialect string) bool {
	it := &ast.TypeName{Kind: ast.TypeInt}
	return modZeroNull(dialect, it, it)
}

// modZeroNaN reports whether a dialect's remainder gives NaN for a zero
// divisor, as IEEE 754's remainder does, where an operand is a REAL or a
// DOUBLE: DuckDB (checked on DuckDB 1.5: 1.5::DOUBLE % 0, 5 % 0.0::DOUBLE
// and mod(d, 0) are NaN, a NULL operand NULL), Trino and Presto (the
// DOUBLE modulus operator is Java's %, NaN for a zero divisor).
func modZeroNaN(name string, lt, rt *ast.TypeName) bool {
	switch name {
	case "duckdb", "trino", "presto":
		return isFloatType(lt) || isFloatType(rt)
	}
	return false
}

func isFloatType(t *ast.TypeName) bool {
	return t != nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal)
}

// modZeroNaNCase is the float remainder e (l % r) of a source whose
// remainder by zero is NaN (modZeroNaN) for a target whose is not:
// CASE WHEN r = 0 AND l IS NOT NULL THEN CAST('NaN' AS DOUBLE) ELSE e END
// (REAL when both operands' types are known and neither is a DOUBLE), so a NULL operand stays NULL.
// Hive, Spark, Snowflake and Drill read the string 'NaN' as a float's NaN.
// PostgreSQL (and ANSI SQL, run there) and BigQuery have no remainder of
// floats (PostgreSQL 15: double precision % integer does not exist;
// BigQuery's MOD takes INT64, NUMERIC and BIGNUMERIC), and Doris's
// spelling of NaN is not documented: those are refused (T074), and so is
// an operand that may give another value at each evaluation (T073).
func (c *Context) modZeroNaNCase(e, l, r ast.Expr, lt, rt *ast.TypeName) ast.Expr {
	switch {
	case modZeroNaN(c.Target.Name, lt, rt):
		return e
	case c.Target.is("postgres", "ansi", "bigquery"):
		c.Refuse(codeDivZero, e, "CAST the operands to DECIMAL in the source if a decimal remainder is meant",
			"%s has no remainder of floats (its remainder takes integers and decimals only), and %s gives NaN for the remainder of a float by zero", c.Target.Name, c.Source.Name)
		return e
	case c.Target.is("doris"):
		c.Refuse(codeDivZero, e, "write CASE WHEN divisor = 0 THEN ... END in the source to say what a zero divisor gives, or use Trino, Presto or DuckDB",
			"%s gives NaN for the remainder of a float by zero, and %s gives NULL", c.Source.Name, c.Target.Name)
		return e
	}
	for _, x := range []ast.Expr{l, r} {
		if f := volatileCall(x); f != nil {
			c.Refuse(codeVolatile, f, "compute the operand once, in a subquery",
				"%s gives NaN for the remainder of a float by zero, so the translation reads the operands twice, and %s may give another value each time", c.Source.Name, f.Name.Last().Name)
			return e
		}
	}
	sp := e.SpanOf()
	kind := ast.TypeReal
	for _, t := range []*ast.TypeName{lt, rt} {
		if t == nil || t.Kind == ast.TypeUnknown || t.Kind == ast.TypeDouble {
			kind = ast.TypeDouble
		}
	}
	nan := &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "NaN"}, Type: &ast.TypeName{Span: sp, Kind: kind}}
	// the operands are read again in the condition: copies, so that no
	// node stands twice in the tree
	zero := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(r), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
	cond := &ast.Binary{Span: sp, Op: ast.OpAnd, L: zero, R: &ast.IsNull{Span: sp, X: ast.Clone(l), Not: true}}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: nan}}, Else: e}
}

// modByZero keeps a zero divisor of the remainder NULL, as in a source
// whose remainder gives NULL there, for a target whose does not: the
// divisor becomes nullif(y, 0) (a NULL divisor gives NULL everywhere).
// x % y and the canonical mod(x, y) alike; e itself otherwise.
func (c *Context) modByZero(e ast.Expr, sc *scope) ast.Expr {
	var l, r ast.Expr
	switch x := e.(type) {
	case *ast.Binary:
		if x.Op != ast.OpMod {
			return e
		}
		l, r = x.L, x.R
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || !strings.EqualFold(x.Name[0].Name, "mod") || len(x.Args) != 2 || x.Over != nil {
			return e
		}
		l, r = x.Args[0], x.Args[1]
	default:
		return e
	}
	if nonZero(r) || c.Source.Name == c.Target.Name {
		return e
	}
	if c.Source.Name == "postgres" || c.Source.Name == "bigquery" || c.Source.Name == "ansi" {
		return c.raiseZeroRemainder(e, l, r) // div_zero_raise.go
	}
	lt, rt := c.typeOf(l, sc), c.typeOf(r, sc)
	if c.Source.Name == "snowflake" {
		return c.snowflakeModZero(e, l, r, lt, rt)
	}
	if (c.Source.Name == "trino" || c.Source.Name == "presto") && exactOperands(lt, rt) {
		// Trino's and Presto's % of integers or decimals raises for a
		// zero divisor (Division by zero), of DOUBLEs gives NaN
		// (modZeroNaN)
		return c.raiseZeroRemainder(e, l, r) // div_zero_raise.go
	}
	if c.Source.Name == "drill" {
		return c.drillModZero(e, l, r, lt, rt)
	}
	if modZeroNaN(c.Source.Name, lt, rt) {
		return c.modZeroNaNCase(e, l, r, lt, rt)
	}
	unknown := !modZeroNull(c.Source.Name, lt, rt) && duckModUnknown(c, lt, rt)
	if !modZeroNull(c.Source.Name, lt, rt) && !unknown || modZeroNull(c.Target.Name, lt, rt) {
		return e
	}
	if unknown && !c.Target.is("postgres", "ansi", "bigquery") {
		c.Warn(codeModFloats, e, "the operands' types are not known: this remainder is written for integers and decimals, NULL for a zero divisor as in duckdb; "+
			"for a DOUBLE operand duckdb gives NaN there, and %s NULL (give the column types with --schema, or CAST an operand)", c.Target.Name)
	}
	switch x := e.(type) {
	case *ast.Binary:
		nx := *x
		nx.R = nullIfZero(r)
		return &nx
	case *ast.Func:
		nf := *x
		nf.Args = []ast.Expr{l, nullIfZero(r)}
		return &nf
	}
	return e
}

// duckModUnknown: DuckDB's remainder over operands not known to be
// floats, for a target whose remainder raises for a zero divisor
// (modZeroNull). For PostgreSQL (and ANSI SQL, whose translations run
// there), whose % takes integers and numerics only (PostgreSQL manual,
// "Mathematical Functions and Operators"), and BigQuery, whose MOD takes
// INT64, NUMERIC and BIGNUMERIC only (BigQuery "Mathematical functions",
// MOD), an operand of unknown type is an integer or a decimal there,
// where DuckDB's x % 0 is NULL, or the translation fails on the target
// (double precision % integer does not exist) as it would without the
// nullif. Trino, Presto, Snowflake and Drill take floats too: an operand
// of unknown type is taken for an integer or a decimal, whose remainder
// by zero raises there (Trino and Presto: a division by zero error) or is
// not documented to be NULL (Snowflake MOD, Drill: modZeroNull), and a
// warning (W020) says that a DOUBLE's, NaN in DuckDB, is NULL there.
// Hive, Spark and Doris give NULL themselves.
func duckModUnknown(c *Context, lt, rt *ast.TypeName) bool {
	if c.Source.Name != "duckdb" || !c.Target.is("postgres", "ansi", "bigquery", "trino", "presto", "snowflake", "drill") {
		return false
	}
	for _, t := range []*ast.TypeName{lt, rt} {
		if t != nil && t.Kind != ast.TypeUnknown && !t.Kind.IsInteger() && t.Kind != ast.TypeDecimal {
			return false
		}
	}
	return true
}

// ModZeroDividend reports whether dialect's remainder of integers and
// floats by zero is the dividend: Drill's mod (x % y and mod(x, y)) of
// INT, BIGINT, SMALLINT, TINYINT, FLOAT and DOUBLE operands is
// "input2 == 0 ? input1 : input1 % input2" (Drill's MathFunctions
// template, generated from MathFunc.tdd), so mod(7, 0) is 7 and
// mod(7.5e0, 0) is 7.5; a NULL operand gives NULL (NULL_IF_NULL). Its
// decimal remainder by zero is not documented (drillModZero refuses it);
// the reference executor raises there, as a BigDecimal remainder does.
func ModZeroDividend(dialect string) bool { return dialect == "drill" }

// drillModZero is the remainder e (l % r or mod(l, r)) of a Drill source
// (ModZeroDividend) for another target: CASE WHEN r = 0 THEN l ELSE e
// END, so that a zero divisor gives the dividend there too (a NULL
// dividend or divisor gives NULL, as in Drill). Where an operand is known
// to be a decimal the remainder by zero is refused (T074): Drill's
// documentation does not say what it gives, and its decimals follow the
// planner.enable_decimal_data_type option (off, a decimal is a DOUBLE,
// whose remainder by zero is the dividend; on, a decimal remainder, whose
// zero divisor its older templates pass to BigDecimal, which raises).
// The divisor is read twice (the dividend once, in one branch or the
// other): one that may give another value at each evaluation is refused
// (T073). A literal zero divisor gives l itself.
func (c *Context) drillModZero(e, l, r ast.Expr, lt, rt *ast.TypeName) ast.Expr {
	for _, t := range []*ast.TypeName{lt, rt} {
		if t != nil && t.Kind == ast.TypeDecimal {
			c.Refuse(codeDivZero, e, "CAST the operands to DOUBLE or to an integer type in the source, or keep the divisor from zero",
				"drill's remainder of a DECIMAL by zero is not documented: a DOUBLE's (planner.enable_decimal_data_type off) is the dividend, "+
					"a DECIMAL's may raise, and %s's is another", c.Target.Name)
			return e
		}
	}
	if v, lit := untypedIntLiteral(r); lit && v == 0 {
		return l // a literal zero divisor: the dividend itself
	}
	if f := volatileCall(r); f != nil {
		c.Refuse(codeVolatile, f, "compute the divisor once, in a subquery",
			"%s's remainder by zero is the dividend, so the translation reads the divisor twice, and %s may give another value each time", c.Source.Name, f.Name.Last().Name)
		return e
	}
	sp := e.SpanOf()
	// the operands are read again: copies, so that no node stands twice
	// in the tree
	zero := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(r), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: zero, Result: ast.Clone(l)}}, Else: e}
}

// exactOperands reports whether both types are known integers or
// decimals.
func exactOperands(lt, rt *ast.TypeName) bool {
	for _, k := range []opClass{classOf(lt), classOf(rt)} {
		if k != opInt && k != opDecimal {
			return false
		}
	}
	return true
}

// snowflakeModZero is the remainder e (l % r, MOD(l, r)) of a Snowflake
// source for another target. Snowflake's MOD page (Snowflake SQL
// reference, MOD and the % operator it names) does not say what a zero
// divisor gives, for any operand type; its "/" by zero raises ("Division
// by zero", arithmetic operators: DIV0 and DIV0NULL are the forms that do
// not), and lateral takes its remainder by zero for that error too
// (ExactModZeroNull), never for a value. Where the target's remainder by
// zero gives a value (NULL in Hive, Spark, Doris and DuckDB's of
// integers, NaN in DuckDB's, Trino's and Presto's of floats, the dividend
// in Drill's) the translation tests the divisor and raises, as for the
// other raising sources (raiseOnZero), so that a zero divisor never gives
// a value Snowflake may not give: an error in Snowflake and the target,
// or, should Snowflake give a value, a loud error in the target.
// PostgreSQL, ANSI SQL and BigQuery raise for it themselves, as Trino and
// Presto do for integers and decimals (exactOperands); toward Drill, whose
// remainder by zero is the dividend and which has no documented way to
// raise, it is refused (T074), as it is where no operand reads a column.
func (c *Context) snowflakeModZero(e, l, r ast.Expr, lt, rt *ast.TypeName) ast.Expr {
	if c.Target.is("postgres", "ansi", "bigquery") || c.Target.is("trino", "presto") && exactOperands(lt, rt) {
		return e
	}
	return c.raiseOnZero(e, l, r, e, "remainder")
}
