package executor

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Kind is the runtime class of a Value.
type Kind uint8

const (
	KindNull Kind = iota
	KindBool
	KindInt // TINYINT..BIGINT: int64 with a type tag
	KindFloat
	KindDecimal
	KindString
	KindBinary
	KindDate
	KindTime
	KindTimestamp
	KindInterval
	KindJSON
	KindArray
	KindMap
	KindStruct
)

var kindNames = [...]string{"null", "boolean", "integer", "double", "decimal", "string", "binary",
	"date", "time", "timestamp", "interval", "json", "array", "map", "struct"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// Value is one SQL value. It is a small struct, not an interface, so that
// batches of values need no per-value heap allocation: scalars live inline
// (i holds booleans, integers, float bits, dates in days, times and
// timestamps in microseconds, a decimal's scale), strings in s, and only
// nested values (arrays, maps, structs), decimals and intervals use x.
// Values are immutable once built; operators share them freely.
type Value struct {
	k Kind
	t ast.TypeKind // precise type: TypeTinyInt..TypeBigInt, TypeReal, TypeVarchar...
	i int64
	s string
	x any // []Value | *MapValue | *StructValue | *big.Int | Interval
}

// MapValue is a map with ordered keys (the order they were inserted in).
type MapValue struct {
	Keys, Vals []Value
}

// StructValue is a struct with named fields in declaration order.
type StructValue struct {
	Names []string
	Vals  []Value
}

// Interval is a span of months, days and microseconds (PostgreSQL's model).
type Interval struct {
	Months int32
	Days   int32
	Micros int64
}

// Null is the SQL NULL.
var Null = Value{}

// Constructors.

func BoolValue(b bool) Value {
	if b {
		return Value{k: KindBool, t: ast.TypeBool, i: 1}
	}
	return Value{k: KindBool, t: ast.TypeBool}
}
func IntValue(i int64) Value              { return Value{k: KindInt, t: ast.TypeBigInt, i: i} }
func IntOf(t ast.TypeKind, i int64) Value { return Value{k: KindInt, t: t, i: i} }
func FloatValue(f float64) Value {
	return Value{k: KindFloat, t: ast.TypeDouble, i: int64(math.Float64bits(f))}
}
func RealValue(f float64) Value {
	return Value{k: KindFloat, t: ast.TypeReal, i: int64(math.Float64bits(float64(float32(f))))}
}
func StringValue(s string) Value   { return Value{k: KindString, t: ast.TypeVarchar, s: s} }
func BinaryValue(b []byte) Value   { return Value{k: KindBinary, t: ast.TypeBinary, s: string(b)} }
func JSONValue(text string) Value  { return Value{k: KindJSON, t: ast.TypeJSON, s: text} }
func DateValue(days int64) Value   { return Value{k: KindDate, t: ast.TypeDate, i: days} }
func TimeValue(micros int64) Value { return Value{k: KindTime, t: ast.TypeTime, i: micros} }
func TimestampValue(micros int64) Value {
	return Value{k: KindTimestamp, t: ast.TypeTimestamp, i: micros}
}
func TimestampTZValue(micros int64) Value {
	return Value{k: KindTimestamp, t: ast.TypeTimestampTZ, i: micros}
}
func IntervalValue(iv Interval) Value { return Value{k: KindInterval, t: ast.TypeInterval, x: iv} }
func ArrayValue(elems []Value) Value  { return Value{k: KindArray, t: ast.TypeArray, x: elems} }
func MapOf(keys, vals []Value) Value {
	return Value{k: KindMap, t: ast.TypeMap, x: &MapValue{keys, vals}}
}
func StructOf(names []string, vals []Value) Value {
	return Value{k: KindStruct, t: ast.TypeStruct, x: &StructValue{names, vals}}
}

// DecimalValue is unscaled * 10^-scale.
func DecimalValue(unscaled *big.Int, scale int) Value {
	return Value{k: KindDecimal, t: ast.TypeDecimal, i: int64(scale), x: unscaled}
}

// Accessors.

func (v Value) Kind() Kind         { return v.k }
func (v Value) Type() ast.TypeKind { return v.t }
func (v Value) IsNull() bool       { return v.k == KindNull }
func (v Value) Bool() bool         { return v.i != 0 }
func (v Value) Int() int64         { return v.i }
func (v Value) Float() float64     { return math.Float64frombits(uint64(v.i)) }
func (v Value) Str() string        { return v.s }
func (v Value) Days() int64        { return v.i }
func (v Value) Micros() int64      { return v.i }
func (v Value) Interval() Interval { iv, _ := v.x.(Interval); return iv }
func (v Value) Elems() []Value     { a, _ := v.x.([]Value); return a }
func (v Value) Map() *MapValue {
	if m, ok := v.x.(*MapValue); ok {
		return m
	}
	return &MapValue{}
}
func (v Value) Struct() *StructValue { s, _ := v.x.(*StructValue); return s }
func (v Value) DecimalScale() int    { return int(v.i) }
func (v Value) DecimalUnscaled() *big.Int {
	b, _ := v.x.(*big.Int)
	if b == nil {
		return new(big.Int)
	}
	return b
}

// DecimalText is a decimal's exact text ("1.50"), for callers that need no math/big.
func (v Value) DecimalText() string { return decimalString(v.DecimalUnscaled(), int(v.i)) }

// Field returns a struct field by name (case-insensitive), and whether it exists.
func (v Value) Field(name string) (Value, bool) {
	s := v.Struct()
	if s == nil {
		return Null, false
	}
	for i, n := range s.Names {
		if n == name {
			return s.Vals[i], true
		}
	}
	for i, n := range s.Names {
		if strings.EqualFold(n, name) {
			return s.Vals[i], true
		}
	}
	return Null, false
}

// isNumeric reports whether v is an integer, float or decimal.
func (v Value) isNumeric() bool { return v.k == KindInt || v.k == KindFloat || v.k == KindDecimal }

// asFloat converts a numeric value to float64.
func (v Value) asFloat() float64 {
	switch v.k {
	case KindInt:
		return float64(v.i)
	case KindFloat:
		return v.Float()
	case KindDecimal:
		f, _ := new(big.Rat).SetFrac(v.DecimalUnscaled(), pow10(int(v.i))).Float64()
		return f
	case KindBool:
		return float64(v.i)
	}
	return 0
}

var pow10Cache [40]*big.Int

func init() {
	p := big.NewInt(1)
	for i := range pow10Cache {
		pow10Cache[i] = new(big.Int).Set(p)
		p.Mul(p, big.NewInt(10))
	}
}

func pow10(n int) *big.Int {
	if n >= 0 && n < len(pow10Cache) {
		return pow10Cache[n]
	}
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// String renders v as text the way the engines print it: NULL, true,
// 42, 1.5, abc, [1, 2], {k=v}, {a: 1}. Strings are not quoted at the top
// level; nested strings are quoted.
func (v Value) String() string {
	var b strings.Builder
	v.write(&b, false)
	return b.String()
}

// SQLText renders v with strings quoted (for EXPLAIN and messages).
func (v Value) SQLText() string {
	var b strings.Builder
	v.write(&b, true)
	return b.String()
}

func (v Value) write(b *strings.Builder, quote bool) {
	v.writeFloats(b, quote, FloatTextDefault)
}

// writeFloats is write with each float written by the rule (float_text.go).
func (v Value) writeFloats(b *strings.Builder, quote bool, rule FloatText) {
	switch v.k {
	case KindNull:
		b.WriteString("NULL")
	case KindBool:
		b.WriteString(strconv.FormatBool(v.i != 0))
	case KindInt:
		b.WriteString(strconv.FormatInt(v.i, 10))
	case KindFloat:
		b.WriteString(floatText(v.Float(), v.t == ast.TypeReal, rule))
	case KindDecimal:
		b.WriteString(decimalString(v.DecimalUnscaled(), int(v.i)))
	case KindString, KindJSON, KindBinary:
		if quote {
			b.WriteByte('\'')
			b.WriteString(strings.ReplaceAll(v.s, "'", "''"))
			b.WriteByte('\'')
		} else {
			b.WriteString(v.s)
		}
	case KindDate:
		b.WriteString(formatDate(v.i))
	case KindTime:
		b.WriteString(formatTimeOfDay(v.i))
	case KindTimestamp:
		if v.t == ast.TypeTimestampTZ {
			b.WriteString(formatTimestampTZ(v.i, v.tzZone()))
		} else {
			b.WriteString(formatTimestamp(v.i))
		}
	case KindInterval:
		b.WriteString(formatInterval(v.Interval()))
	case KindArray:
		b.WriteByte('[')
		for i, e := range v.Elems() {
			if i > 0 {
				b.WriteString(", ")
			}
			e.writeFloats(b, true, rule)
		}
		b.WriteByte(']')
	case KindMap:
		m := v.Map()
		b.WriteByte('{')
		for i := range m.Keys {
			if i > 0 {
				b.WriteString(", ")
			}
			m.Keys[i].writeFloats(b, true, rule)
			b.WriteByte('=')
			m.Vals[i].writeFloats(b, true, rule)
		}
		b.WriteByte('}')
	case KindStruct:
		s := v.Struct()
		b.WriteByte('{')
		for i := range s.Names {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('\'')
			b.WriteString(s.Names[i])
			b.WriteString("': ")
			s.Vals[i].writeFloats(b, true, rule)
		}
		b.WriteByte('}')
	}
}

func formatFloat(f float64, single bool) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	bits := 64
	if single {
		bits = 32
	}
	s := strconv.FormatFloat(f, 'g', -1, bits)
	if strings.Contains(s, "e") {
		// prefer plain notation for moderate exponents
		if a := math.Abs(f); a >= 1e-5 && a < 1e16 {
			s = strconv.FormatFloat(f, 'f', -1, bits)
		}
	}
	if !strings.ContainsAny(s, ".eN") {
		s += ".0" // an integral DOUBLE prints as 1.0 (Hive, Spark, DuckDB)
	}
	return s
}

func decimalString(u *big.Int, scale int) string {
	neg := u.Sign() < 0
	digits := new(big.Int).Abs(u).String()
	if scale > 0 {
		if len(digits) <= scale {
			digits = strings.Repeat("0", scale-len(digits)+1) + digits
		}
		digits = digits[:len(digits)-scale] + "." + digits[len(digits)-scale:]
	} else if scale < 0 {
		digits += strings.Repeat("0", -scale)
	}
	if neg {
		return "-" + digits
	}
	return digits
}

var epoch = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)

