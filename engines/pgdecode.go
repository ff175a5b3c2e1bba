package engines

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgtype"
)

// oidChar is the "char" type, which pgtype does not name.
const oidChar = 18

// binaryScalars are the scalar types decode reads in binary form.
var binaryScalars = map[uint32]bool{
	pgtype.BoolOID: true, pgtype.Int2OID: true, pgtype.Int4OID: true, pgtype.Int8OID: true,
	pgtype.OIDOID: true, pgtype.Float4OID: true, pgtype.Float8OID: true, pgtype.NumericOID: true,
	pgtype.TextOID: true, pgtype.VarcharOID: true, pgtype.BPCharOID: true, pgtype.NameOID: true,
	oidChar: true, pgtype.DateOID: true, pgtype.TimestampOID: true, pgtype.TimestamptzOID: true,
	pgtype.TimeOID: true, pgtype.IntervalOID: true, pgtype.JSONOID: true, pgtype.JSONBOID: true,
	pgtype.UUIDOID: true, pgtype.ByteaOID: true, pgtype.RecordOID: true,
}

var errShort = errors.New("truncated binary value")

// decode turns one value of type oid, in the given wire format, into a Value.
func (e *pgEngine) decode(oid uint32, format int16, src []byte) (Value, error) {
	if src == nil {
		return nil, nil
	}
	oid = e.baseOID(oid)
	tm := e.conn.TypeMap()
	if format == pgtype.TextFormatCode {
		return e.decodeText(oid, src)
	}
	switch oid {
	case pgtype.BoolOID:
		if len(src) != 1 {
			return nil, errShort
		}
		return src[0] != 0, nil
	case pgtype.Int2OID:
		if len(src) != 2 {
			return nil, errShort
		}
		return int64(int16(binary.BigEndian.Uint16(src))), nil
	case pgtype.Int4OID:
		if len(src) != 4 {
			return nil, errShort
		}
		return int64(int32(binary.BigEndian.Uint32(src))), nil
	case pgtype.OIDOID:
		if len(src) != 4 {
			return nil, errShort
		}
		return int64(binary.BigEndian.Uint32(src)), nil
	case pgtype.Int8OID:
		if len(src) != 8 {
			return nil, errShort
		}
		return int64(binary.BigEndian.Uint64(src)), nil
	case pgtype.Float4OID:
		if len(src) != 4 {
			return nil, errShort
		}
		return widenFloat32(math.Float32frombits(binary.BigEndian.Uint32(src))), nil
	case pgtype.Float8OID:
		if len(src) != 8 {
			return nil, errShort
		}
		return math.Float64frombits(binary.BigEndian.Uint64(src)), nil
	case pgtype.TextOID, pgtype.VarcharOID, pgtype.BPCharOID, pgtype.NameOID, oidChar:
		return string(src), nil
	case pgtype.NumericOID:
		var n pgtype.Numeric
		if err := tm.PlanScan(oid, format, &n).Scan(src, &n); err != nil {
			return nil, err
		}
		return numericValue(n), nil
	case pgtype.DateOID:
		var d pgtype.Date
		if err := tm.PlanScan(oid, format, &d).Scan(src, &d); err != nil {
			return nil, err
		}
		if s, ok := infinityText(d.InfinityModifier); ok {
			return s, nil
		}
		return FormatDate(d.Time), nil
	case pgtype.TimestampOID:
		var ts pgtype.Timestamp
		if err := tm.PlanScan(oid, format, &ts).Scan(src, &ts); err != nil {
			return nil, err
		}
		if s, ok := infinityText(ts.InfinityModifier); ok {
			return s, nil
		}
		return FormatTimestamp(ts.Time), nil
	case pgtype.TimestamptzOID:
		var ts pgtype.Timestamptz
		if err := tm.PlanScan(oid, format, &ts).Scan(src, &ts); err != nil {
			return nil, err
		}
		if s, ok := infinityText(ts.InfinityModifier); ok {
			return s, nil
		}
		return FormatTimestampTZ(ts.Time), nil
	case pgtype.TimeOID:
		if len(src) != 8 {
			return nil, errShort
		}
		us := int64(binary.BigEndian.Uint64(src))
		return FormatTime(time.UnixMicro(us).UTC()), nil
	case pgtype.IntervalOID:
		if len(src) != 16 {
			return nil, errShort
		}
		us := int64(binary.BigEndian.Uint64(src))
		days := int32(binary.BigEndian.Uint32(src[8:]))
		months := int32(binary.BigEndian.Uint32(src[12:]))
		return FormatInterval(months, days, us), nil
	case pgtype.JSONOID:
		return CanonicalJSON(string(src))
	case pgtype.JSONBOID:
		if len(src) == 0 || src[0] != 1 {
			return nil, fmt.Errorf("unknown jsonb version")
		}
		return CanonicalJSON(string(src[1:]))
	case pgtype.UUIDOID:
		if len(src) != 16 {
			return nil, errShort
		}
		return FormatUUID([16]byte(src)), nil
	case pgtype.ByteaOID:
		return FormatBytes(src), nil
	case pgtype.RecordOID:
		return e.decodeRecord(src, nil)
	}
	t, ok := tm.TypeForOID(oid)
	if !ok {
		return nil, fmt.Errorf("binary value of unknown type oid %d", oid)
	}
	switch c := t.Codec.(type) {
	case *pgtype.ArrayCodec:
		return e.decodeBinaryArray(src)
	case *pgtype.CompositeCodec:
		names := make([]string, len(c.Fields))
		for i, f := range c.Fields {
			names[i] = f.Name
		}
		return e.decodeRecord(src, names)
	case *pgtype.EnumCodec:
		return string(src), nil
	}
	// Another type inside an array or record: let pgx decode it.
	v, err := t.Codec.DecodeValue(tm, oid, format, src)
	if err != nil {
		return nil, err
	}
	if n, err := Normalize(v); err == nil {
		return n, nil
	}
	if s, ok := v.(fmt.Stringer); ok {
		return s.String(), nil
	}
	return fmt.Sprint(v), nil
}

