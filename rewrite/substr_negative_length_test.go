package rewrite_test

import "testing"

// PostgreSQL's substring with a negative length raises; the translations
// test a length that is not a non-negative literal and raise too
// (rewrite/substr_negative_length.go). The rows are checked on engines by
// TestSubstrNegativeLength (DuckDB and PostgreSQL) and
// TestSubstrNegativeLengthReference.
func TestSubstrNegativeLengthRule(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hive asserts", from: "postgres", to: "hive",
			in:   "SELECT substr(s, p, -1) AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN s IS NOT NULL AND (p IS NOT NULL AND -1 < 0) THEN coalesce(assert_true(s IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE CASE WHEN s IS NULL OR p IS NULL OR -1 IS NULL THEN NULL WHEN p >= 1 THEN substr(s, p, -1) WHEN p + -1 - 1 >= 1 THEN substr(s, 1, p + -1 - 1) ELSE '' END END AS a FROM t", fires: true},
		{name: "snowflake divides by zero", from: "postgres", to: "snowflake",
			in:   "SELECT substring('abc', 1, n) AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN n < 0 THEN n / (n - n) = 0 ELSE FALSE END THEN NULL ELSE CASE WHEN 'abc' IS NULL OR 1 IS NULL OR n IS NULL THEN NULL WHEN length('abc') = 0 OR 1 > length('abc') THEN '' WHEN 1 >= 1 THEN substr('abc', 1, n) WHEN 1 + n - 1 >= 1 THEN substr('abc', 1, 1 + n - 1) ELSE '' END END AS a FROM t", fires: true},
		{name: "trino cannot raise from literals", from: "postgres", to: "trino",
			in: "SELECT substring(s, 2, -1) AS a FROM t", code: "T058"},
		{name: "a non-negative literal length", from: "postgres", to: "duckdb",
			in: "SELECT substring(s, 2, 3) AS a FROM t", want: "SELECT substr(s, 2, 3) AS a FROM t"},
		{name: "postgres raises itself", from: "postgres", to: "postgres",
			in: "SELECT substring(s, 2, n) AS a FROM t", want: "SELECT substr(s, 2, n) AS a FROM t"},
		{name: "ansi sql raises itself", from: "postgres", to: "ansi",
			in: "SELECT substring(s, 2, n) AS a FROM t", want: "SELECT substring(s FROM 2 FOR n) AS a FROM t"},
	})
}
