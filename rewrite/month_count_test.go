package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A count of months or years that may have a fraction is refused (T111,
// month_count.go): Snowflake and Doris do not document how they round it,
// a year count is read as 12 times it, and PostgreSQL and DuckDB would add
// the fraction as days. An integer count is read.
func TestMonthCount(t *testing.T) {
	const schema = "CREATE TABLE t (d DATE, n INT, x DOUBLE, m NUMBER(10, 2), k NUMBER(10, 0))"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "snowflake"}
	for _, tc := range []struct{ q, to string }{
		{"SELECT DATEADD(year, t.x, CAST(t.d AS DATE)) AS a FROM t", "postgres"},
		{"SELECT DATEADD(month, t.m, CAST(t.d AS DATE)) AS a FROM t", "spark"},
		{"SELECT ADD_MONTHS(CAST(t.d AS DATE), t.x) AS a FROM t", "hive"},
		// written back as DATEADD(month, x * 12, ...)
		{"SELECT DATEADD(year, t.x, CAST(t.d AS DATE)) AS a FROM t", "snowflake"},
	} {
		tr, err := lateral.Translate(tc.q, "snowflake", tc.to, opts)
		wantRefusal(t, tr, err, "T111")
	}
	for _, tc := range []struct{ q, to string }{
		{"SELECT DATEADD(year, t.n, CAST(t.d AS DATE)) AS a FROM t", "postgres"},
		{"SELECT DATEADD(month, t.k, CAST(t.d AS DATE)) AS a FROM t", "spark"},
		{"SELECT DATEADD(month, t.x, CAST(t.d AS DATE)) AS a FROM t", "snowflake"},
	} {
		mustTranslate(t, tc.q, "snowflake", tc.to, opts)
	}
}
