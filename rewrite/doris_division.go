package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Doris's decimal quotient in the other dialects.
//
// Doris's "/" of DECIMAL(p1, s1) by DECIMAL(p2, s2) is a DECIMAL(P, S),
// P = p1 + s2 + 4 and S = s1 + 4, the exact quotient truncated toward
// zero to S decimals, NULL for a zero divisor (divisionOf; Doris SQL data
// types, DECIMAL, "Precision Deduction", with the default
// div_precision_increment of 4). No other dialect's "/" truncates, so
// dorisSlash writes the quotient from exact operations of the target:
//
//	postgres        (n - n % d) / d * 10^-S, n = CAST(a AS NUMERIC) * 10^S,
//	                d = nullif(b, 0): numeric is exact, and its % has the
//	                dividend's sign (checked on PostgreSQL 15)
//	ansi            the same with the operands cast to DECIMAL(38, s1) and
//	                DECIMAL(38, s2), and a CAST to DECIMAL(P, S)
//	                (dorisAnsiSlash)
//	duckdb          CAST(CAST(CAST(A * 10^(s2 + 4) // B AS DECIMAL(38, 0))
//	                * 10^-S AS DECIMAL(P, S)), A = CAST(a * 10^s1 AS
//	                HUGEINT) and B = CAST(b * 10^s2 AS HUGEINT) the
//	                operands' unscaled integers: DuckDB's "/" of decimals is
//	                a DOUBLE, its // of integers truncates toward zero and
//	                gives NULL for a zero divisor, its products of decimals
//	                are exact (all checked on DuckDB 1.5); A * 10^(s2 + 4)
//	                has at most P digits, within HUGEINT
//	trino, presto,  CAST(CASE WHEN (a < 0) = (b < 0) THEN q ELSE -q END AS
//	hive, spark     DECIMAL(P, S)), q = (|a| - |a| % u) / |d| where u = |d|
//	                * 10^-S and d = nullif(b, 0): |a| - |a| % u is the
//	                greatest multiple of u not above |a| (the remainder of
//	                two non-negative decimals, whatever sign rule the
//	                target's % has for negative ones), so q is |a / b|
//	                truncated to S decimals, exactly, and the target's
//	                division, whose scale is at least S here, has nothing
//	                to round; the sign is put back by the CASE
//	bigquery        the same CASE, without the CAST: a NUMERIC has 9
//	                decimals and 29 integer digits, whatever the declared
//	                precision (BigQuery numeric types), and its products and
//	                quotients are rounded to 9 decimals, so u and q are
//	                exact when s2 + S <= 9
//
// The types of every step are the targets' documented ones: Trino's and
// Presto's decimal operator table (x * y is DECIMAL(min(38, xp + yp), xs +
// ys), x - y keeps max(xs, ys) and one more integer digit, x / y has scale
// max(xs, ys) and precision min(38, xp + ys + max(0, ys - xs)), and an
// operation whose value does not fit its type fails); Hive's and Spark's
// (x * y is DECIMAL(xp + yp + 1, xs + ys), x - y DECIMAL(max(xp - xs, yp -
// ys) + max(xs, ys) + 1, max(xs, ys)), x / y of scale max(6, xs + yp + 1),
// and past 38 digits a scale cut to max(38 - integer digits, min(scale,
// 6))). A quotient is refused (nil) where a step's value could pass its
// type or lose a digit:
//
//	duckdb          p1 + s1 <= 38 and p2 + s2 <= 38 (a * 10^s1, b * 10^s2)
//	trino, presto   P + s2 <= 38 (the quotient of scale s2 + S) and
//	                p2 + S + 1 <= 38 (u)
//	hive, spark     P <= 37 (|a| - r, and the quotient's scale after the
//	                cut to 38 digits, 38 - (P + 1 - S), stays at least S)
//	                and p2 + S + 1 <= 38 (u)
//	bigquery        s2 + S <= 9 (u), p1 - s1 + s2 <= 29 (the quotient's
//	                integer digits) and p2 - s2 <= 29
//
// For Snowflake, whose % has the dividend's sign (Snowflake MOD), the
// plain CAST((a - a % u) / d AS NUMBER(P, S)) (dorisSnowflakeSlash),
// within the limits of snowflakeDorisFits.

