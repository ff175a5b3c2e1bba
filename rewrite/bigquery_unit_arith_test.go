package rewrite_test

import "testing"

const bqUnitTable = "CREATE TABLE t (dt DATETIME, ts TIMESTAMP, d DATE, n INT64, x FLOAT64, s STRING)"

// BigQuery's DATETIME_ADD, DATETIME_SUB, TIMESTAMP_ADD, TIMESTAMP_SUB,
// DATETIME_DIFF and TIMESTAMP_DIFF of arguments typed by the schema are
// read into the canonical forms (rewrite/bigquery_unit_arith.go); the
// values were run on PostgreSQL 15 and DuckDB in
// conformance/dates/bigquery_datetime_add.txtar, bigquery_datetime_diff.txtar,
// bigquery_datetime_diff_seconds.txtar and bigquery_timestamp_diff.txtar.
func TestBQUnitArith(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "months of a DATETIME clamp the day (add_months_clamp_ts)", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_ADD(dt, INTERVAL n MONTH) AS a FROM t", want: "SELECT dt + n * INTERVAL '1' MONTH AS a FROM t", fires: true},
		{name: "a quarter subtracted", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT DATETIME_SUB(dt, INTERVAL 1 QUARTER) AS a FROM t", want: "SELECT dt + -3 * INTERVAL '1' MONTH AS a FROM t", fires: true},
		{name: "a week is 7 days", from: "bigquery", to: "trino", schema: bqUnitTable,
			in: "SELECT DATETIME_ADD(dt, INTERVAL 2 WEEK) AS a FROM t", want: "SELECT dt + INTERVAL '14' DAY AS a FROM t", fires: true},
		{name: "milliseconds of a negative literal", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_ADD(dt, INTERVAL -1500 MILLISECOND) AS a FROM t", want: "SELECT dt - INTERVAL '1.500' SECOND AS a FROM t", fires: true},
		{name: "a column count subtracted is added negated", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT DATETIME_SUB(dt, INTERVAL n HOUR) AS a FROM t", want: "SELECT dt + -n * INTERVAL '1' HOUR AS a FROM t", fires: true},
		{name: "a TIMESTAMP's day is 24 hours", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in:   "SELECT TIMESTAMP_ADD(ts, INTERVAL 2 DAY) AS a, TIMESTAMP_SUB(ts, INTERVAL n DAY) AS b FROM t",
			want: "SELECT ts + INTERVAL '48' HOUR AS a, ts + -n * INTERVAL '24' HOUR AS b FROM t", fires: true},
		{name: "nested", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_ADD(DATETIME_ADD(dt, INTERVAL 2 HOUR), INTERVAL 1 DAY) AS a FROM t", want: "SELECT dt + INTERVAL '2' HOUR + INTERVAL '1' DAY AS a FROM t", fires: true},
		{name: "the day's boundaries are the dates' difference", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_DIFF(dt, dt, DAY) AS a FROM t", want: "SELECT CAST(dt AS DATE) - CAST(dt AS DATE) AS a FROM t", fires: true},
		{name: "the hour's boundaries", from: "bigquery", to: "trino", schema: bqUnitTable,
			in: "SELECT DATETIME_DIFF(dt, dt, HOUR) AS a FROM t", want: "SELECT 24 * date_diff('day', CAST(dt AS DATE), CAST(dt AS DATE)) + EXTRACT(HOUR FROM dt) - EXTRACT(HOUR FROM dt) AS a FROM t", fires: true},
		{name: "weeks from Monday", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in:   "SELECT DATETIME_DIFF(dt, dt, WEEK(MONDAY)) AS a FROM t",
			want: "SELECT (date_diff('day', DATE '1900-01-01', CAST(dt AS DATE)) + 700000) // 7 - (date_diff('day', DATE '1900-01-01', CAST(dt AS DATE)) + 700000) // 7 AS a FROM t", fires: true},
		{name: "whole hours of TIMESTAMPs", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT TIMESTAMP_DIFF(ts, ts, HOUR) AS a FROM t", want: "SELECT date_sub('hour', ts, ts) AS a FROM t", fires: true},
		{name: "whole days of TIMESTAMPs are whole hours DIV 24", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT TIMESTAMP_DIFF(ts, ts, DAY) AS a FROM t", want: "SELECT date_sub('hour', ts, ts) // 24 AS a FROM t", fires: true},
		{name: "bigquery keeps its own", from: "bigquery", to: "bigquery", schema: bqUnitTable,
			in:   "SELECT DATETIME_ADD(dt, INTERVAL 1 HOUR) AS a, TIMESTAMP_DIFF(ts, ts, DAY) AS b FROM t",
			want: "SELECT DATETIME_ADD(dt, INTERVAL 1 HOUR) AS a, TIMESTAMP_DIFF(ts, ts, DAY) AS b FROM t"},

		{name: "a month of a TIMESTAMP", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT TIMESTAMP_ADD(ts, INTERVAL 1 MONTH) AS a FROM t", code: "T196"},
		{name: "a DATE to DATETIME_ADD", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_ADD(d, INTERVAL 1 HOUR) AS a FROM t", code: "T196"},
		{name: "a FLOAT64 count", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_ADD(dt, INTERVAL CAST(x AS INT64) + x HOUR) AS a FROM t", code: "T196"},
		{name: "no schema", from: "bigquery", to: "duckdb",
			in: "SELECT DATETIME_ADD(dt, INTERVAL 1 HOUR) AS a FROM t", code: "T196"},
		{name: "ISOYEAR", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_DIFF(dt, dt, ISOYEAR) AS a FROM t", code: "T118"},
		{name: "a TIMESTAMP to DATETIME_DIFF", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_DIFF(ts, ts, DAY) AS a FROM t", code: "T118"},
		{name: "a week of TIMESTAMP_DIFF", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT TIMESTAMP_DIFF(ts, ts, WEEK) AS a FROM t", code: "T118"},
		{name: "whole hours toward a target without datediff_parts_whole", from: "bigquery", to: "trino", schema: bqUnitTable,
			in: "SELECT TIMESTAMP_DIFF(ts, ts, HOUR) AS a FROM t", code: "T118"},
		{name: "seconds' boundaries toward spark", from: "bigquery", to: "spark", schema: bqUnitTable,
			in: "SELECT DATETIME_DIFF(dt, dt, SECOND) AS a FROM t", code: "T118"},
		{name: "a volatile argument read twice by the hour's sum", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATETIME_DIFF(dt, DATETIME_ADD(dt, INTERVAL CAST(rand() AS INT64) SECOND), HOUR) AS a FROM t", code: "T118"},
	})
}

// BigQuery's DATE_TRUNC of a DATE and DATETIME_TRUNC of a DATETIME are the
// canonical date_trunc (rewrite/bigquery_trunc.go); the values were run on
// PostgreSQL 15 and DuckDB in conformance/dates/bigquery_date_trunc.txtar.
func TestBQTrunc(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a DATE's month, a DATE again", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATE_TRUNC(d, MONTH) AS a FROM t", want: "SELECT CAST(date_trunc('month', CAST(d AS TIMESTAMP)) AS DATE) AS a FROM t", fires: true},
		{name: "a week from Sunday", from: "bigquery", to: "trino", schema: bqUnitTable,
			in: "SELECT DATETIME_TRUNC(dt, WEEK) AS a FROM t", want: "SELECT date_trunc('week', dt - INTERVAL '6' DAY) + INTERVAL '6' DAY AS a FROM t", fires: true},
		{name: "ISOWEEK is the canonical week", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT DATETIME_TRUNC(dt, ISOWEEK) AS a FROM t", want: "SELECT date_trunc('week', dt) AS a FROM t", fires: true},

		{name: "LAST_DAY of a DATE", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT LAST_DAY(d) AS a FROM t", want: "SELECT CAST(date_trunc('month', CAST(d AS TIMESTAMP)) + INTERVAL '1' MONTH AS DATE) + -1 AS a FROM t", fires: true},
		{name: "LAST_DAY with a part", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT LAST_DAY(d, YEAR) AS a FROM t", code: "T127"},
		{name: "LAST_DAY of a TIMESTAMP", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT LAST_DAY(ts) AS a FROM t", code: "T127"},
		{name: "TIMESTAMP_TRUNC reads the clock of UTC", from: "bigquery", to: "snowflake", schema: bqUnitTable,
			in: "SELECT TIMESTAMP_TRUNC(ts, DAY) AS a FROM t", code: "T127"},
		{name: "an hour of a DATE", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT DATE_TRUNC(d, HOUR) AS a FROM t", code: "T127"},
		{name: "ISOYEAR", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT DATETIME_TRUNC(dt, ISOYEAR) AS a FROM t", code: "T127"},
		{name: "a DATETIME to DATE_TRUNC", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT DATE_TRUNC(dt, MONTH) AS a FROM t", code: "T127"},
		{name: "no schema", from: "bigquery", to: "duckdb",
			in: "SELECT DATE_TRUNC(d, MONTH) AS a FROM t", code: "T127"},
	})
}

// BigQuery's EXTRACT(DAYOFWEEK) and EXTRACT(ISOWEEK) of a DATE or DATETIME
// are the canonical dayofweek and weekofyear; the values were run on
// PostgreSQL 15 and DuckDB in conformance/dates/bigquery_extract_dayofweek.txtar.
func TestBQExtractWeekday(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "DAYOFWEEK of a DATE", from: "bigquery", to: "duckdb", schema: bqUnitTable,
			in: "SELECT EXTRACT(DAYOFWEEK FROM d) AS a FROM t", want: "SELECT EXTRACT(DOW FROM d) + 1 AS a FROM t", fires: true},
		{name: "ISOWEEK of a DATETIME", from: "bigquery", to: "trino", schema: bqUnitTable,
			in: "SELECT EXTRACT(ISOWEEK FROM dt) AS a FROM t", want: "SELECT week(dt) AS a FROM t", fires: true},
		{name: "of a TIMESTAMP, read on the clock of UTC", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT EXTRACT(DAYOFWEEK FROM ts) AS a FROM t", code: "T128"},
		{name: "of unknown type", from: "bigquery", to: "postgres",
			in: "SELECT EXTRACT(DAYOFWEEK FROM d) AS a FROM t", code: "T128"},
		{name: "WEEK, from Sunday, has no canonical function", from: "bigquery", to: "postgres", schema: bqUnitTable,
			in: "SELECT EXTRACT(WEEK FROM d) AS a FROM t", code: "T128"},
	})
}
