package main

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// An input with no statement is an SQL error on an engine too, as on the
// reference executor, not a crash.
func TestRunEngineNoStatement(t *testing.T) {
	if !engines.DuckDBAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
	for _, in := range []string{"", "-- a comment"} {
		code, _, errs := runCLI(t, "", "run", "--dialect", "duckdb", "--engine", "duckdb", "-e", in)
		if code != exitSQL || !strings.Contains(errs, "no statement to run") {
			t.Errorf("%q: exit %d, stderr %q", in, code, errs)
		}
	}
}
