package rewrite_test

import "testing"

// PostgreSQL's and DuckDB's cast of a text without a zone to TIMESTAMPTZ
// reads a repeated autumn time at the later offset, Trino and Presto at the
// earlier: toward them the later reading is taken where it shows the same
// time (rewrite/pg_duck_zone_overlap.go; run on PostgreSQL 15 and DuckDB
// 1.5 in America/New_York: '2024-11-03 01:30' is 06:30 UTC on both).
func TestPgDuckLaterOffset(t *testing.T) {
	const later = "CASE WHEN CAST(CAST('2024-11-03 01:30' AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMP WITH TIME ZONE) - INTERVAL '24' HOUR > CAST('2024-11-03 01:30' AS TIMESTAMP WITH TIME ZONE) AND CAST(CAST(CAST('2024-11-03 01:30' AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMP WITH TIME ZONE) - INTERVAL '24' HOUR AS TIMESTAMP) = CAST('2024-11-03 01:30' AS TIMESTAMP) THEN CAST(CAST('2024-11-03 01:30' AS TIMESTAMP) + INTERVAL '1' DAY AS TIMESTAMP WITH TIME ZONE) - INTERVAL '24' HOUR ELSE CAST('2024-11-03 01:30' AS TIMESTAMP WITH TIME ZONE) END"
	runExprCases(t, []exprCase{
		{name: "postgres cast toward trino", from: "postgres", to: "trino",
			in: "SELECT CAST('2024-11-03 01:30' AS TIMESTAMPTZ) AS a", want: "SELECT " + later + " AS a", fires: true},
		{name: "postgres typed literal toward trino", from: "postgres", to: "trino",
			in: "SELECT TIMESTAMPTZ '2024-11-03 01:30' AS a", want: "SELECT " + later + " AS a", fires: true},
		{name: "duckdb cast toward presto", from: "duckdb", to: "presto",
			in: "SELECT CAST('2024-11-03 01:30' AS TIMESTAMPTZ) AS a", want: "SELECT " + later + " AS a", fires: true},
		{name: "a text with an offset is kept", from: "postgres", to: "trino",
			in: "SELECT CAST('2024-11-03 01:30+02' AS TIMESTAMPTZ) AS a", want: "SELECT CAST('2024-11-03 01:30+02' AS TIMESTAMP WITH TIME ZONE) AS a"},
		{name: "toward duckdb it is kept", from: "postgres", to: "duckdb",
			in: "SELECT CAST('2024-11-03 01:30' AS TIMESTAMPTZ) AS a", want: "SELECT CAST('2024-11-03 01:30' AS TIMESTAMPTZ) AS a"},
	})
}
