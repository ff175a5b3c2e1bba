package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A series of TIMESTAMP WITH TIME ZONE values by a step of days between
// PostgreSQL and DuckDB is refused (T200): the engines move a row into a
// repeated autumn hour at different offsets (rewrite/pg_duck_tz_series.go,
// run in TestPgDuckTzSeriesZone); steps of time or of months, and series
// of DATEs or TIMESTAMPs, are kept.
func TestPgDuckTzSeriesRefused(t *testing.T) {
	const schema = "CREATE TABLE e (a TIMESTAMPTZ, b TIMESTAMPTZ, i INTERVAL)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	refusedWith(t, "SELECT g FROM e, generate_series(e.a, e.b, INTERVAL '1 day') AS s(g)", "postgres", "duckdb", opts, "T200", 44, "step of days")
	refusedWith(t, "SELECT g FROM e, generate_series(e.a, e.b, INTERVAL '1 week') AS s(g)", "duckdb", "postgres", opts, "T200", 44, "step of days")
	refusedWith(t, "SELECT g FROM e, generate_series(e.a, e.b, e.i) AS s(g)", "postgres", "duckdb", opts, "T200", 44, "parts not known")
	refusedWith(t, "SELECT g FROM e, generate_series(e.a, e.b, INTERVAL '-1 month -1 hour') AS s(g)", "postgres", "duckdb", opts, "T200", 44, "negative part")
	refusedWith(t, "SELECT g FROM generate_series('2024-11-02 01:30:00', '2024-11-05', INTERVAL '1 day') AS s(g)", "postgres", "duckdb", opts, "T200", 68, "step of days")
	// DuckDB's list forms too
	refusedWith(t, "SELECT generate_series(e.a, e.b, INTERVAL 1 DAY) AS g FROM e", "duckdb", "postgres", opts, "T200", 34, "step of days")
	refusedWith(t, "SELECT range(e.a, e.b, INTERVAL '2 days') AS g FROM e", "duckdb", "postgres", opts, "T200", 24, "step of days")
	runExprCases(t, []exprCase{
		{name: "hours", from: "postgres", to: "duckdb", schema: schema,
			in: "SELECT g FROM e, generate_series(e.a, e.b, INTERVAL '2 hours') AS s(g)", want: "SELECT g FROM e CROSS JOIN generate_series(e.a, e.b, INTERVAL '2 hours') AS s(g)"},
		{name: "months", from: "duckdb", to: "postgres", schema: schema,
			in: "SELECT g FROM e, generate_series(e.a, e.b, INTERVAL '1 month') AS s(g)", want: "SELECT g FROM e CROSS JOIN generate_series(e.a, e.b, INTERVAL '1 month') AS s(g)"},
		{name: "timestamps by days", from: "postgres", to: "duckdb",
			in:   "SELECT g FROM generate_series(TIMESTAMP '2024-11-02 01:30:00', TIMESTAMP '2024-11-05 00:00:00', INTERVAL '1 day') AS s(g)",
			want: "SELECT g FROM generate_series(TIMESTAMP '2024-11-02 01:30:00', TIMESTAMP '2024-11-05 00:00:00', INTERVAL '1 day') AS s(g)"},
		{name: "postgres to postgres", from: "postgres", to: "postgres", schema: schema,
			in: "SELECT g FROM e, generate_series(e.a, e.b, INTERVAL '1 day') AS s(g)", want: "SELECT g FROM e CROSS JOIN generate_series(e.a, e.b, INTERVAL '1 day') AS s(g)"},
	})
}
