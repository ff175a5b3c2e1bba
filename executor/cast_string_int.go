package executor

import (
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// StringToInt is how an explicit CAST of a string to an integer type reads
// what is not a plain integer: a fraction, an exponent, an invalid string.
// A plain integer ('7', ' -7 ') casts alike under every rule.
type StringToInt uint8

const (
	// StringToIntStrict takes an integer only, anything else an error:
	// PostgreSQL and Trino reject '2.5' (invalid input syntax for type
	// integer; cannot cast). The executor's rule when a dialect sets none.
	StringToIntStrict StringToInt = iota
	// StringToIntHive drops a fraction ('2.5' is 2, '-2.5' is -2: Hive's
	// integer parsers stop at the decimal point) and gives NULL for a
	// string that is no number ('abc', '', '1e2', '1.2.3': "a null is
	// returned if the conversion does not succeed", Hive LanguageManual,
	// UDFs: CAST). Spaces around the number are trimmed (HIVE-17782, Hive
	// 3). Not documented here, so still an error: other whitespace around
	// it (a tab), digits on one side of the point only ('2.', '.5'), and a
	// value out of the type's range.
	StringToIntHive
	// StringToIntSpark is Spark's rule with ANSI mode off: a fraction is
	// dropped (SPARK-19178), a string that is no number gives NULL (Spark
	// SQL reference, ANSI compliance: without ANSI mode an invalid input
	// gives NULL), and the whitespace around the number, every character
	// up to ASCII 32, is trimmed (Spark 3.0 migration guide: cast(' 1\t'
	// as int) is 1). Not documented here, so still an error: digits on one
	// side of the point only ('2.', '.5'), other whitespace or control
	// characters around the number, and a value out of range.
	StringToIntSpark
	// StringToIntDuckDB rounds the number a string holds to the nearest
	// integer, halves away from zero, an exponent read: '2.5' is 3, '-2.5'
	// -3, '2.4' 2, '  7.9 ' 8, '1e2' 100, '25e-1' 3, '2.' 2, '.5' 1; a
	// string that is no number ('abc', '', '.', '1e') is an error, as is an
	// integer part beyond BIGINT ('12345678901234567890123e-5') or a
	// result beyond the type. All run on DuckDB 1.5
	// (TestCastStringToIntegerDuckDB). DuckDB also reads '0x10' (16) and
	// '1_000' (1000), which stay an error here.
	StringToIntDuckDB
)

// stringToInt prepares v, a string cast explicitly to the integer type t,
// by rule: a number the rule reads is replaced by its integral value (a
// DECIMAL of scale 0, range-checked by castValue), a string the rule reads
// as NULL by NULL. Any other v is returned as it is, for castValue to
// convert or reject.
func stringToInt(v Value, t Type, rule StringToInt) Value {
	if rule == StringToIntStrict || v.k != KindString || !isIntKind(t.Kind) {
		return v
	}
	switch rule {
	case StringToIntHive, StringToIntSpark:
		return truncatedStringInt(v, rule)
	case StringToIntDuckDB:
		if n, ok := roundedStringInt(v.s); ok {
			return DecimalValue(n, 0)
		}
	}
	return v
}

// isCtlSpace reports whether c is trimmed from a number Spark casts to an
// integer type (every byte up to ASCII 32).
func isCtlSpace(c byte) bool { return c <= ' ' }

// truncatedStringInt is Hive's and Spark's reading of the string v (see
// StringToIntHive, StringToIntSpark).
func truncatedStringInt(v Value, rule StringToInt) Value {
	s := v.s
	lo, hi := 0, len(s)
	for lo < hi && isCtlSpace(s[lo]) {
		lo++
	}
	for hi > lo && isCtlSpace(s[hi-1]) {
		hi--
	}
	if rule == StringToIntHive && strings.Trim(s, " ") != s[lo:hi] {
		return v // whitespace other than spaces: not documented for Hive
	}
	s = s[lo:hi]
	sign, body := "", s
	if body != "" && (body[0] == '+' || body[0] == '-') {
		sign, body = body[:1], body[1:]
	}
	whole, frac, point := strings.Cut(body, ".")
	switch {
	case allDigits(whole) && (!point || allDigits(frac)):
		// digits, a fraction dropped
		n, _ := new(big.Int).SetString(whole, 10)
		if sign == "-" {
			n.Neg(n)
		}
		return DecimalValue(n, 0)
	case point && (whole == "" && allDigits(frac) || frac == "" && allDigits(whole)):
		return v // '.5', '2.': not documented here, an error
	case edgeSpaceOrControl(s):
		return v // whitespace or a control character beyond ASCII 32 at an end: whether it is trimmed is not documented here
	}
	return Null // no number: NULL, documented for both
}

// edgeSpaceOrControl reports whether s begins or ends with a whitespace or
// control character.
func edgeSpaceOrControl(s string) bool {
	if s == "" {
		return false
	}
	first, _ := utf8.DecodeRuneInString(s)
	last, _ := utf8.DecodeLastRuneInString(s)
	odd := func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }
	return odd(first) || odd(last)
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isDuckSpace reports whether c is whitespace DuckDB trims around a number.
func isDuckSpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\v', '\f':
		return true
	}
	return false
}

// maxExponent bounds the exponent read: a larger one is as good as
// infinite for a value that must fit 64 bits.
const maxExponent = 100000

// roundedStringInt is DuckDB's reading of s (see StringToIntDuckDB): the
// number rounded half away from zero, ok false for a string that is no
// number or whose integer part is beyond BIGINT.
func roundedStringInt(s string) (*big.Int, bool) {
	lo, hi := 0, len(s)
	for lo < hi && isDuckSpace(s[lo]) {
		lo++
	}
	for hi > lo && isDuckSpace(s[hi-1]) {
		hi--
	}
	s = s[lo:hi]
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	mant, expText, hasExp := strings.Cut(strings.ToLower(s), "e")
	whole, frac, _ := strings.Cut(mant, ".")
	if whole == "" && frac == "" || whole != "" && !allDigits(whole) || frac != "" && !allDigits(frac) {
		return nil, false
	}
	exp := 0
	if hasExp {
		expNeg := false
		if expText != "" && (expText[0] == '+' || expText[0] == '-') {
			expNeg, expText = expText[0] == '-', expText[1:]
		}
		if !allDigits(expText) {
			return nil, false
		}
		for i := 0; i < len(expText) && exp < maxExponent; i++ {
			exp = exp*10 + int(expText[i]-'0')
		}
		exp = min(exp, maxExponent)
		if expNeg {
			exp = -exp
		}
	}
	if w := strings.TrimLeft(whole, "0"); len(w) > 19 || len(w) == 19 && w > "9223372036854775808" ||
		w == "9223372036854775808" && !neg {
		return nil, false // the integer part is read into a BIGINT first
	}
	digits := strings.TrimLeft(whole+frac, "0")
	n := new(big.Int)
	if digits == "" {
		return n, true // zero, whatever the exponent
	}
	n.SetString(digits, 10)
	scale := len(frac) - exp // the value is n / 10^scale
	switch {
	case scale <= 0:
		if len(digits)-scale > 40 {
			return nil, false // far beyond any integer type
		}
		n.Mul(n, pow10(-scale))
	case scale > len(digits):
		n.SetInt64(0) // below 0.1
	default:
		d := pow10(scale)
		q, r := new(big.Int).QuoRem(n, d, new(big.Int))
		if r.Lsh(r, 1).Cmp(d) >= 0 {
			q.Add(q, big.NewInt(1)) // a half or more: away from zero
		}
		n = q
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}
