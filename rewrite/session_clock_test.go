package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A TIMESTAMPTZ read on a clock from PostgreSQL or DuckDB toward Trino and
// Snowflake is read in the session's zone, Trino's at_timezone(x,
// current_timezone()), Snowflake's to_timestamp_ltz(x) (session_clock.go),
// refused toward Presto; other types and targets are left.
func TestSessionClock(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (tz TIMESTAMPTZ, ts TIMESTAMP)", SchemaDialect: "postgres"}
	const at = "at_timezone(tz, current_timezone())"
	var cases []exprCase
	for _, tc := range []struct {
		from, to, in, want string
		fired              bool
	}{
		{"postgres", "trino", "SELECT EXTRACT(HOUR FROM tz) AS h, date_trunc('month', tz) AS m, CAST(tz AS DATE) AS d, CAST(tz AS TIMESTAMP) AS n FROM e",
			"SELECT EXTRACT(HOUR FROM " + at + ") AS h, date_trunc('month', " + at + ") AS m, CAST(" + at + " AS DATE) AS d, CAST(" + at + " AS TIMESTAMP(6)) AS n FROM e", true},
		{"duckdb", "trino", "SELECT month(tz) AS y, date_diff('day', tz, tz) AS n FROM e",
			"SELECT month(" + at + ") AS y, date_diff('day', CAST(" + at + " AS DATE), CAST(" + at + " AS DATE)) AS n FROM e", true},
		{"postgres", "trino", "SELECT EXTRACT(HOUR FROM ts) AS h, tz AS z FROM e", "SELECT EXTRACT(HOUR FROM ts) AS h, tz AS z FROM e", false},
		{"postgres", "snowflake", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", "SELECT EXTRACT(HOUR FROM to_timestamp_ltz(tz)) AS h FROM e", true},
		{"postgres", "spark", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", false},
		{"postgres", "duckdb", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", false},
		{"trino", "trino", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", "SELECT EXTRACT(HOUR FROM tz) AS h FROM e", false},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to,
			schema: opts.Schema, schemaDialect: opts.SchemaDialect, in: tc.in, want: tc.want, fires: tc.fired})
	}
	runExprCases(t, cases)
	// Presto has no function giving the value in the session's zone
	refusedWith(t, "SELECT CAST(tz AS DATE) AS d FROM e", "postgres", "presto", opts, "T301", 13, "presto reads the fields")
}
