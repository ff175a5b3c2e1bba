package rewrite_test

import "testing"

// A day difference, a length or a size: a BIGINT in the source, an INT in
// Hive, Spark, Doris and PostgreSQL, cast to BIGINT where + - * over it may
// leave INT (int_funcs.go). Checked in conformance/casts/duckdb_int_function_products
// on the engines; here the other sources and the NULL branches.
func TestWideIntFuncs(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "trino day difference times a million", from: "trino", to: "hive",
			in:   "SELECT date_diff('day', CAST(a AS DATE), CAST(b AS DATE)) * 1000000 AS d FROM t",
			want: "SELECT CAST(datediff(CAST(b AS DATE), CAST(a AS DATE)) AS BIGINT) * 1000000 AS d FROM t", fires: true},
		{name: "bigquery day difference on the right", from: "bigquery", to: "spark",
			in:   "SELECT 1000000 * DATE_DIFF(CAST(b AS DATE), CAST(a AS DATE), DAY) AS d FROM t",
			want: "SELECT 1000000L * datediff(CAST(b AS DATE), CAST(a AS DATE)) AS d FROM t", fires: true},
		{name: "snowflake length in a coalesce with NULL", from: "snowflake", to: "hive",
			in:   "SELECT coalesce(NULL, length(s)) * 1000000000 AS d FROM t",
			want: "SELECT coalesce(NULL, CAST(length(s) AS BIGINT)) * 1000000000 AS d FROM t", fires: true},
		{name: "duckdb length to postgres", from: "duckdb", to: "postgres",
			in:   "SELECT CASE WHEN s = '' THEN NULL ELSE length(s) END * 1000000000 AS d FROM t",
			want: "SELECT CASE WHEN s = '' THEN NULL ELSE CAST(length(s) AS BIGINT) END * 1000000000 AS d FROM t", fires: true},
		// DuckDB's and PostgreSQL's greatest skip NULLs (greatest_ignore_nulls
		// here); on PostgreSQL 15 greatest(length(s), 1) * length(s) with a
		// 50000-character s raises integer out of range, DuckDB 1.5 gives 2500000000
		{name: "duckdb length in greatest to postgres", from: "duckdb", to: "postgres",
			in:   "SELECT greatest(length(s), 1) * length(s) AS d FROM t",
			want: "SELECT greatest(CAST(length(s) AS BIGINT), 1) * length(s) AS d FROM t", fires: true},
		{name: "duckdb length in least to hive", from: "duckdb", to: "hive",
			in:   "SELECT least(length(s), 1000000) * length(s) AS d FROM t",
			want: "SELECT least(coalesce(CAST(length(s) AS BIGINT), 1000000), coalesce(1000000, CAST(length(s) AS BIGINT))) * length(s) AS d FROM t", fires: true},
		// DuckDB 1.5: strlen(s) * strlen(s) and strpos(s, 'b') * strpos(s, 'b')
		// of a 50000-character s are 2500000000; PostgreSQL 15's
		// octet_length and strpos are integer and raise integer out of range
		{name: "duckdb strlen to hive", from: "duckdb", to: "hive",
			in:   "SELECT strlen(s) * strlen(s) AS d FROM t",
			want: "SELECT CAST(octet_length(s) AS BIGINT) * octet_length(s) AS d FROM t", fires: true},
		{name: "duckdb strpos to postgres", from: "duckdb", to: "postgres",
			in:   "SELECT strpos(s, 'b') * strpos(s, 'b') AS d FROM t",
			want: "SELECT CAST(strpos(s, 'b') AS BIGINT) * strpos(s, 'b') AS d FROM t", fires: true},
		{name: "no-op: the sum fits INT", from: "trino", to: "hive",
			in:   "SELECT date_diff('day', CAST(a AS DATE), CAST(b AS DATE)) + 1 AS d FROM t",
			want: "SELECT datediff(CAST(b AS DATE), CAST(a AS DATE)) + 1 AS d FROM t"},
		{name: "no-op: a 32-bit source", from: "spark", to: "hive",
			in: "SELECT length(s) * 1000000000 AS d FROM t", want: "SELECT length(s) * 1000000000 AS d FROM t"},
		{name: "no-op: a 64-bit target", from: "duckdb", to: "trino",
			in: "SELECT length(s) * 1000000000 AS d FROM t", want: "SELECT length(s) * 1000000000 AS d FROM t"},
	})
}
