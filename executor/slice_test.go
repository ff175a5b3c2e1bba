package executor_test

import "testing"

// TestSliceStartBeforeFirst: Trino's and Spark's slice give an empty array
// for a negative start before the first element, where it clamped to the
// first (Trino source, ArraySliceFunction: fromIndex < 1 returns an empty
// block; Spark source, Slice.nullSafeEval: startIndex < 0 an empty array),
// and raise for a start of 0 even of an empty array (the checks come
// before the size is read).
func TestSliceStartBeforeFirst(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "trino", dialect: "trino",
			query: "SELECT slice(ARRAY[1,2,3], -5, 3), slice(ARRAY[1,2,3], -2, 5), slice(ARRAY[1,2,3], -3, 1), slice(ARRAY[1,2,3], 4, 1)",
			want:  []string{"[] | [2 3] | [1] | []"}},
		{name: "spark", dialect: "spark",
			query: "SELECT slice(array(1,2,3), -4, 2), slice(array(1,2,3), 2, 1)",
			want:  []string{"[] | [2]"}},
		{name: "a start of 0", dialect: "trino",
			query: "SELECT slice(CAST(ARRAY[] AS ARRAY(INTEGER)), 0, 1)", err: "slice start must not be 0"},
		{name: "a negative length", dialect: "trino",
			query: "SELECT slice(ARRAY[1], 1, -1)", err: "slice length must not be negative"},
	} {
		runShown(t, c)
	}
}
