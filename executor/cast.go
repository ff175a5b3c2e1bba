package executor

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

// intRange is the range of each integer type.
func intRange(k ast.TypeKind) (int64, int64) {
	switch k {
	case ast.TypeTinyInt:
		return math.MinInt8, math.MaxInt8
	case ast.TypeSmallInt:
		return math.MinInt16, math.MaxInt16
	case ast.TypeInt:
		return math.MinInt32, math.MaxInt32
	}
	return math.MinInt64, math.MaxInt64
}

// castValue converts v to type t. A failed conversion is an error; the
// caller turns it into NULL for TRY_CAST.
func castValue(v Value, t Type) (Value, error) {
	if v.k == KindNull || t.Kind == ast.TypeUnknown || t.Kind == ast.TypeOther {
		return v, nil
	}
	switch t.Kind {
	case ast.TypeBool:
		switch v.k {
		case KindBool:
			return v, nil
		case KindInt:
			return BoolValue(v.i != 0), nil
		case KindFloat:
			return BoolValue(v.Float() != 0), nil
		case KindDecimal:
			return BoolValue(v.DecimalUnscaled().Sign() != 0), nil
		case KindString, KindJSON:
			switch strings.ToLower(strings.TrimSpace(v.s)) {
			case "true", "t", "yes", "y", "1", "on":
				return BoolValue(true), nil
			case "false", "f", "no", "n", "0", "off":
				return BoolValue(false), nil
			}
		}
	case ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeHugeInt:
		var i int64
		switch v.k {
		case KindInt:
			i = v.i
		case KindBool:
			i = v.i
		case KindFloat:
			f := v.Float()
			if t.Kind == ast.TypeHugeInt && f > -0x1p127 && f < 0x1p127 && math.Abs(f) >= 0x1p63 {
				// a whole number at this size (DuckDB 1.5 run: 1e30::HUGEINT
				// is 1000000000000000019884624838656, 2e38 and -2^127,
				// -1.7014118346046923e38, raise)
				u, _ := big.NewFloat(f).Int(nil)
				return hugeValue(u), nil
			}
			if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) >= 9.223372036854775807e18 {
				return Null, fmt.Errorf("value %s out of range for %s", v, t)
			}
			i = int64(math.Round(f))
		case KindDecimal:
			r := roundDecimal(v.DecimalUnscaled(), int(v.i), 0)
			if t.Kind == ast.TypeHugeInt && inInt128(r) {
				return hugeValue(r), nil // decimal_duckdb.go
			}
			if !r.IsInt64() {
				return Null, fmt.Errorf("value %s out of range for %s", v, t)
			}
			i = r.Int64()
		case KindString, KindJSON:
			s := strings.TrimSpace(v.s)
			n, err := strconv.ParseInt(s, 10, 64)
			if u, ok := new(big.Int).SetString(s, 10); err != nil && ok && t.Kind == ast.TypeHugeInt && inInt128(u) {
				return hugeValue(u), nil
			}
			if err != nil {
				return Null, fmt.Errorf("cannot cast '%s' to %s", v.s, t)
			}
			i = n
		default:
			return Null, fmt.Errorf("cannot cast %s to %s", v.k, t)
		}
		lo, hi := intRange(t.Kind)
		if i < lo || i > hi {
			return Null, fmt.Errorf("value %d out of range for %s", i, t)
		}
		return IntOf(normInt(t.Kind), i), nil
	case ast.TypeReal, ast.TypeDouble:
		var f float64
		switch v.k {
		case KindInt, KindFloat, KindDecimal, KindBool:
			f = v.asFloat()
		case KindString, KindJSON:
			s := strings.TrimSpace(v.s)
			switch strings.ToLower(s) {
			case "nan":
				f = math.NaN()
			case "infinity", "inf", "+infinity", "+inf":
				f = math.Inf(1)
			case "-infinity", "-inf":
				f = math.Inf(-1)
			default:
				x, err := strconv.ParseFloat(s, 64)
				if err != nil {
					return Null, fmt.Errorf("cannot cast '%s' to %s", v.s, t)
				}
				f = x
			}
		default:
			return Null, fmt.Errorf("cannot cast %s to %s", v.k, t)
		}
		if t.Kind == ast.TypeReal {
			return RealValue(f), nil
		}
		return FloatValue(f), nil
	case ast.TypeDecimal:
		return castDecimal(v, t)
	case ast.TypeVarchar, ast.TypeString, ast.TypeChar:
		s := v.String()
		if v.k == KindString {
			s = v.s
		}
		out := StringValue(s)
		out.t = t.Kind
		if n := utf8.RuneCountInString(s); t.Kind == ast.TypeChar && t.Prec > 0 && n < t.Prec {
			// padded to t.Prec characters (CAST('é' AS CHAR(2)) is 'é ',
			// run on PostgreSQL 15)
			out.s = s + strings.Repeat(" ", t.Prec-n)
		}
		return out, nil
	case ast.TypeBinary:
		return BinaryValue([]byte(v.String())), nil
	case ast.TypeJSON:
		if t.JSONB {
			return jsonbOf(v) // jsonb.go
		}
		if v.k == KindString {
			if _, err := jsontext.Parse(v.s, jsontext.Strict); err != nil {
				return Null, fmt.Errorf("malformed JSON: %s", v.s)
			}
			return JSONValue(v.s), nil
		}
		return JSONValue(toJSONText(v)), nil
	case ast.TypeDate:
		switch v.k {
		case KindDate:
			return v, nil
		case KindTimestamp:
			return DateValue(floorDiv(v.i, 86400e6)), nil
		case KindString:
			if days, ok := dateTextDays(v.s); ok {
				return DateValue(days), nil
			}
			us, err := parseTimestamp(v.s)
			if err != nil {
				return Null, err
			}
			return DateValue(floorDiv(us, 86400e6)), nil
		}
	case ast.TypeTimestamp, ast.TypeTimestampTZ:
		var us int64
		switch v.k {
		case KindTimestamp:
			us = v.i
		case KindDate:
			us = v.i * 86400e6
		case KindString:
			x, err := parseTimestamp(v.s)
			if err != nil {
				return Null, err
			}
			us = x
		default:
			return Null, fmt.Errorf("cannot cast %s to %s", v.k, t)
		}
		if t.Kind == ast.TypeTimestampTZ {
			return TimestampTZValue(us), nil
		}
		return TimestampValue(us), nil
	case ast.TypeTime:
		switch v.k {
		case KindTime:
			return v, nil
		case KindTimestamp:
			return TimeValue(v.i - floorDiv(v.i, 86400e6)*86400e6), nil
		case KindString:
			us, err := parseTimeText(v.s)
			if err != nil {
				return Null, err
			}
			return TimeValue(us), nil
		}
	case ast.TypeInterval:
		switch v.k {
		case KindInterval:
			return v, nil
		case KindString:
			iv, err := parseInterval(v.s)
			if err != nil {
				return Null, err
			}
			return IntervalValue(iv), nil
		}
	case ast.TypeArray:
		if v.k == KindArray {
			if t.Elem == nil || t.Elem.Kind == ast.TypeUnknown {
				return v, nil
			}
			es := v.Elems()
			out := make([]Value, len(es))
			for i, e := range es {
				c, err := castValue(e, *t.Elem)
				if err != nil {
					return Null, err
				}
				out[i] = c
			}
			return ArrayValue(out), nil
		}
		if v.k == KindString && strings.HasPrefix(strings.TrimSpace(v.s), "{") {
			arr, err := parsePGArray(strings.TrimSpace(v.s))
			if err != nil {
				return Null, err
			}
			if err := arrayTextDims(v.s, arr, t); err != nil {
				return Null, err
			}
			return castValue(arr, t)
		}
		if v.k == KindString && arrayBoundsText.MatchString(v.s) {
			return Null, fmt.Errorf("the array text %q gives its subscripts' bounds, which lat run does not read: its arrays' subscripts start at 1 (write the text without the bounds, {...})", v.s)
		}
		if v.k == KindString || v.k == KindJSON {
			j, err := jsontext.Parse(v.s, jsontext.Strict)
			if err == nil && j.Kind == jsontext.Array && t.Elem != nil && t.Elem.Kind == ast.TypeJSON {
				// JSON to JSON[] (DuckDB): each element's JSON text; a
				// JSON null is NULL.
				out := make([]Value, len(j.Arr))
				for i, e := range j.Arr {
					out[i] = Null
					if e.Kind != jsontext.Null {
						out[i] = JSONValue(e.JSON(jsontext.Compact))
					}
				}
				return ArrayValue(out), nil
			}
			if err == nil && j.Kind == jsontext.Array {
				return castValue(jsonToValue(j), t)
			}
		}
	case ast.TypeMap:
		if v.k == KindMap {
			m := v.Map()
			ks, vs := make([]Value, len(m.Keys)), make([]Value, len(m.Vals))
			for i := range m.Keys {
				var err error
				if t.Key != nil {
					if ks[i], err = castValue(m.Keys[i], *t.Key); err != nil {
						return Null, err
					}
				} else {
					ks[i] = m.Keys[i]
				}
				if t.Val != nil {
					if vs[i], err = castValue(m.Vals[i], *t.Val); err != nil {
						return Null, err
					}
				} else {
					vs[i] = m.Vals[i]
				}
			}
			return MapOf(ks, vs), nil
		}
	case ast.TypeStruct:
		if v.k == KindStruct {
			s := v.Struct()
			if len(t.Fields) == 0 {
				return v, nil
			}
			if len(t.Fields) != len(s.Vals) {
				return Null, fmt.Errorf("cannot cast %s to %s: field count differs", typeOfValue(v), t)
			}
			names, vals := make([]string, len(s.Vals)), make([]Value, len(s.Vals))
			for i, f := range t.Fields {
				names[i] = f.Name
				c, err := castValue(s.Vals[i], f.Type)
				if err != nil {
					return Null, err
				}
				vals[i] = c
			}
			return StructOf(names, vals), nil
		}
	case ast.TypeUUID:
		if v.k == KindString {
			return v, nil
		}
	}
	return Null, fmt.Errorf("cannot cast %s %s to %s", typeOfValue(v), v.SQLText(), t)
}

