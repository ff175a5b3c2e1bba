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

// TestMaxByReadings: Trino's and Spark's max_by and DuckDB's arg_max_null
// skip a NULL y and may give a NULL x; DuckDB's arg_max and max_by skip a
// NULL x as well (run on DuckDB 1.5: a, a, NULL over ('a', 1), (NULL, 5),
// ('c', NULL)).
func TestMaxByReadings(t *testing.T) {
	rows := "(VALUES ('a', 1), (NULL, 5), ('c', NULL)) AS t(x, y)"
	for _, d := range []string{"trino", "spark"} {
		runShown(t, sqlCase{name: "max_by", dialect: d, query: "SELECT max_by(x, y), min_by(x, y) FROM " + rows, want: []string{"NULL | a"}})
	}
	runShown(t, sqlCase{name: "duckdb", dialect: "duckdb", query: "SELECT arg_max(x, y), arg_max_null(x, y) FROM " + rows,
		want: []string{"a | NULL"}})
	runShown(t, sqlCase{name: "no rows", dialect: "trino", query: "SELECT max_by(x, y) FROM " + rows + " WHERE y > 10", want: []string{"NULL"}})
}
