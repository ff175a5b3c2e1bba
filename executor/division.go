package executor

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DivisionRule is how a dialect's "/" divides when a decimal is among its
// operands and no float is, and what it gives for a zero divisor
// (Options.Division; Snowflake's NUMBER rule is Options.NumberIntegers).
// run.go derives a dialect's rule from the translator's (rewrite.DecimalQuotient).
//
//	rule              decimal quotient                                   zero divisor
//	DivisionDefault   scale max(6, S1, S2), rounded half up              error ("/"), NULL (fractional "/")
//	DivisionHive      DECIMAL(P, S): S = max(6, S1 + P2 + 1),            NULL
//	                  P = P1 - S1 + S2 + S; past 38 digits P is 38 and
//	                  S = max(38 - (P - S), min(S, 6)); rounded half up;
//	                  a quotient past P digits is NULL; an integer is
//	                  DECIMAL(3|5|10|19, 0) by its type, an integer
//	                  constant (folded) DECIMAL(its digits, 0)
//	DivisionSpark     Hive's, a BIGINT being DECIMAL(20, 0)              NULL
//	DivisionTrino     DECIMAL(min(38, P1 + S2 + max(0, S2 - S1)),        error; a DOUBLE quotient
//	                  max(S1, S2)), rounded half up                      is ±Infinity or NaN
//	DivisionPostgres  numeric of scale max(S1, S2, 16 - 4 * w) where w   error
//	                  is the quotient's base-10000 weight (at least 16
//	                  significant digits), rounded half away from zero
//	DivisionDouble    DOUBLE (DuckDB: the decimal operands are           ±Infinity or NaN
//	                  converted to DOUBLE)
//	DivisionBigQuery  NUMERIC (scale 9), rounded half away from zero     error
//	DivisionDoris     DECIMAL(p1 + s2 + 4, s1 + 4), truncated; past 38    NULL
//	                  digits, 38 digits and a scale of 4 more than
//	                  38 - (p - s1) or 6 (dorisDivType; one case an
//	                  error, its documented scale being uncertain)
//
// Half up (Java's HALF_UP) and half away from zero are the same rounding.
// Integer / integer is unchanged by the rule (DOUBLE for a fractional
// "/", an integer for standard "/"), except that its zero divisor follows
// the rule's last column under DivisionTrino (doubles only), DivisionDouble
// and DivisionBigQuery.
type DivisionRule uint8

const (
	DivisionDefault DivisionRule = iota
	DivisionHive
	DivisionSpark
	DivisionTrino
	DivisionPostgres
	DivisionDouble
	DivisionBigQuery
	DivisionDoris
)

// bigQueryNumericScale is the scale of BigQuery's NUMERIC.
const bigQueryNumericScale = 9

// intDecimalDigits is the precision of the DECIMAL an integer type
// becomes in a division with a decimal (Hive, Spark, Trino).
func intDecimalDigits(k ast.TypeKind, spark bool) int {
	switch k {
	case ast.TypeTinyInt:
		return 3
	case ast.TypeSmallInt:
		return 5
	case ast.TypeBigInt:
		if spark {
			return 20
		}
		return 19
	case ast.TypeHugeInt:
		return 38
	}
	return 10
}

// fixedOperand is the DECIMAL(p, s) a division operand of type t stands
// for under rule; ok is false for a type that is not fixed-point (or a
// decimal of unknown scale).
func fixedOperand(rule DivisionRule, e Expr, lit bool, t Type) (p, s int, ok bool) {
	switch {
	case t.Kind.IsInteger():
		if rule == DivisionSpark && lit || rule == DivisionHive {
			if c, isConst := e.(*Const); isConst && c.V.k == KindInt {
				// Spark gives an integer literal the precision of its
				// digits; Hive any integer constant, as it folds constant
				// expressions (CAST(3 AS INT)) before typing the division
				// and its constant integer inspectors report their value's
				// precision (read in Hive's source, not run on Hive)
				d := len(big.NewInt(c.V.i).String())
				if c.V.i < 0 {
					d--
				}
				return d, 0, true
			}
		}
		return intDecimalDigits(t.Kind, rule == DivisionSpark), 0, true
	case t.Kind == ast.TypeDecimal && lit:
		if c, isConst := e.(*Const); isConst && c.V.k == KindDecimal {
			// a decimal literal is DECIMAL(its digits, its scale)
			s := int(c.V.i)
			return max(len(new(big.Int).Abs(c.V.DecimalUnscaled()).String()), s, 1), s, true
		}
		fallthrough
	case t.Kind == ast.TypeDecimal && t.Scale >= 0:
		p := t.Prec
		if p <= 0 || p > 38 {
			p = 38
		}
		return max(p, t.Scale), t.Scale, true
	}
	return 0, 0, false
}