func normInt(k ast.TypeKind) ast.TypeKind {
	if k == ast.TypeHugeInt {
		return ast.TypeBigInt
	}
	return k
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// roundDecimal rescales u*10^-from to scale to, rounding half away from zero.
func roundDecimal(u *big.Int, from, to int) *big.Int {
	if from == to {
		return new(big.Int).Set(u)
	}
	if to > from {
		return new(big.Int).Mul(u, pow10(to-from))
	}
	d := pow10(from - to)
	q, r := new(big.Int).QuoRem(u, d, new(big.Int))
	r2 := new(big.Int).Abs(r)
	r2.Mul(r2, big.NewInt(2))
	if r2.Cmp(d) >= 0 {
		if u.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

func castDecimal(v Value, t Type) (Value, error) {
	var u *big.Int
	var s int
	switch v.k {
	case KindInt, KindBool:
		u, s = big.NewInt(v.i), 0
	case KindDecimal:
		u, s = v.DecimalUnscaled(), int(v.i)
	case KindFloat:
		f := v.Float()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return Null, fmt.Errorf("cannot cast %s to %s", v, t)
		}
		d, err := parseDecimal(strconv.FormatFloat(f, 'f', -1, 64))
		if err != nil {
			return Null, err
		}
		u, s = d.DecimalUnscaled(), int(d.i)
	case KindString, KindJSON:
		d, err := parseDecimal(strings.TrimSpace(v.s))
		if err != nil {
			return Null, fmt.Errorf("cannot cast '%s' to %s", v.s, t)
		}
		u, s = d.DecimalUnscaled(), int(d.i)
	default:
		return Null, fmt.Errorf("cannot cast %s to %s", v.k, t)
	}
	if t.Scale < 0 { // unconstrained NUMERIC
		return DecimalValue(u, s), nil
	}
	r := roundDecimal(u, s, t.Scale)
	if t.Prec > 0 && len(new(big.Int).Abs(r).String()) > t.Prec && r.Sign() != 0 {
		return Null, fmt.Errorf("value %s overflows %s", decimalString(u, s), t)
	}
	return DecimalValue(r, t.Scale), nil
}

// pgFloatDigits is the float v as PostgreSQL reads it into a numeric: its
// text of 6 significant digits for a real, 15 for a double precision,
// then an exact number (PostgreSQL 15 run: CAST(CAST(1.1 AS real) AS
// numeric) is 1.1, CAST(CAST(1234567.9 AS real) AS numeric) 1234570,
// CAST(0.1::float8 + 0.2::float8 AS numeric) 0.3,
// CAST(123456789.123456789::float8 AS numeric) 123456789.123457). NaN and
// the infinities are left to castDecimal.
func pgFloatDigits(v Value) Value {
	f := v.Float()
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return v
	}
	digits := 15
	if v.t == ast.TypeReal {
		digits = 6
	}
	d, err := parseDecimal(strconv.FormatFloat(f, 'g', digits, 64))
	if err != nil {
		return v
	}
	return d
}

// The greatest numbers of digits of an exact number before and after its
// point (PostgreSQL's numeric limits).
const (
	maxNumericIntDigits = 131072
	maxNumericScale     = 16383
)

// parseDecimal reads an exact number: digits, optional fraction and exponent.
func parseDecimal(s string) (Value, error) {
	if s == "" {
		return Null, fmt.Errorf("empty decimal")
	}
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil {
			return Null, fmt.Errorf("bad decimal %q", s)
		}
		exp, s = e, s[:i]
	}
	neg := false
	if s[0] == '-' || s[0] == '+' {
		neg, s = s[0] == '-', s[1:]
	}
	intPart, frac := s, ""
	if i := strings.IndexByte(s, '.'); i >= 0 {
		intPart, frac = s[:i], s[i+1:]
	}
	digits := intPart + frac
	if digits == "" {
		return Null, fmt.Errorf("bad decimal %q", s)
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return Null, fmt.Errorf("bad decimal %q", s)
		}
	}
	// PostgreSQL's numeric holds up to 131072 digits before the point and
	// 16383 after it (PostgreSQL 15 manual, numeric types); an exponent
	// beyond is an error, not a number of millions of digits.
	if exp > 0 && len(intPart)+exp > maxNumericIntDigits || len(frac)-exp > maxNumericScale {
		return Null, fmt.Errorf("value overflows numeric format: %s", s)
	}
	u, _ := new(big.Int).SetString(digits, 10)
	scale := len(frac) - exp
	if scale < 0 {
		u.Mul(u, pow10(-scale))
		scale = 0
	}
	if neg {
		u.Neg(u)
	}
	return DecimalValue(u, scale), nil
}

