package executor_test

import "testing"

// Snowflake's INTEGER, BIGINT, SMALLINT... are NUMBER(38, 0) (Snowflake SQL
// reference, "Numeric data types"): sums and products past the 32- and
// 64-bit ranges are exact, up to 38 digits; a / b of integers has scale 6
// (max(S1, min(S1 + 6, 12)), "Arithmetic operators: scale and precision in
// arithmetic operations"), rounded; a / 0 is an error (DIV0 is the form
// that gives 0).
func TestSnowflakeIntegersAreNumber(t *testing.T) {
	setup := []string{
		"CREATE TABLE n (id INTEGER, v BIGINT, s SMALLINT)",
		"INSERT INTO n VALUES (1, 9223372036854775807, 40000), (2, 9223372036854775807, 2147483647), (3, 3000000000, NULL), (4, NULL, 2147483647)",
	}
	for _, c := range []sqlCase{
		{name: "a SMALLINT holds 40000, a sum past 2^31", dialect: "snowflake", setup: setup,
			query: "SELECT sum(s), sum(s) + 1 FROM n", want: []string{"4295007294 | 4295007295"}},
		{name: "a sum past 2^63", dialect: "snowflake", setup: setup,
			query: "SELECT sum(v) FROM n WHERE id <= 2", want: []string{"18446744073709551614"}},
		{name: "a product past 2^31 and 2^63", dialect: "snowflake", setup: setup,
			query: "SELECT s * s, v * v * v FROM n WHERE id = 3 OR id = 4 ORDER BY id",
			want:  []string{"NULL | 27000000000000000000000000000", "4611686014132420609 | NULL"}},
		{name: "literals past 2^63", dialect: "snowflake",
			query: "SELECT 9223372036854775807 + 1, -9223372036854775807 - 2, 2147483647 * 2147483647 * 2147483647",
			want:  []string{"9223372036854775808 | -9223372036854775809 | 9903520300447984150353281023"}},
		{name: "-2^63 negated", dialect: "snowflake",
			query: "SELECT -(-9223372036854775807 - 1), -(-9223372036854775807 - 1) - 1",
			want:  []string{"9223372036854775808 | 9223372036854775807"}},
		{name: "compared and sorted with 64-bit values", dialect: "snowflake", setup: setup,
			query: "SELECT id FROM n WHERE v + id > 9223372036854775807 ORDER BY v + id DESC",
			want:  []string{"2", "1"}},
		{name: "CAST to INTEGER takes 38 digits", dialect: "snowflake",
			query: "SELECT CAST('12345678901234567890123456789012345678' AS INTEGER) + 1",
			want:  []string{"12345678901234567890123456789012345679"}},
		{name: "more than 38 digits", dialect: "snowflake",
			query: "SELECT 99999999999999999999999999999999999999 + 1", err: "out of representable range"},
		{name: "a product of more than 38 digits", dialect: "snowflake", setup: setup,
			query: "SELECT v * v * v * v * v FROM n WHERE id = 1", err: "out of representable range"},
		{name: "integer division has scale 6, rounded", dialect: "snowflake", setup: setup,
			query: "SELECT 7 / 2, 1 / 3, -2 / 3, v / 2 FROM n WHERE id = 1",
			want:  []string{"3.500000 | 0.333333 | -0.666667 | 4611686018427387903.500000"}},
		{name: "a decimal dividend keeps 6 more digits, up to 12", dialect: "snowflake",
			query: "SELECT 0.1 / 3, 1.0000000000 / 3",
			want:  []string{"0.0333333 | 0.333333333333"}},
		{name: "division by zero", dialect: "snowflake",
			query: "SELECT 1 / 0", err: "division by zero"},
		{name: "PostgreSQL's INTEGER stays 32-bit", dialect: "postgres", setup: []string{"CREATE TABLE p (v INTEGER)", "INSERT INTO p VALUES (2147483647)"},
			query: "SELECT v + 1 FROM p", err: "integer overflow"},
	} {
		runSQL(t, c)
	}
}
