package rewrite_test

import "testing"

const duckLenTable = "CREATE TABLE t (s VARCHAR, l INTEGER[], m MAP(VARCHAR, INTEGER), j JSON, b BLOB, i INTEGER)"

// DuckDB's len and length of a string are its characters, of a list its
// elements (checked on DuckDB 1.5: len('héllo') 5, len([1, 2, NULL]) 3):
// the argument's type decides, and without it the call is refused
// (rewrite/duck_len.go).
func TestDuckLen(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "len of a string column", from: "duckdb", to: "trino", schema: duckLenTable,
			in: "SELECT len(s) AS n FROM t", want: "SELECT length(s) AS n FROM t", fires: true},
		{name: "length of a list column", from: "duckdb", to: "postgres", schema: duckLenTable,
			in: "SELECT length(l) AS n FROM t", want: "SELECT cardinality(l) AS n FROM t", fires: true},
		{name: "len of a list column", from: "duckdb", to: "trino", schema: duckLenTable,
			in: "SELECT len(l) AS n FROM t", want: "SELECT cardinality(l) AS n FROM t"},
		{name: "len of a string function", from: "duckdb", to: "trino",
			in: "SELECT len(lower(s)) AS n FROM t", want: "SELECT length(lower(s)) AS n FROM t", fires: true},
		{name: "len of a coalesce with a list", from: "duckdb", to: "trino",
			in: "SELECT len(coalesce(a, [])) AS n FROM t", want: "SELECT cardinality(coalesce(a, ARRAY[])) AS n FROM t"},
		{name: "len of an unknown column", from: "duckdb", to: "trino",
			in: "SELECT len(s) AS n FROM t", code: "T134"},
		{name: "length of an unknown column stays a string's", from: "duckdb", to: "trino",
			in: "SELECT length(s) AS n FROM t", want: "SELECT length(s) AS n FROM t"},
		// Snowflake's LENGTH may read a list as its text: refused there
		{name: "length of an unknown column toward snowflake", from: "duckdb", to: "snowflake",
			in: "SELECT length(s) AS n FROM t", code: "T143"},
		// checked on DuckDB 1.5: len(CAST('[1, 2]' AS JSON)) is 6, the
		// characters of its text; len and length of a BLOB or an INTEGER
		// raise; len(MAP {'a': 1, 'b': 2}) is 2, length of a MAP raises
		{name: "len of a JSON column", from: "duckdb", to: "snowflake", schema: duckLenTable,
			in: "SELECT len(j) AS n FROM t", code: "T137"},
		{name: "length of a JSON column", from: "duckdb", to: "trino", schema: duckLenTable,
			in: "SELECT length(j) AS n FROM t", code: "T137"},
		{name: "length of a BLOB column", from: "duckdb", to: "postgres", schema: duckLenTable,
			in: "SELECT length(b) AS n FROM t", code: "T137"},
		{name: "len of an integer column", from: "duckdb", to: "hive", schema: duckLenTable,
			in: "SELECT len(i) AS n FROM t", code: "T137"},
		{name: "len of a map column", from: "duckdb", to: "trino", schema: duckLenTable,
			in: "SELECT len(m) AS n FROM t", want: "SELECT cardinality(m) AS n FROM t"},
		{name: "length of a map column", from: "duckdb", to: "trino", schema: duckLenTable,
			in: "SELECT length(m) AS n FROM t", code: "T137"},
		// DuckDB's array_length of one argument is len (checked on DuckDB
		// 1.5: array_length('héllo') is 5)
		{name: "array_length of a string column", from: "duckdb", to: "snowflake", schema: duckLenTable,
			in: "SELECT array_length(s) AS n FROM t", want: "SELECT length(s) AS n FROM t", fires: true},
		{name: "array_length of a JSON column", from: "duckdb", to: "snowflake", schema: duckLenTable,
			in: "SELECT array_length(j) AS n FROM t", code: "T137"},
		{name: "array_length of an unknown column stays a list's", from: "duckdb", to: "trino",
			in: "SELECT array_length(l) AS n FROM t", want: "SELECT cardinality(l) AS n FROM t"},
		{name: "duckdb to duckdb", from: "duckdb", to: "duckdb",
			in: "SELECT len(s) AS n FROM t", want: "SELECT len(s) AS n FROM t"},
	})
}

// PostgreSQL has no trim of three arguments: btrim('xaxy', 'a', 'b') and
// trim(both 'x' from 'xaxy', 'y') raise there (PostgreSQL 15)
// (rewrite/pg_trim_args.go).
func TestPgTrimArgs(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "btrim of three", from: "postgres", to: "duckdb", in: "SELECT btrim(s, 'a', 'b') AS x FROM t", code: "T133"},
		{name: "TRIM FROM a list", from: "postgres", to: "snowflake", in: "SELECT TRIM(BOTH 'x' FROM s, 'y') AS x FROM t", code: "T133"},
		{name: "to postgres too", from: "postgres", to: "postgres", in: "SELECT btrim(s, 'a', 'b') AS x FROM t", code: "T133"},
		{name: "btrim of two", from: "postgres", to: "trino", in: "SELECT btrim(s, 'xy') AS x FROM t", want: "SELECT TRIM(BOTH 'xy' FROM s) AS x FROM t"},
		{name: "ltrim of two for presto", from: "postgres", to: "presto", in: "SELECT ltrim(s, 'xy') AS x FROM t", want: "SELECT ltrim(s, 'xy') AS x FROM t"},
		{name: "rtrim of two for drill", from: "postgres", to: "drill", in: "SELECT rtrim(s, 'xy') AS x FROM t", want: "SELECT rtrim(s, 'xy') AS x FROM t"},
		{name: "btrim of two for drill", from: "postgres", to: "drill", in: "SELECT btrim(s, 'xy') AS x FROM t", code: "T301"},
	})
}

// Snowflake's SUM of a FLOAT is a FLOAT (Snowflake SUM: summed into an
// equivalent or larger type; every Snowflake float is a 64-bit double),
// so a ratio of sums is a division of DOUBLEs (rewrite/agg_types.go).
func TestSnowflakeFloatSum(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a ratio of float sums", from: "snowflake", to: "postgres", schema: "CREATE TABLE t (d FLOAT, x FLOAT)",
			in: "SELECT SUM(d) / SUM(x) AS r FROM t", want: "SELECT sum(d) / sum(x) AS r FROM t", fires: true},
		{name: "a ratio of REAL sums", from: "snowflake", to: "postgres", schema: "CREATE TABLE t (d REAL, x REAL)",
			in: "SELECT SUM(d) / SUM(x) AS r FROM t", want: "SELECT sum(d) / sum(x) AS r FROM t", fires: true},
		{name: "a ratio of number sums stays refused", from: "snowflake", to: "postgres", schema: "CREATE TABLE t (d NUMBER(10, 2), x NUMBER(10, 2))",
			in: "SELECT SUM(d) / SUM(x) AS r FROM t", code: "T071"},
	})
}
