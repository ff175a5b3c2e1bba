package executor

import (
	"errors"
	"math"
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's power of numerics: power(numeric, numeric), chosen where an
// argument is a numeric and the other a numeric or an integer
// (Options.PostgresTyping; two integers or a float make it the double
// precision power). PostgreSQL 15 computes an integer exponent exactly
// and rounds the result to max(16, the base's scale) decimal places
// (PostgreSQL 15 run: power(2.0, 3) is 8.0000000000000000, power(2.0,
// -1) 0.5000000000000000, power(10.0, 20)
// 100000000000000000000.0000000000000000, power(1.5, 2)
// 2.2500000000000000, power(0.5, 0) 1.0000000000000000); a non-integer
// exponent through ln and exp (pg_numeric_log.go).
func init() {
	reg(&scalarFunc{name: "power_numeric_pg", min: 2, max: 2, strict: true, ret: retFixed(Type{Kind: ast.TypeDecimal, Scale: -1}), fn: pgNumericPower})
}

// pgNumericPowerArgs: power over arguments of types ts is PostgreSQL's
// power(numeric, numeric).
func pgNumericPowerArgs(ts []Type) bool {
	if len(ts) != 2 {
		return false
	}
	dec := false
	for _, t := range ts {
		switch t.Kind {
		case ast.TypeDecimal:
			dec = true
		case ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt:
		default:
			return false
		}
	}
	return dec
}

func pgNumericPower(a []Value) (Value, error) {
	bu, bs := numericParts(a[0])
	eu, es := numericParts(a[1])
	q, r := new(big.Int).QuoRem(eu, pow10(es), new(big.Int))
	if r.Sign() != 0 {
		return pgNumericPowerFrac(a[0], a[1]) // pg_numeric_log.go
	}
	if !q.IsInt64() || q.Int64() > 1<<31-1 || q.Int64() < -1<<31 {
		return Null, errors.New("power of a numeric to an exponent beyond an integer is not answered by the reference executor")
	}
	n := q.Int64()
	if bu.Sign() == 0 && n < 0 {
		return Null, errors.New("zero raised to a negative power is undefined")
	}
	rscale := min(max(16, bs), 1000)
	abs := new(big.Int).Abs(bu)
	switch {
	case bu.Sign() == 0 && n > 0:
		return DecimalValue(big.NewInt(0), rscale), nil
	case n == 0:
		return DecimalValue(pow10(rscale), rscale), nil
	case abs.Cmp(pow10(bs)) == 0:
		// 1 or -1 to any power (PostgreSQL 15 run: power(-1.0,
		// -2147483647) is -1.0000000000000000)
		one := pow10(rscale)
		if bu.Sign() < 0 && n%2 != 0 {
			one = new(big.Int).Neg(one)
		}
		return DecimalValue(one, rscale), nil
	}
	// the result's decimal exponent: beyond numeric's 131072 digits
	// before the point it overflows, below rscale places it rounds to
	// zero (PostgreSQL 15 run: power(1.5, 1000000) and power(0.1,
	// -131072) overflow, power(0.5, 1000000) and power(2.0,
	// -2147483648) are 0.0000000000000000); the margins cover the
	// float's error, the exact power deciding between them
	digits := len(abs.String())
	lead, _ := new(big.Float).SetInt(abs).Float64()
	f := float64(n) * (math.Log10(lead) - float64(bs))
	if math.IsInf(lead, 0) {
		f = float64(n) * float64(digits-bs)
	}
	switch {
	case f > maxNumericIntDigits+1:
		return Null, errors.New("value overflows numeric format")
	case f < -float64(rscale+2):
		return DecimalValue(big.NewInt(0), rscale), nil
	case int64(digits)*max(n, -n) > 600000:
		return Null, errors.New("power of a numeric to so great an exponent is not answered by the reference executor (PostgreSQL computes it to limited precision); cast the base to double precision for the double's power")
	}
	neg := n < 0
	if neg {
		n = -n
	}
	p := new(big.Int).Exp(bu, big.NewInt(n), nil)
	ps := bs * int(n)
	var out *big.Int
	if !neg {
		out = roundDecimal(p, ps, rscale)
	} else {
		// 1 / (p / 10^ps) rounded to rscale places: 10^(ps+rscale+1) / p,
		// rounded at its last digit
		num := pow10(ps + rscale + 1)
		out = roundDecimal(new(big.Int).Quo(num, p), 1, 0)
	}
	if len(new(big.Int).Abs(out).String())-rscale > maxNumericIntDigits {
		return Null, errors.New("value overflows numeric format")
	}
	return DecimalValue(out, rscale), nil
}

// numericParts is a numeric or integer value's unscaled digits and scale.
func numericParts(v Value) (*big.Int, int) {
	if v.k == KindDecimal {
		return v.DecimalUnscaled(), int(v.i)
	}
	return big.NewInt(v.i), 0
}
