package executor_test

import "testing"

// DuckDB plans the unnests of one select list in levels: an unnest of
// depth k (1 for a plain unnest, n for max_depth := n, the list depth of
// its argument for recursive := true) runs at the k deepest levels, so a
// plain unnest is zipped with each innermost list of a recursive one,
// repeated for every outer element, the shorter padded with NULL (a NULL
// or empty list is padding only). Rows checked on DuckDB 1.5.
func TestDuckDBUnnestLevels(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the plain unnest restarts for every inner list", dialect: "duckdb",
			query: "SELECT UNNEST([[1, 2], [4]], recursive := true) AS a, UNNEST([10, 20, 30]) AS b",
			want:  []string{"1 | 10", "2 | 20", "NULL | 30", "4 | 10", "NULL | 20", "NULL | 30"}},
		{name: "an empty or NULL inner list is padding", dialect: "duckdb",
			query: "SELECT UNNEST([[1, 2, 3], [], NULL, [4, 5]], recursive := true) AS a, UNNEST([1, 2]) AS b",
			want:  []string{"1 | 1", "2 | 2", "3 | NULL", "NULL | 1", "NULL | 2", "NULL | 1", "NULL | 2", "4 | 1", "5 | 2"}},
		{name: "depths 3 and 2 share the two deepest levels", dialect: "duckdb",
			query: "SELECT UNNEST([[[1, 2], [3]], [[4, 5, 6]]], recursive := true) AS a, UNNEST([[10, 20], [30]], recursive := true) AS b",
			want:  []string{"1 | 10", "2 | 20", "3 | 30", "4 | 10", "5 | 20", "6 | NULL", "NULL | 30"}},
		{name: "max_depth sets the depth", dialect: "duckdb",
			query: "SELECT UNNEST([[[1, 2], [3]], [[4, 5, 6]]], max_depth := 2) AS a, UNNEST([1, 2, 3]) AS b",
			want:  []string{"[1, 2] | 1", "[3] | 2", "NULL | 3", "[4, 5, 6] | 1", "NULL | 2", "NULL | 3"}},
		{name: "a NULL plain list pads", dialect: "duckdb",
			query: "SELECT UNNEST([[1, 2, 3], [4, 5]], recursive := true) AS a, UNNEST(NULL::INT[]) AS b",
			want:  []string{"1 | NULL", "2 | NULL", "3 | NULL", "4 | NULL", "5 | NULL"}},
		{name: "per input row, inside an expression", dialect: "duckdb",
			query: "SELECT i, UNNEST([[i, 2], [3]], recursive := true) AS a, UNNEST([i, 7]) + 1 AS b FROM range(2) t(i)",
			want:  []string{"0 | 0 | 1", "0 | 2 | 8", "0 | 3 | 1", "0 | NULL | 8", "1 | 1 | 2", "1 | 2 | 8", "1 | 3 | 2", "1 | NULL | 8"}},
	} {
		runSQL(t, c)
	}
}
