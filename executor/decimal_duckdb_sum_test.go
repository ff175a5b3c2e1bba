package executor_test

import "testing"

// DuckDB's sum or difference of two DECIMALs of at most 18 digits that
// needs more than 18 is a DECIMAL(18, s) computed in 64 bits, raising at
// 18 digits (executor/decimal_duckdb_sum.go, duckInt64Sum). Each row and
// error was run on DuckDB 1.5 (lat run --engine duckdb).
func TestDuckDBDecimalSum18(t *testing.T) {
	setup := []string{"CREATE TABLE s (c DECIMAL(18,2), i INT, d DECIMAL(17,2))", "INSERT INTO s VALUES (9999999999999999.99, 1, 999999999999999.99)"}
	for _, c := range []sqlCase{
		{name: "a sum raises", dialect: "duckdb", setup: setup, query: "SELECT c + c FROM s",
			err: "Overflow in addition of DECIMAL(18) (999999999999999999 + 999999999999999999)"},
		{name: "a difference raises", dialect: "duckdb", setup: setup, query: "SELECT -c - i FROM s",
			err: "Overflow in subtract of DECIMAL(18) (-999999999999999999 - 100)"},
		{name: "scales are aligned", dialect: "duckdb", query: "SELECT CAST(9999999999999999.9 AS DECIMAL(17,1)) + CAST(0.99 AS DECIMAL(3,2))",
			err: "Overflow in addition of DECIMAL(18) (999999999999999990 + 99)"},
		{name: "within 18 digits", dialect: "duckdb", setup: setup, query: "SELECT c - c AS a, c + (-1) * i AS b FROM s",
			want: []string{"0 | 9999999999999998.99"}},
		{name: "17 digits are not cut", dialect: "duckdb", setup: setup, query: "SELECT d + d AS a FROM s",
			want: []string{"1999999999999999.98"}},
		{name: "widened, it holds the sum", dialect: "duckdb", setup: setup, query: "SELECT CAST(c AS DECIMAL(19,2)) + c AS a FROM s",
			want: []string{"19999999999999999.98"}},
		{name: "postgres does not raise", dialect: "postgres", setup: []string{"CREATE TABLE s (c NUMERIC(18,2))", "INSERT INTO s VALUES (9999999999999999.99)"},
			query: "SELECT c + c AS a FROM s", want: []string{"19999999999999999.98"}},
	} {
		runShown(t, c)
	}
}
