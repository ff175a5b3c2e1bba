package jsontext

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// PostgreSQL's jsonb (PostgreSQL 15 manual 8.14, "JSON Types"), read by
// Parse with the JSONB syntax and written in the JSONBLayout style: the
// document is parsed into a binary value, so what the jsonb functions give
// back is not the text as written but that value written out again:
//
//   - a number is a numeric, written as numeric writes it: 1e2 as 100,
//     -0 as 0, 1.50 as 1.50 (the scale is kept), 1.5e1 as 15;
//   - of several members of one name the last is kept, and an object's
//     keys are ordered shorter first, then bytewise;
//   - a value is written with a space after each ',' and ':' of an object
//     or array ({"a": 3, "b": [1, 2]}), a string re-escaped (", \, \b, \f,
//     \n, \r, \t by name, any other control character as \u00xx);
//   - \u0000, an escaped surrogate that is not half of a pair and a raw
//     control character in a string are errors, as is a number numeric
//     cannot hold.
//
// Each rule was checked on PostgreSQL 15 (jsonb_array_elements_text,
// jsonb_each).

// pgJSONError is an error PostgreSQL reports with its own message (not
// as "invalid input syntax for type json").
type pgJSONError struct{ msg string }

func (e *pgJSONError) Error() string { return e.msg }

// jsonbInputError is err as PostgreSQL reports a jsonb input error.
func jsonbInputError(err error) error {
	var pe *pgJSONError
	if errors.As(err, &pe) {
		return pe
	}
	return fmt.Errorf("invalid input syntax for type json: %v", err)
}

// parseJSONB reads s as PostgreSQL's jsonb input does and returns the
// jsonb value: numbers in numeric's text, objects without repeated keys and
// in jsonb's key order. The nodes keep no text as written (Raw).
func parseJSONB(s string) (*Node, error) {
	p := &parser{s: s, syn: JSONB}
	p.ws()
	n, err := p.value(0)
	if err != nil {
		return nil, jsonbInputError(err)
	}
	p.ws()
	if p.i != len(p.s) {
		return nil, jsonbInputError(fmt.Errorf("invalid JSON: trailing text at offset %d", p.i))
	}
	if err := n.toJSONB(); err != nil {
		return nil, err
	}
	return n, nil
}

// jsonbEscape writes the character of the escape \uXXXX (r) just read, as
// jsonb reads it: a high surrogate must be followed by the escape of a low
// one, and \u0000 cannot be stored (PostgreSQL: "unsupported Unicode escape
// sequence", "\u0000 cannot be converted to text").
func (p *parser) jsonbEscape(b *strings.Builder, r rune) error {
	switch {
	case r == 0:
		return &pgJSONError{"unsupported Unicode escape sequence"}
	case r >= 0xDC00 && r < 0xE000:
		return fmt.Errorf("Unicode low surrogate must follow a high surrogate")
	case r >= 0xD800 && r < 0xDC00:
		if p.i+6 > len(p.s) || p.s[p.i] != '\\' || p.s[p.i+1] != 'u' {
			return fmt.Errorf("Unicode low surrogate must follow a high surrogate")
		}
		u, err := strconv.ParseUint(p.s[p.i+2:p.i+6], 16, 32)
		if err != nil {
			return fmt.Errorf("invalid JSON unicode escape")
		}
		lo := rune(u)
		switch {
		case lo >= 0xD800 && lo < 0xDC00:
			return fmt.Errorf("Unicode high surrogate must not follow a high surrogate")
		case lo < 0xDC00 || lo >= 0xE000:
			return fmt.Errorf("Unicode low surrogate must follow a high surrogate")
		}
		p.i += 6
		r = (r-0xD800)<<10 + (lo - 0xDC00) + 0x10000
	}
	b.WriteRune(r)
	return nil
}