// dorisDecimalDigits is the DECIMAL(p, s) of a Doris division operand e of
// type t: a column or cast of declared precision and scale, or a decimal
// literal (its digits and its scale); ok is false for anything else.
func dorisDecimalDigits(e ast.Expr, t *ast.TypeName) (p, s int, ok bool) {
	switch {
	case t == nil:
	case t.Kind == ast.TypeDecimal && len(t.Params) == 2:
		return t.Params[0], t.Params[1], true
	case t.Kind == ast.TypeDecimal:
		if lit, isLit := unsigned(e).(*ast.Literal); isLit && lit.Kind == ast.LitDecimal && !strings.ContainsAny(lit.Value, "eE") {
			digits := strings.TrimLeft(strings.Replace(lit.Value, ".", "", 1), "0")
			if i := strings.IndexByte(lit.Value, '.'); i >= 0 {
				s = len(lit.Value) - i - 1
			}
			return max(len(digits), s, 1), s, true
		}
	}
	return 0, 0, false
}

// dorisSlash writes Doris's decimal quotient x (a / b, of operand types
// lt and rt) for target, as the comment above says; nil where it cannot:
// an operand that is not a decimal of known digits (Doris documents its
// rule for two decimals), a quotient past 38 digits (Doris's overflow
// rules change the scale), a step past the target's limits, an operand,
// read more than once, that calls a function whose value changes at
// each call, or a target not listed.
func dorisSlash(target Target, x *ast.Binary, lt, rt *ast.TypeName) ast.Expr {
	p1, s1, ok1 := dorisDecimalDigits(x.L, lt)
	p2, s2, ok2 := dorisDecimalDigits(x.R, rt)
	P, S := p1+s2+4, s1+4
	if !ok1 || !ok2 || P > 38 {
		return nil
	}
	if volatileCall(x.L) != nil || volatileCall(x.R) != nil {
		return nil
	}
	switch {
	case target.Name == "postgres":
		return dorisPostgresSlash(x, S)
	case target.Name == "ansi":
		return dorisAnsiSlash(x, s1, s2, P, S)
	case target.Name == "duckdb" && p1+s1 <= 38 && p2+s2 <= 38 && s1 <= 18 && s2 <= 14:
		return dorisDuckSlash(x, s1, s2, P, S)
	case target.is("trino", "presto") && P+s2 <= 38 && p2+S+1 <= 38,
		target.is("hive", "spark") && P <= 37 && p2+S+1 <= 38:
		return dorisAbsSlash(target, x, P, S)
	case target.Name == "bigquery" && s2+S <= 9 && p1-s1+s2 <= 29 && p2-s2 <= 29:
		return dorisAbsSlash(target, x, 0, S)
	case target.Name == "snowflake" && snowflakeDorisFits(p1, s1, p2, s2, S):
		return dorisSnowflakeSlash(target, x, P, S)
	}
	return nil
}

// pow10Lit is the integer literal 10^n, and scaleLit 10^-n (n > 0) as an
// exact decimal literal.
func pow10Lit(sp ast.Span, n int) ast.Expr {
	return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1" + strings.Repeat("0", n)}
}

func scaleLit(sp ast.Span, n int) ast.Expr {
	return &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: "0." + strings.Repeat("0", n-1) + "1"}
}

func divBin(sp ast.Span, op ast.BinaryOp, l, r ast.Expr) *ast.Binary {
	return &ast.Binary{Span: sp, Op: op, L: l, R: r}
}

func divCast(sp ast.Span, e ast.Expr, k ast.TypeKind, params ...int) *ast.Cast {
	return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: k, Params: params}}
}

