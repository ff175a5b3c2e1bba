package rewrite_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const temporalTextSchema = "CREATE TABLE t (i INTEGER, ts TIMESTAMP, ts0 TIMESTAMP(0), tz TIMESTAMPTZ, tm TIME, d NUMERIC(10, 2), d7 NUMERIC(12, 7), dt DATE, s VARCHAR(5))"

// TestTemporalTextRefused: a TIMESTAMP, TIMESTAMPTZ, TIME or DECIMAL from
// PostgreSQL or DuckDB written as text (a cast to a string type, ||,
// concat, concat_ws) toward a target whose text is not known to be the
// source's is refused (T186, temporal_text.go), at the value converted.
func TestTemporalTextRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: temporalTextSchema, SchemaDialect: "postgres"}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT CAST(tz AS TEXT) AS a FROM t", "postgres", "hive", 8, "casting a TIMESTAMP WITH TIME ZONE"},
		{"SELECT tz || 'x' AS a FROM t", "duckdb", "snowflake", 8, "concatenating a TIMESTAMP WITH TIME ZONE"},
		{"SELECT CAST(ts AS TEXT) AS a FROM t", "postgres", "presto", 8, "casting a TIMESTAMP"},
		{"SELECT concat(tm, 'x') AS a FROM t", "postgres", "presto", 15, "converting a TIME"},
		{"SELECT CAST(tz AS TEXT) AS a FROM t", "postgres", "hive", 8, "casting a TIMESTAMP WITH TIME ZONE"},
		{"SELECT 'x' || tz AS a FROM t", "postgres", "hive", 15, "concatenating a TIMESTAMP WITH TIME ZONE"},
		{"SELECT 'x' || d AS a FROM t", "postgres", "hive", 15, "concatenating a DECIMAL"},
		{"SELECT CAST(ts AS TEXT) AS a FROM t", "postgres", "snowflake", 8, "casting a TIMESTAMP"},
		{"SELECT concat(ts, 'x') AS a FROM t", "duckdb", "bigquery", 15, "converting a TIMESTAMP"},
		{"SELECT ts || 'x' AS a FROM t", "postgres", "doris", 8, "concatenating a TIMESTAMP"},
		// Spark: a scale past 6 (an exponent outside ANSI mode), a
		// computed DECIMAL, a literal
		{"SELECT CAST(d7 AS TEXT) AS a FROM t", "postgres", "spark", 8, "casting a DECIMAL"},
		{"SELECT CAST(CAST(i AS NUMERIC(20, 7)) AS TEXT) AS a FROM t", "duckdb", "spark", 8, "casting a DECIMAL"},
		{"SELECT CAST(d * 2 AS TEXT) AS a FROM t", "postgres", "spark", 8, "casting a DECIMAL"},
		{"SELECT CAST(1.50 AS TEXT) AS a", "postgres", "spark", 8, "casting a DECIMAL"},
		// PostgreSQL's EXTRACT of a computed value, or of a field with a
		// fraction toward a target that keeps it
		{"SELECT CAST(extract(year FROM ts) + 1 AS TEXT) AS a FROM t", "postgres", "spark", 8, "casting a DECIMAL"},
		{"SELECT CAST(extract(second FROM ts) AS TEXT) AS a FROM t", "postgres", "spark", 8, "casting a DECIMAL"},
		{"SELECT concat(s, tm) AS a FROM t", "duckdb", "doris", 18, "converting a TIME"},
		{"SELECT concat(d, s) AS a FROM t", "postgres", "snowflake", 15, "converting a DECIMAL"},
		{"SELECT concat_ws(',', s, d7) AS a FROM t", "postgres", "spark", 26, "converting a DECIMAL"},
		{"SELECT CAST(d AS VARCHAR) AS a FROM t", "duckdb", "bigquery", 8, "casting a DECIMAL"},
		{"SELECT CAST(ts AS VARCHAR) AS a FROM t", "duckdb", "drill", 8, "casting a TIMESTAMP"},
		{"SELECT CAST(1.50 AS TEXT) AS a", "postgres", "bigquery", 8, "casting a DECIMAL"},
		{"SELECT CAST(1.50 AS TEXT) AS a", "postgres", "trino", 8, "casting a DECIMAL"},
		// a DECIMAL whose scale the dialects compute otherwise
		{"SELECT CAST(d * 2 AS TEXT) AS a FROM t", "postgres", "trino", 8, "casting a DECIMAL"},
		{"SELECT (d + d) || 'x' AS a FROM t", "postgres", "presto", 9, "concatenating a DECIMAL"},
		// a string of a length
		{"SELECT CAST(ts AS VARCHAR(10)) AS a FROM t", "postgres", "trino", 8, "a string of a length"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T186", tc.col, tc.says)
	}
	// Toward Trino, Presto and Spark a TIMESTAMPTZ is refused with their
	// own texts, once (T187, elem_time_text.go).
	refusedWith(t, "SELECT CAST(tz AS TEXT) AS a FROM t", "postgres", "trino", opts, "T187", 8, "2024-01-01 00:00:00.000 UTC")
	_, err := lateral.Translate("SELECT CAST(tz AS TEXT) AS a FROM t", "postgres", "spark", opts)
	var le *lateral.Error
	if !errors.As(err, &le) || len(le.Diagnostics) != 1 {
		t.Errorf("toward spark: want one diagnostic (T187), got %v", err)
	}
}

