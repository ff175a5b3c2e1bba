//go:build cgo

package executor

// #cgo LDFLAGS: -lm
// #include <math.h>
import "C"

// libmCbrt is the C library's cbrt, which PostgreSQL's cbrt and DuckDB's
// call (Options.CFloatMath).
func libmCbrt(x float64) float64 { return float64(C.cbrt(C.double(x))) }

// libmLog2 is the C library's log2, which DuckDB's log2 calls
// (Options.CFloatMath): log2(3) is 1.584962500721156 there (run on
// DuckDB 1.5), where ln(3) / ln(2) is 1.5849625007211563.
func libmLog2(x float64) float64 { return float64(C.log2(C.double(x))) }

// libmLog is the C library's natural logarithm.
func libmLog(x float64) float64 { return float64(C.log(C.double(x))) }

// libmExp and libmPow are the C library's exp and pow, which PostgreSQL's
// exp and power of double precision and DuckDB's exp and power call
// (Options.CFloatMath): on 30,000 arguments (a grid over 708..709.78 and
// -745.13..-708, random ones) and 32,000 pairs (2^y and 10^y near the
// limits, random ones), PostgreSQL 15 and DuckDB 1.5 gave these bit for
// bit; Go's math.Exp differed in the last bit in 13% of them and
// overflowed from 709.44 on, math.Pow differed in 75%.
func libmExp(x float64) float64    { return float64(C.exp(C.double(x))) }
func libmPow(x, y float64) float64 { return float64(C.pow(C.double(x), C.double(y))) }

// libmLog10, libmSin, libmCos, libmTan, libmAsin, libmAcos, libmAtan and
// libmAtan2 are the C library's, which PostgreSQL's (float.c: dlog10,
// dsin, dcos, dtan, dasin, dacos, datan, datan2) and DuckDB's call, and
// the nearest to Java's Math and StrictMath (javaLibmFn in funcs_math.go):
// on 4,000 arguments each (ln and log10 over (0, 100), exp over
// (-50, 50), sin, cos and tan over (-10, 10), asin and acos over (-1, 1),
// atan and atan2 over (-100, 100), pow of (0, 100) to (-10, 10)),
// PostgreSQL 15 and DuckDB 1.5 gave these and libmLog, libmExp and
// libmPow bit for bit.
func libmLog10(x float64) float64    { return float64(C.log10(C.double(x))) }
func libmSin(x float64) float64      { return float64(C.sin(C.double(x))) }
func libmCos(x float64) float64      { return float64(C.cos(C.double(x))) }
func libmTan(x float64) float64      { return float64(C.tan(C.double(x))) }
func libmAsin(x float64) float64     { return float64(C.asin(C.double(x))) }
func libmAcos(x float64) float64     { return float64(C.acos(C.double(x))) }
func libmAtan(x float64) float64     { return float64(C.atan(C.double(x))) }
func libmAtan2(y, x float64) float64 { return float64(C.atan2(C.double(y), C.double(x))) }
