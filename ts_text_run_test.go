package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestTsTextRun: the reference executor reads a string's fractional
// second digits past the sixth as PostgreSQL does for a PostgreSQL query
// (through a double; run on PostgreSQL 15: '.1234565' is .123456,
// '.1234575' .123458, '.12345650001' .123457, '2020-01-01
// 23:59:59.9999999' the next day as a TIMESTAMP and 2020-01-01 as a DATE)
// and drops them for DuckDB (run on DuckDB 1.5: .123456, .123457,
// 23:59:59.999999).
func TestTsTextRun(t *testing.T) {
	sql := "SELECT CAST(CAST('2020-01-01 00:00:00.1234565' AS TIMESTAMP) AS VARCHAR) AS a, CAST(CAST('2020-01-01 00:00:00.1234575' AS TIMESTAMP) AS VARCHAR) AS b, " +
		"CAST(TIMESTAMP '2020-01-01 23:59:59.9999999' AS VARCHAR) AS c, CAST(CAST('2020-01-01 23:59:59.9999999' AS DATE) AS VARCHAR) AS d, " +
		"CAST(CAST('2020-01-01 00:00:00.12345650001' AS TIMESTAMP) AS VARCHAR) AS e"
	for _, tc := range []struct{ dialect, want string }{
		{"postgres", "[2020-01-01 00:00:00.123456 2020-01-01 00:00:00.123458 2020-01-02 00:00:00 2020-01-01 2020-01-01 00:00:00.123457]"},
		{"duckdb", "[2020-01-01 00:00:00.123456 2020-01-01 00:00:00.123457 2020-01-01 23:59:59.999999 2020-01-01 2020-01-01 00:00:00.123456]"},
	} {
		got, err := runStrings(t, sql, tc.dialect)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != tc.want {
			t.Errorf("%s: got %q, want %s", tc.dialect, got, tc.want)
		}
	}
}

// TestTsTextRunTrino: Trino rounds a string's fractional second digits
// half up to the cast's precision (Trino source, VarcharToTimestampCast):
// TIMESTAMP(6) of '.1234565' is .123457, '2020-12-31 23:59:59.9999995'
// the next year; a TIMESTAMP(9) or a literal of digits past the sixth
// that are not zeros is an error in the reference executor, which keeps
// microseconds.
func TestTsTextRunTrino(t *testing.T) {
	got, err := runStrings(t, "SELECT CAST('2020-01-01 00:00:00.1234565' AS TIMESTAMP(6)) AS a, CAST('2020-12-31 23:59:59.9999995' AS TIMESTAMP(6)) AS b, "+
		"CAST('2020-01-01 00:00:00.1234560' AS TIMESTAMP(9)) AS c", "trino")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[2020-01-01 00:00:00.123457 2021-01-01 00:00:00 2020-01-01 00:00:00.123456]"; fmt.Sprint(got) != want {
		t.Errorf("trino: got %q, want %s", got, want)
	}
	for _, q := range []string{
		"SELECT CAST('2020-01-01 00:00:00.1234565' AS TIMESTAMP(9)) AS a",
		"SELECT TIMESTAMP '2020-01-01 00:00:00.1234565' AS a",
	} {
		if _, err := runStrings(t, q, "trino"); err == nil {
			t.Errorf("%s: no error", q)
		}
	}
}

