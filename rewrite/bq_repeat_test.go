package rewrite_test

import "testing"

// BigQuery's REPEAT raises for a negative count (BigQuery string
// functions, REPEAT: "Returns an error if the repetitions value is
// negative"), where the others' repeat gives ”: it is written with a
// count that raises where it is negative (dialects/bq_repeat.go; run on
// PostgreSQL 15 and DuckDB 1.5, lateral_test's TestBQRepeatRaise).
func TestBQRepeatRaise(t *testing.T) {
	const schema = "CREATE TABLE t (s STRING, n INT64)"
	runExprCases(t, []exprCase{
		{name: "toward postgres", from: "bigquery", to: "postgres", schema: schema,
			in:   "SELECT REPEAT(s, n) AS r FROM t",
			want: "SELECT repeat(s, CAST(CASE WHEN n < 0 AND s IS NOT NULL THEN n / (n - n) ELSE n END AS INTEGER)) AS r FROM t"},
		{name: "toward duckdb", from: "bigquery", to: "duckdb", schema: schema,
			in:   "SELECT REPEAT(s, n) AS r FROM t",
			want: "SELECT repeat(s, CASE WHEN n < 0 AND s IS NOT NULL THEN error('REPEAT: the repetitions value is negative') ELSE n END) AS r FROM t"},
		{name: "toward spark", from: "bigquery", to: "spark", schema: schema,
			in:   "SELECT REPEAT(s, n) AS r FROM t",
			want: "SELECT repeat(s, CASE WHEN coalesce(assert_true(n >= 0 OR n IS NULL OR s IS NULL), TRUE) THEN n ELSE NULL END) AS r FROM t"},
		{name: "toward snowflake", from: "bigquery", to: "snowflake", schema: schema,
			in:   "SELECT REPEAT(s, n) AS r FROM t",
			want: "SELECT repeat(s, CASE WHEN n < 0 AND s IS NOT NULL THEN n / (n - n) ELSE n END) AS r FROM t"},
		{name: "a literal count", from: "bigquery", to: "postgres", schema: schema,
			in:   "SELECT REPEAT(s, 3) AS r FROM t",
			want: "SELECT repeat(s, 3) AS r FROM t"},
		{name: "a negative literal count still raises", from: "bigquery", to: "duckdb",
			in:   "SELECT REPEAT('a', -1) AS r",
			want: "SELECT repeat('a', CASE WHEN -1 < 0 AND 'a' IS NOT NULL THEN error('REPEAT: the repetitions value is negative') ELSE -1 END) AS r"},
		{name: "kept in bigquery", from: "bigquery", to: "bigquery", schema: schema,
			in:   "SELECT REPEAT(s, n) AS r FROM t",
			want: "SELECT repeat(s, n) AS r FROM t"},
		// the others' repeat gives '' for a negative count, as BigQuery's
		// written for it does not: it is still clamped there
		{name: "postgres toward bigquery", from: "postgres", to: "bigquery",
			in:   "SELECT repeat(s, n) AS r FROM t",
			want: "SELECT repeat(s, CASE WHEN n < 0 THEN 0 ELSE n END) AS r FROM t"},
		{name: "trino has no repeat of a string", from: "bigquery", to: "trino", schema: schema,
			in: "SELECT REPEAT(s, n) AS r FROM t", code: "T301"},
	})
}
