package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Hive's and Spark's from_unixtime(n[, fmt]) of an integer column is
// written as date_format of the wall-clock time of n seconds after 1970
// in the session's zone (PostgreSQL 15 and DuckDB 1.5 gave the same text
// of these translations in UTC and America/New_York); another type, a
// constant, a pattern that is no literal and the other targets are
// refused (T205; rewrite/hive_from_unixtime.go).
func TestHiveFromUnixtime(t *testing.T) {
	const schema = "CREATE TABLE t (n BIGINT, i INT, x DOUBLE, s STRING)"
	runExprCases(t, []exprCase{
		{name: "toward duckdb", from: "spark", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT from_unixtime(n, 'yyyy') AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN year(CAST(to_timestamp(n) AS TIMESTAMP)) < 1 OR year(CAST(to_timestamp(n) AS TIMESTAMP)) > 9999 THEN error('spark''s date_format writes a year outside 1 to 9999 otherwise: ' || CAST(year(CAST(to_timestamp(n) AS TIMESTAMP)) AS VARCHAR)) ELSE FALSE END THEN NULL ELSE strftime(CAST(to_timestamp(n) AS TIMESTAMP), '%Y') END AS a FROM t"},
		{name: "the default pattern toward postgres", from: "hive", to: "postgres", schema: schema, fires: true,
			in:   "SELECT from_unixtime(i) AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN CAST(EXTRACT(YEAR FROM CAST(to_timestamp(i) AS TIMESTAMP)) AS INTEGER) < 1583 OR CAST(EXTRACT(YEAR FROM CAST(to_timestamp(i) AS TIMESTAMP)) AS INTEGER) > 9999 THEN CAST('hive''s date_format writes a year outside 1583 to 9999 otherwise: ' || CAST(CAST(EXTRACT(YEAR FROM CAST(to_timestamp(i) AS TIMESTAMP)) AS INTEGER) AS VARCHAR) AS BIGINT) = 0 ELSE FALSE END THEN NULL ELSE to_char(CAST(to_timestamp(i) AS TIMESTAMP), 'YYYY-MM-DD HH24:MI:SS') END AS a FROM t"},
		{name: "a double", from: "spark", to: "postgres", schema: schema, in: "SELECT from_unixtime(x) AS a FROM t", code: "T205"},
		{name: "a string", from: "hive", to: "duckdb", schema: schema, in: "SELECT from_unixtime(s) AS a FROM t", code: "T205"},
		{name: "unknown type from spark", from: "spark", to: "hive", in: "SELECT from_unixtime(q) AS a FROM u", code: "T205"},
		// Hive takes an INT or a BIGINT only (GenericUDFFromUnixTime):
		// the cast keeps each, and Spark's implicit cast of either to
		// BIGINT is the same value.
		{name: "unknown type from hive", from: "hive", to: "spark", fires: true,
			in:   "SELECT from_unixtime(q, 'yyyy') AS a FROM u",
			want: "SELECT CASE WHEN CASE WHEN year(CAST(timestamp_seconds(CAST(q AS BIGINT)) AS TIMESTAMP)) < 1583 OR year(CAST(timestamp_seconds(CAST(q AS BIGINT)) AS TIMESTAMP)) > 9999 THEN coalesce(assert_true(year(CAST(timestamp_seconds(CAST(q AS BIGINT)) AS TIMESTAMP)) IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE date_format(CAST(timestamp_seconds(CAST(q AS BIGINT)) AS TIMESTAMP), 'yyyy') END AS a FROM u"},
		{name: "unknown type from hive toward duckdb", from: "hive", to: "duckdb", fires: true,
			in:   "SELECT from_unixtime(q, 'yyyy') AS a FROM u",
			want: "SELECT CASE WHEN CASE WHEN year(CAST(to_timestamp(CAST(q AS BIGINT)) AS TIMESTAMP)) < 1583 OR year(CAST(to_timestamp(CAST(q AS BIGINT)) AS TIMESTAMP)) > 9999 THEN error('hive''s date_format writes a year outside 1583 to 9999 otherwise: ' || CAST(year(CAST(to_timestamp(CAST(q AS BIGINT)) AS TIMESTAMP)) AS VARCHAR)) ELSE FALSE END THEN NULL ELSE strftime(CAST(to_timestamp(CAST(q AS BIGINT)) AS TIMESTAMP), '%Y') END AS a FROM u"},
		// Hive's from_unixtime raises for a SMALLINT (GenericUDFFromUnixTime).
		{name: "a smallint toward hive", from: "spark", to: "hive", schema: "CREATE TABLE t (h SMALLINT)", fires: true,
			in:   "SELECT from_unixtime(h, 'yyyy') AS a FROM t",
			want: "SELECT CASE WHEN CASE WHEN year(CAST(from_unixtime(CAST(h AS BIGINT)) AS TIMESTAMP)) < 1583 OR year(CAST(from_unixtime(CAST(h AS BIGINT)) AS TIMESTAMP)) > 9999 THEN coalesce(assert_true(year(CAST(from_unixtime(CAST(h AS BIGINT)) AS TIMESTAMP)) IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE date_format(CAST(from_unixtime(CAST(h AS BIGINT)) AS TIMESTAMP), 'yyyy') END AS a FROM t"},
		{name: "a constant", from: "spark", to: "duckdb", in: "SELECT from_unixtime(0) AS a", code: "T205"},
		{name: "a pattern column", from: "spark", to: "duckdb", schema: schema, in: "SELECT from_unixtime(n, s) AS a FROM t", code: "T205"},
		{name: "a letter not written", from: "spark", to: "duckdb", schema: schema, in: "SELECT from_unixtime(n, 'EEE') AS a FROM t", code: "T195"},
		{name: "toward presto", from: "spark", to: "presto", schema: schema, in: "SELECT from_unixtime(n) AS a FROM t", code: "T205"},
		{name: "toward snowflake", from: "hive", to: "snowflake", schema: schema, in: "SELECT from_unixtime(n) AS a FROM t", code: "T205"},
		{name: "spark keeps its own", from: "spark", to: "spark", in: "SELECT from_unixtime(0) AS a", want: "SELECT from_unixtime(0) AS a"},
	})
	refusedWith(t, "SELECT from_unixtime(x) AS a FROM t", "spark", "duckdb", lateral.TranslateOptions{Schema: schema}, "T205", 22, "integer number of seconds")
}
