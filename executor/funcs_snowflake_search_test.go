package executor_test

import "testing"

// Snowflake's ARRAY_CONTAINS and ARRAY_POSITION over a semi-structured
// array (an array constant, SPLIT's result, a CASE of them) need a VARIANT
// value for strings, booleans and dates (SQL reference, ARRAY_CONTAINS,
// Arguments); numbers are cast implicitly, NULL is accepted, and a
// structured ARRAY(T) column takes a value of its element type.
func TestSnowflakeSearchVariantValue(t *testing.T) {
	setup := []string{
		"CREATE TABLE s (id INTEGER, tags ARRAY(VARCHAR))",
		"INSERT INTO s VALUES (1, ['a', NULL])",
	}
	for _, c := range []sqlCase{
		{name: "a string in SPLIT's result", dialect: "snowflake",
			query: "SELECT ARRAY_CONTAINS('a', SPLIT('a,b', ','))", err: "must be a VARIANT"},
		{name: "a string cast to VARIANT", dialect: "snowflake",
			query: "SELECT ARRAY_CONTAINS(CAST('a' AS VARIANT), SPLIT('a,b', ','))", want: []string{"true"}},
		{name: "a boolean in an array constant", dialect: "snowflake",
			query: "SELECT ARRAY_POSITION(TRUE, [FALSE, TRUE])", err: "must be a VARIANT"},
		{name: "a string in a CASE of constants", dialect: "snowflake",
			query: "SELECT ARRAY_POSITION('b', CASE WHEN 1 = 1 THEN ['a', 'b'] END)", err: "must be a VARIANT"},
		{name: "a number is cast implicitly", dialect: "snowflake",
			query: "SELECT ARRAY_POSITION(2, [1, 2])", want: []string{"1"}},
		{name: "NULL", dialect: "snowflake",
			query: "SELECT ARRAY_CONTAINS(NULL, ['a'])", want: []string{"NULL"}},
		{name: "a structured column takes its element type", dialect: "snowflake", setup: setup,
			query: "SELECT ARRAY_CONTAINS('a', s.tags) FROM s", want: []string{"true"}},
	} {
		runSQL(t, c)
	}
}
