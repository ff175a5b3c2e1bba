package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestUntypedTemporalText: a column of unknown type written as text from
// PostgreSQL or DuckDB toward Trino, Presto and Spark is tested when the
// query runs for a TIMESTAMP or TIME, in the CASE that tests it for a
// float (untyped_temporal_text.go): toward Trino a timestamp(p) or
// time(p) has the fractional zeros Trino writes stripped, a value with
// time zone raises, a DATE or TIMESTAMP before Christ raises; toward
// Presto all of them raise, a DATE before Christ only; toward Spark a
// timestamp (a TIMESTAMP or a TIMESTAMPTZ of the source) raises, a
// timestamp_ntz or date has the + before a year past 9999 stripped, and
// raises before Christ; an INTERVAL raises toward all three.
func TestUntypedTemporalText(t *testing.T) {
	const floatTrino = "WHEN typeof(t.x) IN ('double', 'real') AND t.x IS NOT NULL THEN CAST(CAST('a floating-point value written as text, which trino writes otherwise than postgres (3.0 or 3, 1.0E7 or 1e+07): cast it to DECIMAL(p, s) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)"
	const floatPresto = "WHEN typeof(t.x) IN ('double', 'real') AND t.x IS NOT NULL THEN CAST(CAST('a floating-point value written as text, which presto writes otherwise than postgres (3.0 or 3, 1.0E7 or 1e+07): cast it to DECIMAL(p, s) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)"
	// from PostgreSQL and DuckDB a struct or map raises there too
	// (float_text.go, floatUntypedWhen)
	const floatSpark = "WHEN (typeof(t.x) IN ('double', 'float') OR typeof(t.x) LIKE 'struct<%' OR typeof(t.x) LIKE 'map<%') AND t.x IS NOT NULL THEN CAST(coalesce(assert_true(t.x IS NULL), TRUE) AS STRING)"
	interval := func(to string) string {
		return " WHEN typeof(t.x) LIKE 'interval%' AND t.x IS NOT NULL THEN CAST(CAST('an INTERVAL written as text, which " + to + " writes otherwise than postgres (1 02:00:00.000 or 1 day 02:00:00): write the parts you need as numbers (EXTRACT) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)"
	}
	const sparkWhens = " WHEN typeof(t.x) LIKE 'interval%' AND t.x IS NOT NULL THEN CAST(coalesce(assert_true(t.x IS NULL), TRUE) AS STRING)" +
		" WHEN typeof(t.x) IN ('timestamp') AND t.x IS NOT NULL THEN CAST(coalesce(assert_true(t.x IS NULL), TRUE) AS STRING)" +
		" WHEN typeof(t.x) IN ('timestamp_ntz', 'date') AND (CAST(t.x AS STRING) LIKE '-%' OR CAST(t.x AS STRING) LIKE '0000-%') AND t.x IS NOT NULL THEN CAST(coalesce(assert_true(t.x IS NULL), TRUE) AS STRING)" +
		" WHEN typeof(t.x) IN ('timestamp_ntz', 'date') THEN regexp_replace(CAST(t.x AS STRING), '^[+]', '')"
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "trino", "SELECT CAST(t.x AS TEXT) AS a FROM t",
			"SELECT CAST(CASE " + floatTrino + interval("trino") +
				" WHEN (typeof(t.x) LIKE 'timestamp(%) with time zone' OR typeof(t.x) LIKE 'time(%) with time zone') AND t.x IS NOT NULL THEN CAST(CAST('a TIMESTAMP WITH TIME ZONE or TIME WITH TIME ZONE written as text, which trino writes with its zone''s name (2024-01-01 10:00:00.500 UTC) where postgres writes the offset (2024-01-01 10:00:00.5+00): write the parts you need with the source''s formatting function (to_char, strftime) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)" +
				" WHEN (typeof(t.x) LIKE 'timestamp(%)' OR typeof(t.x) IN ('date')) AND (CAST(t.x AS VARCHAR) LIKE '-%' OR CAST(t.x AS VARCHAR) LIKE '0000-%') AND t.x IS NOT NULL THEN CAST(CAST('a DATE or TIMESTAMP before Christ written as text, which trino writes otherwise than postgres (-0044-03-15 or 0045-03-15 BC): write the parts you need with the source''s formatting function (to_char, strftime) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)" +
				` WHEN typeof(t.x) LIKE 'timestamp(%)' OR typeof(t.x) LIKE 'time(%)' THEN regexp_replace(regexp_replace(CAST(t.x AS VARCHAR), '(\.[0-9]*[1-9])0+\z', '$1'), '^\+|\.0+\z', '')` +
				" ELSE CAST(t.x AS VARCHAR) END AS VARCHAR) AS a FROM t"},
		{"postgres", "presto", "SELECT CAST(t.x AS TEXT) AS a FROM t",
			"SELECT CAST(CASE " + floatPresto + interval("presto") +
				" WHEN typeof(t.x) IN ('timestamp', 'timestamp microseconds', 'timestamp with time zone', 'time', 'time with time zone') AND t.x IS NOT NULL THEN CAST(CAST('a TIMESTAMP, TIME or TIMESTAMP WITH TIME ZONE written as text, which presto writes otherwise than postgres (2024-01-01 10:00:00.500 or 2024-01-01 10:00:00.5, a zone''s name or +00): write the parts you need with the source''s formatting function (to_char, strftime) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)" +
				" WHEN typeof(t.x) IN ('date') AND (CAST(t.x AS VARCHAR) LIKE '-%' OR CAST(t.x AS VARCHAR) LIKE '0000-%') AND t.x IS NOT NULL THEN CAST(CAST('a DATE before Christ written as text, which presto writes otherwise than postgres (-0044-03-15 or 0045-03-15 BC): write the parts you need with the source''s formatting function (to_char, strftime) first (an error of the translation from postgres): ' || typeof(t.x) AS BIGINT) AS VARCHAR)" +
				" ELSE CAST(t.x AS VARCHAR) END AS VARCHAR) AS a FROM t"},
		{"postgres", "spark", "SELECT CAST(t.x AS TEXT) AS a FROM t",
			"SELECT CAST(CASE " + floatSpark + sparkWhens + " ELSE CAST(t.x AS STRING) END AS STRING) AS a FROM t"},
		// || tests the operand in the chain's WHEN too
		{"duckdb", "spark", "SELECT t.x || 'x' AS b FROM t",
			"SELECT CASE WHEN (typeof(t.x) IN ('double', 'float') OR typeof(t.x) LIKE 'struct<%' OR typeof(t.x) LIKE 'map<%') AND t.x IS NOT NULL OR (typeof(t.x) IN ('timestamp', 'timestamp_ntz', 'date') OR typeof(t.x) LIKE 'interval%') THEN CASE " + floatSpark + sparkWhens +
				" ELSE CAST(t.x AS STRING) END || 'x' ELSE t.x || 'x' END AS b FROM t"},
	} {
		opts := lateral.TranslateOptions{}
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: %s\n got  %s\n want %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, opts)
	}
	// concat writes the argument through the same WHENs
	for _, to := range []string{"trino", "presto", "spark"} {
		in := "SELECT concat(t.x, 'x') AS c FROM t"
		tr := mustTranslate(t, in, "postgres", to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, "'timestamp") {
			t.Errorf("postgres to %s: %s: no timestamp test in %s", to, in, tr.SQL)
		}
	}
}

