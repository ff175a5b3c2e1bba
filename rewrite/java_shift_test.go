package rewrite_test

import "testing"

const shiftTable = "CREATE TABLE t (i INT, n BIGINT, s SMALLINT)"

// Hive's and Spark's shiftleft and shiftright are read as << and >>, Java's
// shifts, written toward PostgreSQL and Trino only for an INT or BIGINT
// shifted by a literal count below its width, >> alone toward DuckDB;
// otherwise refused (T224: rewrite/java_shift.go). PostgreSQL 15 run:
// 1 << 31 is -2147483648 and 5::bigint << 62 is 4611686018427387904, as
// Java's int and long shifts; 16384::smallint << 2 is 0, where Spark's
// shift of a SMALLINT, taken as an INT, is 65536.
func TestJavaShift(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "spark shiftleft toward postgres", from: "spark", to: "postgres", schema: shiftTable,
			in: "SELECT shiftleft(i, 31) AS a, shiftright(n, 63) AS b FROM t", want: "SELECT i << 31 AS a, n >> 63 AS b FROM t"},
		{name: "hive shiftleft toward trino", from: "hive", to: "trino", schema: shiftTable,
			in: "SELECT shiftleft(i, 3) AS a, shiftright(n, 2) AS b FROM t", want: "SELECT bitwise_left_shift(i, 3) AS a, bitwise_right_shift_arithmetic(n, 2) AS b FROM t"},
		{name: "spark shiftright toward duckdb", from: "spark", to: "duckdb", schema: shiftTable,
			in: "SELECT shiftright(i, 3) AS a FROM t", want: "SELECT i >> 3 AS a FROM t"},
		{name: "spark shiftleft toward hive", from: "spark", to: "hive", schema: shiftTable,
			in: "SELECT shiftleft(i, 40) AS a FROM t", want: "SELECT shiftleft(i, 40) AS a FROM t"},
		{name: "a count past an INT's width", from: "spark", to: "trino", schema: shiftTable,
			in: "SELECT shiftleft(i, 32) AS a FROM t", code: "T224"},
		{name: "a count from a column", from: "spark", to: "postgres", schema: shiftTable,
			in: "SELECT shiftleft(n, i) AS a FROM t", code: "T224"},
		{name: "a SMALLINT value", from: "spark", to: "postgres", schema: shiftTable,
			in: "SELECT shiftleft(s, 2) AS a FROM t", code: "T224"},
		{name: "the operator toward duckdb", from: "spark", to: "duckdb", schema: shiftTable,
			in: "SELECT i << 2 AS a FROM t", code: "T224"},
		{name: "toward snowflake", from: "spark", to: "snowflake", schema: shiftTable,
			in: "SELECT shiftright(i, 2) AS a FROM t", code: "T224"},
		{name: "an unknown type", from: "spark", to: "postgres",
			in: "SELECT shiftleft(x, 2) AS a FROM t", code: "T224"},
		{name: "shiftrightunsigned toward postgres", from: "spark", to: "postgres", schema: shiftTable,
			in: "SELECT shiftrightunsigned(i, 2) AS a FROM t", code: "T301"},
		{name: "shiftrightunsigned toward hive", from: "spark", to: "hive", schema: shiftTable,
			in: "SELECT shiftrightunsigned(i, 2) AS a FROM t", want: "SELECT shiftrightunsigned(i, 2) AS a FROM t"},
		{name: "trino bitwise_left_shift toward postgres", from: "trino", to: "postgres", schema: shiftTable,
			in: "SELECT bitwise_left_shift(i, 2) AS a FROM t", code: "T301"},
	})
}