func infinityText(m pgtype.InfinityModifier) (string, bool) {
	switch m {
	case pgtype.Infinity:
		return "infinity", true
	case pgtype.NegativeInfinity:
		return "-infinity", true
	}
	return "", false
}

func numericValue(n pgtype.Numeric) Value {
	switch {
	case !n.Valid:
		return nil
	case n.NaN:
		return Decimal("NaN")
	case n.InfinityModifier == pgtype.Infinity:
		return Decimal("Infinity")
	case n.InfinityModifier == pgtype.NegativeInfinity:
		return Decimal("-Infinity")
	}
	return DecimalFromScaled(n.Int, -int(n.Exp))
}

// decodeText reads PostgreSQL's text output of a type outside binaryScalars.
func (e *pgEngine) decodeText(oid uint32, src []byte) (Value, error) {
	t, ok := e.conn.TypeMap().TypeForOID(oid)
	if ok {
		if c, isArray := t.Codec.(*pgtype.ArrayCodec); isArray {
			delim := c.Delimiter
			if delim == 0 {
				delim = ','
			}
			return e.parseTextArray(string(src), c.ElementType.OID, delim)
		}
	}
	text := string(src)
	switch oid {
	case pgtype.BoolOID:
		return text == "t" || text == "true", nil
	case pgtype.Int2OID, pgtype.Int4OID, pgtype.Int8OID, pgtype.OIDOID:
		return strconv.ParseInt(text, 10, 64)
	case pgtype.Float4OID, pgtype.Float8OID:
		return parsePGFloat(text)
	case pgtype.NumericOID:
		return CanonicalDecimal(text)
	case pgtype.JSONOID, pgtype.JSONBOID:
		return CanonicalJSON(text)
	}
	if !utf8.Valid(src) {
		return FormatBytes(src), nil
	}
	return text, nil
}

