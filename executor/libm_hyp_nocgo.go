//go:build !cgo

package executor

import "math"

// libmSinh, libmCosh and libmTanh are Go's in a build without cgo, where
// the C library's cannot be called (Options.CFloatMath).
func libmSinh(x float64) float64 { return math.Sinh(x) }
func libmCosh(x float64) float64 { return math.Cosh(x) }
func libmTanh(x float64) float64 { return math.Tanh(x) }
