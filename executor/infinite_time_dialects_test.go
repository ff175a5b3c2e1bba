package executor_test

import "testing"

// Only PostgreSQL and DuckDB read 'infinity' as a date or timestamp (the
// raise of TestInfiniteTimeRaises). Hive's cast of a string that is no
// YYYY-MM-DD date is NULL (Hive LanguageManual Types, Casting Dates), as
// Spark's with ANSI mode off (Spark SQL reference, ANSI Compliance: null
// results for invalid inputs; DateTimeUtils.stringToDate reads digits
// only); Trino's cast of it fails ("Value cannot be cast to date"), its
// TRY_CAST gives NULL, and BigQuery's SAFE_CAST of a text that is no date
// is NULL (BigQuery documentation, Conversion rules).
func TestInfiniteTimeDialects(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "hive date", dialect: "hive", query: "SELECT CAST('infinity' AS DATE), CAST('-Infinity' AS TIMESTAMP)", want: []string{"NULL | NULL"}},
		{name: "spark date", dialect: "spark", query: "SELECT CAST(' +infinity ' AS DATE), CAST('-infinity' AS TIMESTAMP)", want: []string{"NULL | NULL"}},
		{name: "trino cast", dialect: "trino", query: "SELECT CAST('infinity' AS DATE)", err: "invalid date 'infinity': this dialect has no infinite date or timestamp"},
		{name: "trino try_cast", dialect: "trino", query: "SELECT TRY_CAST('infinity' AS TIMESTAMP)", want: []string{"NULL"}},
		{name: "presto try_cast", dialect: "presto", query: "SELECT TRY_CAST('-infinity' AS DATE)", want: []string{"NULL"}},
		{name: "bigquery safe_cast", dialect: "bigquery", query: "SELECT SAFE_CAST('infinity' AS DATE)", want: []string{"NULL"}},
		{name: "snowflake keeps the raise", dialect: "snowflake", query: "SELECT TRY_CAST('infinity' AS DATE)", err: "is not modelled"},
		{name: "duckdb keeps the raise", dialect: "duckdb", query: "SELECT TRY_CAST('infinity' AS DATE)", err: "is not modelled"},
	} {
		runShown(t, c)
	}
}