// TestExtractFractionRun: PostgreSQL's EXTRACT of SECOND, MILLISECOND,
// MICROSECOND and EPOCH is a numeric with the fraction (run on PostgreSQL
// 15: 1.500000, 1500.000, 1500000, 1577836801.500000; of a date
// 1577836800, of interval '1 day 1.5 seconds' 86401.500000, of interval
// '14 months' 36741600.000000), its date_part a double (1.5); DuckDB's
// epoch is a DOUBLE (run on DuckDB 1.5: 1577836801.5) and its second an
// integer (1).
func TestExtractFractionRun(t *testing.T) {
	sql := "SELECT CAST(extract(second FROM TIMESTAMP '2020-01-01 00:00:01.5') AS TEXT) AS a, CAST(extract(millisecond FROM TIMESTAMP '2020-01-01 00:00:01.5') AS TEXT) AS b, " +
		"CAST(extract(microsecond FROM TIMESTAMP '2020-01-01 00:00:01.5') AS TEXT) AS c, CAST(extract(epoch FROM TIMESTAMP '2020-01-01 00:00:01.5') AS TEXT) AS d, " +
		"CAST(extract(epoch FROM DATE '2020-01-01') AS TEXT) AS e, CAST(extract(epoch FROM INTERVAL '1 day 1.5 seconds') AS TEXT) AS f, " +
		"CAST(extract(epoch FROM INTERVAL '14 months') AS TEXT) AS g, date_part('second', TIMESTAMP '2020-01-01 00:00:01.5') AS h"
	got, err := runStrings(t, sql, "postgres")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[1.500000 1500.000 1500000 1577836801.500000 1577836800 86401.500000 36741600.000000 1.5]"; fmt.Sprint(got) != want {
		t.Errorf("postgres: got %q, want %s", got, want)
	}
	got, err = runStrings(t, "SELECT extract(epoch FROM TIMESTAMP '2020-01-01 00:00:01.5') AS a, date_part('epoch', TIMESTAMP '2020-01-01 00:00:01.5') AS b, extract(second FROM TIMESTAMP '2020-01-01 00:00:01.5') AS c", "duckdb")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[1577836801.5 1577836801.5 1]"; fmt.Sprint(got) != want {
		t.Errorf("duckdb: got %q, want %s", got, want)
	}
}

// TestTsTextRunCompare: a PostgreSQL string compared with a TIMESTAMP (=,
// IN, BETWEEN, a simple CASE, a TIMESTAMPTZ) or inserted into a TIMESTAMP column is read
// as its cast reads it (run on PostgreSQL 15: all true, the inserted value
// 2020-01-01 00:00:00 and .123458); DuckDB cuts the digits (all false).
func TestTsTextRunCompare(t *testing.T) {
	sql := "SELECT TIMESTAMP '2020-01-01 00:00:00' = '2019-12-31 23:59:59.9999999' AS a, " +
		"TIMESTAMP '2020-01-01 00:00:00' IN ('2019-12-31 23:59:59.9999999') AS b, " +
		"TIMESTAMP '2020-01-01 00:00:00' BETWEEN '2019-12-31 23:59:59.9999999' AND '2019-12-31 23:59:59.9999999' AS c, " +
		"TIMESTAMPTZ '2020-01-01 00:00:00.123458+00' = '2020-01-01 00:00:00.1234575+00' AS d, " +
		"CASE TIMESTAMP '2020-01-01 00:00:00' WHEN '2019-12-31 23:59:59.9999999' THEN true ELSE false END AS e"
	for _, tc := range []struct{ dialect, want string }{
		{"postgres", "[true true true true true]"},
		{"duckdb", "[false false false false false]"},
	} {
		got, err := runStrings(t, sql, tc.dialect)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != tc.want {
			t.Errorf("%s: got %q, want %s", tc.dialect, got, tc.want)
		}
	}
	got, err := runStrings(t, "CREATE TEMP TABLE u (ts TIMESTAMP); INSERT INTO u VALUES ('2019-12-31 23:59:59.9999999'), ('2020-01-01 00:00:00.1234575'); "+
		"SELECT string_agg(CAST(ts AS VARCHAR), ',' ORDER BY ts) AS a FROM u", "postgres")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[2020-01-01 00:00:00,2020-01-01 00:00:00.123458]"; fmt.Sprint(got) != want {
		t.Errorf("postgres insert: got %q, want %s", got, want)
	}
}

// TestTimeTextRun: the reference executor reads a TIME string's
// fractional second digits past the sixth as PostgreSQL does for a
// PostgreSQL query (run on PostgreSQL 15: '10:00:00.1234575'::time is
// 10:00:00.123458, TIME '23:59:59.9999999' 24:00:00, after
// 23:59:59.999999, and TIME '10:00:00' = '09:59:59.9999999' is true) and
// drops them for DuckDB (run on DuckDB 1.5: 10:00:00.123457,
// 23:59:59.999999, false).
func TestTimeTextRun(t *testing.T) {
	sql := "SELECT CAST(CAST('10:00:00.1234575' AS TIME) AS VARCHAR) AS a, CAST(TIME '23:59:59.9999999' AS VARCHAR) AS b, " +
		"CAST(TIME '10:00:00' = '09:59:59.9999999' AS VARCHAR) AS c, CAST(CAST('23:59:59.9999999' AS TIME) > TIME '23:59:59.999999' AS VARCHAR) AS d"
	for _, tc := range []struct{ dialect, want string }{
		{"postgres", "[10:00:00.123458 24:00:00 true true]"},
		{"duckdb", "[10:00:00.123457 23:59:59.999999 false false]"},
	} {
		got, err := runStrings(t, sql, tc.dialect)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != tc.want {
			t.Errorf("%s: got %q, want %s", tc.dialect, got, tc.want)
		}
	}
}

