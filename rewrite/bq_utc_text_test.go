package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A BigQuery TIMESTAMP text without a zone is an instant read in UTC
// (BigQuery documentation, timestamp type); the targets read it in the
// session's zone, so it is written with UTC after its seconds
// (rewrite/bq_utc_text.go). Toward the targets whose value keeps the zone
// of its text (Trino, Presto, Snowflake, the standard), a fixed offset is
// converted to the UTC time of its instant and a zone name refused (T200).
func TestBigQueryTimestampTextUTC(t *testing.T) {
	const bqTs = "CREATE TABLE t (ts TIMESTAMP)"
	runExprCases(t, []exprCase{
		{name: "postgres literal", from: "bigquery", to: "postgres",
			in:   "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a, TIMESTAMP '2024-03-10' AS b, TIMESTAMP '2024-03-10T10:00:00.25' AS c",
			want: "SELECT TIMESTAMPTZ '2024-03-10 10:00:00+00' AS a, TIMESTAMPTZ '2024-03-10 00:00:00+00' AS b, TIMESTAMPTZ '2024-03-10 10:00:00.25+00' AS c", fires: true},
		{name: "postgres keeps a zone", from: "bigquery", to: "postgres",
			in:   "SELECT TIMESTAMP '2024-03-10 10:00:00-08' AS a, TIMESTAMP '2024-03-10 10:00:00 UTC' AS b",
			want: "SELECT TIMESTAMPTZ '2024-03-10 10:00:00-08' AS a, TIMESTAMPTZ '2024-03-10 10:00:00 UTC' AS b"},
		{name: "duckdb cast and comparison", from: "bigquery", to: "duckdb", schema: bqTs,
			in:   "SELECT CAST('2024-11-03 01:30:00' AS TIMESTAMP) AS a, t.ts >= '2024-11-03 01:30:00' AS b, t.ts BETWEEN '2024-01-01' AND '2024-12-31 23:59:59' AS c FROM t",
			want: "SELECT CAST('2024-11-03 01:30:00+00' AS TIMESTAMPTZ) AS a, t.ts >= '2024-11-03 01:30:00+00' AS b, t.ts BETWEEN '2024-01-01 00:00:00+00' AND '2024-12-31 23:59:59+00' AS c FROM t", fires: true},
		{name: "spark", from: "bigquery", to: "spark",
			in:   "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a",
			want: "SELECT CAST('2024-03-10 10:00:00+00:00' AS TIMESTAMP_LTZ) AS a", fires: true},
		{name: "hive", from: "bigquery", to: "hive",
			in:   "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a",
			want: "SELECT CAST('2024-03-10 10:00:00+00:00' AS TIMESTAMP WITH LOCAL TIME ZONE) AS a", fires: true},
		{name: "trino offset converted", from: "bigquery", to: "trino",
			in:   "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a, TIMESTAMP '2024-03-10 02:00:00.5+05:30' AS b, TIMESTAMP '2024-12-31 20:00:00-08' AS c, TIMESTAMP '2024-03-10 10:00:00Z' AS d",
			want: "SELECT CAST('2024-03-10 10:00:00 UTC' AS TIMESTAMP WITH TIME ZONE) AS a, CAST('2024-03-09 20:30:00.5 UTC' AS TIMESTAMP WITH TIME ZONE) AS b, CAST('2025-01-01 04:00:00 UTC' AS TIMESTAMP WITH TIME ZONE) AS c, CAST('2024-03-10 10:00:00 UTC' AS TIMESTAMP WITH TIME ZONE) AS d", fires: true},
		{name: "trino comparison is a cast", from: "bigquery", to: "trino", schema: bqTs,
			in:   "SELECT t.ts >= '2024-11-03 01:30:00.123456' AS a FROM t",
			want: "SELECT t.ts >= CAST('2024-11-03 01:30:00.123456 UTC' AS TIMESTAMP(6) WITH TIME ZONE) AS a FROM t", fires: true},
		{name: "snowflake", from: "bigquery", to: "snowflake", schema: bqTs,
			in:   "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a, t.ts = '2024-03-10 10:00:00+01' AS b FROM t",
			want: "SELECT CAST('2024-03-10 10:00:00 +00:00' AS TIMESTAMP_TZ) AS a, t.ts = '2024-03-10 09:00:00 +00:00' AS b FROM t", fires: true},
		{name: "bigquery to bigquery", from: "bigquery", to: "bigquery",
			in: "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a", want: "SELECT TIMESTAMP '2024-03-10 10:00:00' AS a"},
		{name: "postgres source unchanged", from: "postgres", to: "duckdb",
			in: "SELECT TIMESTAMPTZ '2024-03-10 10:00:00' AS a", want: "SELECT TIMESTAMPTZ '2024-03-10 10:00:00' AS a"},
	})
	refusedWith(t, "SELECT TIMESTAMP '2024-03-10 10:00:00 America/New_York' AS a", "bigquery", "trino", lateral.TranslateOptions{}, "T200", 8, "America/New_York")
	refusedWith(t, "SELECT CAST('2024-03-10 10:00:00 Europe/Berlin' AS TIMESTAMP) AS a", "bigquery", "snowflake", lateral.TranslateOptions{}, "T200", 8, "Europe/Berlin")
}

