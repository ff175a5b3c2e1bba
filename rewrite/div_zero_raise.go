package rewrite

import "github.com/lateral-sql/lateral/ast"

// raiseZeroQuotient keeps the error of Snowflake's "/" by zero where the
// target's translation q of x would give a value. Snowflake raises
// "Division by zero" for a zero divisor of any numeric type (Snowflake
// SQL reference, arithmetic operators: DIV0 and DIV0NULL exist to give 0
// instead), and a NULL operand gives NULL first. The targets:
//
//   - PostgreSQL, ANSI SQL and BigQuery raise for it themselves (run on
//     PostgreSQL 15: integer, numeric and double precision alike; BigQuery
//     "/": "Generates an error if division by zero occurs"), as do Trino
//     and Presto for an exact quotient (a decimal division by zero is an
//     error): q is kept.
//
//   - DuckDB gives ±Infinity or NaN for "/" and NULL for "//" (run on
//     DuckDB 1.5: 1 / 0 is Infinity, 1 // 0 NULL), Trino and Presto
//     ±Infinity or NaN for a DOUBLE, Hive, Spark and Doris NULL: q is
//     written
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
// A divisor that is never zero (nonZero) needs none of this. The
// operands are read twice, as ieeeZeroQuotient reads them, so an operand
// calling a volatile function (random, uniform ...) is refused (T073).
func (c *Context) raiseZeroQuotient(x *ast.Binary, q ast.Expr, exact bool) ast.Expr {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" || nonZero(x.R) {
		return q
	}
	if c.Target.is("postgres", "ansi", "bigquery") || exact && c.Target.is("trino", "presto") {
		return q
	}
	sp := x.Span
	refuse := func(why string) ast.Expr {
		c.Refuse(codeDivZero, x, "divide by NULLIF(divisor, 0) (or DIV0NULL) in the source if NULL is meant for a zero divisor, or keep the divisor from zero",
			"snowflake raises an error for a zero divisor, and %s %s", c.Target.Name, why)
		return x
	}
	if c.volatileOperand(x, "raises for a zero divisor") {
		return x
	}
	var raise ast.Expr
	switch {
	case c.Target.is("duckdb"):
		raise = canonCall(sp, "error", &ast.Literal{Span: sp, Kind: ast.LitString, Value: "Division by zero (an error in snowflake)"})
	case c.Target.is("hive", "spark", "doris"):
		y := ansiVaries(x.R, x.L)
		if y == nil {
			return refuse("gives NULL, which it can turn into an error only for an operand read from a column")
		}
		raise = canonCall(sp, "assert_true_value", &ast.IsNull{Span: sp, X: ast.Clone(y)})
	case c.Target.is("trino", "presto"):
		y := ansiVaries(x.R, x.L)
		if y == nil {
			return refuse("gives Infinity or NaN for a DOUBLE, which it can turn into an error only for an operand read from a column")
		}
		raise = ansiRaise(&ast.Cast{Span: sp, X: ast.Clone(y), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}})
	default:
		return refuse("does not document its quotient by zero")
	}
	zero := &ast.Binary{Span: sp, Op: ast.OpAnd,
		L: &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(x.R), R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}},
		R: &ast.IsNull{Span: sp, X: ast.Clone(x.L), Not: true}}
	falseLit := &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}
	cond := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: zero, Result: raise}}, Else: falseLit}
	out := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: &ast.Literal{Span: sp, Kind: ast.LitNull}}}, Else: q}
	if c.zeroQuotientTooLarge(x, out) {
		return x
	}
	return out
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
	n := 0
	ast.Inspect(e, func(ast.Node) bool {
		n++
		return n <= maxZeroQuotientNodes
	})
	if n <= maxZeroQuotientNodes {
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
	for _, o := range []ast.Expr{x.L, x.R} {
		if f := volatileCall(o); f != nil {
			c.Refuse(codeVolatile, f, "compute the operand once, in a subquery",
				"%s %s, so the translation reads the operands twice, and %s may give another value each time",
				c.Source.Name, why, f.Name.Last().Name)
			return true
		}
	}
	return false
}
