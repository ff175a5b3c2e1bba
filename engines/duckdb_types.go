package engines

import (
	"fmt"
	"strconv"
	"strings"
)

// duckType is a DuckDB logical type parsed from the driver's type name
// ("INTEGER[]", "STRUCT(\"a\" INTEGER, \"b\" VARCHAR[])", "MAP(VARCHAR, BIGINT)",
// "DECIMAL(18,3)", "INTEGER[3]"). Struct field order and the temporal kinds
// come from here: the driver gives structs as Go maps and every temporal
// type as time.Time.
type duckType struct {
	name   string // LIST, ARRAY, STRUCT, MAP, UNION, DECIMAL, INTEGER, DATE, ...
	elem   *duckType
	key    *duckType
	value  *duckType
	fields []duckField // STRUCT fields or UNION members
	args   []int       // DECIMAL(18,3): 18, 3
}

type duckField struct {
	name string
	typ  *duckType
}

func (t *duckType) String() string {
	if t == nil {
		return "?"
	}
	switch t.name {
	case "LIST":
		return t.elem.String() + "[]"
	case "ARRAY":
		return t.elem.String() + "[n]"
	case "MAP":
		return "MAP(" + t.key.String() + ", " + t.value.String() + ")"
	case "STRUCT", "UNION":
		parts := make([]string, len(t.fields))
		for i, f := range t.fields {
			parts[i] = fmt.Sprintf("%q %s", f.name, f.typ)
		}
		return t.name + "(" + strings.Join(parts, ", ") + ")"
	}
	return t.name
}

func parseDuckType(s string) (*duckType, error) {
	p := &duckTypeParser{s: s}
	t, err := p.typ()
	if err != nil {
		return nil, err
	}
	if p.i != len(s) {
		return nil, fmt.Errorf("engines: duckdb type %q: unexpected %q", s, s[p.i:])
	}
	return t, nil
}

type duckTypeParser struct {
	s string
	i int
}

func (p *duckTypeParser) fail(what string) error {
	return fmt.Errorf("engines: duckdb type %q: %s at offset %d", p.s, what, p.i)
}

func (p *duckTypeParser) skipSpace() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *duckTypeParser) eat(c byte) bool {
	p.skipSpace()
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *duckTypeParser) ident() string {
	p.skipSpace()
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			p.i++
			continue
		}
		break
	}
	return strings.ToUpper(p.s[start:p.i])
}

// quoted reads a "double ""quoted"" name".
func (p *duckTypeParser) quoted() (string, error) {
	p.skipSpace()
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		// Tolerate bare names.
		start := p.i
		for p.i < len(p.s) && p.s[p.i] != ' ' {
			p.i++
		}
		if start == p.i {
			return "", p.fail("field name expected")
		}
		return p.s[start:p.i], nil
	}
	p.i++
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		if c == '"' {
			if p.i < len(p.s) && p.s[p.i] == '"' {
				b.WriteByte('"')
				p.i++
				continue
			}
			return b.String(), nil
		}
		b.WriteByte(c)
	}
	return "", p.fail("unterminated name")
}

func (p *duckTypeParser) typ() (*duckType, error) {
	name := p.ident()
	if name == "" {
		return nil, p.fail("type name expected")
	}
	t := &duckType{name: name}
	switch name {
	case "STRUCT", "UNION":
		if !p.eat('(') {
			return nil, p.fail("'(' expected")
		}
		for !p.eat(')') {
			if len(t.fields) > 0 && !p.eat(',') {
				return nil, p.fail("',' expected")
			}
			fname, err := p.quoted()
			if err != nil {
				return nil, err
			}
			ft, err := p.typ()
			if err != nil {
				return nil, err
			}
			t.fields = append(t.fields, duckField{fname, ft})
		}
	case "MAP":
		if !p.eat('(') {
			return nil, p.fail("'(' expected")
		}
		k, err := p.typ()
		if err != nil {
			return nil, err
		}
		if !p.eat(',') {
			return nil, p.fail("',' expected")
		}
		v, err := p.typ()
		if err != nil {
			return nil, err
		}
		if !p.eat(')') {
			return nil, p.fail("')' expected")
		}
		t.key, t.value = k, v
	default:
		if p.eat('(') { // DECIMAL(18,3) and the like: numeric arguments
			start := p.i
			for p.i < len(p.s) && p.s[p.i] != ')' {
				p.i++
			}
			for _, a := range strings.Split(p.s[start:p.i], ",") {
				n, err := strconv.Atoi(strings.TrimSpace(a))
				if err != nil {
					t.args = nil
					break
				}
				t.args = append(t.args, n)
			}
			if !p.eat(')') {
				return nil, p.fail("')' expected")
			}
		}
	}
	for p.eat('[') {
		start := p.i
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
		kind := "LIST"
		if p.i > start {
			kind = "ARRAY"
		}
		if !p.eat(']') {
			return nil, p.fail("']' expected")
		}
		t = &duckType{name: kind, elem: t}
	}
	return t, nil
}
