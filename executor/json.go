package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// JSON documents are read and written with internal/jsontext, which keeps
// object members in order and numbers as written, so that json_each,
// json_tuple and FLATTEN report exactly what was written.

// jsonText is a JSON value as the JSON functions give it as SQL text
// (jsontext.Node.Unquoted): a string unquoted, a JSON null as NULL,
// anything else written in style st (get_json_object and json_tuple:
// Compact; PostgreSQL's json_each_text and json_array_elements_text:
// AsWritten; their jsonb forms: JSONBLayout).
func jsonText(n *jsontext.Node, st jsontext.Style) Value {
	s, ok := n.Unquoted(st)
	if !ok {
		return Null
	}
	return StringValue(s)
}

// jsonToValue converts JSON to a SQL value: numbers to BIGINT, DECIMAL or
// DOUBLE, arrays to arrays, objects to structs.
func jsonToValue(n *jsontext.Node) Value {
	switch n.Kind {
	case jsontext.Null:
		return Null
	case jsontext.Bool:
		return BoolValue(n.Text == "true")
	case jsontext.Number:
		if i, err := strconv.ParseInt(n.Text, 10, 64); err == nil {
			return IntValue(i)
		}
		f, _ := strconv.ParseFloat(n.Text, 64)
		return FloatValue(f)
	case jsontext.String:
		return StringValue(n.Text)
	case jsontext.Array:
		out := make([]Value, len(n.Arr))
		for i, e := range n.Arr {
			out[i] = jsonToValue(e)
		}
		return ArrayValue(out)
	case jsontext.Object:
		vals := make([]Value, len(n.Vals))
		for i, e := range n.Vals {
			vals[i] = jsonToValue(e)
		}
		return StructOf(append([]string(nil), n.Keys...), vals)
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
			jsontext.WriteString(b, s)
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
			jsontext.WriteString(b, m.Keys[i].String())
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
			jsontext.WriteString(b, s.Names[i])
			b.WriteByte(':')
			writeValueJSON(b, s.Vals[i])
		}
		b.WriteByte('}')
	default:
		jsontext.WriteString(b, v.String())
	}
}

// jsonPath evaluates a JSONPath subset: $, .key, ['key'], [n], [*]; a
// path starting with / is a JSON pointer (DuckDB).
func jsonPath(root *jsontext.Node, path string) (*jsontext.Node, bool) {
	return jsonPathMember(root, path, (*jsontext.Node).Member, false)
}

// jsonPathMember is jsonPath reading an object's member with member (the
// first or the last of a repeated name); indexAsName: an index applied to
// an object reads the member of that name (Trino's JsonExtract: $[0] of
// {"0": 5} is 5).
func jsonPathMember(root *jsontext.Node, path string, member func(*jsontext.Node, string) (*jsontext.Node, bool), indexAsName bool) (*jsontext.Node, bool) {
	if strings.HasPrefix(path, "/") {
		return jsonPointer(root, path)
	}
	p := strings.TrimSpace(path)
	if !strings.HasPrefix(p, "$") {
		// bare key (PostgreSQL ->> style or Snowflake path a.b)
		p = "$." + p
	}
	p = p[1:]
	cur := []*jsontext.Node{root}
	wild := false
	for len(p) > 0 {
		var next []*jsontext.Node
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
					if c.Kind == jsontext.Object {
						next = append(next, c.Vals...)
					}
				}
				break
			}
			if strings.HasPrefix(key, `"`) && strings.HasSuffix(key, `"`) && len(key) >= 2 {
				key = key[1 : len(key)-1]
			}
			for _, c := range cur {
				if v, ok := member(c, key); ok {
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
					if c.Kind == jsontext.Array {
						next = append(next, c.Arr...)
					}
				}
			case len(sel) >= 2 && (sel[0] == '\'' || sel[0] == '"'):
				key := sel[1 : len(sel)-1]
				for _, c := range cur {
					if v, ok := c.Member(key); ok {
						next = append(next, v)
					}
				}
			default:
				idx, err := strconv.Atoi(sel)
				if err != nil {
					return nil, false
				}
				for _, c := range cur {
					if indexAsName && c.Kind == jsontext.Object && idx >= 0 {
						if v, ok := member(c, strconv.Itoa(idx)); ok {
							next = append(next, v)
						}
					}
					if c.Kind == jsontext.Array {
						i := idx
						if i < 0 {
							i += len(c.Arr)
						}
						if i >= 0 && i < len(c.Arr) {
							next = append(next, c.Arr[i])
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
		return &jsontext.Node{Kind: jsontext.Array, Arr: cur}, true
	}
	if len(cur) != 1 {
		return nil, false
	}
	return cur[0], true
}

// jsonPointer evaluates a JSON pointer (RFC 6901, as DuckDB reads a path
// starting with /): each /-separated token, ~1 read as / and ~0 as ~, is
// a member name of an object or an index of an array.
func jsonPointer(root *jsontext.Node, path string) (*jsontext.Node, bool) {
	cur := root
	for _, tok := range strings.Split(path[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch cur.Kind {
		case jsontext.Object:
			v, ok := cur.Member(tok)
			if !ok {
				return nil, false
			}
			cur = v
		case jsontext.Array:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(cur.Arr) || tok != strconv.Itoa(i) {
				return nil, false
			}
			cur = cur.Arr[i]
		default:
			return nil, false
		}
	}
	return cur, true
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

// jsonbValue is v, a JSON value, as PostgreSQL's jsonb holds it and writes
// it back (internal/jsontext/jsonb.go; PostgreSQL 15 run: CAST('{"b":1,
// "a" : [1,  2]}' AS jsonb)::text is {"a": [1, 2], "b": 1}, CAST('1e2' AS
// jsonb) 100, CAST('{"a":1,"a":2}' AS jsonb) {"a": 2}), so that equal
// jsonb documents compare equal; a document jsonb cannot hold is an error.
func jsonbValue(v Value) (Value, error) {
	if v.k != KindJSON {
		return v, nil
	}
	n, err := jsontext.Parse(v.s, jsontext.JSONB)
	if err != nil {
		return Null, err
	}
	return JSONBValue(n.JSON(jsontext.JSONBLayout)), nil
}
