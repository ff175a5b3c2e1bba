package executor

// array_max_strict and array_min_strict: Trino's array_max and array_min
// (ArrayMaxFunction and ArrayMinFunction in trinodb/trino), NULL as soon
// as an element is NULL, NULL for an empty array. array_max and array_min
// (funcs_array.go) skip the NULL elements, as Spark's and DuckDB's do.
func init() {
	strict := func(name string, dir int) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			es, err := arrArg(a[0], name)
			if err != nil {
				return Null, err
			}
			for _, e := range es {
				if e.k == KindNull {
					return Null, nil
				}
			}
			return extreme(es, dir)
		}
	}
	reg(&scalarFunc{name: "array_max_strict", min: 1, max: 1, strict: true, ret: retElem(0), fn: strict("array_max", 1)})
	reg(&scalarFunc{name: "array_min_strict", min: 1, max: 1, strict: true, ret: retElem(0), fn: strict("array_min", -1)})
}
