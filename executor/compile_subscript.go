package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

func (c *compiler) compileSubscript(x *SubscriptE) (evalFn, error) {
	fx, err := c.compile(x.X)
	if err != nil {
		return nil, err
	}
	fi, err := c.compile(x.Index)
	if err != nil {
		return nil, err
	}
	base, missing, fromEnd := x.Base, x.Missing, x.FromEnd
	return func(r *rowRef) (Value, error) {
		v, err := fx(r)
		if err != nil || v.k == KindNull {
			return Null, err
		}
		idx, err := fi(r)
		if err != nil || idx.k == KindNull {
			return Null, err
		}
		if fromEnd && v.k == KindArray && idx.k == KindInt && idx.i < 0 {
			idx = IntValue(int64(len(v.Elems())) + idx.i + int64(base))
		}
		return subscript(v, idx, base, missing)
	}, nil
}

// subscript reads v[idx] for an array (relative to base) or map (key).
func subscript(v, idx Value, base int, missing ast.MissingIndex) (Value, error) {
	switch v.k {
	case KindArray:
		iv, err := castValue(idx, tBigInt)
		if err != nil {
			return Null, fmt.Errorf("array subscript must be an integer: %s", idx)
		}
		es := v.Elems()
		i := iv.i - int64(base)
		if i < 0 || i >= int64(len(es)) {
			if missing == ast.MissingError {
				return Null, fmt.Errorf("array subscript out of bounds: index %d, array of %d elements", iv.i, len(es))
			}
			return Null, nil
		}
		return es[i], nil
	case KindMap:
		m := v.Map()
		for i, k := range m.Keys {
			if c, err := compareLoose(k, idx); err == nil && c == 0 {
				return m.Vals[i], nil
			}
		}
		if missing == ast.MissingError {
			return Null, fmt.Errorf("key not present in map: %s", idx)
		}
		return Null, nil
	case KindStruct:
		if idx.k == KindString {
			f, _ := v.Field(idx.s)
			return f, nil
		}
		if idx.k == KindInt {
			s := v.Struct()
			i := idx.i - int64(base)
			if i >= 0 && i < int64(len(s.Vals)) {
				return s.Vals[i], nil
			}
		}
		return Null, nil
	case KindString:
		// string indexing (DuckDB 'abc'[1])
		iv, err := castValue(idx, tBigInt)
		if err != nil {
			return Null, err
		}
		rs := []rune(v.s)
		i := iv.i - int64(base)
		if i < 0 || i >= int64(len(rs)) {
			return StringValue(""), nil
		}
		return StringValue(string(rs[i])), nil
	case KindJSON:
		j, err := jsontext.Parse(v.s, jsontext.Strict)
		if err != nil {
			return Null, nil
		}
		var n *jsontext.Node
		var ok bool
		if idx.k == KindInt {
			n, ok = jsonPath(j, fmt.Sprintf("$[%d]", idx.i))
		} else {
			n, ok = j.Member(idx.String())
		}
		if !ok {
			return Null, nil
		}
		if isJSONB(v) {
			return JSONBValue(n.JSON(jsontext.JSONBLayout)), nil // a member of a jsonb is a jsonb (jsonb.go)
		}
		return JSONValue(n.JSON(jsontext.Compact)), nil
	}
	return Null, fmt.Errorf("cannot subscript a value of type %s", v.k)
}

func mapLookup(m, key Value) Value {
	mv := m.Map()
	for i, k := range mv.Keys {
		if c, err := compareLoose(k, key); err == nil && c == 0 {
			return mv.Vals[i]
		}
	}
	return Null
}

// mapPut sets k to v, replacing an existing key (last wins).
func mapPut(ks, vs []Value, k, v Value) ([]Value, []Value) {
	for i := range ks {
		if NotDistinct(ks[i], k) {
			vs[i] = v
			return ks, vs
		}
	}
	return append(ks, k), append(vs, v)
}

// sliceValue is v[lo:hi] (an absent bound is the end on its side); a
// negative bound counts from the end when fromEnd, else it is clamped.
func sliceValue(v, lo, hi Value, hasLo, hasHi, fromEnd bool) (Value, error) {
	var n int64
	switch v.k {
	case KindArray:
		n = int64(len(v.Elems()))
	case KindString:
		n = int64(len([]rune(v.s)))
	default:
		return Null, fmt.Errorf("cannot slice a %s", v.k)
	}
	from, to := int64(1), n
	if hasLo {
		if lo.k == KindNull {
			return Null, nil
		}
		var err error
		if from, err = argInt(lo); err != nil {
			return Null, err
		}
		if from < 0 && fromEnd {
			from = n + from + 1
		}
	}
	if hasHi {
		if hi.k == KindNull {
			return Null, nil
		}
		var err error
		if to, err = argInt(hi); err != nil {
			return Null, err
		}
		if to < 0 && fromEnd {
			to = n + to + 1
		}
	}
	from = max(from, 1)
	to = min(to, n)
	if v.k == KindArray {
		if from > to {
			return ArrayValue([]Value{}), nil
		}
		return ArrayValue(v.Elems()[from-1 : to]), nil
	}
	if from > to {
		return StringValue(""), nil
	}
	return StringValue(string([]rune(v.s)[from-1 : to])), nil
}
