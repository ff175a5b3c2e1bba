package rewrite_test

import "testing"

// Trino's from_unixtime with a zone or an offset keeps the zone in its
// TIMESTAMP WITH TIME ZONE (Trino date and time functions page), which no
// other dialect's value does: refused (T227) toward each, at the call;
// the one-argument form is still translated (rewrite/trino_from_unixtime_zone.go).
func TestTrinoFromUnixtimeZone(t *testing.T) {
	const schema = "CREATE TABLE t (n BIGINT)"
	runExprCases(t, []exprCase{
		{name: "a zone toward duckdb", from: "trino", to: "duckdb", schema: schema, in: "SELECT from_unixtime(n, 'UTC') AS a FROM t", code: "T227"},
		{name: "a zone toward postgres", from: "trino", to: "postgres", schema: schema, in: "SELECT hour(from_unixtime(n, 'America/New_York')) AS a FROM t", code: "T227"},
		{name: "an offset toward spark", from: "trino", to: "spark", schema: schema, in: "SELECT from_unixtime(n, 5, 30) AS a FROM t", code: "T227"},
		{name: "a zone toward presto", from: "trino", to: "presto", schema: schema, in: "SELECT from_unixtime(n, 'UTC') AS a FROM t", code: "T227"},
		{name: "the instant alone", from: "trino", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT from_unixtime(n) AS a FROM t",
			want: "SELECT timezone('UTC', make_timestamp(CAST(n AS BIGINT) * 1000000)) AS a FROM t"},
	})
}
