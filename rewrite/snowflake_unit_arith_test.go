package rewrite_test

import "testing"

const snowUnitTable = "CREATE TABLE t (ts TIMESTAMP, d DATE, z TIMESTAMP WITH TIME ZONE, i INTEGER, s VARCHAR, x DOUBLE)"

// Snowflake's DATEADD and DATEDIFF (and TIMESTAMPADD, TIMESTAMPDIFF) of
// arguments typed by the schema are read into the canonical forms
// (rewrite/snowflake_unit_arith.go); the values were run on PostgreSQL 15
// and DuckDB in conformance/dates/snowflake_units_timestamps.txtar and
// snowflake_units_seconds.txtar.
func TestSnowUnitArith(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hours of a timestamp column", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(hour, 1, ts) AS a FROM t", want: "SELECT ts + INTERVAL '1' HOUR AS a FROM t", fires: true},
		{name: "an INTEGER count, a NUMBER(38, 0), is cast to BIGINT beside the interval", from: "snowflake", to: "duckdb", schema: snowUnitTable,
			in: "SELECT TIMESTAMPADD(minutes, i, ts) AS a FROM t", want: "SELECT ts + CAST(i AS BIGINT) * INTERVAL '1' MINUTE AS a FROM t", fires: true},
		{name: "months of a timestamp clamp the day (add_months_clamp_ts)", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(quarter, -1, ts) AS a FROM t", want: "SELECT ts + -3 * INTERVAL '1' MONTH AS a FROM t", fires: true},
		{name: "a week is 7 days, a string part is read", from: "snowflake", to: "duckdb", schema: snowUnitTable,
			in: "SELECT DATEADD('week', 2, ts) AS a FROM t", want: "SELECT ts + INTERVAL '14' DAY AS a FROM t", fires: true},
		{name: "microseconds of a negative literal", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(us, -1500, ts) AS a FROM t", want: "SELECT ts - INTERVAL '0.001500' SECOND AS a FROM t", fires: true},
		{name: "days of a date column", from: "snowflake", to: "spark", schema: snowUnitTable,
			in: "SELECT DATEADD(day, 1, d) AS a FROM t", want: "SELECT " + sparkDayGuardedUp("d", "1", "d", "date_add(d, 1)") + " AS a FROM t", fires: true}, // spark_day_wrap.go
		{name: "nested", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(day, 1, DATEADD(hour, 2, ts)) AS a FROM t", want: "SELECT ts + INTERVAL '2' HOUR + INTERVAL '1' DAY AS a FROM t", fires: true},
		{name: "the year's boundaries are the years of the dates", from: "snowflake", to: "duckdb", schema: snowUnitTable,
			in: "SELECT DATEDIFF(year, ts, d) AS a FROM t", want: "SELECT CAST(year(d) - year(CAST(ts AS DATE)) AS BIGINT) AS a FROM t", fires: true},
		{name: "the month's boundaries of timestamps are those of their dates", from: "snowflake", to: "duckdb", schema: snowUnitTable,
			in: "SELECT DATEDIFF(month, ts, ts) AS a FROM t", want: "SELECT date_diff('month', CAST(ts AS DATE), CAST(ts AS DATE)) AS a FROM t", fires: true},
		{name: "the hour's boundaries, a DATE at midnight", from: "snowflake", to: "trino", schema: snowUnitTable,
			in: "SELECT DATEDIFF(hour, d, ts) AS a FROM t", want: "SELECT 24 * date_diff('day', CAST(d AS DATE), CAST(ts AS DATE)) + EXTRACT(HOUR FROM ts) AS a FROM t", fires: true},
		{name: "the second's boundaries toward postgres", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT TIMESTAMPDIFF(second, ts, ts) AS a FROM t", want: "SELECT CAST(floor(EXTRACT(EPOCH FROM ts)) - floor(EXTRACT(EPOCH FROM ts)) AS BIGINT) AS a FROM t", fires: true},
		{name: "snowflake keeps its own", from: "snowflake", to: "snowflake", schema: snowUnitTable,
			in: "SELECT DATEADD(hour, 1, ts) AS a, DATEDIFF(hour, ts, ts) AS b FROM t", want: "SELECT DATEADD(hour, 1, ts) AS a, DATEDIFF(hour, ts, ts) AS b FROM t"},
		{name: "a DATE cast is read by the reader, not here", from: "snowflake", to: "postgres",
			in: "SELECT DATEDIFF(day, CAST('2024-01-01' AS DATE), CAST('2024-02-01' AS DATE)) AS a", want: "SELECT CAST('2024-02-01' AS DATE) - CAST('2024-01-01' AS DATE) AS a"},

		{name: "an hour of a DATE gives a TIMESTAMP", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(hour, 1, d) AS a FROM t", code: "T193"},
		{name: "nanoseconds", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(ns, 1, ts) AS a FROM t", code: "T193"},
		{name: "a DOUBLE count", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(hour, x, ts) AS a FROM t", code: "T193"},
		{name: "a timestamp with time zone", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEADD(hour, 1, z) AS a FROM t", code: "T193"},
		{name: "no schema", from: "snowflake", to: "duckdb",
			in: "SELECT DATEADD(hour, 1, ts) AS a FROM t", code: "T193"},
		{name: "a part that is no part", from: "snowflake", to: "duckdb", schema: snowUnitTable,
			in: "SELECT DATEADD(fortnight, 1, ts) AS a FROM t", code: "T193"},
		{name: "the week's boundaries follow WEEK_START", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEDIFF(week, ts, ts) AS a FROM t", code: "T118"},
		{name: "seconds toward a target without datediff_units_crossed", from: "snowflake", to: "spark", schema: snowUnitTable,
			in: "SELECT DATEDIFF(second, ts, ts) AS a FROM t", code: "T118"},
		{name: "a volatile argument read twice by the hour's sum", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEDIFF(hour, ts, DATEADD(second, CAST(random() AS INTEGER), ts)) AS a FROM t", code: "T118"},
		{name: "a VARCHAR argument", from: "snowflake", to: "postgres", schema: snowUnitTable,
			in: "SELECT DATEDIFF(day, s, ts) AS a FROM t", code: "T118"},
	})
}
