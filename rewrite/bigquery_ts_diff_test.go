package rewrite_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestBigQueryTsDiff: BigQuery's difference of two timestamps is an
// interval of hours without days (its "Operators" reference: 0-0 0
// 36:34:56.789), which lat run keeps; translating it to or from another
// dialect, whose difference has days, is refused (T154, bigquery_ts_diff.go),
// unless it is only compared with an interval of a day or less toward
// PostgreSQL or DuckDB. A DATETIME difference splits days off as
// PostgreSQL's and DuckDB's TIMESTAMP difference does and is kept toward
// them. A timestamp minus an interval, and BigQuery to BigQuery, are left
// alone.
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
	refusedWith(t, "SELECT EXTRACT(HOUR FROM TIMESTAMPTZ '2021-06-01 12:00:00+00' - TIMESTAMPTZ '2021-05-31 00:00:00+00') AS h",
		"postgres", "bigquery", lateral.TranslateOptions{}, "T154", 26, "days and hours in postgres")
	// a column of unknown type beside a timestamp may be one, and says so
	refusedWith(t, "SELECT TIMESTAMP '2021-06-01 12:00:00' - x AS d FROM t", "bigquery", "duckdb", lateral.TranslateOptions{}, "T154", 8,
		"a TIMESTAMP minus a value of unknown type, which may be a timestamp")
	// a DATE beside a TIMESTAMP is read as a timestamp
	refusedWith(t, "SELECT TIMESTAMP '2021-06-01 12:00:00' - DATE '2021-05-31' AS d", "bigquery", "postgres", lateral.TranslateOptions{}, "T154", 8,
		"a TIMESTAMP minus a DATE")
	// compared with an interval of months, or toward a dialect not checked
	refusedWith(t, "SELECT TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00' > INTERVAL 1 MONTH AS d", "bigquery", "duckdb",
		lateral.TranslateOptions{}, "T154", 8, "hours without days")
	refusedWith(t, "SELECT TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00' > INTERVAL 1 DAY AS d", "bigquery", "trino",
		lateral.TranslateOptions{}, "T154", 8, "hours without days")
	refusedWith(t, "SELECT DATETIME '2021-06-01 12:00:00' - DATETIME '2021-05-31 00:00:00' AS d", "bigquery", "trino",
		lateral.TranslateOptions{}, "T154", 8, "checked against PostgreSQL and DuckDB only, not trino")
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT TIMESTAMP '2021-06-01 12:00:00' - INTERVAL 1 DAY AS d", "bigquery", "duckdb"},
		{diff, "bigquery", "bigquery"},
		{"SELECT EXTRACT(HOUR FROM TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00') AS h", "postgres", "duckdb"},
		// only compared: the three compare intervals by their length
		{"SELECT TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00' > INTERVAL 1 DAY AS d", "bigquery", "postgres"},
		{"SELECT INTERVAL 36 HOUR <= TIMESTAMP '2021-06-01 12:00:00' - TIMESTAMP '2021-05-31 00:00:00' AS d", "bigquery", "duckdb"},
		{"SELECT TIMESTAMPTZ '2021-06-01 12:00:00+00' - TIMESTAMPTZ '2021-05-31 00:00:00+00' = TIMESTAMPTZ '2021-06-02 12:00:00+00' - TIMESTAMPTZ '2021-06-01 00:00:00+00' AS d", "postgres", "bigquery"},
		// DATETIME differences split days off in all three
		{"SELECT EXTRACT(HOUR FROM DATETIME '2021-06-01 12:00:00' - DATETIME '2021-05-31 00:00:00') AS h", "bigquery", "postgres"},
		{"SELECT EXTRACT(HOUR FROM DATETIME '2021-06-01 12:00:00' - DATE '2021-05-31') AS h", "bigquery", "duckdb"},
		{"SELECT DATETIME '2021-06-01 12:00:00' - x AS d FROM t", "bigquery", "postgres"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
	}
	// a DATE beside a TIMESTAMP is a DATETIME at midnight in BigQuery
	tr := mustTranslate(t, "SELECT TIMESTAMP '2021-06-01 12:00:00' - DATE '2021-05-31' AS d", "postgres", "bigquery", lateral.TranslateOptions{})
	if !strings.Contains(tr.SQL, "- CAST(DATE '2021-05-31' AS DATETIME)") {
		t.Errorf("postgres to bigquery: %s, want the DATE cast to DATETIME", tr.SQL)
	}
}

// TestBigQueryDateDiff: BigQuery's DATE - DATE is an INTERVAL of days
// (its "Operators" reference: 0-0 396 0:0:0), PostgreSQL's and DuckDB's
// an integer: the interval is written (a - b) * INTERVAL '1' DAY for them
// (396 days on PostgreSQL 15 and DuckDB 1.5), the integer DATE_DIFF(a, b,
// DAY) for BigQuery; the other dialects, and a DATE beside a value of
// unknown type, are refused (T161, bigquery_ts_diff.go).
func TestBigQueryDateDiff(t *testing.T) {
	const in = "SELECT DATE '2021-05-20' - DATE '2020-04-19' AS d"
	for _, tc := range []struct{ from, to, want string }{
		{"bigquery", "postgres", "(DATE '2021-05-20' - DATE '2020-04-19') * INTERVAL '1' DAY"},
		{"bigquery", "duckdb", "(DATE '2021-05-20' - DATE '2020-04-19') * INTERVAL '1' DAY"},
		{"postgres", "bigquery", "date_diff(DATE '2021-05-20', DATE '2020-04-19', DAY)"},
		{"duckdb", "bigquery", "date_diff(DATE '2021-05-20', DATE '2020-04-19', DAY)"},
		{"bigquery", "bigquery", "DATE '2021-05-20' - DATE '2020-04-19'"},
	} {
		if tr := mustTranslate(t, in, tc.from, tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s, want %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, to := range []string{"trino", "spark", "hive", "snowflake"} {
		refusedWith(t, in, "bigquery", to, lateral.TranslateOptions{}, "T161", 8, "INTERVAL of days in BigQuery")
		refusedWith(t, in, to, "bigquery", lateral.TranslateOptions{}, "T161", 8, "INTERVAL of days in BigQuery")
	}
	refusedWith(t, "SELECT DATE '2021-05-20' - x AS d FROM t", "bigquery", "postgres", lateral.TranslateOptions{}, "T161", 8, "a DATE minus a value of unknown type")
	refusedWith(t, "SELECT x - DATE '2021-05-20' AS d FROM t", "postgres", "bigquery", lateral.TranslateOptions{}, "T161", 8, "a DATE minus a value of unknown type")
	// a DATE minus an integer is a DATE everywhere
	mustTranslate(t, "SELECT DATE '2021-05-20' - 3 AS d", "bigquery", "postgres", lateral.TranslateOptions{})
	// lat run keeps BigQuery's interval of days
	res, err := lateral.Run(context.Background(), "SELECT EXTRACT(DAY FROM DATE '2021-05-20' - DATE '2020-04-19') AS d", "bigquery", lateral.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if row, err := res.Next(); err != nil || row[0].String() != "396" {
		t.Errorf("lat run bigquery: day of the difference is %v (%v), want 396", row, err)
	}
}
