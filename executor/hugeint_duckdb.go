package executor

import (
	"fmt"
	"math/big"
)

// HUGEINT under Options.DecimalDuckDB: DuckDB's HUGEINT is a 128-bit
// integer. The executor holds a HUGEINT value that fits a BIGINT as a
// BIGINT value (normInt) and a larger one as a DECIMAL of scale 0, as it
// holds an integer literal past BIGINT; its static type stays HUGEINT
// (binType's widestInt), by which +, - and * go past BIGINT's range
// (decimalRange) and raise past HUGEINT's.

// inInt128 reports whether u is within HUGEINT's range.
func inInt128(u *big.Int) bool { return u.Cmp(int128Max) <= 0 && u.Cmp(int128Min) >= 0 }

// hugeValue is the HUGEINT u: a BIGINT value where u fits one (the
// executor's HUGEINT values are BIGINT's, normInt), a DECIMAL of scale 0
// past it (as an integer literal past BIGINT is).
func hugeValue(u *big.Int) Value {
	if u.IsInt64() {
		return IntValue(u.Int64())
	}
	return DecimalValue(u, 0)
}

// negHuge is -v of the HUGEINT v, which raises past HUGEINT's range
// (DuckDB 1.5 run: -(-9223372036854775808::HUGEINT) is
// 9223372036854775808, - of -2^127 raises "Overflow in negation of
// numeric value!").
func negHuge(v Value) (Value, error) {
	u, _ := decParts(v)
	n := new(big.Int).Neg(u)
	if !inInt128(n) {
		return Null, fmt.Errorf("Overflow in negation of numeric value!")
	}
	return hugeValue(n), nil
}

func init() {
	// abs of -2^127, a HUGEINT only (a DECIMAL holds 38 digits), raises
	// in DuckDB (DuckDB 1.5 run: "Overflow on
	// abs(-170141183460469231731687303715884105728)")
	wrapDialect([]string{"abs"}, func(o *Options, _ *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if !o.DecimalDuckDB {
			return body
		}
		return func(a []Value) (Value, error) {
			if v := a[0]; v.k == KindDecimal && v.DecimalScale() == 0 && v.DecimalUnscaled().Cmp(int128Min) == 0 {
				return Null, fmt.Errorf("Overflow on abs(%s)", v.DecimalUnscaled())
			}
			return body(a)
		}
	})
}
