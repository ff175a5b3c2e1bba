package rewrite_test

import "testing"

// Trino's width_bucket of literal ascending bounds and a literal count is
// PostgreSQL's float8 width_bucket cast to BIGINT; a descending range or
// bounds from columns are kept between Trino and Presto only, and
// PostgreSQL's is kept in PostgreSQL (dialects/functions_width_bucket.go).
func TestWidthBucket(t *testing.T) {
	const tab = "CREATE TABLE t (v DOUBLE, lo DOUBLE)"
	runExprCases(t, []exprCase{
		{name: "ascending literal bounds toward postgres", from: "trino", to: "postgres", schema: tab,
			in: "SELECT width_bucket(v, -1, 10.5, 5) AS a FROM t", want: "SELECT CAST(width_bucket(CAST(v AS DOUBLE PRECISION), -1, 10.5, 5) AS BIGINT) AS a FROM t"},
		{name: "toward presto", from: "trino", to: "presto", schema: tab,
			in: "SELECT width_bucket(v, lo, 10, 5) AS a FROM t", want: "SELECT width_bucket(v, lo, 10, 5) AS a FROM t"},
		{name: "a descending range toward postgres", from: "trino", to: "postgres", schema: tab,
			in: "SELECT width_bucket(v, 10, 0, 5) AS a FROM t", code: "T301"},
		{name: "a bound from a column toward postgres", from: "trino", to: "postgres", schema: tab,
			in: "SELECT width_bucket(v, lo, 10, 5) AS a FROM t", code: "T301"},
		{name: "a count of 0 toward postgres", from: "trino", to: "postgres", schema: tab,
			in: "SELECT width_bucket(v, 0, 10, 0) AS a FROM t", code: "T301"},
		{name: "toward duckdb", from: "trino", to: "duckdb", schema: tab,
			in: "SELECT width_bucket(v, 0, 10, 5) AS a FROM t", code: "T301"},
		{name: "postgres toward trino", from: "postgres", to: "trino", schema: tab,
			in: "SELECT width_bucket(v, 0, 10, 5) AS a FROM t", code: "T301"},
	})
}