func dateToTime(days int64) time.Time { return epoch.AddDate(0, 0, int(days)) }
func timeToDays(t time.Time) int64 {
	// Unix seconds, not t.Sub(epoch): a time.Duration saturates about
	// 292 years from the epoch (before 1677, after 2262).
	y, m, d := t.Date()
	return floorDiv(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix(), 86400)
}

// formatDate writes a date before year 1 as DuckDB 1.5 does, its year
// counted back from 1 BC and " (BC)" after it (0052-12-31 (BC); DuckDB 1.5
// run, executor/bc_text_test.go); PGEraText moves the era where
// PostgreSQL writes it.
func formatDate(days int64) string {
	return EraDate(dateToTime(days))
}

// EraDate is the text of t's date, with " (BC)" before year 1 as DuckDB
// writes it (formatDate).
func EraDate(t time.Time) string {
	if y := t.Year(); y <= 0 {
		ys := strconv.Itoa(1 - y)
		for len(ys) < 4 {
			ys = "0" + ys
		}
		return ys + t.Format("-01-02") + " (BC)"
	}
	return t.Format("2006-01-02")
}

func microsToTime(us int64) time.Time { return time.UnixMicro(us).UTC() }

// formatTimestamp writes a timestamp before year 1 as DuckDB 1.5 does,
// " (BC)" after the date (0052-12-31 (BC) 16:07:02.5; formatDate).
func formatTimestamp(us int64) string {
	t := microsToTime(us)
	s := EraDate(t) + t.Format(" 15:04:05")
	if f := t.Nanosecond() / 1000; f != 0 {
		s += strings.TrimRight("."+strconv.Itoa(1000000 + f)[1:], "0")
	}
	return s
}

