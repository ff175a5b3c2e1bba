package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// run --engine translates the query with the setup's CREATE TABLEs as its
// schema: PostgreSQL's || of an array column and an integer column is
// written as it is without the column types (DuckDB then rejects it:
// "Cannot concatenate types INTEGER[] and INTEGER"), and with them as
// array_append, a NULL array counting as empty (checked on PostgreSQL 15:
// the rows are 1, 2 and 5).
func TestRunEngineSetupSchema(t *testing.T) {
	if !engines.DuckDBAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
	dir := t.TempDir()
	tables := filepath.Join(dir, "tables.sql")
	rows := filepath.Join(dir, "rows.sql")
	if err := os.WriteFile(tables, []byte("CREATE TABLE t (id INT, arr INT[]);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The second script's INSERT reads t with the first script's types.
	if err := os.WriteFile(rows, []byte("INSERT INTO t VALUES (1, NULL), (2, ARRAY[5]);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	q := "SELECT x FROM t, unnest(t.arr || t.id) AS u(x) ORDER BY x"
	code, out, errs := runCLI(t, "", "run", "--dialect", "postgres", "--engine", "duckdb",
		"--setup", tables, "--setup", rows, "--format", "csv", "-e", q)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if got, want := strings.TrimSpace(out), "x\n1\n2\n5"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
