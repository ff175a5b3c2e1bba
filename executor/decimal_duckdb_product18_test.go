package executor_test

import "testing"

// DuckDB's product of two DECIMALs of at most 18 digits whose widths add
// up past 18 is a DECIMAL(18, s) computed in 64 bits, raising at 18 digits
// (executor/decimal_duckdb.go, duckInt64Product). Each row and error was
// run on DuckDB 1.5 (lat run --engine duckdb).
func TestDuckDBDecimalProduct18(t *testing.T) {
	setup := []string{"CREATE TABLE s (c DECIMAL(10,2), i INT)", "INSERT INTO s VALUES (12345678.91, 1000000000)"}
	for _, c := range []sqlCase{
		{name: "square raises", dialect: "duckdb", setup: setup, query: "SELECT c * c FROM s",
			err: "Overflow in multiplication of DECIMAL(18) (1234567891 * 1234567891)"},
		{name: "times an INTEGER raises", dialect: "duckdb", setup: setup, query: "SELECT c * i FROM s",
			err: "Overflow in multiplication of DECIMAL(18) (1234567891 * 1000000000)"},
		{name: "the least 18 digits raise", dialect: "duckdb", query: "SELECT CAST(-1000000000 AS DECIMAL(10,0)) * CAST(1000000000 AS DECIMAL(10,0))",
			err: "Overflow in multiplication of DECIMAL(18)"},
		{name: "17 digits do not", dialect: "duckdb", query: "SELECT CAST(999999999 AS DECIMAL(10,0)) * CAST(1000000001 AS DECIMAL(10,0)) AS p",
			want: []string{"999999999999999999"}},
		{name: "a chained product stays 18 digits", dialect: "duckdb",
			query: "SELECT CAST(12345.6 AS DECIMAL(10,2)) * CAST(12345.6 AS DECIMAL(10,2)) * CAST(12345.6 AS DECIMAL(10,2))",
			err:   "Overflow in multiplication of DECIMAL(18) (1524138393600 * 1234560)"},
		{name: "a BIGINT literal makes it 38 digits", dialect: "duckdb", setup: setup, query: "SELECT c * 10000000000 AS p FROM s",
			want: []string{"123456789100000000"}},
		{name: "postgres does not raise", dialect: "postgres", setup: []string{"CREATE TABLE s (c NUMERIC(10,2))", "INSERT INTO s VALUES (12345678.91)"},
			query: "SELECT c * c AS p FROM s", want: []string{"152415787748818.7881"}},
	} {
		runShown(t, c)
	}
}
