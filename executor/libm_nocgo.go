//go:build !cgo

package executor

import "math"

// libmCbrt is Go's cube root in a build without cgo, where the C
// library's cannot be called (Options.CFloatMath).
func libmCbrt(x float64) float64 { return math.Cbrt(x) }

// libmLog2 is Go's log2 in a build without cgo (Options.CFloatMath).
func libmLog2(x float64) float64 { return math.Log2(x) }

// libmLog is Go's natural logarithm in a build without cgo.
func libmLog(x float64) float64 { return math.Log(x) }

// libmExp and libmPow are Go's in a build without cgo (Options.CFloatMath).
func libmExp(x float64) float64    { return goExp(x) }
func libmPow(x, y float64) float64 { return math.Pow(x, y) }

// libmLog10 and the trigonometric functions are Go's in a build without
// cgo (javaLibmFn).
func libmLog10(x float64) float64    { return math.Log10(x) }
func libmSin(x float64) float64      { return math.Sin(x) }
func libmCos(x float64) float64      { return math.Cos(x) }
func libmTan(x float64) float64      { return math.Tan(x) }
func libmAsin(x float64) float64     { return math.Asin(x) }
func libmAcos(x float64) float64     { return math.Acos(x) }
func libmAtan(x float64) float64     { return math.Atan(x) }
func libmAtan2(y, x float64) float64 { return math.Atan2(y, x) }