// parseTimestamp reads 'YYYY-MM-DD[ T]HH:MM:SS[.f][zone]' into UTC microseconds.
func parseTimestamp(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if infiniteTimeText(s) {
		// PostgreSQL and DuckDB read these as the infinite date or
		// timestamp, later than (or, negative, earlier than) every other;
		// an unreadError, so that TRY_CAST raises it too rather than
		// answer NULL (duck_zone_name_text.go)
		return 0, unreadError{fmt.Sprintf("the infinite date or timestamp '%s' is not modelled by lat run, which keeps finite dates and timestamps only (run the query on the engine, or keep such values out of the data)", s)}
	}
	// the era: " (BC)" after the date (DuckDB's and PostgreSQL's) or at
	// the end, " BC" at the end (PostgreSQL's; DuckDB reads it so in no
	// text, duckEraInput), in any case (bc_text.go)
	bc := false
	if i := strings.Index(strings.ToUpper(s), " (BC)"); i >= 0 {
		bc, s = true, s[:i]+s[i+5:]
	} else if n := len(s) - 3; n > 0 && strings.EqualFold(s[n:], " BC") {
		bc, s = true, strings.TrimSpace(s[:n])
	}
	orig := s
	// split date and time
	datePart, timePart := s, ""
	if i := strings.IndexAny(s, " T"); i >= 0 {
		datePart, timePart = s[:i], strings.TrimSpace(s[i+1:])
	}
	dp := strings.Split(datePart, "-")
	if len(dp) != 3 {
		return 0, fmt.Errorf("invalid timestamp '%s'", orig)
	}
	y, e1 := strconv.Atoi(dp[0])
	m, e2 := strconv.Atoi(dp[1])
	d, e3 := strconv.Atoi(dp[2])
	if e1 != nil || e2 != nil || e3 != nil || m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, fmt.Errorf("invalid date '%s'", orig)
	}
	if bc {
		y = 1 - y
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return 0, fmt.Errorf("invalid date '%s'", orig)
	}
	us := t.UnixMicro()
	if timePart != "" {
		// zone suffix
		zoneOff := int64(0)
		if n := len(timePart) - 4; n > 0 && strings.EqualFold(timePart[n:], " UTC") {
			// UTC named after the time (PostgreSQL and DuckDB read it)
			timePart = timePart[:n]
		} else if strings.HasSuffix(timePart, "Z") {
			timePart = timePart[:len(timePart)-1]
		} else if i := strings.LastIndexAny(timePart, "+-"); i > 0 {
			z := timePart[i+1:]
			sign := int64(1)
			if timePart[i] == '-' {
				sign = -1
			}
			zh, zm := z, "0"
			if j := strings.IndexByte(z, ':'); j >= 0 {
				zh, zm = z[:j], z[j+1:]
			} else if len(z) == 4 {
				zh, zm = z[:2], z[2:]
			}
			h, err1 := strconv.Atoi(zh)
			mm, err2 := strconv.Atoi(zm)
			if err1 != nil || err2 != nil {
				return 0, fmt.Errorf("invalid timestamp '%s'", orig)
			}
			zoneOff = sign * (int64(h)*3600e6 + int64(mm)*60e6)
			timePart = timePart[:i]
		}
		tod, err := parseTimeOfDay(timePart)
		if err != nil {
			return 0, fmt.Errorf("invalid timestamp '%s'", orig)
		}
		us += tod - zoneOff
	}
	return us, nil
}

