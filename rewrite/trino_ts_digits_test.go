package rewrite_test

import (
	"strings"
	"testing"

	lateral "github.com/lateral-sql/lateral"
)

// trinoDigitsSchema has Trino TIMESTAMPs of 6 and of 3 digits (a bare
// TIMESTAMP is TIMESTAMP(3): Trino documentation, data types).
const trinoDigitsSchema = "CREATE TABLE t (ts TIMESTAMP(6), t3 TIMESTAMP, tm TIME, tm6 TIME(6), s VARCHAR)"

// sparkTextGuarded is Spark's text of a Trino TIMESTAMP x of a known
// precision (trino_ts_text.go): date_format of x read through the guard
// raising for a year outside 1 to 9999, with format's fraction.
func sparkTextGuarded(x, fraction string) string {
	return "date_format(CASE WHEN CASE WHEN " + x + " < TIMESTAMP '0001-01-01 00:00:00' OR " + x + " >= TIMESTAMP '10000-01-01 00:00:00' THEN coalesce(assert_true(EXTRACT(YEAR FROM " + x +
		") IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE " + x + " END, 'yyyy-MM-dd HH:mm:ss" + fraction + "')"
}

// TestTrinoQueryColumnDigits: the precision of a Trino TIMESTAMP read
// from a derived table's or a WITH query's column is that of the item
// defining it (trinoQueryColDigits), not its type's, which leaves out the
// precision of a coalesce of TIMESTAMP(6) and TIMESTAMP(3) (Trino's
// common super type, timestamp(6)); date_trunc and date_add keep their
// argument's type (Trino documentation, date and time functions:
// date_trunc(unit, x) and date_add(unit, value, timestamp) return
// [same as input]).
func TestTrinoQueryColumnDigits(t *testing.T) {
	var cases []exprCase
	for _, tc := range []struct{ in, want string }{
		{"SELECT CAST(x.v AS VARCHAR) AS a FROM (SELECT coalesce(ts, t3) AS v FROM t) x",
			"SELECT " + sparkTextGuarded("x.v", ".SSSSSS") + " AS a FROM (SELECT coalesce(ts, t3) AS v FROM t) AS x"},
		{"SELECT CAST(x.v AS VARCHAR) AS a FROM (SELECT coalesce(t3, t3) AS v FROM t) x",
			"SELECT " + sparkTextGuarded("x.v", ".SSS") + " AS a FROM (SELECT coalesce(t3, t3) AS v FROM t) AS x"},
		{"SELECT CAST(x.v AS VARCHAR) AS a FROM (SELECT date_trunc('hour', ts) AS v FROM t) x",
			"SELECT " + sparkTextGuarded("x.v", ".SSSSSS") + " AS a FROM (SELECT date_trunc('hour', ts) AS v FROM t) AS x"},
		{"WITH w AS (SELECT date_trunc('hour', ts) AS v FROM t) SELECT CAST(v AS VARCHAR) AS a FROM w",
			"WITH w AS (SELECT date_trunc('hour', ts) AS v FROM t) SELECT " + sparkTextGuarded("v", ".SSSSSS") + " AS a FROM w"},
		{"WITH w (v) AS (SELECT ts FROM t UNION ALL SELECT NULL FROM t) SELECT CAST(v AS VARCHAR) AS a FROM w",
			"WITH w (v) AS (SELECT ts FROM t UNION ALL SELECT NULL FROM t) SELECT " + sparkTextGuarded("v", ".SSSSSS") + " AS a FROM w"},
		// a derived table's column read through another
		{"SELECT CAST(y.u AS VARCHAR) AS a FROM (SELECT x.v AS u FROM (SELECT coalesce(ts, t3) AS v FROM t) x) y",
			"SELECT " + sparkTextGuarded("y.u", ".SSSSSS") + " AS a FROM (SELECT x.v AS u FROM (SELECT coalesce(ts, t3) AS v FROM t) AS x) AS y"},
		// max keeps its argument's type (Trino documentation, aggregate
		// functions: max(x) returns [same as input])
		{"SELECT CAST(max(ts) AS VARCHAR) AS a FROM t", "SELECT " + sparkTextGuarded("max(ts)", ".SSSSSS") + " AS a FROM t"},
		// greatest of TIMESTAMP(6) and TIMESTAMP(3) is a TIMESTAMP(6)
		// (Trino documentation, comparison functions: [same as input])
		{"SELECT CAST(x.v AS VARCHAR) AS a FROM (SELECT greatest(t3, ts) AS v FROM t) x",
			"SELECT " + sparkTextGuarded("x.v", ".SSSSSS") + " AS a FROM (SELECT CASE WHEN t3 IS NULL OR ts IS NULL THEN NULL ELSE greatest(t3, ts) END AS v FROM t) AS x"},
	} {
		cases = append(cases, exprCase{name: tc.in, from: "trino", to: "spark", schema: trinoDigitsSchema, in: tc.in, want: tc.want, fires: true})
	}
	runExprCases(t, cases)
	opts := lateral.TranslateOptions{Schema: trinoDigitsSchema, SchemaDialect: "trino"}
	for _, to := range []string{"duckdb", "postgres"} {
		// date_add of a TIMESTAMP(6), toward DuckDB and PostgreSQL
		tr := mustTranslate(t, "SELECT CAST(x.v AS VARCHAR) AS a FROM (SELECT date_add('day', 1, ts) AS v FROM t) x", "trino", to, opts)
		if want := map[string]string{"duckdb": "%S.%f'", "postgres": "SS.US'"}[to]; !strings.Contains(tr.SQL, want) {
			t.Errorf("to %s: got %s, want the 6 digits %s", to, tr.SQL, want)
		}
	}
	// a column whose precision is not known here is refused: a
	// TRY_CAST's (NULL where the cast fails)
	refusedWith(t, "SELECT CAST(x.v AS VARCHAR) AS a FROM (SELECT TRY_CAST(s AS TIMESTAMP(6)) AS v FROM t) x", "trino", "duckdb", opts, "T186", 8, "trino writes it as")
}

