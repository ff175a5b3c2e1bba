package backend

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/executor"
)

// The lateral command reads Parquet through DuckDB; so do these tests,
// counting the files read.
func init() {
	executor.SetParquetReader(func(path string, f *executor.ParquetFile) error {
		parquetReads.Add(1)
		return engines.ReadParquet(path, f)
	})
}

var parquetReads atomic.Int64

// benchDataDir is a data directory holding a small Parquet file (the
// executor's 8 KB fixture, 4 rows of 19 columns) and a CSV file of 1,000
// rows.
func benchDataDir(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	pq, err := os.ReadFile(filepath.Join("..", "..", "executor", "testdata", "parquet", "main.parquet"))
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "items.parquet"), pq, 0o644); err != nil {
		tb.Fatal(err)
	}
	var csv strings.Builder
	csv.WriteString("id,name,score\n")
	for i := range 1000 {
		fmt.Fprintf(&csv, "%d,name%d,%d.5\n", i, i, i%97)
	}
	if err := os.WriteFile(filepath.Join(dir, "people.csv"), []byte(csv.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// BenchmarkExecuteDataDir: one /v1/execute request's work over a data
// directory (go test -run '^$' -bench ExecuteDataDir ./api/backend).
func BenchmarkExecuteDataDir(b *testing.B) {
	cfg := api.DefaultConfig()
	cfg.DataDirs = []string{benchDataDir(b)}
	x, err := NewExecutor(cfg)
	if err != nil {
		b.Fatal(err)
	}
	req := api.ExecuteRequest{SQL: "SELECT (SELECT count(*) FROM items), (SELECT count(*) FROM people)", Dialect: "trino", MaxMemory: cfg.MaxMemory}
	b.ResetTimer()
	for b.Loop() {
		res, err := x.Execute(context.Background(), req)
		if err != nil || fmt.Sprint(res.Rows) != "[[4 1000]]" {
			b.Fatalf("%v %v", res, err)
		}
	}
}

// execRows runs sql over x and returns its rows printed, or the error.
func execRows(t *testing.T, x *Executor, dialect, sql string) string {
	t.Helper()
	res, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: sql, Dialect: dialect})
	if err != nil {
		return "error: " + err.Error()
	}
	return fmt.Sprint(res.Rows)
}

func dataDirExecutor(t *testing.T, dir string) *Executor {
	t.Helper()
	cfg := api.DefaultConfig()
	cfg.DataDirs = []string{dir}
	x, err := NewExecutor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

const countBoth = "SELECT (SELECT count(*) FROM items), (SELECT count(*) FROM people)"

// Each data file is read once, at start, however many execute and explain
// requests read it.
func TestDataDirReadOnce(t *testing.T) {
	x := dataDirExecutor(t, benchDataDir(t))
	if n := x.dataCache().Loads(); n != 2 {
		t.Fatalf("%d files read at start, want 2", n)
	}
	reads := parquetReads.Load()
	for range 3 {
		if got := execRows(t, x, "trino", countBoth); got != "[[4 1000]]" {
			t.Fatal(got)
		}
	}
	res, err := x.Explain(context.Background(), api.ExplainRequest{SQL: "SELECT name FROM people WHERE id > 10", Dialect: "trino"})
	if err != nil || !strings.Contains(res.Text, "people") {
		t.Fatalf("explain: %v %+v", err, res)
	}
	// Another dialect, no NAME.sql: the same tables.
	if got := execRows(t, x, "hive", countBoth); got != "[[4 1000]]" {
		t.Fatal(got)
	}
	if n := x.dataCache().Loads(); n != 2 {
		t.Errorf("%d files read after 4 executes and an explain, want 2", n)
	}
	if n := parquetReads.Load() - reads; n != 0 {
		t.Errorf("the Parquet file was read %d times by 4 executes and an explain, want 0", n)
	}
}

// A file changed on disk (its size, or only its modification time) is read
// again by the next request; a file removed is no longer a table.
func TestDataDirFileChanged(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "t.csv")
	write := func(body string) {
		t.Helper()
		if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a\n1\n2\n")
	x := dataDirExecutor(t, dir)
	const sum = "SELECT sum(a) FROM t"
	if got := execRows(t, x, "trino", sum); got != "[[3]]" {
		t.Fatal(got)
	}
	write("a\n1\n2\n30\n")
	if got := execRows(t, x, "trino", sum); got != "[[33]]" {
		t.Errorf("after a rewrite: %s", got)
	}
	// The same size: only the modification time tells.
	fi, _ := os.Stat(file)
	write("a\n1\n2\n40\n")
	if err := os.Chtimes(file, fi.ModTime(), fi.ModTime().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if got := execRows(t, x, "trino", sum); got != "[[43]]" {
		t.Errorf("after a rewrite of the same size: %s", got)
	}
	if n := x.dataCache().Loads(); n != 3 {
		t.Errorf("%d reads, want 3", n)
	}
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	_, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: sum, Dialect: "trino"})
	sqlError(t, err, "sql", CodePlan, "t does not exist")
	if n := x.dataCache().Len(); n != 0 {
		t.Errorf("the cache keeps %d tables after the file was removed", n)
	}
}