// dorisDivisor is a copy of b, or nullif(b, 0) where b may be zero.
func dorisDivisor(b ast.Expr) ast.Expr {
	if nonZero(b) {
		return ast.Clone(b)
	}
	return nullIfZero(ast.Clone(b))
}

// dorisPostgresSlash is (n - n % d) / d * 10^-S for PostgreSQL, n being
// CAST(a AS NUMERIC) * 10^S and d nullif(b, 0).
func dorisPostgresSlash(x *ast.Binary, scale int) ast.Expr {
	sp := x.Span
	n := func() ast.Expr {
		return divBin(sp, ast.OpMul, &ast.Cast{Span: sp, X: ast.Clone(x.L), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal}}, pow10Lit(sp, scale))
	}
	whole := divBin(sp, ast.OpSub, n(), divBin(sp, ast.OpMod, n(), dorisDivisor(x.R)))
	return divBin(sp, ast.OpMul, divBin(sp, ast.OpDiv, whole, dorisDivisor(x.R)), scaleLit(sp, scale))
}

// dorisAnsiSlash is CAST((n - n % d) / d * 10^-S AS DECIMAL(P, S)) for
// ANSI SQL, n being CAST(a AS DECIMAL(38, s1)) * 10^S and d CAST(nullif(b,
// 0) AS DECIMAL(38, s2)): the standard's MOD has the dividend's sign, as
// PostgreSQL's %, so n - n % d is a multiple of d and its quotient by d
// an exact integer whatever scale the implementation gives "/"; the
// casts keep the operands' scales (a DECIMAL without them has scale 0).
func dorisAnsiSlash(x *ast.Binary, s1, s2, P, S int) ast.Expr {
	sp := x.Span
	n := func() ast.Expr {
		return divBin(sp, ast.OpMul, divCast(sp, ast.Clone(x.L), ast.TypeDecimal, 38, s1), pow10Lit(sp, S))
	}
	d := func() ast.Expr { return divCast(sp, dorisDivisor(x.R), ast.TypeDecimal, 38, s2) }
	whole := divBin(sp, ast.OpSub, n(), divBin(sp, ast.OpMod, n(), d()))
	return divCast(sp, divBin(sp, ast.OpMul, divBin(sp, ast.OpDiv, whole, d()), scaleLit(sp, S)), ast.TypeDecimal, P, S)
}

// dorisDuckSlash is the quotient from the operands' unscaled HUGEINTs
// for DuckDB. A zero divisor needs no guard: DuckDB's // gives NULL.
func dorisDuckSlash(x *ast.Binary, s1, s2, P, S int) ast.Expr {
	sp := x.Span
	unscaled := func(e ast.Expr, s int) ast.Expr { return duckUnscaled(sp, e, s) }
	q := divBin(sp, ast.OpIntDiv, divBin(sp, ast.OpMul, unscaled(x.L, s1), pow10Lit(sp, s2+4)), unscaled(x.R, s2))
	return divCast(sp, divBin(sp, ast.OpMul, divCast(sp, q, ast.TypeDecimal, 38, 0), scaleLit(sp, S)), ast.TypeDecimal, P, S)
}

