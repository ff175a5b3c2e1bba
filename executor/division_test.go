package executor_test

import "testing"

// Each dialect's "/" with a decimal operand (executor.DivisionRule). The
// PostgreSQL and DuckDB rows were checked on PostgreSQL 15 and DuckDB 1.5;
// the others follow the documented rules: Hive's DECIMAL(p1 - s1 + s2 + S,
// S), S = max(6, s1 + p2 + 1), an INT being DECIMAL(10,0) (Hive's decimal
// design, HIVE-3976), 38 digits at most keeping 6 decimals; Spark's the
// same with an integer literal of its own digits and BIGINT DECIMAL(20,0)
// (DecimalPrecision); Trino's scale max(s1, s2) rounded half up (decimal
// operators); BigQuery's NUMERIC of scale 9.
func TestDecimalDivision(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "hive DECIMAL(4,1) / INT is DECIMAL(15,12)", dialect: "hive",
			setup: []string{"CREATE TABLE i (v INT)", "INSERT INTO i VALUES (3)"},
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / i.v, CAST(-1.3 AS DECIMAL(4,1)) / i.v FROM i",
			want:  []string{"0.433333333333 | -0.433333333333"}},
		// Hive folds CAST(3 AS INT) to a constant of one digit
		{name: "hive DECIMAL(4,1) / a folded INT constant is DECIMAL(9,6)", dialect: "hive",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / CAST(3 AS INT)",
			want:  []string{"0.433333"}},
		// an integer literal is DECIMAL(its digits, 0): DECIMAL(4,1) / 3 is DECIMAL(9,6)
		{name: "hive DECIMAL(4,1) / an integer literal is DECIMAL(9,6)", dialect: "hive",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 3, CAST(-1.3 AS DECIMAL(4,1)) / 3",
			want:  []string{"0.433333 | -0.433333"}},
		{name: "hive DECIMAL(4,1) / DECIMAL(5,2) has scale 7", dialect: "hive",
			query: "SELECT CAST(1 AS DECIMAL(4,1)) / CAST(3 AS DECIMAL(5,2))",
			want:  []string{"0.3333333"}},
		{name: "hive past 38 digits keeps the integer digits", dialect: "hive",
			query: "SELECT CAST(1 AS DECIMAL(38,10)) / CAST(3 AS DECIMAL(10,0))",
			want:  []string{"0.3333333333"}},
		{name: "hive BIGINT is DECIMAL(19,0)", dialect: "hive",
			setup: []string{"CREATE TABLE b (v BIGINT)", "INSERT INTO b VALUES (3)"},
			query: "SELECT CAST(2 AS DECIMAL(2,1)) / b.v FROM b",
			want:  []string{"0.666666666666666666667"}},
		{name: "hive zero divisor", dialect: "hive",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 0", want: []string{"NULL"}},
		{name: "spark integer literal counts its digits", dialect: "spark",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 3, CAST(1.3 AS DECIMAL(4,1)) / 300",
			want:  []string{"0.433333 | 0.004333"}},
		{name: "spark decimal literal has its own digits", dialect: "spark",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 1.5, CAST(1.3 AS DECIMAL(4,1)) / -3",
			want:  []string{"0.866667 | -0.433333"}},
		{name: "spark BIGINT is DECIMAL(20,0)", dialect: "spark",
			query: "SELECT CAST(2 AS DECIMAL(2,1)) / CAST(3 AS BIGINT)",
			want:  []string{"0.6666666666666666666667"}},
		{name: "trino scale max(s1, s2), half up", dialect: "trino",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 3, CAST(0.25 AS DECIMAL(3,2)) / 2, CAST(-0.25 AS DECIMAL(3,2)) / 2, CAST(1 AS DECIMAL(4,1)) / CAST(3 AS DECIMAL(5,2))",
			want:  []string{"0.4 | 0.13 | -0.13 | 0.33"}},
		{name: "trino decimal zero divisor", dialect: "trino",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 0", err: "division by zero"},
		{name: "trino double zero divisor", dialect: "trino",
			query: "SELECT CAST(1 AS DOUBLE) / 0, CAST(-1 AS DOUBLE) / 0", want: []string{"Infinity | -Infinity"}},
		{name: "postgres numeric, 16 significant digits at least", dialect: "postgres",
			query: "SELECT -1.3 / 3, 9999.99 / 0.01, 0.5 / 99999, 12345678 / 0.0003, -2.5 / 2, 1.00000000000000000000001 / 3, 2 / 3.0",
			want: []string{"-0.43333333333333333333 | 999999.000000000000 | 0.000005000050000500005000 | 41152260000.00000000 | " +
				"-1.25000000000000000000 | 0.33333333333333333333334 | 0.66666666666666666667"}},
		{name: "postgres zero divisor", dialect: "postgres",
			query: "SELECT 1.5 / 0", err: "division by zero"},
		{name: "duckdb decimal quotient is DOUBLE", dialect: "duckdb",
			query: "SELECT CAST(1.3 AS DECIMAL(4,1)) / 3, CAST(1.3 AS DECIMAL(4,1)) / CAST(3 AS DECIMAL(5,2))",
			want:  []string{"0.43333333333333335 | 0.43333333333333335"}},
		{name: "duckdb zero divisor is IEEE", dialect: "duckdb",
			query: "SELECT 1 / 0, CAST(1.3 AS DECIMAL(4,1)) / 0, -1 / 0", want: []string{"Infinity | Infinity | -Infinity"}},
		{name: "bigquery NUMERIC has scale 9", dialect: "bigquery",
			query: "SELECT CAST(1.3 AS NUMERIC) / 3, CAST(2 AS NUMERIC) / 3",
			want:  []string{"0.433333333 | 0.666666667"}},
		{name: "bigquery zero divisor", dialect: "bigquery",
			query: "SELECT 1 / 0", err: "division by zero"},
	} {
		runSQL(t, c)
	}
}