// divType is the result type of l / r under the engine's division rule,
// when the rule decides it (a decimal among fixed-point operands, or any
// numeric operands for DivisionDouble); lLit and rLit tell an operand
// written as a literal.
func (o *Options) divType(op ast.BinaryOp, l, r Expr, lLit, rLit bool) (Type, bool) {
	lt, rt := l.Type(), r.Type()
	if op == ast.OpIntDiv && o.Division == DivisionDouble && lt.Kind.IsNumeric() && rt.Kind.IsNumeric() &&
		!(lt.Kind.IsInteger() && rt.Kind.IsInteger()) {
		// DuckDB's // of a decimal or a float is the fractional quotient
		// (DuckDB 1.5: DECIMAL(4,1) 1.5 // 7 is 0.21428571428571427, a
		// DOUBLE; REAL // INTEGER is a FLOAT).
		if lt.Kind == ast.TypeReal && rt.Kind != ast.TypeDouble || rt.Kind == ast.TypeReal && lt.Kind != ast.TypeDouble {
			return Type{Kind: ast.TypeReal}, true
		}
		return tDouble, true
	}
	if op != ast.OpDiv && op != ast.OpDivFrac || o.NumberIntegers {
		return Type{}, false
	}
	isFloat := func(t Type) bool { return t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal }
	if o.Division == DivisionDouble && op == ast.OpDivFrac && (lt.Kind.IsNumeric() && rt.Kind.IsNumeric()) && lt.Kind != ast.TypeReal && rt.Kind != ast.TypeReal {
		return tDouble, true
	}
	if isFloat(lt) || isFloat(rt) || lt.Kind != ast.TypeDecimal && rt.Kind != ast.TypeDecimal {
		return Type{}, false
	}
	switch o.Division {
	case DivisionPostgres:
		return Type{Kind: ast.TypeDecimal, Prec: 0, Scale: -1}, true
	case DivisionBigQuery:
		return Type{Kind: ast.TypeDecimal, Prec: 38, Scale: bigQueryNumericScale}, true
	}
	p1, s1, ok1 := fixedOperand(o.Division, l, lLit, lt)
	p2, s2, ok2 := fixedOperand(o.Division, r, rLit, rt)
	if !ok1 || !ok2 {
		return Type{}, false
	}
	switch o.Division {
	case DivisionHive, DivisionSpark:
		p, s := hiveDivType(p1, s1, p2, s2)
		return Type{Kind: ast.TypeDecimal, Prec: p, Scale: s}, true
	case DivisionTrino:
		return Type{Kind: ast.TypeDecimal, Prec: min(38, p1+s2+max(0, s2-s1)), Scale: max(s1, s2)}, true
	case DivisionDoris:
		p, s := dorisDivType(p1, s1, s2)
		return Type{Kind: ast.TypeDecimal, Prec: p, Scale: s}, true
	}
	return Type{}, false
}

// Doris's decimal division with its defaults (div_precision_increment 4,
// decimal_overflow_scale 6, enable_decimal256 false): Doris
// documentation, SQL data types, DECIMAL, "Precision Deduction" (the
// rule of Doris 2.1 and later).
const (
	dorisDivIncrement     = 4
	dorisDecimalOverScale = 6
)

// dorisDivType is Doris's DECIMAL(p, s) of a quotient of DECIMAL(p1, s1)
// by DECIMAL(p2, s2): DECIMAL(p1 + s2 + 4, s1 + 4), and past 38 digits
// DECIMAL(38, s) where s is 4 more than 38 - (p - s1) when p - s1 < 38 -
// 6 (overflow rule 1), else than 6 when s1 >= 6 (rule 3), each as the
// documentation's example shows it. For s1 < 6 (rule 2) its text says
// s1 + 4 and its example's plan another scale: s is -1, not known.
func dorisDivType(p1, s1, s2 int) (p, s int) {
	p = p1 + s2 + dorisDivIncrement
	if p <= 38 {
		return p, s1 + dorisDivIncrement
	}
	switch {
	case p-s1 < 38-dorisDecimalOverScale:
		s = 38 - (p - s1)
	case s1 < dorisDecimalOverScale:
		return 38, -1
	default:
		s = dorisDecimalOverScale
	}
	return 38, s + dorisDivIncrement
}

