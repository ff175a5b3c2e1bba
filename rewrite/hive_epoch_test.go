package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Hive's and Spark's unix_timestamp() is written as the floor of the
// target's epoch seconds of current_timestamp (PostgreSQL 15 and DuckDB
// 1.5 gave the BIGINT of the current second); unix_timestamp(x[, fmt])
// and to_unix_timestamp, which read a wall-clock time in the session's
// zone, are refused (T204), and so is Spark's unix_timestamp() toward
// Hive, whose value is not fixed for the statement (rewrite/hive_epoch.go).
func TestHiveEpoch(t *testing.T) {
	const schema = "CREATE TABLE t (s STRING, ts TIMESTAMP, d DATE)"
	runExprCases(t, []exprCase{
		{name: "now toward postgres", from: "spark", to: "postgres",
			in: "SELECT unix_timestamp() AS a", want: "SELECT CAST(floor(date_part('epoch', current_timestamp)) AS BIGINT) AS a"},
		{name: "now toward duckdb", from: "hive", to: "duckdb",
			in: "SELECT unix_timestamp() AS a", want: "SELECT CAST(floor(epoch(current_timestamp)) AS BIGINT) AS a"},
		{name: "now toward trino", from: "hive", to: "trino",
			in: "SELECT unix_timestamp() AS a", want: "SELECT CAST(floor(to_unixtime(current_timestamp)) AS BIGINT) AS a"},
		{name: "now from hive toward spark", from: "hive", to: "spark",
			in: "SELECT unix_timestamp() AS a", want: "SELECT unix_timestamp() AS a"},
		{name: "now from spark toward hive", from: "spark", to: "hive",
			in: "SELECT unix_timestamp() AS a", code: "T204"},
		{name: "now toward snowflake", from: "spark", to: "snowflake",
			in: "SELECT unix_timestamp() AS a", code: "T301"},
		{name: "a string", from: "spark", to: "postgres", schema: schema,
			in: "SELECT unix_timestamp(s) AS a FROM t", code: "T204"},
		{name: "a string and a pattern", from: "hive", to: "duckdb", schema: schema,
			in: "SELECT unix_timestamp(s, 'yyyy-MM-dd') AS a FROM t", code: "T204"},
		{name: "a timestamp", from: "hive", to: "trino", schema: schema,
			in: "SELECT unix_timestamp(ts) AS a FROM t", code: "T204"},
		{name: "a date between hive and spark", from: "hive", to: "spark", schema: schema,
			in: "SELECT unix_timestamp(d) AS a FROM t", code: "T204"},
		{name: "to_unix_timestamp", from: "spark", to: "postgres", schema: schema,
			in: "SELECT to_unix_timestamp(s) AS a FROM t", code: "T204"},
		{name: "spark keeps its own", from: "spark", to: "spark",
			in: "SELECT unix_timestamp(s), to_unix_timestamp(s) AS a FROM t", want: "SELECT unix_timestamp(s), to_unix_timestamp(s) AS a FROM t"},
		{name: "hive keeps its own", from: "hive", to: "hive",
			in: "SELECT unix_timestamp() AS a", want: "SELECT unix_timestamp() AS a"},
	})
	refusedWith(t, "SELECT unix_timestamp(ts) AS a FROM t", "spark", "duckdb", lateral.TranslateOptions{Schema: schema}, "T204", 8, "reads a wall-clock time in the session's time zone")
}
