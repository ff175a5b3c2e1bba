package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// ieeeZeroQuotient writes the DOUBLE quotient a / b of a source whose "/"
// gives ±Infinity or NaN for a zero divisor, IEEE 754's division, for a
// target whose "/" raises there (fracZero). The source is DuckDB, for
// every operand type (checked on DuckDB 1.5: 1 / 0 is Infinity, -1 / 0
// -Infinity, 0 / 0 NaN, for INTEGER and DECIMAL operands alike; of a
// DOUBLE, 1.0 / -0.0 is -Infinity, -Infinity / -0.0 Infinity,
// 'inf' / 0 Infinity, NaN / 0 and -0.0 / 0 NaN; a NULL operand NULL), or
// Trino and Presto for a DOUBLE or REAL operand (Java's double division).
// An integer or a decimal has no signed zero nor NaN, so the sign of a
// decides; a float dividend may be NaN (NaN by any zero), and a float
// divisor may be -0.0, which turns the infinity's sign.
//
// Snowflake, and BigQuery for integers and decimals, get
//
//	CASE WHEN b = 0 THEN [CASE WHEN a = CAST('NaN' AS DOUBLE) THEN CAST('NaN' AS DOUBLE) ELSE]
//	  CASE sign(a) WHEN 1 THEN CAST('inf' AS DOUBLE) WHEN -1 THEN CAST('-inf' AS DOUBLE)
//	  WHEN 0 THEN CAST('NaN' AS DOUBLE) END [END]
//	ELSE CAST(a AS DOUBLE) / nullif(b, 0) END
//
// (sign reads a once, where a CASE per sign copied a nested quotient four
// or five times at each level; Snowflake's and BigQuery's SIGN give -1, 0
// or 1, and NULL for NULL; the NaN test where a may be a float, since
// neither documents the sign of a NaN: Snowflake takes NaN for equal to
// itself and greater than every other value, Numeric data types; the
// divisor's nullif keeps PostgreSQL, which folds constants before it runs
// the CASE, from raising for a constant zero). A nested quotient is still
// copied twice (three times as a float dividend) at each level: reading it
// once would need a subquery. PostgreSQL gets
// CAST(a AS DOUBLE) * CAST('inf' AS DOUBLE) in place of the inner CASE,
// which reads a once (a CASE per sign would copy a nested quotient four
// times at each level): run on PostgreSQL 15, a NaN, 0 or -0.0 times
// Infinity is NaN, a positive or negative a ±Infinity, never an error.
// For a divisor that may be a negative zero (a float that is not a
// literal) PostgreSQL's infinity is '-inf' when CAST(b AS TEXT) = '-0'
// (PostgreSQL writes -0.0 as -0, run on PostgreSQL 15, and 0 for every
// other zero); Snowflake's documentation says nothing of a negative zero,
// so there it is refused (T074). PostgreSQL reads 'inf', '-inf' and 'NaN' as a float's
// infinities and NaN (manual, Floating-Point Types), as BigQuery's CAST of
// a string to FLOAT64 does (Conversion rules) and Snowflake's FLOAT
// (Numeric data types, special values). BigQuery gets IEEE_DIVIDE(a, b)
// where an operand may be a float: IEEE_DIVIDE is IEEE 754's division,
// which never raises (BigQuery, Mathematical functions, IEEE_DIVIDE), and
// needs neither the CASE's test of a NaN (a = NaN, true in Snowflake) nor
// of a zero's sign. ANSI SQL has no infinity nor NaN, and Drill's quotient
// by zero is not documented: both are refused (T074), as is a REAL
// operand (whose quotient is a REAL, the special values above being
// DOUBLEs) for PostgreSQL and Snowflake. A divisor that is a non-zero
// literal needs none of this. An operand of unknown type (lt or rt nil:
// a function's result, say, or both in lowerUntypedSlash) may be a float.
// An operand that may give another value at each evaluation is refused
// (T073). ok is false when it refused; nil (and true) when no such
// rewrite applies.
func (c *Context) ieeeZeroQuotient(x *ast.Binary, lt, rt *ast.TypeName, native bool) (e ast.Expr, ok bool) {
	lc, rc := possibleFloat(lt), possibleFloat(rt)
	known := func(k opClass) bool { return k == opInt || k == opDecimal || k == opFloat }
	if fracZero(c.Source.Name) != zeroIEEE || fracZero(c.Target.Name) != zeroError || nonZero(x.R) || !known(lc) || !known(rc) {
		return nil, true
	}
	if c.Source.Name != "duckdb" && lc != opFloat && rc != opFloat {
		return nil, true // Trino's and Presto's exact "/" raises
	}
	float := lc == opFloat || rc == opFloat
	negZero := rc == opFloat && mayBeNegativeZero(x.R)
	real := isRealType(lt) && !isDoubleType(rt) || isRealType(rt) && !isDoubleType(lt)
	switch {
	case c.Target.is("ansi", "drill"):
		why := "ANSI SQL has no infinity nor NaN"
		if c.Target.Name == "drill" {
			why = "drill's quotient by zero is not documented"
		}
		c.Refuse(codeDivZero, x, "divide by NULLIF(divisor, 0) in the source if NULL is meant for a zero divisor, or keep the divisor from zero",
			"%s gives Infinity or NaN for a zero divisor, and %s", c.Source.Name, why)
		return x, false
	case real && !c.Target.is("bigquery"):
		c.Refuse(codeDivZero, x, "CAST the REAL operand to DOUBLE in the source",
			"%s gives a REAL Infinity or NaN for a zero divisor here, which is not written for %s", c.Source.Name, c.Target.Name)
		return x, false
	case negZero && c.Target.is("snowflake"):
		c.Refuse(codeDivZero, x, "divide by abs(divisor), or by a divisor of an exact type, in the source if the sign of a zero does not matter",
			"%s's quotient by -0.0 is the opposite infinity of its quotient by 0, and snowflake's documentation does not say how to tell -0.0 from 0",
			c.Source.Name)
		return x, false
	case !c.Target.is("postgres", "bigquery", "snowflake"):
		return nil, true
	}
	if c.volatileOperand(x, "gives Infinity or NaN for a zero divisor") { // div_zero_raise.go
		return x, false
	}
	sp := x.Span
	if float && c.Target.is("bigquery") {
		return canonCall(sp, "IEEE_DIVIDE", x.L, x.R), true
	}
	lit := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v} }
	special := func(v string) ast.Expr {
		return &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: v}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
	}
	var inner ast.Expr
	if c.Target.is("postgres") {
		// a times an infinity of the zero's sign is IEEE 754's a / ±0,
		// with one reading of a (run on PostgreSQL 15: 0, -0 and NaN
		// times Infinity are NaN, -2 times it -Infinity, never an error)
		infinity := special("inf")
		if negZero { // PostgreSQL writes a negative zero as -0
			text := &ast.Cast{Span: sp, X: ast.Clone(x.R), Type: &ast.TypeName{Span: sp, Kind: ast.TypeString}}
			isNeg := &ast.Binary{Span: sp, Op: ast.OpEq, L: text, R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "-0"}}
			infinity = caseWhen(sp, isNeg, special("-inf"), infinity)
		}
		inner = &ast.Binary{Span: sp, Op: ast.OpMul, L: &ast.Cast{Span: sp, X: ast.Clone(x.L), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}, R: infinity}
	} else {
		// Snowflake (whose divisor here has no negative zero) and
		// BigQuery's integers and decimals
		// BigQuery's integers and decimals: a simple CASE on sign(a),
		// which reads a once (Snowflake SIGN: -1, 0 or 1 for a negative,
		// zero or positive argument; BigQuery SIGN alike), no branch
		// matching a NULL sign; a NaN, whose sign neither documents, is
		// tested first (a = NaN, true in Snowflake only for a NaN)
		neg := &ast.Unary{Span: sp, Op: ast.OpNeg, X: lit("1")}
		inner = &ast.Case{Span: sp, Operand: canonCall(sp, "sign", ast.Clone(x.L)), Whens: []*ast.When{
			{Span: sp, Cond: lit("1"), Result: special("inf")},
			{Span: sp, Cond: neg, Result: special("-inf")},
			{Span: sp, Cond: lit("0"), Result: special("NaN")},
		}}
		if lc == opFloat {
			isNaN := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(x.L), R: special("NaN")}
			inner = caseWhen(sp, isNaN, special("NaN"), inner)
		}
	}
	guarded := *x
	guarded.R = nullIfZero(x.R)
	quo, ok := c.doubleQuotientOK(&guarded, native)
	if !ok {
		return quo, false
	}
	zero := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(x.R), R: lit("0")}
	out := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: zero, Result: inner}}, Else: quo}
	if c.zeroQuotientTooLarge(x, out) { // div_zero_raise.go
		return x, false
	}
	return out, true
}

// mayBeNegativeZero: a float divisor e may be -0.0, unless it is a
// literal, which has no sign (a negated one is a negation), or abs of
// anything, which clears the sign (run on DuckDB 1.5: 1 / abs(-0.0) is
// inf, 1 / -0.0 -inf), as the refusal's hint advises.
func mayBeNegativeZero(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal:
		return false
	case *ast.Func:
		return !(len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "abs") && len(x.Args) == 1 && x.Over == nil && x.Filter == nil)
	}
	return true
}

func isRealType(t *ast.TypeName) bool   { return t != nil && t.Kind == ast.TypeReal }
func isDoubleType(t *ast.TypeName) bool { return t != nil && t.Kind == ast.TypeDouble }

// possibleFloat is the class of an operand of type t, a float where t is
// not known (it may be one: its NaN and -0.0 are tested).
func possibleFloat(t *ast.TypeName) opClass {
	if t == nil {
		return opFloat
	}
	return classOf(t)
}
