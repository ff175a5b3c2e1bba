package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// dtText is the text of t.dt, a DATE, between Hive or Spark and Trino,
// read through the guard raising for a year before 1 or after 9999,
// which Trino writes otherwise (extremeYearsDiffer).
const dtText = "CAST(CASE WHEN CASE WHEN t.dt < DATE '0001-01-01' OR t.dt >= DATE '10000-01-01' THEN CAST(EXTRACT(YEAR FROM t.dt) AS BIGINT) / (CAST(EXTRACT(YEAR FROM t.dt) AS BIGINT) - CAST(EXTRACT(YEAR FROM t.dt) AS BIGINT)) = 0 ELSE FALSE END THEN NULL ELSE t.dt END AS VARCHAR)"

// tsGuarded is t.ts, a TIMESTAMP, read from Hive toward Trino through a
// guard raising for a year before 1 only (Hive 3 writes one as its year
// of era; both write +10000 past 9999: earlyYearsOnly).
var tsGuarded = strings.NewReplacer("t.dt", "t.ts", "DATE '0001-01-01'", "TIMESTAMP '0001-01-01 00:00:00'", " OR t.dt >= DATE '10000-01-01'", "").
	Replace(strings.TrimSuffix(strings.TrimPrefix(dtText, "CAST("), " AS VARCHAR)"))

