package executor

import (
	"fmt"
	"math"

	"github.com/lateral-sql/lateral/ast"
)

// round_trino: Trino's and Presto's round(x[, d]) the reader could not
// read as the canonical round (Options.RoundTrino; dialects'
// functions_round_trino.go), run by the value's type (Trino source,
// operator/scalar/MathFunctions.java):
//
//   - an integer or a DECIMAL rounds its digits half away from zero, as
//     the canonical round does; a DECIMAL to a negative number of places
//     is not run (Trino gives 0 wherever p - s + d <= 0, and the value's
//     precision is not at hand here);
//   - a DOUBLE or REAL x is -(Math.round(-x * 10^d) / 10^d) for a
//     negative x, Math.round(x * 10^d) / 10^d otherwise: the double
//     nearest x * 10^d rounded half up, so round(DOUBLE '4.145', 2) is
//     4.14 (trinodb/trino issue 10607); NaN and the infinities are
//     returned unchanged, and so is x where x * 10^d overflows a long or
//     a double (trinodb/trino pull requests 14620 and 16876), and 10^d
//     rounding to 0 gives a zero (pull request 29812); a REAL is
//     computed as a double and rounded to a REAL.
func roundTrino(canonical func([]Value) (Value, error)) func(a []Value) (Value, error) {
	return func(a []Value) (Value, error) {
		v := a[0]
		d, err := roundPlaces(a)
		if err != nil {
			return Null, err
		}
		switch v.k {
		case KindInt:
			return canonical(a)
		case KindDecimal:
			if d < 0 {
				return Null, fmt.Errorf("Trino's round of a DECIMAL to a negative number of places is not modelled (it gives 0 wherever the type's p - s + d <= 0)")
			}
			return canonical(a)
		case KindFloat:
		default:
			return Null, fmt.Errorf("round expects a number")
		}
		x := v.asFloat()
		r := javaRoundScaled(x, d)
		if v.t == ast.TypeReal {
			return RealValue(float64(float32(r))), nil
		}
		return FloatValue(r), nil
	}
}

// javaRoundScaled is Trino's round(x, d) of a double (roundTrino).
func javaRoundScaled(x float64, d int64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	factor := math.Pow(10, float64(d))
	sign := 1.0
	if x < 0 {
		sign = -1
	}
	if factor == 0 {
		return sign * 0
	}
	scaled := math.Abs(x) * factor
	if math.IsInf(scaled, 0) || scaled >= 1<<63 {
		// Math.round saturates at Long.MAX_VALUE: x is returned
		return x
	}
	// Math.round(a): the long nearest a, ties toward positive infinity
	// (Java SE 17 API, Math.round), computed exactly: a - floor(a) is
	// exact for a >= 0
	fl := math.Floor(scaled)
	if scaled-fl >= 0.5 {
		fl++
	}
	return sign * (fl / factor)
}

// duckRoundScaled is DuckDB's round(x, d) of a DOUBLE to d places other
// than 0 (Options.RoundDoubleScaled; DuckDB source, the round function's
// RoundOperatorPrecision): for d > 0 the double nearest x * 10^d is rounded
// half away from zero (C's round) and divided by 10^d, x itself where that
// is not finite; for d < 0 the double nearest x / 10^-d is rounded and
// multiplied by 10^-d, 0 where that is not finite. A REAL is computed as a
// double. Run on DuckDB 1.5.6: round(0.285::DOUBLE, 2) is 0.28 and
// round(4.145::DOUBLE, 2) 4.14 (the doubles nearest 28.5 and 414.5 lie
// below them), round(2.675::DOUBLE, 2) 2.68, round(-1255::DOUBLE, -1)
// -1260, round(0.285::REAL, 2) 0.28, round(1.5::DOUBLE, 400) 1.5,
// round(15::DOUBLE, -400) 0, round(-0.001::DOUBLE, 2) -0.
func duckRoundScaled(x float64, d int64) float64 {
	if d < 0 {
		m := math.Pow(10, float64(-d))
		r := math.Round(x/m) * m
		if math.IsInf(r, 0) || math.IsNaN(r) {
			return 0
		}
		return r
	}
	m := math.Pow(10, float64(d))
	r := math.Round(x*m) / m
	if math.IsInf(r, 0) || math.IsNaN(r) {
		return x
	}
	return r
}
