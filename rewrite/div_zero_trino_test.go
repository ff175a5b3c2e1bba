package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDivZeroTrinoSource: Trino's and Presto's "/" and % of integers or
// decimals raise "Division by zero" (Trino mathematical operators), as
// ANSI SQL's division does ("data exception - division by zero"), so
// toward Hive, Spark, Doris and DuckDB, whose DIV, // and % give NULL
// there, the raise form of div_zero_raise.go is written; a DOUBLE
// quotient is Infinity or NaN in Trino and is not raised for.
func TestDivZeroTrinoSource(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: modZeroSchema}
	for _, tc := range []struct{ from, to, in, want string }{
		{"trino", "hive", "SELECT t.a / t.b AS q FROM t",
			"SELECT CASE WHEN CASE WHEN t.b = 0 AND t.a IS NOT NULL THEN coalesce(assert_true(t.b IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE t.a DIV t.b END AS q FROM t"},
		{"presto", "spark", "SELECT t.a % t.b AS r FROM t",
			"SELECT CASE WHEN CASE WHEN t.b = 0 AND t.a IS NOT NULL THEN coalesce(assert_true(t.b IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE t.a % t.b END AS r FROM t"},
		{"ansi", "duckdb", "SELECT t.a / t.b AS q FROM t",
			"SELECT CASE WHEN CASE WHEN t.b = 0 AND t.a IS NOT NULL THEN error('Division by zero (an error in ansi)') ELSE FALSE END THEN NULL ELSE t.a // t.b END AS q FROM t"},
		{"trino", "postgres", "SELECT t.a / t.b AS q FROM t", "SELECT t.a / t.b AS q FROM t"},
		{"trino", "presto", "SELECT t.a % t.b AS r FROM t", "SELECT t.a % t.b AS r FROM t"},
		{"trino", "hive", "SELECT t.a / 2 AS q FROM t", "SELECT t.a DIV 2 AS q FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: got  %s\nwant %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
}
