package executor_test

import "testing"

// TestBigQueryDateFunction: BigQuery's DATE (bq_date.go): of the parts
// the date they name, an error for one that does not exist (2023 is no
// leap year) or a year past 9999; of a TIMESTAMP its date in UTC or in
// the zone (03:30 UTC on 2024-03-10 is 22:30 EST on 2024-03-09); of a
// DATETIME its date. PostgreSQL's and DuckDB's make_date raise alike for
// 2023-02-29 (run on PostgreSQL 15 and DuckDB 1.5).
func TestBigQueryDateFunction(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "parts", dialect: "bigquery", query: "SELECT DATE(2024, 2, 29), DATE(1, 1, 1), DATE(NULL, 1, 1)", want: []string{"2024-02-29 | 0001-01-01 | NULL"}},
		{name: "no such date", dialect: "bigquery", query: "SELECT DATE(2023, 2, 29)", err: "2023-02-29 is not a date"},
		{name: "a year past 9999", dialect: "bigquery", query: "SELECT DATE(10000, 1, 1)", err: "out of range"},
		{name: "a timestamp", dialect: "bigquery",
			query: "SELECT DATE(TIMESTAMP '2024-03-10 03:30:00+00'), DATE(TIMESTAMP '2024-03-10 03:30:00+00', 'America/New_York'), DATE(TIMESTAMP '1969-12-31 23:59:59.5+00'), DATE(DATETIME '2024-03-10 23:59:59')",
			want:  []string{"2024-03-10 | 2024-03-09 | 1969-12-31 | 2024-03-10"}},
		{name: "a string", dialect: "bigquery", query: "SELECT DATE('2024-01-01')", err: "DATE of a"},
		{name: "make_date", dialect: "postgres", query: "SELECT make_date(2024, 2, 29), make_date(NULL, 1, 1)", want: []string{"2024-02-29 | NULL"}},
		{name: "make_date of no date", dialect: "duckdb", query: "SELECT make_date(2023, 2, 29)", err: "2023-02-29 is not a date"},
		{name: "Spark's make_date", dialect: "spark", query: "SELECT make_date(2024, 2, 29)", err: "make_date is modelled as PostgreSQL's and DuckDB's only"},
	} {
		runShown(t, c)
	}
}
