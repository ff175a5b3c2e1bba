package executor

import (
	"strconv"
)

// DuckDB's list_zip(l1, l2, ...[, truncate]) reads a NULL list as an empty
// one, so its result is never NULL, and pads the shorter lists with NULLs
// to the longest one's length, or, with truncate TRUE, cuts them all to
// the shortest one's (DuckDB list functions, list_zip; run on DuckDB 1.5:
// list_zip(NULL::INT[], NULL::INT[]) IS NULL is false and gives [],
// len(list_zip(NULL::INT[], [1, 2])) is 2, len(list_zip([1], NULL::INT[],
// true)) is 0). Trino's zip gives NULL for a NULL array (zipArrays).
func init() {
	reg(&scalarFunc{name: "list_zip", min: 1, max: -1, ret: retFixed(arrayOf(tUnknown)), fn: func(a []Value) (Value, error) {
		truncate := false
		if n := len(a); n > 1 && a[n-1].k == KindBool {
			truncate, a = truth(a[n-1]), a[:n-1]
		}
		lists := make([]Value, len(a))
		names := make([]string, len(a))
		n := -1
		for i, v := range a {
			names[i] = "field" + strconv.Itoa(i)
			if v.k == KindNull {
				v = ArrayValue([]Value{})
			}
			lists[i] = v
			if l := len(v.Elems()); n < 0 || (truncate && l < n) || (!truncate && l > n) {
				n = l
			}
		}
		if truncate {
			for i, v := range lists {
				lists[i] = ArrayValue(v.Elems()[:n])
			}
		}
		return zipArrays(lists, names), nil
	}})
}
