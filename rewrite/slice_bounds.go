package rewrite

import (
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// The bounds of an array slice x[lo:hi] between PostgreSQL and DuckDB.
//
// DuckDB counts a negative bound from the end, -1 being the last element
// ([1, 2, 3, 4][-2:] is [3, 4], [1, 2, 3, 4][:-2] is [1, 2, 3]);
// PostgreSQL clamps a bound to the array's subscripts, so a negative lower
// bound is the first element and a negative upper bound leaves nothing
// (ARRAY[1,2,3,4][-2:] is {1,2,3,4}, ARRAY[1,2,3,4][:-2] is {}). Both clamp
// a bound past the end, give an empty array when lo > hi, and NULL for a
// NULL bound (checked on PostgreSQL 15 and DuckDB 1.5).
//
// sliceBounds writes each bound that may be negative in the target's
// terms: from DuckDB to PostgreSQL a negative literal b becomes
// cardinality(x) + b + 1, another bound CASE WHEN b < 0 THEN
// cardinality(x) + b + 1 ELSE b END; from PostgreSQL to DuckDB a negative
// literal becomes 0 (before the first element), another bound CASE WHEN
// b < 0 THEN 0 ELSE b END. A bound that is absent or a non-negative
// literal is kept.
func (c *Context) sliceBounds(x *ast.Slice, sc *scope) ast.Expr {
	fromEnd := c.Source.Name == "duckdb" && c.Target.Name == "postgres"
	clamp := c.Source.Name == "postgres" && c.Target.Name == "duckdb"
	if !fromEnd && !clamp {
		return x
	}
	sp := x.SpanOf()
	bound := func(b ast.Expr) (ast.Expr, bool) {
		if b == nil {
			return nil, true
		}
		v, isLit := intLitValue(b)
		if isLit && v >= 0 {
			return b, true
		}
		if clamp {
			if isLit {
				return intLit(sp, 0), true
			}
			if !c.reusableIn(b, "a slice bound that may be negative") {
				return b, false
			}
			return caseWhen(sp, &ast.Binary{Span: sp, Op: ast.OpLt, L: b, R: intLit(sp, 0)}, intLit(sp, 0), b), true
		}
		if !c.reusableIn(x.X, "a slice bound counted from the end") {
			return b, false
		}
		card := canonCall(sp, "cardinality", x.X)
		if isLit {
			// cardinality(x) + b + 1, folded
			switch k := v + 1; {
			case k == 0:
				return card, true
			case k >= -1<<31:
				return &ast.Binary{Span: sp, Op: ast.OpSub, L: card, R: intLit(sp, int(-k))}, true
			}
			return intLit(sp, 0), true // before the first element of any array
		}
		var fromLast ast.Expr
		if !c.reusableIn(b, "a slice bound that may be negative") {
			return b, false
		}
		fromLast = &ast.Binary{Span: sp, Op: ast.OpAdd, L: &ast.Binary{Span: sp, Op: ast.OpAdd, L: ast.Clone(card), R: ast.Clone(b)}, R: intLit(sp, 1)}
		return caseWhen(sp, &ast.Binary{Span: sp, Op: ast.OpLt, L: b, R: intLit(sp, 0)}, fromLast, ast.Clone(b)), true
	}
	lo, ok1 := bound(x.Lo)
	hi, ok2 := bound(x.Hi)
	if !ok1 || !ok2 || lo == x.Lo && hi == x.Hi {
		return x
	}
	nx := *x
	nx.Lo, nx.Hi = lo, hi
	return &nx
}

// intLitValue is the value of an integer literal, negated or not.
func intLitValue(e ast.Expr) (int64, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, e = true, u.X
	}
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitInt {
		return 0, false
	}
	v, err := strconv.ParseInt(l.Value, 10, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}
