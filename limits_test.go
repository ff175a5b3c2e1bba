package lateral_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
	"github.com/lateral-sql/lateral/fuzz"
)

// Hostile input and resource limits: every limit is configurable, and
// hitting it ends the request promptly with an error that names it; bad
// bytes and unterminated tokens are positioned diagnostics. Each case is
// checked through the Go API and, where cheap, through the CLI.

// prompt is how much CPU time a request that hits a limit may use before
// it fails: far more than it needs (milliseconds to a few seconds). CPU
// time, not wall time: on a loaded machine waiting for a CPU is not work.
// hang bounds the wall time, for a request that waits instead of working.
const (
	prompt = 10 * time.Second
	hang   = 2 * time.Minute
)

// The CLI is built once, on first use (fuzz workers and runs that select
// no CLI test do not build it), and removed by TestMain.
var (
	buildOnce       sync.Once
	lateralDir      string
	lateralBin      string
	lateralBuildErr error
)

func TestMain(m *testing.M) {
	code := enginetest.Main(m) // stops the shared PostgreSQL cluster, if one was started
	if lateralDir != "" {
		os.RemoveAll(lateralDir)
	}
	os.Exit(code)
}

// cliBinary returns the path of the CLI, building it on first call.
func cliBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "lateral-limits-")
		if err != nil {
			lateralBuildErr = err
			return
		}
		lateralDir = dir
		bin := filepath.Join(dir, "lateral")
		out, err := exec.Command("go", "build", "-o", bin, "./cmd/lateral").CombinedOutput()
		if err != nil {
			lateralBuildErr = fmt.Errorf("go build ./cmd/lateral: %v\n%s", err, out)
			return
		}
		lateralBin = bin
	})
	if lateralBin == "" {
		t.Fatal(lateralBuildErr)
	}
	return lateralBin
}

// timed runs f and fails t when the process spends more than prompt of
// CPU time on it, or when it takes longer than hang (no test of this
// package runs in parallel, so the process's CPU time is f's).
func timed(t *testing.T, what string, f func()) {
	t.Helper()
	start, cpu := time.Now(), cpuTime(t)
	f()
	if el := cpuTime(t) - cpu; el > prompt {
		t.Errorf("%s used %v of CPU time", what, el)
	}
	if el := time.Since(start); el > hang {
		t.Errorf("%s took %v", what, el)
	}
}

// cpuTime is the process's user and system CPU time.
func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// wantDiag checks that err is a *lateral.Error whose first error has code
// and a message containing msg, positioned at line:col when line > 0.
func wantDiag(t *testing.T, err error, src, code, msg string, line, col int) {
	t.Helper()
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want a *lateral.Error %s, got %T %v", code, err, err)
	}
	d := le.Diagnostics.Errors()[0]
	if d.Code != code || !strings.Contains(d.Message, msg) {
		t.Fatalf("want %s %q, got %v", code, msg, d)
	}
	if line > 0 {
		if d.Span.Start.Line != line || d.Span.Start.Col != col {
			t.Errorf("%s at %d:%d, want %d:%d", code, d.Span.Start.Line, d.Span.Start.Col, line, col)
		}
		if m := fuzz.CheckPos(src, d.Span.Start); m != "" {
			t.Errorf("%s: %s", code, m)
		}
		if snip := diag.Snippet([]byte(src), d.Span); snip == "" {
			t.Errorf("%s: no source excerpt", code)
		}
	}
}

func TestLimitMaxBytes(t *testing.T) {
	sql := "SELECT " + strings.Repeat("1 + ", 50) + "1"
	timed(t, "max_bytes", func() {
		_, err := lateral.Parse(sql, "hive", lateral.Limits{MaxBytes: 100})
		wantDiag(t, err, sql, "LIMIT", "max_bytes=100", 1, 101)
	})
	if _, err := lateral.Parse(sql, "hive", lateral.Limits{MaxBytes: len(sql)}); err != nil {
		t.Errorf("at the limit: %v", err)
	}
	// The default bounds a 10 MB query.
	big := "SELECT '" + strings.Repeat("x", 10<<20) + "'"
	timed(t, "a 10 MB query", func() {
		_, err := lateral.Translate(big, "hive", "trino", lateral.TranslateOptions{})
		wantDiag(t, err, big, "LIMIT", "max_bytes=", 1, 1<<20+1)
	})
}