// TestTemporalTextTrino: toward Trino a TIMESTAMP and a TIME are written
// as Trino's text without its trailing fractional zeros, toward Trino and
// Presto a DECIMAL column or cast as the target's cast (which
// keeps the scale's digits), in a cast, ||, concat and concat_ws; the
// other types, other pairs and values of unknown type are kept as they
// were.
func TestTemporalTextTrino(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: temporalTextSchema, SchemaDialect: "postgres"}
	const strip = `regexp_replace(regexp_replace(CAST(%s AS VARCHAR), '(\.[0-9]*[1-9])0+\z', '$1'), '^\+|\.0+\z', '')`
	text := func(x string) string { return strings.ReplaceAll(strip, "%s", x) }
	ts := text(bcGuarded("trino", "ts", false)) // bc_guard.go
	var cases []exprCase
	for _, tc := range []struct {
		from, to, in, want string
		opts               lateral.TranslateOptions
		fired              bool
	}{
		{"postgres", "trino", "SELECT CAST(ts AS TEXT) AS a, tm::text AS b FROM t",
			"SELECT " + ts + " AS a, " + text("tm") + " AS b FROM t", opts, true},
		{"duckdb", "trino", "SELECT ts || 'x' AS a, concat_ws('-', tm, d) AS b FROM t",
			"SELECT " + ts + " || 'x' AS a, concat_ws('-', " + text("tm") + ", CAST(d AS VARCHAR)) AS b FROM t", opts, true},
		{"postgres", "trino", "SELECT concat(ts, '/', d) AS a FROM t",
			"SELECT concat(coalesce(" + ts + ", ''), coalesce('/', ''), coalesce(CAST(d AS VARCHAR), '')) AS a FROM t", opts, true},
		{"postgres", "presto", "SELECT CAST(d AS TEXT) AS a, 'x' || d AS b, CAST(CAST(i AS NUMERIC(5, 1)) AS TEXT) AS c FROM t",
			"SELECT CAST(d AS VARCHAR) AS a, 'x' || CAST(d AS VARCHAR) AS b, CAST(CAST(i AS DECIMAL(5, 1)) AS VARCHAR) AS c FROM t", opts, true},
		// a DATE's text is read to raise before Christ (bc_guard.go);
		// the source's own dialect is kept
		{"postgres", "trino", "SELECT CAST(dt AS TEXT) AS a, concat(i, dt) AS b FROM t",
			"SELECT CAST(" + bcGuarded("trino", "dt", true) + " AS VARCHAR) AS a, concat(coalesce(CAST(i AS VARCHAR), ''), coalesce(CAST(" + bcGuarded("trino", "dt", true) + " AS VARCHAR), '')) AS b FROM t", opts, true},
		{"postgres", "postgres", "SELECT CAST(ts AS TEXT) AS a FROM t", "SELECT CAST(ts AS TEXT) AS a FROM t", opts, false},
		{"duckdb", "postgres", "SELECT CAST(d AS VARCHAR) AS a FROM t", "SELECT CAST(d AS VARCHAR) AS a FROM t", opts, false},
		// a column of unknown type is not checked here
		{"postgres", "bigquery", "SELECT CAST(x AS TEXT) AS a FROM u", "SELECT CAST(x AS STRING) AS a FROM u", lateral.TranslateOptions{}, false},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to, schema: tc.opts.Schema, schemaDialect: tc.opts.SchemaDialect, in: tc.in, want: tc.want, fires: tc.fired})
	}
	runExprCases(t, cases)
}

