package rewrite_test

import (
	"testing"
)

// TestTimestampSixColumns: a TIMESTAMP(6) column is the TIMESTAMP of
// DuckDB, Spark and BigQuery, which take no precision and keep
// microseconds (tsDefaultDigits), as a cast to TIMESTAMP(6) is; another
// precision those cannot write is refused (T090). (The CREATE TABLE is
// rewritten before the expression passes, which do not fire.)
func TestTimestampSixColumns(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "trino to duckdb", from: "trino", to: "duckdb",
			in:   "CREATE TABLE t (ts TIMESTAMP(6), tz TIMESTAMP(6) WITH TIME ZONE, n INTEGER)",
			want: "CREATE TABLE t (ts TIMESTAMP, tz TIMESTAMPTZ, n INTEGER)"},
		{name: "postgres to spark", from: "postgres", to: "spark",
			in: "CREATE TABLE t (ts TIMESTAMP(6), n INTEGER)", want: "CREATE TABLE t (ts TIMESTAMP, n INT)"},
		{name: "doris to bigquery", from: "doris", to: "bigquery",
			in: "CREATE TABLE t (ts DATETIME(6))", want: "CREATE TABLE t (ts DATETIME)"},
		{name: "trino to duckdb of 9", from: "trino", to: "duckdb", in: "CREATE TABLE t (ts TIMESTAMP(9))", code: "T090"},
		{name: "trino to spark of 3", from: "trino", to: "spark", in: "CREATE TABLE t (ts TIMESTAMP(3))", code: "T090"},
	})
}
