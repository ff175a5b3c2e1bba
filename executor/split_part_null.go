package executor

import (
	"fmt"
	"strings"
)

// split_part_null: Trino's and Presto's split_part(s, d, n), the n-th
// field of s split on d, NULL past the last field, an error for an index
// below 1 (Trino string functions: "If the index is larger than the
// number of fields, then null is returned"); the translator reads it for
// a non-empty literal delimiter only (dialects/functions_split_part.go).
func init() {
	reg(&scalarFunc{name: "split_part_null", min: 3, max: 3, strict: true, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		n, err := argInt(a[2])
		if err != nil {
			return Null, err
		}
		if n < 1 {
			return Null, fmt.Errorf("Index must be greater than zero")
		}
		d := textOf(a[1])
		if d == "" {
			return Null, fmt.Errorf("split_part of an empty delimiter is not answered by the reference executor")
		}
		parts := strings.Split(textOf(a[0]), d)
		if n > int64(len(parts)) {
			return Null, nil
		}
		return StringValue(parts[n-1]), nil
	}})
}
