package executor_test

import "testing"

// TestArraysOverlap: Trino's and Spark's arrays_overlap give NULL where no
// non-NULL element is shared but a NULL is held, false for an empty array
// (Trino source, ArraysOverlapFunction; Spark SQL function reference),
// where lat run gave false; DuckDB's list_has_any keeps its false (run on
// DuckDB 1.5: list_has_any([1, NULL], [2]) is false).
func TestArraysOverlap(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "trino", dialect: "trino",
			query: "SELECT arrays_overlap(ARRAY[1, NULL], ARRAY[2]), arrays_overlap(ARRAY[1, NULL], ARRAY[1]), arrays_overlap(CAST(ARRAY[] AS ARRAY(INTEGER)), ARRAY[NULL]), arrays_overlap(ARRAY[1], ARRAY[2]), arrays_overlap(NULL, ARRAY[1])",
			want:  []string{"NULL | true | false | false | NULL"}},
		{name: "spark", dialect: "spark",
			query: "SELECT arrays_overlap(array(1, NULL), array(3)), arrays_overlap(array(1), array(1, 2))",
			want:  []string{"NULL | true"}},
		{name: "duckdb list_has_any", dialect: "duckdb",
			query: "SELECT list_has_any([1, NULL], [2]), array_has_any([1, NULL], [NULL]), list_has_any([1], [1])",
			want:  []string{"false | false | true"}},
	} {
		runShown(t, c)
	}
}