func parsePGFloat(s string) (float64, error) {
	switch s {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	return strconv.ParseFloat(s, 64)
}

// decodeBinaryArray reads the binary array format: ndim, has-null flag,
// element OID, (length, lower bound) per dimension, then each element as a
// length (-1 for NULL) and bytes. Dimensions nest: {{1,2},{3,4}} is
// [[1, 2], [3, 4]]. Lower bounds are dropped.
func (e *pgEngine) decodeBinaryArray(src []byte) (Value, error) {
	if len(src) < 12 {
		return nil, errShort
	}
	ndim := int(int32(binary.BigEndian.Uint32(src)))
	elemOID := binary.BigEndian.Uint32(src[8:])
	p := 12
	if ndim == 0 {
		return []Value{}, nil
	}
	if ndim < 0 || ndim > 6 || len(src) < p+8*ndim {
		return nil, fmt.Errorf("bad array header")
	}
	dims := make([]int, ndim)
	for i := range dims {
		dims[i] = int(int32(binary.BigEndian.Uint32(src[p:])))
		p += 8
		if dims[i] < 0 {
			return nil, fmt.Errorf("bad array dimension")
		}
	}
	var build func(d int) ([]Value, error)
	build = func(d int) ([]Value, error) {
		out := make([]Value, dims[d])
		for i := range out {
			if d+1 < ndim {
				sub, err := build(d + 1)
				if err != nil {
					return nil, err
				}
				out[i] = sub
				continue
			}
			if len(src) < p+4 {
				return nil, errShort
			}
			n := int(int32(binary.BigEndian.Uint32(src[p:])))
			p += 4
			if n < 0 {
				continue // NULL element
			}
			if len(src) < p+n {
				return nil, errShort
			}
			v, err := e.decode(elemOID, pgtype.BinaryFormatCode, src[p:p+n])
			if err != nil {
				return nil, err
			}
			p += n
			out[i] = v
		}
		return out, nil
	}
	return build(0)
}

// decodeRecord reads the binary record/composite format: the field count,
// then per field its type OID, a length (-1 for NULL) and bytes. names may be
// nil (anonymous record): fields are then f1, f2, ...
func (e *pgEngine) decodeRecord(src []byte, names []string) (Value, error) {
	if len(src) < 4 {
		return nil, errShort
	}
	n := int(int32(binary.BigEndian.Uint32(src)))
	p := 4
	out := make(Struct, 0, max(n, 0))
	for i := 0; i < n; i++ {
		if len(src) < p+8 {
			return nil, errShort
		}
		oid := binary.BigEndian.Uint32(src[p:])
		size := int(int32(binary.BigEndian.Uint32(src[p+4:])))
		p += 8
		name := "f" + strconv.Itoa(i+1)
		if i < len(names) {
			name = names[i]
		}
		var v Value
		if size >= 0 {
			if len(src) < p+size {
				return nil, errShort
			}
			var err error
			if v, err = e.decode(oid, pgtype.BinaryFormatCode, src[p:p+size]); err != nil {
				return nil, err
			}
			p += size
		}
		out = append(out, Field{name, v})
	}
	return out, nil
}

// parseTextArray reads PostgreSQL's array text output: {1,2,NULL},
// {{1,2},{3,4}}, {"a b","say \"hi\""}, with an optional [lo:hi]= prefix.
// Elements are decoded as text of type elemOID.
func (e *pgEngine) parseTextArray(s string, elemOID uint32, delim byte) (Value, error) {
	if strings.HasPrefix(s, "[") {
		i := strings.Index(s, "=")
		if i < 0 {
			return nil, fmt.Errorf("bad array text %q", s)
		}
		s = s[i+1:]
	}
	p := 0
	var parse func() ([]Value, error)
	parse = func() ([]Value, error) {
		if p >= len(s) || s[p] != '{' {
			return nil, fmt.Errorf("bad array text %q", s)
		}
		p++
		out := []Value{}
		if p < len(s) && s[p] == '}' {
			p++
			return out, nil
		}
		for {
			if p >= len(s) {
				return nil, fmt.Errorf("bad array text %q", s)
			}
			switch {
			case s[p] == '{':
				sub, err := parse()
				if err != nil {
					return nil, err
				}
				out = append(out, sub)
			case s[p] == '"':
				var b strings.Builder
				p++
				for p < len(s) && s[p] != '"' {
					if s[p] == '\\' && p+1 < len(s) {
						p++
					}
					b.WriteByte(s[p])
					p++
				}
				p++ // closing quote
				v, err := e.decode(elemOID, pgtype.TextFormatCode, []byte(b.String()))
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			default:
				start := p
				for p < len(s) && s[p] != delim && s[p] != '}' {
					p++
				}
				tok := strings.TrimSpace(s[start:p])
				if strings.EqualFold(tok, "NULL") {
					out = append(out, nil)
					break
				}
				v, err := e.decode(elemOID, pgtype.TextFormatCode, []byte(tok))
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			if p >= len(s) {
				return nil, fmt.Errorf("bad array text %q", s)
			}
			if s[p] == '}' {
				p++
				return out, nil
			}
			if s[p] != delim {
				return nil, fmt.Errorf("bad array text %q", s)
			}
			p++
		}
	}
	return parse()
}
