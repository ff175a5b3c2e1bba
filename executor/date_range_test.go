package executor_test

import "testing"

// A DATE at the edges of PostgreSQL's and DuckDB's ranges is read whole
// (in days, not microseconds, which hold no year past 294276) and a DATE
// read or computed beyond raises as the engine does (PostgreSQL 15 and
// DuckDB 1.5 run, executor/date_range.go).
func TestDateRangeEdges(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "pg last day", dialect: "postgres", query: "SELECT DATE '5874897-12-30' + 1 AS a, DATE '5874897-12-31' - DATE '1970-01-01' AS b, 1 + DATE '5874897-12-30' AS c",
			want: []string{"5874897-12-31 | 2145042905 | 5874897-12-31"}},
		{name: "pg first day", dialect: "postgres", query: "SELECT DATE '4714-11-25 BC' - 1 AS a, DATE '4714-11-24 BC' - DATE '1970-01-01' AS b, CAST('294276-12-31' AS DATE) AS c",
			want: []string{"4714-11-24 BC | -2440588 | 294276-12-31"}},
		{name: "pg past the last day", dialect: "postgres", query: "SELECT DATE '5874897-12-31' + 1 AS a", err: "date out of range"},
		{name: "pg before the first day", dialect: "postgres", query: "SELECT DATE '4714-11-24 BC' - 1 AS a", err: "date out of range"},
		{name: "pg literal past", dialect: "postgres", query: "SELECT DATE '5874898-01-01' AS a", err: `date out of range: "5874898-01-01"`},
		{name: "pg cast past", dialect: "postgres", query: "SELECT CAST('4714-11-23 BC' AS DATE) AS a", err: `date out of range: "4714-11-23 BC"`},
		{name: "duckdb edges", dialect: "duckdb", query: "SELECT DATE '5881580-07-09' + 1 AS a, DATE '5877642-06-26 (BC)' - 1 AS b, DATE '5881580-07-10' - DATE '1970-01-01' AS c, DATE '5874897-12-31' + 1 AS d",
			want: []string{"5881580-07-10 | 5877642-06-25 (BC) | 2147483646 | 5874898-01-01"}},
		{name: "duckdb past", dialect: "duckdb", query: "SELECT DATE '5881580-07-10' + 1 AS a", err: "Date out of range"},
		{name: "duckdb before", dialect: "duckdb", query: "SELECT DATE '5877642-06-25 (BC)' - 1 AS a", err: "Date out of range"},
		{name: "duckdb int past", dialect: "duckdb", query: "SELECT DATE '2020-01-01' + 2147483647 AS a", err: "Date out of range"},
		{name: "duckdb literal past", dialect: "duckdb", query: "SELECT DATE '5881580-07-11' AS a", err: `date field value out of range: "5881580-07-11"`},
		{name: "duckdb cast past", dialect: "duckdb", query: "SELECT CAST('5877642-06-24 (BC)' AS DATE) AS a", err: `date field value out of range: "5877642-06-24 (BC)"`},
	} {
		runShown(t, c)
	}
}
