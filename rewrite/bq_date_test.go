package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// BigQuery's DATE(year, month, day), DATE(timestamp[, zone]) and
// DATE(datetime) (rewrite/bq_date.go): make_date, the date of the instant
// at the zone (UTC by default) and the cast of the DATETIME (PostgreSQL 15
// and DuckDB 1.5 gave BigQuery's dates of these translations, in UTC and
// America/New_York sessions: conformance/dates/bigquery_date_function.txtar).
func TestBigQueryDateFunction(t *testing.T) {
	const schema = "CREATE TABLE t (y INT64, m INT64, d INT64, ts TIMESTAMP, dt DATETIME, s STRING, f FLOAT64)"
	runExprCases(t, []exprCase{
		{name: "parts toward postgres", from: "bigquery", to: "postgres", schema: schema, fires: true,
			in:   "SELECT DATE(y, m, d) AS a FROM t",
			want: "SELECT make_date(CAST(y AS INTEGER), CAST(m AS INTEGER), CAST(d AS INTEGER)) AS a FROM t"},
		{name: "parts toward duckdb", from: "bigquery", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT DATE(y, 1, NULL) AS a FROM t",
			want: "SELECT make_date(y, 1, NULL) AS a FROM t"},
		{name: "a timestamp in UTC", from: "bigquery", to: "postgres", schema: schema, fires: true,
			in:   "SELECT DATE(ts) AS a FROM t",
			want: "SELECT CAST(ts AT TIME ZONE 'UTC' AS DATE) AS a FROM t"},
		{name: "a timestamp in a zone", from: "bigquery", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT DATE(ts, 'Asia/Kolkata') AS a FROM t",
			want: "SELECT CAST(ts AT TIME ZONE 'Asia/Kolkata' AS DATE) AS a FROM t"},
		{name: "a datetime", from: "bigquery", to: "postgres", schema: schema, fires: true,
			in:   "SELECT DATE(dt) AS a FROM t",
			want: "SELECT CAST(dt AS DATE) AS a FROM t"},
		{name: "an offset", from: "bigquery", to: "postgres", schema: schema, in: "SELECT DATE(ts, '+05:30') AS a FROM t", code: "T207"},
		{name: "a datetime and a zone", from: "bigquery", to: "postgres", schema: schema, in: "SELECT DATE(dt, 'UTC') AS a FROM t", code: "T207"},
		{name: "a string", from: "bigquery", to: "duckdb", schema: schema, in: "SELECT DATE(s) AS a FROM t", code: "T207"},
		{name: "unknown type", from: "bigquery", to: "duckdb", in: "SELECT DATE(q) AS a FROM u", code: "T207"},
		{name: "a float part", from: "bigquery", to: "duckdb", schema: schema, in: "SELECT DATE(f, 1, 1) AS a FROM t", code: "T207"},
		{name: "toward trino", from: "bigquery", to: "trino", schema: schema, in: "SELECT DATE(ts) AS a FROM t", code: "T207"},
		{name: "a date literal is no call", from: "bigquery", to: "postgres", in: "SELECT DATE '2024-01-01' AS a", want: "SELECT DATE '2024-01-01' AS a"},
	})
	refusedWith(t, "SELECT DATE(ts, '+05:30') AS a FROM t", "bigquery", "postgres", lateral.TranslateOptions{Schema: schema}, "T207", 17, "literal region name")
}