// TestTemporalTextTrinoDigits: the two replacements written toward Trino
// turn Trino's text of a TIMESTAMP(p) (uuuu-MM-dd HH:mm:ss and p
// fractional digits, a + before a year past 9999: Trino's
// TimestampToVarchar, java.time's SignStyle.EXCEEDS_PAD) and of a TIME(p)
// into PostgreSQL's (no trailing fractional zeros, no point without
// digits; 10000-01-01 00:00:00 for the year 10000, run on PostgreSQL 15).
func TestTemporalTextTrinoDigits(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: temporalTextSchema, SchemaDialect: "postgres"}
	tr := mustTranslate(t, "SELECT CAST(ts AS TEXT) AS a FROM t", "postgres", "trino", opts)
	lits := regexp.MustCompile(`'((?:[^']|'')*)'`).FindAllStringSubmatch(tr.SQL, -1)
	if len(lits) < 4 {
		t.Fatalf("want two patterns and two replacements in %s", tr.SQL)
	}
	lits = lits[len(lits)-4:] // after the dates of bc_guard.go's guard
	first, second := regexp.MustCompile(lits[0][1]), regexp.MustCompile(lits[2][1])
	dollar := strings.ReplaceAll(lits[1][1], "$1", "${1}")
	for _, tc := range []struct{ trino, pg string }{
		{"2024-01-01 10:00:00.000000", "2024-01-01 10:00:00"},
		{"2024-01-01 10:00:00.500000", "2024-01-01 10:00:00.5"},
		{"2024-01-01 10:00:00.100500", "2024-01-01 10:00:00.1005"},
		{"2024-12-31 23:59:59.123456", "2024-12-31 23:59:59.123456"},
		{"2024-01-01 10:00:00.050000", "2024-01-01 10:00:00.05"},
		{"2024-01-01 10:00:00", "2024-01-01 10:00:00"}, // TIMESTAMP(0)
		{"2024-01-01 10:00:10", "2024-01-01 10:00:10"},
		{"+10000-01-01 00:00:00.000000", "10000-01-01 00:00:00"},
		{"10:00:00.000", "10:00:00"}, // TIME(3)
		{"10:00:00.250", "10:00:00.25"},
		{"00:00:00.000001", "00:00:00.000001"},
		{"10:20:00", "10:20:00"},
	} {
		got := second.ReplaceAllString(first.ReplaceAllString(tc.trino, dollar), lits[3][1])
		if got != tc.pg {
			t.Errorf("%s: got %s, want %s", tc.trino, got, tc.pg)
		}
	}
}

// TestTemporalTextSparkHive: toward Spark and Hive a TIMESTAMP is written
// as their cast to STRING (the fraction without its trailing zeros) less
// the + Java writes before a year past 9999; toward Spark a DECIMAL column
// or cast of a scale up to 6 as its cast (the scale's digits); from
// PostgreSQL, an EXTRACT of YEAR to MINUTE as the text of its BIGINT,
// toward every target checked here.
func TestTemporalTextSparkHive(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: temporalTextSchema, SchemaDialect: "postgres"}
	guarded := func(to, x string) string {
		return "regexp_replace(CAST(" + bcGuarded(to, x, false) + " AS STRING), '^[+]', '')" // bc_guard.go
	}
	strip := guarded("spark", "ts")
	var cases []exprCase
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "spark", "SELECT CAST(ts AS TEXT) AS a, concat(d, 'x') AS b FROM t",
			"SELECT " + strip + " AS a, concat(coalesce(CAST(d AS STRING), ''), coalesce('x', '')) AS b FROM t"},
		{"duckdb", "spark", "SELECT ts || 'x' AS a, concat_ws('-', s, ts0, CAST(i AS DECIMAL(20, 6))) AS b FROM t",
			"SELECT " + strip + " || 'x' AS a, concat_ws('-', s, " + guarded("spark", "ts0") + ", CAST(CAST(i AS DECIMAL(20, 6)) AS STRING)) AS b FROM t"},
		{"postgres", "hive", "SELECT 'x' || ts AS a, CAST(ts AS VARCHAR) AS b FROM t",
			"SELECT 'x' || " + guarded("hive", "ts") + " AS a, " + guarded("hive", "ts") + " AS b FROM t"},
		{"postgres", "spark", "SELECT extract(year FROM ts)::text AS a, concat(extract(month FROM dt), 'x') AS b FROM t",
			"SELECT CAST(CAST(EXTRACT(YEAR FROM " + bcGuarded("spark", "ts", false) + ") AS BIGINT) AS STRING) AS a, concat(coalesce(CAST(CAST(EXTRACT(MONTH FROM dt) AS BIGINT) AS STRING), ''), coalesce('x', '')) AS b FROM t"},
		{"postgres", "trino", "SELECT 'y' || extract(hour FROM tm) AS a FROM t",
			"SELECT 'y' || CAST(CAST(EXTRACT(HOUR FROM tm) AS BIGINT) AS VARCHAR) AS a FROM t"},
		{"postgres", "snowflake", "SELECT CAST(extract(quarter FROM ts) AS TEXT) AS a FROM t",
			"SELECT CAST(CAST(EXTRACT(QUARTER FROM ts) AS BIGINT) AS VARCHAR) AS a FROM t"},
	} {
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to, schema: opts.Schema, schemaDialect: opts.SchemaDialect, in: tc.in, want: tc.want, fires: true})
	}
	runExprCases(t, cases)
}

