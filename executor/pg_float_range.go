package executor

import (
	"fmt"
	"math"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's aggregates of floats (float.c): sum adds with float8pl /
// float4pl, raising "value out of range: overflow" where finite values
// overflow; avg, variance and the standard deviations keep float8_accum's
// state, N, the sum Sx and the Youngs-Cramer sum of squares Sxx, adding x
// as the N+1th value by Sx += x and Sxx += (x * (N+1) - Sx)^2 / ((N+1) * N),
// raising where Sx or Sxx overflows from finite values (and making Sxx NaN
// for an infinite input); the variance is Sxx / (N - 1) (Sxx / N for the
// population), the standard deviation its square root (PostgreSQL 15 run:
// over 0.1, 0.2, 0.3, 0.7 as float8 stddev is 0.26299556396765833 and
// var_pop 0.05187499999999999, where Welford's algorithm gives
// 0.2629955639676583 and 0.051874999999999984; sum of 1e308::float8
// twice, avg of 1e200::float8 and -1e200::float8 (whose Sxx overflows)
// and stddev of 1e308 and -1e308 raise "value out of range: overflow").

// youngsCramer adds x to the state (n values, their sum sx and sum of
// squares sxx) as float8_accum does; raise makes an overflow an error.
func youngsCramer(n, sx, sxx, x float64, raise bool) (float64, float64, error) {
	prev := sx
	sx += x
	if n == 0 {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			sxx = math.NaN()
		}
		return sx, sxx, nil
	}
	tmp := x*(n+1) - sx
	sxx += tmp * tmp / ((n + 1) * n)
	if math.IsInf(sx, 0) || math.IsInf(sxx, 0) {
		if raise && !math.IsInf(prev, 0) && !math.IsInf(x, 0) {
			return sx, sxx, errFloatOver
		}
		sxx = math.NaN()
	}
	return sx, sxx, nil
}

// withFloatRange makes, when on (Options.FloatRangeError), float sums,
// averages, variances and standard deviations raise past the range of
// double precision as PostgreSQL's do.
func withFloatRange(f aggFunc, on bool, args []Expr) aggFunc {
	if !on || len(args) == 0 {
		return f
	}
	switch x := f.(type) {
	case *sumAgg:
		x.floatRange = true
	case *avgAgg:
		k := args[0].Type().Kind
		x.yc = k == ast.TypeReal || k == ast.TypeDouble
	case *varAgg:
		x.floatRange = true
	}
	return f
}

// floatCastRange is the error PostgreSQL raises for an explicit cast of v
// to t, a REAL or DOUBLE PRECISION, whose result out left the type's range
// (Options.FloatRangeError; PostgreSQL 15 run: CAST(1e300::float8 AS REAL)
// raises "value out of range: overflow", CAST(1e-200::float8 AS REAL)
// "value out of range: underflow", CAST(1e200 AS REAL) `"1000...0" is out
// of range for type real`, CAST(1e-50 AS REAL) and CAST(1e400 AS FLOAT8)
// alike, '1e200'::real `"1e200" is out of range for type real`;
// CAST('Infinity'::float8 AS REAL) is Infinity).
func (o *Options) floatCastRange(v, out Value, t Type) error {
	if !o.FloatRangeError || out.k != KindFloat || t.Kind != ast.TypeReal && t.Kind != ast.TypeDouble {
		return nil
	}
	f := out.Float()
	var inf, zero bool // the source's infinity and zero
	switch v.k {
	case KindFloat:
		inf, zero = math.IsInf(v.Float(), 0), v.Float() == 0
		switch {
		case math.IsInf(f, 0) && !inf:
			return errFloatOver
		case f == 0 && !zero:
			return errFloatUnder
		}
		return nil
	case KindDecimal:
		zero = v.DecimalUnscaled().Sign() == 0
	case KindString:
		// the text's own infinity and zero, whatever its exponent
		low := strings.ToLower(v.s)
		mant, _, _ := strings.Cut(low, "e")
		inf, zero = strings.Contains(low, "inf"), !strings.ContainsAny(mant, "123456789")
	default:
		return nil
	}
	if math.IsInf(f, 0) && !inf || f == 0 && !zero {
		return fmt.Errorf("\"%s\" is out of range for type %s", v.String(), pgTypeName(t))
	}
	return nil
}
