package engines

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Value is one normalized, engine-independent SQL value. Its dynamic type is
// always one of:
//
//	nil        SQL NULL (of any type)
//	bool       BOOLEAN
//	int64      integers that fit in 64 bits (TINYINT..BIGINT, unsigned included)
//	float64    REAL, FLOAT, DOUBLE (float32 is widened via its shortest decimal text)
//	Decimal    NUMERIC/DECIMAL, HUGEINT and integers beyond int64, as canonical text
//	string     text types, and everything given a canonical text form:
//	           DATE '2024-01-02', TIMESTAMP '2024-01-02 03:04:05[.ffffff]',
//	           TIMESTAMPTZ in UTC '2024-01-02 03:04:05[.ffffff]+00', TIME
//	           '03:04:05[.ffffff]', INTERVAL '1 year 2 mons 3 days 04:05:06',
//	           UUID lowercase with hyphens, BLOB/BYTEA '\x0a1b' (lowercase hex),
//	           JSON canonical text (see CanonicalJSON), ENUM labels, BIT strings
//	[]Value    ARRAY / LIST (multidimensional arrays nest)
//	Map        MAP, entries in the engine's order
//	Struct     STRUCT / ROW / record, fields in declaration order
//
// Use Normalize to bring plain Go values into this form.
type Value = any

// Decimal is an exact number in canonical text: an optional '-', digits with
// no leading zeros, and a fraction without trailing zeros ("12", "-0.5",
// "1000"); never an exponent, never "-0". "NaN", "Infinity" and "-Infinity"
// are also allowed. NUMERIC 1.50 and DECIMAL(10,2) 1.50 are both Decimal("1.5").
type Decimal string

// KV is one entry of a Map.
type KV struct {
	Key   Value
	Value Value
}

// Map is a SQL map. Entries keep the engine's order; Canonical and the
// comparison functions treat maps as unordered (sorted by canonical key).
type Map []KV

// Field is one field of a Struct.
type Field struct {
	Name  string
	Value Value
}

// Struct is a SQL struct, row or record. Anonymous PostgreSQL records name
// their fields f1, f2, ... as row_to_json does.
type Struct []Field

// Canonical returns the one stable text of v that Canonical gives every value
// equal to it (floats aside, which compare with a tolerance):
//
//	NULL  true  42  1.5  -0.25  NaN  Infinity  'it''s'  [1, 2, NULL]
//	{a: 1, "B c": 'x'}  MAP{'k': 1, 'l': NULL}
//
// Numbers of every kind print alike (int64 3, Decimal "3" and float64 3.0 are
// all "3"). Map entries are sorted by the canonical text of their keys. Struct
// field names are bare when they are lowercase identifiers, else double-quoted.
func Canonical(v Value) string {
	var b strings.Builder
	writeCanonical(&b, v)
	return b.String()
}

// CanonicalRow is the canonical text of a row: "(v1, v2, ...)".
func CanonicalRow(row []Value) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, v := range row {
		if i > 0 {
			b.WriteString(", ")
		}
		writeCanonical(&b, v)
	}
	b.WriteByte(')')
	return b.String()
}

func writeCanonical(b *strings.Builder, v Value) {
	switch x := v.(type) {
	case nil:
		b.WriteString("NULL")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case float64:
		b.WriteString(formatFloat(x))
	case Decimal:
		b.WriteString(string(x))
	case string:
		b.WriteString(quoteString(x))
	case []Value:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			writeCanonical(b, e)
		}
		b.WriteByte(']')
	case Map:
		b.WriteString("MAP{")
		for i, kv := range sortedEntries(x) {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(kv.key)
			b.WriteString(": ")
			writeCanonical(b, kv.value)
		}
		b.WriteByte('}')
	case Struct:
		b.WriteByte('{')
		for i, f := range x {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(fieldName(f.Name))
			b.WriteString(": ")
			writeCanonical(b, f.Value)
		}
		b.WriteByte('}')
	default:
		// Not a normalized value: print something recognisable rather than panic.
		fmt.Fprintf(b, "?%T(%v)", v, v)
	}
}

type canonEntry struct {
	key   string
	value Value
}

func sortedEntries(m Map) []canonEntry {
	out := make([]canonEntry, len(m))
	for i, kv := range m {
		out[i] = canonEntry{Canonical(kv.Key), kv.Value}
	}
	slices.SortStableFunc(out, func(a, b canonEntry) int { return strings.Compare(a.key, b.key) })
	return out
}

