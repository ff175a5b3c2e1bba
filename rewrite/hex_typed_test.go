package rewrite_test

import "testing"

const hexTable = "CREATE TABLE t (i INT, n BIGINT, s STRING, c CHAR(3), x DOUBLE, m DECIMAL(5, 2), h BINARY)"

// Hive's, Spark's and DuckDB's hex of an integer up to BIGINT is hex_int,
// of a VARCHAR or STRING hex_text, both written hex in the three; another
// type and an unknown one are refused (rewrite/hex_typed.go,
// dialects/functions_hex.go).
func TestHexTyped(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "an int column", from: "spark", to: "duckdb", schema: hexTable,
			in: "SELECT hex(i) AS a FROM t", want: "SELECT hex(i) AS a FROM t", fires: true},
		{name: "a bigint column toward hive", from: "spark", to: "hive", schema: hexTable,
			in: "SELECT hex(n) AS a FROM t", want: "SELECT hex(n) AS a FROM t", fires: true},
		{name: "a string column", from: "hive", to: "duckdb", schema: hexTable,
			in: "SELECT hex(s) AS a FROM t", want: "SELECT hex(s) AS a FROM t", fires: true},
		{name: "a string column toward postgres", from: "spark", to: "postgres", schema: hexTable,
			in: "SELECT hex(s) AS a FROM t", code: "T301"},
		{name: "an int column toward trino", from: "spark", to: "trino", schema: hexTable,
			in: "SELECT hex(i) AS a FROM t", code: "T301"},
		{name: "a double column", from: "spark", to: "duckdb", schema: hexTable,
			in: "SELECT hex(x) AS a FROM t", code: "T302"},
		{name: "a decimal column", from: "spark", to: "hive", schema: hexTable,
			in: "SELECT hex(m) AS a FROM t", code: "T302"},
		{name: "a char column", from: "spark", to: "duckdb", schema: hexTable,
			in: "SELECT hex(c) AS a FROM t", code: "T302"},
		{name: "a binary column", from: "spark", to: "duckdb", schema: hexTable,
			in: "SELECT hex(h) AS a FROM t", code: "T302"},
		{name: "an unknown column", from: "spark", to: "duckdb",
			in: "SELECT hex(q) AS a FROM u", code: "T056"},
		{name: "a cast to bigint", from: "duckdb", to: "spark",
			in: "SELECT hex(CAST(q AS BIGINT)) AS a FROM u", want: "SELECT hex(CAST(q AS BIGINT)) AS a FROM u", fires: true},
	})
}