// dorisAbsSlash is CAST(CASE WHEN (a < 0) = (b < 0) THEN q ELSE -q END AS
// DECIMAL(P, S)), q = (|a| - |a| % u) / |d|, u = |d| * 10^-S, d =
// nullif(b, 0), for Trino, Presto, Hive and Spark; the CASE alone for
// P = 0 (BigQuery).
func dorisAbsSlash(target Target, x *ast.Binary, P, S int) ast.Expr {
	sp := x.Span
	abs := func(e ast.Expr) ast.Expr { return canonCall(sp, "abs", e) }
	// a literal divisor is its own magnitude, of a sign known here
	absB := func() ast.Expr { return abs(dorisDivisor(x.R)) }
	v, lit := decimalLiteralUnscaled(x.R)
	if lit {
		absB = func() ast.Expr {
			return &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: strings.TrimPrefix(literalText(x.R), "-")}
		}
	}
	u := divBin(sp, ast.OpMul, absB(), scaleLit(sp, S))
	whole := divBin(sp, ast.OpSub, abs(ast.Clone(x.L)), divBin(sp, ast.OpMod, abs(ast.Clone(x.L)), u))
	q := func() ast.Expr { return divBin(sp, target.targetSlash(), ast.Clone(whole), absB()) }
	neg := func() ast.Expr { return &ast.Unary{Span: sp, Op: ast.OpNeg, X: q()} }
	aNeg := divBin(sp, ast.OpLt, ast.Clone(x.L), intLit(sp, 0))
	var signed ast.Expr
	switch {
	case lit && strings.HasPrefix(v, "-"):
		signed = caseWhen(sp, aNeg, q(), neg())
	case lit:
		signed = caseWhen(sp, aNeg, neg(), q())
	default:
		same := divBin(sp, ast.OpEq, aNeg, divBin(sp, ast.OpLt, ast.Clone(x.R), intLit(sp, 0)))
		signed = caseWhen(sp, same, q(), neg())
	}
	if P == 0 {
		return signed
	}
	return divCast(sp, signed, ast.TypeDecimal, P, S)
}

// literalText is the text of a decimal literal e, "-" before it when
// negated; "" for anything else.
func literalText(e ast.Expr) string {
	sign := ""
	for {
		u, ok := e.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg && u.Op != ast.OpPlus {
			break
		}
		if u.Op == ast.OpNeg {
			sign = map[string]string{"": "-", "-": ""}[sign]
		}
		e = u.X
	}
	if lit, ok := e.(*ast.Literal); ok && lit.Kind == ast.LitDecimal && !strings.ContainsAny(lit.Value, "eE+-") {
		return sign + lit.Value
	}
	return ""
}

// decimalLiteralUnscaled is the unscaled integer of a non-zero decimal
// literal e (its digits without the point, and its sign): 70 for 7.0,
// -5 for -0.05; ok is false for anything else.
func decimalLiteralUnscaled(e ast.Expr) (string, bool) {
	t := literalText(e)
	if t == "" || !nonZero(e) {
		return "", false
	}
	sign := ""
	if strings.HasPrefix(t, "-") {
		sign, t = "-", t[1:]
	}
	digits := strings.TrimLeft(strings.Replace(t, ".", "", 1), "0")
	return sign + digits, digits != ""
}

// snowflakeDorisFits: every step of dorisSnowflakeSlash keeps its digits
// by Snowflake's rules (leading digits L, scale s): u = d * 10^-S, L =
// p2 - s2 + 1 (the literal counted as one leading digit), s = min(s2 + S,
// max(s2, S, 12)), which must be s2 + S; a - a % u, L = max(p1 - s1, Lu) +
// 1, s = max(s1, su); the quotient, L = Ln + s2, s = max(sn, min(sn + 6,
// 12)); each within 38 digits.
func snowflakeDorisFits(p1, s1, p2, s2, S int) bool {
	su := s2 + S
	lu := p2 - s2 + 1
	if su > max(s2, S, 12) || lu+su > 38 {
		return false
	}
	sn, ln := max(s1, su), max(p1-s1, lu)+1
	return ln+sn <= 38 && ln+s2+max(sn, min(sn+6, 12)) <= 38
}

// dorisSnowflakeSlash is CAST((a - a % u) / d AS NUMBER(P, S)), u = d *
// 10^-S, d = nullif(b, 0), for Snowflake, whose MOD (and %) is the
// remainder of the division truncated toward zero, of the sign of the
// dividend (Snowflake MOD): a - a % u is trunc(a / u) * u, and its
// quotient by d is trunc(a * 10^S / b) * 10^-S, exact at the quotient's
// scale, which is at least su >= S.
func dorisSnowflakeSlash(target Target, x *ast.Binary, P, S int) ast.Expr {
	sp := x.Span
	u := divBin(sp, ast.OpMul, dorisDivisor(x.R), scaleLit(sp, S))
	whole := divBin(sp, ast.OpSub, ast.Clone(x.L), divBin(sp, ast.OpMod, ast.Clone(x.L), u))
	return divCast(sp, divBin(sp, target.targetSlash(), whole, dorisDivisor(x.R)), ast.TypeDecimal, P, S)
}

