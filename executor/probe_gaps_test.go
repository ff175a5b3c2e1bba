package executor_test

import "testing"

// DuckDB's list_distinct drops NULL elements (run on DuckDB 1.5:
// list_distinct([1, NULL, 1, NULL, 2]) is [2, 1], list_distinct([NULL]) is
// [], a NULL list gives NULL); the order of the rest is not kept there, so
// the cases hold one distinct value or compare the length.
func TestDuckDBListDistinctDropsNulls(t *testing.T) {
	runSQL(t, sqlCase{name: "list_distinct", dialect: "duckdb",
		query: "SELECT list_distinct([NULL, 1, NULL, 1]), list_distinct([CAST(NULL AS INTEGER)]), len(list_distinct([1, NULL, 1, NULL, 2])), list_distinct(CAST(NULL AS INTEGER[]))",
		want:  []string{"[1] | [] | 2 | NULL"}})
}

// An integer quotient outside its type's range raises in PostgreSQL (run on
// PostgreSQL 15: (-2147483648)::int / -1 "integer out of range",
// (-32768)::int2 / (-1)::int2 "smallint out of range", the int8 one
// "bigint out of range") and in DuckDB's // (run on DuckDB 1.5: "Overflow
// in division of -2147483648 / -1" for INTEGER, SMALLINT and BIGINT).
func TestIntDivisionOverflowRaises(t *testing.T) {
	for _, q := range []string{
		"SELECT CAST(-2147483648 AS INTEGER) / -1",
		"SELECT CAST(-32768 AS SMALLINT) / CAST(-1 AS SMALLINT)",
		"SELECT CAST(-9223372036854775808 AS BIGINT) / -1",
	} {
		runSQL(t, sqlCase{name: "postgres " + q, dialect: "postgres", query: q, err: "overflow in division"})
	}
	for _, q := range []string{
		"SELECT CAST(-2147483648 AS INTEGER) // -1",
		"SELECT CAST(-32768 AS SMALLINT) // CAST(-1 AS SMALLINT)",
		"SELECT CAST(-9223372036854775808 AS BIGINT) // -1",
	} {
		runSQL(t, sqlCase{name: "duckdb " + q, dialect: "duckdb", query: q, err: "overflow in division"})
	}
	runSQL(t, sqlCase{name: "postgres in range", dialect: "postgres",
		query: "SELECT CAST(-2147483647 AS INTEGER) / -1, CAST(-32768 AS SMALLINT) / 1, CAST(-2147483648 AS BIGINT) / -1",
		want:  []string{"2147483647 | -32768 | 2147483648"}})
}

// Trino's bare DECIMAL is DECIMAL(38, 0) (Trino documentation, data types:
// "Scale is optional and defaults to 0"; the SPI's DecimalType default
// precision is its maximum, 38): CAST(1.5 AS DECIMAL) rounds to 2, and a
// 30-digit value fits.
func TestTrinoBareDecimal(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		runSQL(t, sqlCase{name: d, dialect: d,
			query: "SELECT CAST(1.5 AS DECIMAL), CAST(123456789012345678901234567890.4 AS DECIMAL)",
			want:  []string{"2 | 123456789012345678901234567890"}})
	}
}

// DuckDB's remainder of an integer type's least value by -1 raises as the
// quotient does (run on DuckDB 1.5: CAST(-2147483648 AS INTEGER) % -1,
// the SMALLINT and the BIGINT one: "Overflow in division of ... / -1"; an
// INTEGER by a BIGINT -1 is a BIGINT remainder, 0); PostgreSQL 15 gives 0
// (run there: (-2147483648)::int % -1, the int8 one).
func TestIntModOverflow(t *testing.T) {
	for _, q := range []string{
		"SELECT CAST(-2147483648 AS INTEGER) % -1",
		"SELECT CAST(-32768 AS SMALLINT) % CAST(-1 AS SMALLINT)",
		"SELECT CAST(-9223372036854775808 AS BIGINT) % -1",
	} {
		runSQL(t, sqlCase{name: "duckdb " + q, dialect: "duckdb", query: q, err: "overflow in division"})
	}
	runSQL(t, sqlCase{name: "duckdb in range", dialect: "duckdb",
		query: "SELECT CAST(-2147483648 AS INTEGER) % CAST(-1 AS BIGINT), CAST(-2147483647 AS INTEGER) % -1, CAST(-32768 AS SMALLINT) % 1",
		want:  []string{"0 | 0 | 0"}})
	runSQL(t, sqlCase{name: "postgres", dialect: "postgres",
		query: "SELECT CAST(-2147483648 AS INTEGER) % -1, CAST(-9223372036854775808 AS BIGINT) % -1",
		want:  []string{"0 | 0"}})
}
