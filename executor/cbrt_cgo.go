//go:build cgo

package executor

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// libmCbrt is the C library's cbrt, which PostgreSQL's cbrt and DuckDB's
// call (Options.CFloatMath).
func libmCbrt(x float64) float64 { return float64(C.cbrt(C.double(x))) }