// TestTrinoCastOfLoweredDigits: a Trino cast to TIMESTAMP (TIMESTAMP(3))
// or TIME (TIME(3)) rounds a value of more digits (Trino documentation,
// TIMESTAMP(P): casting to lower precision causes rounding). The
// value's digits are read before the lowering writes CAST(x AS
// TIMESTAMP(6)) as DuckDB's and Spark's TIMESTAMP, which takes no
// precision (noteCastArgDigits), and where they are not known (a
// coalesce of TIMESTAMP(6) and TIMESTAMP(3), whose type lateral reads
// without a precision) the cast is refused (T126).
func TestTrinoCastOfLoweredDigits(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: trinoDigitsSchema, SchemaDialect: "trino"}
	for _, to := range []string{"duckdb", "spark", "postgres"} {
		for _, in := range []string{
			"SELECT CAST(CAST(ts AS TIMESTAMP(6)) AS TIMESTAMP) AS a FROM t",
			"SELECT CAST(coalesce(ts, t3) AS TIMESTAMP) AS a FROM t",
			"SELECT CAST(x.v AS TIMESTAMP) AS a FROM (SELECT coalesce(ts, t3) AS v FROM t) x",
			"SELECT CAST(CASE WHEN s = 'a' THEN ts ELSE t3 END AS TIMESTAMP) AS a FROM t",
		} {
			refusedWith(t, in, "trino", to, opts, "T126", 8, "trino's TIMESTAMP keeps 3 fractional second digits")
		}
	}
	for _, to := range []string{"duckdb", "spark"} {
		refusedWith(t, "SELECT CAST(CAST(ts AS TIMESTAMP(6)) AS TIMESTAMP(3)) AS a FROM t", "trino", to, opts, "T090", 41, "TIMESTAMP with these parameters")
	}
	for _, to := range []string{"duckdb", "postgres"} {
		for _, in := range []string{
			"SELECT CAST(CAST(ts AS TIMESTAMP(6)) AS TIME) AS a FROM t",
			"SELECT CAST(coalesce(ts, t3) AS TIME) AS a FROM t",
			"SELECT CAST(x.v AS TIME) AS a FROM (SELECT coalesce(tm6, tm) AS v FROM t) x",
		} {
			refusedWith(t, in, "trino", to, opts, "T126", 8, "trino's TIME is TIME(3), which rounds")
		}
	}
	// of at most 3 digits, the casts are kept
	runExprCases(t, []exprCase{
		{name: "kept", from: "trino", to: "duckdb", schema: trinoDigitsSchema,
			in: "SELECT CAST(coalesce(t3, t3) AS TIMESTAMP) AS a, CAST(t3 AS TIME) AS b FROM t", want: "SELECT CAST(coalesce(t3, t3) AS TIMESTAMP) AS a, CAST(t3 AS TIME) AS b FROM t"},
		{name: "kept derived", from: "trino", to: "duckdb", schema: trinoDigitsSchema,
			in:   "SELECT CAST(x.v AS TIME) AS a, CAST(x.w AS TIMESTAMP) AS b FROM (SELECT coalesce(tm, tm) AS v, coalesce(t3, NULL) AS w FROM t) x",
			want: "SELECT CAST(x.v AS TIME) AS a, CAST(x.w AS TIMESTAMP) AS b FROM (SELECT coalesce(tm, tm) AS v, coalesce(t3, NULL) AS w FROM t) AS x"},
	})
}

