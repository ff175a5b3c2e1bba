package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's product of two fixed-point numbers of scales s1 and s2 has
// scale min(s1 + s2, max(s1, s2, 12)), rounded (Snowflake SQL reference,
// arithmetic operators, "Scale and precision in arithmetic operations",
// multiplication; executor/number.go runs it so, half away from zero):
// a NUMBER(38, 10) times a NUMBER(38, 10) is rounded to 12 places, a
// NUMBER(10, 8) squared too (0.12345678 * 0.12345678 is 0.015241576528),
// where PostgreSQL, DuckDB, Trino, Presto, Spark and Hive keep the exact
// product's s1 + s2 places wherever they give a value (DuckDB, Trino and
// Presto raise past their 38 digits; Spark's and Hive's product of
// DECIMAL(p1 + p2 + 1, s1 + s2) keeps its scale within 38 digits).
const codeSnowflakeProduct = "T198"

// snowflakeProductScale is x's operands' scales and digits where x is a
// product of two numbers of known digits (decimalSize, an integer type
// being of scale 0) whose Snowflake scale S is less than s1 + s2; ok is
// false elsewhere.
func (c *Context) snowflakeProductScale(x *ast.Binary, sc *scope) (l, r decPS, S int, ok bool) {
	if x.Op != ast.OpMul {
		return decPS{}, decPS{}, 0, false
	}
	l, okl := c.snowflakeProductDigits(x.L, sc)
	r, okr := c.snowflakeProductDigits(x.R, sc)
	if !okl || !okr || l.s == 0 || r.s == 0 {
		return decPS{}, decPS{}, 0, false
	}
	S = min(l.s+r.s, max(l.s, r.s, 12))
	return l, r, S, S < l.s+r.s
}

// snowflakeProductDigits is the digits of a DECIMAL operand e of a
// product: a column's, a cast's or a literal's (decimalSize), or, of a
// product as snowflakeProduct left it, Snowflake's (L1 + L2 integer
// digits, scale min(s1 + s2, max(s1, s2, 12))), which are the other
// dialects' too (s1 + s2, the scale of the exact product, where
// snowflakeProduct did not refuse it), one more digit for Spark's and
// Hive's product; ok is false for an integer (of scale 0, never cut), a
// value of another type and past 38 digits.
func (c *Context) snowflakeProductDigits(e ast.Expr, sc *scope) (decPS, bool) {
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.OpMul {
		l, okl := c.snowflakeProductDigits(b.L, sc)
		r, okr := c.snowflakeProductDigits(b.R, sc)
		if !okl || !okr {
			return decPS{}, false
		}
		s := min(l.s+r.s, max(l.s, r.s, 12))
		p := l.p - l.s + r.p - r.s + s
		if c.Source.is("spark", "hive") {
			p++
		}
		return decPS{p, s}, p <= 38
	}
	t := c.typeOf(e, sc)
	if t == nil || t.Kind != ast.TypeDecimal {
		return decPS{}, false
	}
	p, s, ok := decimalSize(e, t)
	return decPS{p, s}, ok
}

// snowflakeProduct keeps the scale of a product of two decimals of known
// digits between Snowflake and the other dialects, where Snowflake's
// scale is cut (snowflakeProductScale):
//
//   - from Snowflake, toward PostgreSQL, DuckDB, Trino and Presto (whose
//     product is exact or raises) and toward Spark and Hive where p1 + p2
//   - 1 <= 38, it is round(a * b, S), the exact product rounded half
//     away from zero as Snowflake rounds it; elsewhere refused (T198);
//   - toward Snowflake, from a dialect whose product keeps s1 + s2 places
//     (PostgreSQL, DuckDB, Trino, Presto, and Spark and Hive where p1 + p2
//   - 1 <= 38), the operand of fewer integer digits is cast to
//     NUMBER(L + s1 + s2, s1 + s2), L its integer digits, which makes
//     Snowflake's scale s1 + s2 (min(s1 + 2 s2, max(s1 + s2, s2, 12)),
//     and s1 + s2 > 12 here) and keeps the operand's value; where that
//     passes 38 digits (NUMBER(38, 10) times NUMBER(38, 10)) it is refused
//     (T198).
func (c *Context) snowflakeProduct(x *ast.Binary, sc *scope) ast.Expr {
	fromSnow, toSnow := c.Source.is("snowflake"), c.Target.is("snowflake")
	if fromSnow == toSnow {
		return x
	}
	l, r, S, ok := c.snowflakeProductScale(x, sc)
	if !ok {
		return x
	}
	sp := x.Span
	if fromSnow {
		if c.Target.is("postgres", "duckdb", "trino", "presto") || c.Target.is("spark", "hive") && l.p+r.p+1 <= 38 {
			return &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{38, S}}}
		}
		c.Refuse(codeSnowflakeProduct, x, "round the product in the source to the places wanted (ROUND(a * b, 12)) and cast it to a NUMBER of those places, or give the operands fewer digits",
			"snowflake rounds this product of NUMBER(%d, %d) and NUMBER(%d, %d) to %d places, and %s's product is not known to keep its %d places to round them so", l.p, l.s, r.p, r.s, S, c.Target.Name, l.s+r.s)
		return x
	}
	if !c.Source.is("postgres", "duckdb", "trino", "presto") && !(c.Source.is("spark", "hive") && l.p+r.p+1 <= 38) {
		return x
	}
	s := l.s + r.s
	left := l.p-l.s <= r.p-r.s
	L := r.p - r.s
	if left {
		L = l.p - l.s
	}
	if L+s > 38 {
		c.Refuse(codeSnowflakeProduct, x, "cast an operand in the source to a DECIMAL of fewer integer digits, so that it fits DECIMAL(38, s1 + s2), or round the product to 12 places",
			"%s's product of DECIMAL(%d, %d) and DECIMAL(%d, %d) keeps %d places, and snowflake rounds it to %d, unless an operand is cast to a NUMBER of %d places, which would pass 38 digits here", c.Source.Name, l.p, l.s, r.p, r.s, s, S, s)
		return x
	}
	wide := func(e ast.Expr) ast.Expr {
		return &ast.Cast{Span: e.SpanOf(), X: e, Type: &ast.TypeName{Span: e.SpanOf(), Kind: ast.TypeDecimal, Params: []int{L + s, s}}}
	}
	out := *x
	if left {
		out.L = wide(x.L)
	} else {
		out.R = wide(x.R)
	}
	return &out
}
