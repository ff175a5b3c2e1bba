package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's ISO 8601 interval texts are written in words toward the
// other dialects (pg_iso_interval.go); the forms no other dialect gets are
// refused (T191); PostgreSQL toward itself keeps the text, and a string
// that is no interval is left.
func TestPgISOIntervals(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "to duckdb", from: "postgres", to: "duckdb", in: "SELECT INTERVAL 'PT1H30M' AS a, CAST('P2W' AS INTERVAL) AS b", want: "SELECT INTERVAL '1 hour 30 minute' AS a, CAST('2 week' AS INTERVAL) AS b"},
		{name: "to trino", from: "postgres", to: "trino", in: "SELECT TIMESTAMP '2024-01-01 00:00:00' + INTERVAL 'P1D' AS a", want: "SELECT TIMESTAMP '2024-01-01 00:00:00' + INTERVAL '1' DAY AS a", fires: true},
		{name: "to postgres", from: "postgres", to: "postgres", in: "SELECT INTERVAL 'P1D' AS a", want: "SELECT INTERVAL 'P1D' AS a"},
		{name: "no interval", from: "postgres", to: "duckdb", in: "SELECT INTERVAL '1 day' AS a, 'P1D' AS b", want: "SELECT INTERVAL '1 day' AS a, 'P1D' AS b"},
	})
	refusedWith(t, "SELECT INTERVAL 'P1.5D' AS a", "postgres", "duckdb", lateral.TranslateOptions{}, "T191", 17, "postgres reads 'P1.5D' by ISO 8601's rules for an interval")
	refusedWith(t, "SELECT CAST('P0001-02-03' AS INTERVAL) AS a", "postgres", "snowflake", lateral.TranslateOptions{}, "T191", 13, "the alternative format")
}
