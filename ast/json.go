package ast

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// MarshalJSON returns the JSON form of the tree rooted at n, for debugging,
// golden tests and tools. Each node is an object whose first key "node" is
// its type name (Binary, Select...), then "span", then its fields under
// their json tags, in declaration order (omitempty respected). Enums are
// their String() text; a span is {"start":{"offset","line","col"},"end":...};
// an Ident is {"name", "quoted" when true, "span"} and a QName an array of
// them. A nil n gives null.
func MarshalJSON(n Node) ([]byte, error) {
	e := newEncoder()
	defer e.free()
	if err := e.encode(n); err != nil {
		return nil, err
	}
	return bytes.Clone(e.buf), nil
}

// WriteJSON writes the JSON form of n (see MarshalJSON) to w, indented by
// two spaces per level when indent is set, followed by a newline.
func WriteJSON(w io.Writer, n Node, indent bool) error {
	e := newEncoder()
	defer e.free()
	if err := e.encode(n); err != nil {
		return err
	}
	e.buf = append(e.buf, '\n')
	if !indent {
		_, err := w.Write(e.buf)
		return err
	}
	b := bytes.NewBuffer(e.ind[:0])
	err := json.Indent(b, e.buf, "", "  ")
	if err == nil {
		_, err = w.Write(b.Bytes())
	}
	e.ind = b.Bytes()
	return err
}

type encoder struct {
	buf []byte
	ind []byte // WriteJSON's indented output
}

var encoderPool = sync.Pool{New: func() any { return &encoder{buf: make([]byte, 0, 16<<10)} }}

func newEncoder() *encoder { return encoderPool.Get().(*encoder) }

// free returns e to the pool unless its buffers grew too large to keep.
func (e *encoder) free() {
	if cap(e.buf) > 1<<20 || cap(e.ind) > 1<<20 {
		return
	}
	e.buf = e.buf[:0]
	encoderPool.Put(e)
}

// encode appends n to e.buf. The encoders only fail on a field type no node
// has today, which goes to encoding/json; its error comes back as a panic.
func (e *encoder) encode(n Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			je, ok := r.(jsonError)
			if !ok {
				panic(r)
			}
			err = je.err
		}
	}()
	if n == nil {
		e.buf = append(e.buf, "null"...)
		return nil
	}
	v := reflect.ValueOf(n)
	e.buf = typeEncoder(v.Type())(e.buf, v)
	return nil
}

type jsonError struct{ err error }

// encFunc appends the JSON form of v, a value of the type it was built for.
// Encoders pass the buffer along rather than storing it, which keeps it out
// of the heap (and away from write barriers).
type encFunc func(b []byte, v reflect.Value) []byte

var (
	encoderCache sync.Map // reflect.Type -> encFunc
	spanType     = reflect.TypeFor[Span]()
	posType      = reflect.TypeFor[Pos]()
	identType    = reflect.TypeFor[Ident]()
	stringerType = reflect.TypeFor[fmt.Stringer]()
)

// typeEncoder returns the encoder of t, building it once.
func typeEncoder(t reflect.Type) encFunc {
	if f, ok := encoderCache.Load(t); ok {
		return f.(encFunc)
	}
	// Node types are recursive (a Query holds CTEs holding Queries): store
	// a forwarding encoder first, as encoding/json does, so that building
	// t's encoder can refer to t's.
	var (
		wg sync.WaitGroup
		f  encFunc
	)
	wg.Add(1)
	fi, loaded := encoderCache.LoadOrStore(t, encFunc(func(b []byte, v reflect.Value) []byte {
		wg.Wait()
		return f(b, v)
	}))
	if loaded {
		return fi.(encFunc)
	}
	f = newTypeEncoder(t)
	wg.Done()
	encoderCache.Store(t, f)
	return f
}

func newTypeEncoder(t reflect.Type) encFunc {
	switch {
	case t == spanType:
		return func(b []byte, v reflect.Value) []byte { return appendSpan(b, addr[Span](v)) }
	case t == posType:
		return func(b []byte, v reflect.Value) []byte { return appendPos(b, addr[Pos](v)) }
	case t == identType:
		return func(b []byte, v reflect.Value) []byte { return appendIdent(b, addr[Ident](v)) }
	case t.Kind() >= reflect.Int && t.Kind() <= reflect.Uint64 && t.Implements(stringerType):
		return enumEncoder(t)
	}
	switch t.Kind() {
	case reflect.Pointer:
		if t.Elem() == identType {
			return func(b []byte, v reflect.Value) []byte {
				if v.IsNil() {
					return append(b, "null"...)
				}
				return appendIdent(b, (*Ident)(v.UnsafePointer()))
			}
		}
		elem := typeEncoder(t.Elem())
		return func(b []byte, v reflect.Value) []byte {
			if v.IsNil() {
				return append(b, "null"...)
			}
			return elem(b, v.Elem())
		}
	case reflect.Interface:
		return func(b []byte, v reflect.Value) []byte {
			if v.IsNil() {
				return append(b, "null"...)
			}
			v = v.Elem()
			return typeEncoder(v.Type())(b, v)
		}
	case reflect.Slice:
		elem := typeEncoder(t.Elem())
		return func(b []byte, v reflect.Value) []byte {
			if v.IsNil() {
				return append(b, "null"...)
			}
			b = append(b, '[')
			for i := range v.Len() {
				if i > 0 {
					b = append(b, ',')
				}
				b = elem(b, v.Index(i))
			}
			return append(b, ']')
		}
	case reflect.Struct:
		return structEncoder(t)
	case reflect.String:
		return func(b []byte, v reflect.Value) []byte { return appendString(b, v.String()) }
	case reflect.Bool:
		return func(b []byte, v reflect.Value) []byte { return strconv.AppendBool(b, v.Bool()) }
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return func(b []byte, v reflect.Value) []byte { return strconv.AppendInt(b, v.Int(), 10) }
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return func(b []byte, v reflect.Value) []byte { return strconv.AppendUint(b, v.Uint(), 10) }
	}
	// Anything else (no node has such a field today) goes to encoding/json.
	return func(b []byte, v reflect.Value) []byte {
		data, err := json.Marshal(v.Interface())
		if err != nil {
			panic(jsonError{err})
		}
		return append(b, data...)
	}
}

