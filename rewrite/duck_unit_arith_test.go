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
