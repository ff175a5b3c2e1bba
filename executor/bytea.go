package executor

import (
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// parseByteaPG reads s as PostgreSQL reads a bytea's text (PostgreSQL 15
// manual 8.4, "Binary Data Types"; each rule run on PostgreSQL 15): after
// \x, pairs of hex digits of either case, white space allowed between
// pairs ('\x 01 02' is \x0102), an odd digit an error ("invalid hexadecimal
// data: odd number of digits"), an upper-case \X not the hex form; else
// the escape form, where \\ is a backslash, \ and three octal digits a
// byte ('a\001b' is \x610162), any other backslash an error ("invalid input
// syntax for type bytea"), and every other byte itself.
func parseByteaPG(s string) ([]byte, error) {
	if len(s) >= 2 && s[0] == '\\' && s[1] == 'x' {
		out := make([]byte, 0, (len(s)-2)/2)
		for i := 2; i < len(s); {
			c := s[i]
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
				i++
				continue
			}
			hi, ok := hexDigit(c)
			if !ok {
				return nil, fmt.Errorf("invalid hexadecimal digit: %q", string(c))
			}
			if i+1 >= len(s) {
				return nil, fmt.Errorf("invalid hexadecimal data: odd number of digits")
			}
			lo, ok := hexDigit(s[i+1])
			if !ok {
				if isByteaSpace(s[i+1]) {
					return nil, fmt.Errorf("invalid hexadecimal data: odd number of digits")
				}
				return nil, fmt.Errorf("invalid hexadecimal digit: %q", string(s[i+1]))
			}
			out = append(out, hi<<4|lo)
			i += 2
		}
		return out, nil
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		switch {
		case i+1 < len(s) && s[i+1] == '\\':
			out = append(out, '\\')
			i++
		case i+3 < len(s) && isOctal(s[i+1], '3') && isOctal(s[i+2], '7') && isOctal(s[i+3], '7'):
			out = append(out, (s[i+1]-'0')<<6|(s[i+2]-'0')<<3|(s[i+3]-'0'))
			i += 3
		default:
			return nil, fmt.Errorf("invalid input syntax for type bytea")
		}
	}
	return out, nil
}

func isByteaSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isOctal reports whether c is an octal digit no greater than top.
func isOctal(c, top byte) bool { return c >= '0' && c <= top }

func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// byteaTextPG is a bytea's text as PostgreSQL writes it by default
// (bytea_output hex): \x and lowercase hex digits.
func byteaTextPG(b []byte) string { return `\x` + hex.EncodeToString(b) }

// byteaConcat binds the operands of || under Options.PostgresBytea as
// PostgreSQL resolves them (each run on PostgreSQL 15): a string literal
// beside a bytea is a bytea ('\x01'::bytea || 'c' is \x0163), and a bytea
// beside another string is its hex text (bytea || text is text:
// '\x01'::bytea || 'c'::text is \x01c).
func (b *binder) byteaConcat(x *ast.Binary, l, r Expr) (Expr, Expr, error) {
	if !b.p.eng.opts.PostgresBytea {
		return l, r, nil
	}
	lb, rb := l.Type().Kind == ast.TypeBinary, r.Type().Kind == ast.TypeBinary
	if lb == rb {
		return l, r, nil
	}
	side := func(src ast.Expr, e Expr) Expr {
		if lit, ok := src.(*ast.Literal); ok && lit.Kind == ast.LitString && lit.Type == ast.TypeUnknown {
			return &CastE{X: e, To: Type{Kind: ast.TypeBinary}}
		}
		return e
	}
	if lb {
		r = side(x.R, r)
	} else {
		l = side(x.L, l)
	}
	if l.Type().Kind == ast.TypeBinary && r.Type().Kind == ast.TypeBinary {
		return l, r, nil
	}
	if lb && r.Type().Kind.IsText() {
		return &CastE{X: l, To: tVarchar}, r, nil
	}
	if rb && l.Type().Kind.IsText() {
		return l, &CastE{X: r, To: tVarchar}, nil
	}
	return nil, nil, errAt(x, "|| of a bytea and a %s is not modelled", map[bool]Type{true: r.Type(), false: l.Type()}[lb])
}

// byteaFuncs are the functions the executor runs on a PostgreSQL bytea as
// PostgreSQL does (length and octet_length count bytes, md5 hashes them;
// the rest give back one of their arguments).
var byteaFuncs = map[string]bool{
	"length": true, "octet_length": true, "md5": true,
	"coalesce": true, "nullif": true, "greatest_ignore_nulls": true, "least_ignore_nulls": true,
}

// byteaArgs refuses, under Options.PostgresBytea, a function of a bytea
// argument the executor does not model (substr, btrim, concat...: the
// string functions would read its bytes as text).
func (b *binder) byteaArgs(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.PostgresBytea || byteaFuncs[name] {
		return nil
	}
	for _, a := range args {
		if a != nil && a.Type().Kind == ast.TypeBinary {
			return errAt(x, "%s of a bytea is not modelled", strings.ToLower(x.Name.Last().Name))
		}
	}
	return nil
}
