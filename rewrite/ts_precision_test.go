package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A TIMESTAMP without a precision keeps 6 digits in PostgreSQL (run on
// PostgreSQL 15), 3 in Trino (Trino documentation, data types: TIMESTAMP
// is TIMESTAMP(3)) and none in Doris (Doris documentation, DATETIME: P
// is 0 when not given): the casts toward Doris and Trino keep the
// source's digits, a Trino literal of more digits is rounded half up as
// Trino's VarcharToTimestampCast rounds it, and another value of more
// digits is refused (T126) where the target rounds otherwise.
func TestTimestampPrecision(t *testing.T) {
	const pgSchema = "CREATE TABLE t (s TEXT, d DATE, ts TIMESTAMP)"
	const trSchema = "CREATE TABLE t (s VARCHAR, d DATE, ts TIMESTAMP(6), ms TIMESTAMP)"
	for _, tc := range []struct{ q, from, to, schema, want string }{
		{"SELECT CAST(t.ts AS TIMESTAMP) AS x FROM t", "postgres", "doris", pgSchema, "CAST(t.ts AS DATETIME(6))"},
		{"SELECT CAST(t.ts AS TIMESTAMPTZ) AS x FROM t", "postgres", "trino", pgSchema, "CAST(t.ts AS TIMESTAMP(6) WITH TIME ZONE)"},
		{"SELECT CAST(t.d AS TIMESTAMP) AS x FROM t", "postgres", "doris", pgSchema, "CAST(t.d AS DATETIME)"},
		{"SELECT TIMESTAMP '2020-01-01 10:00:00.123' AS x", "postgres", "doris", pgSchema, "CAST('2020-01-01 10:00:00.123' AS DATETIME(3))"},
		{"SELECT CAST('2020-06-01 10:00:00.1235' AS TIMESTAMP) AS x", "trino", "postgres", trSchema, "CAST('2020-06-01 10:00:00.124' AS TIMESTAMP)"},
		{"SELECT CAST('2020-12-31 23:59:59.9996' AS TIMESTAMP) AS x", "trino", "duckdb", trSchema, "CAST('2021-01-01 00:00:00.000' AS TIMESTAMP)"},
		{"SELECT CAST('2020-06-01 10:00:00.5' AS DATETIME) AS x", "doris", "postgres", "", "CAST('2020-06-01 10:00:01' AS TIMESTAMP)"},
		{"SELECT CAST(t.ms AS TIMESTAMP) AS x FROM t", "trino", "postgres", trSchema, "CAST(t.ms AS TIMESTAMP)"},
		{"SELECT CAST(t.s AS TIMESTAMP) AS x FROM t", "trino", "doris", trSchema, "CAST(t.s AS DATETIME(3))"},
		{"CREATE TABLE u (a TIMESTAMP)", "postgres", "doris", "", "DATETIME(6)"},
		{"SELECT CAST(t.s AS DATETIME(6)) AS x FROM t", "doris", "duckdb", "CREATE TABLE t (s DATE)", "CAST(t.s AS TIMESTAMP)"},
		{"CREATE TABLE u (a TIMESTAMP)", "trino", "postgres", "", "TIMESTAMP(3)"},
		// TIME columns too: Trino's TIME is TIME(3), PostgreSQL's and
		// DuckDB's keep microseconds (a TIME(p) is kept)
		{"CREATE TABLE u (a TIME, b TIME(2))", "postgres", "trino", "", "(a TIME(6), b TIME(2))"},
		{"CREATE TABLE u (a TIME)", "duckdb", "trino", "", "(a TIME(6))"},
		{"CREATE TABLE u (a TIME)", "bigquery", "trino", "", "(a TIME(6))"},
		{"CREATE TABLE u (a TIME)", "snowflake", "trino", "", "(a TIME(9))"},
		{"CREATE TABLE u (a TIME, b TIMESTAMP)", "trino", "postgres", "", "(a TIME(3), b TIMESTAMP(3))"},
		{"CREATE TABLE u (a TIME)", "postgres", "duckdb", "", "(a TIME)"},
		// Trino's TIMESTAMP WITH TIME ZONE is TIMESTAMP(3) WITH TIME ZONE
		// (Trino documentation, data types); PostgreSQL's TIMESTAMPTZ keeps
		// microseconds (run on PostgreSQL 15: TIMESTAMPTZ
		// '2024-01-01 00:00:00.123456+00' keeps .123456), Snowflake's
		// TIMESTAMP_TZ nanoseconds, BigQuery's TIMESTAMP microseconds.
		{"SELECT TIMESTAMPTZ '2024-01-01 00:00:00.123456+00' AS x", "postgres", "trino", "", "AS TIMESTAMP(6) WITH TIME ZONE"},
		{"SELECT CAST(s AS TIMESTAMP_TZ) AS x FROM t", "snowflake", "trino", "", "CAST(s AS TIMESTAMP(9) WITH TIME ZONE)"},
		// (a column of unknown type might be a string: T144, ts_text_digits.go)
		{"SELECT CAST(s AS TIMESTAMP) AS x FROM t", "bigquery", "trino", "CREATE TABLE t (s DATETIME)", "CAST(s AS TIMESTAMP(6) WITH TIME ZONE)"},
		{"CREATE TABLE u (a TIMESTAMPTZ)", "postgres", "trino", "", "TIMESTAMP(6) WITH TIME ZONE"},
		// A literal cast to an explicit precision is rounded here as the
		// source rounds it: Trino and Doris half up on the digits, PostgreSQL
		// half up from 2000-01-01 (run on PostgreSQL 15:
		// CAST('2000-01-01 00:00:00.0005' AS TIMESTAMP(3)) is .001).
		{"SELECT CAST('1999-12-31 23:59:59.9995' AS TIMESTAMP(3)) AS x", "trino", "postgres", "", "CAST('2000-01-01 00:00:00.000' AS TIMESTAMP(3))"},
		{"SELECT CAST('1999-12-31 23:59:59.5' AS DATETIME(0)) AS x", "doris", "postgres", "", "CAST('2000-01-01 00:00:00' AS TIMESTAMP(0))"},
		{"SELECT CAST('2000-01-01 00:00:00.0005' AS TIMESTAMP(3)) AS x", "postgres", "trino", "", "CAST('2000-01-01 00:00:00.001' AS TIMESTAMP(3))"},
	} {
		opts := lateral.TranslateOptions{}
		if tc.schema != "" {
			opts = lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: tc.from}
		}
		tr := mustTranslate(t, tc.q, tc.from, tc.to, opts)
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want it to hold %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ q, from, to, schema, code string }{
		{"SELECT CAST(t.s AS TIMESTAMP) AS x FROM t", "trino", "postgres", trSchema, "T126"},
		{"SELECT CAST(t.ts AS TIMESTAMP) AS x FROM t", "trino", "duckdb", trSchema, "T126"},
		{"SELECT CAST(t.ts AS TIMESTAMPTZ) AS x FROM t", "postgres", "presto", pgSchema, "T126"},
		// a string of more than 6 digits: PostgreSQL rounds them through a
		// double, Trino and Doris half up, DuckDB cuts them (T144,
		// ts_text_digits.go)
		{"SELECT CAST(t.s AS TIMESTAMP) AS x FROM t", "postgres", "doris", pgSchema, "T144"},
		{"SELECT CAST(t.s AS TIMESTAMP) AS x FROM t", "postgres", "trino", pgSchema, "T144"},
		{"SELECT CAST(t.s AS TIMESTAMPTZ) AS x FROM t", "postgres", "trino", pgSchema, "T144"},
		{"SELECT CAST(t.s AS DATETIME(6)) AS x FROM t", "doris", "duckdb", "CREATE TABLE t (s VARCHAR(20))", "T144"},
		{"SELECT TIMESTAMP '2020-01-01 10:00:00.123456' AS x", "postgres", "presto", "", "T126"},
		{"SELECT CAST(t.s AS DATETIME) AS x FROM t", "doris", "duckdb", "CREATE TABLE t (s VARCHAR(20))", "T126"},
		// (toward PostgreSQL and DuckDB a string's cast to TIMESTAMP WITH
		// TIME ZONE is guarded for at most 3 digits: trino_zone_cast.go)
		{"SELECT CAST(t.s AS TIMESTAMP WITH TIME ZONE) AS x FROM t", "trino", "spark", trSchema, "T126"},
		// PostgreSQL rounds a tie before 2000-01-01 down (run on PostgreSQL
		// 15: CAST('1999-12-31 23:59:59.9995' AS TIMESTAMP(3)) is
		// 1999-12-31 23:59:59.999), Trino up.
		{"SELECT CAST('1999-12-31 23:59:59.9995' AS TIMESTAMP(3)) AS x", "postgres", "trino", "", "T126"},
		// Doris rounds a string's digits past P half up (Doris
		// documentation, DATETIME), PostgreSQL halves away from 2000-01-01
		// (a tie before 2000 goes down, run on PostgreSQL 15): T139.
		{"SELECT CAST(t.s AS DATETIME(3)) AS x FROM t", "doris", "postgres", "CREATE TABLE t (s VARCHAR(20))", "T139"},
		// Doris's DATETIME(P) takes P up to 6 (Doris documentation,
		// DATETIME): a value of 9 digits is refused (T138, ts_precision.go).
		{"SELECT CAST(t.s AS TIMESTAMP(9)) AS x FROM t", "trino", "doris", trSchema, "T138"},
	} {
		opts := lateral.TranslateOptions{}
		if tc.schema != "" {
			opts = lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: tc.from}
		}
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, opts)
		wantRefusal(t, tr, err, tc.code)
	}
}
