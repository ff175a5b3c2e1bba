package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's structured OBJECT constructor.
//
// OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED(k1, v1, ..., kn, vn) (Snowflake SQL
// reference, OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED) "returns a structured
// OBJECT constructed from the arguments that retains key-value pairs with
// NULL values", its keys in the order given; "each key must be a non-empty
// constant VARCHAR value". A structured OBJECT is Snowflake's struct, so the
// value is a struct whose fields are the pairs, a NULL value kept as a NULL
// field.
func init() {
	reg(&scalarFunc{name: "object_construct_keep_null_structured", min: 2, max: -1,
		ret: retFixed(Type{Kind: ast.TypeStruct}), fn: func(a []Value) (Value, error) {
			if len(a)%2 != 0 {
				return Null, fmt.Errorf("object_construct_keep_null_structured expects key, value pairs")
			}
			var names []string
			var vals []Value
			for i := 0; i < len(a); i += 2 {
				if a[i].k != KindString || a[i].s == "" {
					return Null, fmt.Errorf("object_construct_keep_null_structured: each key must be a non-empty VARCHAR, got %s", a[i])
				}
				for _, n := range names {
					if n == a[i].s {
						return Null, fmt.Errorf("object_construct_keep_null_structured: duplicate key %q", n)
					}
				}
				names = append(names, a[i].s)
				vals = append(vals, a[i+1])
			}
			return StructOf(names, vals), nil
		}})
}
