package executor_test

import "testing"

// Hive's and Spark's sum of integers wraps past the BIGINT range (Java
// long addition); the other dialects sum exactly here; pmod is Hive's
// ((a % b) + b) % b.
func TestSumWrapsAndPmod(t *testing.T) {
	const vals = "(VALUES (CAST(9223372036854775807 AS BIGINT)), (CAST(9223372036854775807 AS BIGINT)), (CAST(9223372036854775807 AS BIGINT))) AS v(a)"
	runDialectCases(t, []dialectCase{
		{dialect: "hive", sql: "SELECT sum(a) FROM " + vals, want: "9223372036854775805"},
		{dialect: "spark", sql: "SELECT sum(a) FROM " + vals, want: "9223372036854775805"},
		{dialect: "duckdb", sql: "SELECT sum(a) FROM " + vals, want: "27670116110564327421"},
		{dialect: "hive", sql: "SELECT pmod(7, -3), pmod(-7, -3), pmod(-7, 3), pmod(7, 0)", want: "-2 | -1 | 2 | NULL"},
	})
}