// hiveSlash writes Hive's or Spark's decimal quotient x (src's "/" with
// a decimal operand) for Trino and Presto (hiveTrinoSlash), PostgreSQL
// (hivePostgresSlash), ANSI SQL, DuckDB, BigQuery or Snowflake (roundedSlash,
// rounded_division.go); nil where it cannot, or for another target.
func hiveSlash(src string, target Target, x *ast.Binary, lt, rt *ast.TypeName) ast.Expr {
	p1, s1, ok1 := hiveDivOperand(src, x.L, lt)
	p2, s2, ok2 := hiveDivOperand(src, x.R, rt)
	if !ok1 || !ok2 {
		return nil
	}
	s := max(6, s1+p2+1)
	p := p1 - s1 + s2 + s
	if p > 38 {
		// Past 38 digits Hive and Spark cut the scale, and a quotient
		// that does not fit is NULL there (Hive's GenericUDFOPDivide),
		// where Trino and PostgreSQL raise an error.
		return nil
	}
	switch {
	case target.is("trino", "presto"):
		return hiveTrinoSlash(x, p1, s1, s2, s)
	case target.is("postgres", "ansi", "duckdb", "bigquery", "snowflake"):
		return roundedSlash(target, x, roundedQuot{p1: p1, s1: s1, p2: p2, s2: s2, P: p, S: s, nullZero: true})
	}
	return nil
}

// hivePostgresSlash is Hive's quotient DECIMAL(p, s), rounded half up, in
// PostgreSQL: CAST(sign(a) * sign(d) * ((m - m % D) / D) * 10^-s AS
// NUMERIC(p, s)), m = 2 * abs(n) + abs(d), D = 2 * abs(d), n = CAST(a AS
// NUMERIC) * 10^s and d = CAST(nullif(b, 0) AS NUMERIC). m and D are not
// negative, so m - m % D is the greatest multiple of D not above m (as in
// dorisPostgresSlash) and the quotient is floor(|n| / |d| + 1/2), |n / d|
// rounded half up, exactly (numeric is exact); the signs put the sign
// back: half away from zero, as Hive's HALF_UP. A zero divisor gives NULL, as in Hive,
// where nullZero, and is an error otherwise (as in Trino and Snowflake,
// roundedSlash). The operands are read more than once: roundedSlash
// refuses one that calls a function whose value changes at each call.
func hivePostgresSlash(x *ast.Binary, p, s int, nullZero bool) ast.Expr {
	sp := x.Span
	call := func(name string, args ...ast.Expr) ast.Expr { return canonCall(sp, name, args...) }
	n := divBin(sp, ast.OpMul, divCast(sp, ast.Clone(x.L), ast.TypeDecimal), pow10Lit(sp, s))
	two := func(e ast.Expr) ast.Expr { return divBin(sp, ast.OpMul, intLit(sp, 2), e) }
	// d as a numeric: 2 * abs(d) of a BIGINT could pass 64 bits
	d := func() ast.Expr {
		return divCast(sp, roundedDivisor(x.R, roundedQuot{nullZero: nullZero}), ast.TypeDecimal)
	}
	m := func() ast.Expr { return divBin(sp, ast.OpAdd, two(call("abs", ast.Clone(n))), call("abs", d())) }
	dd := func() ast.Expr { return two(call("abs", d())) }
	q := divBin(sp, ast.OpDiv, divBin(sp, ast.OpSub, m(), divBin(sp, ast.OpMod, m(), dd())), dd())
	// sign of a numeric is a numeric (of an integer it would be a double
	// precision, which would make the product one)
	sign := func(e ast.Expr) ast.Expr { return call("sign", divCast(sp, e, ast.TypeDecimal)) }
	signed := divBin(sp, ast.OpMul, divBin(sp, ast.OpMul, sign(ast.Clone(x.L)), call("sign", d())), q)
	var out ast.Expr = signed
	if s > 0 {
		out = divBin(sp, ast.OpMul, signed, scaleLit(sp, s))
	}
	return divCast(sp, out, ast.TypeDecimal, p, s)
}

