package executor

import (
	"encoding/binary"
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Compare orders two non-NULL values: -1, 0 or 1. Numbers of any kind
// compare by value; dates and timestamps compare with each other and with
// strings read as dates; arrays and structs compare element by element.
// NULLs inside nested values sort last. Values of unrelated kinds compare
// by kind, so that sorting never fails.
func Compare(a, b Value) int {
	if a.k == b.k {
		switch a.k {
		case KindNull:
			return 0
		case KindBool, KindInt, KindDate, KindTime:
			return cmpInt(a.i, b.i)
		case KindTimestamp:
			return cmpInt(a.i, b.i)
		case KindFloat:
			return cmpFloat(a.Float(), b.Float())
		case KindString, KindBinary, KindJSON:
			if isJSONB(a) || isJSONB(b) {
				return cmpJSONBValues(a, b) // jsonb.go
			}
			if a.k == KindString && (a.t == ast.TypeChar || b.t == ast.TypeChar) {
				// a CHAR compares without its padding (PostgreSQL 15 run:
				// CAST('ab' AS CHAR(4)) = 'ab' and CAST('abc  ' AS CHAR(3))
				// = CAST('abc' AS CHAR(5)) are true; Hive ignores a CHAR's
				// trailing white space too, Hive language manual, Char).
				// DuckDB's CHAR is a VARCHAR, never a TypeChar; PostgreSQL's
				// CHAR against a TEXT is read as TEXT first (charsAsText).
				return strings.Compare(strings.TrimRight(a.s, " "), strings.TrimRight(b.s, " "))
			}
			return strings.Compare(a.s, b.s)
		case KindDecimal:
			return cmpDecimal(a, b)
		case KindInterval:
			x, y := a.Interval(), b.Interval()
			return cmpInt(intervalMicrosApprox(x), intervalMicrosApprox(y))
		case KindArray:
			return cmpSlices(a.Elems(), b.Elems())
		case KindStruct:
			return cmpSlices(a.Struct().Vals, b.Struct().Vals)
		case KindMap:
			am, bm := a.Map(), b.Map()
			if c := cmpSlices(am.Keys, bm.Keys); c != 0 {
				return c
			}
			return cmpSlices(am.Vals, bm.Vals)
		}
		return 0
	}
	if a.isNumeric() && b.isNumeric() {
		if a.k == KindFloat || b.k == KindFloat {
			return cmpFloat(a.asFloat(), b.asFloat())
		}
		return cmpDecimal(a, b)
	}
	// temporal against temporal or text
	if isTemporal(a) || isTemporal(b) {
		if x, y, ok := alignTemporal(a, b); ok {
			return cmpInt(x, y)
		}
	}
	if (a.k == KindString && b.k == KindJSON) || (a.k == KindJSON && b.k == KindString) {
		if isJSONB(a) || isJSONB(b) {
			return cmpJSONBValues(a, b) // a literal beside a jsonb is read as jsonb
		}
		return strings.Compare(a.s, b.s)
	}
	if a.k == KindBool && b.k == KindInt || a.k == KindInt && b.k == KindBool {
		return cmpInt(a.i, b.i)
	}
	return cmpInt(int64(a.k), int64(b.k))
}

func isTemporal(v Value) bool { return v.k == KindDate || v.k == KindTimestamp || v.k == KindTime }

// alignTemporal brings a date/timestamp pair (or one read from a string) to
// comparable microseconds.
func alignTemporal(a, b Value) (int64, int64, bool) {
	conv := func(v Value) (int64, bool) {
		switch v.k {
		case KindDate:
			return v.i * 86400e6, true
		case KindTimestamp, KindTime:
			return v.i, true
		case KindString:
			if ts, err := parseTimestamp(v.s); err == nil {
				return ts, true
			}
		}
		return 0, false
	}
	if a.k == KindTime || b.k == KindTime {
		if a.k == KindString {
			if t, err := parseTimeText(a.s); err == nil {
				return t, b.i, true
			}
		}
		if b.k == KindString {
			if t, err := parseTimeText(b.s); err == nil {
				return a.i, t, true
			}
		}
	}
	x, ok1 := conv(a)
	y, ok2 := conv(b)
	return x, y, ok1 && ok2
}

func intervalMicrosApprox(iv Interval) int64 {
	return int64(iv.Months)*30*86400e6 + int64(iv.Days)*86400e6 + iv.Micros
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpFloat orders floats with NaN greatest (PostgreSQL, DuckDB).
func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	case a == b:
		return 0
	case math.IsNaN(a) && math.IsNaN(b):
		return 0
	case math.IsNaN(a):
		return 1
	}
	return -1
}

func cmpDecimal(a, b Value) int {
	ua, sa := decParts(a)
	ub, sb := decParts(b)
	if sa == sb {
		return ua.Cmp(ub)
	}
	if sa < sb {
		ua = new(big.Int).Mul(ua, pow10(sb-sa))
	} else {
		ub = new(big.Int).Mul(ub, pow10(sa-sb))
	}
	return ua.Cmp(ub)
}

// decParts returns an integer or decimal as unscaled and scale.
func decParts(v Value) (*big.Int, int) {
	if v.k == KindDecimal {
		return v.DecimalUnscaled(), int(v.i)
	}
	return big.NewInt(v.i), 0
}

func cmpSlices(a, b []Value) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		x, y := a[i], b[i]
		switch {
		case x.k == KindNull && y.k == KindNull:
			continue
		case x.k == KindNull:
			return 1
		case y.k == KindNull:
			return -1
		}
		if c := Compare(x, y); c != 0 {
			return c
		}
	}
	return cmpInt(int64(len(a)), int64(len(b)))
}

