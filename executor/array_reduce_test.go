package executor_test

import "testing"

// TestTrinoReduce: Trino's reduce folds every element, NULLs included
// (Trino array functions, reduce: reduce(ARRAY[5, 20, NULL, 50], 0, (s,
// x) -> s + x, s -> s) is NULL), applies the finish function, gives the
// finished init for an empty array and NULL for a NULL array.
func TestTrinoReduce(t *testing.T) {
	runShown(t, sqlCase{name: "reduce", dialect: "trino",
		query: "SELECT reduce(ARRAY[5, 20, NULL, 50], 0, (s, x) -> s + x, s -> s), reduce(ARRAY[5, 20, NULL, 50], 0, (s, x) -> s + coalesce(x, 0), s -> s * 10), reduce(CAST(ARRAY[] AS ARRAY(INTEGER)), 1, (s, x) -> s + x, s -> s * 10), reduce(CAST(NULL AS ARRAY(INTEGER)), 0, (s, x) -> s + x, s -> s)",
		want:  []string{"NULL | 750 | 10 | NULL"}})
}
