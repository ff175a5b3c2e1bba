package rewrite_test

import "testing"

// lpad and rpad with a negative length: the empty string in Spark,
// PostgreSQL and DuckDB, an error in Trino, Presto, BigQuery and Hive, NULL
// in Doris (rewrite/pad_negative_length.go, dialects/functions_pad.go). The
// guarded PostgreSQL and DuckDB forms were run on PostgreSQL 15 ("division
// by zero") and DuckDB 1.5 (the error's message) over a row ('abc', -1, 'x');
// conformance/strings/spark_lpad_negative_length.txtar and
// trino_lpad_negative_length.txtar run the rows on both engines.
func TestPadNegativeLength(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "spark toward trino clamps", from: "spark", to: "trino",
			in:   "SELECT lpad(s, n, 'x') AS a, rpad(s, 3, 'x') AS b FROM t",
			want: "SELECT lpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') AS a, rpad(s, 3, 'x') AS b FROM t", fires: true},
		{name: "spark toward doris clamps", from: "spark", to: "doris",
			in:   "SELECT rpad(s, n - 1, 'x') AS a FROM t",
			want: "SELECT rpad(s, CASE WHEN n - 1 < 0 THEN 0 ELSE n - 1 END, 'x') AS a FROM t", fires: true},
		{name: "spark toward postgres as written", from: "spark", to: "postgres",
			in: "SELECT lpad(s, n, 'x') AS a FROM t", want: "SELECT lpad(s, n, 'x') AS a FROM t"},
		{name: "trino toward duckdb raises", from: "trino", to: "duckdb",
			in:   "SELECT lpad(s, n, p) AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN s IS NOT NULL AND (p IS NOT NULL AND n < 0) THEN error('lpad with a negative length (an error in trino)') ELSE FALSE END THEN NULL ELSE lpad(s, n, p) END AS a FROM t", fires: true},
		{name: "bigquery toward postgres divides by zero", from: "bigquery", to: "postgres",
			in:   "SELECT RPAD(s, n, 'x') AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN s IS DISTINCT FROM NULL AND n < 0 THEN n / (n - n) = 0 ELSE FALSE END THEN NULL ELSE rpad(s, n, 'x') END AS a FROM t", fires: true},
		{name: "hive toward doris raises and clamps", from: "hive", to: "doris",
			in:   "SELECT lpad(s, n, 'x') AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN s IS NOT NULL AND n < 0 THEN assert_true(s IS NULL, 'assert_true failed') ELSE FALSE END THEN NULL ELSE lpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') END AS a FROM t", fires: true},
		{name: "trino toward bigquery raises itself", from: "trino", to: "bigquery",
			in: "SELECT lpad(s, n, 'x') AS a FROM t", want: "SELECT lpad(s, n, 'x') AS a FROM t"},
		{name: "a literal negative length cannot raise in postgres", from: "trino", to: "postgres",
			in: "SELECT lpad(s, -1, 'x') AS a FROM t", code: "T216"},
		{name: "a non-negative literal needs nothing", from: "trino", to: "spark",
			in: "SELECT lpad(s, 4, 'x') AS a FROM t", want: "SELECT lpad(s, 4, 'x') AS a FROM t"},
		{name: "doris reads a negative length as NULL", from: "doris", to: "postgres",
			in:   "SELECT lpad(s, n, 'x') AS a FROM t",
			want: "SELECT lpad(s, CASE WHEN n < 0 THEN NULL ELSE n END, 'x') AS a FROM t"},
	})
}

// Snowflake's lpad and rpad with a negative length are not documented
// (Snowflake documentation, LPAD: length_expr is "An expression that
// evaluates to an integer"), so a length that may be negative is refused
// from Snowflake (rewrite/snowflake_pad_length.go); toward Snowflake the
// length is clamped as above, and Snowflake never sees a negative one.
func TestSnowflakePadLength(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a column length is refused toward trino", from: "snowflake", to: "trino",
			in: "SELECT lpad(s, n, 'x') AS a FROM t", code: "T215"},
		{name: "a negative literal is refused toward postgres", from: "snowflake", to: "postgres",
			in: "SELECT rpad(s, -1, 'x') AS a FROM t", code: "T215"},
		{name: "a column length is refused toward spark", from: "snowflake", to: "spark",
			in: "SELECT rpad(s, n - 1, 'x') AS a FROM t", code: "T215"},
		{name: "a non-negative literal is kept", from: "snowflake", to: "duckdb",
			in: "SELECT lpad(s, 4, 'x') AS a FROM t", want: "SELECT lpad(s, 4, 'x') AS a FROM t"},
		{name: "a clamped length is kept", from: "snowflake", to: "hive",
			in:   "SELECT lpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') AS a FROM t",
			want: "SELECT lpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') AS a FROM t"},
		{name: "a clamped length is cast to INTEGER toward postgres", from: "snowflake", to: "postgres",
			in:   "SELECT rpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') AS a FROM t",
			want: "SELECT rpad(s, CAST(CASE WHEN n < 0 THEN 0 ELSE n END AS INTEGER), 'x') AS a FROM t", fires: true},
		{name: "a clamped length is cast to INTEGER toward duckdb", from: "snowflake", to: "duckdb",
			in:   "SELECT lpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') AS a FROM t",
			want: "SELECT lpad(s, CAST(CASE WHEN n < 0 THEN 0 ELSE n END AS INTEGER), 'x') AS a FROM t", fires: true},
		{name: "snowflake toward itself is kept", from: "snowflake", to: "snowflake",
			in: "SELECT lpad(s, n, 'x') AS a FROM t", want: "SELECT lpad(s, n, 'x') AS a FROM t"},
		{name: "toward snowflake the length is clamped", from: "postgres", to: "snowflake",
			in:   "SELECT lpad(s, n, 'x') AS a FROM t",
			want: "SELECT lpad(s, CASE WHEN n < 0 THEN 0 ELSE n END, 'x') AS a FROM t", fires: true},
	})
}
