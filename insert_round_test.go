package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// lat run's PostgreSQL rounds a value inserted into a TIMESTAMP(p) or
// TIME(p) column to p digits as its cast to the type does: half away
// from 2000-01-01 for a TIMESTAMP (1990's .125 is .12), half up for a
// TIME, whose carry past 23:59:59 is 24:00:00 (executor
// Column.RoundDigits); run here against PostgreSQL 15.
func TestInsertRoundsToColumnPrecision(t *testing.T) {
	const setup = "CREATE TABLE ir (id INTEGER, a TIMESTAMP(0), b TIME(1), c TIMESTAMP(2));\n" +
		"INSERT INTO ir VALUES (1, TIMESTAMP '2024-01-01 10:00:00.5', TIME '23:59:59.96', TIMESTAMP '1990-01-01 10:00:00.125'), " +
		"(2, TIMESTAMP '1990-01-01 10:00:00.5', TIME '10:00:00.15', TIMESTAMP '2024-12-31 23:59:59.995'), (3, NULL, NULL, NULL)"
	const q = "SELECT id, CAST(a AS VARCHAR) AS a, CAST(b AS VARCHAR) AS b, CAST(c AS VARCHAR) AS c FROM ir ORDER BY id"
	pg := enginetest.Open(t, "postgres")
	for _, st := range strings.Split(setup, ";\n") {
		enginetest.Exec(t, pg, st)
	}
	got := enginetest.Query(t, pg, q)
	ref, err := refEngineRows("postgres", q, setup) // refrun_test.go
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(ref, got.Rows, true); !ok {
		t.Errorf("lat run of postgres against PostgreSQL: %s", diff)
	}
	const want = "(1, '2024-01-01 10:00:01', '24:00:00', '1990-01-01 10:00:00.12')\n" +
		"(2, '1990-01-01 10:00:00', '10:00:00.2', '2025-01-01 00:00:00')\n" +
		"(3, NULL, NULL, NULL)\n"
	if s := engines.FormatRows(got.Rows); s != want {
		t.Errorf("PostgreSQL:\ngot  %swant %s", s, want)
	}
}
