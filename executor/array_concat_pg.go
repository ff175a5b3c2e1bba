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
	// a CHAR appended to a text or character varying array is read as
	// one, without its padding; prepended, it keeps it (PostgreSQL 15 run:
	// ARRAY['a '] || CAST('c' AS CHAR(2)) is {"a ",c}, ARRAY[CAST('a' AS
	// VARCHAR)] || CAST('c' AS CHAR(2)) {a,c}, CAST('c' AS CHAR(2)) ||
	// ARRAY['a'] {"c ",a})
	if et := x.L.Type().elem().Kind; la && rk == ast.TypeChar && (et == ast.TypeVarchar || et == ast.TypeString) {
		fr = charTrimFn(fr)
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
