package executor

import "github.com/lateral-sql/lateral/ast"

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
		return concatArrays(l, rv), nil
	}
}
