package rewrite_test

import (
	"context"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestBigQueryTsDiff: BigQuery's difference of two timestamps is an
// interval of hours without days (its "Operators" reference: 0-0 0
// 36:34:56.789), which lat run keeps; translating it to or from another
// dialect, whose difference has days, is refused (T154, bigquery_ts_diff.go).
// A timestamp minus an interval, and BigQuery to BigQuery, are left alone.
func TestBigQueryTsDiff(t *testing.T) {
	const diff = "SELECT EXTRACT(HOUR FROM TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00') AS h"
	res, err := lateral.Run(context.Background(), diff, "bigquery", lateral.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	row, err := res.Next()
	if err != nil {
		t.Fatal(err)
	}
	if got := row[0].String(); got != "36" {
		t.Errorf("lat run bigquery: hour of the difference is %s, want 36", got)
	}
	for _, to := range []string{"postgres", "duckdb", "trino", "spark"} {
		refusedWith(t, diff, "bigquery", to, lateral.TranslateOptions{}, "T154", 26, "hours without days in BigQuery")
	}
	refusedWith(t, "SELECT EXTRACT(HOUR FROM TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00') AS h",
		"postgres", "bigquery", lateral.TranslateOptions{}, "T154", 26, "days and hours in postgres")
	// a column of unknown type beside a timestamp may be one
	refusedWith(t, "SELECT TIMESTAMP '2021-06-01 12:00:00' - x AS d FROM t", "bigquery", "duckdb", lateral.TranslateOptions{}, "T154", 8, "")
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT TIMESTAMP '2021-06-01 12:00:00' - INTERVAL 1 DAY AS d", "bigquery", "duckdb"},
		{diff, "bigquery", "bigquery"},
		{"SELECT EXTRACT(HOUR FROM TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00') AS h", "postgres", "duckdb"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
	}
}
