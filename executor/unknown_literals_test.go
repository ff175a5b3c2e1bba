package executor_test

import "testing"

// PostgreSQL resolves a string literal among the inputs of coalesce,
// nullif, greatest, least and CASE's results to the type of the others
// (PostgreSQL 15 manual, 10.5); each row was checked on PostgreSQL 15.
func TestPostgresUnknownLiterals(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "postgres", sql: "SELECT coalesce(CAST(NULL AS INT[]), '{}'), cardinality(coalesce(CAST(NULL AS INT[]), '{}')), coalesce(CAST(NULL AS INT[]), '{1,2}')",
			want: "[] | 0 | [1, 2]"},
		{dialect: "postgres", sql: "SELECT coalesce(CAST(NULL AS INT), '5') + 1, nullif(3, '3'), greatest(2, '10')", want: "6 | NULL | 10"},
		{dialect: "postgres", sql: "SELECT CASE WHEN true THEN '{3}' ELSE CAST(NULL AS INT[]) END, CASE WHEN false THEN 'x' END, coalesce(NULL, '5')", want: "[3] | NULL | 5"},
		{dialect: "postgres", sql: "SELECT coalesce(CAST(NULL AS INT), 'x')", err: `invalid input syntax for type integer: "x"`},
		// elsewhere the literal stays a string: Hive's greatest of 2 and '10' compares strings
		{dialect: "hive", sql: "SELECT coalesce(CAST(NULL AS STRING), '{}')", want: "{}"},
	})
}
