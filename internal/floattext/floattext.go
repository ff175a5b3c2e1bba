// Package floattext writes a DOUBLE or a REAL as text the way a dialect
// does in a CAST to a string type: the reference executor writes values
// with it and the translator folds a float literal converted to text
// into the source's text with it, so the two agree.
package floattext

import (
	"math"
	"strconv"
	"strings"
)

// Rule is a dialect's way of writing a float as text. All write the
// shortest digits that read back as the value; they differ in when they
// use an exponent and how they spell it.
type Rule uint8

const (
	// Java: Java's Double.toString and Float.toString (Hive, Spark):
	// plain with at least one fractional digit for magnitudes from 1e-3
	// up to 1e7, else d.dddEn (1.0E7, 1.0E-4); NaN, Infinity, -0.0.
	Java Rule = iota + 1
	// Postgres: PostgreSQL 15's float8out and float4out: plain for a
	// decimal exponent from -4 up to 14 (a real: 5), else d.ddde+XX
	// (1e+15, 1e-05); NaN, Infinity, -0 (checked on PostgreSQL 15).
	Postgres
	// DuckDB: DuckDB's cast to VARCHAR: plain for a decimal exponent from
	// -4 up to 15, an integral value with .0, else d.ddde+XX (1e+16,
	// 1e-05); nan, inf, -inf, -0.0 (checked on DuckDB 1.5).
	DuckDB
)

// Of is the rule named name ("java", "postgres", "duckdb"), 0 for any
// other.
func Of(name string) Rule {
	return map[string]Rule{"java": Java, "postgres": Postgres, "duckdb": DuckDB}[name]
}

// Format writes f (a REAL when single) by the rule, which is one of the
// constants above.
func Format(f float64, single bool, rule Rule) string {
	switch {
	case math.IsNaN(f):
		if rule == DuckDB {
			if math.Signbit(f) {
				return "-nan"
			}
			return "nan"
		}
		return "NaN"
	case math.IsInf(f, 0):
		s := "Infinity"
		if rule == DuckDB {
			s = "inf"
		}
		if f < 0 {
			return "-" + s
		}
		return s
	}
	bits := 64
	if single {
		bits = 32
	}
	// the shortest digits and the decimal exponent of the first one
	e := strconv.FormatFloat(f, 'e', -1, bits) // -1.2345e+07
	neg := strings.HasPrefix(e, "-")
	e = strings.TrimPrefix(e, "-")
	mant, expText, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expText)
	digits := strings.Replace(mant, ".", "", 1)
	if rule == Java && len(digits) == 1 {
		// Java's Double.toString and Float.toString (javadoc): when one
		// digit is enough, the closest of the decimals of one or two
		// digits that read back as f, which only a subnormal value tells
		// apart from the one digit: Double.MIN_VALUE is 4.9E-324, not
		// 5.0E-324 (the javadoc of Double.MIN_VALUE), Float.MIN_VALUE
		// 1.4E-45.
		two := strconv.FormatFloat(math.Abs(f), 'e', 1, bits) // 4.9e-324
		if back, err := strconv.ParseFloat(two, bits); err == nil && back == math.Abs(f) {
			m2, x2, _ := strings.Cut(two, "e")
			if d2 := strings.Replace(m2, ".", "", 1); d2[1] != '0' {
				digits = d2
				exp, _ = strconv.Atoi(x2)
			}
		}
	}
	sign := ""
	if neg {
		sign = "-"
	}
	var plain bool
	switch rule {
	case Java:
		a := math.Abs(f)
		plain = a == 0 || a >= 1e-3 && a < 1e7
	case Postgres:
		hi := 15
		if single {
			hi = 6
		}
		plain = f == 0 || exp >= -4 && exp < hi
	default:
		plain = f == 0 || exp >= -4 && exp < 16
	}
	if plain {
		s := strconv.FormatFloat(math.Abs(f), 'f', -1, bits)
		if rule != Postgres && !strings.Contains(s, ".") {
			s += ".0"
		}
		return sign + s
	}
	m := digits[:1]
	if len(digits) > 1 {
		m += "." + digits[1:]
	} else if rule == Java {
		m += ".0"
	}
	if rule == Java {
		return sign + m + "E" + strconv.Itoa(exp)
	}
	x := strconv.Itoa(abs(exp))
	if len(x) < 2 {
		x = "0" + x
	}
	if exp < 0 {
		return sign + m + "e-" + x
	}
	return sign + m + "e+" + x
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
