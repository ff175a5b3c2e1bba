package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// ieeeZeroQuotient writes the DOUBLE quotient a / b of integers or decimals
// of a source whose "/" gives ±Infinity or NaN for a zero divisor (DuckDB:
// checked on DuckDB 1.5, 1 / 0 is Infinity, -1 / 0 -Infinity, 0 / 0 NaN,
// for INTEGER and DECIMAL operands alike, a NULL operand NULL) for a target
// whose "/" raises there (fracZero): PostgreSQL, BigQuery and Snowflake
// get
//
//	CASE WHEN b = 0 THEN CASE WHEN a > 0 THEN CAST('inf' AS DOUBLE)
//	  WHEN a < 0 THEN CAST('-inf' AS DOUBLE) WHEN a = 0 THEN CAST('NaN' AS DOUBLE) END
//	ELSE CAST(a AS DOUBLE) / nullif(b, 0) END
//
// (the divisor's nullif keeps PostgreSQL, which folds constants before it
// runs the CASE, from raising for a constant zero; an integer or decimal
// has no signed zero nor NaN, so the sign of a decides). PostgreSQL reads
// 'inf', '-inf' and 'NaN' as a float's infinities and NaN (manual,
// Floating-Point Types), as BigQuery's CAST of a string to FLOAT64 does
// (Conversion rules) and Snowflake's FLOAT (Numeric data types, special
// values). ANSI SQL has no infinity and Drill's is not documented: their
// "/" is kept, and raises there for a zero divisor. An operand that may
// give another value at each evaluation is refused (T073). ok is false
// when it refused; nil (and true) when no such rewrite applies.
func (c *Context) ieeeZeroQuotient(x *ast.Binary, lc, rc opClass, native bool) (e ast.Expr, ok bool) {
	exact := func(k opClass) bool { return k == opInt || k == opDecimal }
	if fracZero(c.Source.Name) != zeroIEEE || fracZero(c.Target.Name) != zeroError || nonZero(x.R) || !exact(lc) || !exact(rc) {
		return nil, true
	}
	if !c.Target.is("postgres", "bigquery", "snowflake") {
		return nil, true
	}
	for _, o := range []ast.Expr{x.L, x.R} {
		if f := volatileCall(o); f != nil {
			c.Refuse(codeVolatile, f, "compute the operand once, in a subquery",
				"%s gives Infinity or NaN for a zero divisor, so the translation reads the operands twice, and %s may give another value each time",
				c.Source.Name, f.Name.Last().Name)
			return x, false
		}
	}
	sp := x.Span
	lit := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v} }
	special := func(v string) ast.Expr {
		return &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	}
	cmp := func(op ast.BinaryOp) ast.Expr { return &ast.Binary{Span: sp, Op: op, L: ast.Clone(x.L), R: lit("0")} }
	inner := &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: cmp(ast.OpGt), Result: special("inf")},
		{Span: sp, Cond: cmp(ast.OpLt), Result: special("-inf")},
		{Span: sp, Cond: cmp(ast.OpEq), Result: special("NaN")},
	}}
	guarded := *x
	guarded.R = nullIfZero(x.R)
	quo, ok := c.doubleQuotientOK(&guarded, native)
	if !ok {
		return quo, false
	}
	zero := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(x.R), R: lit("0")}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: zero, Result: inner}}, Else: quo}, true
}