func quoteString(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

func fieldName(s string) string {
	if s != "" && (s[0] == '_' || s[0] >= 'a' && s[0] <= 'z') {
		plain := true
		for i := 1; i < len(s); i++ {
			c := s[i]
			if !(c == '_' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
				plain = false
				break
			}
		}
		if plain {
			return s
		}
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// formatFloat prints integral values like integers ("3", not "3e+00"),
// ordinary magnitudes without exponent and in the shortest form that reads
// back to the same float64, and extreme magnitudes in exponent form.
func formatFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0" // -0 too
	}
	a := math.Abs(f)
	if a >= 1e-9 && a < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return strconv.FormatFloat(f, 'e', -1, 64)
}

// Normalize converts a Go value into a Value: all integer kinds become int64
// (or Decimal beyond int64), float32 becomes float64 via its shortest text,
// *big.Int and *big.Rat become Decimal, []byte becomes '\x..' text, time.Time
// becomes a TIMESTAMP string (a DATE string at midnight UTC is not guessed:
// use FormatDate), slices become []Value, and map[string]any becomes a Map
// sorted by key. Values already normalized are returned as they are (nested
// ones checked). Unknown types give an error.
func Normalize(v any) (Value, error) {
	switch x := v.(type) {
	case nil, bool, int64, string, Decimal:
		return x, nil
	case float64:
		return x, nil
	case float32:
		return widenFloat32(x), nil
	case int:
		return int64(x), nil
	case int8:
		return int64(x), nil
	case int16:
		return int64(x), nil
	case int32:
		return int64(x), nil
	case uint8:
		return int64(x), nil
	case uint16:
		return int64(x), nil
	case uint32:
		return int64(x), nil
	case uint:
		return normUint(uint64(x)), nil
	case uint64:
		return normUint(x), nil
	case *big.Int:
		if x == nil {
			return nil, nil
		}
		if x.IsInt64() {
			return x.Int64(), nil
		}
		return Decimal(x.String()), nil
	case *big.Rat:
		if x == nil {
			return nil, nil
		}
		d, ok := ratDecimal(x)
		if !ok {
			f, _ := x.Float64()
			return f, nil
		}
		return d, nil
	case []byte:
		return FormatBytes(x), nil
	case time.Time:
		return FormatTimestamp(x), nil
	case []Value:
		out := make([]Value, len(x))
		for i, e := range x {
			n, err := Normalize(e)
			if err != nil {
				return nil, err
			}
			out[i] = n
		}
		return out, nil
	case []string:
		out := make([]Value, len(x))
		for i, e := range x {
			out[i] = e
		}
		return out, nil
	case []int64:
		out := make([]Value, len(x))
		for i, e := range x {
			out[i] = e
		}
		return out, nil
	case Map:
		out := make(Map, len(x))
		for i, kv := range x {
			k, err := Normalize(kv.Key)
			if err != nil {
				return nil, err
			}
			val, err := Normalize(kv.Value)
			if err != nil {
				return nil, err
			}
			out[i] = KV{k, val}
		}
		return out, nil
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		out := make(Map, len(keys))
		for i, k := range keys {
			val, err := Normalize(x[k])
			if err != nil {
				return nil, err
			}
			out[i] = KV{k, val}
		}
		return out, nil
	case Struct:
		out := make(Struct, len(x))
		for i, f := range x {
			val, err := Normalize(f.Value)
			if err != nil {
				return nil, err
			}
			out[i] = Field{f.Name, val}
		}
		return out, nil
	}
	return nil, fmt.Errorf("engines: cannot normalize %T", v)
}

func normUint(u uint64) Value {
	if u <= math.MaxInt64 {
		return int64(u)
	}
	return Decimal(strconv.FormatUint(u, 10))
}

// widenFloat32 keeps what the float32 means (0.1, not 0.10000000149011612).
func widenFloat32(f float32) float64 {
	g := float64(f)
	if math.IsNaN(g) || math.IsInf(g, 0) {
		return g
	}
	w, err := strconv.ParseFloat(strconv.FormatFloat(g, 'g', -1, 32), 64)
	if err != nil {
		return g
	}
	return w
}
