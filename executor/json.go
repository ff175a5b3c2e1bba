package executor

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A small JSON reader that keeps object members in order and numbers as
// text, so json_each, json_tuple and FLATTEN report exactly what was written.

type jsonKind uint8

const (
	jNull jsonKind = iota
	jBool
	jNumber
	jString
	jArray
	jObject
)

type jsonNode struct {
	kind jsonKind
	text string // number text, string value, "true"/"false"
	arr  []*jsonNode
	keys []string
	vals []*jsonNode
	// raw is the value's text as written in the document (PostgreSQL's
	// json type gives values so: asWritten).
	raw string
}

func parseJSON(s string) (*jsonNode, error) { return parseJSONAs(s, false) }

// parseJSONDuck reads s as DuckDB's JSON functions do (json_valid,
// json_type, CAST(... AS JSON)).
func parseJSONDuck(s string) (*jsonNode, error) { return parseJSONAs(s, true) }

// parseJSONAs reads s as one JSON value, whitespace around it allowed,
// with DuckDB's reader (jsonParser.duck) or the strict one.
func parseJSONAs(s string, duck bool) (*jsonNode, error) {
	p := &jsonParser{s: s, duck: duck}
	p.ws()
	n, err := p.value(0)
	if err != nil {
		return nil, err
	}
	p.ws()
	if p.i != len(p.s) {
		return nil, fmt.Errorf("invalid JSON: trailing text at offset %d", p.i)
	}
	return n, nil
}

// parseJSONPrefix reads the JSON value at the start of s (after
// whitespace) and ignores whatever follows it, as a reader that stops
// after one value does (Hive's and Spark's json_tuple: {"a": 1} x has a =
// 1).
func parseJSONPrefix(s string) (*jsonNode, error) {
	p := &jsonParser{s: s}
	p.ws()
	return p.value(0)
}

type jsonParser struct {
	s string
	i int
	// duck reads as DuckDB's JSON reader: NaN and Infinity (any case,
	// optionally negative) and trailing commas are accepted; a raw control
	// character in a string and an escaped lone surrogate are not.
	duck bool
	// jsonb reads as PostgreSQL's jsonb input (parseJSONB): a raw control
	// character in a string, \u0000 and an escaped surrogate that is not
	// part of a pair are errors.
	jsonb bool
}

// closes reports, for DuckDB's reader, a trailing comma before the closing
// bracket c: the bracket is consumed.
func (p *jsonParser) closes(c byte) bool {
	if !p.duck {
		return false
	}
	p.ws()
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// nonFinite reads DuckDB's NaN / Infinity tokens (any case, an optional
// minus sign): nan, inf, infinity.
func (p *jsonParser) nonFinite() (string, bool) {
	rest := p.s[p.i:]
	sign := ""
	if strings.HasPrefix(rest, "-") {
		sign, rest = "-", rest[1:]
	}
	for _, w := range []string{"infinity", "inf", "nan"} {
		if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) {
			p.i += len(sign) + len(w)
			return sign + rest[:len(w)], true
		}
	}
	return "", false
}

func (p *jsonParser) ws() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

// value reads one JSON value and records its text as written (raw).
func (p *jsonParser) value(depth int) (*jsonNode, error) {
	start := p.i
	n, err := p.valueAt(depth, start)
	if err == nil {
		n.raw = p.s[start:p.i]
	}
	return n, err
}

