package executor_test

import "testing"

// TestArrayDistinctTrino: Trino's array_distinct counts -0.0 and 0.0 as
// one element and keeps the first (ArrayDistinctFunction matches by IS
// DISTINCT FROM, false for -0.0 against 0.0 and for two NaNs: DoubleType
// in trinodb/trino); Spark 3 keeps the two zeros apart (SPARK-45599) and
// all NaNs as one. Both keep one NULL, in the order of first occurrence.
func TestArrayDistinctTrino(t *testing.T) {
	runShown(t, sqlCase{name: "trino doubles", dialect: "trino",
		query: "SELECT CAST(array_distinct(ARRAY[-0.0E0, 0.0E0, nan(), nan(), NULL, NULL, 1.5E0]) AS ARRAY(VARCHAR))",
		want:  []string{"[-0.0 NaN <nil> 1.5]"}})
	runShown(t, sqlCase{name: "spark doubles", dialect: "spark",
		query: "SELECT CAST(array_distinct(array(-0.0d, 0.0d, CAST('NaN' AS DOUBLE), CAST('NaN' AS DOUBLE), NULL, NULL, 1.5d)) AS ARRAY<STRING>)",
		want:  []string{"[-0.0 0.0 NaN <nil> 1.5]"}})
	runShown(t, sqlCase{name: "trino integers", dialect: "trino",
		query: "SELECT array_distinct(ARRAY[3, 1, NULL, 3, NULL, 1]), array_distinct(CAST(ARRAY[] AS ARRAY(INTEGER))), array_distinct(CAST(NULL AS ARRAY(INTEGER)))",
		want:  []string{"[3 1 <nil>] | [] | NULL"}})
}

// TestArraySets: Spark's array_union, array_intersect and array_except
// keep the first occurrences in order, of the first array then the second
// for the union, NULL being an element kept once; NULL when either array
// is NULL (Spark SQL function reference; ArrayUnion, ArrayIntersect and
// ArrayExcept in apache/spark). Trino's array_union is the same
// (ArrayUnionFunction in trinodb/trino).
func TestArraySets(t *testing.T) {
	runShown(t, sqlCase{name: "spark", dialect: "spark",
		query: "SELECT array_union(array(1, NULL, 1), array(NULL, 2, 1)), array_intersect(array(3, 1, NULL, 3, 2), array(2, NULL, 3)), " +
			"array_except(array(3, 1, NULL, 3, 2), array(2)), array_except(array(1, 1), CAST(array() AS ARRAY<INT>)), array_union(array(1), NULL)",
		want: []string{"[1 <nil> 2] | [3 <nil> 2] | [3 1 <nil>] | [1] | NULL"}})
	runShown(t, sqlCase{name: "trino union", dialect: "trino",
		query: "SELECT array_union(ARRAY['b', 'a', NULL], ARRAY['A', 'a', NULL, 'c']), array_union(CAST(ARRAY[] AS ARRAY(INTEGER)), ARRAY[2, 2]), array_union(NULL, ARRAY[1])",
		want:  []string{"[b a <nil> A c] | [2] | NULL"}})
}
