package rewrite_test

import "testing"

const trinoUnitTable = "CREATE TABLE t (ts TIMESTAMP, t0 TIMESTAMP(0), t6 TIMESTAMP(6), d DATE, z TIMESTAMP WITH TIME ZONE, n BIGINT, i INTEGER, s VARCHAR, x DOUBLE)"

// Trino's and Presto's date_add and date_diff of arguments typed by the
// schema (not only by a cast or a literal) are read into the canonical
// forms: interval arithmetic, add_months_clamp(_ts), date_add_days,
// datediff_days, datediff_months_whole and datediff_units_whole
// (rewrite/trino_unit_arith.go); the values were run in
// conformance/dates/trino_date_add_units.txtar and
// trino_date_diff_units.txtar.
func TestTrinoUnitArith(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hours of a timestamp column", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('hour', 1, ts) AS a FROM t", want: "SELECT ts + INTERVAL '1' HOUR AS a FROM t", fires: true},
		{name: "the unit's case is ignored, an integer count needs no guard", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_add('HOUR', i, ts) AS a FROM t", want: "SELECT ts + i * INTERVAL '1' HOUR AS a FROM t", fires: true},
		{name: "a BIGINT count of seconds past an int raises in trino", from: "trino", to: "postgres", schema: trinoUnitTable,
			in:    "SELECT date_add('second', n, ts) AS a FROM t",
			want:  "SELECT CASE WHEN CASE WHEN n < -2147483648 OR n > 2147483647 THEN CAST(n AS BIGINT) / (CAST(n AS BIGINT) - CAST(n AS BIGINT)) = 0 ELSE FALSE END THEN NULL ELSE ts + n * INTERVAL '1' SECOND END AS a FROM t",
			fires: true},
		{name: "days of a date column", from: "trino", to: "spark", schema: trinoUnitTable,
			in: "SELECT date_add('day', 1, d) AS a FROM t", want: "SELECT " + sparkDayGuardedUp("d", "1", "d", "date_add(d, 1)") + " AS a FROM t", fires: true}, // spark_day_wrap.go
		{name: "weeks of a date column are 7 days", from: "trino", to: "hive", schema: trinoUnitTable,
			in: "SELECT date_add('week', i, d) AS a FROM t", want: "SELECT " + sparkDayGuarded("d", "i * 7", "(i * 7)", "date_add(d, i * 7)") + " AS a FROM t", fires: true}, // Hive's date_add wraps as Spark's
		{name: "months of a date column clamp the day", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('month', i, d) AS a FROM t", want: "SELECT CAST(CAST(d AS DATE) + i * INTERVAL '1' MONTH AS DATE) AS a FROM t", fires: true},
		{name: "a quarter of a timestamp is 3 months", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_add('quarter', -1, ts) AS a FROM t", want: "SELECT ts + -3 * INTERVAL '1' MONTH AS a FROM t", fires: true},
		{name: "milliseconds of a TIMESTAMP(6), a negative literal", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_add('millisecond', -1500, t6) AS a FROM t", want: "SELECT t6 - INTERVAL '1.500' SECOND AS a FROM t", fires: true},
		{name: "nested", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('day', 1, date_add('hour', 2, ts)) AS a FROM t", want: "SELECT ts + INTERVAL '2' HOUR + INTERVAL '1' DAY AS a FROM t", fires: true},
		{name: "in ORDER BY, with the scope of the FROM", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT ts FROM t ORDER BY date_add('hour', 1, ts)", want: "SELECT ts FROM t ORDER BY ts + INTERVAL '1' HOUR", fires: true},
		{name: "a literal of 3 digits takes milliseconds", from: "trino", to: "postgres",
			in: "SELECT date_add('millisecond', 1, TIMESTAMP '2024-01-31 10:00:00.123') AS a", want: "SELECT TIMESTAMP '2024-01-31 10:00:00.123' + INTERVAL '0.001' SECOND AS a", fires: true},
		{name: "the text of date_add of a TIMESTAMP(0) has no fraction, as its type keeps the precision (Trino: timestamp(p) date_add)", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in:    "SELECT CAST(date_add('hour', 1, t0) AS VARCHAR) AS a FROM t",
			want:  "SELECT strftime(CASE WHEN CASE WHEN t0 + INTERVAL '1' HOUR < TIMESTAMP '0001-01-01 00:00:00' OR t0 + INTERVAL '1' HOUR >= TIMESTAMP '10000-01-01 00:00:00' THEN error('a TIMESTAMP of a year before 1 or after 9999, whose text duckdb writes otherwise than trino (an error of the translation from trino)') ELSE FALSE END THEN NULL ELSE t0 + INTERVAL '1' HOUR END, '%Y-%m-%d %H:%M:%S') AS a FROM t",
			fires: true},
		{name: "trino keeps its own", from: "trino", to: "trino", schema: trinoUnitTable,
			in: "SELECT date_add('hour', 1, ts) AS a FROM t", want: "SELECT date_add('hour', 1, ts) AS a FROM t"},
		{name: "presto shares the function", from: "trino", to: "presto", schema: trinoUnitTable,
			in: "SELECT date_add('hour', 1, ts) AS a, date_diff('hour', ts, t6) AS b FROM t", want: "SELECT date_add('hour', 1, ts) AS a, date_diff('hour', ts, t6) AS b FROM t"},

		{name: "an hour of a DATE raises in trino", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('hour', 1, d) AS a FROM t", code: "T192"},
		{name: "milliseconds of a TIMESTAMP(0) are rounded by trino", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('millisecond', 1, t0) AS a FROM t", code: "T192"},
		{name: "a timestamp with time zone", from: "presto", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('hour', 1, z) AS a FROM t", code: "T192"},
		{name: "a column of unknown type", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_add('hour', 1, q) AS a FROM t", code: "T192"},
		{name: "no schema", from: "trino", to: "duckdb",
			in: "SELECT date_add('day', 1, d) AS a FROM t", code: "T192"},
		{name: "a literal's precision is its digits: a TIMESTAMP(0)", from: "trino", to: "postgres",
			in: "SELECT date_add('millisecond', 1, TIMESTAMP '2024-01-31 10:00:00') AS a", code: "T192"},
		{name: "a plural unit raises in trino", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('days', 1, ts) AS a FROM t", code: "T192"},
		{name: "a unit that is no literal", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add(s, 1, ts) AS a FROM t", code: "T192"},
		{name: "a literal count past an int", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('second', 3000000000, ts) AS a FROM t", code: "T192"},
		{name: "a volatile count read twice by the guard", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('second', CAST(rand() * 10 AS BIGINT), ts) AS a FROM t", code: "T192"},
		{name: "a lambda parameter is not the column of its name (x, a DOUBLE)", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT transform(ARRAY[ts], x -> date_add('month', 1, x)) AS a FROM t", code: "T192"},
		{name: "nor is d, a DATE, which would drop the time", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT transform(ARRAY[ts], d -> date_add('month', 1, d)) AS a FROM t", code: "T192"},
		{name: "a count past an int is guarded by a division, which drill does not document", from: "trino", to: "drill", schema: trinoUnitTable,
			in: "SELECT date_add('second', n, ts) AS a FROM t", code: "T192"},
		{name: "a DOUBLE count", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_add('day', x, d) AS a FROM t", code: "T192"},
	})
}

func TestTrinoUnitDiff(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "hours of timestamp columns, duckdb", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('hour', ts, t6) AS a FROM t", want: "SELECT date_sub('hour', date_trunc('millisecond', ts), date_trunc('millisecond', t6)) AS a FROM t", fires: true},
		{name: "days of a date and a timestamp, postgres", from: "trino", to: "postgres", schema: trinoUnitTable,
			in:    "SELECT date_diff('day', d, ts) AS a FROM t",
			want:  "SELECT CAST(div(floor(EXTRACT(EPOCH FROM ts) * 1000) - floor(EXTRACT(EPOCH FROM CAST(d AS TIMESTAMP)) * 1000), 86400000) AS BIGINT) AS a FROM t",
			fires: true},
		{name: "weeks of date columns", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('week', d, d) AS a FROM t", want: "SELECT date_diff('day', CAST(d AS DATE), CAST(d AS DATE)) // 7 AS a FROM t", fires: true},
		{name: "months of date columns", from: "presto", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('month', d, d) AS a FROM t", want: "SELECT date_sub('month', CAST(d AS DATE), CAST(d AS DATE)) AS a FROM t", fires: true},
		{name: "years of timestamps, duckdb", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('year', ts, t6) AS a FROM t", want: "SELECT date_sub('year', date_trunc('millisecond', ts), date_trunc('millisecond', t6)) AS a FROM t", fires: true},

		{name: "hours of DATEs raise in trino", from: "trino", to: "postgres", schema: trinoUnitTable,
			in: "SELECT date_diff('hour', d, d) AS a FROM t", code: "T118"},
		{name: "a timestamp with time zone", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('hour', z, ts) AS a FROM t", code: "T118"},
		{name: "a column of unknown type", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('hour', q, ts) AS a FROM t", code: "T118"},
		{name: "a VARCHAR", from: "trino", to: "duckdb", schema: trinoUnitTable,
			in: "SELECT date_diff('hour', s, ts) AS a FROM t", code: "T118"},
		{name: "spark has no such difference of timestamps", from: "trino", to: "spark", schema: trinoUnitTable,
			in: "SELECT date_diff('hour', ts, ts) AS a FROM t", code: "T301"},
		{name: "nor snowflake", from: "trino", to: "snowflake", schema: trinoUnitTable,
			in: "SELECT date_diff('month', ts, t6) AS a FROM t", code: "T301"},
		{name: "but of DATEs every target has it", from: "trino", to: "snowflake", schema: trinoUnitTable,
			in: "SELECT date_diff('day', d, d) AS a FROM t", want: "SELECT datediff(day, CAST(d AS DATE), CAST(d AS DATE)) AS a FROM t", fires: true},
	})
}