// TestTimestampSixColumns: a TIMESTAMP(6) column is the TIMESTAMP of
// DuckDB, Spark and BigQuery, which take no precision and keep
// microseconds (tsDefaultDigits), as a cast to TIMESTAMP(6) is; another
// precision those cannot write is refused (T090). (The CREATE TABLE is
// rewritten before the expression passes, which do not fire.)
func TestTimestampSixColumns(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "trino to duckdb", from: "trino", to: "duckdb",
			in:   "CREATE TABLE t (ts TIMESTAMP(6), tz TIMESTAMP(6) WITH TIME ZONE, n INTEGER)",
			want: "CREATE TABLE t (ts TIMESTAMP, tz TIMESTAMPTZ, n INTEGER)"},
		{name: "postgres to spark", from: "postgres", to: "spark",
			in: "CREATE TABLE t (ts TIMESTAMP(6), n INTEGER)", want: "CREATE TABLE t (ts TIMESTAMP, n INT)"},
		{name: "doris to bigquery", from: "doris", to: "bigquery",
			in: "CREATE TABLE t (ts DATETIME(6))", want: "CREATE TABLE t (ts DATETIME)"},
		{name: "trino to duckdb of 9", from: "trino", to: "duckdb", in: "CREATE TABLE t (ts TIMESTAMP(9))", code: "T090"},
		{name: "trino to spark of 3", from: "trino", to: "spark", in: "CREATE TABLE t (ts TIMESTAMP(3))", code: "T090"},
	})
}

// TestZoneLitRefusedInCast: a TIMESTAMP literal with a zone that is
// refused (T156) inside a cast leaves the cast its operand, so that the
// cast's own rules read it (it was lost, and the cast to TIME panicked).
func TestZoneLitRefusedInCast(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: trinoDigitsSchema, SchemaDialect: "trino"}
	for _, ty := range []string{"TIME", "TIMESTAMP", "VARCHAR"} {
		refusedWith(t, "SELECT CAST(TIMESTAMP '2024-01-01 10:00:00.123456 UTC' AS "+ty+") AS a FROM t", "trino", "duckdb", opts, "T156", 13, "carries \"UTC\"")
	}
}

// trinoZoneDigitsSchema adds Trino TIMESTAMP WITH TIME ZONE columns of 6
// and of 3 digits (TIMESTAMP WITH TIME ZONE is TIMESTAMP(3) WITH TIME
// ZONE: Trino documentation, data types) to trinoDigitsSchema's.
const trinoZoneDigitsSchema = "CREATE TABLE t (ts TIMESTAMP(6), t3 TIMESTAMP, tm TIME, tm6 TIME(6), tz6 TIMESTAMP(6) WITH TIME ZONE, tz3 TIMESTAMP WITH TIME ZONE, s VARCHAR)"

