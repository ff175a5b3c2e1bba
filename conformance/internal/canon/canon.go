// Package canon reads back the canonical text of values and rows that
// engines.Canonical and engines.CanonicalRow print, so that the expected
// rows of a conformance case can be written as text and compared with
// engines.EqualRows (which compares numbers by value and floats with a
// tolerance).
//
// The grammar is the one engines.Canonical prints:
//
//	row    = "(" [ value { "," value } ] ")"
//	value  = NULL | true | false | number | NaN | Infinity | -Infinity
//	       | string | list | map | struct
//	string = "'" { char | "''" } "'"
//	list   = "[" [ value { "," value } ] "]"
//	map    = "MAP{" [ value ":" value { "," value ":" value } ] "}"
//	struct = "{" [ field ":" value { "," field ":" value } ] "}"
//	field  = identifier | '"' { char | '""' } '"'
//
// An integer that fits in 64 bits reads as int64, any other number as
// engines.Decimal, NaN and the infinities as float64.
package canon

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/engines"
)

// ParseRow reads one row: "(v1, v2, ...)". The surrounding parentheses may
// be left out.
func ParseRow(s string) ([]engines.Value, error) {
	p := &parser{s: strings.TrimSpace(s)}
	var row []engines.Value
	paren := p.eat('(')
	p.space()
	closing := func() bool {
		if paren {
			return p.eat(')')
		}
		return p.pos >= len(p.s)
	}
	if !closing() {
		for {
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			row = append(row, v)
			p.space()
			if p.eat(',') {
				continue
			}
			if closing() {
				break
			}
			return nil, p.errorf("expected ',' or the end of the row")
		}
	}
	p.space()
	if p.pos != len(p.s) {
		return nil, p.errorf("unexpected text after the row")
	}
	if row == nil {
		row = []engines.Value{}
	}
	return row, nil
}

// ParseValue reads one value.
func ParseValue(s string) (engines.Value, error) {
	p := &parser{s: strings.TrimSpace(s)}
	v, err := p.value()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.pos != len(p.s) {
		return nil, p.errorf("unexpected text after the value")
	}
	return v, nil
}

type parser struct {
	s   string
	pos int
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("column %d: %s (in %q)", p.pos+1, fmt.Sprintf(format, args...), p.s)
}

func (p *parser) space() {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t') {
		p.pos++
	}
}

func (p *parser) eat(c byte) bool {
	p.space()
	if p.pos < len(p.s) && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

func (p *parser) word(w string) bool {
	if !strings.HasPrefix(p.s[p.pos:], w) {
		return false
	}
	end := p.pos + len(w)
	if end < len(p.s) && isIdent(p.s[end]) {
		return false
	}
	p.pos = end
	return true
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (p *parser) value() (engines.Value, error) {
	p.space()
	if p.pos >= len(p.s) {
		return nil, p.errorf("expected a value")
	}
	switch c := p.s[p.pos]; {
	case c == '\'':
		return p.quoted('\'')
	case c == '[':
		p.pos++
		return p.list()
	case c == '{':
		p.pos++
		return p.structValue()
	case p.word("MAP"):
		if !p.eat('{') {
			return nil, p.errorf("expected '{' after MAP")
		}
		return p.mapValue()
	case p.word("NULL"):
		return nil, nil
	case p.word("true"):
		return true, nil
	case p.word("false"):
		return false, nil
	case p.word("NaN"):
		return math.NaN(), nil
	case p.word("Infinity"):
		return math.Inf(1), nil
	case strings.HasPrefix(p.s[p.pos:], "-Infinity"):
		p.pos += len("-Infinity")
		return math.Inf(-1), nil
	case c == '-' || c == '+' || c >= '0' && c <= '9' || c == '.':
		return p.number()
	}
	return nil, p.errorf("expected a value")
}

func (p *parser) number() (engines.Value, error) {
	start := p.pos
	if p.s[p.pos] == '-' || p.s[p.pos] == '+' {
		p.pos++
	}
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		if c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' ||
			(c == '-' || c == '+') && (p.s[p.pos-1] == 'e' || p.s[p.pos-1] == 'E') {
			p.pos++
			continue
		}
		break
	}
	text := p.s[start:p.pos]
	if i, err := strconv.ParseInt(text, 10, 64); err == nil {
		return i, nil
	}
	if strings.ContainsAny(text, "eE") {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return nil, p.errorf("bad number %q", text)
		}
		return f, nil
	}
	d, err := engines.CanonicalDecimal(text)
	if err != nil {
		return nil, p.errorf("bad number %q: %v", text, err)
	}
	return d, nil
}

// quoted reads a string quoted with q, a doubled q standing for itself.
func (p *parser) quoted(q byte) (string, error) {
	p.pos++ // opening quote
	var b strings.Builder
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		p.pos++
		if c != q {
			b.WriteByte(c)
			continue
		}
		if p.pos < len(p.s) && p.s[p.pos] == q {
			b.WriteByte(q)
			p.pos++
			continue
		}
		return b.String(), nil
	}
	return "", p.errorf("unterminated quoted text")
}

func (p *parser) list() (engines.Value, error) {
	out := []engines.Value{}
	if p.eat(']') {
		return out, nil
	}
	for {
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		if p.eat(',') {
			continue
		}
		if p.eat(']') {
			return out, nil
		}
		return nil, p.errorf("expected ',' or ']'")
	}
}

func (p *parser) mapValue() (engines.Value, error) {
	out := engines.Map{}
	if p.eat('}') {
		return out, nil
	}
	for {
		k, err := p.value()
		if err != nil {
			return nil, err
		}
		if !p.eat(':') {
			return nil, p.errorf("expected ':' after a map key")
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		out = append(out, engines.KV{Key: k, Value: v})
		if p.eat(',') {
			continue
		}
		if p.eat('}') {
			return out, nil
		}
		return nil, p.errorf("expected ',' or '}'")
	}
}

func (p *parser) structValue() (engines.Value, error) {
	out := engines.Struct{}
	if p.eat('}') {
		return out, nil
	}
	for {
		p.space()
		var name string
		switch {
		case p.pos < len(p.s) && p.s[p.pos] == '"':
			n, err := p.quoted('"')
			if err != nil {
				return nil, err
			}
			name = n
		default:
			start := p.pos
			for p.pos < len(p.s) && isIdent(p.s[p.pos]) {
				p.pos++
			}
			if start == p.pos {
				return nil, p.errorf("expected a field name")
			}
			name = p.s[start:p.pos]
		}
		if !p.eat(':') {
			return nil, p.errorf("expected ':' after a field name")
		}
		v, err := p.value()
		if err != nil {
			return nil, err
		}
		out = append(out, engines.Field{Name: name, Value: v})
		if p.eat(',') {
			continue
		}
		if p.eat('}') {
			return out, nil
		}
		return nil, p.errorf("expected ',' or '}'")
	}
}
