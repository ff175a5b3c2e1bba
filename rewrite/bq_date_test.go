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
			want: "SELECT make_date(CAST(CASE WHEN y < 1 OR y > 9999 THEN CAST(CAST(CAST('lateral: DATE(year, month, day) raises in bigquery for a year outside its DATE range (1 to 9999): ' || CAST(CAST(y AS BIGINT) AS VARCHAR) || (' ' || CAST(pg_typeof(CAST(y AS BIGINT)) AS VARCHAR)) AS INTEGER) AS VARCHAR) AS BIGINT) ELSE y END AS INTEGER), CAST(m AS INTEGER), CAST(d AS INTEGER)) AS a FROM t"},
		{name: "parts toward duckdb", from: "bigquery", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT DATE(y, 1, NULL) AS a FROM t",
			want: "SELECT make_date(CASE WHEN y < 1 OR y > 9999 THEN CAST(error('lateral: DATE(year, month, day) raises in bigquery for a year outside its DATE range (1 to 9999): ' || CAST(CAST(y AS BIGINT) AS VARCHAR)) AS BIGINT) ELSE y END, 1, NULL) AS a FROM t"},
		// bq_date_year.go: a literal year from 1 to 9999 needs no guard, one
		// outside still raises when the query runs, a volatile one is refused
		{name: "a year literal", from: "bigquery", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT DATE(9999, m, d) AS a FROM t",
			want: "SELECT make_date(9999, m, d) AS a FROM t"},
		{name: "a year literal past 9999", from: "bigquery", to: "duckdb", fires: true,
			in:   "SELECT DATE(10000, 1, 1) AS a",
			want: "SELECT make_date(CASE WHEN 10000 < 1 OR 10000 > 9999 THEN CAST(error('lateral: DATE(year, month, day) raises in bigquery for a year outside its DATE range (1 to 9999): ' || CAST(CAST(10000 AS BIGINT) AS VARCHAR)) AS BIGINT) ELSE 10000 END, 1, 1) AS a"},
		{name: "a volatile year", from: "bigquery", to: "postgres", schema: schema, in: "SELECT DATE(y + CAST(RAND() AS INT64), 1, 1) AS a FROM t", code: "T073"},
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
	// bq_range.go: TIMESTAMP_SECONDS and TIMESTAMP_MILLIS raise outside
	// years 1 to 9999, a literal count within them is kept, and Trino's
	// from_unixtime, written with the same functions, is not guarded
	runExprCases(t, []exprCase{
		{name: "seconds toward duckdb", from: "bigquery", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT TIMESTAMP_SECONDS(y) AS a FROM t",
			want: "SELECT timezone('UTC', make_timestamp(CASE WHEN y < -62135596800 OR y > 253402300799 THEN CAST(error('lateral: TIMESTAMP_SECONDS raises in bigquery for a count of seconds outside its TIMESTAMP range (years 1 to 9999): ' || CAST(CAST(y AS BIGINT) AS VARCHAR)) AS BIGINT) ELSE y END * 1000000)) AS a FROM t"},
		{name: "millis toward postgres", from: "bigquery", to: "postgres", schema: schema, fires: true,
			in:   "SELECT TIMESTAMP_MILLIS(y) AS a FROM t",
			want: "SELECT CAST('1970-01-01 00:00:00+00' AS TIMESTAMPTZ) + CASE WHEN y < -62135596800000 OR y > 253402300799999 THEN CAST(CAST(CAST('lateral: TIMESTAMP_MILLIS raises in bigquery for a count of milliseconds outside its TIMESTAMP range (years 1 to 9999): ' || CAST(CAST(y AS BIGINT) AS VARCHAR) || (' ' || CAST(pg_typeof(CAST(y AS BIGINT)) AS VARCHAR)) AS INTEGER) AS VARCHAR) AS BIGINT) ELSE y END / 1000 * INTERVAL '1' SECOND + CASE WHEN y < -62135596800000 OR y > 253402300799999 THEN CAST(CAST(CAST('lateral: TIMESTAMP_MILLIS raises in bigquery for a count of milliseconds outside its TIMESTAMP range (years 1 to 9999): ' || CAST(CAST(y AS BIGINT) AS VARCHAR) || (' ' || CAST(pg_typeof(CAST(y AS BIGINT)) AS VARCHAR)) AS INTEGER) AS VARCHAR) AS BIGINT) ELSE y END % 1000 * INTERVAL '0.001' SECOND AS a FROM t"},
		{name: "a literal count", from: "bigquery", to: "duckdb", fires: true,
			in:   "SELECT TIMESTAMP_MILLIS(-62135596800000) AS a",
			want: "SELECT timezone('UTC', epoch_ms(-62135596800000)) AS a"},
		{name: "a volatile count", from: "bigquery", to: "duckdb", in: "SELECT TIMESTAMP_SECONDS(CAST(RAND() AS INT64)) AS a", code: "T073"},
		{name: "trino from_unixtime", from: "trino", to: "duckdb", schema: "CREATE TABLE t (n BIGINT)", fires: true,
			in:   "SELECT from_unixtime(n) AS a FROM t",
			want: "SELECT timezone('UTC', make_timestamp(CAST(n AS BIGINT) * 1000000)) AS a FROM t"},
	})
	refusedWith(t, "SELECT DATE(ts, '+05:30') AS a FROM t", "bigquery", "postgres", lateral.TranslateOptions{Schema: schema}, "T207", 17, "literal region name")
}
