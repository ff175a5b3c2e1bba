package rewrite_test

import "testing"

const sparkUnitTable = "CREATE TABLE t (ts TIMESTAMP, d DATE, e DATE, z TIMESTAMP_LTZ, i INT, s STRING, x DOUBLE)"

// Spark's timestampadd and timestampdiff (and dateadd, date_diff) of
// arguments typed by the schema are read into the canonical forms
// (rewrite/spark_unit_arith.go); the values were run on PostgreSQL 15 and
// DuckDB in conformance/dates/spark_timestampadd_units.txtar and
// spark_timestampdiff_units.txtar.
func TestSparkUnitArith(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "months of a timestamp clamp the day (add_months_clamp_ts)", from: "spark", to: "postgres", schema: sparkUnitTable,
			in: "SELECT timestampadd(QUARTER, -1, ts) AS a FROM t", want: "SELECT ts + -3 * INTERVAL '1' MONTH AS a FROM t", fires: true},
		{name: "a DATE is read at its midnight, a TIMESTAMP results", from: "spark", to: "duckdb", schema: sparkUnitTable,
			in: "SELECT dateadd(WEEK, i, d) AS a FROM t", want: "SELECT CAST(d AS TIMESTAMP) + i * INTERVAL '7' DAY AS a FROM t", fires: true},
		{name: "hours of a negative literal", from: "spark", to: "trino", schema: sparkUnitTable,
			in: "SELECT timestampadd(HOUR, -25, ts) AS a FROM t", want: "SELECT ts - INTERVAL '25' HOUR AS a FROM t", fires: true},
		{name: "months of two DATEs compare the days of the month", from: "spark", to: "doris", schema: sparkUnitTable,
			in: "SELECT date_diff(YEAR, d, e) AS a FROM t", want: "SELECT months_diff(CAST(e AS DATE), CAST(d AS DATE)) DIV 12 AS a FROM t", fires: true},
		{name: "days of two DATEs", from: "spark", to: "duckdb", schema: sparkUnitTable,
			in: "SELECT timestampdiff(DAY, d, e) AS a FROM t", want: "SELECT date_diff('day', CAST(d AS DATE), CAST(e AS DATE)) AS a FROM t", fires: true},
		{name: "hours of a TIMESTAMP and a DATE: whole hours elapsed", from: "spark", to: "duckdb", schema: sparkUnitTable,
			in: "SELECT timestampdiff(HOUR, ts, d) AS a FROM t", want: "SELECT date_sub('hour', ts, CAST(d AS TIMESTAMP)) AS a FROM t", fires: true},
		{name: "nested: a timestampadd of a DATE is a TIMESTAMP", from: "spark", to: "duckdb", schema: sparkUnitTable,
			in: "SELECT timestampdiff(MINUTE, timestampadd(DAY, 1, d), ts) AS a FROM t", want: "SELECT date_sub('minute', CAST(d AS TIMESTAMP) + INTERVAL '1' DAY, ts) AS a FROM t", fires: true},
		{name: "spark keeps its own", from: "spark", to: "spark", schema: sparkUnitTable,
			in: "SELECT timestampadd(HOUR, 1, ts) AS a, timestampdiff(MONTH, ts, ts) AS b FROM t", want: "SELECT timestampadd(HOUR, 1, ts) AS a, timestampdiff(MONTH, ts, ts) AS b FROM t"},
		{name: "months of a TIMESTAMP are refused", from: "spark", to: "postgres", schema: sparkUnitTable,
			in: "SELECT timestampdiff(MONTH, ts, d) AS a FROM t", code: "T118"},
		{name: "a TIMESTAMP_LTZ is refused", from: "spark", to: "postgres", schema: sparkUnitTable,
			in: "SELECT timestampadd(DAY, 1, z) AS a FROM t", code: "T204"},
		{name: "a TIMESTAMP_LTZ difference is refused", from: "spark", to: "postgres", schema: sparkUnitTable,
			in: "SELECT timestampdiff(HOUR, z, ts) AS a FROM t", code: "T118"},
		{name: "a DOUBLE count is refused", from: "spark", to: "postgres", schema: sparkUnitTable,
			in: "SELECT timestampadd(DAY, x, ts) AS a FROM t", code: "T204"},
		{name: "a unit named by a string is refused", from: "spark", to: "postgres", schema: sparkUnitTable,
			in: "SELECT timestampadd('DAY', 1, ts) AS a FROM t", code: "T204"},
		{name: "a value of unknown type is refused", from: "spark", to: "postgres",
			in: "SELECT timestampadd(DAY, 1, c) AS a FROM t", code: "T204"},
		{name: "microseconds toward trino are refused", from: "spark", to: "trino", schema: sparkUnitTable,
			in: "SELECT timestampadd(MICROSECOND, 1, ts) AS a FROM t", code: "T204"},
		{name: "datediff_parts_whole is refused toward trino", from: "spark", to: "trino", schema: sparkUnitTable,
			in: "SELECT timestampdiff(HOUR, ts, ts) AS a FROM t", code: "T301"},
	})
}