// enumEncoder writes an enum as its String() text. The texts of a one-byte
// enum are computed once.
func enumEncoder(t reflect.Type) encFunc {
	signed := t.Kind() <= reflect.Int64
	if t.Size() == 1 {
		var names [256][]byte
		for i := range names {
			x := reflect.New(t).Elem()
			if signed {
				x.SetInt(int64(int8(i)))
			} else {
				x.SetUint(uint64(i))
			}
			names[i] = appendString(nil, x.Interface().(fmt.Stringer).String())
		}
		return func(b []byte, v reflect.Value) []byte {
			if signed {
				return append(b, names[uint8(v.Int())]...)
			}
			return append(b, names[uint8(v.Uint())]...)
		}
	}
	return func(b []byte, v reflect.Value) []byte {
		return appendString(b, v.Interface().(fmt.Stringer).String())
	}
}

// field is one field in the plan of a struct type.
type field struct {
	index     int
	key       []byte // `,"name":`
	omitEmpty bool
	enc       encFunc
}

// structEncoder builds the field plan of a struct type. A struct embedding
// Span is a node: it gets "node" and "span" keys first.
func structEncoder(t reflect.Type) encFunc {
	var (
		fields []field
		span   = -1
	)
	for i := range t.NumField() {
		sf := t.Field(i)
		if sf.Anonymous && sf.Type == spanType {
			span = i
			continue
		}
		if !sf.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if name == "-" && opts == "" {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		fields = append(fields, field{
			index:     i,
			key:       append(appendString([]byte{','}, name), ':'),
			omitEmpty: hasOption(opts, "omitempty"),
			enc:       typeEncoder(sf.Type),
		})
	}
	if span < 0 {
		return func(b []byte, v reflect.Value) []byte {
			b = append(b, '{')
			comma := false
			for i := range fields {
				f := &fields[i]
				fv := v.Field(f.index)
				if f.omitEmpty && isEmptyValue(fv) {
					continue
				}
				if comma {
					b = append(b, f.key...)
				} else {
					b = append(b, f.key[1:]...)
					comma = true
				}
				b = f.enc(b, fv)
			}
			return append(b, '}')
		}
	}
	head := append(appendString([]byte(`{"node":`), t.Name()), `,"span":`...)
	return func(b []byte, v reflect.Value) []byte {
		b = append(b, head...)
		b = appendSpan(b, addr[Span](v.Field(span)))
		for i := range fields {
			f := &fields[i]
			fv := v.Field(f.index)
			if f.omitEmpty && isEmptyValue(fv) {
				continue
			}
			b = append(b, f.key...)
			b = f.enc(b, fv)
		}
		return append(b, '}')
	}
}

func hasOption(opts, want string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == want {
			return true
		}
	}
	return false
}

// isEmptyValue is encoding/json's omitempty test: structs are never empty.
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String, reflect.Slice, reflect.Map, reflect.Array:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// addr returns a pointer to v, a T, without copying it when v is addressable
// (as every value reached through a node pointer is).
func addr[T any](v reflect.Value) *T {
	if v.CanAddr() {
		return (*T)(v.Addr().UnsafePointer())
	}
	x := v.Interface().(T)
	return &x
}

// appendInt is strconv.AppendInt with a fast path for the small
// non-negative numbers that positions are.
func appendInt(b []byte, i int) []byte {
	if i < 0 || i >= 1e8 {
		return strconv.AppendInt(b, int64(i), 10)
	}
	if i < 10 {
		return append(b, byte('0'+i))
	}
	var d [8]byte
	n := len(d)
	for i > 0 {
		n--
		d[n] = byte('0' + i%10)
		i /= 10
	}
	return append(b, d[n:]...)
}

func appendPos(b []byte, p *Pos) []byte {
	b = append(b, `{"offset":`...)
	b = appendInt(b, p.Offset)
	b = append(b, `,"line":`...)
	b = appendInt(b, p.Line)
	b = append(b, `,"col":`...)
	b = appendInt(b, p.Col)
	return append(b, '}')
}

func appendSpan(b []byte, s *Span) []byte {
	b = append(b, `{"start":`...)
	b = appendPos(b, &s.Start)
	b = append(b, `,"end":`...)
	b = appendPos(b, &s.End)
	return append(b, '}')
}

func appendIdent(b []byte, id *Ident) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, id.Name)
	if id.Quoted {
		b = append(b, `,"quoted":true`...)
	}
	b = append(b, `,"span":`...)
	b = appendSpan(b, &id.Span)
	return append(b, '}')
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string. Unlike encoding/json it leaves
// <, > and & alone, which SQL operators are full of; invalid UTF-8 becomes
// U+FFFD.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			// Valid JSON, but not valid JavaScript: escape as encoding/json does.
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
