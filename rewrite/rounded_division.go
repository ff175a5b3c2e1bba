package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// Rounded decimal quotients in the standard family and DuckDB.
//
// Hive's and Spark's "/" with a decimal operand (scale max(6, s1 + p2 +
// 1)), Trino's and Presto's (scale max(s1, s2)) and Snowflake's (scale
// max(s1, min(s1 + 6, 12)), 6 for two integers) are each the exact
// quotient rounded half away from zero to a scale S known from the
// operands' types (divisionOf and the sources cited there). Their integer
// digits are at most p1 - s1 + s2, so the quotient is a DECIMAL(P, S), P =
// p1 - s1 + s2 + S. ANSI SQL leaves the scale of "/" to the implementation
// and DuckDB's "/" of decimals is a DOUBLE, but both divide integers
// exactly when the divisor divides the dividend, and that is enough
// (floor(x + 1/2) = (m - m mod D) / D with m = 2 * x * D' + D', D = 2 * D'
// for a non-negative x = n / D'):
//
//	ansi     CAST(CASE WHEN (a < 0) = (b < 0) THEN q ELSE -q END * 10^-S AS
//	         DECIMAL(P, S)), q = (m - m % D) / D, m = 2 * abs(n) + abs(d),
//	         D = 2 * abs(d), n = CAST(a AS DECIMAL(38, s1)) * 10^S and d =
//	         CAST(b AS DECIMAL(38, s2)) (nullif(b, 0) where the source
//	         gives NULL for a zero divisor): every step is an exact
//	         operation of exact numerics, the division one of a multiple
//	         of D by D, whatever scale the implementation gives it, and an
//	         operation whose value does not fit raises (checked on
//	         PostgreSQL 15, whose numeric is exact)
//	bigquery the ANSI form with the operands cast to NUMERIC(38, 9), whose
//	         values have 9 decimals and 29 integer digits and whose
//	         operations round to 9 decimals (BigQuery numeric types, and
//	         its arithmetic operators and MOD, which take NUMERIC): exact
//	         when S, s1 and s2 are at most 9 and m and D keep 29 integer
//	         digits (p1 - s1 + S <= 28, p2 - s2 <= 28), and the quotient's
//	         p1 - s1 + s2 integer digits at most 29; the result is a
//	         NUMERIC(min(P, S + 29), S), BigQuery's widest of scale S. A
//	         zero divisor raises in "/" and MOD, as in Trino and Snowflake
//	postgres hivePostgresSlash, the same with sign() and numeric
//	duckdb   CAST(CAST(CASE WHEN (a < 0) = (b < 0) THEN q ELSE -q END AS
//	         DECIMAL(38, 0)) * 10^-S AS DECIMAL(P, S)), q = (2 * abs(A) *
//	         10^k + abs(B)) // (2 * abs(B)), A = CAST(a * 10^s1 AS HUGEINT)
//	         and B = CAST(b * 10^s2 AS HUGEINT) the operands' unscaled
//	         integers and k = s2 + S - s1: DuckDB's // of HUGEINTs
//	         truncates, which is floor for non-negative operands, and gives
//	         NULL for a zero divisor; HUGEINT overflow raises (checked on
//	         DuckDB 1.5). 2 * abs(A) * 10^k is below 2 * 10^(p1 - s1 + s2
//	         + S), so p1 - s1 + s2 + S <= 37 and p2 <= 37 keep m within a
//	         HUGEINT; a * 10^s1 needs p1 + s1
//	         <= 38 (DuckDB's decimal product)
//
//	snowflake the ANSI form with the operands cast to their NUMBER(p, s),
//	         within the limits of snowflakeRoundedFits; Snowflake's MOD has
//	         the dividend's sign (Snowflake MOD), m is not negative. What
//	         Snowflake's MOD gives for a zero divisor is not documented
//	         (Snowflake MOD), and a NULL there would make the quotient
//	         NULL where the source raises: the remainder is written
//	         coalesce(m % D, 0), so that a zero D divides a value that is
//	         not NULL, and Snowflake's "/" raises on a zero divisor (DIV0:
//	         "Performs division like the division operator (/) but
//	         returns 0 when the divisor is 0 (rather than reporting an
//	         error)"); m % D is NULL otherwise only for a NULL operand,
//	         where m or D is NULL too
//
// A source whose zero divisor is an error (Trino, Presto, Snowflake)
// keeps it in ANSI and PostgreSQL; DuckDB's // gives NULL there, as for
// the integral division of those sources (integralSlash).

