package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's series of DATEs by days toward DuckDB has each row moved
// to the later reading of a repeated midnight, as PostgreSQL reads it
// (rewrite/pg_duck_midnight_series.go; run on PostgreSQL 15 and DuckDB
// 1.5 in America/Havana, America/New_York and UTC).
func TestPgDuckMidnightSeries(t *testing.T) {
	const tbl = "CREATE TABLE t (id INTEGER, a DATE, b DATE, s INTERVAL)"
	const fix = "_day -> CASE WHEN CAST(CAST(_day AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMPTZ) - INTERVAL '24' HOUR > _day AND CAST(CAST(CAST(_day AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMPTZ) - INTERVAL '24' HOUR AS TIMESTAMP) = CAST(_day AS TIMESTAMP) THEN CAST(CAST(_day AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMPTZ) - INTERVAL '24' HOUR ELSE _day END"
	runExprCases(t, []exprCase{
		{name: "a step of a day", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, t.b, INTERVAL '1 day') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN unnest(list_transform(generate_series(CAST(t.a AS TIMESTAMPTZ), CAST(t.b AS TIMESTAMPTZ), INTERVAL '1 day'), " + fix + ")) AS g(x)", fires: true},
		{name: "with ordinality", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x, g.n FROM t, generate_series(t.a, t.b, INTERVAL '-2 days') WITH ORDINALITY AS g(x, n)",
			want: "SELECT g.x, g.n FROM t CROSS JOIN unnest(list_transform(generate_series(CAST(t.a AS TIMESTAMPTZ), CAST(t.b AS TIMESTAMPTZ), INTERVAL '-2 days'), " + fix + ")) WITH ORDINALITY AS g(x, n)", fires: true},
		{name: "a text step of a week", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, t.b, '1 week') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN unnest(list_transform(generate_series(CAST(t.a AS TIMESTAMPTZ), CAST(t.b AS TIMESTAMPTZ), CAST('1 week' AS INTERVAL)), " + fix + ")) AS g(x)", fires: true},
		{name: "months alone are kept", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, t.b, INTERVAL '1 month') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(CAST(t.a AS TIMESTAMPTZ), CAST(t.b AS TIMESTAMPTZ), INTERVAL '1 month') AS g(x)", fires: true},
		{name: "hours are kept", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(t.a, t.b, INTERVAL '24 hours') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(CAST(t.a AS TIMESTAMPTZ), CAST(t.b AS TIMESTAMPTZ), INTERVAL '24 hours') AS g(x)", fires: true},
		{name: "a step of a column", from: "postgres", to: "duckdb", schema: tbl,
			in: "SELECT g.x FROM t, generate_series(t.a, t.b, t.s) AS g(x)", code: "T217"},
		{name: "a TIMESTAMP series is not corrected", from: "postgres", to: "duckdb", schema: tbl,
			in:   "SELECT g.x FROM t, generate_series(CAST(t.a AS TIMESTAMP), t.b, INTERVAL '1 day') AS g(x)",
			want: "SELECT g.x FROM t CROSS JOIN generate_series(CAST(t.a AS TIMESTAMP), t.b, INTERVAL '1 day') AS g(x)"},
	})
	refusedWith(t, "SELECT g.x FROM t, generate_series(t.a, t.b, t.s) AS g(x)", "postgres", "duckdb",
		lateral.TranslateOptions{Schema: tbl}, "T217", 46, "step whose parts are not known")
}
