package executor_test

import "testing"

// TestArrayLambdas (rows shown as Go writes the values: an array [10
// <nil> 30]): transform applies its lambda to every element, NULLs
// included, and filter keeps the elements whose predicate is TRUE, a NULL
// predicate dropping the element (Trino's ArrayFilterFunction:
// TRUE.equals(keep); Spark's ArrayFilter reads NULL as false; DuckDB
// 1.5's list_filter([1, NULL, 3, 4], x -> CASE WHEN x = 3 THEN NULL ELSE
// x > 1 END) is [4]); both give NULL for a NULL array, [] for [].
func TestArrayLambdas(t *testing.T) {
	for _, d := range []string{"trino", "spark"} {
		arr, empty, null := "ARRAY[1, NULL, 3, 4]", "CAST(ARRAY[] AS ARRAY(INTEGER))", "CAST(NULL AS ARRAY(INTEGER))"
		if d == "spark" {
			arr, empty, null = "array(1, NULL, 3, 4)", "CAST(array() AS ARRAY<INT>)", "CAST(NULL AS ARRAY<INT>)"
		}
		runShown(t, sqlCase{name: "transform and filter", dialect: d,
			query: "SELECT transform(" + arr + ", x -> x * 10), filter(" + arr + ", x -> CASE WHEN x = 3 THEN NULL ELSE x > 1 END), transform(" + empty + ", x -> x), filter(" + null + ", x -> TRUE)",
			want:  []string{"[10 <nil> 30 40] | [4] | [] | NULL"}})
	}
	runShown(t, sqlCase{name: "list_filter", dialect: "duckdb",
		query: "SELECT list_filter([1, NULL, 3, 4], x -> CASE WHEN x = 3 THEN NULL ELSE x > 1 END), apply([1, 2], x -> x * 10), list_transform(NULL::INTEGER[], x -> x)",
		want:  []string{"[4] | [10 20] | NULL"}})
}
