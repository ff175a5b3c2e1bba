package executor_test

import "testing"

// DuckDB's to_base64 and base64 take a BLOB: a string literal is cast to
// one, its \xHH escapes read as bytes, and a VARCHAR otherwise is an error
// of the binder; CAST of a string to a BLOB and back reads and writes the
// escapes. Every value run on DuckDB 1.5.
func TestDuckDBBlobText(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "literal", dialect: "duckdb", query: "SELECT to_base64('abc'), to_base64('a\\x41'), base64('a\\x41'), to_base64(''), to_base64('\\xff\\x00')",
			want: []string{"YWJj | YUE= | YUE= |  | /wA="}},
		{name: "null", dialect: "duckdb", query: "SELECT to_base64(NULL)", want: []string{"NULL"}},
		{name: "cast to blob", dialect: "duckdb", query: "SELECT CAST('a\\x41' AS BLOB) = CAST('aA' AS BLOB), CAST('\\xFf' AS BLOB) = CAST('\\xff' AS BLOB)", want: []string{"true | true"}},
		{name: "blob text", dialect: "duckdb", query: "SELECT CAST(CAST('\\xff\\x41\\x0a\\x5c\\x7f\\x20\\x7e\\x22\\x27' AS BLOB) AS VARCHAR)", want: []string{`\xFFA\x0A\x5C\x7F ~\x22\x27`}},
		{name: "non-ascii", dialect: "duckdb", query: "SELECT to_base64('é')", err: "Invalid byte encountered in STRING -> BLOB conversion"},
		{name: "bad escape", dialect: "duckdb", query: "SELECT to_base64('\\X41')", err: "Invalid hex escape code encountered"},
		{name: "unterminated", dialect: "duckdb", query: "SELECT CAST('a\\x4' AS BLOB)", err: "unterminated escape code at end of blob"},
		{name: "varchar column", dialect: "duckdb", query: "SELECT to_base64(x) FROM (VALUES ('abc')) t(x)", err: "No function matches the given name and argument types 'to_base64(VARCHAR)'"},
		{name: "varchar expression", dialect: "duckdb", query: "SELECT base64('abc' || 'd')", err: "No function matches the given name and argument types 'base64(VARCHAR)'"},
		{name: "encode", dialect: "duckdb", query: "SELECT to_base64(encode('é'))", want: []string{"w6k="}},
	} {
		runShown(t, c)
	}
}
