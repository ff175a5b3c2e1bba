package executor_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/executor"
)

// TestDuckZoneRefusalPaths: a time the DuckDB dialect refuses in a zone
// (duck_zone_data.go, raised as a panic deep in the executor) comes back
// as an error naming the zone and DuckDB from the paths a query takes:
// binding a constant, a row computed while streaming, a table's rows
// shown in the session's zone, EXPLAIN; never as an internal error or a
// crash. The
// zone's refused span is set by the test, so this does not depend on
// the table TestDuckZoneTable writes.
func TestDuckZoneRefusalPaths(t *testing.T) {
	from := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC).Unix()
	to := time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC).Unix()
	defer executor.DuckZoneOverride("America/Vancouver", []int64{from, to})()
	refused := func(what string, err error) {
		t.Helper()
		switch {
		case err == nil:
			t.Errorf("%s: answered, want a refusal", what)
		case strings.Contains(err.Error(), "internal error"):
			t.Errorf("%s: %v", what, err)
		case !strings.Contains(err.Error(), "America/Vancouver") || !strings.Contains(err.Error(), "--engine duckdb"):
			t.Errorf("%s: want a refusal naming the zone and DuckDB, got %v", what, err)
		}
	}
	set := "SET TimeZone = 'America/Vancouver';\n"
	for _, q := range []string{
		// a constant, bound in the session's zone
		set + "SELECT TIMESTAMPTZ '2026-12-01 12:00:00+00'",
		// AT TIME ZONE, both ways, and its name in another case
		"SELECT timezone('America/Vancouver', TIMESTAMPTZ '2026-12-01 12:00:00+00')",
		"SELECT TIMESTAMP '2026-12-01 12:00:00' AT TIME ZONE 'america/vancouver'",
		// a zone name in a TIMESTAMPTZ text
		"SELECT '2026-12-01 12:00:00 America/Vancouver'::TIMESTAMPTZ",
		// rows computed while streaming: the span is reached at the 30th row
		"SELECT timezone('America/Vancouver', x) FROM generate_series(TIMESTAMPTZ '2026-10-01 00:00:00+00', TIMESTAMPTZ '2026-12-31 00:00:00+00', INTERVAL 1 DAY) AS g(x)",
		set + "SELECT * FROM generate_series(TIMESTAMPTZ '2026-10-01 00:00:00+00', TIMESTAMPTZ '2026-12-31 00:00:00+00', INTERVAL 1 DAY)",
		set + "SELECT TIMESTAMPTZ '2026-10-01 12:00:00+00' + INTERVAL 2 MONTH",
		// a table written in UTC, scanned in the zone
		set + "SELECT x FROM t",
		set + "SELECT max(x) FROM t",
	} {
		db := executor.NewDatabase()
		if _, err := lateral.Run(context.Background(), "CREATE TABLE t AS SELECT x FROM generate_series(TIMESTAMPTZ '2026-10-01 00:00:00+00', TIMESTAMPTZ '2026-12-31 00:00:00+00', INTERVAL 1 DAY) AS g(x)", "duckdb", lateral.RunOptions{Database: db}); err != nil {
			t.Fatal(err)
		}
		rows, err := lateral.Run(context.Background(), q, "duckdb", lateral.RunOptions{Database: db})
		if err == nil {
			_, err = rows.All()
			rows.Close()
		}
		refused(q, err)
	}
	_, err := lateral.Explain(context.Background(), set+"SELECT TIMESTAMPTZ '2026-12-01 12:00:00+00'", "duckdb", lateral.RunOptions{Database: executor.NewDatabase()})
	refused("EXPLAIN", err)
	// outside the span the same zone is answered
	for _, q := range []string{
		set + "SELECT TIMESTAMPTZ '2026-07-01 12:00:00+00'",
		"SELECT timezone('America/Vancouver', TIMESTAMPTZ '2026-07-01 12:00:00+00')",
	} {
		rows, err := lateral.Run(context.Background(), q, "duckdb", lateral.RunOptions{Database: executor.NewDatabase()})
		if err == nil {
			_, err = rows.All()
			rows.Close()
		}
		if err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
}
