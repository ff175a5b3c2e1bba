package executor

import (
	"errors"
	"math"

	"github.com/lateral-sql/lateral/ast"
)

// widthBucketTrino is Trino's width_bucket (MathFunctions.widthBucket):
// the arguments as DOUBLEs, below min(b1, b2) 0, at or above max(b1, b2)
// n + 1, otherwise the integer part of n * (x - lower) / (upper - lower)
// plus 1, of a descending range n + 1 less that bucket; n <= 0, a NaN x
// and bounds infinite or equal raise.
func widthBucketTrino(a []Value) (Value, error) {
	x, b1, b2 := a[0].asFloat(), a[1].asFloat(), a[2].asFloat()
	n, err := argInt(a[3])
	if err != nil {
		return Null, err
	}
	switch {
	case n <= 0:
		return Null, errors.New("bucketCount must be greater than 0")
	case math.IsNaN(x):
		return Null, errors.New("operand must not be NaN")
	case math.IsNaN(b1) || math.IsInf(b1, 0):
		return Null, errors.New("first bound must be finite")
	case math.IsNaN(b2) || math.IsInf(b2, 0):
		return Null, errors.New("second bound must be finite")
	case b1 == b2:
		return Null, errors.New("bounds cannot equal each other")
	}
	lower, upper := math.Min(b1, b2), math.Max(b1, b2)
	var r int64
	switch {
	case x < lower:
		r = 0
	case x >= upper:
		if n == math.MaxInt64 {
			return Null, errors.New("Bucket for value is out of range")
		}
		r = n + 1
	default:
		r = int64(float64(n)*(x-lower)/(upper-lower) + 1)
	}
	if b1 > b2 {
		r = n - r + 1
	}
	return IntOf(ast.TypeBigInt, r), nil
}

// widthBucketPG is PostgreSQL's width_bucket of float8 arguments
// (float.c, width_bucket_float8): an ascending range as Trino's, a
// descending one 0 above b1, n + 1 at or below b2, otherwise the integer
// part of n * (b1 - x) / (b1 - b2) plus 1, an INTEGER; n <= 0, a NaN
// argument and an infinite or equal bound raise. Its width_bucket of a
// NUMERIC operand, computed exactly, is not modelled.
func widthBucketPG(a []Value) (Value, error) {
	if a[0].k != KindFloat && a[0].k != KindInt {
		return Null, errors.New("width_bucket of a NUMERIC operand is not modelled: cast it to double precision")
	}
	x, b1, b2 := a[0].asFloat(), a[1].asFloat(), a[2].asFloat()
	n, err := argInt(a[3])
	if err != nil {
		return Null, err
	}
	switch {
	case n <= 0:
		return Null, errors.New("count must be greater than zero")
	case n > math.MaxInt32:
		return Null, errors.New("integer out of range")
	case math.IsNaN(x) || math.IsNaN(b1) || math.IsNaN(b2):
		return Null, errors.New("operand, lower bound, and upper bound cannot be NaN")
	case math.IsInf(b1, 0) || math.IsInf(b2, 0):
		return Null, errors.New("lower and upper bounds must be finite")
	case b1 == b2:
		return Null, errors.New("lower bound cannot equal upper bound")
	}
	var r int64
	switch {
	case b1 < b2 && x < b1, b1 > b2 && x > b1:
		r = 0
	case b1 < b2 && x >= b2, b1 > b2 && x <= b2:
		if n == math.MaxInt32 {
			return Null, errors.New("integer out of range")
		}
		r = n + 1
	case b1 < b2:
		r = int64(float64(n)*(x-b1)/(b2-b1) + 1)
	default:
		r = int64(float64(n)*(b1-x)/(b1-b2) + 1)
	}
	return IntOf(ast.TypeInt, r), nil
}

func init() {
	reg(&scalarFunc{name: "width_bucket_asc", min: 4, max: 4, strict: true, ret: retFixed(tBigInt), fn: widthBucketTrino})
	reg(&scalarFunc{name: "width_bucket_trino", min: 4, max: 4, strict: true, ret: retFixed(tBigInt), fn: widthBucketTrino})
	reg(&scalarFunc{name: "width_bucket_pg", min: 4, max: 4, strict: true, ret: retFixed(tInt), fn: widthBucketPG})
}
