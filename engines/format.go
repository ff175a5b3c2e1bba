package engines

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/executor"
)

// FormatDate is the canonical DATE text: '2024-01-02', before year 1 as
// the reference executor writes it, '0052-12-31 (BC)' (executor.EraDate).
func FormatDate(t time.Time) string { return executor.EraDate(t) }

// FormatTimestamp is the canonical TIMESTAMP text of t's wall clock:
// '2024-01-02 03:04:05', with a fraction only when non-zero, trailing zeros
// dropped ('...05.25'); before year 1 '0052-12-31 (BC) 16:07:02'.
func FormatTimestamp(t time.Time) string {
	return executor.EraDate(t) + t.Format(" 15:04:05.999999999")
}

// FormatTimestampTZ is the canonical TIMESTAMPTZ text: the instant in UTC
// followed by "+00" ('2024-01-02 03:04:05+00').
func FormatTimestampTZ(t time.Time) string { return FormatTimestamp(t.UTC()) + "+00" }

// FormatTime is the canonical TIME text: '03:04:05[.ffffff]'.
func FormatTime(t time.Time) string { return t.Format("15:04:05.999999999") }

// FormatTimeTZ is the canonical TIMETZ text: '03:04:05[.ffffff]+HH[:MM]', as
// PostgreSQL prints it.
func FormatTimeTZ(t time.Time) string {
	_, off := t.Zone()
	return FormatTime(t) + formatOffset(off)
}

func formatOffset(off int) string {
	sign := "+"
	if off < 0 {
		sign, off = "-", -off
	}
	s := fmt.Sprintf("%s%02d", sign, off/3600)
	if m := off % 3600 / 60; m != 0 || off%60 != 0 {
		s += fmt.Sprintf(":%02d", m)
		if sec := off % 60; sec != 0 {
			s += fmt.Sprintf(":%02d", sec)
		}
	}
	return s
}

// DuckDBInterval is FormatInterval's text s written as DuckDB writes an
// INTERVAL ('3 months' for '3 mons', executor.IntervalTextDefault), for
// display; ok false for another text.
func DuckDBInterval(s string) (string, bool) {
	var iv executor.Interval
	fields := strings.Fields(s)
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		if h, rest, isTime := strings.Cut(f, ":"); isTime {
			if i != len(fields)-1 {
				return "", false
			}
			m, sec, ok := strings.Cut(rest, ":")
			hh, err1 := strconv.ParseInt(h, 10, 64)
			mm, err2 := strconv.ParseInt(m, 10, 64)
			ss, err3 := strconv.ParseFloat(sec, 64)
			if !ok || err1 != nil || err2 != nil || err3 != nil || len(sec) > 9 {
				return "", false
			}
			us := (abs64(hh)*3600+mm*60)*1e6 + int64(math.Round(ss*1e6))
			if strings.HasPrefix(h, "-") {
				us = -us
			}
			iv.Micros = us
			continue
		}
		n, err := strconv.ParseInt(f, 10, 32)
		if err != nil || i+1 == len(fields) {
			return "", false
		}
		i++
		switch fields[i] {
		case "year", "years":
			iv.Months += int32(n * 12)
		case "mon", "mons":
			iv.Months += int32(n)
		case "day", "days":
			iv.Days += int32(n)
		default:
			return "", false
		}
	}
	if FormatInterval(iv.Months, iv.Days, iv.Micros) != s {
		return "", false
	}
	return executor.IntervalString(iv, executor.IntervalTextDefault), true
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// FormatInterval is the canonical INTERVAL text, PostgreSQL's default
// ("postgres") style: '1 year 2 mons -3 days +04:05:06.5', '00:00:00' for zero.
func FormatInterval(months, days int32, micros int64) string {
	return executor.FormatIntervalPostgres(executor.Interval{Months: months, Days: days, Micros: micros})
}

// FormatBytes is the canonical BLOB/BYTEA text: PostgreSQL's hex output,
// '\x' followed by lowercase hex digits.
func FormatBytes(b []byte) string { return `\x` + hex.EncodeToString(b) }

