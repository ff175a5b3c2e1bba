package executor_test

import "testing"

// TestRegrNaN: over two or more pairs, a NaN x makes PostgreSQL's
// regr_sxx, regr_slope and regr_r2 NaN, and DuckDB's raise; a NaN y with
// every x the same makes PostgreSQL's regr_slope NULL and DuckDB's NaN
// (run on PostgreSQL 15 and DuckDB 1.5: these rows and errors).
func TestRegrNaN(t *testing.T) {
	nanX := "(VALUES (1.0, CAST('NaN' AS DOUBLE)), (2.0, 2.0), (3.0, 3.0)) AS p(y, x)"
	runShown(t, sqlCase{name: "PostgreSQL NaN x", dialect: "postgres", query: "SELECT regr_sxx(y, x), regr_syy(y, x), regr_slope(y, x), regr_r2(y, x) FROM " + nanX,
		want: []string{"NaN | 2 | NaN | NaN"}})
	runShown(t, sqlCase{name: "DuckDB NaN x", dialect: "duckdb", query: "SELECT regr_slope(y, x) FROM " + nanX, err: "VARPOP is out of range!"})
	runShown(t, sqlCase{name: "DuckDB NaN x r2", dialect: "duckdb", query: "SELECT regr_r2(y, x) FROM " + nanX, err: "VARPOP(X) is out of range!"})
	vert := "(VALUES (CAST('NaN' AS DOUBLE), 1.0), (2.0, 1.0)) AS p(y, x)"
	runShown(t, sqlCase{name: "PostgreSQL NaN y vertical", dialect: "postgres", query: "SELECT regr_slope(y, x), regr_intercept(y, x), regr_r2(y, x) FROM " + vert,
		want: []string{"NULL | NULL | NULL"}})
	runShown(t, sqlCase{name: "DuckDB NaN y vertical", dialect: "duckdb", query: "SELECT regr_slope(y, x), regr_intercept(y, x), regr_r2(y, x) FROM " + vert,
		want: []string{"NaN | NULL | NULL"}})
}

// TestRegrOverflow: over the pairs (0, 0) and (1e300, 1e-160) the
// quotient of finite sums overflows: DuckDB's regr_slope is +Inf and its
// regr_intercept -Inf (run on DuckDB 1.5), Trino's NULL as it keeps
// finite values only (DoubleRegressionAggregation; meanY - slope * meanX
// for the intercept).
func TestRegrOverflow(t *testing.T) {
	pairs := "(VALUES (CAST('0' AS DOUBLE), CAST('0' AS DOUBLE)), (CAST('1e300' AS DOUBLE), CAST('1e-160' AS DOUBLE))) AS p(y, x)"
	runShown(t, sqlCase{name: "DuckDB overflow", dialect: "duckdb", query: "SELECT regr_slope(y, x), regr_intercept(y, x) FROM " + pairs,
		want: []string{"+Inf | -Inf"}})
	runShown(t, sqlCase{name: "Trino overflow", dialect: "trino", query: "SELECT regr_slope(y, x), regr_intercept(y, x) FROM " + pairs,
		want: []string{"NULL | NULL"}})
}
