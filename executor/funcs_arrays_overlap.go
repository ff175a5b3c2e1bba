package executor

// arrays_overlap(x, y): the canonical function of Trino's, Presto's and
// Spark's arrays_overlap (dialects/functions_arrays_overlap.go): true when
// the arrays share a non-NULL element, false when either is empty, NULL
// when neither shares one but either holds a NULL (Trino source,
// ArraysOverlapFunction; Spark SQL function reference), false otherwise;
// NULL for a NULL array.
func init() {
	reg(&scalarFunc{name: "arrays_overlap", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		xs, ys := a[0].Elems(), a[1].Elems()
		if len(xs) == 0 || len(ys) == 0 {
			return BoolValue(false), nil
		}
		nulls := false
		for _, e := range xs {
			if e.k == KindNull {
				nulls = true
				continue
			}
			if f, _ := containsValue(ys, e); f {
				return BoolValue(true), nil
			}
		}
		for _, e := range ys {
			nulls = nulls || e.k == KindNull
		}
		if nulls {
			return Null, nil
		}
		return BoolValue(false), nil
	}})
}
