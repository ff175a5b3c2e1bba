package executor

import (
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// varNumericAgg is PostgreSQL's variance and standard deviation of
// integers and numerics (Options.NumericIntAggregates): numerics computed
// as numeric.c's numeric_stddev_internal does. With the sums kept exactly
// at scale m, the largest of the arguments', the numerator N * sum(x*x) -
// sum(x)^2 (scale 2m) is divided by N * (N - 1), or N * N for the
// population forms, at the scale of PostgreSQL's numeric division
// (postgresDivScale), rounded half away from zero; the standard deviation
// is that quotient's square root at the same scale; a numerator of zero
// is 0 (PostgreSQL 15 run: over 1.0, 2.0, 4.0 stddev is
// 1.5275252316519467, variance 2.3333333333333333, stddev_pop
// 1.2472191289246471, var_pop 1.5555555555555556; over 0.001, 0.002
// stddev 0.000707106781186547524401; over 1000000.123, -2.5, 7 variance
// 333331915357.40387633; over one 1.5 var_pop 0 and variance NULL).
type varNumericAgg struct {
	kind string
	st   []varNumericState
}

type varNumericState struct {
	n           int64
	scale       int
	sumX, sumX2 *big.Int // at scale and 2 * scale
}

func (a *varNumericAgg) grow(n int) { a.st = growSlice(a.st, n) }
func (a *varNumericAgg) reset()     { a.st = a.st[:0] }
func (a *varNumericAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		v := args[0][i]
		if g < 0 || v.k == KindNull {
			continue
		}
		u, s := numericParts(v)
		st := &a.st[g]
		if st.sumX == nil {
			st.sumX, st.sumX2 = new(big.Int), new(big.Int)
		}
		if s > st.scale {
			st.sumX.Mul(st.sumX, pow10(s-st.scale))
			st.sumX2.Mul(st.sumX2, pow10(2*(s-st.scale)))
			st.scale = s
		}
		x := new(big.Int).Mul(u, pow10(st.scale-s))
		st.n++
		st.sumX.Add(st.sumX, x)
		st.sumX2.Add(st.sumX2, x.Mul(x, x))
	}
	return nil
}

func (a *varNumericAgg) result(g int) Value {
	st := a.st[g]
	sample := a.kind == "var_samp" || a.kind == "stddev_samp"
	if st.n == 0 || sample && st.n == 1 {
		return Null
	}
	n := big.NewInt(st.n)
	num := new(big.Int).Mul(n, st.sumX2)
	num.Sub(num, new(big.Int).Mul(st.sumX, st.sumX))
	if num.Sign() <= 0 {
		return DecimalValue(big.NewInt(0), 0)
	}
	den := new(big.Int).Set(n)
	if sample {
		den.Mul(den, big.NewInt(st.n-1))
	} else {
		den.Mul(den, n)
	}
	s2 := 2 * st.scale
	r := postgresDivScale(num, s2, den, 0)
	// num * 10^-s2 / den rounded half away from zero to r places
	q, rem := new(big.Int).QuoRem(new(big.Int).Mul(num, pow10(r)), new(big.Int).Mul(den, pow10(s2)), new(big.Int))
	if new(big.Int).Mul(rem, big.NewInt(2)).Cmp(new(big.Int).Mul(den, pow10(s2))) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	if a.kind == "var_samp" || a.kind == "var_pop" {
		return DecimalValue(q, r)
	}
	t := new(big.Int).Sqrt(q.Mul(q, pow10(r+2)))
	t.Add(t, big.NewInt(5))
	return DecimalValue(t.Quo(t, big.NewInt(10)), r)
}

// pgNumericVarArg: the variance of an argument of type t is a numeric
// (Options.NumericIntAggregates).
func pgNumericVarArg(t Type) bool {
	return t.Kind.IsInteger() || t.Kind == ast.TypeDecimal
}
