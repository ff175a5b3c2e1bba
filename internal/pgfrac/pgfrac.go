// Package pgfrac reads fractional second digits as PostgreSQL 15's
// timestamp input does, for the translator (string literals folded to the
// digits PostgreSQL keeps) and the reference executor.
package pgfrac

import (
	"math"
	"regexp"
	"strconv"
)

// LongFracRe finds fractional second digits past the sixth after a time's
// seconds (the digits its group holds), in a time of day or a date and
// time, with or without a zone around it: '10:00:00.1234575+02' and
// '2020-01-01 10:00:00.1234575' (PostgreSQL reads both, and
// '10:00.1234567' as minutes and seconds: run on PostgreSQL 15).
var LongFracRe = regexp.MustCompile(`:\d{1,2}\.(\d{7,})`)

// Micros is the fraction written by digits (the decimals after the
// point) in microseconds as PostgreSQL reads it: as a double, rounded half
// to even on that double (run on PostgreSQL 15: '.1234565' is .123456,
// '.1234575' .123458, '.12345650001' .123457, '.9999995' the next second;
// 20000 random fractions of 7 to 14 digits agree). ok is false when digits
// is not a number.
func Micros(digits string) (us int64, ok bool) {
	f, err := strconv.ParseFloat("0."+digits, 64)
	if err != nil {
		return 0, false
	}
	return int64(math.RoundToEven(f * 1e6)), true
}
