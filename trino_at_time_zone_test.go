package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// shownRows runs sql in dialect after setup and gives its rows as lat
// run shows them (engines.DisplayReferenceRowsIn).
func shownRows(dialect, sql string, setup ...string) (string, error) {
	all, err := refRows(dialect, sql, setup...)
	if err != nil {
		return "", err
	}
	return fmt.Sprint(engines.DisplayReferenceRowsIn(all, dialect)), nil
}

// TestTrinoPrestoAtTimeZone: Trino's and Presto's AT TIME ZONE are read
// alike (rewrite/at_time_zone.go keeps the clause between them): the
// translation gives on the reference executor the rows of the source
// (executor/trino_at_time_zone.go), in a UTC session and another.
// Toward PostgreSQL and DuckDB the clause stays refused (T171).
func TestTrinoPrestoAtTimeZone(t *testing.T) {
	queries := []string{
		"SELECT TIMESTAMP '2022-11-01 09:08:07.321' AT TIME ZONE 'America/Los_Angeles'",
		"SELECT x AT TIME ZONE '+05:30', hour(x AT TIME ZONE 'Asia/Tokyo'), day(x AT TIME ZONE 'Pacific/Honolulu') FROM (VALUES TIMESTAMP '2020-01-01 00:00:00.5', NULL) v(x)",
		"SELECT (x AT TIME ZONE 'UTC') AT TIME ZONE 'Australia/Adelaide' FROM (VALUES TIMESTAMP '2020-06-30 23:59:59') v(x)",
	}
	for _, setup := range [][]string{nil, {"SET TimeZone = 'America/New_York'"}} {
		for _, q := range queries {
			for _, pair := range [][2]string{{"trino", "presto"}, {"presto", "trino"}} {
				tr, err := lateral.Translate(q, pair[0], pair[1], lateral.TranslateOptions{})
				if err != nil {
					t.Errorf("%s to %s: %s: %v", pair[0], pair[1], q, err)
					continue
				}
				want, err := shownRows(pair[0], q, setup...)
				if err != nil {
					t.Errorf("%s: %s: %v", pair[0], q, err)
					continue
				}
				if got, err := shownRows(pair[1], tr.SQL, setup...); err != nil || got != want {
					t.Errorf("%s to %s (%v): %s\n%s gives %s (%v), the source %s", pair[0], pair[1], setup, q, tr.SQL, got, err, want)
				}
			}
		}
	}
	for _, to := range []string{"postgres", "duckdb"} {
		if _, err := lateral.Translate(queries[0], "trino", to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T171") {
			t.Errorf("trino to %s: want T171, got %v", to, err)
		}
	}
}
