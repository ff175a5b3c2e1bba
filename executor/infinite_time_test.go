package executor_test

import "testing"

// PostgreSQL and DuckDB read 'infinity' and '-infinity' as an infinite
// date or timestamp (PostgreSQL 15 and DuckDB 1.5 run: 'infinity'::date
// is infinity, later than every date; DuckDB's TRY_CAST('infinity' AS
// DATE) is infinity too). lat run keeps finite values only, so it raises,
// naming the value, also in TRY_CAST, rather than answer NULL or another
// date.
func TestInfiniteTimeRaises(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "setup", dialect: "postgres", setup: []string{"CREATE TABLE t (x timestamp)", "INSERT INTO t VALUES ('2024-01-01')"},
			query: "INSERT INTO t VALUES ('infinity')", err: "the infinite date or timestamp 'infinity' is not modelled by lat run"},
		{name: "duckdb cast", dialect: "duckdb", query: "SELECT CAST('-Infinity' AS DATE)", err: "the infinite date or timestamp '-Infinity' is not modelled"},
		{name: "duckdb try_cast", dialect: "duckdb", query: "SELECT TRY_CAST('infinity' AS TIMESTAMP)", err: "the infinite date or timestamp 'infinity' is not modelled"},
		{name: "try_cast of another text", dialect: "duckdb", query: "SELECT TRY_CAST('x' AS DATE)", want: []string{"NULL"}},
	} {
		runShown(t, c)
	}
}
