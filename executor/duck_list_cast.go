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
// closing ']' outside quotes and outside nested [...], {...} and (...)
// (duckListElems); at its top level a "..." or '...' part loses its
// quotes (a backslash there, or before a quote, escapes the next
// character) while nested text is kept as it is written
// (duckListElemText); an unquoted NULL (in any case) is NULL and an empty
// element the empty string. Each element is then cast to the element
// type as a VARCHAR is, so a nested list's text is read the same way
// (DuckDB 1.5 run: CAST('[a, b]' AS VARCHAR[]) is ['a', 'b'], '["a b",
// ''c d'']' ['a b', 'c d'], '[NULL, "NULL"]' [NULL, 'NULL'], '[1, , 3]'
// ['1', '', '3'], '[a"b"c]' ['abc'], '[a\"b]' ['a"b'], '[[1, "a"]]'
// ['[1, "a"]'], '[(a, b), c]' ['(a, b)', 'c'], '[a}, b]' ['a}', 'b'],
// '[]' and '[ ]' []; CAST('[1, x]' AS INTEGER[]) raises "Could not
// convert string 'x' to INT32", TRY_CAST gives [1, NULL]; '[1, 2] x',
// '[1]]', '[a"b]' and '[(a, [b), c]' raise "Type VARCHAR with value ...
// can't be cast to the destination type ..."). A JSON[]'s text is read
// as JSON (cast.go).
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
//
// An element's text runs from its first to its last non-blank character
// (before the next ',' or the closing ']'); a quoted part ("..." or
// '...', a backslash escaping the next character within it) and a
// bracketed part ([...], {...} or (...), its quoted parts skipped whole)
// belong to it, and a quote after an unquoted backslash is no quote. The
// text is NULL when it is the four letters NULL in any case, otherwise
// it is unquoted by duckListElemText.
func duckListElems(s string) (elems []Value, ok bool) {
	i, n := 0, len(s)
	blanks := func() {
		for i < n && isDuckSpace(s[i]) {
			i++
		}
	}
	// quoteEnd is the index of the quote closing the one at j, or -1.
	quoteEnd := func(j int) int {
		for k := j + 1; k < n; k++ {
			if s[k] == '\\' {
				k++
			} else if s[k] == s[j] {
				return k
			}
		}
		return -1
	}
	// bracketEnd is the index of the bracket closing the one at j, or -1.
	bracketEnd := func(j int) int {
		var want []byte
		escaped := false
		for k := j; k < n; k++ {
			c := s[k]
			switch {
			case (c == '"' || c == '\'') && !escaped:
				if k = quoteEnd(k); k < 0 {
					return -1
				}
			case c == '[' || c == '{' || c == '(':
				want = append(want, map[byte]byte{'[': ']', '{': '}', '(': ')'}[c])
			case c == want[len(want)-1]:
				if want = want[:len(want)-1]; len(want) == 0 {
					return k
				}
			}
			escaped = c == '\\'
		}
		return -1
	}
	blanks()
	if i == n || s[i] != '[' {
		return nil, false
	}
	i++
	blanks()
	for {
		first, last, escaped := -1, -1, false
		for i < n && s[i] != ',' && s[i] != ']' {
			c, end := s[i], i
			switch {
			case (c == '"' || c == '\'') && !escaped:
				end = quoteEnd(i)
			case c == '[' || c == '{' || c == '(':
				end = bracketEnd(i)
			}
			if end < 0 {
				return nil, false
			}
			if !isDuckSpace(c) {
				if first < 0 {
					first = i
				}
				last = end
			}
			escaped = c == '\\'
			i = end + 1
		}
		if i == n {
			return nil, false
		}
		if text := s[max(first, 0) : last+1]; first >= 0 && len(text) == 4 && strings.EqualFold(text, "NULL") {
			elems = append(elems, Null)
		} else if first >= 0 || s[i] == ',' || elems != nil {
			elems = append(elems, StringValue(duckListElemText(text))) // "" when empty
		}
		if s[i] == ']' {
			break
		}
		i++
		blanks()
	}
	i++
	blanks()
	if elems == nil {
		elems = []Value{}
	}
	return elems, i == n
}

// duckListElemText is an element's text as DuckDB reads it: outside
// brackets, quotes are dropped and a backslash escapes the character
// after it within quotes or before a quote; within brackets the text is
// kept as it is written, and there quotes are not seen, so a ']' within
// quotes there closes the bracket and what follows is read as outside
// (DuckDB 1.5 run: CAST('[[a, "b]", c]]' AS VARCHAR[]) is ['[a, "b], c]']).
func duckListElemText(text string) string {
	var out strings.Builder
	var want []byte // the closing brackets awaited
	var quote byte  // the open quote, 0 outside quotes
	for i := 0; i < len(text); i++ {
		c := text[i]
		if len(want) == 0 && c == '\\' && (quote != 0 || i+1 < len(text) && (text[i+1] == '"' || text[i+1] == '\'')) {
			if i++; i < len(text) {
				out.WriteByte(text[i])
			}
			continue
		}
		if len(want) == 0 && (c == '"' || c == '\'') && (quote == 0 || quote == c) {
			if quote == 0 {
				quote = c
			} else {
				quote = 0
			}
			continue
		}
		if quote == 0 && len(want) > 0 && c == want[len(want)-1] {
			want = want[:len(want)-1]
		} else if quote == 0 && (c == '[' || c == '{' || c == '(') {
			want = append(want, map[byte]byte{'[': ']', '{': '}', '(': ')'}[c])
		}
		out.WriteByte(c)
	}
	return out.String()
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

// duckCoalesceArrays is f, coalesce (ifnull, nvl) of args typed t, raising
// DuckDB's Not implemented Error on each row where t is a fixed-size array
// type or a struct holding one and DuckDB does not fold the call, one of
// two or more arguments not being a constant (DuckDB 1.5 run:
// coalesce(x, NULL) of an INTEGER[3] x and coalesce(x, y) of structs
// holding one raise "Unimplemented type for case expression: INTEGER[3]"
// while coalesce of two constants, coalesce(x), coalesce of INTEGER[3][]
// lists and CASE answer).
func (o *Options) duckCoalesceArrays(name string, args []Expr, t Type, f *scalarFunc) *scalarFunc {
	if !o.DuckDBListCasts || !branchFuncs[name] || f.lazy == nil || name != "coalesce" && name != "ifnull" && name != "nvl" || len(args) < 2 {
		return f
	}
	var arrayIn func(t Type) (Type, bool)
	arrayIn = func(t Type) (Type, bool) {
		switch {
		case t.Kind == ast.TypeArray && t.Prec > 0:
			return t, true
		case t.Kind == ast.TypeStruct:
			for _, fld := range t.Fields {
				if a, ok := arrayIn(fld.Type); ok {
					return a, true
				}
			}
		}
		return t, false
	}
	a, ok := arrayIn(t)
	if !ok {
		return f
	}
	for _, e := range args {
		folded := true // no column nor subquery: DuckDB folds it
		walkExpr(e, func(s Expr) bool {
			switch s.(type) {
			case *ColRef, *SubqueryE:
				folded = false
			}
			return folded
		})
		if !folded {
			out := *f
			out.lazy = func(*rowRef, []evalFn) (Value, error) {
				return Null, fmt.Errorf("Not implemented Error: Unimplemented type for case expression: %s", duckTypeName(a))
			}
			return &out
		}
	}
	return f
}