// TestSparkExtractSecondRun: Spark's EXTRACT(SECOND ...) (and date_part
// of SECOND, S, SEC, SECONDS, SECS) is the seconds with their fraction,
// a DECIMAL(8, 6) (Spark SQL reference, extract: "If field is SECOND, a
// DECIMAL(8, 6)", "the seconds field, including fractional parts"),
// where second(ts) is an integer.
func TestSparkExtractSecondRun(t *testing.T) {
	got, err := runStrings(t, "SELECT CAST(extract(second FROM TIMESTAMP '2020-01-01 00:00:01.5') AS STRING) AS a, CAST(date_part('SEC', TIMESTAMP '2020-01-01 00:00:59.999999') AS STRING) AS b, "+
		"CAST(second(TIMESTAMP '2020-01-01 00:00:01.5') AS STRING) AS c", "spark")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[1.500000 59.999999 1]"; fmt.Sprint(got) != want {
		t.Errorf("spark: got %q, want %s", got, want)
	}
}

// TestTsTextCompareHalfUpRun: Doris reads a string set against a
// TIMESTAMP as its cast does, rounding the fractional second digits past
// the precision half up (Doris documentation, DATETIME), here to
// microseconds: '.1234565' is .123457 and '2019-12-31 23:59:59.9999995'
// the next year, where DuckDB drops the digits (run on DuckDB 1.5: both
// comparisons false).
func TestTsTextCompareHalfUpRun(t *testing.T) {
	sql := "SELECT CAST(CAST('2020-01-01 00:00:00.123457' AS %[1]s) = '2020-01-01 00:00:00.1234565' AS VARCHAR) AS a, " +
		"CAST(CAST('2020-01-01 00:00:00' AS %[1]s) = '2019-12-31 23:59:59.9999995' AS VARCHAR) AS b"
	for _, tc := range []struct{ dialect, ts, want string }{
		{"doris", "DATETIME(6)", "[true true]"},
		{"duckdb", "TIMESTAMP", "[false false]"},
	} {
		got, err := runStrings(t, fmt.Sprintf(sql, tc.ts), tc.dialect)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != tc.want {
			t.Errorf("%s: got %q, want %s", tc.dialect, got, tc.want)
		}
	}
}

// TestTsTextSetOp: PostgreSQL reads a string literal in a set
// operation's arm, or a VALUES row, whose column is a TIMESTAMP in
// another as that TIMESTAMP, rounding its fractional second digits past
// the sixth through a double (run on PostgreSQL 15: SELECT TIMESTAMP
// '2020-01-01 00:00:00' UNION ALL SELECT '2019-12-31 23:59:59.9999999'
// UNION ALL SELECT '2019-12-31 23:59:59.1234565' gives 2020-01-01
// 00:00:00 twice and 2019-12-31 23:59:59.123456, as VALUES does), where
// DuckDB makes the column a VARCHAR of the strings as written (run on
// DuckDB 1.5): the literal is written as that cast.
func TestTsTextSetOp(t *testing.T) {
	for _, tc := range []struct{ sql, want string }{
		{"SELECT TIMESTAMP '2020-01-01 00:00:00' AS a UNION ALL SELECT '2019-12-31 23:59:59.9999999' UNION ALL SELECT '2019-12-31 23:59:59.1234565'",
			"SELECT TIMESTAMP '2020-01-01 00:00:00' AS a UNION ALL SELECT CAST('2020-01-01 00:00:00' AS TIMESTAMP) UNION ALL SELECT CAST('2019-12-31 23:59:59.123456' AS TIMESTAMP)"},
		{"SELECT * FROM (VALUES (TIMESTAMP '2020-01-01 00:00:00'), ('2019-12-31 23:59:59.9999999')) v(a)",
			"SELECT * FROM (VALUES (TIMESTAMP '2020-01-01 00:00:00'), (CAST('2020-01-01 00:00:00' AS TIMESTAMP))) AS v(a)"},
	} {
		tr, err := lateral.Translate(tc.sql, "postgres", "duckdb", lateral.TranslateOptions{})
		if err != nil || strings.TrimSuffix(strings.TrimSpace(tr.SQL), ";") != tc.want {
			t.Errorf("%s: got %v, %v; want %s", tc.sql, tr, err, tc.want)
		}
	}
}