// parseTimeOfDay reads HH:MM[:SS[.ffffff]] into microseconds.
func parseTimeOfDay(s string) (int64, error) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("invalid time '%s'", s)
	}
	h, e1 := strconv.Atoi(parts[0])
	m, e2 := strconv.Atoi(parts[1])
	if e1 != nil || e2 != nil || h < 0 || h > 24 || m < 0 || m > 59 {
		return 0, fmt.Errorf("invalid time '%s'", s)
	}
	us := int64(h)*3600e6 + int64(m)*60e6
	if len(parts) == 3 {
		sec, frac := parts[2], ""
		if i := strings.IndexByte(sec, '.'); i >= 0 {
			sec, frac = sec[:i], sec[i+1:]
		}
		sv, err := strconv.Atoi(sec)
		if err != nil || sv < 0 || sv > 60 {
			return 0, fmt.Errorf("invalid time '%s'", s)
		}
		us += int64(sv) * 1e6
		if frac != "" {
			if !allDigits(frac) {
				return 0, fmt.Errorf("invalid time '%s'", s) // '10:00:00.5 Europe/Paris'
			}
			if len(frac) > 6 {
				frac = frac[:6]
			}
			fv, err := strconv.Atoi(frac + strings.Repeat("0", 6-len(frac)))
			if err != nil {
				return 0, fmt.Errorf("invalid time '%s'", s)
			}
			us += int64(fv)
		}
	}
	return us, nil
}

