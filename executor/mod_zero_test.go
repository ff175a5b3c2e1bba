package executor_test

import "testing"

// The remainder of an integer or a decimal by zero, per source dialect:
// PostgreSQL raises "division by zero" (run on PostgreSQL 15: 5 % 0,
// mod(5, 0) and 5.5 % 0; NULL % 0 is NULL), and so does ANSI SQL, run
// there; Trino and Presto raise "Division by zero" (their integer
// MODULUS operators); BigQuery's MOD raises for a zero divisor (BigQuery
// "Mathematical functions", MOD); Snowflake's MOD is x - TRUNC(x / y) * y
// and its division by zero raises (Snowflake MOD, DIV0); Drill's of a
// decimal is a BigDecimal remainder, which raises, and its of integers
// and floats is the dividend (its MathFunctions template: input2 == 0 ?
// input1 : input1 % input2; rewrite.ModZeroDividend). DuckDB
// gives NULL (run on DuckDB 1.5: 5 % 0 and 5.5 % 0), and so do Hive and
// Spark with ANSI mode off (GenericUDFOPMod) and Doris.
func TestExactModByZero(t *testing.T) {
	for _, d := range []string{"postgres", "ansi", "trino", "presto", "snowflake"} {
		for _, q := range []string{"SELECT 5 % 0", "SELECT mod(5, 0)", "SELECT 5.5 % 0", "SELECT CAST(5 AS BIGINT) % CAST(0 AS SMALLINT)"} {
			runSQL(t, sqlCase{name: d + ": " + q, dialect: d, query: q, err: "division by zero"})
		}
		runSQL(t, sqlCase{name: d + " NULL operand", dialect: d, query: "SELECT CAST(NULL AS INT) % 0, 5 % CAST(NULL AS INT), 7 % 3, -7 % 3, 7 % -1", want: []string{"NULL | NULL | 1 | -1 | 0"}})
	}
	runSQL(t, sqlCase{name: "bigquery MOD", dialect: "bigquery", query: "SELECT MOD(5, 0)", err: "division by zero"})
	runSQL(t, sqlCase{name: "bigquery MOD NULL", dialect: "bigquery", query: "SELECT MOD(CAST(NULL AS INT64), 0), MOD(7, 3)", want: []string{"NULL | 1"}})
	for _, d := range []string{"duckdb", "hive", "spark", "doris"} {
		runSQL(t, sqlCase{name: d + " NULL", dialect: d, query: "SELECT 5 % 0, 5.5 % 0, 7 % 3", want: []string{"NULL | NULL | 1"}})
	}
	for _, q := range []string{"SELECT 5.5 % 0", "SELECT CAST(5.5 AS DECIMAL(3,1)) % 2 % 0"} {
		runSQL(t, sqlCase{name: "drill decimal: " + q, dialect: "drill", query: q, err: "division by zero"})
	}
	runSQL(t, sqlCase{name: "drill dividend", dialect: "drill",
		query: "SELECT 5 % 0, mod(-5, 0), CAST(5 AS BIGINT) % CAST(0 AS SMALLINT), CAST(2.5 AS DOUBLE) % 0, CAST(NULL AS INT) % 0, 5 % CAST(NULL AS INT), 7 % 3, -7 % 3, 7 % -1",
		want:  []string{"5 | -5 | 5 | 2.5 | NULL | NULL | 1 | -1 | 0"}})
	runSQL(t, sqlCase{name: "duckdb mod NULL", dialect: "duckdb", query: "SELECT mod(5, 0)", want: []string{"NULL"}})
}
