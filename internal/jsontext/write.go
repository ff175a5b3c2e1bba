package jsontext

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Style is the layout a value is written back in.
type Style uint8

const (
	// Compact writes no whitespace; a number as written; a string with ",
	// \, newline, carriage return and tab escaped as \", \\, \n, \r, \t,
	// any other control character as \u00xx (lower-case hex) and
	// everything else (/, U+007F, non-ASCII, bytes that are not UTF-8) as
	// is. This is how the source semantics write an object or array
	// (json_tuple, get_json_object, to_json).
	Compact Style = iota
	// AsWritten gives the value's text as written in the document
	// (PostgreSQL's json type, not jsonb: whitespace and escapes kept;
	// checked on PostgreSQL 15: json_array_elements_text('[{"a":  1}]') is
	// '{"a":  1}'); a node not read from text is written Compact.
	AsWritten
	// JSONBLayout writes as PostgreSQL writes a jsonb value: a space after
	// each ',' and ':' of an object or array ({"a": 3, "b": [1, 2]}), a
	// string escaped as Compact does and also backspace and form feed as
	// \b and \f.
	JSONBLayout
)

// JSON is the node written as JSON text in style st.
func (n *Node) JSON(st Style) string {
	var b strings.Builder
	n.Write(&b, st)
	return b.String()
}

// Unquoted is the node as the JSON functions give a value as SQL text
// (get_json_object, json_tuple, PostgreSQL's json_each_text and
// json_array_elements_text): a string unquoted, anything else but a JSON
// null written in style st; false for a JSON null (SQL NULL).
func (n *Node) Unquoted(st Style) (string, bool) {
	switch n.Kind {
	case Null:
		return "", false
	case String:
		return n.Text, true
	}
	return n.JSON(st), true
}

// Write writes the node as JSON text in style st.
func (n *Node) Write(b *strings.Builder, st Style) {
	if st == AsWritten {
		if n.Raw != "" {
			b.WriteString(n.Raw)
			return
		}
		st = Compact
	}
	comma, colon := ",", ":"
	if st == JSONBLayout {
		comma, colon = ", ", ": "
	}
	switch n.Kind {
	case Null:
		b.WriteString("null")
	case Bool, Number:
		b.WriteString(n.Text)
	case String:
		writeString(b, n.Text, st == JSONBLayout)
	case Array:
		b.WriteByte('[')
		for i, e := range n.Arr {
			if i > 0 {
				b.WriteString(comma)
			}
			e.Write(b, st)
		}
		b.WriteByte(']')
	case Object:
		b.WriteByte('{')
		for i, k := range n.Keys {
			if i > 0 {
				b.WriteString(comma)
			}
			writeString(b, k, st == JSONBLayout)
			b.WriteString(colon)
			n.Vals[i].Write(b, st)
		}
		b.WriteByte('}')
	}
}

// WriteString writes s as a JSON string in the Compact style.
func WriteString(b *strings.Builder, s string) { writeString(b, s, false) }

// writeString writes s quoted: ", \, newline, carriage return and tab
// escaped by name (jsonb: backspace and form feed too), any other
// character below U+0020 as \u00xx (lower-case hex), everything else as
// is.
func writeString(b *strings.Builder, s string, jsonb bool) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\b' && jsonb:
			b.WriteString(`\b`)
		case r == '\f' && jsonb:
			b.WriteString(`\f`)
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
