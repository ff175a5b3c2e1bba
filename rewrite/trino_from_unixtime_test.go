package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Trino's from_unixtime(unixtime) is the instant Math.round(unixtime *
// 1000) milliseconds after 1970 (DateTimeFunctions.fromUnixTime), written
// as TIMESTAMP_SECONDS of an integer and TIMESTAMP_MILLIS of the rounded
// milliseconds of another number (PostgreSQL 15 and DuckDB 1.5 gave the
// instants lat run --dialect trino gives for 0, -1, -86401, 1710054000,
// 253402300799, 0.0005, -0.0005, 1.0014999, -1.5 and -1710054000.9876);
// another or an unknown type, Presto's, and the targets without those
// functions are refused (rewrite/trino_from_unixtime.go).
func TestTrinoFromUnixtime(t *testing.T) {
	const schema = "CREATE TABLE t (n BIGINT, i INTEGER, x DOUBLE, s VARCHAR)"
	runExprCases(t, []exprCase{
		{name: "an integer toward duckdb", from: "trino", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT from_unixtime(i) AS a FROM t",
			want: "SELECT timezone('UTC', make_timestamp(CAST(i AS BIGINT) * 1000000)) AS a FROM t"},
		{name: "NULL toward postgres", from: "trino", to: "postgres", fires: true,
			in:   "SELECT from_unixtime(NULL) AS a",
			want: "SELECT CAST('1970-01-01 00:00:00+00' AS TIMESTAMPTZ) + CAST(NULL AS BIGINT) * INTERVAL '1' SECOND AS a"},
		{name: "a double toward duckdb", from: "trino", to: "duckdb", schema: schema, fires: true,
			in:   "SELECT from_unixtime(x) AS a FROM t",
			want: "SELECT timezone('UTC', epoch_ms(CASE WHEN isnan(CAST(x AS DOUBLE)) THEN 0 ELSE CAST(floor(CAST(x AS DOUBLE) * 1000) + CASE WHEN CAST(x AS DOUBLE) * 1000 - floor(CAST(x AS DOUBLE) * 1000) >= 0.5 THEN 1 ELSE 0 END AS BIGINT) END)) AS a FROM t"},
		// trino_from_unixtime_nan.go: NaN is 0 milliseconds (Java's
		// Math.round of NaN is 0), tested with PostgreSQL's NaN = NaN; a
		// DECIMAL has no NaN; BigQuery is refused
		{name: "a double toward postgres", from: "trino", to: "postgres", schema: schema, fires: true,
			in:   "SELECT from_unixtime(x) AS a FROM t",
			want: "SELECT CAST('1970-01-01 00:00:00+00' AS TIMESTAMPTZ) + CASE WHEN CAST(x AS DOUBLE PRECISION) = CAST('NaN' AS DOUBLE PRECISION) THEN 0 ELSE CAST(floor(CAST(x AS DOUBLE PRECISION) * 1000) + CASE WHEN CAST(x AS DOUBLE PRECISION) * 1000 - floor(CAST(x AS DOUBLE PRECISION) * 1000) >= 0.5 THEN 1 ELSE 0 END AS BIGINT) END / 1000 * INTERVAL '1' SECOND + CASE WHEN CAST(x AS DOUBLE PRECISION) = CAST('NaN' AS DOUBLE PRECISION) THEN 0 ELSE CAST(floor(CAST(x AS DOUBLE PRECISION) * 1000) + CASE WHEN CAST(x AS DOUBLE PRECISION) * 1000 - floor(CAST(x AS DOUBLE PRECISION) * 1000) >= 0.5 THEN 1 ELSE 0 END AS BIGINT) END % 1000 * INTERVAL '0.001' SECOND AS a FROM t"},
		{name: "a decimal toward duckdb", from: "trino", to: "duckdb", schema: "CREATE TABLE t (d DECIMAL(10,3))", fires: true,
			in:   "SELECT from_unixtime(d) AS a FROM t",
			want: "SELECT timezone('UTC', epoch_ms(CAST(floor(CAST(d AS DOUBLE) * 1000) + CASE WHEN CAST(d AS DOUBLE) * 1000 - floor(CAST(d AS DOUBLE) * 1000) >= 0.5 THEN 1 ELSE 0 END AS BIGINT))) AS a FROM t"},
		{name: "a double toward bigquery", from: "trino", to: "bigquery", schema: schema, in: "SELECT from_unixtime(x) AS a FROM t", code: "T209"},
		{name: "an integer toward bigquery", from: "trino", to: "bigquery", schema: schema, fires: true,
			in:   "SELECT from_unixtime(n) AS a FROM t",
			want: "SELECT timestamp_seconds(CAST(n AS INT64)) AS a FROM t"},
		{name: "a string", from: "trino", to: "postgres", schema: schema, in: "SELECT from_unixtime(s) AS a FROM t", code: "T206"},
		{name: "unknown type", from: "trino", to: "duckdb", in: "SELECT from_unixtime(q) AS a FROM u", code: "T206"},
		{name: "a double through a function", from: "trino", to: "duckdb", schema: schema, in: "SELECT from_unixtime(abs(x)) AS a FROM t", code: "T206"},
		{name: "presto's", from: "presto", to: "duckdb", schema: schema, in: "SELECT from_unixtime(n) AS a FROM t", code: "T206"},
		{name: "toward spark", from: "trino", to: "spark", schema: schema, in: "SELECT from_unixtime(n) AS a FROM t", code: "T301"},
		{name: "trino keeps its own", from: "trino", to: "trino", in: "SELECT from_unixtime(q) AS a FROM u", want: "SELECT from_unixtime(q) AS a FROM u"},
	})
	refusedWith(t, "SELECT from_unixtime(s) AS a FROM t", "trino", "postgres", lateral.TranslateOptions{Schema: schema}, "T206", 22, "of a number only")
	refusedWith(t, "SELECT from_unixtime(x) AS a FROM t", "trino", "bigquery", lateral.TranslateOptions{Schema: schema}, "T209", 22, "Math.round of NaN is 0")
}
