package executor_test

import "testing"

// TestLeftRightNegative: left and right of a negative count drop that many
// characters from the other end in PostgreSQL and DuckDB (PostgreSQL 15,
// 9.4; run on both: left('abc', -1) is ab, right('abc', -1) bc), give the
// empty string in Spark ("if len is less or equal than 0 the result is an
// empty string"), Snowflake and Doris (STRLEFT, STRRIGHT), and raise in
// BigQuery (funcs_string_left_right.go).
func TestLeftRightNegative(t *testing.T) {
	const q = "SELECT left('abc', -1), right('abc', -1), left('abc', 2), right('abc', 5), left('abc', 0), left('abc', NULL)"
	for _, d := range []string{"postgres", "duckdb"} {
		runShown(t, sqlCase{name: "drop", dialect: d, query: q, want: []string{"ab | bc | ab | abc |  | NULL"}})
	}
	for _, d := range []string{"spark", "snowflake", "doris"} {
		runShown(t, sqlCase{name: "empty", dialect: d, query: q, want: []string{" |  | ab | abc |  | NULL"}})
	}
	runShown(t, sqlCase{name: "raise", dialect: "bigquery", query: "SELECT LEFT('abc', -1)", err: "must not be negative"})
	runShown(t, sqlCase{name: "raise right", dialect: "bigquery", query: "SELECT RIGHT('abc', -2)", err: "must not be negative"})
	runShown(t, sqlCase{name: "not negative", dialect: "bigquery", query: "SELECT LEFT('abc', 2), RIGHT('abc', 0)", want: []string{"ab | "}})
}
