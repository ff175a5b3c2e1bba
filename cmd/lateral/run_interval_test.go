package main

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// `lat run --engine duckdb` shows an INTERVAL column as DuckDB writes it
// ('3 months'), not in the engines' canonical text ('3 mons'): each
// interval is shown as DuckDB 1.5's CAST(i AS VARCHAR) of it.
func TestRunEngineDuckDBIntervalText(t *testing.T) {
	if !engines.DuckDBAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
	const q = "SELECT i, CAST(i AS VARCHAR) AS t FROM (VALUES (INTERVAL 3 MONTH), (INTERVAL '1 year 2 months 3 days 04:05:06'), (INTERVAL 0 DAY), " +
		"(-INTERVAL '1 year 2 months'), (INTERVAL '-3 days 04:05:06.5'), (INTERVAL '1 day' - INTERVAL '2 hours'), (INTERVAL '-0.5 seconds'), " +
		"(INTERVAL 1 MONTH), (INTERVAL 1 YEAR), (INTERVAL 1 DAY), (INTERVAL 100 HOURS), (INTERVAL '-25 months 1 microsecond'), (NULL)) v(i)"
	code, out, errs := runCLI(t, "", "run", "--dialect", "duckdb", "--engine", "duckdb", "--format", "csv", "-e", q)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 14 || !strings.Contains(out, "\n3 months,") {
		t.Fatalf("output:\n%s", out)
	}
	for _, l := range lines[1:] {
		if a, b, _ := strings.Cut(l, ","); a != b {
			t.Errorf("shown %q, DuckDB writes %q", a, b)
		}
	}
}
