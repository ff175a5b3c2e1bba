package executor_test

import "testing"

// TestDateTruncDate: date_trunc of a DATE is a DATE in Trino, Presto and
// Snowflake ("same as input"), a TIMESTAMP in Spark and DuckDB (run on
// DuckDB 1.5: typeof(date_trunc('month', DATE '1992-03-07')) is
// TIMESTAMP); of a TIMESTAMP a TIMESTAMP in all.
func TestDateTruncDate(t *testing.T) {
	for _, d := range []string{"trino", "presto", "snowflake"} {
		runShown(t, sqlCase{name: "a DATE", dialect: d, query: "SELECT date_trunc('month', DATE '2024-03-15'), date_trunc('week', DATE '2024-03-15'), date_trunc('year', CAST(NULL AS DATE))",
			want: []string{"2024-03-01 | 2024-03-11 | NULL"}})
	}
	for _, d := range []string{"spark", "duckdb"} {
		runShown(t, sqlCase{name: "a TIMESTAMP", dialect: d, query: "SELECT CAST(date_trunc('month', DATE '2024-03-15') AS VARCHAR)",
			want: []string{"2024-03-01 00:00:00"}})
	}
}
