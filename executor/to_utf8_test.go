package executor_test

import "testing"

// Trino's to_utf8 gives a string's UTF-8 bytes, and length of a varbinary
// counts them (Trino, binary functions): Doris's byte length is written so.
func TestTrinoToUTF8(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "trino", sql: "SELECT length(to_utf8('héllo')), length('héllo'), length(to_utf8(NULL))", want: "6 | 5 | NULL"},
	})
}