// timeOffsetRe is a UTC offset ending a TIME text after its seconds.
var timeOffsetRe = regexp.MustCompile(`^(.*:\d{2}(?:\.\d*)?)[+-]\d{2}(?:\d{2})?\s*$`)

// parseTimeText reads the text of a TIME: a time of day, a UTC offset
// after its seconds ignored, as PostgreSQL 15 and DuckDB 1.5 ignore it
// (runs: '10:00:00.5+02'::time and '10:00:00.123456+02'::time are
// 10:00:00.5 and 10:00:00.123456 in both; a zone name after the
// fraction, '10:00:00.5 Europe/Paris', raises in PostgreSQL and in
// parseTimeOfDay).
//
// A time past 24:00:00 raises, as in both (PostgreSQL 15 and DuckDB 1.5
// run: '24:30:00'::time and '24:00:00.5'::time raise "date/time field
// value out of range" and "time field value out of range", '24:00:00'
// is 24:00:00; the executor read 00:30:00).
func parseTimeText(s string) (int64, error) {
	us, err := parseTimeOfDay(s)
	if m := timeOffsetRe.FindStringSubmatch(s); m != nil {
		if v, e := parseTimeOfDay(m[1]); e == nil {
			us, err = v, nil
		}
	}
	if err == nil && us > 24*3600e6 {
		return 0, fmt.Errorf("time field value out of range: '%s'", s)
	}
	return us, err
}