// toJSONB turns a parsed value into its jsonb form in place.
func (n *Node) toJSONB() error {
	n.Raw = ""
	switch n.Kind {
	case Number:
		t, err := numericText(n.Text)
		if err != nil {
			return err
		}
		n.Text = t
	case Array:
		for _, e := range n.Arr {
			if err := e.toJSONB(); err != nil {
				return err
			}
		}
	case Object:
		for _, v := range n.Vals {
			if err := v.toJSONB(); err != nil {
				return err
			}
		}
		n.Keys, n.Vals = jsonbMembers(n.Keys, n.Vals)
	}
	return nil
}

// jsonbKeyLess is jsonb's key order: a shorter key (in bytes) first, keys
// of one length bytewise.
func jsonbKeyLess(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// jsonbMembers orders an object's members as jsonb does and keeps, of
// several members of one name, the last.
func jsonbMembers(keys []string, vals []*Node) ([]string, []*Node) {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return jsonbKeyLess(keys[idx[i]], keys[idx[j]]) })
	outK := make([]string, 0, len(keys))
	outV := make([]*Node, 0, len(keys))
	for k, i := range idx {
		if k+1 < len(idx) && keys[idx[k+1]] == keys[i] {
			continue // a later member of this name follows (the sort is stable)
		}
		outK = append(outK, keys[i])
		outV = append(outV, vals[i])
	}
	return outK, outV
}

// Limits of PostgreSQL's numeric (src/include/utils/numeric.h): at most
// 131072 digits before the decimal point and 16383 after it; an exponent
// of INT_MAX/2 or more (either sign) is refused before that.
const (
	numericMaxIntDigits = 131072
	numericMaxScale     = 16383
	numericMaxExponent  = 1<<30 - 1
)

// numericText is a JSON number token written as PostgreSQL's numeric
// writes it: the digits without leading zeros, the exponent applied, as
// many digits after the point as the token has after its point less the
// exponent (none when that is negative), no sign on zero. 1e2 gives 100,
// 1.50 gives 1.50, -0.0 gives 0.0, 1.5e1 gives 15, 1e-2 gives 0.01.
func numericText(tok string) (string, error) {
	overflow := &pgJSONError{"value overflows numeric format"}
	neg := strings.HasPrefix(tok, "-")
	t := strings.TrimPrefix(tok, "-")
	mant, expText, hasExp := strings.Cut(strings.ToLower(t), "e")
	exp := 0
	if hasExp {
		e, ok := new(big.Int).SetString(strings.TrimPrefix(expText, "+"), 10)
		if !ok {
			return "", fmt.Errorf("invalid input syntax for type numeric: %q", tok)
		}
		if e.CmpAbs(big.NewInt(numericMaxExponent)) >= 0 {
			return "", overflow
		}
		exp = int(e.Int64())
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := intPart + frac
	point := len(intPart) + exp // the decimal point falls after this many digits
	scale := max(0, len(frac)-exp)
	if scale > numericMaxScale {
		return "", overflow
	}
	lead := 0
	for lead < len(digits) && digits[lead] == '0' {
		lead++
	}
	zero := lead == len(digits)
	if !zero && point-lead > numericMaxIntDigits {
		return "", overflow
	}
	var b strings.Builder
	if neg && !zero {
		b.WriteByte('-')
	}
	// The integer part: the digits before the point, zeros added past the
	// last digit, "0" when there is none.
	if zero || point <= lead {
		b.WriteByte('0')
	} else {
		if point <= len(digits) {
			b.WriteString(digits[lead:point])
		} else {
			b.WriteString(digits[lead:])
			b.WriteString(strings.Repeat("0", point-len(digits)))
		}
	}
	if scale > 0 {
		b.WriteByte('.')
		// scale digits from the point: zeros before the first digit when
		// the point is left of the digits. scale = len(digits) - point
		// here, so no digit is cut and none is added after the last.
		if point < 0 {
			b.WriteString(strings.Repeat("0", -point))
			b.WriteString(digits)
		} else {
			b.WriteString(digits[point:])
		}
	}
	return b.String(), nil
}
