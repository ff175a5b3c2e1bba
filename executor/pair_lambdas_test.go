package executor_test

import "testing"

// TestPairLambdas: Trino's zip_with pads the shorter array with NULLs at
// its end before applying the lambda and gives NULL when either array is
// NULL (Trino lambda functions page, zip_with); map_filter keeps the
// entries whose predicate is TRUE, a NULL predicate dropping the entry, {}
// when none is kept, NULL for a NULL map (Trino lambda functions page,
// map_filter). DuckDB's list_zip, which the DuckDB translation of zip_with
// uses under a NULL guard, pads alike (run on DuckDB 1.5).
func TestPairLambdas(t *testing.T) {
	runShown(t, sqlCase{name: "zip_with", dialect: "trino",
		query: "SELECT zip_with(ARRAY[1, 2, 3], ARRAY[10, NULL], (x, y) -> x + y), zip_with(ARRAY['a'], ARRAY[1, 2], (x, y) -> coalesce(x, '-') || CAST(y AS VARCHAR)), zip_with(ARRAY[1], CAST(NULL AS ARRAY(INTEGER)), (x, y) -> x), zip_with(CAST(ARRAY[] AS ARRAY(INTEGER)), CAST(ARRAY[] AS ARRAY(INTEGER)), (x, y) -> x)",
		want:  []string{"[11 <nil> <nil>] | [a1 -2] | NULL | []"}})
	runShown(t, sqlCase{name: "map_filter", dialect: "trino",
		query: "SELECT cardinality(map_filter(MAP(ARRAY['a', 'b', 'c'], ARRAY[1, NULL, 3]), (k, v) -> v > 1)), element_at(map_filter(MAP(ARRAY['a', 'b', 'c'], ARRAY[1, NULL, 3]), (k, v) -> v > 1), 'c'), cardinality(map_filter(MAP(ARRAY['a'], ARRAY[1]), (k, v) -> v > 5)), map_filter(CAST(NULL AS MAP(VARCHAR, INTEGER)), (k, v) -> TRUE)",
		want:  []string{"1 | 3 | 0 | NULL"}})
	runShown(t, sqlCase{name: "list_zip under a NULL guard", dialect: "duckdb",
		query: "SELECT list_transform(list_zip([1, 2, 3], [10, NULL]), p -> struct_extract(p, 1) + struct_extract(p, 2)), len(map_keys(map_from_entries(list_filter(map_entries(MAP {'a': 1, 'b': NULL}), e -> struct_extract(e, 'value') > 0))))",
		want:  []string{"[11 <nil> <nil>] | 1"}})
}

// TestListZipDuckDB: DuckDB's list_zip reads a NULL list as an empty one
// and cuts to the shortest list with truncate TRUE (run on DuckDB 1.5:
// list_zip(NULL::INT[], NULL::INT[]) IS NULL is false,
// len(list_zip(NULL::INT[], [1, 2])) is 2, len(list_zip([1], NULL::INT[],
// true)) is 0, list_zip([1, 2, 3], [10, 20], true) has two pairs).
func TestListZipDuckDB(t *testing.T) {
	runShown(t, sqlCase{name: "list_zip", dialect: "duckdb",
		query: "SELECT list_zip(NULL::INT[], NULL::INT[]) IS NULL, len(list_zip(NULL::INT[], [1, 2])), len(list_zip([1], NULL::INT[], true)), list_transform(list_zip([1, 2, 3], [10, 20], true), p -> struct_extract(p, 1) + struct_extract(p, 2))",
		want:  []string{"false | 2 | 0 | [11 22]"}})
}