// roundedQuot is a decimal quotient rounded half away from zero: the
// operands' digits, the quotient's DECIMAL(P, S), and whether a zero
// divisor gives NULL.
type roundedQuot struct {
	p1, s1, p2, s2, P, S int
	nullZero             bool
	// modZero: the remainder m % D is written coalesce(m % D, 0), for a
	// target whose MOD by zero is not documented to raise (Snowflake).
	modZero bool
}

// roundedSlash writes the rounded quotient q of x for target (the
// comment above); nil for another target, past a target's limits, or
// where an operand, read more than once, calls a function whose value
// changes at each call.
func roundedSlash(target Target, x *ast.Binary, q roundedQuot) ast.Expr {
	if volatileCall(x.L) != nil || volatileCall(x.R) != nil || q.P > 38 || q.S > 38 || q.S < q.s1-q.s2 {
		return nil
	}
	switch {
	case target.Name == "postgres":
		return hivePostgresSlash(x, q.P, q.S, q.nullZero)
	case target.Name == "ansi":
		return ansiRoundedSlash(x, q, func(sp ast.Span, e ast.Expr, _, s int) ast.Expr { return divCast(sp, e, ast.TypeDecimal, 38, s) })
	case target.Name == "bigquery" && q.S <= 9 && q.s1 <= 9 && q.s2 <= 9 && q.p1-q.s1+q.S <= 28 && q.p2-q.s2 <= 28 && q.p1-q.s1+q.s2 <= 29:
		q.P = min(q.P, q.S+29)
		return ansiRoundedSlash(x, q, func(sp ast.Span, e ast.Expr, _, _ int) ast.Expr { return divCast(sp, e, ast.TypeDecimal, 38, 9) })
	case target.Name == "snowflake" && snowflakeRoundedFits(q):
		q.modZero = true
		return ansiRoundedSlash(x, q, func(sp ast.Span, e ast.Expr, p, s int) ast.Expr { return divCast(sp, e, ast.TypeDecimal, p, s) })
	case target.Name == "duckdb" && q.p1-q.s1+q.s2+q.S <= 37 && q.p2 <= 37 && q.p1+q.s1 <= 38 && q.p2+q.s2 <= 38 && q.s1 <= 18 && q.s2 <= 18:
		return duckRoundedSlash(x, q)
	}
	return nil
}

// roundedDivisor is b, or nullif(b, 0) where q gives NULL for a zero
// divisor and b may be zero.
func roundedDivisor(b ast.Expr, q roundedQuot) ast.Expr {
	if q.nullZero {
		return dorisDivisor(b)
	}
	return ast.Clone(b)
}

// signedBy is CASE WHEN (a < 0) = (b < 0) THEN v ELSE -v END, v built
// twice by mk.
func signedBy(sp ast.Span, a, b ast.Expr, mk func() ast.Expr) ast.Expr {
	if sign, ok := literalSign(b); ok {
		// a literal divisor: its sign is known here
		neg := divBin(sp, ast.OpLt, ast.Clone(a), intLit(sp, 0))
		if sign < 0 {
			return caseWhen(sp, neg, mk(), &ast.Unary{Span: sp, Op: ast.OpNeg, X: mk()})
		}
		return caseWhen(sp, neg, &ast.Unary{Span: sp, Op: ast.OpNeg, X: mk()}, mk())
	}
	same := divBin(sp, ast.OpEq, divBin(sp, ast.OpLt, ast.Clone(a), intLit(sp, 0)), divBin(sp, ast.OpLt, ast.Clone(b), intLit(sp, 0)))
	return caseWhen(sp, same, mk(), &ast.Unary{Span: sp, Op: ast.OpNeg, X: mk()})
}

// ansiRoundedSlash is the ANSI form of the comment above, BigQuery's with
// the operands cast to NUMERIC(38, 9) and Snowflake's with them cast to
// their own NUMBER(p, s); cast makes an operand of digits p and scale s an
// exact numeric.

