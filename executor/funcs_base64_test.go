package executor_test

import "testing"

// TestBase64Rules: base64_text and the dialects' spellings of it give the
// RFC 4648 Base64 text of a string's UTF-8 bytes; PostgreSQL's
// encode(x, 'base64') puts a newline after every 76 characters
// (funcs_base64.go; run on PostgreSQL 15 and DuckDB 1.5: the text of
// 'héllo€' is 'aMOpbGxv4oKs', of the empty string the empty string, of 70
// letters 96 characters, which PostgreSQL's encode breaks after the 76th).
func TestBase64Rules(t *testing.T) {
	const long = "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij"
	const long64 = "YWJjZGVmZ2hpamFiY2RlZmdoaWphYmNkZWZnaGlqYWJjZGVmZ2hpamFiY2RlZmdoaWphYmNkZWZnaGlqYWJjZGVmZ2hpag=="
	for _, c := range []sqlCase{
		{name: "postgres encode wraps at 76", dialect: "postgres",
			query: "SELECT encode(convert_to('" + long + "', 'UTF8'), 'base64') = '" + long64[:76] + "' || chr(10) || '" + long64[76:] + "', replace(encode(convert_to('héllo€', 'UTF8'), 'base64'), chr(10), ''), encode(convert_to('', 'UTF8'), 'base64'), encode(convert_to(NULL, 'UTF8'), 'base64')",
			want:  []string{"true | aMOpbGxv4oKs |  | NULL"}},
		{name: "postgres convert_to another encoding is not run", dialect: "postgres",
			query: "SELECT convert_to('a', 'LATIN1')", err: "not modelled"},
		{name: "duckdb to_base64 of encode", dialect: "duckdb",
			query: "SELECT to_base64(encode('" + long + "')) = '" + long64 + "', to_base64(encode('héllo€')), base64(encode('')), to_base64(encode(NULL))",
			want:  []string{"true | aMOpbGxv4oKs |  | NULL"}},
		{name: "duckdb to_base64 of a blob", dialect: "duckdb",
			query: "SELECT to_base64(CAST('abc' AS BLOB))", want: []string{"YWJj"}},
		{name: "trino to_base64 of to_utf8", dialect: "trino",
			query: "SELECT to_base64(to_utf8('héllo€')), to_base64(to_utf8(''))", want: []string{"aMOpbGxv4oKs | "}},
		{name: "spark base64 of columns", dialect: "spark", setup: []string{"CREATE TABLE t (s STRING)", "INSERT INTO t VALUES ('héllo€'), (''), (NULL)"},
			query: "SELECT base64(s), base64(CAST(s AS BINARY)) FROM t",
			want:  []string{"aMOpbGxv4oKs | aMOpbGxv4oKs", " | ", "NULL | NULL"}},
		{name: "snowflake base64_encode", dialect: "snowflake",
			query: "SELECT BASE64_ENCODE('héllo€')", want: []string{"aMOpbGxv4oKs"}},
		{name: "spark base64 of an int is not run", dialect: "spark", query: "SELECT base64(42)", err: "not modelled"},
	} {
		t.Run(c.name, func(t *testing.T) { runShown(t, c) })
	}
}
