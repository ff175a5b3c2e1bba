package executor_test

import "testing"

// DuckDB's log2 is the C library's, Hive's and Trino's Math.log(x) /
// Math.log(2), Spark's StrictMath.log(x) / StrictMath.log(2):
// 1.584962500721156, 1.5849625007211563 and 1.584962500721156 for 3 (run
// on DuckDB 1.5 and Java 17).
func TestLog2LastDigit(t *testing.T) {
	runShown(t, sqlCase{name: "duckdb", dialect: "duckdb", query: "SELECT log2(CAST(3 AS DOUBLE))", want: []string{"1.584962500721156"}})
	runShown(t, sqlCase{name: "hive", dialect: "hive", query: "SELECT log2(3)", want: []string{"1.5849625007211563"}})
	runShown(t, sqlCase{name: "spark", dialect: "spark", query: "SELECT log2(3)", want: []string{"1.584962500721156"}})
	runShown(t, sqlCase{name: "trino", dialect: "trino", query: "SELECT log2(DOUBLE '3')", want: []string{"1.5849625007211563"}})
}
