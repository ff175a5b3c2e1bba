package peers

import (
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/engines"
)

// The suites hold values as their engine printed them. These functions
// print an engine-independent value (engines.Value, which both the
// reference executor's rows and the real engines' rows convert to) the same
// way, so that a result compares with the suite's text.

// DuckDBText is the text DuckDB's sqllogictest runner prints for v at the
// top level of a row: NULL is (the caller's) JSON null, the empty string is
// "(empty)", lists are [1, 2], structs {'a': 1, 'b': NULL}, maps {k=v}.
// Inside a nested value a string is single-quoted when it holds one of
// DuckDB's special characters ( " ' ( ) , : = [ ] { } ), as its
// nested-to-VARCHAR cast does, and NULL is NULL.
func DuckDBText(v engines.Value) string {
	if s, ok := v.(string); ok && s == "" {
		return "(empty)"
	}
	var b strings.Builder
	writeDuck(&b, v, false)
	return b.String()
}

func writeDuck(b *strings.Builder, v engines.Value, nested bool) {
	switch x := v.(type) {
	case nil:
		b.WriteString("NULL")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case float64:
		b.WriteString(duckFloat(x))
	case engines.Decimal:
		b.WriteString(string(x))
	case string:
		if nested && duckNeedsQuotes(x) {
			b.WriteByte('\'')
			b.WriteString(strings.ReplaceAll(x, "'", `\'`))
			b.WriteByte('\'')
		} else {
			b.WriteString(x)
		}
	case []engines.Value:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			writeDuck(b, e, true)
		}
		b.WriteByte(']')
	case engines.Map:
		b.WriteByte('{')
		for i, kv := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			writeDuck(b, kv.Key, true)
			b.WriteByte('=')
			writeDuck(b, kv.Value, true)
		}
		b.WriteByte('}')
	case engines.Struct:
		b.WriteByte('{')
		for i, f := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('\'')
			b.WriteString(strings.ReplaceAll(f.Name, "'", `\'`))
			b.WriteString("': ")
			writeDuck(b, f.Value, true)
		}
		b.WriteByte('}')
	default:
		b.WriteString(engines.Canonical(v))
	}
}

func duckNeedsQuotes(s string) bool {
	if s == "" || strings.EqualFold(s, "null") {
		return true
	}
	if strings.TrimSpace(s) != s {
		return true
	}
	return strings.ContainsAny(s, `"'(),:=[]{}`)
}

// duckFloat prints a DOUBLE as DuckDB does: the shortest text that reads
// back, integral values with ".0", exponents for very large or small.
func duckFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if a := math.Abs(f); a != 0 && (a < 1e-5 || a >= 1e16) {
		return s
	}
	s = strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// CockroachText is the text CockroachDB's logic tests print for v: tuples
// (records) as (1,'a') with strings quoted, arrays as {1,2}, the empty
// string as "·".
func CockroachText(v engines.Value) string {
	if s, ok := v.(string); ok && s == "" {
		return "·"
	}
	var b strings.Builder
	writeCockroach(&b, v, false)
	return b.String()
}

func writeCockroach(b *strings.Builder, v engines.Value, nested bool) {
	switch x := v.(type) {
	case nil:
		b.WriteString("NULL")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case float64:
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
	case engines.Decimal:
		b.WriteString(string(x))
	case string:
		if nested {
			b.WriteString("'" + strings.ReplaceAll(x, "'", "''") + "'")
		} else {
			b.WriteString(x)
		}
	case []engines.Value:
		b.WriteByte('{')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			if s, ok := e.(string); ok {
				b.WriteString(s)
			} else {
				writeCockroach(b, e, true)
			}
		}
		b.WriteByte('}')
	case engines.Struct:
		b.WriteByte('(')
		for i, f := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			writeCockroach(b, f.Value, true)
		}
		b.WriteByte(')')
	default:
		b.WriteString(engines.Canonical(v))
	}
}

// numberRE matches one number in printed text.
var numberRE = regexp.MustCompile(`^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?`)

// TextEqual compares a printed result with the suite's printed value.
// Numbers compare by value wherever they stand (a DECIMAL's trailing zeros,
// a float's last digits: relative tolerance 1e-9), everything else
// character by character; "<REGEX>:" and "<!REGEX>:" expected values are
// sqllogictest's regular-expression matches.
func TextEqual(got, want string) bool {
	if got == want {
		return true
	}
	if re, ok := strings.CutPrefix(want, "<REGEX>:"); ok {
		m, err := regexp.MatchString("^(?s:"+re+")$", got)
		return err == nil && m
	}
	if re, ok := strings.CutPrefix(want, "<!REGEX>:"); ok {
		m, err := regexp.MatchString("^(?s:"+re+")$", got)
		return err == nil && !m
	}
	i, j := 0, 0
	for i < len(got) && j < len(want) {
		// a number starts only where no identifier character precedes it
		if startsNumber(got, i) && startsNumber(want, j) {
			g := numberRE.FindString(got[i:])
			w := numberRE.FindString(want[j:])
			if g != "" && w != "" {
				if !numbersEqual(g, w) {
					return false
				}
				i += len(g)
				j += len(w)
				continue
			}
		}
		if got[i] != want[j] {
			return false
		}
		i++
		j++
	}
	return i == len(got) && j == len(want)
}

func startsNumber(s string, i int) bool {
	if i > 0 {
		c := s[i-1]
		if c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			return false
		}
	}
	c := s[i]
	return c == '-' || c == '.' || c >= '0' && c <= '9'
}

func numbersEqual(a, b string) bool {
	ra, ok1 := new(big.Rat).SetString(a)
	rb, ok2 := new(big.Rat).SetString(b)
	if !ok1 || !ok2 {
		return a == b
	}
	if ra.Cmp(rb) == 0 {
		return true
	}
	fa, _ := ra.Float64()
	fb, _ := rb.Float64()
	d := math.Abs(fa - fb)
	return d <= engines.RelTolerance*math.Max(math.Abs(fa), math.Abs(fb))
}