// TestTemporalTextSparkDigits: the replacement written toward Spark and
// Hive turns their text of a TIMESTAMP (the fraction without trailing
// zeros, a + before a year past 9999) into PostgreSQL's.
func TestTemporalTextSparkDigits(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: temporalTextSchema, SchemaDialect: "postgres"}
	tr := mustTranslate(t, "SELECT CAST(ts AS TEXT) AS a FROM t", "postgres", "spark", opts)
	lits := regexp.MustCompile(`'((?:[^']|'')*)'`).FindAllStringSubmatch(tr.SQL, -1)
	if len(lits) < 2 {
		t.Fatalf("want a pattern and a replacement in %s", tr.SQL)
	}
	lits = lits[len(lits)-2:] // after the dates of bc_guard.go's guard
	re := regexp.MustCompile(lits[0][1])
	for _, tc := range []struct{ spark, pg string }{
		{"2024-01-01 10:00:00", "2024-01-01 10:00:00"},
		{"2024-01-01 10:00:00.5", "2024-01-01 10:00:00.5"},
		{"+10000-01-01 00:00:00", "10000-01-01 00:00:00"},
		{"+294247-01-10 04:00:54.775807", "294247-01-10 04:00:54.775807"},
	} {
		if got := re.ReplaceAllString(tc.spark, lits[1][1]); got != tc.pg {
			t.Errorf("%s: got %s, want %s", tc.spark, got, tc.pg)
		}
	}
}

