package executor

// pgBoolElemsFn is f with the BOOLEAN elements of an array result written
// as PostgreSQL's output text, 't' or 'f' (array_to_string's elements:
// array_to_string(ARRAY[true, NULL, false], ',') is 't,f', run on
// PostgreSQL 15); NULL elements stay NULL.
func pgBoolElemsFn(f evalFn) evalFn {
	return elemsMappedFn(f, func(e Value) (Value, bool) {
		if e.k != KindBool {
			return e, false
		}
		return StringValue(pgScalarText(e, FloatTextDefault)), true
	})
}

// elemsMappedFn is f with each element of an array result that g changes
// (ok) replaced by g's value; another result, or an array g changes
// nothing of, is left as it is.
func elemsMappedFn(f evalFn, g func(Value) (Value, bool)) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil || v.k != KindArray {
			return v, err
		}
		es := v.Elems()
		var out []Value
		for i, e := range es {
			m, ok := g(e)
			if !ok {
				continue
			}
			if out == nil {
				out = append([]Value(nil), es...)
			}
			out[i] = m
		}
		if out == nil {
			return v, nil
		}
		return ArrayValue(out), nil
	}
}
