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

// Spark's next_day of a DATE or TIMESTAMP and a literal day name is
// written by the days to add (PostgreSQL 15 and DuckDB 1.5 gave the
// dates Python's datetime gives for eight days and each name, NULL of a
// NULL date); of a string or a value of unknown type it is refused
// (T204), and Hive's, a STRING, toward every other dialect (T204).
func TestNextDay(t *testing.T) {
	const schema = "CREATE TABLE t (s STRING, ts TIMESTAMP, d DATE)"
	runExprCases(t, []exprCase{
		{name: "toward postgres", from: "spark", to: "postgres", schema: schema,
			in: "SELECT next_day(d, 'mo') AS a FROM t", want: "SELECT CAST(d AS DATE) + ((7 - CAST(EXTRACT(ISODOW FROM CAST(d AS DATE)) AS INTEGER)) % 7 + 1) AS a FROM t"},
		{name: "a timestamp toward duckdb", from: "spark", to: "duckdb", schema: schema,
			in: "SELECT next_day(ts, 'Sunday') AS a FROM t", want: "SELECT CAST(ts AS DATE) + CAST((13 - isodow(CAST(ts AS DATE))) % 7 + 1 AS INTEGER) AS a FROM t"},
		{name: "toward trino", from: "spark", to: "trino", schema: schema,
			in: "SELECT next_day(d, 'WED') AS a FROM t", want: "SELECT date_add('day', (9 - day_of_week(CAST(d AS DATE))) % 7 + 1, CAST(d AS DATE)) AS a FROM t"},
		{name: "a string", from: "spark", to: "postgres", schema: schema, in: "SELECT next_day(s, 'MO') AS a FROM t", code: "T204"},
		{name: "unknown type", from: "spark", to: "duckdb", in: "SELECT next_day(q, 'MO') AS a FROM u", code: "T204"},
		{name: "a name spark does not read", from: "spark", to: "duckdb", schema: schema, in: "SELECT next_day(d, 'xx') AS a FROM t", code: "T302"},
		{name: "toward hive", from: "spark", to: "hive", schema: schema, in: "SELECT next_day(d, 'MO') AS a FROM t", code: "T301"},
		{name: "hive's", from: "hive", to: "spark", schema: schema, in: "SELECT next_day(d, 'MO') AS a FROM t", code: "T204"},
		{name: "hive keeps its own", from: "hive", to: "hive", in: "SELECT next_day(q, 'MO') AS a FROM u", want: "SELECT next_day(q, 'MO') AS a FROM u"},
	})
}

// Spark's trunc of a DATE or TIMESTAMP and a literal unit is the
// target's date_trunc of a TIMESTAMP cast back to DATE (PostgreSQL 15
// and DuckDB 1.5, in America/Sao_Paulo too, gave the dates lat run gives
// for Spark: conformance/dates/spark_trunc_date.txtar); of a string it
// is refused (T204), and toward Hive, whose trunc is a STRING (T301).
func TestSparkTruncDate(t *testing.T) {
	const schema = "CREATE TABLE t (s STRING, ts TIMESTAMP, d DATE)"
	runExprCases(t, []exprCase{
		{name: "toward postgres", from: "spark", to: "postgres", schema: schema,
			in: "SELECT trunc(d, 'MM') AS a FROM t", want: "SELECT CAST(date_trunc('month', CAST(CAST(d AS DATE) AS TIMESTAMP)) AS DATE) AS a FROM t"},
		{name: "a timestamp toward trino", from: "spark", to: "trino", schema: schema,
			in: "SELECT trunc(ts, 'week') AS a FROM t", want: "SELECT CAST(date_trunc('week', CAST(CAST(ts AS DATE) AS TIMESTAMP)) AS DATE) AS a FROM t"},
		{name: "a string", from: "spark", to: "duckdb", schema: schema, in: "SELECT trunc(s, 'MM') AS a FROM t", code: "T204"},
		{name: "a unit spark's trunc does not take", from: "spark", to: "duckdb", schema: schema, in: "SELECT trunc(d, 'dd') AS a FROM t", code: "T302"},
		{name: "toward hive", from: "spark", to: "hive", schema: schema, in: "SELECT trunc(d, 'MM') AS a FROM t", code: "T301"},
	})
}

// Hive's and Spark's from_utc_timestamp of a TIMESTAMP and a literal
// region name is the zone's wall-clock time of the timestamp read in UTC
// (PostgreSQL 15 and DuckDB 1.5 gave the same rows in sessions in UTC and
// Asia/Tokyo: conformance/dates/spark_from_utc_timestamp.txtar); toward
// Trino it is cast to the source's TIMESTAMP; another zone form, a value
// not known to be a TIMESTAMP and to_utc_timestamp are refused (T204).
func TestFromUTCTimestamp(t *testing.T) {
	const schema = "CREATE TABLE t (s STRING, ts TIMESTAMP, d DATE, z STRING)"
	runExprCases(t, []exprCase{
		{name: "toward postgres", from: "spark", to: "postgres", schema: schema,
			in: "SELECT from_utc_timestamp(ts, 'Asia/Tokyo') AS a FROM t", want: "SELECT (ts AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Tokyo' AS a FROM t"},
		{name: "toward trino", from: "spark", to: "trino", schema: schema, fires: true,
			in: "SELECT from_utc_timestamp(ts, 'UTC') AS a FROM t", want: "SELECT CAST(at_timezone(with_timezone(ts, 'UTC'), 'UTC') AS TIMESTAMP(6)) AS a FROM t"},
		{name: "between hive and spark", from: "hive", to: "spark", schema: schema,
			in: "SELECT from_utc_timestamp(ts, 'Etc/GMT+5') AS a FROM t", want: "SELECT from_utc_timestamp(ts, 'Etc/GMT+5') AS a FROM t"},
		{name: "an offset", from: "spark", to: "duckdb", schema: schema, in: "SELECT from_utc_timestamp(ts, '+08:00') AS a FROM t", code: "T204"},
		{name: "a three-letter name", from: "spark", to: "hive", schema: schema, in: "SELECT from_utc_timestamp(ts, 'PST') AS a FROM t", code: "T204"},
		{name: "a zone column", from: "hive", to: "postgres", schema: schema, in: "SELECT from_utc_timestamp(ts, z) AS a FROM t", code: "T204"},
		{name: "a string", from: "spark", to: "postgres", schema: schema, in: "SELECT from_utc_timestamp(s, 'UTC') AS a FROM t", code: "T204"},
		{name: "a date", from: "spark", to: "postgres", schema: schema, in: "SELECT from_utc_timestamp(d, 'UTC') AS a FROM t", code: "T204"},
		{name: "toward presto", from: "spark", to: "presto", schema: schema, in: "SELECT from_utc_timestamp(ts, 'UTC') AS a FROM t", code: "T301"},
		{name: "to_utc_timestamp", from: "spark", to: "postgres", schema: schema, in: "SELECT to_utc_timestamp(ts, 'UTC') AS a FROM t", code: "T204"},
		{name: "spark keeps its own", from: "spark", to: "spark", schema: schema,
			in: "SELECT from_utc_timestamp(ts, '+08:00'), to_utc_timestamp(ts, 'PST') AS a FROM t", want: "SELECT from_utc_timestamp(ts, '+08:00'), to_utc_timestamp(ts, 'PST') AS a FROM t"},
	})
}
