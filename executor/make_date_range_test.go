package executor_test

import "testing"

// lat run's make_date past the years 1 to 9999 (make_date_range.go), each
// row as PostgreSQL 15 and DuckDB 1.5 gave it: PostgreSQL reads -5 as 5
// BC and raises for the year 0 and outside 4714-11-24 BC to
// 5874897-12-31, DuckDB reads the year as an astronomical one (0 is 1 BC)
// and raises outside 5877642-06-25 BC to 5881580-07-10.
func TestMakeDateRange(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "pg past 9999", dialect: "postgres", query: "SELECT make_date(10000, 1, 1)", want: []string{"10000-01-01"}},
		{name: "pg before Christ", dialect: "postgres", query: "SELECT make_date(-5, 1, 1)", want: []string{"0005-01-01 BC"}},
		{name: "pg 1 BC a leap year", dialect: "postgres", query: "SELECT make_date(-1, 2, 29)", want: []string{"0001-02-29 BC"}},
		{name: "pg first day", dialect: "postgres", query: "SELECT make_date(-4714, 11, 24)", want: []string{"4714-11-24 BC"}},
		{name: "pg last day", dialect: "postgres", query: "SELECT make_date(5874897, 12, 31)", want: []string{"5874897-12-31"}},
		{name: "pg year 0", dialect: "postgres", query: "SELECT make_date(0, 1, 1)", err: "date field value out of range: 0-01-01"},
		{name: "pg before the first day", dialect: "postgres", query: "SELECT make_date(-4714, 11, 23)", err: "date out of range: -4714-11-23"},
		{name: "pg after the last day", dialect: "postgres", query: "SELECT make_date(5874898, 1, 1)", err: "date out of range: 5874898-01-01"},
		{name: "pg 2 BC no leap year", dialect: "postgres", query: "SELECT make_date(-2, 2, 29)", err: "date field value out of range"},
		{name: "duckdb year 0", dialect: "duckdb", query: "SELECT make_date(0, 2, 29)", want: []string{"0001-02-29 (BC)"}},
		{name: "duckdb before Christ", dialect: "duckdb", query: "SELECT make_date(-5, 1, 1)", want: []string{"0006-01-01 (BC)"}},
		{name: "duckdb first day", dialect: "duckdb", query: "SELECT make_date(-5877641, 6, 25)", want: []string{"5877642-06-25 (BC)"}},
		{name: "duckdb last day", dialect: "duckdb", query: "SELECT make_date(5881580, 7, 10)", want: []string{"5881580-07-10"}},
		{name: "duckdb after the last day", dialect: "duckdb", query: "SELECT make_date(5881580, 7, 11)", err: "date out of range"},
		{name: "duckdb before the first day", dialect: "duckdb", query: "SELECT make_date(-5877641, 6, 24)", err: "date out of range"},
		{name: "duckdb -1 no leap year", dialect: "duckdb", query: "SELECT make_date(-1, 2, 29)", err: "not a date"},
		{name: "NULL", dialect: "duckdb", query: "SELECT make_date(NULL, 1, 1)", want: []string{"NULL"}},
	} {
		runShown(t, c)
	}
}
