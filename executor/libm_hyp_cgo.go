//go:build cgo

package executor

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// libmSinh, libmCosh and libmTanh are the C library's, which PostgreSQL's
// sinh, cosh and tanh (float.c: dsinh, dcosh, dtanh) and DuckDB's call
// (Options.CFloatMath).
func libmSinh(x float64) float64 { return float64(C.sinh(C.double(x))) }
func libmCosh(x float64) float64 { return float64(C.cosh(C.double(x))) }
func libmTanh(x float64) float64 { return float64(C.tanh(C.double(x))) }