func TestLimitMaxTokens(t *testing.T) {
	sql := "SELECT 1" + strings.Repeat(", 1", 100)
	timed(t, "max_tokens", func() {
		_, err := lateral.Parse(sql, "trino", lateral.Limits{MaxTokens: 50})
		wantDiag(t, err, sql, "LIMIT", "max_tokens=50", 0, 0)
	})
	if _, err := lateral.Parse(sql, "trino", lateral.Limits{MaxTokens: 500}); err != nil {
		t.Errorf("under the limit: %v", err)
	}
}

func TestLimitMaxDepth(t *testing.T) {
	deep := func(n int) string { return "SELECT " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n) }
	sql := deep(20)
	_, err := lateral.Parse(sql, "postgres", lateral.Limits{MaxDepth: 10})
	wantDiag(t, err, sql, "LIMIT", "max_depth=10", 1, 18)
	if _, err := lateral.Parse(sql, "postgres", lateral.Limits{MaxDepth: 100}); err != nil {
		t.Errorf("under the limit: %v", err)
	}
	// 100,000 deep, and other shapes of nesting, under the default limit:
	// promptly refused, never a stack overflow.
	hostile := map[string]string{
		"parentheses":   deep(100000),
		"brackets":      "SELECT " + strings.Repeat("ARRAY[", 100000) + "1" + strings.Repeat("]", 100000),
		"function args": "SELECT " + strings.Repeat("abs(", 100000) + "1" + strings.Repeat(")", 100000),
		"subqueries":    strings.Repeat("SELECT * FROM (", 50000) + "SELECT 1" + strings.Repeat(") t", 50000),
		"case":          "SELECT " + strings.Repeat("CASE WHEN TRUE THEN ", 30000) + "1" + strings.Repeat(" END", 30000),
		"unary minus":   "SELECT " + strings.Repeat("- ", 100000) + "1",
		"not":           "SELECT " + strings.Repeat("NOT ", 100000) + "TRUE",
	}
	for name, sql := range hostile {
		t.Run(name, func(t *testing.T) {
			timed(t, name, func() {
				_, err := lateral.Translate(sql, "postgres", "hive", lateral.TranslateOptions{})
				var le *lateral.Error
				if !errors.As(err, &le) {
					t.Fatalf("want a refusal, got %v", err)
				}
				d := le.Diagnostics.Errors()[0]
				if d.Code != "LIMIT" || !strings.Contains(d.Message, "max_depth") {
					t.Errorf("want the max_depth limit, got %v", d)
				}
			})
		})
	}
	// The limit is the RunOptions' too.
	timed(t, "run", func() {
		_, err := lateral.Run(context.Background(), deep(100000), "postgres", lateral.RunOptions{})
		wantDiag(t, err, deep(100000), "LIMIT", "max_depth=", 1, 1008)
	})
}

// A long chain of operators parses (it is bounded by max_tokens, not by
// max_depth); translating it is printed, or refused with a positioned
// diagnostic where the printer's own depth bound (20,000) applies.
func TestLimitLongChain(t *testing.T) {
	sql := "SELECT 1" + strings.Repeat(" + 1", 30000)
	timed(t, "a chain of 30,000 additions", func() {
		tr, err := lateral.Translate(sql, "trino", "postgres", lateral.TranslateOptions{})
		var le *lateral.Error
		if err != nil {
			if !errors.As(err, &le) {
				t.Fatal(err)
			}
			if msg := fuzz.CheckDiagnostics(sql, le.Diagnostics); msg != "" {
				t.Fatal(msg)
			}
		}
		if err == nil {
			if _, err := lateral.Parse(tr.SQL, "postgres", lateral.Limits{}); err != nil {
				t.Errorf("the output does not parse: %v", err)
			}
		}
	})
}