// snowflakeRoundedFits: every step of the ANSI form keeps its digits by
// Snowflake's rules (Snowflake SQL reference, scale and precision in
// arithmetic operations: leading digits L and scale s; a product has L1 +
// L2 and min(s1 + s2, max(s1, s2, 12)), a quotient L1 + s2 and max(s1,
// min(s1 + 6, 12)), a sum or difference max(L1, L2) + 1 and max(s1, s2)),
// each within 38 digits, so that no step's scale is cut: n = a * 10^S
// (the literal S + 1 leading digits), 2 * abs(n), m, m - m % D, its
// quotient by D (an integer, exact at any scale), and that times 10^-S,
// whose scale is at least S. The operands are cast to NUMBER(p, s) of the
// source's digits (an integer column is a NUMBER(38, 0) in Snowflake).
func snowflakeRoundedFits(q roundedQuot) bool {
	ln := q.p1 - q.s1 + q.S + 1
	l2n := ln + 1
	ld := q.p2 - q.s2
	sm := max(q.s1, q.s2)
	lm := max(l2n, ld) + 1
	lnum := max(lm, ld+1) + 1
	lq, sq := lnum+q.s2, max(sm, min(sm+6, 12))
	lp, sp := lq+1, min(sq+q.S, max(sq, q.S, 12))
	return q.p1 <= 38 && q.p2 <= 38 && ln+q.s1 <= 38 && l2n+q.s1 <= 38 && lm+sm <= 38 && lnum+sm <= 38 &&
		lq+sq <= 38 && lp+sp <= 38 && sp >= q.S
}
func ansiRoundedSlash(x *ast.Binary, q roundedQuot, cast func(sp ast.Span, e ast.Expr, p, s int) ast.Expr) ast.Expr {
	sp := x.Span
	abs := func(e ast.Expr) ast.Expr { return canonCall(sp, "abs", e) }
	two := func(e ast.Expr) ast.Expr { return divBin(sp, ast.OpMul, intLit(sp, 2), e) }
	n := func() ast.Expr {
		return divBin(sp, ast.OpMul, cast(sp, ast.Clone(x.L), q.p1, q.s1), pow10Lit(sp, q.S))
	}
	d := func() ast.Expr { return cast(sp, roundedDivisor(x.R, q), q.p2, q.s2) }
	m := func() ast.Expr { return divBin(sp, ast.OpAdd, two(abs(n())), abs(d())) }
	dd := func() ast.Expr { return two(abs(d())) }
	quo := func() ast.Expr {
		var rem ast.Expr = divBin(sp, ast.OpMod, m(), dd())
		if q.modZero && !q.nullZero {
			rem = canonCall(sp, "coalesce", rem, intLit(sp, 0))
		}
		return divBin(sp, ast.OpDiv, divBin(sp, ast.OpSub, m(), rem), dd())
	}
	var out ast.Expr = signedBy(sp, x.L, x.R, quo)
	if q.S > 0 {
		out = divBin(sp, ast.OpMul, out, scaleLit(sp, q.S))
	}
	return divCast(sp, out, ast.TypeDecimal, q.P, q.S)
}

// duckRoundedSlash is the DuckDB form of the comment above.
func duckRoundedSlash(x *ast.Binary, q roundedQuot) ast.Expr {
	sp := x.Span
	abs := func(e ast.Expr) ast.Expr { return canonCall(sp, "abs", e) }
	two := func(e ast.Expr) ast.Expr { return divBin(sp, ast.OpMul, intLit(sp, 2), e) }
	unscaled := func(e ast.Expr, s int) ast.Expr { return duckUnscaled(sp, e, s) }
	k := q.s2 + q.S - q.s1
	quo := func() ast.Expr {
		a := two(abs(unscaled(x.L, q.s1)))
		if k > 0 {
			a = divBin(sp, ast.OpMul, a, pow10Lit(sp, k))
		}
		m := divBin(sp, ast.OpAdd, a, abs(unscaled(x.R, q.s2)))
		return divBin(sp, ast.OpIntDiv, m, two(abs(unscaled(x.R, q.s2))))
	}
	var out ast.Expr = divCast(sp, signedBy(sp, x.L, x.R, quo), ast.TypeDecimal, 38, 0)
	if q.S > 0 {
		out = divBin(sp, ast.OpMul, out, scaleLit(sp, q.S))
	}
	return divCast(sp, out, ast.TypeDecimal, q.P, q.S)
}