// TestTrinoZoneCastDigits: the digits of a Trino TIMESTAMP WITH TIME ZONE
// are read as those of a TIMESTAMP are (trinoDigitsOf), not from its type,
// whose precision lateral leaves out for a coalesce or CASE of
// TIMESTAMP(6) WITH TIME ZONE and TIMESTAMP(3) WITH TIME ZONE (Trino's
// common super type, of 6) and for date_add (of its argument's type:
// Trino documentation, date and time functions), so that a cast to
// TIMESTAMP WITH TIME ZONE, TIMESTAMP or TIME, which rounds to 3 digits in
// Trino (casting to lower precision causes rounding), is refused (T126)
// toward targets keeping microseconds, and a cast to TIMESTAMP(3) WITH
// TIME ZONE toward PostgreSQL, which rounds otherwise, too (T139).
func TestTrinoZoneCastDigits(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: trinoZoneDigitsSchema, SchemaDialect: "trino"}
	for _, to := range []string{"duckdb", "spark", "postgres"} {
		for _, in := range []string{
			"SELECT CAST(coalesce(tz6, tz3) AS TIMESTAMP WITH TIME ZONE) AS a FROM t",
			"SELECT CAST(coalesce(tz6, tz3) AS TIMESTAMP) AS a FROM t",
			"SELECT CAST(CASE WHEN s = 'a' THEN tz6 ELSE tz3 END AS TIMESTAMP WITH TIME ZONE) AS a FROM t",
			"SELECT CAST(x.v AS TIMESTAMP WITH TIME ZONE) AS a FROM (SELECT coalesce(tz6, tz3) AS v FROM t) x",
			"SELECT CAST(tz6 + INTERVAL '1' SECOND AS TIMESTAMP WITH TIME ZONE) AS a FROM t",
		} {
			refusedWith(t, in, "trino", to, opts, "T126", 8, "trino's TIMESTAMP keeps 3 fractional second digits")
		}
	}
	for _, to := range []string{"duckdb", "postgres"} {
		for _, in := range []string{
			"SELECT CAST(coalesce(tz6, tz3) AS TIME) AS a FROM t",
			"SELECT CAST(x.v AS TIME) AS a FROM (SELECT coalesce(tz6, tz3) AS v FROM t) x",
		} {
			refusedWith(t, in, "trino", to, opts, "T126", 8, "trino's TIME is TIME(3), which rounds")
		}
	}
	refusedWith(t, "SELECT CAST(CASE WHEN s = 'a' THEN tz6 ELSE tz3 END AS TIMESTAMP(3) WITH TIME ZONE) AS a FROM t", "trino", "postgres", opts,
		"T139", 8, "round the fractional second digits past TIMESTAMP(3) differently")
	// of at most 3 digits (current_timestamp and now() are TIMESTAMP(3)
	// WITH TIME ZONE in Trino: its date and time functions), kept
	runExprCases(t, []exprCase{
		{name: "kept", from: "trino", to: "duckdb", schema: trinoZoneDigitsSchema,
			in:   "SELECT CAST(coalesce(tz3, tz3) AS TIMESTAMP WITH TIME ZONE) AS a, CAST(coalesce(tz3, NULL) AS TIME) AS b, CAST(current_timestamp AS TIME) AS c FROM t",
			want: "SELECT CAST(coalesce(tz3, tz3) AS TIMESTAMPTZ) AS a, CAST(coalesce(tz3, NULL) AS TIME) AS b, CAST(current_timestamp AS TIME) AS c FROM t"},
	})
}

// TestTrinoTimeCastDayWrap: Trino's cast to TIME(p) rounds the time of
// day half up and wraps a carry past midnight to 00:00:00 (Trino's
// TimestampToTimeCast: round(microOfDay) % PICOSECONDS_PER_DAY), where
// PostgreSQL's gives 24:00:00 (run on PostgreSQL 15: CAST(TIMESTAMP
// '2024-01-01 23:59:59.9995' AS TIME(3)) and CAST(TIME '23:59:59.9995' AS
// TIME(3)) are 24:00:00); PostgreSQL's time + interval wraps past
// midnight (run: CAST(TIME '23:59:59.9995' AS TIME(3)) + INTERVAL '0'
// SECOND is 00:00:00, 10:00:00.1235 gives 10:00:00.124 either way), so
// such a cast of a value that may hold more than p digits is written
// with + INTERVAL '0' SECOND toward PostgreSQL.
func TestTrinoTimeCastDayWrap(t *testing.T) {
	var cases []exprCase
	for _, tc := range []struct{ in, want string }{
		{"SELECT CAST(ts AS TIME(3)) AS a FROM t", "SELECT CAST(ts AS TIME(3)) + INTERVAL '0' SECOND AS a FROM t"},
		{"SELECT CAST(tm6 AS TIME(0)) AS a FROM t", "SELECT CAST(tm6 AS TIME(0)) + INTERVAL '0' SECOND AS a FROM t"},
		{"SELECT CAST(coalesce(ts, t3) AS TIME(3)) AS a FROM t", "SELECT CAST(coalesce(ts, t3) AS TIME(3)) + INTERVAL '0' SECOND AS a FROM t"},
		{"SELECT CAST(TIME '23:59:59.9995' AS TIME(3)) AS a FROM t", "SELECT CAST(TIME '23:59:59.9995' AS TIME(3)) + INTERVAL '0' SECOND AS a FROM t"},
		// the text of the cast is that of the wrapped time
		{"SELECT CAST(CAST(ts AS TIME(3)) AS VARCHAR) AS a FROM t", "SELECT to_char(CAST(ts AS TIME(3)) + INTERVAL '0' SECOND, 'HH24:MI:SS.MS') AS a FROM t"},
		// of at most p digits: no rounding, kept
		{"SELECT CAST(t3 AS TIME(3)) AS a, CAST(tm AS TIME(3)) AS b, CAST(TIME '10:00:00.5' AS TIME(3)) AS c FROM t",
			"SELECT CAST(t3 AS TIME(3)) AS a, CAST(tm AS TIME(3)) AS b, CAST(TIME '10:00:00.5' AS TIME(3)) AS c FROM t"},
	} {
		cases = append(cases, exprCase{name: tc.in, from: "trino", to: "postgres", schema: trinoDigitsSchema, in: tc.in, want: tc.want, fires: tc.in != tc.want})
	}
	runExprCases(t, cases)
}
