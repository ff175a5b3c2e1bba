package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestIntervalText: an INTERVAL written as text differs in every dialect
// (run on PostgreSQL 15 and DuckDB 1.5: 1 mon and 1 month, -1 days
// +02:00:00 and -1 day 02:00:00; BigQuery's canonical form 0-1 0 0:0:0),
// so its cast to a string type, its concatenation with || or concat and a
// string function of it are refused between two dialects (T160,
// interval_text.go); within one dialect, and a value that is not an
// interval, are kept.
func TestIntervalText(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a DATE, b DATE, p TIMESTAMP, q TIMESTAMP, iv INTERVAL, n INTEGER)", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		in, from, to string
		col          int
	}{
		{"SELECT CAST(iv AS TEXT) AS s FROM t", "postgres", "duckdb", 8},
		{"SELECT CAST(iv AS VARCHAR) AS s FROM t", "duckdb", "postgres", 8},
		{"SELECT CAST(INTERVAL 1 MONTH AS STRING) AS s", "bigquery", "postgres", 8},
		{"SELECT CAST(INTERVAL '1' MONTH AS TEXT) AS s", "postgres", "bigquery", 8},
		{"SELECT CAST(a - b AS STRING) AS s FROM t", "bigquery", "duckdb", 8}, // an INTERVAL of days in BigQuery
		{"SELECT 'x' || (p - q) AS s FROM t", "duckdb", "bigquery", 8},
		{"SELECT concat('x', -iv * 2) AS s FROM t", "postgres", "spark", 8},
		{"SELECT length(CAST(iv AS TEXT)) AS s FROM t", "postgres", "duckdb", 15},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T160", tc.col, "an INTERVAL to text")
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT CAST(iv AS TEXT) AS s FROM t", "postgres", "postgres"},
		{"SELECT CAST(n * 2 AS TEXT) AS s, 'x' || CAST(a AS TEXT) AS d FROM t", "postgres", "duckdb"},
		{"SELECT CAST(a - b AS TEXT) AS s FROM t", "postgres", "duckdb"}, // an integer count of days in both
		{"SELECT EXTRACT(DAY FROM iv) AS s FROM t", "postgres", "duckdb"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, opts)
	}
}
