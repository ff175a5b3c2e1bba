package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Differences of dates in months, quarters, years or weeks that are not
// read (date_diff_unread.go: not two DATEs, or a rule lateral does not
// translate) are refused toward another dialect (T118), never passed
// through to a function of the same name that counts otherwise; the
// source's own dialect (and Trino to Presto) keeps them.
func TestUnitDiffUnread(t *testing.T) {
	const schema = "CREATE TABLE t (a TIMESTAMP, b TIMESTAMP)"
	for _, tc := range []struct{ q, from, to string }{
		// (Trino's and Presto's date_diff of TIMESTAMPs is written or
		// refused by trino_unit_arith.go: TestTrinoUnitArith)
		{"SELECT date_sub('month', t.a, t.b) AS m FROM t", "duckdb", "trino"},
		// (DuckDB's weeks of TIMESTAMPs are written for the targets with
		// a day difference by duck_diff_time.go)
		{"SELECT date_diff('week', t.a, t.b) AS m FROM t", "duckdb", "drill"},
		{"SELECT date_diff('week', t.x, t.b) AS m FROM t", "duckdb", "postgres"},
		{"SELECT MONTHS_BETWEEN(t.a, t.b) AS m FROM t", "snowflake", "duckdb"},
		// DuckDB counts the boundaries of the parts of a day (duckDiffTime);
		// duck_diff_time.go writes hours, minutes and seconds of TIMESTAMPs
		// for the targets with a day difference (and an EXTRACT(SECOND)
		// without fraction, or, for PostgreSQL, datediff_units_crossed),
		// not for ANSI SQL or Drill
		{"SELECT date_diff('hour', t.a, t.b) AS m FROM t", "duckdb", "ansi"},
		{"SELECT datediff('mins', t.a, t.b) AS m FROM t", "duckdb", "drill"},
		{"SELECT date_diff('s', t.a, t.b) AS m FROM t", "duckdb", "spark"},
		{"SELECT date_diff('s', CAST(t.a AS TIMESTAMPTZ), t.b) AS m FROM t", "duckdb", "postgres"},
		{"SELECT date_diff('hour', CAST(t.a AS TIMESTAMPTZ), t.b) AS m FROM t", "duckdb", "postgres"},
		{"SELECT date_diff('hour', CAST(t.a AS TIME), CAST(t.b AS TIME)) AS m FROM t", "duckdb", "trino"},
		{"SELECT date_diff('ms', t.a, t.b) AS m FROM t", "duckdb", "snowflake"},
		{"SELECT date_diff('microseconds', CAST(t.a AS DATE), t.b) AS m FROM t", "duckdb", "bigquery"},
	} {
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, lateral.TranslateOptions{Schema: schema, SchemaDialect: tc.from})
		wantRefusal(t, tr, err, "T118")
	}
	// Hive's and Spark's months_between of TIMESTAMPs (or Spark's roundOff
	// FALSE) is refused with T119 (Hive's kept toward Spark, the same rule:
	// Spark SQL functions, Hive LanguageManual UDF: months_between).
	for _, tc := range []struct{ q, from, to string }{
		{"SELECT months_between(t.a, t.b) AS m FROM t", "hive", "postgres"},
		{"SELECT months_between(t.a, t.b) AS m FROM t", "spark", "hive"},
		{"SELECT months_between(CAST(t.a AS DATE), CAST(t.b AS DATE), false) AS m FROM t", "spark", "duckdb"},
	} {
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, lateral.TranslateOptions{Schema: schema, SchemaDialect: tc.from})
		wantRefusal(t, tr, err, "T119")
	}
	mustTranslate(t, "SELECT months_between(t.a, t.b) AS m FROM t", "hive", "spark", lateral.TranslateOptions{Schema: schema, SchemaDialect: "hive"})
	mustTranslate(t, "SELECT months_between(CAST(t.a AS DATE), CAST(t.b AS DATE)) AS m FROM t", "spark", "hive", lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"})
	for _, tc := range []struct{ q, from, to string }{
		{"SELECT date_diff('month', t.a, t.b) AS m FROM t", "trino", "trino"},
		{"SELECT date_diff('month', t.a, t.b) AS m FROM t", "trino", "presto"},
		{"SELECT date_diff('day', CAST(t.a AS DATE), CAST(t.b AS DATE)) AS m FROM t", "trino", "duckdb"},
		{"SELECT MONTHS_BETWEEN(t.a, t.b) AS m FROM t", "snowflake", "snowflake"},
		{"SELECT date_sub('month', CAST(t.a AS DATE), CAST(t.b AS DATE)) AS m FROM t", "duckdb", "trino"},
		{"SELECT date_diff('hour', t.a, t.b) AS m FROM t", "duckdb", "trino"},
		{"SELECT datediff('mins', t.a, CAST(t.b AS DATE)) AS m FROM t", "duckdb", "postgres"},
		{"SELECT date_diff('s', t.a, t.b) AS m FROM t", "duckdb", "snowflake"},
	} {
		mustTranslate(t, tc.q, tc.from, tc.to, lateral.TranslateOptions{Schema: schema, SchemaDialect: tc.from})
	}
	// DuckDB's date_diff('hour', ...) written as Trino's date_diff('day',
	// ...) and parts is not warned of as an unknown date_diff passed on
	// (W014): the warned call is gone.
	tr := mustTranslate(t, "SELECT date_diff('hour', t.a, t.b) AS h FROM t", "duckdb", "trino", lateral.TranslateOptions{Schema: schema, SchemaDialect: "duckdb"})
	for _, w := range tr.Warnings {
		t.Errorf("unexpected warning %s: %s", w.Code, w.Message)
	}
}