// TestTemporalTextJavaTrino: from Spark and Hive, a TIMESTAMP written as
// text toward Trino is Trino's text less the fraction's trailing zeros
// (both write a + before a year past 9999, kept); toward Presto, Doris,
// Snowflake, BigQuery and Drill it is refused (T186), toward each other
// kept, toward PostgreSQL and DuckDB (a DATE too) read through a year
// guard. From Trino and Presto, whose TIMESTAMP(p)
// and TIME(p) are written with their p digits and a TIMESTAMP WITH TIME
// ZONE with its zone, the text is refused toward every other dialect, but
// a TIMESTAMP of a known precision of 0, 3 or 6 toward PostgreSQL and
// DuckDB (to_char, strftime: trino_ts_text.go).
func TestTemporalTextJavaTrino(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (ts TIMESTAMP, tm TIME, tz TIMESTAMP WITH TIME ZONE, s VARCHAR, d DATE, t9 TIMESTAMP(9))", SchemaDialect: "trino"}
	strip := func(x string) string {
		return `regexp_replace(regexp_replace(CAST(` + x + ` AS VARCHAR), '(\.[0-9]*[1-9])0+\z', '$1'), '\.0+\z', '')`
	}
	yearGuarded := func(x string) string {
		y := "CAST(CAST(EXTRACT(YEAR FROM " + x + ") AS BIGINT) AS BIGINT)"
		return "CASE WHEN CASE WHEN " + x + " < TIMESTAMP '0001-01-01 00:00:00' OR " + x + " >= TIMESTAMP '10000-01-01 00:00:00' THEN " +
			y + " / (" + y + " - " + y + ") = 0 ELSE FALSE END THEN NULL ELSE " + x + " END"
	}
	// the guard raising for a year before 1 or after 9999 as Trino,
	// Presto and Spark write it (a DATE's bounds without a time)
	javaGuarded := func(to, x, kind string) string {
		lo, hi := kind+" '0001-01-01", kind+" '10000-01-01"
		if kind == "TIMESTAMP" {
			lo, hi = lo+" 00:00:00", hi+" 00:00:00"
		}
		raise := "CAST(EXTRACT(YEAR FROM " + x + ") AS BIGINT) / (CAST(EXTRACT(YEAR FROM " + x + ") AS BIGINT) - CAST(EXTRACT(YEAR FROM " + x + ") AS BIGINT)) = 0"
		if to == "spark" || to == "hive" {
			raise = "coalesce(assert_true(EXTRACT(YEAR FROM " + x + ") IS NULL), TRUE)"
		}
		return "CASE WHEN CASE WHEN " + x + " < " + lo + "' OR " + x + " >= " + hi + "' THEN " + raise + " ELSE FALSE END THEN NULL ELSE " + x + " END"
	}
	// the guard raising for a year before 1 only, where both write a year
	// past 9999 as java.time does, +10000 (earlyYearsOnly)
	earlyGuarded := func(to, x, kind string) string {
		hi := " OR " + x + " >= " + kind + " '10000-01-01"
		if kind == "TIMESTAMP" {
			hi += " 00:00:00"
		}
		return strings.Replace(javaGuarded(to, x, kind), hi+"'", "", 1)
	}
	var cases []exprCase
	for _, tc := range []struct{ from, to, in, want string }{
		{"spark", "trino", "SELECT CAST(ts AS STRING) AS a, s || ts AS b FROM t", "SELECT " + strip("ts") + " AS a, s || " + strip("ts") + " AS b FROM t"},
		// a DATE's text past 9999 has a + in Spark and Hive, none in
		// Trino's and Presto's (Joda's ISO date); before year 1 Hive
		// writes another year (extremeYearsDiffer)
		{"spark", "trino", "SELECT CAST(d AS STRING) AS a, CAST(date_add(d, 1) AS STRING) AS b FROM t",
			"SELECT CAST(" + javaGuarded("trino", "d", "DATE") + " AS VARCHAR) AS a, CAST(" + javaGuarded("trino", "date_add('day', 1, CAST(d AS DATE))", "DATE") + " AS VARCHAR) AS b FROM t"},
		{"trino", "spark", "SELECT CAST(d AS VARCHAR) AS a FROM t", "SELECT CAST(" + javaGuarded("spark", "d", "DATE") + " AS STRING) AS a FROM t"},
		{"presto", "hive", "SELECT CAST(d AS VARCHAR) AS a FROM t", "SELECT CAST(" + javaGuarded("hive", "d", "DATE") + " AS STRING) AS a FROM t"},
		{"hive", "presto", "SELECT concat('<', d) AS a FROM t", "SELECT concat('<', CAST(" + javaGuarded("presto", "d", "DATE") + " AS VARCHAR)) AS a FROM t"},
		{"trino", "presto", "SELECT CAST(d AS VARCHAR) AS a FROM t", "SELECT CAST(d AS VARCHAR) AS a FROM t"},
		// Hive 3 writes a year before 1 as its year of era, one past 9999
		// as Spark and Trino's TIMESTAMP do (+10000: earlyYearsOnly)
		{"spark", "hive", "SELECT CAST(d AS STRING) AS a, CAST(ts AS STRING) AS b FROM t", "SELECT CAST(" + earlyGuarded("hive", "d", "DATE") + " AS STRING) AS a, CAST(" + earlyGuarded("hive", "ts", "TIMESTAMP") + " AS STRING) AS b FROM t"},
		{"hive", "trino", "SELECT concat(s, ts) AS a FROM t", "SELECT concat(s, " + strip(earlyGuarded("trino", "ts", "TIMESTAMP")) + ") AS a FROM t"},
		{"hive", "spark", "SELECT CAST(ts AS STRING) AS a FROM t", "SELECT CAST(" + earlyGuarded("spark", "ts", "TIMESTAMP") + " AS STRING) AS a FROM t"},
		// Presto writes a DATE past 9999 without the + (Joda)
		{"hive", "presto", "SELECT CAST(d AS STRING) AS a FROM t", "SELECT CAST(" + javaGuarded("presto", "d", "DATE") + " AS VARCHAR) AS a FROM t"},
		{"trino", "trino", "SELECT CAST(ts AS VARCHAR) AS a FROM t", "SELECT CAST(ts AS VARCHAR) AS a FROM t"},
		// a TIMESTAMP(3) between Trino and Presto, both writing 3 digits,
		// a year past 9999 with a + in Trino only
		{"trino", "presto", "SELECT CAST(ts AS VARCHAR) AS a FROM t", "SELECT CAST(" + javaGuarded("presto", "ts", "TIMESTAMP") + " AS VARCHAR) AS a FROM t"},
		{"presto", "trino", "SELECT CAST(ts AS VARCHAR) AS a FROM t", "SELECT CAST(" + javaGuarded("trino", "ts", "TIMESTAMP") + " AS VARCHAR) AS a FROM t"},
		{"trino", "postgres", "SELECT ts AS a FROM t", "SELECT ts AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(TIMESTAMP '2024-01-01 10:00:00' AS VARCHAR) AS a, CAST(CAST(d AS TIMESTAMP(6)) AS VARCHAR) AS b FROM t",
			"SELECT to_char(TIMESTAMP '2024-01-01 10:00:00', 'YYYY-MM-DD HH24:MI:SS') AS a, to_char(" + yearGuarded("CAST(d AS TIMESTAMP(6))") + ", 'YYYY-MM-DD HH24:MI:SS.US') AS b FROM t"},
		{"presto", "postgres", "SELECT CAST(ts AS VARCHAR) AS a FROM t", "SELECT to_char(" + yearGuarded("ts") + ", 'YYYY-MM-DD HH24:MI:SS.MS') AS a FROM t"},
		// a TIMESTAMP(p) plus an INTERVAL of days to seconds is of max(3, p),
		// of years and months of p (Trino's TimestampOperators)
		{"trino", "postgres", "SELECT CAST(CAST(d AS TIMESTAMP(0)) + INTERVAL '1' DAY AS VARCHAR) AS a, CAST(CAST(d AS TIMESTAMP(0)) + INTERVAL '1' MONTH AS VARCHAR) AS b FROM t",
			"SELECT to_char(" + yearGuarded("CAST(d AS TIMESTAMP(0)) + INTERVAL '1' DAY") + ", 'YYYY-MM-DD HH24:MI:SS.MS') AS a, to_char(" + yearGuarded("CAST(d AS TIMESTAMP(0)) + INTERVAL '1' MONTH") + ", 'YYYY-MM-DD HH24:MI:SS') AS b FROM t"},
		// a CASE or coalesce of TIMESTAMPs is of their largest precision
		{"trino", "postgres", "SELECT CAST(coalesce(ts, CAST(d AS TIMESTAMP(6))) AS VARCHAR) AS a FROM t",
			"SELECT to_char(" + yearGuarded("coalesce(ts, CAST(d AS TIMESTAMP(6)))") + ", 'YYYY-MM-DD HH24:MI:SS.US') AS a FROM t"},
		// a TIMESTAMP(p) plus an INTERVAL, and date_trunc of one, are of p
		{"trino", "duckdb", "SELECT CAST(ts + INTERVAL '1' HOUR AS VARCHAR) AS a, CAST(date_trunc('hour', ts) AS VARCHAR) AS b FROM t",
			"SELECT strftime(" + strings.ReplaceAll(yearGuarded("ts + INTERVAL '1' HOUR"), "CAST(CAST(EXTRACT(YEAR FROM ts + INTERVAL '1' HOUR) AS BIGINT) AS BIGINT) / (CAST(CAST(EXTRACT(YEAR FROM ts + INTERVAL '1' HOUR) AS BIGINT) AS BIGINT) - CAST(CAST(EXTRACT(YEAR FROM ts + INTERVAL '1' HOUR) AS BIGINT) AS BIGINT)) = 0",
				"error('a TIMESTAMP of a year before 1 or after 9999, whose text duckdb writes otherwise than trino (an error of the translation from trino)')") + ", '%Y-%m-%d %H:%M:%S.%g') AS a, " +
				"strftime(" + strings.ReplaceAll(yearGuarded("date_trunc('hour', ts)"), "CAST(CAST(EXTRACT(YEAR FROM date_trunc('hour', ts)) AS BIGINT) AS BIGINT) / (CAST(CAST(EXTRACT(YEAR FROM date_trunc('hour', ts)) AS BIGINT) AS BIGINT) - CAST(CAST(EXTRACT(YEAR FROM date_trunc('hour', ts)) AS BIGINT) AS BIGINT)) = 0",
				"error('a TIMESTAMP of a year before 1 or after 9999, whose text duckdb writes otherwise than trino (an error of the translation from trino)')") + ", '%Y-%m-%d %H:%M:%S.%g') AS b FROM t"},
		// toward Spark with date_format (funcs_date_format.go models it)
		{"trino", "spark", "SELECT CAST(ts AS VARCHAR) AS a, 'x' || CAST(CAST(d AS TIMESTAMP(6)) AS VARCHAR) AS b FROM t",
			"SELECT date_format(" + javaGuarded("spark", "ts", "TIMESTAMP") + ", 'yyyy-MM-dd HH:mm:ss.SSS') AS a, 'x' || date_format(" + javaGuarded("spark", "CAST(d AS TIMESTAMP)", "TIMESTAMP") + ", 'yyyy-MM-dd HH:mm:ss.SSSSSS') AS b FROM t"},
		{"presto", "spark", "SELECT CAST(ts AS VARCHAR) AS a FROM t", "SELECT date_format(" + javaGuarded("spark", "ts", "TIMESTAMP") + ", 'yyyy-MM-dd HH:mm:ss.SSS') AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(tm AS VARCHAR) AS a FROM t", "SELECT to_char(tm, 'HH24:MI:SS.MS') AS a FROM t"},
		{"trino", "duckdb", "SELECT CAST(tm AS VARCHAR) AS a FROM t", "SELECT strftime(DATE '2000-01-01' + tm, '%H:%M:%S.%g') AS a FROM t"},
		// the precision is read before the cast to TIMESTAMP(6) is DuckDB's TIMESTAMP
		{"trino", "duckdb", "SELECT CAST(CAST(d AS TIMESTAMP(6)) AS VARCHAR) AS a FROM t",
			"SELECT strftime(" + strings.ReplaceAll(yearGuarded("CAST(d AS TIMESTAMP)"), "CAST(CAST(EXTRACT(YEAR FROM CAST(d AS TIMESTAMP)) AS BIGINT) AS BIGINT) / (CAST(CAST(EXTRACT(YEAR FROM CAST(d AS TIMESTAMP)) AS BIGINT) AS BIGINT) - CAST(CAST(EXTRACT(YEAR FROM CAST(d AS TIMESTAMP)) AS BIGINT) AS BIGINT)) = 0",
				"error('a TIMESTAMP of a year before 1 or after 9999, whose text duckdb writes otherwise than trino (an error of the translation from trino)')") + ", '%Y-%m-%d %H:%M:%S.%f') AS a FROM t"},
	} {
		// lower_exprs fires where the output differs from the input
		cases = append(cases, exprCase{name: tc.from + " to " + tc.to + " " + tc.in, from: tc.from, to: tc.to, schema: opts.Schema, schemaDialect: opts.SchemaDialect, in: tc.in, want: tc.want, fires: tc.want != tc.in})
	}
	runExprCases(t, cases)
	for _, tc := range []struct{ from, to, in, says string }{
		{"spark", "presto", "SELECT CAST(ts AS STRING) AS a FROM t", "casting a TIMESTAMP to text: spark writes it as 2024-01-01 10:00:00.5"},
		{"hive", "bigquery", "SELECT CAST(ts AS STRING) AS a FROM t", "bigquery's text is not known to be the same"},
		{"trino", "spark", "SELECT CAST(t9 AS VARCHAR) AS a FROM t", "trino writes it as 2024-01-01 10:00:00.500, the fraction's digits those of its precision"},
		{"trino", "spark", "SELECT CAST(tm AS VARCHAR) AS a FROM t", "casting a TIME to text: trino writes it as 10:00:00.500"},
		{"trino", "duckdb", "SELECT CAST(CAST(tm AS TIME(0)) AS VARCHAR) AS a FROM t", "casting a TIME to text: trino writes it as 10:00:00.500"},
		{"trino", "postgres", "SELECT CAST(CASE WHEN ts IS NULL THEN t9 ELSE ts END AS VARCHAR) AS a FROM t", "trino writes it as 2024-01-01 10:00:00.500"},
		{"trino", "postgres", "SELECT CAST(t9 + INTERVAL '1' HOUR AS VARCHAR) AS a FROM t", "trino writes it as 2024-01-01 10:00:00.500"},
		{"trino", "postgres", "SELECT CAST(t9 AS VARCHAR) AS a FROM t", "trino writes it as 2024-01-01 10:00:00.500"}, // 9 digits: more than PostgreSQL keeps
		{"presto", "trino", "SELECT CAST(tz AS VARCHAR) AS a FROM t", "presto writes it as 2024-01-01 10:00:00.500 UTC"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T186", 8, tc.says)
	}
	// a CASE of a TIMESTAMP and a TIMESTAMPTZ is a TIMESTAMPTZ (branchType)
	refusedWith(t, "SELECT CAST(CASE WHEN ts IS NULL THEN tz ELSE ts END AS VARCHAR) AS a FROM t", "trino", "postgres", opts, "T186", 8, "casting a TIMESTAMP WITH TIME ZONE to text")
	// a scalar subquery's DATE is read for its year too: it cannot be
	// read twice (textValueType)
	refusedWith(t, "SELECT CAST((SELECT max(d) FROM t) AS VARCHAR) AS a", "trino", "spark", opts, "T073", 13, "raising for a year before 1 or after 9999")

	// toward PostgreSQL and DuckDB, Spark's text of a DATE or TIMESTAMP
	// is read through a guard raising for a year outside 1 to 9999,
	// which Spark writes with a sign
	for _, to := range []string{"postgres", "duckdb"} {
		tr := mustTranslate(t, "SELECT CAST(ts AS STRING) AS a, CAST(d AS STRING) AS b FROM t", "spark", to, opts)
		for _, want := range []string{"ts >= TIMESTAMP '10000-01-01 00:00:00' THEN", "d >= DATE '10000-01-01' THEN"} {
			if !strings.Contains(tr.SQL, want) {
				t.Errorf("spark to %s: got %s, want it to hold %s", to, tr.SQL, want)
			}
		}
	}

	// the replacement turns Trino's text into Spark's and Hive's
	tr := mustTranslate(t, "SELECT CAST(ts AS STRING) AS a FROM t", "spark", "trino", opts)
	lits := regexp.MustCompile(`'((?:[^']|'')*)'`).FindAllStringSubmatch(tr.SQL, -1)
	if len(lits) != 4 {
		t.Fatalf("want two patterns and two replacements in %s", tr.SQL)
	}
	first, second := regexp.MustCompile(lits[0][1]), regexp.MustCompile(lits[2][1])
	dollar := strings.ReplaceAll(lits[1][1], "$1", "${1}")
	for _, tc := range []struct{ trino, spark string }{
		{"2024-01-01 10:00:00.000000", "2024-01-01 10:00:00"},
		{"2024-01-01 10:00:00.500", "2024-01-01 10:00:00.5"},
		{"2024-01-01 10:00:00.100500", "2024-01-01 10:00:00.1005"},
		{"2024-01-01 10:00:10", "2024-01-01 10:00:10"},
		{"+10000-01-01 00:00:00.000000", "+10000-01-01 00:00:00"},
	} {
		if got := second.ReplaceAllString(first.ReplaceAllString(tc.trino, dollar), lits[3][1]); got != tc.spark {
			t.Errorf("%s: got %s, want %s", tc.trino, got, tc.spark)
		}
	}
}

// TestElemDigitsText: an array of TIMESTAMP (TIME, TIMESTAMP WITH TIME
// ZONE, INTERVAL) elements joined or cast as text from Trino and Presto
// toward any other dialect, and of TIMESTAMP or INTERVAL elements from
// Spark and Hive toward Trino and Presto, is refused (T187): Trino writes
// each with the digits of its precision; an array of integers is kept.
func TestElemDigitsText(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (tsa ARRAY(TIMESTAMP), tma ARRAY(TIME), ia ARRAY(INTEGER))", SchemaDialect: "trino"}
	for _, tc := range []struct{ from, to, in string }{
		{"trino", "spark", "SELECT array_join(tsa, ',') AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(tma AS ARRAY(VARCHAR)) AS a FROM t"},
		{"presto", "duckdb", "SELECT array_join(tsa, ',') AS a FROM t"},
		{"spark", "trino", "SELECT array_join(tsa, ',') AS a FROM t"},
		{"hive", "presto", "SELECT CAST(tsa AS ARRAY<STRING>) AS a FROM t"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T187", 8, "as text: "+tc.from+" writes each element otherwise than "+tc.to)
	}
	// Hive's concat_ws of such an array, at the array: the guard of its
	// years before 1 and after 9999 (bcArrayJoin) is written around the
	// call, which the rules after it still read (applyFuncRules)
	for _, to := range []string{"trino", "presto"} {
		refusedWith(t, "SELECT concat_ws(',', tsa) AS a FROM t", "hive", to, opts, "T187", 23, "as text: hive writes each element otherwise than "+to)
	}
	// at any depth
	nested := lateral.TranslateOptions{Schema: "CREATE TABLE n (aa ARRAY<ARRAY<TIMESTAMP>>, m MAP<STRING, TIMESTAMP>)", SchemaDialect: "spark"}
	refusedWith(t, "SELECT CAST(aa AS ARRAY<ARRAY<STRING>>) AS a FROM n", "spark", "trino", nested, "T187", 8, "casting a nested value of TIMESTAMP or INTERVAL parts to strings")
	refusedWith(t, "SELECT CAST(m AS MAP<STRING, STRING>) AS a FROM n", "spark", "trino", nested, "T187", 8, "spark writes each otherwise than trino")
	// kept as written: integers, and the same dialect
	runExprCases(t, []exprCase{
		{name: "integers", from: "trino", to: "spark", schema: opts.Schema, schemaDialect: "trino",
			in: "SELECT array_join(ia, ',') AS a FROM t", want: "SELECT array_join(ia, ',') AS a FROM t"},
		{name: "the same dialect", from: "trino", to: "trino", schema: opts.Schema, schemaDialect: "trino",
			in: "SELECT array_join(tsa, ',') AS a FROM t", want: "SELECT array_join(tsa, ',') AS a FROM t"},
	})
}

// TestTrinoUntypedText: from Trino, a value of unknown type written as
// text toward PostgreSQL, DuckDB and Spark is tested when the query runs
// for a TIMESTAMP, TIME or INTERVAL too (float_text.go floatUntypedWhen; Spark's
// assert_true takes no message), whose
// text Trino writes with the digits of its precision (run on PostgreSQL
// 15 and DuckDB 1.5: a TIMESTAMP column raises, an INTEGER is written).
func TestTrinoUntypedText(t *testing.T) {
	for to, want := range map[string]string{
		"postgres": "IN ('double precision', 'real', 'timestamp without time zone', 'timestamp with time zone', 'time without time zone', 'time with time zone', 'interval')",
		"duckdb":   "typeof(x) IN ('DOUBLE', 'FLOAT', 'TIMESTAMP', 'TIMESTAMP WITH TIME ZONE', 'TIME', 'TIME WITH TIME ZONE', 'TIMESTAMP_S', 'TIMESTAMP_MS', 'TIMESTAMP_NS', 'TIME_NS', 'INTERVAL')",
		"spark":    "typeof(x) IN ('double', 'float', 'timestamp', 'timestamp_ntz') OR typeof(x) LIKE 'interval%'",
	} {
		tr := mustTranslate(t, "SELECT CAST(x AS VARCHAR) AS a FROM t", "trino", to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, want) || to != "spark" && !strings.Contains(tr.SQL, "a floating-point value, TIMESTAMP, TIME or INTERVAL written as text") {
			t.Errorf("to %s: got %s, want it to hold %s", to, tr.SQL, want)
		}
	}
}

// A Trino TIME cast to fewer digits and then to text: the rounding
// carries 23:59:59.999 to 00:00:00 in Trino, to 24:00:00 in PostgreSQL,
// whose time + interval wraps it as Trino does (trinoTimeDayWrap), the
// text then that of the TIME(2), 00:00:00.00 (run on PostgreSQL 15: the
// translation gives 00:00:00.00, and 10:00:00.13 for TIME
// '10:00:00.125').
func TestTrinoTimeCastText(t *testing.T) {
	runExprCases(t, []exprCase{{name: "wrapped", from: "trino", to: "postgres",
		in:   "SELECT CAST(CAST(TIME '23:59:59.999' AS TIME(2)) AS VARCHAR) AS a",
		want: "SELECT to_char(CAST(TIME '23:59:59.999' AS TIME(2)) + INTERVAL '0' SECOND, 'HH24:MI:SS.FF2') AS a", fires: true}})
}