// Equal is SQL equality of two non-NULL values (no three-valued logic).
func Equal(a, b Value) bool { return Compare(a, b) == 0 }

// NotDistinct is IS NOT DISTINCT FROM: NULLs equal each other.
func NotDistinct(a, b Value) bool {
	if a.k == KindNull || b.k == KindNull {
		return a.k == b.k
	}
	return Compare(a, b) == 0
}

// charKey is the text a CHAR value groups, joins and hashes by: without
// its trailing spaces, as Compare reads it (PostgreSQL 15 run: SELECT
// DISTINCT over CAST('a' AS CHAR(3)) and CAST('a ' AS CHAR(2)) gives one row,
// and so do GROUP BY, UNION and INTERSECT; a hash join of CHAR(3) 'a' with
// CHAR(5) 'a' matches).
func charKey(s string) string { return strings.TrimRight(s, " ") }

// appendCacheKey appends a byte encoding of v, a correlated value a
// subquery's result is cached by, that tells apart equal values a subquery
// may still read differently (appendKey makes them one): a CHAR's padding
// (PostgreSQL 15 run: over CAST('a' AS CHAR(3)) and CAST('a' AS CHAR(5)),
// (SELECT octet_length(x)) is 3 and 5), a decimal's scale (1.0 and 1.00 read
// as text), an interval's fields ('1 mon' and '30 days'), -0.0 and 0.0, a
// date and a timestamp, numbers of different types, jsonb documents
// equal as jsonb but written apart ({"a": 1} and {"a": 1.0}).
func appendCacheKey(buf []byte, v Value) []byte {
	buf = append(buf, byte(v.k), byte(v.t))
	switch v.k {
	case KindString, KindDecimal, KindInterval, KindFloat, KindJSON:
		buf = binary.LittleEndian.AppendUint64(buf, uint64(v.i))
		switch v.k {
		case KindDecimal:
			buf = append(v.DecimalUnscaled().Append(buf, 16), 0)
		case KindInterval:
			iv := v.Interval()
			buf = binary.LittleEndian.AppendUint32(buf, uint32(iv.Months))
			buf = binary.LittleEndian.AppendUint32(buf, uint32(iv.Days))
			buf = binary.LittleEndian.AppendUint64(buf, uint64(iv.Micros))
		}
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(v.s)))
		return append(buf, v.s...)
	}
	return appendKey(buf, v)
}

// appendKey appends a byte encoding of v such that values that are equal
// under SQL equality (and NULLs, for grouping) encode the same.
func appendKey(buf []byte, v Value) []byte {
	switch v.k {
	case KindNull:
		return append(buf, 0)
	case KindBool:
		return append(buf, 1, byte(v.i))
	case KindInt:
		buf = append(buf, 2)
		return binary.LittleEndian.AppendUint64(buf, uint64(v.i))
	case KindFloat:
		f := v.Float()
		if f == math.Trunc(f) && math.Abs(f) < 9e18 {
			buf = append(buf, 2)
			return binary.LittleEndian.AppendUint64(buf, uint64(int64(f)))
		}
		if math.IsNaN(f) {
			f = math.NaN()
		}
		buf = append(buf, 3)
		return binary.LittleEndian.AppendUint64(buf, math.Float64bits(f))
	case KindDecimal:
		u, s := v.DecimalUnscaled(), int(v.i)
		// normalize: strip trailing zeros
		if u.Sign() == 0 {
			s = 0
		}
		q, r := new(big.Int), new(big.Int)
		for s > 0 {
			q.QuoRem(u, big.NewInt(10), r)
			if r.Sign() != 0 {
				break
			}
			u = new(big.Int).Set(q)
			s--
		}
		if s == 0 && u.IsInt64() {
			buf = append(buf, 2)
			return binary.LittleEndian.AppendUint64(buf, uint64(u.Int64()))
		}
		buf = append(buf, 4)
		buf = append(buf, decimalString(u, s)...)
		return append(buf, 0)
	case KindString, KindJSON, KindBinary:
		if isJSONB(v) {
			return appendJSONBKey(buf, v) // jsonb.go
		}
		s := v.s
		if v.k == KindString && v.t == ast.TypeChar {
			s = charKey(s)
		}
		buf = append(buf, 5)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(s)))
		return append(buf, s...)
	case KindDate:
		buf = append(buf, 6)
		return binary.LittleEndian.AppendUint64(buf, uint64(v.i*86400e6))
	case KindTimestamp:
		buf = append(buf, 6)
		return binary.LittleEndian.AppendUint64(buf, uint64(v.i))
	case KindTime:
		buf = append(buf, 7)
		return binary.LittleEndian.AppendUint64(buf, uint64(v.i))
	case KindInterval:
		iv := v.Interval()
		buf = append(buf, 8)
		return binary.LittleEndian.AppendUint64(buf, uint64(intervalMicrosApprox(iv)))
	case KindArray:
		es := v.Elems()
		buf = append(buf, 9)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(es)))
		for _, e := range es {
			buf = appendKey(buf, e)
		}
		return buf
	case KindMap:
		m := v.Map()
		buf = append(buf, 10)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(m.Keys)))
		for i := range m.Keys {
			buf = appendKey(buf, m.Keys[i])
			buf = appendKey(buf, m.Vals[i])
		}
		return buf
	case KindStruct:
		s := v.Struct()
		buf = append(buf, 11)
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(s.Vals)))
		for _, e := range s.Vals {
			buf = appendKey(buf, e)
		}
		return buf
	}
	return append(buf, 255)
}