// A broken file gives its error on every request that needs it, and is
// read again each time, until it is fixed.
func TestDataDirBrokenFile(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.ndjson"), []byte(`{"x": 1}`+"\n"), 0o644)
	x := dataDirExecutor(t, dir)
	os.WriteFile(filepath.Join(dir, "b.ndjson"), []byte(`{"x": 1}`+"\n"+`{"x": `+"\n"), 0o644)
	before := x.dataCache().Loads()
	var msgs []string
	for range 2 {
		_, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: "SELECT x FROM a", Dialect: "trino"})
		se := sqlError(t, err, "sql", CodeRuntime, "b.ndjson: line 2")
		msgs = append(msgs, se.Diagnostics[0].Message)
	}
	if msgs[0] != msgs[1] {
		t.Errorf("the errors differ: %q", msgs)
	}
	if n := x.dataCache().Loads() - before; n != 2 {
		t.Errorf("the broken file was read %d times by 2 requests, want 2", n)
	}
	os.WriteFile(filepath.Join(dir, "b.ndjson"), []byte(`{"x": 1}`+"\n"+`{"x": 2}`+"\n"), 0o644)
	if got := execRows(t, x, "trino", "SELECT sum(x) FROM b"); got != "[[3]]" {
		t.Errorf("fixed: %s", got)
	}
}

// A request that writes to a data directory's table changes its own
// session's copy only: the next request, and the requests running at the
// same time, see the file's rows (run with -race).
func TestDataDirWritesStayInRequest(t *testing.T) {
	dir := benchDataDir(t)
	os.Mkdir(filepath.Join(dir, "raw"), 0o755)
	os.WriteFile(filepath.Join(dir, "raw", "part-0"), []byte("7\x01x\x011.5\n8\x01y\x012.5\n"), 0o644)
	x := dataDirExecutor(t, dir)
	writes := []struct{ dialect, sql, want string }{
		{"trino", "INSERT INTO people VALUES (1000, 'new', 0.5); " + countBoth, "[[4 1001]]"},
		{"trino", "INSERT INTO items SELECT * FROM items; " + countBoth, "[[8 1000]]"},
		{"hive", "INSERT OVERWRITE TABLE people SELECT * FROM people WHERE id < 10; " + countBoth, "[[4 10]]"},
		{"hive", "LOAD DATA INPATH '" + filepath.Join(dir, "raw") + "' INTO TABLE people; SELECT count(*), max(id) FROM people", "[[1002 999]]"},
		{"hive", "LOAD DATA INPATH '" + filepath.Join(dir, "raw") + "' OVERWRITE INTO TABLE people; SELECT count(*), max(id) FROM people", "[[2 8]]"},
		{"trino", "DROP TABLE people; CREATE TABLE people (id INT); INSERT INTO people VALUES (1); " + countBoth, "[[4 1]]"},
		{"trino", "DROP TABLE items; SELECT count(*) FROM people", "[[1000]]"},
	}
	for _, w := range writes {
		if got := execRows(t, x, w.dialect, w.sql); got != w.want {
			t.Errorf("%s: got %s, want %s", w.sql, got, w.want)
		}
		if got := execRows(t, x, "trino", countBoth); got != "[[4 1000]]" {
			t.Errorf("after %s: the next request sees %s", w.sql, got)
		}
	}

	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := writes[i%len(writes)]
			sql, want := w.sql, w.want
			if i%2 == 1 {
				sql, want = "SELECT count(*), sum(id) FROM people", "[[1000 499500]]"
			}
			if got := execRows(t, x, w.dialect, sql); got != want {
				errs <- fmt.Errorf("%s: got %s, want %s", sql, got, want)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if got := execRows(t, x, "trino", countBoth); got != "[[4 1000]]" {
		t.Errorf("after the concurrent requests: %s", got)
	}
	if n := x.dataCache().Loads(); n != 2 {
		t.Errorf("%d files read, want 2", n)
	}
}

// A request whose max_memory the Parquet file's values exceed fails as it
// did when every request read the file, though the file is read once.
func TestDataDirParquetOverBudget(t *testing.T) {
	x := dataDirExecutor(t, benchDataDir(t))
	for range 2 {
		_, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: countBoth, Dialect: "trino", MaxMemory: 200})
		sqlError(t, err, "sql", CodeLimit, "limit max_memory exceeded: the query's materialized state (hash tables, sorts, aggregates) passed 200 bytes")
	}
	if got := execRows(t, x, "trino", countBoth); got != "[[4 1000]]" {
		t.Errorf("within the budget: %s", got)
	}
	if n := x.dataCache().Loads(); n != 2 {
		t.Errorf("%d files read, want 2", n)
	}
}

// A server whose max_memory the Parquet file exceeds starts, as it did,
// keeps no table of that file, answers each request with the limit, and
// still reports a broken file at start.
func TestDataDirParquetOverServerBudget(t *testing.T) {
	dir := benchDataDir(t)
	cfg := api.DefaultConfig()
	cfg.DataDirs = []string{dir}
	cfg.MaxMemory = 200
	x, err := NewExecutor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if n := x.dataCache().Len(); n != 0 {
		t.Errorf("the cache keeps %d tables, want none (items.parquet is over the budget and stops the load)", n)
	}
	_, err = x.Execute(context.Background(), api.ExecuteRequest{SQL: countBoth, Dialect: "trino", MaxMemory: cfg.MaxMemory})
	sqlError(t, err, "sql", CodeLimit, "passed 200 bytes")
	os.WriteFile(filepath.Join(dir, "zz.json"), []byte(`[{"a": `), 0o644)
	if _, err := NewExecutor(cfg); err == nil || !strings.Contains(err.Error(), "zz.json") {
		t.Errorf("a broken file after one over the budget: %v", err)
	}
}