// parseInterval reads '1 day', '2 hours 30 minutes', '-1 hour', '1 day 02:00:00', '1:30'.
func parseInterval(s string) (Interval, error) {
	var iv Interval
	f := strings.Fields(strings.ToLower(strings.TrimSpace(s)))
	if len(f) == 0 {
		return iv, fmt.Errorf("invalid interval '%s'", s)
	}
	if f[0] == "@" {
		f = f[1:]
	}
	ago := false
	if len(f) > 0 && f[len(f)-1] == "ago" {
		ago, f = true, f[:len(f)-1]
	}
	for i := 0; i < len(f); i++ {
		tok := f[i]
		if strings.Contains(tok, ":") {
			neg := strings.HasPrefix(tok, "-")
			us, err := parseTimeOfDay(strings.TrimLeft(tok, "+-"))
			if err != nil {
				return iv, fmt.Errorf("invalid interval '%s'", s)
			}
			if neg {
				us = -us
			}
			iv.Micros += us
			continue
		}
		n, err := strconv.ParseFloat(tok, 64)
		if err != nil {
			return iv, fmt.Errorf("invalid interval '%s'", s)
		}
		unit := "second"
		if i+1 < len(f) {
			unit = f[i+1]
			i++
		}
		if err := addIntervalUnit(&iv, n, unit); err != nil {
			return iv, fmt.Errorf("invalid interval '%s'", s)
		}
	}
	if ago {
		// a field past its range negated raises (PostgreSQL 15 run:
		// '-2147483648 days ago' is out of range)
		neg, ok := addIntervals(Interval{}, iv, true) // arith.go
		if !ok {
			return iv, fmt.Errorf("interval out of range: '%s'", s)
		}
		iv = neg
	}
	return iv, nil
}

func addIntervalUnit(iv *Interval, n float64, unit string) error {
	unit = strings.ToLower(unit)
	switch unit {
	case "ms", "msec", "msecs", "millisecond", "milliseconds":
		iv.Micros += int64(n * 1e3)
		return nil
	case "us", "usec", "usecs", "microsecond", "microseconds":
		iv.Micros += int64(n)
		return nil
	}
	unit = strings.TrimSuffix(unit, "s")
	switch unit {
	case "year", "yr", "y":
		iv.Months += int32(n * 12)
	case "quarter":
		// DuckDB's INTERVAL 1 QUARTER is 3 months (DuckDB interval docs),
		// a fraction of a quarter dropped first (DuckDB 1.5 run: INTERVAL
		// '2.9' QUARTER is 6 mons, '-1.5' is -3 mons, '0.5' is 00:00:00)
		iv.Months += int32(n) * 3
	case "month", "mon":
		iv.Months += int32(n)
	case "week", "w":
		iv.Days += int32(n * 7)
	case "day", "d":
		iv.Days += int32(n)
	case "hour", "h", "hr":
		iv.Micros += int64(n * 3600e6)
	case "minute", "min", "m":
		iv.Micros += int64(n * 60e6)
	case "second", "sec", "":
		iv.Micros += int64(n * 1e6)
	case "ago":
	default:
		return fmt.Errorf("unknown interval unit %q", unit)
	}
	return nil
}

