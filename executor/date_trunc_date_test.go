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

// TestDateTimeAdd: PostgreSQL's and DuckDB's date + time is a TIMESTAMP
// (their date/time operators); Trino has no such operator.
func TestDateTimeAdd(t *testing.T) {
	for _, d := range []string{"postgres", "duckdb"} {
		runShown(t, sqlCase{name: "date + time", dialect: d, query: "SELECT CAST(DATE '2000-01-01' + TIME '10:00:00.5' AS VARCHAR), CAST(TIME '23:59:59' + DATE '2020-02-29' AS VARCHAR), DATE '2000-01-01' + CAST(NULL AS TIME)",
			want: []string{"2000-01-01 10:00:00.5 | 2020-02-29 23:59:59 | NULL"}})
	}
	runShown(t, sqlCase{name: "not in Trino", dialect: "trino", query: "SELECT DATE '2000-01-01' + TIME '10:00:00'", err: "operator + cannot be applied to date and time"})
}
