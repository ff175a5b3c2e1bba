package executor_test

import "testing"

const percentileRows = `(VALUES (1, 4), (1, 1), (1, NULL), (1, 10), (1, 2), (2, NULL), (3, -7), (4, -5), (4, 5), (4, 0)) AS p(g, x)`

// TestPercentile: Hive's and Spark's percentile(x, p), DuckDB's
// quantile_cont(x, p) and PostgreSQL's percentile_cont(p) WITHIN GROUP
// (ORDER BY x) interpolate linearly at position p * (n - 1) of the
// non-NULL x in ascending order, a DOUBLE, NULL for none (run on
// PostgreSQL 15 and DuckDB 1.5: these rows; Hive's UDAFPercentile); a
// fraction outside 0 to 1 raises (PostgreSQL: "percentile value 1.5 is
// not between 0 and 1"; Hive: "Percentile value must be within the range
// of 0 to 1").
func TestPercentile(t *testing.T) {
	want := []string{"1 | 1.75 | 3 | 1 | 10", "2 | NULL | NULL | NULL | NULL", "3 | -7 | -7 | -7 | -7", "4 | -2.5 | 0 | -5 | 5"}
	for _, d := range []string{"hive", "spark"} {
		runShown(t, sqlCase{name: d + " percentile", dialect: d, want: want,
			query: "SELECT g, percentile(x, 0.25), percentile(x, 0.5), percentile(x, 0), percentile(x, 1) FROM " + percentileRows + " GROUP BY g ORDER BY g"})
	}
	runShown(t, sqlCase{name: "duckdb quantile_cont", dialect: "duckdb", want: want,
		query: "SELECT g, quantile_cont(x, 0.25), quantile_cont(x, 0.5), quantile_cont(x, 0), quantile_cont(x, 1) FROM " + percentileRows + " GROUP BY g ORDER BY g"})
	runShown(t, sqlCase{name: "postgres percentile_cont", dialect: "postgres", want: want,
		query: "SELECT g, percentile_cont(0.25) WITHIN GROUP (ORDER BY x), percentile_cont(0.5) WITHIN GROUP (ORDER BY x), " +
			"percentile_cont(0) WITHIN GROUP (ORDER BY x), percentile_cont(1) WITHIN GROUP (ORDER BY x) FROM " + percentileRows + " GROUP BY g ORDER BY g"})
	runShown(t, sqlCase{name: "no rows", dialect: "postgres", want: []string{"NULL"},
		query: "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM " + percentileRows + " WHERE g > 9"})
	runShown(t, sqlCase{name: "out of range", dialect: "postgres", err: "not between 0 and 1",
		query: "SELECT percentile_cont(1.5) WITHIN GROUP (ORDER BY x) FROM " + percentileRows})
	runShown(t, sqlCase{name: "descending", dialect: "postgres", err: "ascending order",
		query: "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x DESC) FROM " + percentileRows})
}
