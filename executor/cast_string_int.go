package executor

import (
	"math/big"

	"github.com/lateral-sql/lateral/ast"
	"strings"
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
	// StringToIntHive drops a fraction ('2.5' is 2, '-2.5' is -2) and
	// gives NULL for a string that is no number or whose integer part is
	// out of the type's range ('abc', '', '1e2', '1.2.3', '0x10', '1_000',
	// '2147483648' to INT: "a null is returned if the conversion does not
	// succeed", Hive LanguageManual, UDFs: CAST). Hive's integer parser
	// (LazyInteger.parse, LazyLong.parse) reads an optional sign, digits up
	// to a '.', then only digits after it, and throws (NULL) on any other
	// character or an overflow, so '2.' is 2 and '.5', '.' and '-.5' are 0.
	// The ASCII whitespace around the number is trimmed (Hive 3,
	// HIVE-17782: what Java's Character.isWhitespace accepts,
	// HiveStringUtils.findLeadingSpaces); any other character, a control
	// character or a no-break space, is no number: NULL.
	StringToIntHive
	// StringToIntSpark is Spark's rule with ANSI mode off, which reads as
	// Hive's does (UTF8String.toLong and toInt with decimals allowed: a
	// fraction dropped, SPARK-19178; '.5' is 0; no number or an overflow
	// gives NULL, Spark SQL reference, ANSI compliance), and trims the
	// whitespace and control characters around the number, every
	// character up to ASCII 32 and DEL (Spark 3.0 migration guide: cast('
	// 1\t' as int) is 1; isCtlSpace); any other character around it is no
	// number: NULL.
	StringToIntSpark
	// StringToIntDuckDB rounds the number a string holds to the nearest
	// integer, halves away from zero, an exponent read: '2.5' is 3, '-2.5'
	// -3, '2.4' 2, '  7.9 ' 8, '1e2' 100, '25e-1' 3, '2.' 2, '.5' 1; a
	// string that is no number ('abc', '', '.', '1e') is an error, as is an
	// integer part beyond BIGINT ('12345678901234567890123e-5') or a
	// result beyond the type. All run on DuckDB 1.5
	// (TestCastStringToIntegerDuckDB). DuckDB also reads '0x10' (16),
	// '0b101' (5) and '1_000' (1000): duckIntText.
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
		return truncatedStringInt(v, t, rule)
	case StringToIntDuckDB:
		if n, ok := roundedStringInt(v.s, t.Kind == ast.TypeHugeInt); ok {
			return DecimalValue(n, 0)
		}
		if n, ok := duckIntText(v.s, t.Kind == ast.TypeHugeInt); ok {
			return DecimalValue(n, 0) // duck_int_text.go
		}
	}
	return v
}

// isCtlSpace reports whether c is trimmed from a number Spark casts to an
// integer type: every byte up to ASCII 32, and DEL (UTF8String.toLong and
// toInt skip what isWhitespaceOrISOControl accepts, Java's
// Character.isWhitespace or Character.isISOControl, 0x00 to 0x1f and 0x7f
// to 0x9f, of the signed byte: 0x80 to 0x9f are negative there).
func isCtlSpace(c byte) bool { return c <= ' ' || c == 0x7f }

// truncatedStringInt is Hive's and Spark's reading of the string v cast to
// the integer type t (see StringToIntHive, StringToIntSpark).
func truncatedStringInt(v Value, t Type, rule StringToInt) Value {
	s := v.s
	trim := isCtlSpace
	if rule == StringToIntHive {
		trim = isJavaSpace
	}
	lo, hi := 0, len(s)
	for lo < hi && trim(s[lo]) {
		lo++
	}
	for hi > lo && trim(s[hi-1]) {
		hi--
	}
	s = s[lo:hi]
	sign, body := "", s
	if body != "" && (body[0] == '+' || body[0] == '-') {
		sign, body = body[:1], body[1:]
	}
	whole, frac, point := strings.Cut(body, ".")
	if (whole == "" || allDigits(whole)) && (frac == "" || allDigits(frac)) && (whole != "" || point) {
		// digits, a fraction dropped; none before the point read as 0
		n := new(big.Int)
		if whole != "" {
			n.SetString(whole, 10)
		}
		if sign == "-" {
			n.Neg(n)
		}
		if lo, hi := intRange(t.Kind); t.Kind != ast.TypeHugeInt && (n.Cmp(big.NewInt(lo)) < 0 || n.Cmp(big.NewInt(hi)) > 0) {
			return Null // the parser overflows: NULL
		}
		return DecimalValue(n, 0)
	}
	return Null // no number: NULL
}

// isJavaSpace reports whether c is an ASCII character Java's
// Character.isWhitespace accepts, which Hive trims around a number it
// casts to an integer type (HiveStringUtils.findLeadingSpaces): tab to
// carriage return, the four separators 0x1c to 0x1f, and the space.
func isJavaSpace(c byte) bool { return c >= '\t' && c <= '\r' || c >= 0x1c && c <= ' ' }

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
// number or whose integer part is beyond BIGINT, or beyond HUGEINT when
// huge (DuckDB 1.5 run: '1234567890123456789012e-2'::HUGEINT is
// 12345678901234567890, '12345678901234567890.5'::HUGEINT
// 12345678901234567891).
func roundedStringInt(s string, huge bool) (*big.Int, bool) {
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
	if w := strings.TrimLeft(whole, "0"); huge {
		if n, _ := new(big.Int).SetString("0"+w, 10); neg && !inInt128(n.Neg(n)) || !neg && !inInt128(n) {
			return nil, false // the integer part is read into a HUGEINT first
		}
	} else if len(w) > 19 || len(w) == 19 && w > "9223372036854775808" || w == "9223372036854775808" && !neg {
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
