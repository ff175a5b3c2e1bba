package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestTsTextDigits: a string's fractional second digits past the sixth
// are read by PostgreSQL through a double, half to even on the double
// (run on PostgreSQL 15: '2020-01-01 00:00:00.1234565'::timestamp is
// .123456, '.1234575' .123458, '2020-12-31 23:59:59.9999995' 2021-01-01
// 00:00:00, TIMESTAMP(9) is TIMESTAMP(6)), cut by DuckDB and Spark (run on
// DuckDB 1.5: '.1234569' is .123456), rounded half up by Trino and Doris:
// a literal is written with the digits the source reads, a string column
// is refused (T144) unless both dialects cut the digits alike.
func TestTsTextDigits(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (s VARCHAR(40), ts TIMESTAMP)"}
	for _, tc := range []struct{ from, to, q, want string }{
		{"postgres", "duckdb", "CAST('2020-01-01 00:00:00.1234565' AS TIMESTAMP)", "CAST('2020-01-01 00:00:00.123456' AS TIMESTAMP)"},
		{"postgres", "duckdb", "CAST('2020-01-01 00:00:00.1234575' AS TIMESTAMPTZ)", "CAST('2020-01-01 00:00:00.123458' AS TIMESTAMPTZ)"},
		{"postgres", "duckdb", "CAST('2020-01-01 00:00:00.1234575+02' AS TIMESTAMPTZ)", "'2020-01-01 00:00:00.123458+02'"},
		{"postgres", "trino", "CAST('2020-12-31 23:59:59.9999995' AS TIMESTAMP)", "CAST('2021-01-01 00:00:00' AS TIMESTAMP)"},
		{"postgres", "trino", "TIMESTAMP '2020-01-01 00:00:00.1234575'", "TIMESTAMP '2020-01-01 00:00:00.123458'"},
		{"postgres", "trino", "CAST('2020-06-01 10:00:00.12349999' AS TIMESTAMP(3))", "CAST('2020-06-01 10:00:00.124' AS TIMESTAMP(3))"},
		{"postgres", "trino", "CAST(ts AS TIMESTAMP(9))", "CAST(ts AS TIMESTAMP(6))"},
		{"duckdb", "postgres", "CAST('2020-01-01 23:59:59.9999999' AS TIMESTAMP)", "CAST('2020-01-01 23:59:59.999999' AS TIMESTAMP)"},
		{"spark", "trino", "TIMESTAMP '2020-01-01 00:00:00.1234569'", "TIMESTAMP '2020-01-01 00:00:00.123456'"},
		{"duckdb", "spark", "CAST(s AS TIMESTAMP)", "CAST(s AS TIMESTAMP)"},
		{"spark", "duckdb", "CAST(s AS TIMESTAMP)", "CAST(s AS TIMESTAMP)"},
		{"postgres", "duckdb", "CAST(s AS DATE)", "CAST(s AS DATE)"},
	} {
		tr := mustTranslate(t, "SELECT "+tc.q+" AS x FROM t", tc.from, tc.to, schema)
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ from, to, q string }{
		{"postgres", "duckdb", "CAST(s AS TIMESTAMP)"},
		{"postgres", "duckdb", "CAST(s AS TIMESTAMPTZ)"},
		{"postgres", "spark", "CAST(s AS TIMESTAMP)"},
		{"postgres", "trino", "CAST(s AS TIMESTAMP)"},
		{"postgres", "trino", "CAST(s AS TIMESTAMP(9))"},
		{"postgres", "snowflake", "CAST(s AS TIMESTAMP)"},
		{"postgres", "hive", "CAST(s AS TIMESTAMP)"},
		{"duckdb", "postgres", "CAST(s AS TIMESTAMP)"},
		{"spark", "trino", "CAST(s AS TIMESTAMP)"},
		{"trino", "duckdb", "CAST(s AS TIMESTAMP(6))"},
		{"bigquery", "postgres", "CAST('2020-01-01 00:00:00.1234565' AS TIMESTAMP)"},
		// a carry into the next second with a zone: refused
		{"postgres", "duckdb", "CAST('2020-01-01 23:59:59.9999999+02' AS TIMESTAMPTZ)"},
	} {
		tr, err := lateral.Translate("SELECT "+tc.q+" AS x FROM t", tc.from, tc.to, schema)
		wantRefusal(t, tr, err, "T144")
	}
}

