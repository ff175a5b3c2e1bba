package executor_test

import "testing"

// DuckDB's len is a string's number of characters and a list's or a map's
// size, and so is its array_length of one argument; a JSON value is its text (checked on DuckDB 1.5: len('héllo') 5,
// len([1, 2, NULL]) 3, len(MAP {'a': 1, 'b': 2}) 2, len(CAST('[1, 2]' AS
// JSON)) 6).
func TestDuckLenByType(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "duckdb", sql: "SELECT len(CAST('héllo' AS VARCHAR)), len([1, 2, NULL]), len(MAP {'a': 1, 'b': 2})", want: "5 | 3 | 2"},
		{dialect: "duckdb", sql: "SELECT len(CAST('[1, 2]' AS JSON)), length(CAST('[1, 2]' AS JSON))", want: "6 | 6"},
		// array_length of one argument is len (DuckDB 1.5: array_length('héllo') 5)
		{dialect: "duckdb", sql: "SELECT array_length(CAST('héllo' AS VARCHAR)), array_length([1, 2, NULL])", want: "5 | 3"},
	})
}