// BigQuery reads a TIMESTAMP's fields and its casts to DATE, TIME,
// DATETIME and STRING on the clock of UTC (BigQuery documentation,
// timestamp functions and conversion rules); PostgreSQL and DuckDB read a
// TIMESTAMPTZ on the session's clock and Trino and Presto on the value's
// zone, so the operand is written AT TIME ZONE 'UTC' (rewrite/bq_utc_read.go),
// toward Snowflake CONVERT_TIMEZONE('UTC', ts), a TIMESTAMP_TZ at +00:00
// (its text refused), and the other targets are refused (T212).
func TestBigQueryUTCRead(t *testing.T) {
	const bqTs = "CREATE TABLE t (ts TIMESTAMP, d DATETIME)"
	runExprCases(t, []exprCase{
		{name: "postgres", from: "bigquery", to: "postgres", schema: bqTs,
			in:   "SELECT EXTRACT(HOUR FROM t.ts) AS h, CAST(t.ts AS DATE) AS c, CAST(t.ts AS STRING) AS s, CAST(t.ts AS DATETIME) AS dt, CAST(t.ts AS TIME) AS tm FROM t",
			want: "SELECT CAST(EXTRACT(HOUR FROM t.ts AT TIME ZONE 'UTC') AS BIGINT) AS h, CAST(t.ts AT TIME ZONE 'UTC' AS DATE) AS c, CAST(t.ts AT TIME ZONE 'UTC' AS TEXT) || '+00' AS s, CAST(t.ts AT TIME ZONE 'UTC' AS TIMESTAMP) AS dt, CAST(t.ts AT TIME ZONE 'UTC' AS TIME) AS tm FROM t", fires: true},
		{name: "duckdb", from: "bigquery", to: "duckdb", schema: bqTs,
			in:   "SELECT EXTRACT(DAY FROM t.ts) AS d, CAST(t.ts AS STRING) AS s FROM t",
			want: "SELECT EXTRACT(DAY FROM t.ts AT TIME ZONE 'UTC') AS d, CAST(t.ts AT TIME ZONE 'UTC' AS TEXT) || '+00' AS s FROM t", fires: true},
		{name: "trino", from: "bigquery", to: "trino", schema: bqTs,
			in:   "SELECT EXTRACT(HOUR FROM t.ts) AS h, CAST(t.ts AS DATE) AS c FROM t",
			want: "SELECT EXTRACT(HOUR FROM t.ts AT TIME ZONE 'UTC') AS h, CAST(t.ts AT TIME ZONE 'UTC' AS DATE) AS c FROM t", fires: true},
		{name: "snowflake", from: "bigquery", to: "snowflake", schema: bqTs,
			in:   "SELECT EXTRACT(HOUR FROM t.ts) AS h, CAST(t.ts AS DATE) AS c, CAST(t.ts AS DATETIME) AS dt, CAST(t.ts AS TIME) AS tm FROM t",
			want: "SELECT EXTRACT(HOUR FROM convert_timezone('UTC', t.ts)) AS h, CAST(convert_timezone('UTC', t.ts) AS DATE) AS c, CAST(convert_timezone('UTC', t.ts) AS TIMESTAMP_NTZ) AS dt, CAST(convert_timezone('UTC', t.ts) AS TIME) AS tm FROM t", fires: true},
		{name: "datetime left", from: "bigquery", to: "postgres", schema: bqTs,
			in:   "SELECT CAST(t.d AS DATE) AS c, CAST(t.d AS STRING) AS s FROM t",
			want: "SELECT CAST(t.d AS DATE) AS c, CAST(t.d AS TEXT) AS s FROM t"},
	})
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP)"}
	refusedWith(t, "SELECT CAST(t.ts AS STRING) AS s FROM t", "bigquery", "trino", schema, "T212", 8, "clock of UTC")
	refusedWith(t, "SELECT CAST(t.ts AS STRING) AS s FROM t", "bigquery", "snowflake", schema, "T212", 8, "clock of UTC")
	refusedWith(t, "SELECT EXTRACT(HOUR FROM t.ts) AS h FROM t", "bigquery", "hive", schema, "T212", 8, "clock of UTC")
	refusedWith(t, "SELECT CAST(t.ts AS DATE) AS h FROM t", "bigquery", "spark", schema, "T212", 8, "clock of UTC")
}

// BigQuery coerces a STRING literal or parameter to a TIMESTAMP, no other
// STRING (BigQuery documentation, conversion rules), and raises for a
// STRING column compared with a TIMESTAMP, which DuckDB reads in the
// session's zone: refused (T213, rewrite/bq_utc_read.go); the literal is
// kept.
func TestBigQueryStringTimestampCompare(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, s STRING)"}
	refusedWith(t, "SELECT t.ts = t.s AS x FROM t", "bigquery", "duckdb", schema, "T213", 15, "not a literal")
	refusedWith(t, "SELECT t.ts BETWEEN t.s AND '2024-12-31' AS x FROM t", "bigquery", "postgres", schema, "T213", 21, "not a literal")
	refusedWith(t, "SELECT t.s IN (t.ts) AS x FROM t", "bigquery", "trino", schema, "T213", 8, "not a literal")
	refusedWith(t, "INSERT INTO t (ts) SELECT t.s FROM t", "bigquery", "duckdb", schema, "T213", 27, "stored into")
	runExprCases(t, []exprCase{
		{name: "literal kept", from: "bigquery", to: "duckdb", schema: "CREATE TABLE t (ts TIMESTAMP, s STRING)",
			in:   "SELECT t.ts = '2024-01-01 10:00:00' AS x, CAST(t.s AS STRING) = 'a' AS y FROM t",
			want: "SELECT t.ts = '2024-01-01 10:00:00+00' AS x, CAST(t.s AS TEXT) = 'a' AS y FROM t", fires: true},
	})
}
