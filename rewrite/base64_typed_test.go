package rewrite_test

import "testing"

const base64Table = "CREATE TABLE t (s STRING, i INT, h BINARY)"

// Hive's base64 of CAST(s AS BINARY), Spark's of a string or of that cast
// and Snowflake's BASE64_ENCODE of a VARCHAR are base64_text, written in
// each target's form; Hive's of a string without the cast, another type,
// an unknown one and Snowflake's with a max_line_length are refused;
// toward the source's own dialect the call is kept (rewrite/base64_typed.go,
// dialects/functions_base64.go).
func TestBase64Typed(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "spark string column toward postgres", from: "spark", to: "postgres", schema: base64Table,
			in: "SELECT base64(s) AS a FROM t", want: "SELECT replace(encode(convert_to(s, 'UTF8'), 'base64'), chr(10), '') AS a FROM t", fires: true},
		{name: "spark string column toward hive", from: "spark", to: "hive", schema: base64Table,
			in: "SELECT base64(s) AS a FROM t", want: "SELECT base64(CAST(s AS BINARY)) AS a FROM t", fires: true},
		{name: "hive cast to binary toward trino", from: "hive", to: "trino", schema: base64Table,
			in: "SELECT base64(CAST(s AS BINARY)) AS a FROM t", want: "SELECT to_base64(to_utf8(s)) AS a FROM t", fires: true},
		{name: "spark string literal toward duckdb", from: "spark", to: "duckdb",
			in: "SELECT base64('héllo') AS a", want: "SELECT to_base64(encode('héllo')) AS a", fires: true},
		{name: "snowflake varchar toward bigquery", from: "snowflake", to: "bigquery", schema: "CREATE TABLE t (s VARCHAR)",
			in: "SELECT BASE64_ENCODE(s) AS a FROM t", want: "SELECT to_base64(CAST(s AS BYTES)) AS a FROM t", fires: true},
		{name: "hive string without a cast", from: "hive", to: "spark", schema: base64Table,
			in: "SELECT base64(s) AS a FROM t", code: "T302"},
		{name: "spark binary column", from: "spark", to: "duckdb", schema: base64Table,
			in: "SELECT base64(h) AS a FROM t", code: "T302"},
		{name: "spark int cast to binary", from: "spark", to: "trino", schema: base64Table,
			in: "SELECT base64(CAST(i AS BINARY)) AS a FROM t", code: "T302"},
		{name: "spark unknown column", from: "spark", to: "postgres",
			in: "SELECT base64(q) AS a FROM u", code: "T056"},
		{name: "snowflake binary column", from: "snowflake", to: "postgres", schema: "CREATE TABLE t (h BINARY)",
			in: "SELECT BASE64_ENCODE(h) AS a FROM t", code: "T302"},
		{name: "snowflake max_line_length", from: "snowflake", to: "postgres", schema: "CREATE TABLE t (s VARCHAR)",
			in: "SELECT BASE64_ENCODE(s, 76) AS a FROM t", code: "T302"},
		{name: "spark binary column kept in spark", from: "spark", to: "spark", schema: base64Table,
			in: "SELECT base64(h) AS a FROM t", want: "SELECT base64(h) AS a FROM t"},
		{name: "hive string kept in hive", from: "hive", to: "hive", schema: base64Table,
			in: "SELECT base64(s) AS a FROM t", want: "SELECT base64(s) AS a FROM t"},
		{name: "duckdb blob column toward trino", from: "duckdb", to: "trino", schema: "CREATE TABLE t (b BLOB)",
			in: "SELECT to_base64(b) AS a FROM t", code: "T302"},
		{name: "duckdb blob column kept in duckdb", from: "duckdb", to: "duckdb", schema: "CREATE TABLE t (b BLOB)",
			in: "SELECT to_base64(b) AS a FROM t", want: "SELECT to_base64(b) AS a FROM t"},
		{name: "trino varbinary column toward spark", from: "trino", to: "spark", schema: "CREATE TABLE t (b VARBINARY)",
			in: "SELECT to_base64(b) AS a FROM t", code: "T302"},
		{name: "trino to_utf8 toward snowflake", from: "trino", to: "snowflake", schema: "CREATE TABLE t (s VARCHAR)",
			in: "SELECT to_base64(to_utf8(s)) AS a FROM t", want: "SELECT base64_encode(s) AS a FROM t"},
	})
}
