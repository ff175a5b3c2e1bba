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

// TestTsTextStringExprs: a value that is a string without being a string
// column (a scalar subquery of one, PostgreSQL's ->>, a string function,
// ||) cast to a TIMESTAMP or TIME is refused (T144) as a string column
// is, with a schema or without one; with a schema, a subquery of another
// type is left as it is.
func TestTsTextStringExprs(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (s TEXT, ts TIMESTAMP, j JSONB, n INTEGER)"}
	for _, q := range []string{
		"CAST((SELECT u.s FROM t AS u LIMIT 1) AS TIMESTAMP)",
		"CAST((SELECT max(u.s) FROM t AS u) AS TIMESTAMP)",
		"CAST(j ->> 'k' AS TIMESTAMP)",
		"CAST(j ->> 'k' AS TIME)",
		"(j ->> 'k')::timestamptz",
		"CAST(s || '' AS TIMESTAMP)",
		"CAST(trim(s) AS TIMESTAMP)",
		"CAST(substr(s, 1, 30) AS TIMESTAMP)",
		"CAST(concat(s, '') AS TIMESTAMP)",
	} {
		for i, opts := range []lateral.TranslateOptions{schema, {}} {
			tr, err := lateral.Translate("SELECT "+q+" AS x FROM t", "postgres", "duckdb", opts)
			// A cast to TIMESTAMP of a value known to be a string is
			// guarded instead (pg_duck_ts_text.go): without the schema
			// that is ->>, trim's and concat's string only (concat
			// gives text whatever its arguments: types.go).
			// So is a cast to TIMESTAMPTZ (with pgDuckTsTZTextForms).
			tsz := strings.HasSuffix(q, "AS TIMESTAMP)") || strings.HasSuffix(q, "::timestamptz")
			if tsz && (i == 0 || strings.Contains(q, "->>") || strings.HasPrefix(q, "CAST(trim") || strings.HasPrefix(q, "CAST(concat")) {
				if err != nil || !strings.Contains(tr.SQL, "error('a timestamp text that postgres reads otherwise") {
					t.Errorf("%s: want the guard, got %v, %v", q, tr, err)
				}
				continue
			}
			wantRefusal(t, tr, err, "T144")
		}
	}
	for _, q := range []string{
		"CAST((SELECT u.ts FROM t AS u LIMIT 1) AS TIMESTAMP)",
		"CAST((SELECT max(u.ts) FROM t AS u) AS TIMESTAMP)",
		"CAST(j ->> 'k' AS DATE)",
	} {
		mustTranslate(t, "SELECT "+q+" AS x FROM t", "postgres", "duckdb", schema)
	}
	// BigQuery's json_extract_scalar gives a string, whose digits past the
	// sixth Trino rounds half up
	tr, err := lateral.Translate("SELECT CAST(json_extract_scalar(j, '$.k') AS DATETIME) AS x FROM t", "bigquery", "trino", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T144")
}

// TestTimeTZTextDigits: a TIME WITH TIME ZONE text's fractional second
// digits past the sixth are read as a TIME's, the zone offset kept (run
// on PostgreSQL 15: CAST('10:00:00.1234567+02' AS TIMETZ) is
// 10:00:00.123457+02, '10:00:00.1234565 +02:30' 10:00:00.123456+02:30,
// '23:59:59.9999999+02' 24:00:00+02; on DuckDB 1.5 10:00:00.123456+02
// and 23:59:59.999999+02, 24:00:00+02 taken): written with the 6 the
// source reads; a zone lateral does not read, 24:00:00 toward a dialect
// without it and a string column are refused (T144).
func TestTimeTZTextDigits(t *testing.T) {
	for _, tc := range []struct{ from, to, q, want string }{
		{"postgres", "duckdb", "CAST('10:00:00.1234567+02' AS TIMETZ)", "CAST('10:00:00.123457+02' AS TIMETZ)"},
		{"postgres", "duckdb", "CAST('10:00:00.1234565 +02:30' AS TIME WITH TIME ZONE)", "CAST('10:00:00.123456 +02:30' AS TIME WITH TIME ZONE)"},
		{"postgres", "duckdb", "CAST('23:59:59.9999999+02' AS TIMETZ)", "CAST('24:00:00+02' AS TIMETZ)"},
		{"duckdb", "postgres", "CAST('23:59:59.9999999+02' AS TIMETZ)", "CAST('23:59:59.999999+02' AS TIMETZ)"},
		{"postgres", "postgres", "CAST('10:00:00.1234567+02' AS TIMETZ)", "CAST('10:00:00.1234567+02' AS TIMETZ)"},
		// a typed literal alike (run on PostgreSQL 15: TIMETZ
		// '10:00:00.1234567+02' is 10:00:00.123457+02, on DuckDB 1.5
		// 10:00:00.123456+02)
		{"postgres", "duckdb", "TIMETZ '10:00:00.1234567+02'", "'10:00:00.123457+02'"},
		{"postgres", "duckdb", "TIMETZ '23:59:59.9999999-05:30'", "'24:00:00-05:30'"},
		{"duckdb", "postgres", "TIMETZ '10:00:00.1234567+02'", "'10:00:00.123456+02'"},
	} {
		tr := mustTranslate(t, "SELECT "+tc.q+" AS x", tc.from, tc.to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ to, q string }{
		{"duckdb", "CAST('10:00:00.1234567 Europe/Paris' AS TIMETZ)"},
		{"snowflake", "CAST('23:59:59.9999999+02' AS TIMETZ)"},
		{"duckdb", "CAST(t.s AS TIMETZ)"},
		{"duckdb", "TIMETZ '10:00:00.1234567 Europe/Paris'"},
	} {
		tr, err := lateral.Translate("SELECT "+tc.q+" AS x FROM t", "postgres", tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T144")
	}
}

// TestTsTextUnknownType: without a schema, a literal of more than 6
// fractional second digits set against a value of unknown type (compared,
// in coalesce, subtracted) is refused (T144): PostgreSQL reads it as that
// value's type, rounding the digits through a double, DuckDB casts it
// cutting them; a PostgreSQL set operation of a date or time text beside
// a column of unknown type is refused (T056): PostgreSQL reads the
// literal as the column's type where DuckDB keeps a VARCHAR (run on
// DuckDB 1.5).
func TestTsTextUnknownType(t *testing.T) {
	for _, tc := range []struct{ q, code string }{
		{"SELECT id FROM t WHERE ts = '2019-12-31 23:59:59.9999999'", "T144"},
		{"SELECT id FROM t WHERE ts IN ('2019-12-31 23:59:59.9999999')", "T144"},
		{"SELECT id FROM t WHERE tm BETWEEN '10:00:00.1234567' AND tm", "T144"},
		{"SELECT coalesce(ts, '2019-12-31 23:59:59.9999999') AS x FROM t", "T144"},
		{"SELECT ts - '2019-12-31 23:59:59.9999999' AS x FROM t", "T144"},
		{"SELECT ts FROM t UNION ALL SELECT '2020-01-01 00:00:00.1234567'", "T056"},
		{"SELECT '2020-01-01' AS x UNION ALL SELECT ts FROM t", "T056"},
		{"SELECT * FROM t UNION SELECT '10:00:00'", "T056"},
	} {
		tr, err := lateral.Translate(tc.q, "postgres", "duckdb", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, tc.code)
	}
	for _, q := range []string{
		"SELECT id FROM t WHERE ts = '2019-12-31 23:59:59.999999'",
		"SELECT name FROM t UNION ALL SELECT 'total'",
		"SELECT upper(name) AS x FROM t UNION ALL SELECT '2020-01-01'",
		"SELECT '2020-01-01' AS x UNION ALL SELECT '2020-01-02'",
	} {
		mustTranslate(t, q, "postgres", "duckdb", lateral.TranslateOptions{})
	}
	// DuckDB and Spark read the digits alike
	mustTranslate(t, "SELECT id FROM t WHERE ts = '2019-12-31 23:59:59.9999999'", "duckdb", "spark", lateral.TranslateOptions{})
}
