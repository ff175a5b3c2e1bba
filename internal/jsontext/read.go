package jsontext

import (
	"fmt"
	"strconv"
	"strings"
)

// Syntax is the grammar a document is read with. The readers differ only
// where an engine's own reader does; each difference is listed here.
type Syntax uint8

const (
	// Strict reads the JSON grammar (RFC 8259): no NaN or Infinity, no
	// trailing comma, a number as -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?.
	// It takes a raw control character inside a string, and an escaped
	// UTF-16 surrogate that is not half of a pair reads as U+FFFD. This is
	// the reader of the source semantics (json_tuple, get_json_object,
	// PostgreSQL's json type, ...).
	Strict Syntax = iota
	// DuckDB reads as DuckDB's JSON functions do (json_valid, json_type,
	// CAST(... AS JSON)): NaN and Infinity (any case, optionally negative:
	// nan, inf, infinity) and a trailing comma before a closing bracket are
	// accepted; a raw control character in a string and an escaped lone
	// surrogate are errors.
	DuckDB
	// JSONB reads as PostgreSQL's jsonb input does (jsonb.go): a raw
	// control character in a string, \u0000 and an escaped surrogate that
	// is not part of a pair are errors, as is a number numeric cannot
	// hold; the value is the jsonb value (numbers as numeric writes them,
	// an object's members in jsonb's order, one of each name, no Raw
	// text), and errors are worded as PostgreSQL words them.
	JSONB
)

// maxDepth is the deepest nesting of arrays and objects a reader takes.
const maxDepth = 1000

// Parse reads s as one JSON value with the given syntax, whitespace
// (space, tab, newline, carriage return) around it allowed.
func Parse(s string, syn Syntax) (*Node, error) {
	if syn == JSONB {
		return parseJSONB(s)
	}
	p := &parser{s: s, syn: syn}
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

// ParsePrefix reads the JSON value at the start of s (after whitespace)
// with the Strict syntax and ignores whatever follows it, as a reader that
// stops after one value does (Hive's and Spark's json_tuple: {"a": 1} x
// has a = 1).
func ParsePrefix(s string) (*Node, error) {
	p := &parser{s: s, syn: Strict}
	p.ws()
	return p.value(0)
}

type parser struct {
	s   string
	i   int
	syn Syntax
}

// closes reports, for DuckDB's reader, a trailing comma before the closing
// bracket c: the bracket is consumed.
func (p *parser) closes(c byte) bool {
	if p.syn != DuckDB {
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
func (p *parser) nonFinite() (string, bool) {
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

func (p *parser) ws() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

// value reads one JSON value and records its text as written (Raw).
func (p *parser) value(depth int) (*Node, error) {
	start := p.i
	n, err := p.valueAt(depth, start)
	if err == nil {
		n.Raw = p.s[start:p.i]
	}
	return n, err
}

func (p *parser) valueAt(depth, start int) (*Node, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("invalid JSON: nested too deeply")
	}
	if p.i >= len(p.s) {
		return nil, fmt.Errorf("invalid JSON: unexpected end")
	}
	duck := p.syn == DuckDB
	switch c := p.s[p.i]; {
	case c == '{':
		p.i++
		n := &Node{Kind: Object}
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
			n.Keys = append(n.Keys, k)
			n.Vals = append(n.Vals, v)
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
		n := &Node{Kind: Array}
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
			n.Arr = append(n.Arr, v)
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
		return &Node{Kind: String, Text: s}, nil
	case c == 't' && strings.HasPrefix(p.s[p.i:], "true"):
		p.i += 4
		return &Node{Kind: Bool, Text: "true"}, nil
	case c == 'f' && strings.HasPrefix(p.s[p.i:], "false"):
		p.i += 5
		return &Node{Kind: Bool, Text: "false"}, nil
	case c == 'n' && strings.HasPrefix(p.s[p.i:], "null"):
		p.i += 4
		return &Node{Kind: Null}, nil
	case duck && (c == '-' || c == 'n' || c == 'N' || c == 'i' || c == 'I'):
		if t, ok := p.nonFinite(); ok {
			return &Node{Kind: Number, Text: t}, nil
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
		return &Node{Kind: Number, Text: p.s[start:p.i]}, nil
	}
	return nil, fmt.Errorf("invalid JSON at offset %d", p.i)
}

// number reads a number of the JSON grammar (RFC 8259, section 6):
// -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?. A leading zero
// before other digits, a bare point ("1.") or a bare exponent ("1e") is
// not JSON; a value out of the float range (1e400) is.
func (p *parser) number() bool {
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

func (p *parser) str() (string, error) {
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
				if p.syn == JSONB {
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
				if p.syn == DuckDB && r >= 0xD800 && r < 0xE000 {
					return "", fmt.Errorf("invalid JSON: lone UTF-16 surrogate")
				}
				b.WriteRune(rune(r))
			default:
				return "", fmt.Errorf("invalid JSON string escape \\%c", e)
			}
		case c < 0x20 && p.syn != Strict:
			return "", fmt.Errorf("invalid JSON: raw control character in a string")
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	return "", fmt.Errorf("invalid JSON: unterminated string")
}