func (p *jsonParser) valueAt(depth, start int) (*jsonNode, error) {
	if depth > 1000 {
		return nil, fmt.Errorf("invalid JSON: nested too deeply")
	}
	if p.i >= len(p.s) {
		return nil, fmt.Errorf("invalid JSON: unexpected end")
	}
	switch c := p.s[p.i]; {
	case c == '{':
		p.i++
		n := &jsonNode{kind: jObject}
		p.ws()
		if p.i < len(p.s) && p.s[p.i] == '}' {
			p.i++
			return n, nil
		}
		for {
			p.ws()
			if p.i >= len(p.s) || p.s[p.i] != '"' {
				return nil, fmt.Errorf("invalid JSON: expected a key at offset %d", p.i)
			}
			k, err := p.str()
			if err != nil {
				return nil, err
			}
			p.ws()
			if p.i >= len(p.s) || p.s[p.i] != ':' {
				return nil, fmt.Errorf("invalid JSON: expected ':' at offset %d", p.i)
			}
			p.i++
			p.ws()
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			n.keys = append(n.keys, k)
			n.vals = append(n.vals, v)
			p.ws()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
				if p.closes('}') {
					return n, nil
				}
				continue
			}
			if p.i < len(p.s) && p.s[p.i] == '}' {
				p.i++
				return n, nil
			}
			return nil, fmt.Errorf("invalid JSON: expected ',' or '}' at offset %d", p.i)
		}
	case c == '[':
		p.i++
		n := &jsonNode{kind: jArray}
		p.ws()
		if p.i < len(p.s) && p.s[p.i] == ']' {
			p.i++
			return n, nil
		}
		for {
			p.ws()
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			n.arr = append(n.arr, v)
			p.ws()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
				if p.closes(']') {
					return n, nil
				}
				continue
			}
			if p.i < len(p.s) && p.s[p.i] == ']' {
				p.i++
				return n, nil
			}
			return nil, fmt.Errorf("invalid JSON: expected ',' or ']' at offset %d", p.i)
		}
	case c == '"':
		s, err := p.str()
		if err != nil {
			return nil, err
		}
		return &jsonNode{kind: jString, text: s}, nil
	case c == 't' && strings.HasPrefix(p.s[p.i:], "true"):
		p.i += 4
		return &jsonNode{kind: jBool, text: "true"}, nil
	case c == 'f' && strings.HasPrefix(p.s[p.i:], "false"):
		p.i += 5
		return &jsonNode{kind: jBool, text: "false"}, nil
	case c == 'n' && strings.HasPrefix(p.s[p.i:], "null"):
		p.i += 4
		return &jsonNode{kind: jNull}, nil
	case p.duck && (c == '-' || c == 'n' || c == 'N' || c == 'i' || c == 'I'):
		if t, ok := p.nonFinite(); ok {
			return &jsonNode{kind: jNumber, text: t}, nil
		}
		if c != '-' {
			break
		}
		fallthrough
	case c == '-' || c >= '0' && c <= '9':
		if !p.number() {
			end := p.i
			for end < len(p.s) && strings.IndexByte("0123456789.eE+-", p.s[end]) >= 0 {
				end++
			}
			return nil, fmt.Errorf("invalid JSON number %q", p.s[start:end])
		}
		return &jsonNode{kind: jNumber, text: p.s[start:p.i]}, nil
	}
	return nil, fmt.Errorf("invalid JSON at offset %d", p.i)
}

// number reads a number of the JSON grammar (RFC 8259, section 6):
// -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?. A leading zero
// before other digits, a bare point ("1.") or a bare exponent ("1e") is
// not JSON; a value out of the float range (1e400) is.
func (p *jsonParser) number() bool {
	digits := func() int {
		n := 0
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	if p.s[p.i] == '-' {
		p.i++
	}
	switch {
	case p.i < len(p.s) && p.s[p.i] == '0':
		p.i++
	case digits() == 0:
		return false
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return false
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return false
		}
	}
	return true
}

func (p *jsonParser) str() (string, error) {
	p.i++ // opening quote
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return b.String(), nil
		case c == '\\':
			if p.i+1 >= len(p.s) {
				return "", fmt.Errorf("invalid JSON string escape")
			}
			e := p.s[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				if p.i+4 > len(p.s) {
					return "", fmt.Errorf("invalid JSON unicode escape")
				}
				r, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
				if err != nil {
					return "", fmt.Errorf("invalid JSON unicode escape")
				}
				p.i += 4
				if p.jsonb {
					if err := p.jsonbEscape(&b, rune(r)); err != nil {
						return "", err
					}
					continue
				}
				if r >= 0xD800 && r < 0xDC00 && p.i+6 <= len(p.s) && p.s[p.i] == '\\' && p.s[p.i+1] == 'u' {
					if r2, err := strconv.ParseUint(p.s[p.i+2:p.i+6], 16, 32); err == nil && r2 >= 0xDC00 && r2 < 0xE000 {
						p.i += 6
						r = (r-0xD800)<<10 + (r2 - 0xDC00) + 0x10000
					}
				}
				if p.duck && r >= 0xD800 && r < 0xE000 {
					return "", fmt.Errorf("invalid JSON: lone UTF-16 surrogate")
				}
				b.WriteRune(rune(r))
			default:
				return "", fmt.Errorf("invalid JSON string escape \\%c", e)
			}
		case c < 0x20 && (p.duck || p.jsonb):
			return "", fmt.Errorf("invalid JSON: raw control character in a string")
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	return "", fmt.Errorf("invalid JSON: unterminated string")
}