// addInterval adds iv (times sign) to a timestamp in microseconds.
// Months past the end of a month give its last day (2000-01-31 plus one
// month is 2000-02-29), as in PostgreSQL and DuckDB.
func addInterval(us int64, iv Interval, sign int) int64 {
	return addIntervalIn(us, iv, sign, time.UTC)
}

// arrayBoundsText is an array text that starts with its subscripts'
// bounds, [1:2]={1,2} (PostgreSQL's array input).
var arrayBoundsText = regexp.MustCompile(`^\s*(\[\s*[+-]?\d+\s*(:\s*[+-]?\d+\s*)?\]\s*)+=`)

// arrayTextDims: the array text s, read as arr, has as many dimensions as
// the array type t has levels, or is empty. PostgreSQL reads a text of any
// dimensions as any array type ('{{1,2}}'::int[] is two-dimensional,
// ARRAY[ARRAY[1]] = '{1}' false); the executor keeps an array's
// dimensions in its type, and raises rather than read the text otherwise.
func arrayTextDims(s string, arr Value, t Type) error {
	dims := 0
	for v := arr; v.k == KindArray && len(v.Elems()) > 0; v = v.Elems()[0] {
		dims++
	}
	want := arrayDepth(t)
	if dims == 0 || dims == want || pgBaseElem(t).Kind == ast.TypeUnknown {
		return nil
	}
	plural := func(n int) string {
		if n == 1 {
			return "1 dimension"
		}
		return fmt.Sprintf("%d dimensions", n)
	}
	return fmt.Errorf("the array text %q has %s where its type %s has %s: lat run keeps an array's dimensions in its type and does not read it so (write an ARRAY[...] of %s)",
		s, plural(dims), t, plural(want), plural(dims))
}

// parsePGArray reads PostgreSQL's array text: {1,NULL,"a b",{2,3}}.
func parsePGArray(s string) (Value, error) {
	v, rest, err := pgArrayAt(s)
	if err != nil {
		return Null, err
	}
	if strings.TrimSpace(rest) != "" {
		return Null, fmt.Errorf("malformed array literal: %q", s)
	}
	return v, nil
}

func pgArrayAt(s string) (Value, string, error) {
	if !strings.HasPrefix(s, "{") {
		return Null, s, fmt.Errorf("malformed array literal: %q", s)
	}
	s = s[1:]
	out := []Value{}
	for {
		s = strings.TrimLeft(s, " ")
		if strings.HasPrefix(s, "}") {
			return ArrayValue(out), s[1:], nil
		}
		var elem Value
		switch {
		case strings.HasPrefix(s, "{"):
			v, rest, err := pgArrayAt(s)
			if err != nil {
				return Null, s, err
			}
			elem, s = v, rest
		case strings.HasPrefix(s, `"`):
			var b strings.Builder
			i := 1
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				b.WriteByte(s[i])
			}
			if i >= len(s) {
				return Null, s, fmt.Errorf("malformed array literal")
			}
			elem, s = StringValue(b.String()), s[i+1:]
		default:
			end := strings.IndexAny(s, ",}")
			if end < 0 {
				return Null, s, fmt.Errorf("malformed array literal")
			}
			tok := strings.TrimSpace(s[:end])
			if strings.EqualFold(tok, "NULL") {
				elem = Null
			} else {
				elem = StringValue(tok)
			}
			s = s[end:]
		}
		out = append(out, elem)
		s = strings.TrimLeft(s, " ")
		if strings.HasPrefix(s, ",") {
			s = s[1:]
			continue
		}
		if !strings.HasPrefix(s, "}") {
			return Null, s, fmt.Errorf("malformed array literal")
		}
	}
}

// infiniteTimeText: s spells an infinite date or timestamp as PostgreSQL
// and DuckDB read one (infinity, +infinity, -infinity, in any case).
func infiniteTimeText(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(s), "+"), "-")
	return s == "infinity"
}
