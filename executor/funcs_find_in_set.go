package executor

import "strings"

// findInSet is Spark's find_in_set (dialects/functions_find_in_set.go):
// the 1-based index of the first field of list, split at every comma,
// equal to s; 0 where s holds a comma or no field is s.
func findInSet(s, list string) int64 {
	if strings.Contains(s, ",") {
		return 0
	}
	for i, f := range strings.Split(list, ",") {
		if f == s {
			return int64(i + 1)
		}
	}
	return 0
}

func init() {
	reg(&scalarFunc{name: "find_in_set", min: 2, max: 2, strict: true, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		return IntOf(tInt.Kind, findInSet(textOf(a[0]), textOf(a[1]))), nil
	}})
}