// TestConcatTextArgsStrict: Hive's, Spark's, Doris's, BigQuery's and
// Snowflake's concat (NULL for a NULL argument), Spark's, Doris's,
// PostgreSQL's and DuckDB's concat_ws, and ||, of an argument of known
// INTEGER, DECIMAL(p, 0) or DATE type (from Spark and BigQuery a BOOLEAN too) toward
// Trino, Presto, BigQuery and Snowflake have it cast to the target's
// string type (Trino and BigQuery take strings only there); strings,
// NULL literals, arrays, TIMESTAMPs, DECIMALs, the same dialect, and
// Trino's own concat (which raises for a non-string) are left as written
// (rewrite/concat_text_args_strict.go); Hive's BOOLEANs are its words
// (rewrite/bool_text.go).
func TestConcatTextArgsStrict(t *testing.T) {
	const schema = "CREATE TABLE t (i INT, bi BIGINT, n DECIMAL(10, 2), dt DATE, b BOOLEAN, s VARCHAR(5), ts TIMESTAMP, a ARRAY<INT>)"
	typed := lateral.TranslateOptions{Schema: schema, SchemaDialect: "hive"}
	for _, tc := range []struct {
		from, to, in, want string
	}{
		{"hive", "trino", "SELECT concat(1, 'a', t.i, t.dt, t.s, NULL) AS c FROM t", "SELECT concat(CAST(1 AS VARCHAR), 'a', CAST(t.i AS VARCHAR), " + dtText + ", t.s, NULL) AS c FROM t"},
		{"hive", "presto", "SELECT concat(t.bi, t.s) AS c FROM t", "SELECT concat(CAST(t.bi AS VARCHAR), t.s) AS c FROM t"},
		{"hive", "bigquery", "SELECT concat(t.i, t.dt) AS c FROM t", "SELECT concat(CAST(t.i AS STRING), CAST(t.dt AS STRING)) AS c FROM t"},
		{"doris", "snowflake", "SELECT concat(t.i, t.s) AS c FROM t", "SELECT concat(CAST(t.i AS VARCHAR), t.s) AS c FROM t"},
		{"snowflake", "trino", "SELECT concat(t.i, t.s) AS c FROM t", "SELECT concat(CAST(t.i AS VARCHAR), t.s) AS c FROM t"},
		{"snowflake", "bigquery", "SELECT concat(CAST(t.n AS DECIMAL(12, 0)), t.s) AS c FROM t", "SELECT concat(CAST(CAST(t.n AS NUMERIC(12, 0)) AS STRING), t.s) AS c FROM t"},
		{"bigquery", "trino", "SELECT concat(t.b, t.i) AS c FROM t", "SELECT concat(CAST(t.b AS VARCHAR), CAST(t.i AS VARCHAR)) AS c FROM t"},
		{"spark", "bigquery", "SELECT concat(t.b, t.s) AS c FROM t", "SELECT concat(CAST(t.b AS STRING), t.s) AS c FROM t"},
		// Hive's BOOLEAN is its words TRUE and FALSE (bool_text.go); a
		// DECIMAL is left (the target raises; Snowflake and BigQuery, which
		// would convert it, refuse it: TestConcatTextArgsStrictRefused), a
		// TIMESTAMP is Trino's text less its trailing fractional zeros
		// (temporal_text.go)
		{"hive", "trino", "SELECT concat(t.b, t.n, t.ts, t.s) AS c FROM t", "SELECT concat(CASE t.b WHEN TRUE THEN 'TRUE' WHEN FALSE THEN 'FALSE' END, t.n, regexp_replace(regexp_replace(CAST(" + tsGuarded + " AS VARCHAR), '(\\.[0-9]*[1-9])0+\\z', '$1'), '\\.0+\\z', ''), t.s) AS c FROM t"},
		{"hive", "snowflake", "SELECT concat(t.b, t.s) AS c FROM t", "SELECT concat(CASE t.b WHEN TRUE THEN 'TRUE' WHEN FALSE THEN 'FALSE' END, t.s) AS c FROM t"},
		{"spark", "doris", "SELECT concat_ws('-', t.s, t.b) AS c FROM t", "SELECT concat_ws('-', t.s, CASE t.b WHEN TRUE THEN 'true' WHEN FALSE THEN 'false' END) AS c FROM t"},
		{"spark", "snowflake", "SELECT concat(t.b, t.s) AS c FROM t", "SELECT concat(CAST(t.b AS VARCHAR), t.s) AS c FROM t"},
		// arrays are concatenated, not written as text
		{"spark", "trino", "SELECT concat(t.a, t.a) AS c FROM t", "SELECT concat(t.a, t.a) AS c FROM t"},
		// Trino's concat takes strings only: the target raises as the source does
		{"trino", "presto", "SELECT concat(t.i, t.s) AS c FROM t", "SELECT concat(t.i, t.s) AS c FROM t"},
		{"hive", "hive", "SELECT concat(t.i, t.s) AS c FROM t", "SELECT concat(t.i, t.s) AS c FROM t"},
		{"hive", "spark", "SELECT concat(t.i, t.s) AS c FROM t", "SELECT concat(t.i, t.s) AS c FROM t"},
		{"bigquery", "bigquery", "SELECT concat(t.i, t.s) AS c FROM t", "SELECT concat(t.i, t.s) AS c FROM t"},
		{"snowflake", "snowflake", "SELECT t.i || t.s AS c FROM t", "SELECT t.i || t.s AS c FROM t"},
		// concat_ws
		{"spark", "trino", "SELECT concat_ws('-', t.i, t.s, t.dt, t.b) AS c FROM t", "SELECT concat_ws('-', CAST(t.i AS VARCHAR), t.s, " + dtText + ", CAST(t.b AS VARCHAR)) AS c FROM t"},
		{"spark", "bigquery", "SELECT concat_ws('-', t.i, t.s) AS c FROM t", "SELECT array_to_string([CAST(t.i AS STRING), t.s], '-') AS c FROM t"},
		{"postgres", "bigquery", "SELECT concat_ws('-', t.i, t.s, t.dt) AS c FROM t", "SELECT array_to_string([CAST(t.i AS STRING), t.s, CAST(CASE WHEN CASE WHEN t.dt < DATE '0001-01-01' OR t.dt >= DATE '10000-01-01' THEN error('a DATE of a year before 1 or after 9999, whose text bigquery writes otherwise than postgres (an error of the translation from postgres)') ELSE FALSE END THEN NULL ELSE t.dt END AS STRING)], '-') AS c FROM t"},
		{"duckdb", "trino", "SELECT concat_ws('-', t.i, t.b) AS c FROM t", "SELECT concat_ws('-', CAST(t.i AS VARCHAR), CAST(t.b AS VARCHAR)) AS c FROM t"},
		{"hive", "trino", "SELECT concat_ws('-', t.s, t.s) AS c FROM t", "SELECT concat_ws('-', t.s, t.s) AS c FROM t"},
		// ||
		{"hive", "trino", "SELECT t.i || t.s || t.dt AS c FROM t", "SELECT CAST(t.i AS VARCHAR) || t.s || " + dtText + " AS c FROM t"},
		{"spark", "bigquery", "SELECT 'x' || t.b AS c FROM t", "SELECT 'x' || CAST(t.b AS STRING) AS c FROM t"},
		{"postgres", "trino", "SELECT t.i || t.s AS c FROM t", "SELECT CAST(t.i AS VARCHAR) || t.s AS c FROM t"},
		{"spark", "trino", "SELECT t.a || t.a AS c FROM t", "SELECT t.a || t.a AS c FROM t"},
		{"doris", "trino", "SELECT t.s || t.s AS c FROM t", "SELECT t.s || t.s AS c FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, typed)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, typed)
	}
}

// TestConcatTextArgsStrictRefused: toward Snowflake, BigQuery and Doris, which
// convert a non-string argument of concat or an operand of || themselves,
// a TIMESTAMP, TIME or DECIMAL (T186) whose text the source and the target
// are not known to write alike is refused at the argument (a BOOLEAN is
// written as the source's words: bool_text.go).
func TestConcatTextArgsStrictRefused(t *testing.T) {
	typed := lateral.TranslateOptions{Schema: "CREATE TABLE t (n DECIMAL(10, 2), b BOOLEAN, s VARCHAR(5), ts TIMESTAMP)", SchemaDialect: "hive"}
	for _, tc := range []struct {
		from, to, in, code string
		col                int
		says               string
	}{
		// a TIMESTAMP from Hive and Spark by temporal_text.go
		{"hive", "snowflake", "SELECT concat(t.s, t.ts) AS c FROM t", "T186", 20, "hive writes it as 2024-01-01 10:00:00.5, snowflake's text is not known"},
		{"spark", "snowflake", "SELECT t.s || t.n AS c FROM t", "T186", 15, "conversion is not known to write alike"},
		{"doris", "bigquery", "SELECT concat(t.s, t.ts) AS c FROM t", "T186", 20, "conversion is not known to write alike"},
		{"snowflake", "bigquery", "SELECT concat(t.s, t.n) AS c FROM t", "T186", 20, "conversion is not known to write alike"},
		{"spark", "doris", "SELECT concat(t.s, t.ts) AS c FROM t", "T186", 20, "spark writes it as 2024-01-01 10:00:00.5, doris's text is not known"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, typed, tc.code, tc.col, tc.says)
	}
}

// TestConcatTextArgsStrictUntyped: toward Trino and Presto, a table's
// column of unknown type given to Hive's or Spark's concat, written
// CAST(x AS VARCHAR) behind the float test, raises when the query runs
// for a type other than a string, an integer or a DATE (from Spark a
// BOOLEAN too); BigQuery keeps Spark's argument as written, with the
// float warning (W024) (Hive's is refused there: bool_text.go).
func TestConcatTextArgsStrictUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to string
		want     []string
	}{
		{"hive", "trino", []string{"WHEN NOT (typeof(t.c) LIKE 'varchar%' OR typeof(t.c) IN ('tinyint', 'smallint', 'integer', 'bigint', 'date')) AND t.c IS NOT NULL THEN", "ELSE CAST(t.c AS VARCHAR) END"}},
		{"spark", "presto", []string{"IN ('tinyint', 'smallint', 'integer', 'bigint', 'date', 'boolean')) AND t.c IS NOT NULL THEN"}},
		{"bigquery", "trino", []string{"IN ('tinyint', 'smallint', 'integer', 'bigint', 'date', 'boolean')) AND t.c IS NOT NULL THEN"}},
	} {
		tr := mustTranslate(t, "SELECT concat(1, 'a', t.c) AS s FROM t", tc.from, tc.to, lateral.TranslateOptions{})
		for _, w := range tc.want {
			if !strings.Contains(tr.SQL, w) {
				t.Errorf("%s to %s: no %q in\n%s", tc.from, tc.to, w, tr.SQL)
			}
		}
	}
	tr := mustTranslate(t, "SELECT concat(1, 'a', t.c) AS s FROM t", "spark", "bigquery", lateral.TranslateOptions{})
	if want := "SELECT concat(CAST(1 AS STRING), 'a', t.c) AS s FROM t"; tr.SQL != want {
		t.Errorf("spark to bigquery:\ngot  %s\nwant %s", tr.SQL, want)
	}
	checkWarned(t, tr, "W024", true)
}
