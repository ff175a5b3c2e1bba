package rewrite_test

import "testing"

// sequence(start, stop) of dates spells its step of a day for PostgreSQL
// and DuckDB (rewrite/seq_day_step.go).
func TestSeqDayStep(t *testing.T) {
	const tbl = "CREATE TABLE t (id INTEGER, a DATE, b DATE)"
	runExprCases(t, []exprCase{
		{name: "trino dates for duckdb", from: "trino", to: "duckdb", schema: tbl,
			in:   "SELECT sequence(t.a, t.b) AS s FROM t",
			want: "SELECT CASE WHEN t.a <= t.b THEN CAST(generate_series(t.a, t.b, INTERVAL '1' DAY) AS DATE[]) ELSE CAST(generate_series(t.a, t.b, INTERVAL '-1' DAY) AS DATE[]) END AS s FROM t", fires: true},
		{name: "spark timestamps for duckdb", from: "spark", to: "duckdb",
			in:   "SELECT sequence(TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-03 00:00:00') AS s",
			want: "SELECT CASE WHEN TIMESTAMP '2024-01-01 00:00:00' <= TIMESTAMP '2024-01-03 00:00:00' THEN generate_series(TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-03 00:00:00', INTERVAL '1' DAY) ELSE generate_series(TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-03 00:00:00', INTERVAL '-1' DAY) END AS s", fires: true},
		{name: "integers keep their step", from: "trino", to: "duckdb", schema: "CREATE TABLE t (id INTEGER, n INTEGER)",
			in:   "SELECT sequence(t.id, t.n) AS s FROM t",
			want: "SELECT generate_series(t.id, t.n, CASE WHEN t.id <= t.n THEN 1 ELSE -1 END) AS s FROM t"},
		{name: "three arguments are left", from: "trino", to: "duckdb", schema: tbl,
			in:   "SELECT sequence(t.a, t.b, INTERVAL '2' DAY) AS s FROM t",
			want: "SELECT CAST(generate_series(t.a, t.b, INTERVAL '2' DAY) AS DATE[]) AS s FROM t", fires: true},
		{name: "bigquery counts numbers only", from: "trino", to: "bigquery", schema: tbl,
			in: "SELECT sequence(t.a, t.b) AS s FROM t", code: "T057"},
		{name: "trino to presto is left", from: "trino", to: "presto", schema: tbl,
			in: "SELECT sequence(t.a, t.b) AS s FROM t", want: "SELECT sequence(t.a, t.b) AS s FROM t"},
	})
}