// FormatUUID is the canonical UUID text (lowercase, hyphenated).
func FormatUUID(u [16]byte) string {
	h := hex.EncodeToString(u[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// maxDecimalExp bounds exponents: PostgreSQL's numeric holds at most 131072
// digits before the point, and a larger exponent would only build huge text.
const maxDecimalExp = 140_000

// CanonicalDecimal brings a decimal literal ("001.50", "-0", "1.5e3",
// "NaN", "inf") into the canonical Decimal form.
func CanonicalDecimal(s string) (Decimal, error) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "nan":
		return "NaN", nil
	case "infinity", "inf", "+infinity", "+inf":
		return "Infinity", nil
	case "-infinity", "-inf":
		return "-Infinity", nil
	}
	bad := fmt.Errorf("engines: %q is not a decimal number", s)
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil || e > maxDecimalExp || e < -maxDecimalExp {
			return "", bad
		}
		exp, s = e, s[:i]
	}
	intPart, fracPart, _ := strings.Cut(s, ".")
	if intPart == "" && fracPart == "" || !allDigits(intPart) || !allDigits(fracPart) {
		return "", bad
	}
	digits := intPart + fracPart
	point := len(intPart) + exp // position of the decimal point within digits
	// Pad so that 0 <= point <= len(digits).
	if point < 0 {
		digits = strings.Repeat("0", -point) + digits
		point = 0
	}
	if point > len(digits) {
		digits += strings.Repeat("0", point-len(digits))
	}
	ip := strings.TrimLeft(digits[:point], "0")
	fp := strings.TrimRight(digits[point:], "0")
	if ip == "" {
		ip = "0"
	}
	out := ip
	if fp != "" {
		out += "." + fp
	}
	if neg && out != "0" {
		out = "-" + out
	}
	return Decimal(out), nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ratDecimal writes r exactly as a decimal when its denominator has only the
// prime factors 2 and 5.
func ratDecimal(r *big.Rat) (Decimal, bool) {
	den := new(big.Int).Set(r.Denom())
	twos, fives := 0, 0
	two, five, zero := big.NewInt(2), big.NewInt(5), new(big.Int)
	m := new(big.Int)
	for {
		q, rem := new(big.Int).QuoRem(den, two, m)
		if rem.Cmp(zero) != 0 {
			break
		}
		den, twos = q, twos+1
	}
	for {
		q, rem := new(big.Int).QuoRem(den, five, m)
		if rem.Cmp(zero) != 0 {
			break
		}
		den, fives = q, fives+1
	}
	if den.Cmp(big.NewInt(1)) != 0 {
		return "", false
	}
	d, err := CanonicalDecimal(r.FloatString(max(twos, fives)))
	return d, err == nil
}

// DecimalFromScaled returns the canonical Decimal of unscaled * 10^-scale.
func DecimalFromScaled(unscaled *big.Int, scale int) Decimal {
	s := unscaled.String()
	d, err := CanonicalDecimal(s + "e" + strconv.Itoa(-scale))
	if err != nil {
		return Decimal(s) // cannot happen: s is an integer literal
	}
	return d
}

// CanonicalJSON re-encodes JSON text canonically: no insignificant white
// space, object keys sorted bytewise (for duplicate keys the last wins, as in
// jsonb), numbers as canonical decimals (1.0 and 1e0 are both 1), strings
// escaped as encoding/json does without HTML escaping.
func CanonicalJSON(text string) (string, error) {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return "", fmt.Errorf("engines: invalid JSON: %w", err)
	}
	if dec.More() {
		return "", fmt.Errorf("engines: invalid JSON: text after the value")
	}
	return canonicalJSONValue(v)
}

// canonicalJSONValue encodes a value decoded by encoding/json (with or without
// UseNumber) canonically.
func canonicalJSONValue(v any) (string, error) {
	var b bytes.Buffer
	if err := writeJSON(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}

func writeJSON(b *bytes.Buffer, v any) error {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case json.Number:
		d, err := CanonicalDecimal(string(x))
		if err != nil {
			return err
		}
		b.WriteString(string(d))
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("engines: %v in JSON", x)
		}
		d, err := CanonicalDecimal(strconv.FormatFloat(x, 'f', -1, 64))
		if err != nil {
			return err
		}
		b.WriteString(string(d))
	case string:
		writeJSONString(b, x)
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeJSON(b, e); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, k)
			b.WriteByte(':')
			if err := writeJSON(b, x[k]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	default:
		return fmt.Errorf("engines: unexpected %T in JSON", v)
	}
	return nil
}

func writeJSONString(b *bytes.Buffer, s string) {
	var tmp bytes.Buffer
	enc := json.NewEncoder(&tmp)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	b.Write(bytes.TrimRight(tmp.Bytes(), "\n"))
}