func formatTimeOfDay(us int64) string {
	if us == 86400e6 {
		return "24:00:00" // PostgreSQL's end of the day (ts_text.go)
	}
	return formatTimestamp(us)[11:]
}

func formatInterval(iv Interval) string {
	var parts []string
	unit := func(n int64, name string) {
		if n == 0 {
			return
		}
		s := strconv.FormatInt(n, 10) + " " + name
		if n != 1 && n != -1 {
			s += "s"
		}
		parts = append(parts, s)
	}
	unit(int64(iv.Months/12), "year")
	unit(int64(iv.Months%12), "month")
	unit(int64(iv.Days), "day")
	if iv.Micros != 0 {
		sign := ""
		if iv.Micros < 0 {
			sign = "-"
		}
		parts = append(parts, sign+clockText(iv.Micros))
	}
	if len(parts) == 0 {
		return "00:00:00"
	}
	return strings.Join(parts, " ")
}

// clockText is the time of us microseconds without its sign,
// 'HH:MM:SS[.ffffff]' (hours past 99 in full, the fraction without
// trailing zeros); the magnitude is taken unsigned, so that the least
// int64 (-2562047788:00:54.775808, DuckDB 1.5 and PostgreSQL 15 run) is
// written too.
func clockText(us int64) string {
	u := uint64(us)
	if us < 0 {
		u = -u
	}
	t := pad2(int64(u/3600e6)) + ":" + pad2(int64(u/60e6%60)) + ":" + pad2(int64(u/1e6%60))
	if f := u % 1e6; f != 0 {
		t += strings.TrimRight("."+strconv.FormatUint(1e6+f, 10)[1:], "0")
	}
	return t
}