// TestTsTextCompare: a string literal compared with a TIMESTAMP (=, IN,
// BETWEEN) or inserted into a TIMESTAMP column is read as the source's
// cast reads it (run on PostgreSQL 15: TIMESTAMP '2020-01-01 00:00:00' =
// '2019-12-31 23:59:59.9999999' is true, and the literal inserted into a
// TIMESTAMP column is 2020-01-01 00:00:00; DuckDB 1.5 cuts the digits:
// false, 23:59:59.999999): written with the 6 digits the source reads, a
// carry into the next second with a zone refused (T144).
func TestTsTextCompare(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (s VARCHAR(40), ts TIMESTAMP, tz TIMESTAMPTZ)"}
	for _, tc := range []struct{ from, to, q, want string }{
		{"postgres", "duckdb", "SELECT s FROM t WHERE ts = '2019-12-31 23:59:59.9999999'", "ts = '2020-01-01 00:00:00'"},
		{"postgres", "duckdb", "SELECT s FROM t WHERE '2020-01-01 00:00:00.1234575' < ts", "'2020-01-01 00:00:00.123458' < ts"},
		{"postgres", "duckdb", "SELECT s FROM t WHERE ts IN ('2019-12-31 23:59:59.9999999')", "IN ('2020-01-01 00:00:00')"},
		{"postgres", "duckdb", "SELECT s FROM t WHERE ts BETWEEN '2019-12-31 23:59:59.9999999' AND ts", "BETWEEN '2020-01-01 00:00:00' AND"},
		{"postgres", "trino", "SELECT s FROM t WHERE tz = '2020-01-01 00:00:00.1234575+02'", "tz = '2020-01-01 00:00:00.123458+02'"},
		{"duckdb", "postgres", "SELECT s FROM t WHERE ts = '2019-12-31 23:59:59.9999999'", "ts = '2019-12-31 23:59:59.999999'"},
		{"postgres", "duckdb", "INSERT INTO t (ts) VALUES ('2019-12-31 23:59:59.9999999')", "VALUES ('2020-01-01 00:00:00')"},
		{"postgres", "duckdb", "SELECT s FROM t WHERE s = '2019-12-31 23:59:59.9999999'", "s = '2019-12-31 23:59:59.9999999'"},
		{"duckdb", "spark", "SELECT s FROM t WHERE ts = '2019-12-31 23:59:59.9999999'", "ts = '2019-12-31 23:59:59.9999999'"},
		// values of one type (run on PostgreSQL 15: 2020-01-01 00:00:00
		// each, on DuckDB 1.5 23:59:59.999999)
		{"postgres", "duckdb", "SELECT coalesce(ts, '2019-12-31 23:59:59.9999999') AS x FROM t", "coalesce(ts, '2020-01-01 00:00:00')"},
		{"postgres", "duckdb", "SELECT greatest(ts, '2019-12-31 23:59:59.9999999') AS x FROM t", "greatest(ts, '2020-01-01 00:00:00')"},
		{"postgres", "duckdb", "SELECT CASE WHEN s IS NULL THEN '2019-12-31 23:59:59.9999999' ELSE ts END AS x FROM t", "THEN '2020-01-01 00:00:00' ELSE"},
		{"postgres", "duckdb", "SELECT CASE ts WHEN '2019-12-31 23:59:59.9999999' THEN 1 END AS x FROM t", "WHEN '2020-01-01 00:00:00' THEN"},
		{"postgres", "duckdb", "SELECT coalesce(s, '2019-12-31 23:59:59.9999999') AS x FROM t", "coalesce(s, '2019-12-31 23:59:59.9999999')"},
	} {
		tr := mustTranslate(t, tc.q, tc.from, tc.to, schema)
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, q := range []string{
		"SELECT s FROM t WHERE tz = '2019-12-31 23:59:59.9999999+02'",
		"INSERT INTO t (tz) VALUES ('2019-12-31 23:59:59.9999999+02')",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", schema)
		wantRefusal(t, tr, err, "T144")
	}
}
