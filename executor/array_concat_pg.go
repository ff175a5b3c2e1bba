package executor

import (
	"errors"
	"slices"

	"github.com/lateral-sql/lateral/ast"
)

// pgArrayConcat evaluates || with an array operand under PostgreSQL's
// rules (Options.ArrayConcatNullAsEmpty; PostgreSQL manual, "Array
// Functions and Operators": anyarray || anyarray is array_cat,
// anyarray || anyelement array_append, anyelement || anyarray
// array_prepend): two arrays concatenate with a NULL one counting as
// empty (both NULL give NULL); an element joins a NULL array as the only
// element, and a NULL element is appended or prepended as a NULL. An
// untyped NULL beside an array is read as an array, as PostgreSQL
// resolves it. It is nil when the option is off or neither operand is
// an array, and || keeps its NULL-in, NULL-out rule.
func (c *compiler) pgArrayConcat(x *Bin, fl, fr evalFn) evalFn {
	if !c.b.eng.opts.ArrayConcatNullAsEmpty {
		return nil
	}
	lk, rk := x.L.Type().Kind, x.R.Type().Kind
	la, ra := lk == ast.TypeArray, rk == ast.TypeArray
	if !la && !ra {
		return nil
	}
	// a CHAR appended to a text or character varying array is read as
	// one, without its padding; prepended, it keeps it (PostgreSQL 15 run:
	// ARRAY['a '] || CAST('c' AS CHAR(2)) is {"a ",c}, ARRAY[CAST('a' AS
	// VARCHAR)] || CAST('c' AS CHAR(2)) {a,c}, CAST('c' AS CHAR(2)) ||
	// ARRAY['a'] {"c ",a})
	if et := x.L.Type().elem().Kind; la && rk == ast.TypeChar && (et == ast.TypeVarchar || et == ast.TypeString) {
		fr = charTrimFn(fr)
	}
	dl, dr := arrayDepth(x.L.Type()), arrayDepth(x.R.Type())
	la = la || lk == ast.TypeUnknown
	ra = ra || rk == ast.TypeUnknown
	return func(r *rowRef) (Value, error) {
		l, err := fl(r)
		if err != nil {
			return l, err
		}
		rv, err := fr(r)
		if err != nil {
			return rv, err
		}
		switch {
		case la && ra:
			if l.k == KindNull {
				return rv, nil
			}
			if rv.k == KindNull {
				return l, nil
			}
		case la && l.k == KindNull:
			return ArrayValue([]Value{rv}), nil
		case ra && rv.k == KindNull:
			return ArrayValue([]Value{l}), nil
		}
		return pgCatArrays(l, rv, dl, dr)
	}
}

// pgCatArrays is l || r of arrays of dl and dr dimensions (0: an element)
// as PostgreSQL's array_cat, array_append and array_prepend give it: an
// empty array is dropped; arrays of one dimension more than the other
// take it as their last or first element; the other dimensions must
// agree (PostgreSQL 15 run: ARRAY[ARRAY[1]] || ARRAY[2] is {{1},{2}},
// ARRAY[ARRAY[1,2]] || ARRAY[3] and ARRAY[ARRAY[1,2]] ||
// ARRAY[ARRAY[3]] raise "cannot concatenate incompatible arrays",
// ARRAY[ARRAY[1]] || 3 "argument must be empty or one-dimensional array").
func pgCatArrays(l, r Value, dl, dr int) (Value, error) {
	switch {
	case dl > 0 && dr > 0 && len(l.Elems()) == 0:
		return r, nil
	case dl > 0 && dr > 0 && len(r.Elems()) == 0:
		return l, nil
	case dl == 0 || dr == 0:
		if dl > 1 && len(l.Elems()) > 0 || dr > 1 && len(r.Elems()) > 0 {
			return Null, errors.New("argument must be empty or one-dimensional array")
		}
		return concatArrays(l, r), nil
	}
	dimsL, dimsR := valueDims(l), valueDims(r)
	switch {
	case dl == dr && slices.Equal(dimsL[1:], dimsR[1:]):
		return concatArrays(l, r), nil
	case dl == dr+1 && slices.Equal(dimsL[1:], dimsR):
		return concatArrays(l, ArrayValue([]Value{r})), nil
	case dr == dl+1 && slices.Equal(dimsR[1:], dimsL):
		return concatArrays(ArrayValue([]Value{l}), r), nil
	}
	return Null, errors.New("cannot concatenate incompatible arrays")
}

// arrayDepth is the number of nested array levels of t.
func arrayDepth(t Type) int {
	n := 0
	for ; t.Kind == ast.TypeArray; t = t.elem() {
		n++
	}
	return n
}

// valueDims are the lengths of the array v and of its first elements
// down (a PostgreSQL array's dimensions).
func valueDims(v Value) []int {
	var out []int
	for v.k == KindArray {
		es := v.Elems()
		out = append(out, len(es))
		if len(es) == 0 {
			break
		}
		v = es[0]
	}
	return out
}