// trinoRoundedSlash writes Trino's or Presto's decimal quotient x (scale
// max(s1, s2), rounded half up, an error for a zero divisor; Trino's
// decimal operators) with roundedSlash. An integer operand counts as a
// DECIMAL(19, 0), the widest of Trino's integer types, so that P is never
// below Trino's own precision; P is cut to 38 as Trino's is, a quotient
// past it raising in both.
func trinoRoundedSlash(target Target, x *ast.Binary, lt, rt *ast.TypeName) ast.Expr {
	p1, s1, ok1 := roundedOperand(x.L, lt)
	p2, s2, ok2 := roundedOperand(x.R, rt)
	if !ok1 || !ok2 {
		return nil
	}
	S := max(s1, s2)
	return roundedSlash(target, x, roundedQuot{p1: p1, s1: s1, p2: p2, s2: s2, P: min(38, p1-s1+s2+S), S: S})
}

// snowflakeRoundedSlash writes Snowflake's quotient x (scale max(s1,
// min(s1 + 6, 12)), rounded half away from zero, an error for a zero
// divisor; Snowflake SQL reference, scale and precision in arithmetic
// operations, whose precision is at most 38) with roundedSlash; an integer
// operand counts as a DECIMAL(19, 0), as for Trino (snowflakeTrinoScale).
// The result is a DECIMAL(38, S): Snowflake's precision is at most 38,
// and an integer column there may hold 38 digits.
func snowflakeRoundedSlash(target Target, x *ast.Binary, lt, rt *ast.TypeName) ast.Expr {
	p1, s1, ok1 := roundedOperand(x.L, lt)
	p2, s2, ok2 := roundedOperand(x.R, rt)
	if !ok1 || !ok2 {
		return nil
	}
	// a NUMBER(38, 0) (an INT column) is sized as a BIGINT (sfWholeNumber)
	if sfWholeNumber(lt) {
		p1 = 19
	}
	if sfWholeNumber(rt) {
		p2 = 19
	}
	S := max(s1, min(s1+6, 12))
	if p1-s1+S > 38 {
		return nil // (snowflakeTrinoScale)
	}
	return roundedSlash(target, x, roundedQuot{p1: p1, s1: s1, p2: p2, s2: s2, P: 38, S: S})
}

// roundedOperand is the DECIMAL(p, s) of a division operand e of type t
// for trinoRoundedSlash: a decimal of known digits, or an integer as a
// DECIMAL(19, 0).
func roundedOperand(e ast.Expr, t *ast.TypeName) (p, s int, ok bool) {
	if t != nil && t.Kind.IsInteger() {
		return 19, 0, true
	}
	return dorisDecimalDigits(e, t)
}

// literalSign is the sign of a non-zero integer or decimal literal e,
// signs before it included; ok is false for anything else.
func literalSign(e ast.Expr) (int, bool) {
	if k, ok := constInt(e); ok && k != 0 {
		if k < 0 {
			return -1, true
		}
		return 1, true
	}
	if v, ok := decimalLiteralUnscaled(e); ok {
		if v[0] == '-' {
			return -1, true
		}
		return 1, true
	}
	return 0, false
}

// roundedAvg writes an average of a DECIMAL(p, s) that is the exact
// average rounded half up to a DECIMAL(P, S) (Hive's, Spark's within 38
// digits, Trino's: avgFixedExact) for ANSI SQL and DuckDB, whose avg of
// decimals is of another scale or a DOUBLE: sum(x) / count(x) as the
// rounded quotient of roundedSlash, each call keeping avg's DISTINCT,
// FILTER and window. The sum of fewer than 2^63 values (a count is a
// BIGINT) has at most p + 19 digits and scale s, the count 19 digits; a
// count of 0 has a NULL sum, and gives NULL as avg does. Nil for another
// target or past its limits.
func roundedAvg(target Target, f *ast.Func, p, s, P, S int) ast.Expr {
	if !target.is("ansi", "duckdb") {
		return nil
	}
	sum, cnt := *f, *f
	sum.Name = ast.QName{{Span: f.Name[0].Span, Name: "sum"}}
	cnt.Name = ast.QName{{Span: f.Name[0].Span, Name: "count"}}
	sum.Written, cnt.Written = "", ""
	cnt.Args = []ast.Expr{ast.Clone(f.Args[0])}
	x := &ast.Binary{Span: f.Span, Op: ast.OpDiv, L: &sum, R: &cnt}
	return roundedSlash(target, x, roundedQuot{p1: min(38, p+19), s1: s, p2: 19, s2: 0, P: P, S: S, nullZero: true})
}
