package executor_test

import "testing"

// TestMapAgg: Trino's map_agg skips a row with a NULL key, keeps a NULL
// value and the first value of a duplicate key in the aggregate's ORDER
// BY, and is NULL for a group without a non-NULL key
// (MapAggregationFunction, KeyValuePairs.add); the same rows through its
// DuckDB form gave these maps (run on DuckDB 1.5).
func TestMapAgg(t *testing.T) {
	rows := "(VALUES (1, 'a', 10), (1, 'a', 20), (1, NULL, 30), (1, 'b', NULL), (2, NULL, 5), (3, 'x', 1)) AS t(g, k, v)"
	runShown(t, sqlCase{name: "map_agg ordered", dialect: "trino", query: "SELECT g, map_agg(k, v ORDER BY v DESC) FROM " + rows + " GROUP BY g ORDER BY g",
		want: []string{"1 | [{a 20} {b <nil>}]", "2 | NULL", "3 | [{x 1}]"}})
	runShown(t, sqlCase{name: "map_agg ascending", dialect: "trino", query: "SELECT g, map_agg(k, v ORDER BY v) FROM " + rows + " WHERE g = 1 GROUP BY g",
		want: []string{"1 | [{a 10} {b <nil>}]"}})
	runShown(t, sqlCase{name: "map_agg no rows", dialect: "trino", query: "SELECT map_agg(k, v) FROM " + rows + " WHERE g > 10",
		want: []string{"NULL"}})
}
