package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// TestRunParquet: `lateral run --data` reads a Parquet file (through the
// reader this command installs), and --max-memory bounds the loading.
func TestRunParquet(t *testing.T) {
	if !engines.ParquetAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "executor", "testdata", "parquet", "main.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "t.parquet"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "run", "--dialect", "hive", "--data", dir, "--format", "csv",
		"-e", "SELECT id, tag FROM t LATERAL VIEW explode(tags) v AS tag ORDER BY id, tag")
	if code != 0 || out != "id,tag\n1,a\n1,b\n4,NULL\n4,NULL\n4,c\n" {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = runCLI(t, "", "run", "--dialect", "hive", "--data", dir, "--max-memory", "2KB", "-e", "SELECT 1")
	if code != exitSQL || !strings.Contains(errs, "t.parquet: limit max_memory exceeded") {
		t.Fatalf("exit %d: %s", code, errs)
	}
}