// TestSparkTsArgs: Spark's date functions read a string argument as a
// TIMESTAMP, dropping its fractional second digits past the sixth as
// its cast does (DateTimeUtils.parseTimestampString truncates the
// nanoseconds), where Doris rounds them half up (Doris documentation,
// DATETIME), into the next day here: the fields of a literal are read
// when the query is translated (rewrite/hive_text_time_parts.go), of
// the date, or of the time with the fraction dropped.
func TestSparkTsArgs(t *testing.T) {
	tr, err := lateral.Translate("SELECT day('2020-01-31 23:59:59.9999999') AS a, hour('2020-01-31 23:59:59.12345678') AS b", "spark", "doris", lateral.TranslateOptions{})
	want := "day(CAST('2020-01-31' AS DATE)) AS a, hour(CAST('2020-01-31 23:59:59' AS DATETIME)) AS b"
	if err != nil || !strings.Contains(tr.SQL, want) {
		t.Errorf("got %v, %v; want %s", tr, err, want)
	}
	// to_date(s, fmt) parses s by fmt (Spark SQL reference), not as a cast:
	// its literal is not cut.
	lit := "'2020-01-31 23:59:59.9999999'"
	tr, err = lateral.Translate("SELECT to_date("+lit+", 'yyyy-MM-dd HH:mm:ss.SSSSSSS') AS a", "spark", "doris", lateral.TranslateOptions{})
	if err == nil && !strings.Contains(tr.SQL, lit) {
		t.Errorf("to_date with a format: got %v; want the literal %s unchanged", tr.SQL, lit)
	}
}

// TestTsTextLitCastPrecision: the literal that meets a TIMESTAMP(p) (TIME(p))
// in another arm, an ARRAY[...] or across a - takes the type without p
// (run on PostgreSQL 15, ts a TIMESTAMP(3) column holding
// 2020-01-01 00:00:00.123: SELECT ts FROM t UNION ALL SELECT
// '2020-01-01 00:00:00.1234567' gives .123 and .123457, ARRAY[ts, '...']
// {.123, .123457}, ts - '...' -00:00:00.000457): written as the cast to
// the TIMESTAMP of 6 digits PostgreSQL reads, not to TIMESTAMP(3).
func TestTsTextLitCastPrecision(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP(3), tm TIME(0))"}
	for _, tc := range []struct{ sql, to, want string }{
		{"SELECT ts FROM t UNION ALL SELECT '2020-01-01 00:00:00.1234567'", "trino", "CAST('2020-01-01 00:00:00.123457' AS TIMESTAMP(6))"},
		{"SELECT ARRAY[ts, '2020-01-01 00:00:00.1234567'] AS a FROM t", "trino", "CAST('2020-01-01 00:00:00.123457' AS TIMESTAMP(6))"},
		{"SELECT ts - '2020-01-01 00:00:00.1234567' AS a FROM t", "doris", "CAST('2020-01-01 00:00:00.123457' AS DATETIME(6))"},
		{"SELECT TIMESTAMP '2020-01-01 00:00:00.5' - '2020-01-01 00:00:00.1234567' AS a", "doris", "CAST('2020-01-01 00:00:00.123457' AS DATETIME(6))"},
		{"SELECT tm FROM t UNION ALL SELECT '10:00:00.1234575'", "trino", "CAST('10:00:00.123458' AS TIME(6))"},
	} {
		tr, err := lateral.Translate(tc.sql, "postgres", tc.to, opts)
		if err != nil || !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: got %v, %v; want %s", tc.sql, tc.to, tr, err, tc.want)
		}
	}
}

// TestTimeTextOtherShapes: a TIME text of more than 6 fractional second
// digits that lateral does not fold (a zone or a date around it) is
// refused, not passed on: run on PostgreSQL 15, TIME
// '10:00:00.1234575+02' and '2020-01-01 10:00:00.1234575'::time are
// 10:00:00.123458, on DuckDB 1.5 10:00:00.123457.
func TestTimeTextOtherShapes(t *testing.T) {
	for _, q := range []string{
		"SELECT TIME '10:00:00.1234575+02' AS a",
		"SELECT CAST('2020-01-01 10:00:00.1234575' AS TIME) AS a",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T144") {
			t.Errorf("%s: got %v, %v; want T144", q, tr, err)
		}
	}
	// six digits or fewer with a zone: kept
	tr, err := lateral.Translate("SELECT TIME '10:00:00.123457+02' AS a", "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil || !strings.Contains(tr.SQL, "10:00:00.123457+02") {
		t.Errorf("got %v, %v", tr, err)
	}
}

