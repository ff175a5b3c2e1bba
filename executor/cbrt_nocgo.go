//go:build !cgo

package executor

import "math"

// libmCbrt is Go's cube root in a build without cgo, where the C
// library's cannot be called (Options.CFloatMath).
func libmCbrt(x float64) float64 { return math.Cbrt(x) }
