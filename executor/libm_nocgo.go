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
