package lateral_test

import (
	"fmt"
	"testing"
)

// DuckDB's lambda index parameter counts from 1 (list_transform,
// list_filter and their aliases; list_reduce's third parameter is the
// position of the element being folded in); Spark's transform and filter
// count from 0. The DuckDB values were checked on DuckDB 1.5.
func TestLambdaIndexBase(t *testing.T) {
	for _, c := range []struct{ dialect, sql, want string }{
		{"duckdb", "SELECT list_filter([5, 6], (x, i) -> i = 1) AS a", "[[5]]"},
		{"duckdb", "SELECT filter([5, 6], (x, i) -> i = 1) AS a", "[[5]]"},
		{"duckdb", "SELECT list_transform([5, NULL], (x, i) -> i) AS a", "[[1, 2]]"},
		{"duckdb", "SELECT list_apply([5, 6], (x, i) -> x * 10 + i) AS a, array_filter([5, 6, 7], (x, i) -> i > 1) AS b", "[[51, 62] [6, 7]]"},
		{"duckdb", "SELECT list_reduce([5, 6, 7], (a, b, i) -> a + b * i) AS a", "[38]"},
		{"duckdb", "SELECT list_reduce([5, 6, 7], (a, b, i) -> a + b * i, 100) AS a", "[138]"},
		{"duckdb", "SELECT list_reduce([], (a, b) -> a + b, 100) AS a, list_reduce(NULL::INT[], (a, b) -> a + b, 100) AS b", "[100 NULL]"},
		{"spark", "SELECT filter(array(5, 6), (x, i) -> i = 1) AS a, transform(array(5, 6), (x, i) -> i) AS b", "[[6] [0, 1]]"},
	} {
		got, err := runStrings(t, c.sql, c.dialect)
		if err != nil || fmt.Sprint(got) != c.want {
			t.Errorf("%s: %s: got %v, %v, want %s", c.dialect, c.sql, got, err, c.want)
		}
	}
}
