package rewrite_test

import "testing"

// A BIGINT count of days is cast to INTEGER toward PostgreSQL and DuckDB,
// which have no date + bigint (run on PostgreSQL 15: operator does not
// exist: date + bigint; DuckDB 1.5: no function '+(DATE, BIGINT)'): from
// BigQuery's DATE_ADD of an INT64 and Doris's days_add of a BIGINT; an
// INT count and a literal stay as they are.
func TestDayCountInt(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "bigquery int64 to postgres", from: "bigquery", to: "postgres", schema: "CREATE TABLE u (d DATE, n INT64)",
			in:   "SELECT date_add(u.d, INTERVAL (u.n) DAY) AS a, date_sub(u.d, INTERVAL 2 DAY) AS b FROM u",
			want: "SELECT CAST(u.d AS DATE) + CAST(u.n AS INTEGER) AS a, CAST(u.d AS DATE) - 2 AS b FROM u", fires: true},
		{name: "doris bigint to duckdb", from: "doris", to: "duckdb", schema: "CREATE TABLE u (d DATE, n BIGINT, i INT)",
			in:   "SELECT days_add(u.d, u.n) AS a, days_sub(u.d, u.i) AS b FROM u",
			want: "SELECT CAST(u.d AS DATE) + CAST(u.n AS INTEGER) AS a, CAST(u.d AS DATE) - u.i AS b FROM u", fires: true},
		{name: "trino bigint to spark", from: "trino", to: "spark", schema: "CREATE TABLE u (d DATE, n BIGINT)",
			in:   "SELECT date_add('day', u.n, u.d) AS a FROM u",
			want: "SELECT date_add(u.d, CAST(u.n AS INT)) AS a FROM u", fires: true},
	})
}
