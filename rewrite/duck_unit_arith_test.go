package rewrite_test

import "testing"

const duckUnitTable = "CREATE TABLE t (ts TIMESTAMP, d DATE, z TIMESTAMP WITH TIME ZONE, n BIGINT, i INTEGER)"

// DuckDB's date_add(a, b) is a macro of the body a + b (run on DuckDB
// 1.5: duckdb_functions() gives its macro_definition (date +
// "interval")): it is read as that sum, which is then written as a sum
// in the source is; the values were run in
// conformance/dates/duckdb_date_add_interval.txtar.
func TestDuckDateAddSum(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a timestamp plus hours", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_add(ts, INTERVAL 1 HOUR) AS a FROM t", want: "SELECT ts + INTERVAL '1' HOUR AS a FROM t"},
		{name: "a date plus a computed count of months", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_add(d, INTERVAL (i) MONTH) AS a FROM t", want: "SELECT d + i * INTERVAL '1' MONTH AS a FROM t", fires: true},
		{name: "a date plus days, as the operator's DATE + INTEGER", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_add(d, i) AS a FROM t", want: "SELECT d + i AS a FROM t"},
		{name: "kept in parentheses under another operator", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT 2 * date_add(i, 3) AS a FROM t", want: "SELECT 2 * (i + 3) AS a FROM t"},
		{name: "named as DuckDB names the sum of its body", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_add(d, i) FROM t", want: "SELECT d + i AS \"(d + i)\" FROM t"},
		{name: "toward spark a date plus months is the date's months, made a timestamp as in duckdb", from: "duckdb", to: "spark", schema: duckUnitTable,
			in: "SELECT date_add(d, INTERVAL 1 MONTH) AS a FROM t", want: "SELECT CAST(add_months(d, 1) AS TIMESTAMP) AS a FROM t", fires: true},
		{name: "duckdb's own is written as the sum it stands for", from: "duckdb", to: "duckdb", schema: duckUnitTable,
			in: "SELECT date_add(ts, INTERVAL 1 HOUR) AS a FROM t", want: "SELECT ts + INTERVAL 1 HOUR AS a FROM t"},
		{name: "ansi raises where a month's day is missing", from: "duckdb", to: "ansi", schema: duckUnitTable,
			in: "SELECT date_add(d, INTERVAL 1 MONTH) AS a FROM t", code: "T099"},
	})
}

