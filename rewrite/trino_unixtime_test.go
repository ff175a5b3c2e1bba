package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const unixtimeTable = "CREATE TABLE t (z TIMESTAMP WITH TIME ZONE, ts TIMESTAMP, d DATE)"

// Trino's and Presto's to_unixtime of a TIMESTAMP WITH TIME ZONE is
// written for PostgreSQL and DuckDB; of a TIMESTAMP (read in the session's
// zone), of another type or of one not known it is refused (T197), and a
// bare NULL is given the parameter's type (rewrite/trino_unixtime.go).
func TestTrinoUnixtime(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "a timestamptz column toward postgres", from: "trino", to: "postgres", schema: unixtimeTable,
			in: "SELECT to_unixtime(z) AS a FROM t", want: "SELECT date_part('epoch', z) AS a FROM t"},
		{name: "a timestamptz column toward duckdb", from: "presto", to: "duckdb", schema: unixtimeTable,
			in: "SELECT to_unixtime(z) AS a FROM t", want: "SELECT epoch(z) AS a FROM t"},
		{name: "a bare NULL", from: "trino", to: "postgres",
			in: "SELECT to_unixtime(NULL) AS a", want: "SELECT date_part('epoch', CAST(NULL AS TIMESTAMPTZ)) AS a", fires: true},
		{name: "a timestamp column", from: "trino", to: "postgres", schema: unixtimeTable,
			in: "SELECT to_unixtime(ts) AS a FROM t", code: "T197"},
		{name: "a timestamp column toward presto", from: "trino", to: "presto", schema: unixtimeTable,
			in: "SELECT to_unixtime(ts) AS a FROM t", code: "T197"},
		{name: "a date column", from: "trino", to: "duckdb", schema: unixtimeTable,
			in: "SELECT to_unixtime(d) AS a FROM t", code: "T197"},
		{name: "a column of unknown type", from: "trino", to: "duckdb",
			in: "SELECT to_unixtime(q) AS a FROM u", code: "T197"},
		{name: "a timestamptz column toward presto", from: "trino", to: "presto", schema: unixtimeTable,
			in: "SELECT to_unixtime(z) AS a FROM t", want: "SELECT to_unixtime(z) AS a FROM t"},
		{name: "trino keeps its own", from: "trino", to: "trino",
			in: "SELECT to_unixtime(q) AS a FROM u", want: "SELECT to_unixtime(q) AS a FROM u"},
	})
	refusedWith(t, "SELECT to_unixtime(ts) AS a FROM t", "trino", "duckdb", lateral.TranslateOptions{Schema: unixtimeTable}, "T197", 20, "reads a TIMESTAMP in the session's time zone")
}
