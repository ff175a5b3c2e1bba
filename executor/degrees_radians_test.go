package executor_test

import "testing"

// TestDegreesRadians: degrees is DuckDB's and Trino's x * (180 / π),
// PostgreSQL's divides by the DOUBLE nearest π/180, and radians is
// x * (π / 180) in all three (degrees_radians.go); the values were run
// on PostgreSQL 15 and DuckDB 1.5.
func TestDegreesRadians(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "postgres degrees divides", dialect: "postgres",
			query: "SELECT degrees(0.1::float8), degrees(1.6::float8), degrees(NULL::float8)",
			want:  []string{"5.729577951308232 | 91.67324722093171 | NULL"}},
		{name: "duckdb degrees multiplies", dialect: "duckdb",
			query: "SELECT degrees(0.1::DOUBLE), degrees(1.6::DOUBLE), degrees(2)",
			want:  []string{"5.729577951308233 | 91.67324722093173 | 114.59155902616465"}},
		{name: "the translations toward each other agree", dialect: "duckdb",
			query: "SELECT 0.1::DOUBLE / (pi() / 180), 1.6::DOUBLE / (pi() / 180)",
			want:  []string{"5.729577951308232 | 91.67324722093171"}},
		{name: "postgres x * (180 / pi())", dialect: "postgres",
			query: "SELECT 0.1::float8 * (180 / pi()), 1.6::float8 * (180 / pi())",
			want:  []string{"5.729577951308233 | 91.67324722093173"}},
		{name: "radians multiplies by the constant", dialect: "postgres",
			query: "SELECT radians(3::float8), radians(-2.5::float8), radians(0::float8)",
			want:  []string{"0.05235987755982989 | -0.04363323129985824 | 0"}},
		{name: "duckdb radians", dialect: "duckdb",
			query: "SELECT radians(3::DOUBLE), radians(NULL::DOUBLE)",
			want:  []string{"0.05235987755982989 | NULL"}},
		{name: "postgres degrees overflows", dialect: "postgres",
			query: "SELECT degrees(1e308::float8)", err: "value out of range: overflow"},
	} {
		runShown(t, c)
	}
}