// TestLimitLongChainWideSource: a source whose integers are wide
// (Snowflake, BigQuery) has each arithmetic node checked for a narrow
// target's overflow; over a chain of 15,000 additions to a column that
// check once took 90 seconds (it re-read every subtree).
func TestLimitLongChainWideSource(t *testing.T) {
	sql := "SELECT t.d" + strings.Repeat(" + 1", 15000) + " FROM t"
	for _, src := range []string{"snowflake", "bigquery"} {
		timed(t, src+": a chain of 15,000 additions", func() {
			if _, err := lateral.Translate(sql, src, "duckdb", lateral.TranslateOptions{}); err != nil {
				var le *lateral.Error
				if !errors.As(err, &le) {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestLimitMaxStatements(t *testing.T) {
	sql := strings.Repeat("SELECT 1;\n", 20)
	_, err := lateral.Parse(sql, "duckdb", lateral.Limits{MaxStatements: 10})
	wantDiag(t, err, sql, "LIMIT", "max_statements=10", 0, 0)
	if _, err := lateral.Parse(sql, "duckdb", lateral.Limits{MaxStatements: 20}); err != nil {
		t.Errorf("at the limit: %v", err)
	}
	// The default (1000) bounds a script of 100,000 statements.
	many := strings.Repeat("SELECT 1;", 100000)
	timed(t, "100,000 statements", func() {
		_, err := lateral.Parse(many, "duckdb", lateral.Limits{})
		var le *lateral.Error
		if !errors.As(err, &le) || !strings.Contains(le.Error(), "max_") {
			t.Errorf("want a limit error, got %v", err)
		}
	})
}

// Bad bytes and unterminated tokens: positioned diagnostics (line:col of
// the offending byte or of the token's start).
func TestHostileBytes(t *testing.T) {
	cases := []struct {
		name, sql, code, msg string
		line, col            int
	}{
		{"invalid UTF-8", "SELECT 'a',\n  '\xff'", "L002", "UTF-8", 2, 4},
		{"truncated UTF-8", "SELECT 1 AS \xc3", "L002", "UTF-8", 1, 13},
		{"NUL byte", "SELECT 1,\n 2\x00", "L003", "NUL", 2, 3},
		{"unterminated string", "SELECT 1,\n  'abc", "L004", "", 2, 3},
		{"unterminated quoted identifier", "SELECT \"abc", "L005", "", 1, 8},
		{"unterminated comment", "SELECT 1 /* never\nclosed", "L006", "", 1, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, d := range []string{"hive", "trino", "postgres"} {
				if c.code == "L005" && d == "hive" {
					continue // "abc is a string in Hive
				}
				timed(t, c.name, func() {
					_, err := lateral.Translate(c.sql, d, "duckdb", lateral.TranslateOptions{})
					wantDiag(t, err, c.sql, c.code, c.msg, c.line, c.col)
				})
			}
		})
	}
	// The same bytes, 5 MB into a large input, are found as fast.
	sql := "SELECT '" + strings.Repeat("y", 5<<20) + "\xff'"
	timed(t, "invalid UTF-8 at 5 MB", func() {
		_, err := lateral.Parse(sql, "trino", lateral.Limits{MaxBytes: 8 << 20})
		wantDiag(t, err, sql, "L002", "UTF-8", 1, 8+5<<20+1)
	})
}

// limitErr returns the executor limit err names, or "".
func limitErr(err error) string {
	var le *executor.LimitError
	if errors.As(err, &le) {
		return le.Limit
	}
	return ""
}

// runAll runs sql and reads every row; it returns the number of rows and
// the first error of Run or of the rows.
func runAll(sql, dialect string, opts lateral.RunOptions) (int, error) {
	rows, err := lateral.Run(context.Background(), sql, dialect, opts)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for {
		if _, err := rows.Next(); err != nil {
			if errors.Is(err, io.EOF) {
				return n, nil
			}
			return n, err
		}
		n++
	}
}

func TestLimitMaxRows(t *testing.T) {
	sql := "SELECT g FROM generate_series(1, 1000) AS s(g)"
	n, err := runAll(sql, "postgres", lateral.RunOptions{MaxRows: 10})
	if limitErr(err) != "max_rows" || !strings.Contains(err.Error(), "max_rows=10") {
		t.Fatalf("want the max_rows limit, got %d rows and %v", n, err)
	}
	if n > 10 {
		t.Errorf("%d rows returned past max_rows=10", n)
	}
	if n, err := runAll(sql, "postgres", lateral.RunOptions{MaxRows: 1000}); err != nil || n != 1000 {
		t.Errorf("at the limit: %d rows, %v", n, err)
	}
}

func TestLimitMaxMemory(t *testing.T) {
	sql := "SELECT g, count(*) FROM generate_series(1, 2000000) AS s(g) GROUP BY g"
	timed(t, "max_memory", func() {
		_, err := runAll(sql, "postgres", lateral.RunOptions{MaxMemory: 1 << 20, Timeout: time.Minute})
		if limitErr(err) != "max_memory" || !strings.Contains(err.Error(), "max_memory") {
			t.Fatalf("want the max_memory limit, got %v", err)
		}
	})
	// A sort and a DISTINCT hold their input too.
	for _, sql := range []string{
		"SELECT g FROM generate_series(1, 2000000) AS s(g) ORDER BY g DESC",
		"SELECT DISTINCT g FROM generate_series(1, 2000000) AS s(g)",
		"SELECT x FROM (SELECT 1) t LATERAL VIEW explode(sequence(1, 1000000)) e AS x ORDER BY x",
	} {
		dialect := "postgres"
		if strings.Contains(sql, "LATERAL VIEW") {
			dialect = "spark"
		}
		timed(t, sql, func() {
			_, err := runAll(sql, dialect, lateral.RunOptions{MaxMemory: 1 << 20, Timeout: time.Minute})
			if limitErr(err) != "max_memory" {
				t.Errorf("%s: want the max_memory limit, got %v", sql, err)
			}
		})
	}
}

// A Cartesian product of two 100,000-element sequences (10^10 rows) ends
// with the timeout, or with the row limit when rows flow out: never a hang.
func TestLimitTimeout(t *testing.T) {
	cases := []struct{ dialect, sql string }{
		{"postgres", "SELECT count(*) FROM generate_series(1, 100000) AS a(x) CROSS JOIN generate_series(1, 100000) AS b(y)"},
		// Trino's sequence has at most 10,000 elements: three of them.
		{"trino", "SELECT count(*) FROM UNNEST(sequence(1, 10000)) AS a(x) CROSS JOIN UNNEST(sequence(1, 10000)) AS b(y) CROSS JOIN UNNEST(sequence(1, 10000)) AS c(z)"},
		{"spark", "SELECT max(a.x + b.y) FROM (SELECT 1) t LATERAL VIEW explode(sequence(1, 100000)) a AS x LATERAL VIEW explode(sequence(1, 100000)) b AS y"},
		{"postgres", "SELECT count(*) FROM generate_series(1, 100000) AS a(x) JOIN generate_series(1, 100000) AS b(y) ON a.x + b.y < 0"},
	}
	for _, c := range cases {
		t.Run(c.dialect, func(t *testing.T) {
			timed(t, c.sql, func() {
				_, err := runAll(c.sql, c.dialect, lateral.RunOptions{Timeout: time.Second})
				if limitErr(err) != "timeout" || !strings.Contains(err.Error(), "timeout") {
					t.Fatalf("want the timeout, got %v", err)
				}
			})
		})
	}
	// Rows flowing out hit max_rows first.
	timed(t, "rows", func() {
		_, err := runAll("SELECT a.x, b.y FROM generate_series(1, 100000) AS a(x) CROSS JOIN generate_series(1, 100000) AS b(y)",
			"postgres", lateral.RunOptions{Timeout: 5 * time.Second, MaxRows: 100000})
		if l := limitErr(err); l != "max_rows" && l != "timeout" {
			t.Fatalf("want the row limit or the timeout, got %v", err)
		}
	})
	// A context deadline is as good as Timeout.
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	timed(t, "context", func() {
		rows, err := lateral.Run(ctx, cases[0].sql, cases[0].dialect, lateral.RunOptions{})
		if err == nil {
			_, err = rows.All()
			rows.Close()
		}
		if err == nil {
			t.Fatal("want an error once the context's deadline passed")
		}
	})
}

// cli runs the CLI with stdin and returns its exit
// status and standard error.
func cli(t *testing.T, stdin []byte, args ...string) (int, string) {
	t.Helper()
	bin := cliBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), hang)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = io.Discard
	err := cmd.Run()
	if ps := cmd.ProcessState; ps != nil && ps.UserTime()+ps.SystemTime() > prompt {
		t.Errorf("lateral %s used %v of CPU time", args[0], ps.UserTime()+ps.SystemTime())
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, stderr.String()
	case errors.As(err, &ee):
		return ee.ExitCode(), stderr.String()
	}
	t.Fatalf("lateral %s: %v", args[0], err)
	return -1, ""
}

func TestLimitsCLI(t *testing.T) {
	cases := []struct {
		name  string
		stdin string
		args  []string
		want  []string // in standard error
	}{
		{"10 MB query", "SELECT '" + strings.Repeat("x", 10<<20) + "'", []string{"translate", "--from", "hive", "--to", "trino"},
			[]string{"<stdin>:1:1048577: error[LIMIT]", "max_bytes="}},
		{"100,000 deep", "SELECT " + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000), []string{"parse", "--dialect", "postgres"},
			[]string{"<stdin>:1:1008: error[LIMIT]", "max_depth="}},
		{"invalid UTF-8", "SELECT 1,\n  '\xff'", []string{"translate", "--from", "trino", "--to", "hive"},
			[]string{"<stdin>:2:4: error[L002]", "UTF-8"}},
		{"NUL byte", "SELECT \x00", []string{"parse", "--dialect", "hive"},
			[]string{"<stdin>:1:8: error[L003]"}},
		{"unterminated string", "SELECT 'abc", []string{"translate", "--from", "postgres", "--to", "duckdb"},
			[]string{"<stdin>:1:8: error[L004]"}},
		{"unterminated comment", "SELECT 1 /* x", []string{"parse", "--dialect", "trino"},
			[]string{"<stdin>:1:10: error[L006]"}},
		{"max rows", "", []string{"run", "--dialect", "postgres", "--max-rows", "10", "-e", "SELECT g FROM generate_series(1, 1000) AS s(g)"},
			[]string{"max_rows=10"}},
		{"max memory", "", []string{"run", "--dialect", "postgres", "--max-memory", "1MB", "-e", "SELECT g, count(*) FROM generate_series(1, 2000000) AS s(g) GROUP BY g"},
			[]string{"max_memory"}},
		{"timeout", "", []string{"run", "--dialect", "postgres", "--timeout", "1s", "-e", "SELECT count(*) FROM generate_series(1, 100000) AS a(x) CROSS JOIN generate_series(1, 100000) AS b(y)"},
			[]string{"timeout"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stderr := cli(t, []byte(c.stdin), c.args...)
			if code != 1 {
				t.Errorf("exit status %d, want 1; stderr:\n%.2000s", code, stderr)
			}
			for _, w := range c.want {
				if !strings.Contains(stderr, w) {
					t.Errorf("stderr lacks %q:\n%.2000s", w, stderr)
				}
			}
			if len(stderr) > 64<<10 {
				t.Errorf("stderr is %d bytes: a diagnostic must excerpt, not echo, a huge input", len(stderr))
			}
		})
	}
}

// File access is bounded too: the executor reads files only under
// RunOptions.DataDirs (tables loaded from them, and LOAD DATA), after
// resolving ".." and symbolic links; without data directories it reads
// none. SECURITY.md states this.
func TestDataDirConfinement(t *testing.T) {
	root := t.TempDir()
	data := filepath.Join(root, "data")
	secret := filepath.Join(root, "secret")
	for _, d := range []string{data, secret} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(data, "ok.txt"), "visible\n")
	write(filepath.Join(secret, "secret.txt"), "hidden\n")
	write(filepath.Join(secret, "leak.csv"), "a\nhidden\n")
	if err := os.Symlink(secret, filepath.Join(data, "sub")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if err := os.Symlink(filepath.Join(secret, "secret.txt"), filepath.Join(data, "link.txt")); err != nil {
		t.Fatal(err)
	}
	load := func(path string, dirs []string) ([][]executor.Value, error) {
		sql := "CREATE TABLE x (a STRING);\nLOAD DATA LOCAL INPATH '" + path + "' INTO TABLE x;\nSELECT a FROM x"
		rows, err := lateral.Run(context.Background(), sql, "hive", lateral.RunOptions{DataDirs: dirs})
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		return rows.All()
	}
	if rows, err := load(filepath.Join(data, "ok.txt"), []string{data}); err != nil || len(rows) != 1 {
		t.Fatalf("a file inside the data directory: %v, %v", rows, err)
	}
	for name, path := range map[string]string{
		"dot-dot":          filepath.Join(data, "..", "secret", "secret.txt"),
		"absolute":         filepath.Join(secret, "secret.txt"),
		"symlinked dir":    filepath.Join(data, "sub", "secret.txt"),
		"symlinked file":   filepath.Join(data, "link.txt"),
		"file:// absolute": "file://" + filepath.Join(secret, "secret.txt"),
		"system file":      "/etc/passwd",
	} {
		rows, err := load(path, []string{data})
		if err == nil || !strings.Contains(err.Error(), "outside the allowed data directories") && !strings.Contains(err.Error(), "cannot read") {
			t.Errorf("%s: LOAD DATA of %s: rows %v, error %v; want it refused", name, path, rows, err)
		}
	}
	if _, err := load(filepath.Join(data, "ok.txt"), nil); err == nil || !strings.Contains(err.Error(), "disabled") {
		t.Errorf("LOAD DATA without data directories: %v; want it disabled", err)
	}
	// A data directory's tables: a symbolic link in it that leads out of
	// it must not become a table.
	if err := os.Symlink(filepath.Join(secret, "leak.csv"), filepath.Join(data, "leak.csv")); err != nil {
		t.Fatal(err)
	}
	rows, err := lateral.Run(context.Background(), "SELECT a FROM leak", "hive", lateral.RunOptions{DataDirs: []string{data}})
	if err != nil {
		return // refused: good
	}
	got, _ := rows.All()
	rows.Close()
	t.Fatalf("a symbolic link out of the data directory was loaded as table leak: %v", got)
}
