package executor

import (
	"fmt"
	"math"
)

// is_finite, infinity and nan: the canonical functions of Trino's and
// Presto's is_finite(x) ("Determine if x is finite"), infinity() and nan()
// (Trino documentation, mathematical functions).
func init() {
	reg(&scalarFunc{name: "is_finite", min: 1, max: 1, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		if a[0].k != KindFloat {
			if !a[0].isNumeric() {
				return Null, fmt.Errorf("is_finite expects a number")
			}
			return BoolValue(true), nil
		}
		f := a[0].Float()
		return BoolValue(!math.IsNaN(f) && !math.IsInf(f, 0)), nil
	}})
	reg(&scalarFunc{name: "infinity", min: 0, max: 0, ret: retFixed(tDouble), fn: func([]Value) (Value, error) {
		return FloatValue(math.Inf(1)), nil
	}})
	reg(&scalarFunc{name: "nan", min: 0, max: 0, ret: retFixed(tDouble), fn: func([]Value) (Value, error) {
		return FloatValue(math.NaN()), nil
	}})
}