// TestTsTextUnknownPassThrough: a coalesce, CASE, nullif or max over columns
// of unknown type may be a string like the columns themselves, so its cast
// to TIMESTAMP is refused (T144) between PostgreSQL and DuckDB (PostgreSQL
// 15 reads '2020-01-01 23:59:59.9999999' as 2020-01-02 00:00:00, DuckDB as
// 23:59:59.999999); a call whose value is none of its arguments' (now())
// and a coalesce of casts to DATE are not.
func TestTsTextUnknownPassThrough(t *testing.T) {
	for _, q := range []string{
		"SELECT CAST(coalesce(s, s2) AS TIMESTAMP) AS a FROM t",
		"SELECT CAST(CASE WHEN b THEN s END AS TIMESTAMP) AS a FROM t",
		"SELECT CAST(nullif(s, '') AS TIMESTAMP) AS a FROM t",
		"SELECT CAST(max(s) AS TIMESTAMP) AS a FROM t",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T144") {
			t.Errorf("%s: got %v, %v; want T144", q, tr, err)
		}
	}
	for _, q := range []string{
		"SELECT CAST(now() AS TIMESTAMP) AS a",
		"SELECT CAST(coalesce(CAST(s AS DATE), CAST(s2 AS DATE)) AS TIMESTAMP) AS a FROM t",
	} {
		if _, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
}

// TestSetOpLiteralTakesType: in a PostgreSQL set operation a string
// literal takes the other arm's type (PostgreSQL 15 manual, 10.5 "UNION,
// CASE, and Related Constructs"; run on PostgreSQL 15: SELECT TIMESTAMP
// '2020-01-01 10:00:00' UNION ALL SELECT '2020-01-01 00:00:00.1234567'
// gives 2020-01-01 00:00:00.123457, '2020-01-01' first 2020-01-01
// 00:00:00; SELECT 1 UNION ALL SELECT '02' UNION SELECT 2 gives 1 and 2;
// SELECT 1.5 UNION ALL SELECT '02' 1.5 and 2); DuckDB keeps the literal a
// string (run on DuckDB 1.5: the column is a VARCHAR).
func TestSetOpLiteralTakesType(t *testing.T) {
	for _, tc := range []struct{ dialect, sql, want string }{
		{"postgres", "SELECT TIMESTAMP '2020-01-01 10:00:00' AS x UNION ALL SELECT '2020-01-01 00:00:00.1234567'", "[[2020-01-01 10:00:00] [2020-01-01 00:00:00.123457]]"},
		{"postgres", "SELECT '2020-01-01' AS x UNION ALL SELECT TIMESTAMP '2020-01-01 10:00:00'", "[[2020-01-01 00:00:00] [2020-01-01 10:00:00]]"},
		{"postgres", "SELECT 1 AS x UNION ALL SELECT '02' UNION SELECT 2 ORDER BY 1", "[[1] [2]]"},
		{"postgres", "SELECT 1.5 AS x UNION ALL SELECT '02'", "[[1.5] [2]]"},
		{"duckdb", "SELECT TIMESTAMP '2020-01-01 10:00:00' AS x UNION ALL SELECT '2020-01-01 00:00:00.1234567'", "[[2020-01-01 10:00:00] [2020-01-01 00:00:00.1234567]]"},
	} {
		rows, err := refRows(tc.dialect, tc.sql)
		if err != nil {
			t.Fatalf("%s: %v", tc.sql, err)
		}
		if got := fmt.Sprint(rows); got != tc.want {
			t.Errorf("%s %s: got %s, want %s", tc.dialect, tc.sql, got, tc.want)
		}
	}
}