// isNumberLiteral: e is a literal, or a signed one (-3).
func isNumberLiteral(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
		e = u.X
	}
	_, ok := e.(*ast.Literal)
	return ok
}

// hiveDivType is Hive's (and Spark's) DECIMAL(p, s) of a quotient of
// DECIMAL(p1, s1) by DECIMAL(p2, s2), reduced to 38 digits.
func hiveDivType(p1, s1, p2, s2 int) (p, s int) {
	s = max(6, s1+p2+1)
	p = p1 - s1 + s2 + s
	if p <= 38 {
		return p, s
	}
	intDigits := p - s
	return 38, max(38-intDigits, min(s, 6))
}

// divArith is next with the division of the engine's rule for a Bin of
// result type t: decimal quotients of the rule's scale, and its zero
// divisor.
func (o *Options) divArith(t Type, next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	rule := o.Division
	if rule == DivisionDefault || o.NumberIntegers {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if op == ast.OpIntDiv && (rule == DivisionPostgres || rule == DivisionBigQuery) &&
			l.k != KindNull && r.k != KindNull && l.isNumeric() && r.isNumeric() && isZero(r) {
			// PostgreSQL's div and BigQuery's DIV raise for a zero divisor
			// (run on PostgreSQL 15: div(1, 0); BigQuery DIV: "Division by
			// zero returns an error"), where the default is NULL
			return Null, fmt.Errorf("division by zero")
		}
		if l.k == KindNull || r.k == KindNull || !l.isNumeric() || !r.isNumeric() ||
			op == ast.OpIntDiv && rule != DivisionDouble {
			return next(op, l, r)
		}
		float := l.k == KindFloat || r.k == KindFloat
		dec := l.k == KindDecimal || r.k == KindDecimal
		switch rule {
		case DivisionDouble:
			if op == ast.OpIntDiv && (float || dec && !t.Kind.IsInteger()) {
				// DuckDB's // of a decimal or a float: the fractional
				// quotient, NULL for a zero divisor (checked on DuckDB 1.5);
				// a HUGEINT past BIGINT is held as a decimal, and divides
				// as an integer (DuckDB 1.5 run: 100000000000000000000 // 3
				// is 33333333333333333333).
				if isZero(r) {
					return Null, nil
				}
				op = ast.OpDivFrac
			}
			if op == ast.OpDivFrac {
				single := l.t == ast.TypeReal && r.t != ast.TypeDouble || r.t == ast.TypeReal && l.t != ast.TypeDouble
				if single {
					return RealValue(float64(float32(l.asFloat()) / float32(r.asFloat()))), nil
				}
				return FloatValue(l.asFloat() / r.asFloat()), nil // IEEE 754 on zero
			}
		case DivisionBigQuery:
			if isZero(r) {
				return Null, fmt.Errorf("division by zero")
			}
			if dec && !float {
				return decimalQuotient(l, r, bigQueryNumericScale, 38, false)
			}
		case DivisionTrino:
			if float {
				single := l.t == ast.TypeReal && r.t != ast.TypeDouble || r.t == ast.TypeReal && l.t != ast.TypeDouble
				if single {
					return RealValue(float64(float32(l.asFloat()) / float32(r.asFloat()))), nil
				}
				return FloatValue(l.asFloat() / r.asFloat()), nil // IEEE 754 on zero
			}
			if dec {
				if isZero(r) {
					return Null, fmt.Errorf("division by zero")
				}
				if t.Kind == ast.TypeDecimal && t.Scale >= 0 {
					return decimalQuotient(l, r, t.Scale, t.Prec, false)
				}
			}
		case DivisionHive, DivisionSpark:
			if dec && !float {
				if isZero(r) {
					return Null, nil
				}
				if t.Kind == ast.TypeDecimal && t.Scale >= 0 {
					return decimalQuotient(l, r, t.Scale, t.Prec, true)
				}
			}
		case DivisionDoris:
			if dec && !float {
				if isZero(r) {
					return Null, nil
				}
				if t.Kind == ast.TypeDecimal && t.Scale >= 0 {
					return dorisQuotient(l, r, t.Scale, t.Prec)
				}
				if t.Kind == ast.TypeDecimal {
					return Null, fmt.Errorf("the scale of Doris's quotient past 38 digits of a dividend of scale below 6 is not known here (its documentation gives two)")
				}
			}
		case DivisionPostgres:
			if float && l.k == KindFloat && math.IsNaN(l.Float()) && isZero(r) {
				// a NaN by zero is NaN, where any other dividend raises
				// (run on PostgreSQL 15: 'NaN'::float8 / 0, / 0.0 and
				// / 0::float8, 'NaN'::real / 0)
				if l.t == ast.TypeReal && r.t != ast.TypeDouble {
					return RealValue(math.NaN()), nil
				}
				return FloatValue(math.NaN()), nil
			}
			if dec && !float {
				if isZero(r) {
					return Null, fmt.Errorf("division by zero")
				}
				ua, sa := decParts(l)
				ub, sb := decParts(r)
				return decimalQuotient(l, r, postgresDivScale(ua, sa, ub, sb), 0, false)
			}
		}
		return next(op, l, r)
	}
}