// hiveTrinoSlash writes Hive's or Spark's decimal quotient x for Trino or
// Presto. Hive's "/" with a decimal operand is a DECIMAL(p, s), s = max(6,
// s1 + p2 + 1) and p = p1 - s1 + s2 + s (past 38 digits it is cut, and
// refused here: hiveSlash), rounded half up (Hive's decimal design,
// HIVE-3976; Spark's DecimalPrecision alike, allowPrecisionLoss being its
// default), NULL for a zero divisor; an integer operand is a DECIMAL(3, 5,
// 10 or 19, 0) by its type (20 for a Spark BIGINT), an integer literal a
// DECIMAL(its digits, 0). Trino's quotient of CAST(a AS DECIMAL(38, s)) by
// b has scale max(s, s2) = s (s2 < s), rounded half up as well (Trino's
// decimal operators), and holds the quotient's p - s <= 38 - s integer
// digits; nullif(b, 0) gives NULL for a zero divisor. Nil when an operand's
// digits are not known (a decimal of unknown precision, a constant
// expression other than a literal, which Hive folds before typing it), or
// a's integer digits and s pass 38.
func hiveTrinoSlash(x *ast.Binary, p1, s1, s2, s int) ast.Expr {
	if p1-s1+s > 38 || s2 > s {
		return nil
	}
	nx := *x
	nx.Op = ast.OpDiv
	nx.L = divCast(x.L.SpanOf(), x.L, ast.TypeDecimal, 38, s)
	if !nonZero(x.R) {
		nx.R = nullIfZero(x.R)
	}
	return &nx
}

// hiveDivOperand is the DECIMAL(p, s) Hive (or Spark) gives a division
// operand e of type t beside a decimal (hiveTrinoSlash).
func hiveDivOperand(src string, e ast.Expr, t *ast.TypeName) (p, s int, ok bool) {
	switch {
	case t == nil:
		return 0, 0, false
	case t.Kind == ast.TypeDecimal:
		return dorisDecimalDigits(e, t)
	case !t.Kind.IsInteger():
		return 0, 0, false
	}
	if l, isLit := unsigned(e).(*ast.Literal); isLit && l.Kind == ast.LitInt {
		digits := strings.TrimLeft(l.Value, "0")
		return max(len(digits), 1), 0, strings.Trim(l.Value, "0123456789") == ""
	}
	if constantExpr(e) {
		return 0, 0, false
	}
	if t.Kind == ast.TypeBigInt && src == "spark" {
		return 20, 0, true
	}
	p, ok = intTypeDigits(t.Kind)
	return p, 0, ok
}

// intTypeDigits is the number of decimal digits of integer type k's
// largest value.
func intTypeDigits(k ast.TypeKind) (int, bool) {
	switch k {
	case ast.TypeTinyInt:
		return 3, true
	case ast.TypeSmallInt:
		return 5, true
	case ast.TypeInt:
		return 10, true
	case ast.TypeBigInt:
		return 19, true
	}
	return 0, false
}

// unsigned is e without the unary signs before it.
func unsigned(e ast.Expr) ast.Expr {
	for {
		u, ok := e.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg && u.Op != ast.OpPlus {
			return e
		}
		e = u.X
	}
}

// duckUnscaled is a decimal operand of scale s as the HUGEINT of its
// unscaled digits, for DuckDB (a literal's digits written out).
func duckUnscaled(sp ast.Span, e ast.Expr, s int) ast.Expr {
	if v, ok := decimalLiteralUnscaled(e); ok {
		return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v}
	}
	e = ast.Clone(e)
	if s > 0 {
		e = divBin(sp, ast.OpMul, e, pow10Lit(sp, s))
	}
	return divCast(sp, e, ast.TypeHugeInt)
}