// DuckDB's date_diff of weeks of TIMESTAMPs and DATEs typed by the schema
// is the whole 7-day spans between the dates, and toward PostgreSQL its
// seconds, milliseconds and microseconds are datediff_units_crossed
// (rewrite/duck_diff_time.go); the values were run in
// conformance/dates/duckdb_date_diff_week_timestamps.txtar and
// duckdb_date_diff_units_crossed.txtar.
func TestDuckDiffWeeksCrossed(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "weeks of timestamps toward postgres", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_diff('week', ts, d) AS a FROM t", want: "SELECT (CAST(d AS DATE) - CAST(ts AS DATE)) / 7 AS a FROM t", fires: true},
		{name: "weeks by a synonym toward trino", from: "duckdb", to: "trino", schema: duckUnitTable,
			in: "SELECT datediff('weeks', ts, ts) AS a FROM t", want: "SELECT date_diff('day', CAST(ts AS DATE), CAST(ts AS DATE)) / 7 AS a FROM t", fires: true},
		{name: "milliseconds toward postgres", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in:    "SELECT date_diff('ms', ts, d) AS a FROM t",
			want:  "SELECT CAST(floor(EXTRACT(EPOCH FROM CAST(d AS TIMESTAMP)) * 1000) - floor(EXTRACT(EPOCH FROM ts) * 1000) AS BIGINT) AS a FROM t",
			fires: true},
		{name: "seconds toward postgres", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_diff('second', ts, ts) AS a FROM t", want: "SELECT CAST(floor(EXTRACT(EPOCH FROM ts)) - floor(EXTRACT(EPOCH FROM ts)) AS BIGINT) AS a FROM t", fires: true},
		{name: "duckdb keeps its own", from: "duckdb", to: "duckdb", schema: duckUnitTable,
			in: "SELECT date_diff('week', ts, d) AS a, date_diff('us', ts, d) AS b FROM t", want: "SELECT date_diff('week', ts, d) AS a, date_diff('us', ts, d) AS b FROM t"},
		// (the pass that fires is the division's)
		{name: "weeks of dates the reader reads already", from: "duckdb", to: "postgres",
			in: "SELECT date_diff('week', DATE '2024-01-03', DATE '2024-01-09') AS a", want: "SELECT (DATE '2024-01-09' - DATE '2024-01-03') / 7 AS a", fires: true},

		{name: "weeks of arguments of unknown type", from: "duckdb", to: "postgres",
			in: "SELECT date_diff('week', a, b) AS a FROM u", code: "T118"},
		{name: "weeks of a timestamp with time zone", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_diff('week', z, z) AS a FROM t", code: "T118"},
		{name: "weeks toward ansi, which has no day difference", from: "duckdb", to: "ansi", schema: duckUnitTable,
			in: "SELECT date_diff('week', ts, ts) AS a FROM t", code: "T118"},
		{name: "milliseconds toward trino, whose date_diff counts whole ones", from: "duckdb", to: "trino", schema: duckUnitTable,
			in: "SELECT date_diff('millisecond', ts, ts) AS a FROM t", code: "T118"},
		{name: "microseconds of arguments of unknown type", from: "duckdb", to: "postgres",
			in: "SELECT date_diff('microsecond', a, b) AS a FROM u", code: "T118"},
	})
}

// DuckDB's date_sub(part, a, b) of TIMESTAMPs and DATEs typed by the
// schema is, toward PostgreSQL, datediff_parts_whole: whole parts on the
// microseconds (rewrite/duck_diff_time.go); run on DuckDB 1.5 and
// PostgreSQL 15 in conformance/dates/duckdb_date_sub_timestamps.txtar
// and, for year, quarter, month, week, hour and millisecond, over every
// ordered pair of 36 timestamps (month ends, leap days, 10:00:00.0005,
// 23:59:59.999999): the same counts.
func TestDuckDateSubParts(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hours of timestamps on the microseconds", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in:    "SELECT date_sub('hour', ts, d) AS a FROM t",
			want:  "SELECT CAST(div(EXTRACT(EPOCH FROM CAST(d AS TIMESTAMP)) * 1000000 - EXTRACT(EPOCH FROM ts) * 1000000, 3600000000) AS BIGINT) AS a FROM t",
			fires: true},
		{name: "datesub of microseconds", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT datesub('us', ts, ts) AS a FROM t", want: "SELECT CAST(div(EXTRACT(EPOCH FROM ts) * 1000000 - EXTRACT(EPOCH FROM ts) * 1000000, 1) AS BIGINT) AS a FROM t", fires: true},
		{name: "duckdb keeps its own", from: "duckdb", to: "duckdb", schema: duckUnitTable,
			in: "SELECT date_sub('month', ts, d) AS a FROM t", want: "SELECT date_sub('month', ts, d) AS a FROM t"},

		{name: "toward trino, whose date_diff takes the values to the millisecond", from: "duckdb", to: "trino", schema: duckUnitTable,
			in: "SELECT date_sub('hour', ts, ts) AS a FROM t", code: "T118"},
		{name: "arguments of unknown type", from: "duckdb", to: "postgres",
			in: "SELECT date_sub('hour', a, b) AS a FROM u", code: "T118"},
		{name: "a part not read", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_sub('decade', ts, ts) AS a FROM t", code: "T118"},
		{name: "a timestamp with time zone", from: "duckdb", to: "postgres", schema: duckUnitTable,
			in: "SELECT date_sub('hour', z, ts) AS a FROM t", code: "T118"},
	})
}
