package rewrite_test

import (
	"context"
	"errors"
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
	// an output name read again in WHERE or a later item: the item's own
	// difference is shown, not only compared
	tzs := lateral.TranslateOptions{Schema: "CREATE TABLE t (p TIMESTAMPTZ, q TIMESTAMPTZ)", SchemaDialect: "duckdb"}
	refusedWith(t, "SELECT p - q AS d FROM t WHERE d > INTERVAL 1 HOUR", "duckdb", "bigquery", tzs, "T154", 8, "hours without days")
	refusedWith(t, "SELECT p - q AS d, d > INTERVAL 1 HOUR AS c FROM t", "duckdb", "bigquery", tzs, "T154", 8, "hours without days")
	mustTranslate(t, "SELECT p - q > INTERVAL 1 HOUR AS c FROM t WHERE p - q < INTERVAL 3 HOUR", "duckdb", "bigquery", tzs)
	// the item's difference, read again through its name, is reported once
	if _, err := lateral.Translate("SELECT p - q AS d FROM t WHERE d > INTERVAL 1 HOUR", "duckdb", "bigquery", tzs); err == nil {
		t.Error("duckdb to bigquery: an output name read again in WHERE translated")
	} else if le := (*lateral.Error)(nil); errors.As(err, &le) && len(le.Diagnostics) != 1 {
		t.Errorf("duckdb to bigquery: %d diagnostics, want the one T154:\n%s", len(le.Diagnostics), le.Format("<in>"))
	}
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
