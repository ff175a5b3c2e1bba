package executor_test

import "testing"

// covarRows: pairs with a NULL, one pair, a constant y, only NULLs, a
// NaN and an infinite value.
const covarRows = `(VALUES (1, 1.0, 2.0), (1, 2.0, 4.0), (1, 4.0, 5.0), (1, NULL, 7.0), (2, 3.0, 1.0),
  (3, 5.0, 1.0), (3, 5.0, 2.0), (4, NULL, NULL), (6, CAST('NaN' AS DOUBLE), 1.0), (6, 2.0, 3.0),
  (7, CAST('Infinity' AS DOUBLE), 1.0), (7, 2.0, 3.0)) AS p(g, y, x)`

// TestCovarCorr: covar_pop and covar_samp read the pairs of non-NULL
// values, NULL for none (covar_samp: for fewer than two), NaN for a NaN or
// infinite value; corr is NULL for fewer than two pairs or a constant
// column and NaN for a NaN or infinite value in PostgreSQL and Hive (run
// on PostgreSQL 15: these rows), NULL wherever not finite in Trino
// (DoubleCorrelationAggregation), NaN for one pair or a constant column in
// DuckDB, which raises for a NaN (run on DuckDB 1.5: these rows and
// "Out of Range Error: STDDEV_POP for Y is out of range!"), NULL for one
// pair and NaN for a constant column in Spark (Corr, 3.1 and later).
func TestCovarCorr(t *testing.T) {
	q := "SELECT g, corr(y, x), covar_pop(y, x), covar_samp(y, x) FROM " + covarRows + " GROUP BY g ORDER BY g"
	std := []string{"1 | 0.9285714285714286 | 1.4444444444444444 | 2.1666666666666665", "2 | NULL | 0 | NULL", "3 | NULL | 0 | 0",
		"4 | NULL | NULL | NULL", "6 | NaN | NaN | NaN", "7 | NaN | NaN | NaN"}
	for _, d := range []string{"postgres", "hive"} {
		runShown(t, sqlCase{name: "standard corr", dialect: d, query: q, want: std})
	}
	runShown(t, sqlCase{name: "finite corr", dialect: "trino", query: q, want: []string{std[0], std[1], std[2], std[3],
		"6 | NULL | NaN | NaN", "7 | NULL | NaN | NaN"}})
	runShown(t, sqlCase{name: "NaN corr", dialect: "spark", query: q + " LIMIT 4", want: []string{std[0], std[1], "3 | NaN | 0 | 0", std[3]}})
	runShown(t, sqlCase{name: "DuckDB corr", dialect: "duckdb", query: "SELECT g, corr(y, x), covar_pop(y, x), covar_samp(y, x) FROM " + covarRows +
		" WHERE g < 6 GROUP BY g ORDER BY g", want: []string{"1 | 0.9285714285714286 | 1.4444444444444444 | 2.1666666666666665",
		"2 | NaN | 0 | NULL", "3 | NaN | 0 | 0", "4 | NULL | NULL | NULL"}})
	runShown(t, sqlCase{name: "DuckDB corr of NaN", dialect: "duckdb", query: "SELECT corr(y, x) FROM " + covarRows + " WHERE g = 6",
		err: "STDDEV_POP for Y is out of range!"})
	runShown(t, sqlCase{name: "DuckDB covar of NaN", dialect: "duckdb", query: "SELECT covar_pop(y, x), covar_samp(y, x) FROM " + covarRows + " WHERE g = 6",
		want: []string{"NaN | NaN"}})
	// no rows: NULL
	for _, d := range []string{"postgres", "trino", "duckdb", "spark"} {
		runShown(t, sqlCase{name: "no rows", dialect: d, query: "SELECT corr(y, x), covar_pop(y, x), covar_samp(y, x) FROM " + covarRows + " WHERE g > 10",
			want: []string{"NULL | NULL | NULL"}})
	}
}

// TestAnyValue: Trino's arbitrary and any_value and DuckDB's any_value
// give a non-NULL value of the group, NULL for only NULLs or no rows (run
// on DuckDB 1.5: any_value over NULL, 3, NULL is 3).
func TestAnyValue(t *testing.T) {
	rows := "(VALUES (1, NULL), (1, 3), (1, NULL), (2, NULL)) AS t(g, x)"
	for _, c := range []struct{ dialect, fn string }{{"trino", "arbitrary"}, {"trino", "any_value"}, {"duckdb", "any_value"}} {
		runShown(t, sqlCase{name: c.fn, dialect: c.dialect, query: "SELECT g, " + c.fn + "(x) FROM " + rows + " GROUP BY g ORDER BY g",
			want: []string{"1 | 3", "2 | NULL"}})
		runShown(t, sqlCase{name: c.fn + " of no rows", dialect: c.dialect, query: "SELECT " + c.fn + "(x) FROM " + rows + " WHERE g > 5",
			want: []string{"NULL"}})
	}
}
