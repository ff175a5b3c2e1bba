package executor

// pgBoolElemsFn is f with the BOOLEAN elements of an array result written
// as PostgreSQL's output text, 't' or 'f' (array_to_string's elements:
// array_to_string(ARRAY[true, NULL, false], ',') is 't,f', run on
// PostgreSQL 15); NULL elements stay NULL.
func pgBoolElemsFn(f evalFn) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil || v.k != KindArray {
			return v, err
		}
		es := v.Elems()
		var out []Value
		for i, e := range es {
			if e.k != KindBool {
				continue
			}
			if out == nil {
				out = append([]Value(nil), es...)
			}
			out[i] = StringValue(pgScalarText(e, FloatTextDefault))
		}
		if out == nil {
			return v, nil
		}
		return ArrayValue(out), nil
	}
}
