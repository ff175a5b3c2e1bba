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

// PostgreSQL types a set operation's column arm by arm: a string literal
// arm takes the other arm's type, arms of literals only are text, which
// meets no other type (PostgreSQL 15 manual, 10.5; each row and error was
// checked on PostgreSQL 15).
func TestPostgresSetOpLiteralArms(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "postgres", sql: "SELECT 1 UNION SELECT '01' UNION SELECT '1'", want: "1"},
		{dialect: "postgres", sql: "SELECT '1' UNION SELECT '01' UNION SELECT 1", err: "UNION types text and integer cannot be matched"},
		{dialect: "postgres", sql: "SELECT 1 UNION (SELECT '01' UNION SELECT '02')", err: "UNION types integer and text cannot be matched"},
		{dialect: "postgres", sql: "SELECT NULL UNION SELECT '01' UNION SELECT 1", err: "UNION types text and integer cannot be matched"},
		{dialect: "postgres", sql: "SELECT 'x' UNION SELECT '2020-01-01' UNION SELECT DATE '2020-01-01'", err: "UNION types text and date cannot be matched"},
		{dialect: "postgres", sql: "SELECT count(*) FROM (SELECT 'x' UNION SELECT 'y' UNION SELECT NULL) s", want: "3"},
		// DuckDB makes such a column a string
		{dialect: "duckdb", sql: "SELECT count(*) FROM (SELECT '1' UNION SELECT '01' UNION SELECT 1) s", want: "2"},
	})
}
