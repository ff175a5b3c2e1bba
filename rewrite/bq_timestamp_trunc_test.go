package rewrite_test

import "testing"

// BigQuery's TIMESTAMP_TRUNC of a TIMESTAMP truncates on the clock of
// UTC by default (BigQuery timestamp functions, TIMESTAMP_TRUNC): toward
// PostgreSQL and DuckDB it is the truncation of the UTC wall clock read
// back in UTC (run on PostgreSQL 15 and DuckDB 1.5 in America/New_York:
// conformance/dates/bigquery_timestamp_trunc_utc.txtar); another zone and
// the other targets are refused.
func TestBQTimestampTruncUTC(t *testing.T) {
	const schema = "CREATE TABLE t (ts TIMESTAMP, dt DATETIME)"
	runExprCases(t, []exprCase{
		{name: "a day", from: "bigquery", to: "postgres", schema: schema, fires: true,
			in:   "SELECT TIMESTAMP_TRUNC(ts, DAY) AS a FROM t",
			want: "SELECT date_trunc('day', ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS a FROM t"},
		{name: "a week from Sunday", from: "bigquery", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT TIMESTAMP_TRUNC(ts, WEEK) AS a FROM t",
			want: "SELECT (date_trunc('week', ts AT TIME ZONE 'UTC' - INTERVAL '6' DAY) + INTERVAL '6' DAY) AT TIME ZONE 'UTC' AS a FROM t"},
		{name: "the zone UTC written", from: "bigquery", to: "postgres", schema: schema, fires: true,
			in:   "SELECT TIMESTAMP_TRUNC(ts, HOUR, 'UTC') AS a FROM t",
			want: "SELECT date_trunc('hour', ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS a FROM t"},
		{name: "another zone", from: "bigquery", to: "postgres", schema: schema,
			in: "SELECT TIMESTAMP_TRUNC(ts, DAY, 'America/New_York') AS a FROM t", code: "T127"},
		{name: "toward trino", from: "bigquery", to: "trino", schema: schema,
			in: "SELECT TIMESTAMP_TRUNC(ts, DAY) AS a FROM t", code: "T127"},
		{name: "a part not read", from: "bigquery", to: "postgres", schema: schema,
			in: "SELECT TIMESTAMP_TRUNC(ts, MILLISECOND) AS a FROM t", code: "T127"},
		{name: "an unknown type", from: "bigquery", to: "postgres",
			in: "SELECT TIMESTAMP_TRUNC(ts, DAY) AS a FROM u", code: "T127"},
	})
}