// text renders the node as compact JSON.
func (n *jsonNode) textJSON() string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

func (n *jsonNode) write(b *strings.Builder) {
	switch n.kind {
	case jNull:
		b.WriteString("null")
	case jBool, jNumber:
		b.WriteString(n.text)
	case jString:
		writeJSONString(b, n.text)
	case jArray:
		b.WriteByte('[')
		for i, e := range n.arr {
			if i > 0 {
				b.WriteByte(',')
			}
			e.write(b)
		}
		b.WriteByte(']')
	case jObject:
		b.WriteByte('{')
		for i, k := range n.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, k)
			b.WriteByte(':')
			n.vals[i].write(b)
		}
		b.WriteByte('}')
	}
}

func writeJSONString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20:
			fmt.Fprintf(b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
}

// asWritten is the node's JSON text as PostgreSQL's json type (not jsonb)
// gives it: as written in the document, whitespace and escapes kept
// (checked on PostgreSQL 15: json_array_elements_text('[{"a":  1}]') is
// '{"a":  1}').
func (n *jsonNode) asWritten() string {
	if n.raw != "" {
		return n.raw
	}
	return n.textJSON()
}

// pgText is the node as PostgreSQL's json functions give it as text
// (json_array_elements_text, json_each_text): a string unquoted, null
// as NULL, anything else as written.
func (n *jsonNode) pgText() Value {
	switch n.kind {
	case jNull:
		return Null
	case jString:
		return StringValue(n.text)
	}
	return StringValue(n.asWritten())
}

// memberLast is the value of the last member named key, as a reader that
// fills a map member by member leaves it (Hive's json_tuple reads the
// document into a Java map); skipNull: a member whose value is JSON null
// does not replace an earlier value (Spark's json_tuple, which skips null
// values as it streams the members).
func (n *jsonNode) memberLast(key string, skipNull bool) (*jsonNode, bool) {
	if n.kind != jObject {
		return nil, false
	}
	var found *jsonNode
	for i, k := range n.keys {
		if k == key && (found == nil || !skipNull || n.vals[i].kind != jNull) {
			found = n.vals[i]
		}
	}
	return found, found != nil
}

// scalarText is the text of a node as get_json_object returns it: strings
// unquoted, other scalars as written, containers as JSON text, null as NULL.
func (n *jsonNode) scalarText() Value {
	switch n.kind {
	case jNull:
		return Null
	case jString:
		return StringValue(n.text)
	case jBool, jNumber:
		return StringValue(n.text)
	}
	return StringValue(n.textJSON())
}

// jsonToValue converts JSON to a SQL value: numbers to BIGINT, DECIMAL or
// DOUBLE, arrays to arrays, objects to structs.
func jsonToValue(n *jsonNode) Value {
	switch n.kind {
	case jNull:
		return Null
	case jBool:
		return BoolValue(n.text == "true")
	case jNumber:
		if i, err := strconv.ParseInt(n.text, 10, 64); err == nil {
			return IntValue(i)
		}
		f, _ := strconv.ParseFloat(n.text, 64)
		return FloatValue(f)
	case jString:
		return StringValue(n.text)
	case jArray:
		out := make([]Value, len(n.arr))
		for i, e := range n.arr {
			out[i] = jsonToValue(e)
		}
		return ArrayValue(out)
	case jObject:
		vals := make([]Value, len(n.vals))
		for i, e := range n.vals {
			vals[i] = jsonToValue(e)
		}
		return StructOf(append([]string(nil), n.keys...), vals)
	}
	return Null
}

// toJSONText renders a SQL value as JSON.
func toJSONText(v Value) string {
	var b strings.Builder
	writeValueJSON(&b, v)
	return b.String()
}

func writeValueJSON(b *strings.Builder, v Value) {
	switch v.k {
	case KindNull:
		b.WriteString("null")
	case KindBool, KindInt:
		b.WriteString(v.String())
	case KindFloat:
		s := v.String()
		if s == "NaN" || strings.Contains(s, "Infinity") {
			writeJSONString(b, s)
		} else {
			b.WriteString(s)
		}
	case KindDecimal:
		b.WriteString(decimalString(v.DecimalUnscaled(), int(v.i)))
	case KindJSON:
		b.WriteString(v.s)
	case KindArray:
		b.WriteByte('[')
		for i, e := range v.Elems() {
			if i > 0 {
				b.WriteByte(',')
			}
			writeValueJSON(b, e)
		}
		b.WriteByte(']')
	case KindMap:
		m := v.Map()
		b.WriteByte('{')
		for i := range m.Keys {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, m.Keys[i].String())
			b.WriteByte(':')
			writeValueJSON(b, m.Vals[i])
		}
		b.WriteByte('}')
	case KindStruct:
		s := v.Struct()
		b.WriteByte('{')
		for i := range s.Names {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSONString(b, s.Names[i])
			b.WriteByte(':')
			writeValueJSON(b, s.Vals[i])
		}
		b.WriteByte('}')
	default:
		writeJSONString(b, v.String())
	}
}

