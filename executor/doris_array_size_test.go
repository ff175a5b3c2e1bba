package executor_test

import "testing"

// Doris's array_size (aliases size and cardinality) has array signatures
// only (Doris documentation, ARRAY_SIZE): a map is an analysis error ("No
// matching function"), its entries counted by map_size. Hive's and Spark's
// size and Trino's cardinality count a map's entries.
func TestDorisArraySizeOfMap(t *testing.T) {
	const msg = "takes an array, not a map"
	runDialectCases(t, []dialectCase{
		{dialect: "doris", sql: "SELECT array_size(map(1, 'a'))", err: msg},
		{dialect: "doris", sql: "SELECT size(map(1, 'a', 2, 'b'))", err: msg},
		{dialect: "doris", sql: "SELECT cardinality(m) FROM (SELECT map(1, 'a') AS m) AS t", err: msg},
		{dialect: "doris", sql: "SELECT array_size(CAST(NULL AS MAP<INT, STRING>))", err: msg},
		{dialect: "doris", sql: "SELECT array_size([1, 2]), size([]), cardinality(CAST(NULL AS ARRAY<INT>))", want: "2 | 0 | NULL"},
		{dialect: "doris", sql: "SELECT map_size(map(1, 'a', 2, NULL)), array_size(map_keys(map(1, 'a')))", want: "2 | 1"},
		{dialect: "hive", sql: "SELECT size(map(1, 'a', 2, 'b'))", want: "2"},
		{dialect: "spark", sql: "SELECT size(map(1, 'a')), cardinality(map(1, 'a'))", want: "1 | 1"},
		{dialect: "trino", sql: "SELECT cardinality(MAP(ARRAY[1, 2], ARRAY['a', 'b']))", want: "2"},
	})
}
