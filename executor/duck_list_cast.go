package executor

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Options.DuckDBListCasts: DuckDB's casts to a list (INTEGER[]) or a
// fixed-size array (INTEGER[3]) type.
//
// A VARCHAR is read as DuckDB reads a list's text: '[' elements ']',
// blanks around them ignored; an element runs to the next ',' or the
// closing ']' outside quotes and outside nested [...], {...} and (...);
// at its top level a "..." or '...' part loses its quotes (a backslash
// there escapes the next character) while nested text is kept as it is
// written; an unquoted NULL (in any case) is NULL and an empty element
// the empty string. Each element is then cast to the element type as a
// VARCHAR is, so a nested list's text is read the same way (DuckDB 1.5
// run: CAST('[a, b]' AS VARCHAR[]) is ['a', 'b'], '["a b", ''c d'']'
// ['a b', 'c d'], '[NULL, "NULL"]' [NULL, 'NULL'], '[1, , 3]' ['1', '',
// '3'], '[a"b"c]' ['abc'], '[[1, "a"]]' ['[1, "a"]'], '[(a, b), c]'
// ['(a, b)', 'c'], '[a}, b]' ['a}', 'b'], '[]' and '[ ]' [];
// CAST('[1, x]' AS INTEGER[]) raises "Could not convert string 'x' to
// INT32", TRY_CAST gives [1, NULL]; '[1, 2] x', '[1]]', '[a"b]' and
// '[(a, [b), c]' raise "Type VARCHAR with value ... can't be cast to the
// destination type ..."). A JSON[]'s text is read as JSON (cast.go).
//
// A fixed-size array type takes a list of its size only (DuckDB 1.5 run:
// CAST([1, 2] AS INTEGER[3]) raises "Cannot cast list with length 2 to
// array with length 3", CAST('[1,2]' AS INTEGER[3]) "Type VARCHAR with
// value '[1,2]' can't be cast to the destination type INTEGER[3], the
// size of the array must match the destination type", TRY_CAST gives
// NULL; typeof(CAST([1, 2, 3] AS INTEGER[3])) is INTEGER[3]). The size is
// the type's Prec; the executor holds the array as a list.

// duckListElems splits the list text s into its elements, each a string
// or NULL; ok is false when s is no list text.
func duckListElems(s string) (elems []Value, ok bool) {
	s = strings.TrimFunc(s, func(r rune) bool { return r < 0x80 && isDuckSpace(byte(r)) })
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return nil, false
	}
	body := s[1 : len(s)-1]
	if strings.TrimFunc(body, func(r rune) bool { return r < 0x80 && isDuckSpace(byte(r)) }) == "" {
		return []Value{}, true
	}
	var cur strings.Builder // the element's text, quotes removed at its top level
	var stack []byte        // open brackets within the element
	// start: nothing of the element read yet; quoted: a quoted part read
	start, quoted := true, false
	flush := func() {
		text := cur.String()
		if !quoted {
			text = strings.TrimFunc(text, func(r rune) bool { return r < 0x80 && isDuckSpace(byte(r)) })
		}
		if !quoted && strings.EqualFold(text, "NULL") {
			elems = append(elems, Null)
		} else {
			elems = append(elems, StringValue(text))
		}
		cur.Reset()
		start, quoted = true, false
	}
	pending := "" // top-level blanks, kept only when more of the element follows
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c == '"' || c == '\'':
			j := i + 1
			var q strings.Builder
			for ; j < len(body) && body[j] != c; j++ {
				if body[j] == '\\' && j+1 < len(body) {
					j++
				}
				q.WriteByte(body[j])
			}
			if j >= len(body) {
				return nil, false // an unterminated quote
			}
			if len(stack) > 0 {
				cur.WriteString(body[i : j+1]) // nested text is kept as written
			} else {
				if !start {
					cur.WriteString(pending)
				}
				cur.WriteString(q.String())
				quoted = true
			}
			pending, start, i = "", false, j
		case len(stack) == 0 && c == ',':
			flush()
			pending = ""
		case c == '[' || c == '{' || c == '(':
			stack = append(stack, map[byte]byte{'[': ']', '{': '}', '(': ')'}[c])
			if !start {
				cur.WriteString(pending)
			}
			cur.WriteByte(c)
			pending, start = "", false
		case len(stack) > 0 && c == stack[len(stack)-1]:
			stack = stack[:len(stack)-1]
			cur.WriteByte(c)
		case len(stack) == 0 && c == ']':
			return nil, false // text after the list's end
		case len(stack) == 0 && isDuckSpace(c):
			pending += string(c)
		default:
			if !start || len(stack) > 0 {
				cur.WriteString(pending)
			}
			cur.WriteByte(c)
			pending, start = "", false
		}
	}
	if len(stack) > 0 {
		return nil, false
	}
	flush()
	return elems, true
}

// duckListCast is the cast of v to the list or fixed-size array type t
// under Options.DuckDBListCasts, done (ok) for a string or a list v, its
// elements cast by elem.
func duckListCast(v Value, t Type, elem func(Value, Type) (Value, error)) (out Value, ok bool, err error) {
	if t.Kind != ast.TypeArray || t.Elem == nil || t.Elem.Kind == ast.TypeJSON {
		return v, false, nil // a JSON[]'s text is JSON (cast.go)
	}
	var es []Value
	switch v.k {
	case KindString:
		var good bool
		if es, good = duckListElems(v.s); !good {
			return Null, true, fmt.Errorf("Type VARCHAR with value '%s' can't be cast to the destination type %s", v.s, duckTypeName(t))
		}
		if t.Prec > 0 && len(es) != t.Prec {
			return Null, true, fmt.Errorf("Type VARCHAR with value '%s' can't be cast to the destination type %s, the size of the array must match the destination type", v.s, duckTypeName(t))
		}
	case KindArray:
		es = v.Elems() // sizes checked by duckArraySizes
	default:
		return v, false, nil
	}
	res := make([]Value, len(es))
	for i, e := range es {
		if e.k == KindNull {
			res[i] = Null
			continue
		}
		if res[i], err = elem(e, *t.Elem); err != nil {
			return Null, true, err
		}
	}
	return ArrayValue(res), true, nil
}

// duckArraySizes is DuckDB's error of a cast of v to t where a list in v
// (in a list, a struct or a map too) is cast to a fixed-size array type
// of another size, nil otherwise; a struct's fields are t's in order
// (structsByName).
func duckArraySizes(v Value, t Type) error {
	switch {
	case v.k == KindArray && t.Kind == ast.TypeArray:
		es := v.Elems()
		if t.Prec > 0 && len(es) != t.Prec {
			return fmt.Errorf("Cannot cast list with length %d to array with length %d", len(es), t.Prec)
		}
		if t.Elem != nil {
			for _, e := range es {
				if err := duckArraySizes(e, *t.Elem); err != nil {
					return err
				}
			}
		}
	case v.k == KindStruct && t.Kind == ast.TypeStruct && len(t.Fields) == len(v.Struct().Vals):
		for i, f := range v.Struct().Vals {
			if err := duckArraySizes(f, t.Fields[i].Type); err != nil {
				return err
			}
		}
	case v.k == KindMap && t.Kind == ast.TypeMap && t.Key != nil && t.Val != nil:
		m := v.Map()
		for i := range m.Keys {
			if err := duckArraySizes(m.Keys[i], *t.Key); err != nil {
				return err
			}
			if err := duckArraySizes(m.Vals[i], *t.Val); err != nil {
				return err
			}
		}
	}
	return nil
}
