package rewrite_test

import "testing"

// PostgreSQL's series of DATEs is a TIMESTAMPTZ series, which DuckDB
// counts when the DATE bounds are cast (rewrite/pg_tz_series.go); a step
// of days also has its rows corrected (pg_duck_midnight_series_test.go).
func TestPgTzSeries(t *testing.T) {
	const tbl = "CREATE TABLE t (id INTEGER, a DATE, b DATE, ts TIMESTAMP)"
	runExprCases(t, []exprCase{
		{name: "two dates", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, t.b, INTERVAL '8 hours') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(CAST(t.a AS TIMESTAMPTZ), CAST(t.b AS TIMESTAMPTZ), INTERVAL '8 hours') AS g(x)", fires: true},
		{name: "a date and a NULL", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, NULL, INTERVAL '8 hours') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(CAST(t.a AS TIMESTAMPTZ), NULL, INTERVAL '8 hours') AS g(x)", fires: true},
		{name: "a timestamp beside the date picks the TIMESTAMP form", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, t.ts, INTERVAL '1 day') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(t.a, t.ts, INTERVAL '1 day') AS g(x)"},
		{name: "a string literal beside a date is a TIMESTAMPTZ", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM generate_series(DATE '2020-01-01', '2020-01-05', INTERVAL '8 hours') AS g(x)",
			want: "SELECT g.x FROM generate_series(CAST(DATE '2020-01-01' AS TIMESTAMPTZ), CAST('2020-01-05' AS TIMESTAMPTZ), INTERVAL '8 hours') AS g(x)", fires: true},
		{name: "two string literals by an interval are TIMESTAMPTZs", from: "postgres", to: "duckdb",
			in:   "SELECT g.x FROM generate_series('2020-01-01', '2020-01-05', INTERVAL '8 hours') AS g(x)",
			want: "SELECT g.x FROM generate_series(CAST('2020-01-01' AS TIMESTAMPTZ), CAST('2020-01-05' AS TIMESTAMPTZ), INTERVAL '8 hours') AS g(x)", fires: true},
		{name: "a string literal beside a timestamp is a TIMESTAMP", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.ts, '2020-01-05', INTERVAL '1 day') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(t.ts, CAST('2020-01-05' AS TIMESTAMP), INTERVAL '1 day') AS g(x)", fires: true},
		{name: "a string literal beside a bound of unknown type", from: "postgres", to: "duckdb",
			in: "SELECT g.x FROM w, generate_series(w.z, '2020-01-05', INTERVAL '1 day') AS g(x)", code: "T057"},
		{name: "a string literal for postgres itself", from: "postgres", to: "postgres",
			in:   "SELECT g.x FROM generate_series(DATE '2020-01-01', '2020-01-05', INTERVAL '1 day') AS g(x)",
			want: "SELECT g.x FROM generate_series(DATE '2020-01-01', '2020-01-05', INTERVAL '1 day') AS g(x)"},
		{name: "integers", from: "postgres", to: "duckdb", schema: tbl,
			in: "SELECT g.x FROM t, generate_series(1, t.id) AS g(x)", want: "SELECT g.x FROM t CROSS JOIN generate_series(1, t.id) AS g(x)"},
		{name: "a bound of unknown type", from: "postgres", to: "duckdb",
			in: "SELECT g.x FROM w, generate_series(DATE '2024-01-01', w.z, INTERVAL '1 day') AS g(x)", code: "T057"},
		{name: "bounds of unknown type by an interval", from: "postgres", to: "duckdb",
			in: "SELECT g.x FROM w, generate_series(w.a, w.b, INTERVAL '1 day') AS g(x)", code: "T057"},
		{name: "a correlated bound the scope does not type", from: "postgres", to: "duckdb", schema: tbl,
			in: "SELECT (SELECT max(g.x) FROM generate_series(a, b, INTERVAL '8 hours') AS g(x)) AS m FROM t", code: "T057"},
		{name: "bounds of unknown type by an integer", from: "postgres", to: "duckdb",
			in: "SELECT g.x FROM w, generate_series(w.a, w.b, 2) AS g(x)", want: "SELECT g.x FROM w CROSS JOIN generate_series(w.a, w.b, 2) AS g(x)"},
		{name: "duckdb's own series", from: "duckdb", to: "duckdb", schema: tbl,
			in: "SELECT g.x FROM t, generate_series(t.a, t.b, INTERVAL '1 day') AS g(x)", want: "SELECT g.x FROM t CROSS JOIN generate_series(t.a, t.b, INTERVAL '1 day') AS g(x)"},
	})
}
