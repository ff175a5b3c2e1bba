package lateral_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/executor"
)

// With RunOptions.DataCache, a data file typed by NAME.sql is kept per
// dialect (the schema is parsed in the run's dialect), read again when the
// schema file changes, and a broken schema is reported on every run.
func TestRunDataCacheSchema(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "t.ndjson"), []byte(`{"a": "41"}`+"\n"), 0o644)
	schema := filepath.Join(dir, "t.sql")
	os.WriteFile(schema, []byte("CREATE TABLE t (a INT)"), 0o644)
	cache := executor.NewDataCache()
	run := func(dialect, sql string) (string, error) {
		t.Helper()
		rows, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{DataDirs: []string{dir}, DataCache: cache})
		if err != nil {
			return "", err
		}
		defer rows.Close()
		all, err := rows.All()
		if err != nil {
			return "", err
		}
		return rows.Columns()[0].Type.String() + " " + all[0][0].String(), nil
	}
	for _, step := range []struct {
		dialect, want string
		loads         int64
	}{
		{"hive", "int 42", 1},
		{"hive", "int 42", 1},
		{"trino", "int 42", 2}, // parsed again in trino: kept apart
		{"hive", "int 42", 2},
	} {
		got, err := run(step.dialect, "SELECT a + 1 FROM t")
		if err != nil || got != step.want || cache.Loads() != step.loads {
			t.Errorf("%s: got %q %v after %d loads, want %q after %d", step.dialect, got, err, cache.Loads(), step.want, step.loads)
		}
	}
	os.WriteFile(schema, []byte("CREATE TABLE t (a BIGINT)"), 0o644)
	if got, err := run("hive", "SELECT a + 1 FROM t"); err != nil || got != "bigint 42" || cache.Loads() != 3 {
		t.Errorf("a new schema: %q %v, %d loads", got, err, cache.Loads())
	}
	os.WriteFile(schema, []byte("CREATE TABLE t (a INT"), 0o644)
	for range 2 {
		if _, err := run("hive", "SELECT a FROM t"); err == nil || !strings.HasPrefix(err.Error(), "t.sql: ") {
			t.Errorf("a broken schema: %v", err)
		}
	}
}