// decimalQuotient is l / r (r not zero) rounded half away from zero to
// scale; past prec digits (prec > 0) it is NULL when overflowNull, else an
// error.
func decimalQuotient(l, r Value, scale, prec int, overflowNull bool) (Value, error) {
	ua, sa := decParts(l)
	ub, sb := decParts(r)
	// (ua / 10^sa) / (ub / 10^sb) at scale: ua * 10^(sb+scale) / (ub * 10^sa)
	num := new(big.Int).Mul(ua, pow10(sb+scale))
	den := new(big.Int).Mul(ub, pow10(sa))
	u := quoRound(num, den)
	if prec > 0 && len(new(big.Int).Abs(u).String()) > prec {
		if overflowNull {
			return Null, nil
		}
		return Null, fmt.Errorf("decimal overflow: the quotient %s has more than %d digits", decimalString(u, scale), prec)
	}
	return DecimalValue(u, scale), nil
}

// dorisQuotient is l / r (r not zero) truncated to scale, as Doris
// divides the dividend's unscaled value, scaled up, by the divisor's
// (the documentation's examples: 123456789012345678.12345678 /
// 23456789012345678.12345678 at scale 11 is 5.26315809667 where the
// quotient is 5.263158096675910...; toward zero for a negative quotient,
// as that integer division truncates); past prec digits an error
// (Doris's "Arithmetic overflow").
func dorisQuotient(l, r Value, scale, prec int) (Value, error) {
	ua, sa := decParts(l)
	ub, sb := decParts(r)
	num := new(big.Int).Mul(ua, pow10(sb+scale))
	den := new(big.Int).Mul(ub, pow10(sa))
	u := new(big.Int).Quo(num, den)
	if prec > 0 && len(new(big.Int).Abs(u).String()) > prec {
		return Null, fmt.Errorf("arithmetic overflow: the quotient %s has more than %d digits", decimalString(u, scale), prec)
	}
	return DecimalValue(u, scale), nil
}

// postgresDivScale is the scale of PostgreSQL's numeric quotient of
// ua*10^-sa by ub*10^-sb (numeric division, "at least 16 significant
// digits"): 16 less 4 digits for every base-10000 digit of the quotient's
// estimated weight, at least the operands' scales, at most 1000.
func postgresDivScale(ua *big.Int, sa int, ub *big.Int, sb int) int {
	w1, f1 := base10000Lead(ua, sa)
	w2, f2 := base10000Lead(ub, sb)
	qweight := w1 - w2
	if f1 <= f2 {
		qweight--
	}
	s := 16 - qweight*4
	s = max(s, sa, sb, 0)
	return min(s, 1000)
}

// base10000Lead is the weight (the power of 10000 of its first digit) and
// the first base-10000 digit of |u| * 10^-scale (scale >= 0); 0, 0 for
// zero.
func base10000Lead(u *big.Int, scale int) (weight int, first int64) {
	if u.Sign() == 0 {
		return 0, 0
	}
	digits := new(big.Int).Abs(u).String()
	// Align the digits to base-10000 groups around the decimal point: the
	// fraction padded on the right, the integer part on the left, each to
	// a multiple of 4 digits.
	frac := max(scale, 0)
	digits += strings.Repeat("0", (4-frac%4)%4)
	frac += (4 - frac%4) % 4
	intLen := len(digits) - frac
	if intLen < 0 {
		digits = strings.Repeat("0", -intLen) + digits
		intLen = 0
	}
	pad := (4 - intLen%4) % 4
	digits = strings.Repeat("0", pad) + digits
	intGroups := (intLen + pad) / 4
	for g := 0; 4*g < len(digits); g++ {
		v, _ := strconv.ParseInt(digits[4*g:4*g+4], 10, 64)
		if v != 0 {
			return intGroups - 1 - g, v
		}
	}
	return 0, 0
}
