package executor

import (
	"errors"
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's sqrt, exp and ln of a numeric are numerics
// (Options.PostgresTyping; an integer or a float argument makes them the
// double precision functions). Each result is rounded half away from zero
// to a scale PostgreSQL 15 chooses to give at least 16 significant
// digits, never less than the argument's scale, at most 1000, with w the
// weight of the argument's first base-10000 digit (10000^w <= |x| <
// 10000^(w+1)):
//
//   - sqrt: 16 - ((w + 1) * 4 / 2 - 1) (PostgreSQL 15 run: sqrt(2.0) is
//     1.414213562373095, sqrt(200.0) 14.142135623730950, sqrt(0.0002)
//     0.01414213562373095, sqrt(123456789.123) 11111.11106609056,
//     sqrt(1e-20) 0.0000000001000000000000000, sqrt(1e100) 10^50 of scale
//     0, sqrt(0.0) 0.000000000000000);
//   - exp: 16 - trunc(x * 0.434294481903252), the estimated decimal
//     weight of the result (exp(1.0) is 2.7182818284590452, exp(10.0)
//     22026.465794806717, exp(-10.0) 0.00004539992976248485, exp(100.0)
//     26881171418161354484126255515800135873611118.8, exp(-100.0) of
//     scale 59), x of 6000 or more overflowing, x of -6000 or less 0;
//   - ln: 16 - trunc(log10(|ln x|)) with ln x estimated from the first
//     two base-10000 digits, or, for 0.9 <= x <= 1.1, 16 less the decimal
//     weight of x - 1 (ln(2.0) is 0.6931471805599453, ln(1000000.0)
//     13.815510557964274, ln(1e100) 230.25850929940457, ln(1.05)
//     0.048790164169432003, ln(1.0001) 0.00009999500033330834).
func init() {
	dec := retFixed(Type{Kind: ast.TypeDecimal, Scale: -1})
	reg(&scalarFunc{name: "sqrt_numeric_pg", min: 1, max: 1, strict: true, ret: dec, fn: pgNumericSqrt})
	reg(&scalarFunc{name: "exp_numeric_pg", min: 1, max: 1, strict: true, ret: dec, fn: pgNumericExp})
	reg(&scalarFunc{name: "ln_numeric_pg", min: 1, max: 1, strict: true, ret: dec, fn: pgNumericLn})
}

// pgNumericMathFunc is the numeric function PostgreSQL resolves name over
// args to, "" where it is the double precision one.
func pgNumericMathFunc(name string, args []Expr) string {
	switch name {
	case "sqrt", "exp", "ln":
		if len(args) == 1 && args[0].Type().Kind == ast.TypeDecimal {
			return name + "_numeric_pg"
		}
	}
	return ""
}

// pgRscale bounds a result scale s by the argument's scale and 0..1000.
func pgRscale(s, argScale int) int {
	return min(max(s, argScale, 0), 1000)
}

func pgNumericSqrt(a []Value) (Value, error) {
	u, s := numericParts(a[0])
	if u.Sign() < 0 {
		return Null, errSqrtNegative
	}
	w, _ := base10000Lead(u, s)
	r := pgRscale(16-((w+1)*4/2-1), s)
	// floor(sqrt(x) * 10^(r+1)), then rounded on its last digit
	n := new(big.Int).Mul(u, pow10(2*(r+1)-s))
	t := new(big.Int).Sqrt(n)
	t.Add(t, big.NewInt(5))
	t.Quo(t, big.NewInt(10))
	return DecimalValue(t, r), nil
}

func pgNumericExp(a []Value) (Value, error) {
	u, s := numericParts(a[0])
	x := new(big.Float).SetInt(u)
	x.Quo(x, new(big.Float).SetInt(pow10(s)))
	xf, _ := x.Float64()
	// numeric.c's exp_var: |x| of 6000 or more overflows, or is 0
	// (PostgreSQL 15 run: exp(6000.0) raises "value overflows numeric
	// format", exp(5999.9) has 2606 digits, exp(-6000.0) is 0 of scale 1000)
	if xf >= 6000 {
		return Null, errors.New("value overflows numeric format")
	}
	r := pgRscale(16-int(max(xf*0.434294481903252, -2000)), s)
	if xf <= -6000 {
		return DecimalValue(big.NewInt(0), r), nil
	}
	digits := r + int(math.Abs(xf)*0.4343) + 2
	prec := uint(float64(digits+40)*3.33) + 64
	x = new(big.Float).SetPrec(prec).SetInt(u)
	x.Quo(x, new(big.Float).SetPrec(prec).SetInt(pow10(s)))
	return pgRoundFloat(bigExp(x, prec), r), nil
}

func pgNumericLn(a []Value) (Value, error) {
	u, s := numericParts(a[0])
	switch u.Sign() {
	case 0:
		return Null, errLogZero
	case -1:
		return Null, errLogNegative
	}
	r := pgRscale(16-pgLnWeight(u, s), s)
	prec := uint(float64(r+60)*3.33) + 64
	x := new(big.Float).SetPrec(prec).SetInt(u)
	x.Quo(x, new(big.Float).SetPrec(prec).SetInt(pow10(s)))
	return pgRoundFloat(bigLn(x, prec), r), nil
}

// pgLnWeight is PostgreSQL's estimate of the decimal weight of ln(x), x =
// u * 10^-s > 0 (numeric.c's estimate_ln_dweight).
func pgLnWeight(u *big.Int, s int) int {
	u10 := new(big.Int).Mul(u, big.NewInt(10))
	tenths := func(v int64) *big.Int { return new(big.Int).Mul(big.NewInt(v), pow10(s)) }
	if u10.Cmp(tenths(9)) >= 0 && u10.Cmp(tenths(11)) <= 0 {
		d := new(big.Int).Sub(u, pow10(s))
		if d.Sign() == 0 {
			return 0
		}
		w, first := base10000Lead(d, s)
		return w*4 + int(math.Log10(float64(first)))
	}
	w, first := base10000Lead(u, s)
	digits, dweight := float64(first), w*4
	// the second base-10000 digit, when the value has more
	rest := new(big.Int).Abs(u)
	groups := pgBase10000Digits(rest, s)
	if len(groups) > 1 {
		digits = digits*10000 + float64(groups[1])
		dweight -= 4
	}
	lnv := math.Log(digits) + float64(dweight)*2.302585092994046
	return int(math.Log10(math.Abs(lnv)))
}

// pgBase10000Digits are the base-10000 digits of |u| * 10^-s from the
// first non-zero one to the last non-zero one.
func pgBase10000Digits(u *big.Int, s int) []int64 {
	digits := new(big.Int).Abs(u).String()
	frac := max(s, 0)
	pad := (4 - frac%4) % 4
	digits += strings.Repeat("0", pad)
	intLen := len(digits) - frac - pad
	if intLen < 0 {
		digits = strings.Repeat("0", -intLen) + digits
		intLen = 0
	}
	digits = strings.Repeat("0", (4-intLen%4)%4) + digits
	var out []int64
	for i := 0; i+4 <= len(digits); i += 4 {
		var g int64
		for _, c := range digits[i : i+4] {
			g = g*10 + int64(c-'0')
		}
		out = append(out, g)
	}
	for len(out) > 0 && out[0] == 0 {
		out = out[1:]
	}
	for len(out) > 0 && out[len(out)-1] == 0 {
		out = out[:len(out)-1]
	}
	return out
}

// pgRoundFloat is f rounded half away from zero to r decimal places.
func pgRoundFloat(f *big.Float, r int) Value {
	p := f.Prec()
	m := new(big.Float).SetPrec(p).Mul(f, new(big.Float).SetPrec(p).SetInt(pow10(r)))
	half := big.NewFloat(0.5)
	if m.Sign() < 0 {
		m.Sub(m, half)
	} else {
		m.Add(m, half)
	}
	i, _ := m.Int(nil) // toward zero
	return DecimalValue(i, r)
}

// bigExp is e^x at precision prec: x halved k times to below 2^-8, the
// Taylor series summed there, the result squared k times.
func bigExp(x *big.Float, prec uint) *big.Float {
	k := 0
	if e := x.MantExp(nil); e > -8 {
		k = e + 8
	}
	p := prec + uint(k) + 32
	y := new(big.Float).SetPrec(p).SetMantExp(x, -k)
	sum := new(big.Float).SetPrec(p).SetInt64(1)
	term := new(big.Float).SetPrec(p).SetInt64(1)
	for n := int64(1); ; n++ {
		term.Mul(term, y)
		term.Quo(term, new(big.Float).SetPrec(p).SetInt64(n))
		if term.Sign() == 0 || term.MantExp(nil) < sum.MantExp(nil)-int(p)-2 {
			break
		}
		sum.Add(sum, term)
	}
	for ; k > 0; k-- {
		sum.Mul(sum, sum)
	}
	return sum
}

// bigLn is ln(x), x > 0, at precision prec: x = m * 2^e with m in
// [0.5, 1), ln m by square roots to near 1 and the atanh series, ln 2 by
// that series too.
func bigLn(x *big.Float, prec uint) *big.Float {
	p := prec + 64
	m := new(big.Float).SetPrec(p)
	e := x.MantExp(m)
	res := lnNearOne(m, p)
	if e != 0 {
		ln2 := lnNearOne(new(big.Float).SetPrec(p).SetInt64(2), p)
		res.Add(res, ln2.Mul(ln2, new(big.Float).SetPrec(p).SetInt64(int64(e))))
	}
	return res
}

// lnNearOne is ln(m) for m in [0.5, 2]: m's square root taken until it is
// within 2^-10 of 1, then 2^k * 2 * atanh((m-1)/(m+1)).
func lnNearOne(m *big.Float, p uint) *big.Float {
	y := new(big.Float).SetPrec(p).Set(m)
	one := new(big.Float).SetPrec(p).SetInt64(1)
	k := 0
	for {
		d := new(big.Float).SetPrec(p).Sub(y, one)
		if d.Sign() == 0 || d.MantExp(nil) < -10 {
			break
		}
		y.Sqrt(y)
		k++
	}
	z := new(big.Float).SetPrec(p).Sub(y, one)
	z.Quo(z, new(big.Float).SetPrec(p).Add(y, one))
	z2 := new(big.Float).SetPrec(p).Mul(z, z)
	sum := new(big.Float).SetPrec(p).Set(z)
	term := new(big.Float).SetPrec(p).Set(z)
	for n := int64(3); ; n += 2 {
		term.Mul(term, z2)
		t := new(big.Float).SetPrec(p).Quo(term, new(big.Float).SetPrec(p).SetInt64(n))
		if t.Sign() == 0 || sum.Sign() == 0 || t.MantExp(nil) < sum.MantExp(nil)-int(p)-2 {
			break
		}
		sum.Add(sum, t)
	}
	return sum.SetMantExp(sum, k+1)
}