// jsonPath evaluates a JSONPath subset: $, .key, ['key'], [n], [*]; a
// path starting with / is a JSON pointer (DuckDB).
func jsonPath(root *jsonNode, path string) (*jsonNode, bool) {
	if strings.HasPrefix(path, "/") {
		return jsonPointer(root, path)
	}
	p := strings.TrimSpace(path)
	if !strings.HasPrefix(p, "$") {
		// bare key (PostgreSQL ->> style or Snowflake path a.b)
		p = "$." + p
	}
	p = p[1:]
	cur := []*jsonNode{root}
	wild := false
	for len(p) > 0 {
		var next []*jsonNode
		switch {
		case p[0] == '.':
			p = p[1:]
			end := strings.IndexAny(p, ".[")
			if end < 0 {
				end = len(p)
			}
			key := p[:end]
			p = p[end:]
			if key == "*" {
				wild = true
				for _, c := range cur {
					if c.kind == jObject {
						next = append(next, c.vals...)
					}
				}
				break
			}
			if strings.HasPrefix(key, `"`) && strings.HasSuffix(key, `"`) && len(key) >= 2 {
				key = key[1 : len(key)-1]
			}
			for _, c := range cur {
				if v, ok := c.member(key); ok {
					next = append(next, v)
				}
			}
		case p[0] == '[':
			end := strings.IndexByte(p, ']')
			if end < 0 {
				return nil, false
			}
			sel := strings.TrimSpace(p[1:end])
			p = p[end+1:]
			switch {
			case sel == "*":
				wild = true
				for _, c := range cur {
					if c.kind == jArray {
						next = append(next, c.arr...)
					}
				}
			case len(sel) >= 2 && (sel[0] == '\'' || sel[0] == '"'):
				key := sel[1 : len(sel)-1]
				for _, c := range cur {
					if v, ok := c.member(key); ok {
						next = append(next, v)
					}
				}
			default:
				idx, err := strconv.Atoi(sel)
				if err != nil {
					return nil, false
				}
				for _, c := range cur {
					if c.kind == jArray {
						i := idx
						if i < 0 {
							i += len(c.arr)
						}
						if i >= 0 && i < len(c.arr) {
							next = append(next, c.arr[i])
						}
					}
				}
			}
		default:
			return nil, false
		}
		cur = next
		if len(cur) == 0 {
			return nil, false
		}
	}
	if wild {
		if len(cur) == 1 {
			return cur[0], true
		}
		return &jsonNode{kind: jArray, arr: cur}, true
	}
	if len(cur) != 1 {
		return nil, false
	}
	return cur[0], true
}

// jsonPointer evaluates a JSON pointer (RFC 6901, as DuckDB reads a path
// starting with /): each /-separated token, ~1 read as / and ~0 as ~, is
// a member name of an object or an index of an array.
func jsonPointer(root *jsonNode, path string) (*jsonNode, bool) {
	cur := root
	for _, tok := range strings.Split(path[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch cur.kind {
		case jObject:
			v, ok := cur.member(tok)
			if !ok {
				return nil, false
			}
			cur = v
		case jArray:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(cur.arr) || tok != strconv.Itoa(i) {
				return nil, false
			}
			cur = cur.arr[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

func (n *jsonNode) member(key string) (*jsonNode, bool) {
	if n.kind != jObject {
		return nil, false
	}
	for i, k := range n.keys {
		if k == key {
			return n.vals[i], true
		}
	}
	return nil, false
}

// jsonNumberValue reads a JSON number as the narrowest exact SQL value.
func jsonNumberValue(text string) Value {
	if i, err := strconv.ParseInt(text, 10, 64); err == nil {
		return IntValue(i)
	}
	if d, err := parseDecimal(text); err == nil && !strings.ContainsAny(text, "eE") {
		return d
	}
	f, _ := strconv.ParseFloat(text, 64)
	return FloatValue(f)
}

var _ = big.NewInt
