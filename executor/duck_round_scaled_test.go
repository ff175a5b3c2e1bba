package executor_test

import "testing"

// TestDuckRoundScaled: DuckDB's round of a DOUBLE to d places other than 0
// rounds the double nearest x * 10^d half away from zero (x / 10^-d for a
// negative d), where Hive and Spark round the shortest decimal form
// (executor's duckRoundScaled). Each want was run on DuckDB 1.5.6.
func TestDuckRoundScaled(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "the double nearest the product below a tie", dialect: "duckdb",
			query: "SELECT round(0.285::DOUBLE, 2), round(4.145::DOUBLE, 2), round(1.005::DOUBLE, 2), round(-0.285::DOUBLE, 2), round(0.285::REAL, 2)",
			want:  []string{"0.28 | 4.14 | 1 | -0.28 | 0.28"}},
		{name: "the product on a tie", dialect: "duckdb",
			query: "SELECT round(2.675::DOUBLE, 2), round(0.125::DOUBLE, 2), round(-1255::DOUBLE, -1), round(2.5::DOUBLE, 0)",
			want:  []string{"2.68 | 0.13 | -1260 | 3"}},
		{name: "past the double's range", dialect: "duckdb",
			query: "SELECT round(1e308::DOUBLE, 2), round(1.5::DOUBLE, 400), round(15::DOUBLE, -400), round(-0.001::DOUBLE, 2)",
			want:  []string{"1e+308 | 1.5 | 0 | -0"}},
		{name: "spark rounds the shortest form", dialect: "spark",
			query: "SELECT round(CAST(0.285 AS DOUBLE), 2), round(CAST(4.145 AS DOUBLE), 2)",
			want:  []string{"0.29 | 4.15"}},
	} {
		runShown(t, c)
	}
}