// TestUntypedTemporalTextUnaffected: with the column's type (--schema)
// no run-time test is written (temporal_text.go writes a known TIMESTAMP
// or refuses it); between PostgreSQL and DuckDB, and toward the targets
// without typeof, the tests are not written; a number or a string gets
// no branch of its own.
func TestUntypedTemporalTextUnaffected(t *testing.T) {
	typed := lateral.TranslateOptions{Schema: "CREATE TABLE t (x TIMESTAMP, d DATE, i INT, s TEXT, n NUMERIC(5,2))", SchemaDialect: "postgres"}
	for _, tc := range []struct{ to, in, want string }{
		{"trino", "SELECT CAST(t.x AS TEXT) AS a FROM t",
			`SELECT regexp_replace(regexp_replace(CAST(CASE WHEN CASE WHEN t.x < DATE '0001-01-01' THEN CAST(EXTRACT(YEAR FROM t.x) AS BIGINT) / (CAST(EXTRACT(YEAR FROM t.x) AS BIGINT) - CAST(EXTRACT(YEAR FROM t.x) AS BIGINT)) = 0 ELSE FALSE END THEN NULL ELSE t.x END AS VARCHAR), '(\.[0-9]*[1-9])0+\z', '$1'), '^\+|\.0+\z', '') AS a FROM t`},
		{"spark", "SELECT CAST(t.i AS TEXT) AS a, CAST(t.s AS TEXT) AS b FROM t", "SELECT CAST(t.i AS STRING) AS a, CAST(t.s AS STRING) AS b FROM t"},
		{"trino", "SELECT CAST(t.n AS TEXT) AS a FROM t", "SELECT CAST(t.n AS VARCHAR) AS a FROM t"},
	} {
		tr := mustTranslate(t, tc.in, "postgres", tc.to, typed)
		if tr.SQL != tc.want {
			t.Errorf("postgres to %s (typed): %s\n got  %s\n want %s", tc.to, tc.in, tr.SQL, tc.want)
		}
	}
	for _, to := range []string{"trino", "presto", "spark"} {
		tr := mustTranslate(t, "SELECT CAST(t.d AS TEXT) AS a, t.i || 'x' AS b, concat(t.s, 'x') AS c FROM t", "postgres", to, typed)
		if strings.Contains(tr.SQL, "typeof") {
			t.Errorf("postgres to %s (typed): a run-time test of a value of known type: %s", to, tr.SQL)
		}
	}
	// between PostgreSQL and DuckDB, and toward Hive (no typeof), none of
	// the names tested here
	for _, tc := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}, {"postgres", "hive"}} {
		tr := mustTranslate(t, "SELECT CAST(t.x AS VARCHAR) AS a, concat(t.x, 'x') AS c FROM t", tc[0], tc[1], lateral.TranslateOptions{})
		for _, name := range []string{"'timestamp(%", "timestamp_ntz", "timestamp microseconds", "before Christ written as text"} {
			if strings.Contains(tr.SQL, name) {
				t.Errorf("%s to %s: %s in %s", tc[0], tc[1], name, tr.SQL)
			}
		}
	}
	// untyped, toward the targets: no number or string name
	for _, to := range []string{"trino", "presto", "spark"} {
		tr := mustTranslate(t, "SELECT CAST(t.x AS TEXT) AS a FROM t", "postgres", to, lateral.TranslateOptions{})
		for _, name := range []string{"'integer'", "'varchar", "'decimal", "'string'", "'int'", "'bigint'"} {
			if strings.Contains(tr.SQL, name) {
				t.Errorf("postgres to %s: a branch for %s in %s", to, name, tr.SQL)
			}
		}
	}
}