func pad2(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

// Go converts v into a plain Go value: nil, bool, int64, float64, string
// (also for decimals, dates, timestamps, intervals and JSON, as their text),
// []any for arrays, [][2]any for maps (entries in order) and []NamedValue
// for structs.
func (v Value) Go() any {
	switch v.k {
	case KindNull:
		return nil
	case KindBool:
		return v.i != 0
	case KindInt:
		return v.i
	case KindFloat:
		return v.Float()
	case KindString, KindJSON, KindBinary:
		return v.s
	case KindArray:
		es := v.Elems()
		out := make([]any, len(es))
		for i, e := range es {
			out[i] = e.Go()
		}
		return out
	case KindMap:
		m := v.Map()
		out := make([][2]any, len(m.Keys))
		for i := range m.Keys {
			out[i] = [2]any{m.Keys[i].Go(), m.Vals[i].Go()}
		}
		return out
	case KindStruct:
		s := v.Struct()
		out := make([]NamedValue, len(s.Names))
		for i := range s.Names {
			out[i] = NamedValue{s.Names[i], s.Vals[i].Go()}
		}
		return out
	}
	return v.String()
}

// NamedValue is one struct field in Value.Go's output.
type NamedValue struct {
	Name  string
	Value any
}

// memSize is an approximate size of v in bytes, for memory accounting.
func (v Value) memSize() int64 {
	n := int64(48) + int64(len(v.s))
	switch v.k {
	case KindArray:
		for _, e := range v.Elems() {
			n += e.memSize()
		}
	case KindMap:
		m := v.Map()
		for i := range m.Keys {
			n += m.Keys[i].memSize() + m.Vals[i].memSize()
		}
	case KindStruct:
		s := v.Struct()
		for i := range s.Vals {
			n += s.Vals[i].memSize() + int64(len(s.Names[i]))
		}
	case KindDecimal:
		n += 32
	}
	return n
}
