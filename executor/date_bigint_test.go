package executor_test

import "testing"

// A DATE plus or minus a BIGINT count of days has no operator in
// PostgreSQL ("operator does not exist: date + bigint", run on PostgreSQL
// 15, also for bigint + date, date - bigint and the literal 3000000000)
// nor in DuckDB ("No function matches the given name and argument types
// '+(DATE, BIGINT)'", run on DuckDB 1.5); a SMALLINT or INTEGER count is
// added in both (2024-01-06 for 5 days, run on both).
func TestDateBigIntDays(t *testing.T) {
	for d, msg := range map[string][4]string{
		"postgres": {"operator does not exist: date + bigint", "operator does not exist: bigint + date", "operator does not exist: date - bigint", "operator does not exist: date + bigint"},
		"duckdb":   {"'+(DATE, BIGINT)'", "'+(BIGINT, DATE)'", "'-(DATE, BIGINT)'", "'+(DATE, BIGINT)'"},
	} {
		for _, c := range []sqlCase{
			{name: "date + bigint", query: "SELECT DATE '2024-01-01' + CAST(5 AS BIGINT)", err: msg[0]},
			{name: "bigint + date", query: "SELECT CAST(5 AS BIGINT) + DATE '2024-01-01'", err: msg[1]},
			{name: "date - bigint", query: "SELECT DATE '2024-01-01' - CAST(5 AS BIGINT)", err: msg[2]},
			{name: "literal past integer", query: "SELECT DATE '2024-01-01' + 3000000000", err: msg[3]},
			{name: "date + smallint", query: "SELECT DATE '2024-01-01' + CAST(5 AS SMALLINT)", want: []string{"2024-01-06"}},
			{name: "date + integer", query: "SELECT DATE '2024-01-01' + 5", want: []string{"2024-01-06"}},
			{name: "date - integer", query: "SELECT DATE '2024-01-01' - CAST(5 AS INTEGER)", want: []string{"2023-12-27"}},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
}

// PostgreSQL's generate_series of INTEGER bounds and its length give
// integers, which the executor types as DuckDB's BIGINTs: a DATE plus one
// is added (run on PostgreSQL 15: 2024-01-02 and 2024-01-03).
func TestDatePlusPostgresInteger(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "series", query: "SELECT DATE '2024-01-01' + g.i FROM generate_series(1, 1) AS g(i)", want: []string{"2024-01-02"}},
		{name: "length", query: "SELECT DATE '2024-01-01' + length('ab')", want: []string{"2024-01-03"}},
	} {
		c.dialect = "postgres"
		runShown(t, c)
	}
}