// TestPgTimeRun: a PostgreSQL query's cast to TIME of a date and time
// text is its time, the digits past the sixth read through a double, and
// TIME - TIME is an INTERVAL (run on PostgreSQL 15: '2020-01-01
// 10:00:00.1234567'::time is 10:00:00.123457, '2020-01-01
// 23:59:59.9999999'::time 24:00:00, TIME '10:00:00' - TIME '09:00:00.5'
// 00:59:59.5, TIME '09:00:00' - TIME '10:00:00' -01:00:00, pg_typeof
// interval); '2020-01-01T10:00:00'::time is an error there, and DuckDB
// has no TIME - TIME (run on DuckDB 1.5: a Binder Error).
func TestPgTimeRun(t *testing.T) {
	got, err := runStrings(t, "SELECT CAST('2020-01-01 10:00:00.1234567' AS TIME) AS a, CAST('2020-01-01 23:59:59.9999999' AS TIME) AS b, "+
		"TIME '10:00:00' - TIME '09:00:00.5' AS c, TIME '09:00:00' - TIME '10:00:00' AS d, pg_typeof(TIME '10:00:00' - TIME '09:00:00') AS e", "postgres")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[10:00:00.123457 24:00:00 00:59:59.5 -01:00:00 interval]"; fmt.Sprint(got) != want {
		t.Errorf("postgres: got %q, want %s", got, want)
	}
	for _, tc := range []struct{ dialect, sql string }{
		{"postgres", "SELECT CAST('2020-01-01T10:00:00' AS TIME) AS a"},
		{"duckdb", "SELECT TIME '10:00:00' - TIME '09:00:00' AS a"},
	} {
		if _, err := runStrings(t, tc.sql, tc.dialect); err == nil {
			t.Errorf("%s %s: no error", tc.dialect, tc.sql)
		}
	}
}

// TestTsTextZoneRunDuckDB: DuckDB drops a zone written after the time of a
// text cast to TIMESTAMP or DATE (executor/ts_text_zone.go); a TIMESTAMPTZ
// keeps it. The reference executor gives what DuckDB gives (run here).
func TestTsTextZoneRunDuckDB(t *testing.T) {
	sql := "SELECT CAST(CAST('2020-01-01 23:00:00+05' AS TIMESTAMP) AS VARCHAR) AS a, CAST(TIMESTAMP '2020-01-01 23:00:00-0800' AS VARCHAR) AS b, " +
		"CAST(CAST('2020-01-01 23:00:00-05:30' AS DATE) AS VARCHAR) AS c, CAST(DATE '2020-01-01 23:00:00-05' AS VARCHAR) AS d, " +
		"CAST(CAST('2020-01-01 10:00:00.5 UTC' AS TIMESTAMP) AS VARCHAR) AS e, CAST(CAST('2020-01-01 23:00:00+05' AS TIMESTAMPTZ) AS VARCHAR) AS f"
	const want = "[2020-01-01 23:00:00 2020-01-01 23:00:00 2020-01-01 2020-01-01 2020-01-01 10:00:00.5 2020-01-01 18:00:00+00]"
	got, err := runStrings(t, sql, "duckdb")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != want {
		t.Errorf("lat run: got %q, want %s", got, want)
	}
	res := enginetest.Query(t, enginetest.DuckDB(t), sql)
	var duck []string
	for _, v := range res.Rows[0] {
		duck = append(duck, fmt.Sprint(v))
	}
	if fmt.Sprint(duck) != want {
		t.Errorf("duckdb: got %q, want %s", duck, want)
	}
	// DuckDB raises for a zone of a TIMESTAMP text after h:mm, after a
	// space but for ' UTC', 'UTC' without the space, and offsets '+5' and
	// '+053'; so does lat run
	for _, text := range []string{"2020-01-01 10:00Z", "2020-01-01 10:00 UTC", "2020-01-01 10:00:00 +05", "2020-01-01 10:00:00 Z",
		"2020-01-01 10:00:00UTC", "2020-01-01 10:00:00  UTC", "2020-01-01 10:00:00+5", "2020-01-01 10:00:00+053"} {
		for _, q := range []string{"SELECT TIMESTAMP '" + text + "' AS a", "SELECT CAST('" + text + "' AS TIMESTAMP) AS a"} {
			if _, err := enginetest.DuckDB(t).Query(enginetest.Ctx(t), q); err == nil {
				t.Errorf("duckdb reads %s", q)
			}
			if got, err := runStrings(t, q, "duckdb"); err == nil || !strings.Contains(err.Error(), text) {
				t.Errorf("lat run: %s: got %q, want an error naming the text", q, got)
			}
		}
	}
}
