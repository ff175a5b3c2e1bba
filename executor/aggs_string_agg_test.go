package executor_test

import "testing"

// TestStringAggReadings: DuckDB's one-argument string_agg separates with
// ',' and its listagg is string_agg (run on DuckDB 1.5: a,b and b-a, NULL
// for only NULLs); Trino's listagg orders by its WITHIN GROUP keys, NULL
// keys last, and skips NULL values (Trino aggregate functions).
func TestStringAggReadings(t *testing.T) {
	rows := "(VALUES (1, 'a', 1), (1, NULL, 2), (1, 'b', NULL), (2, NULL, 1)) AS t(g, s, k)"
	runShown(t, sqlCase{name: "duckdb", dialect: "duckdb", query: "SELECT g, string_agg(s), listagg(s, '-' ORDER BY s DESC) FROM " + rows + " GROUP BY g ORDER BY g",
		want: []string{"1 | a,b | b-a", "2 | NULL | NULL"}})
	runShown(t, sqlCase{name: "trino", dialect: "trino", query: "SELECT g, listagg(s, ',') WITHIN GROUP (ORDER BY k DESC) FROM " + rows + " GROUP BY g ORDER BY g",
		want: []string{"1 | a,b", "2 | NULL"}})
	runShown(t, sqlCase{name: "postgres", dialect: "postgres", query: "SELECT string_agg(s, ', ' ORDER BY k) FROM " + rows + " WHERE g < 3",
		want: []string{"a, b"}})
}
