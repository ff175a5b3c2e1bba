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
	// PostgreSQL and ANSI SQL write it as SQL's substring; the other
	// targets' slices are refused by the printer (T090).
	if c.Source.Name == "duckdb" && c.Target.is("postgres", "ansi") && isTextType(c.typeOf(x.X, sc)) {
		return c.stringSlice(x)
	}
	fromEnd := c.Source.Name == "duckdb" && c.Target.Name == "postgres"
	clamp := c.Source.Name == "postgres" && c.Target.Name == "duckdb"
	if !fromEnd && !clamp {
		return x
	}
	sp := x.SpanOf()
	if fromEnd {
		t := c.typeOf(x.X, sc)
		switch {
		case knownType(t) && t.Kind != ast.TypeArray:
			c.Refuse(codeSliceString, x, "slice an array, or write the substring with substr",
				"a slice of a %s value cannot be written for %s, whose slices take arrays only", t.Kind, c.Target.Name)
			return x
		case !knownType(t) && sliceFromEnd(x):
			c.Refuse(codeSliceString, x, "give the type with --schema (or a CREATE TABLE in the script), or cast the value to its list or string type",
				"a bound of this slice may count from the end, which %s writes from the length of a list but from the length of a string otherwise, and the sliced value's type is not known", c.Target.Name)
			return x
		}
	}
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

// codeSliceString: a DuckDB slice for PostgreSQL of a value that is not
// a list, other than a string's with literal bounds, or counted from the
// end of a value of unknown type.
const codeSliceString = "T088"

// isTextType: a string type (VARCHAR, CHAR, STRING or TEXT).
func isTextType(t *ast.TypeName) bool {
	return t != nil && t.Kind.IsText()
}

// sliceFromEnd: a bound of x may be negative (a negative or non-literal
// bound), which sliceBounds writes from cardinality(x).
func sliceFromEnd(x *ast.Slice) bool {
	for _, b := range []ast.Expr{x.Lo, x.Hi} {
		if b == nil {
			continue
		}
		if v, ok := intLitValue(b); !ok || v < 0 {
			return true
		}
	}
	return false
}

// stringSlice writes DuckDB's slice of a string, s[lo:hi], for PostgreSQL,
// which slices arrays only, and ANSI SQL. DuckDB's s[lo:hi] is the
// characters at 1-based positions lo through hi, a negative bound counting
// from the end (-1 the last character), a bound before the first character
// or past the last clamped, lo > hi giving the empty string, an absent lo
// 1 and an absent hi the last character, a NULL string or bound NULL
// (checked on DuckDB 1.5.6: 'hello'[-3:] is "llo", [0:2] "he", [-10:2]
// "he", [:-2] "hell", [:-7] and [4:2] empty). With integer-literal bounds
// it is substr_sql(s, L, n), PostgreSQL's substr, which takes the
// characters at positions L through L + n - 1, positions below 1 standing
// for characters that are not there: L is lo, or length(s) + lo + 1 for a
// negative lo, and n the count up to hi, never negative (substr refuses a
// negative one). Other bounds are refused (T088).
func (c *Context) stringSlice(x *ast.Slice) ast.Expr {
	sp := x.SpanOf()
	lit := func(b ast.Expr, absent int64) (int64, bool) {
		if b == nil {
			return absent, true
		}
		v, ok := intLitValue(b)
		return v, ok && v > -1<<31 && v < 1<<31
	}
	lo, ok1 := lit(x.Lo, 1)
	hi, ok2 := lit(x.Hi, 0)
	if !ok1 || !ok2 {
		c.Refuse(codeSliceString, x, "write the bounds as integer literals, or write the substring with substr",
			"a slice of a string is written for %s as a substring only with integer-literal bounds", c.Target.Name)
		return x
	}
	if (lo < 0 || x.Hi != nil && hi < 0) && !c.reusableIn(x.X, "a string slice counted from the end") {
		return x
	}
	length := func() ast.Expr { return canonCall(sp, "length", ast.Clone(x.X)) }
	// plus: length(s) + k, folded.
	plus := func(k int64) ast.Expr {
		switch {
		case k == 0:
			return length()
		case k < 0:
			return &ast.Binary{Span: sp, Op: ast.OpSub, L: length(), R: intLit(sp, int(-k))}
		}
		return &ast.Binary{Span: sp, Op: ast.OpAdd, L: length(), R: intLit(sp, int(k))}
	}
	// nonNeg: e, or 0 when it is negative; e is NULL only when s is, and
	// then so is the substring.
	nonNeg := func(e ast.Expr) ast.Expr {
		if c.Target.Name == "postgres" {
			return canonCall(sp, "greatest_ignore_nulls", e, intLit(sp, 0))
		}
		// ANSI SQL has no greatest
		return caseWhen(sp, &ast.Binary{Span: sp, Op: ast.OpLt, L: e, R: intLit(sp, 0)}, intLit(sp, 0), ast.Clone(e))
	}
	var from ast.Expr = intLit(sp, int(lo))
	if lo < 0 {
		from = plus(lo + 1)
	}
	if x.Hi == nil {
		return canonCall(sp, "substr_sql", x.X, from)
	}
	var n ast.Expr
	switch {
	case (lo < 0) == (hi < 0): // both from the start or both from the end
		n = intLit(sp, int(max(hi-lo+1, 0)))
	case hi < 0: // positions lo through length(s) + hi + 1
		n = nonNeg(plus(hi - lo + 2))
	default: // positions length(s) + lo + 1 through hi
		n = nonNeg(&ast.Binary{Span: sp, Op: ast.OpSub, L: intLit(sp, int(hi-lo)), R: length()})
	}
	return canonCall(sp, "substr_sql", x.X, from, n)
}
