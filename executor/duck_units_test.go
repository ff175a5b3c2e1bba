package executor_test

import "testing"

// DuckDB's date functions take a part by any of its names ('mon', 'yrs',
// 'w': Options.DuckDBUnits, internal/dateunit), and its dayofweek and
// weekday are Sunday 0. Every value run on DuckDB 1.5.
func TestDuckDBUnits(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "date_diff mon", dialect: "duckdb", query: "SELECT date_diff('mon', TIMESTAMP '2024-01-31 10:00:00', TIMESTAMP '2024-03-01 00:00:00'), datediff('yrs', TIMESTAMP '2023-01-31 10:00:00', TIMESTAMP '2024-03-01 00:00:00'), date_diff('HRS', TIMESTAMP '2024-01-31 10:00:00', TIMESTAMP '2024-03-01 00:00:00')",
			want: []string{"2 | 1 | 710"}},
		{name: "date_trunc mon", dialect: "duckdb", query: "SELECT date_trunc('mon', TIMESTAMP '2024-05-15 10:20:30'), datetrunc('Y', TIMESTAMP '2024-05-15 10:20:30')",
			want: []string{"2024-05-01 00:00:00 | 2024-01-01 00:00:00"}},
		{name: "date_part", dialect: "duckdb", query: "SELECT date_part('mons', TIMESTAMP '2024-05-15 10:20:30'), date_part('dayofweek', DATE '2024-05-12'), datepart('weekday', DATE '2024-05-12'), extract(mons FROM DATE '2024-05-15'), extract(dayofweek FROM DATE '2024-05-12')",
			want: []string{"5 | 0 | 0 | 5 | 0"}},
		{name: "weekofyear", dialect: "duckdb", query: "SELECT date_part('weekofyear', DATE '2024-05-12'), date_diff('weekofyear', DATE '2024-01-01', DATE '2024-05-12'), date_trunc('WeekOfYear', DATE '2024-05-15')",
			want: []string{"19 | 18 | 2024-05-13 00:00:00"}},
		{name: "unknown part", dialect: "duckdb", query: "SELECT date_part('wk', DATE '2024-05-12')", err: "wk"},
	} {
		runSQL(t, c)
	}
}
