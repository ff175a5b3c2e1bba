package api

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	json "github.com/goccy/go-json"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// fakeTranslator stands in for lateral: it echoes the SQL, refuses SQL
// ending with FROM (P001 at the end) and SQL holding UNTRANSLATABLE (T001
// on the word), warns on explode (W001), and panics on PANIC.
type fakeTranslator struct {
	calls atomic.Int64
	// gate, when set, makes Translate wait for it to be closed (ignoring
	// the context, like lateral.Translate); started gets a value first.
	gate    chan struct{}
	started chan struct{}
	// deadlines records whether each call's context had a deadline.
	mu        sync.Mutex
	deadlines []time.Duration
}

var mapExplode = regexp.MustCompile(`(explode\([^)]*\))\s+\w+\s+AS\s+\w+\s*,`)

var fakeDialects = []Dialect{
	{Name: "hive", Family: "hive", Readable: true, Writable: true},
	{Name: "spark", Family: "hive", Readable: true, Writable: true},
	{Name: "trino", Family: "presto", Readable: true, Writable: true},
	{Name: "postgres", Family: "standard", Readable: true, Writable: true, Aliases: []string{"postgresql"}},
	{Name: "legacy", Family: "standard", Readable: true, Writable: false},
}

func (f *fakeTranslator) Dialects() []Dialect { return fakeDialects }

func (f *fakeTranslator) LookupDialect(name string) (Dialect, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, d := range fakeDialects {
		if d.Name == name {
			return d, true
		}
		for _, a := range d.Aliases {
			if a == name {
				return d, true
			}
		}
	}
	return Dialect{}, false
}

// posAt returns the position of byte offset off in src.
func posAt(src string, off int) ast.Pos {
	line := 1 + strings.Count(src[:off], "\n")
	col := off - strings.LastIndexByte(src[:off], '\n')
	return ast.Pos{Offset: off, Line: line, Col: col}
}

func (f *fakeTranslator) check(src, input string) error {
	if strings.Contains(src, "PANIC") {
		panic("fake translator: PANIC in the SQL")
	}
	t := strings.TrimRight(src, " \t\n;")
	if strings.HasSuffix(strings.ToUpper(t), "FROM") {
		p := posAt(src, len(t))
		return &SQLError{Input: input, Source: src, Diagnostics: diag.List{{
			Severity: diag.Error, Code: "P001", Message: "expected a table name",
			Span: ast.Span{Start: p, End: p}, Expected: []string{"identifier", "("},
		}}}
	}
	if i := strings.Index(src, "UNTRANSLATABLE"); i >= 0 {
		return &SQLError{Input: input, Source: src, Diagnostics: diag.List{{
			Severity: diag.Error, Code: "T001", Message: "UNTRANSLATABLE cannot be expressed",
			Span: ast.Span{Start: posAt(src, i), End: posAt(src, i+len("UNTRANSLATABLE"))}, Hint: "rewrite it",
		}}}
	}
	return nil
}

func (f *fakeTranslator) Translate(ctx context.Context, in TranslateInput) (*TranslateOutput, error) {
	f.calls.Add(1)
	f.mu.Lock()
	if dl, ok := ctx.Deadline(); ok {
		f.deadlines = append(f.deadlines, time.Until(dl))
	} else {
		f.deadlines = append(f.deadlines, 0)
	}
	f.mu.Unlock()
	if f.gate != nil {
		if f.started != nil {
			f.started <- struct{}{}
		}
		<-f.gate
	}
	if in.Schema != "" {
		if err := f.check(in.Schema, "schema"); err != nil {
			return nil, err
		}
	}
	if err := f.check(in.SQL, "sql"); err != nil {
		return nil, err
	}
	// Like lateral: a map cannot be unnested for postgres.
	if loc := mapExplode.FindStringSubmatchIndex(in.SQL); loc != nil && in.To == "postgres" {
		return nil, &SQLError{Input: "sql", Source: in.SQL, Diagnostics: diag.List{{
			Severity: diag.Error, Code: "T064", Message: "unnesting a map or expanding struct fields cannot be expressed in postgres",
			Span: ast.Span{Start: posAt(in.SQL, loc[2]), End: posAt(in.SQL, loc[3])}, Hint: "use Trino, Spark or Hive as the target",
		}}}
	}
	out := &TranslateOutput{}
	var sqls []string
	for _, st := range strings.Split(in.SQL, ";") {
		st = strings.TrimSpace(st)
		if st == "" {
			continue
		}
		s := TranslatedStatement{SQL: st}
		if i := strings.Index(in.SQL, "explode"); i >= 0 && strings.Contains(st, "explode") {
			w := &diag.Diagnostic{Severity: diag.Warning, Code: "W001", Message: "explode is emulated",
				Span: ast.Span{Start: posAt(in.SQL, i), End: posAt(in.SQL, i+7)}}
			s.Warnings = append(s.Warnings, w)
			out.Warnings = append(out.Warnings, w)
		}
		out.Statements = append(out.Statements, s)
		sqls = append(sqls, st)
	}
	out.SQL = strings.Join(sqls, ";\n")
	return out, nil
}

func (f *fakeTranslator) Parse(ctx context.Context, sql, dialect string) (ast.Node, error) {
	if err := f.check(sql, "sql"); err != nil {
		return nil, err
	}
	return &ast.Script{Span: ast.Span{Start: posAt(sql, 0), End: posAt(sql, len(sql))}}, nil
}

// fakeExecutor answers two columns (the SQL's length, and a letter). It
// refuses SQL ending with FROM (P001), divides by zero on "/0" or "/ 0"
// (X001, unpositioned, as the real executor's runtime errors are), and
// rejects a table column typed NOSUCH (an InputError naming the field).
type fakeExecutor struct {
	gotMaxRows atomic.Int64
	mu         sync.Mutex
	last       ExecuteRequest
	lastPlan   ExplainRequest
}

func (e *fakeExecutor) tablesError(tables map[string]Table) error {
	for name, t := range tables {
		for i, c := range t.Columns {
			if strings.EqualFold(c.Type, "NOSUCH") {
				return &InputError{Field: fmt.Sprintf("tables.%s.columns[%d].type", name, i), Detail: "unknown type NOSUCH"}
			}
		}
	}
	return nil
}

func (e *fakeExecutor) Execute(ctx context.Context, req ExecuteRequest) (*ExecuteResult, error) {
	e.gotMaxRows.Store(int64(req.MaxRows))
	e.mu.Lock()
	e.last = req
	e.mu.Unlock()
	if err := e.tablesError(req.Tables); err != nil {
		return nil, err
	}
	if strings.HasSuffix(strings.TrimSpace(strings.ToUpper(req.SQL)), "FROM") {
		return nil, (&fakeTranslator{}).check(req.SQL, "sql")
	}
	if strings.Contains(req.SQL, "/0") || strings.Contains(req.SQL, "/ 0") {
		return nil, &SQLError{Input: "sql", Source: req.SQL, Diagnostics: diag.List{{Severity: diag.Error, Code: "X001", Message: "division by zero"}}}
	}
	return &ExecuteResult{Columns: []Column{{Name: "n", Type: "bigint"}, {Name: "s", Type: "varchar"}},
		Rows: [][]any{{int64(len(req.SQL)), "x"}, {nil, "y"}}}, nil
}

func (e *fakeExecutor) Explain(ctx context.Context, req ExplainRequest) (*ExplainResult, error) {
	e.mu.Lock()
	e.lastPlan = req
	e.mu.Unlock()
	if err := e.tablesError(req.Tables); err != nil {
		return nil, err
	}
	if strings.HasSuffix(strings.TrimSpace(strings.ToUpper(req.SQL)), "FROM") {
		return nil, (&fakeTranslator{}).check(req.SQL, "sql")
	}
	return &ExplainResult{Plan: &PlanNode{ID: 1, Op: "PROJECT", Detail: "output: x", Props: []PlanProp{{"output", "x"}},
		Children: []*PlanNode{{ID: 0, Op: "SCAN t", Detail: "table: t", Props: []PlanProp{{"table", "t"}}}}},
		Text: "1:PROJECT\n|  output: x\n|\n0:SCAN t\n|  table: t\n"}, nil
}

// testConfig is DefaultConfig with small, test-friendly bounds.
func testConfig() Config {
	c := DefaultConfig()
	c.Addr = "127.0.0.1:0"
	c.MaxConcurrent = 4
	c.QueueWait = Duration(10 * time.Millisecond)
	c.ShutdownTimeout = Duration(5 * time.Second)
	return c
}

// logBuffer is a concurrency-safe log sink.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

type testServer struct {
	*Server
	tr   *fakeTranslator
	logs *logBuffer
}

func newTestServer(t testing.TB, cfg Config, exec Executor) *testServer {
	t.Helper()
	tr := &fakeTranslator{}
	logs := &logBuffer{}
	s, err := New(cfg, Options{Translator: tr, Executor: exec, Logger: slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	if err != nil {
		t.Fatal(err)
	}
	return &testServer{Server: s, tr: tr, logs: logs}
}

// do sends a request to the handler and returns the recorder.
func (ts *testServer) do(method, path, contentType string, body string, hdr ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := httptest.NewRecorder()
	ts.Handler().ServeHTTP(rec, req)
	return rec
}

func (ts *testServer) post(path, body string) *httptest.ResponseRecorder {
	return ts.do(http.MethodPost, path, "application/json", body)
}

// decode decodes a JSON body into a generic map.
func decode(t testing.TB, r io.Reader) map[string]any {
	t.Helper()
	var m map[string]any
	d := json.NewDecoder(r)
	d.UseNumber()
	if err := d.Decode(&m); err != nil {
		t.Fatalf("decoding the body: %v", err)
	}
	return m
}

// problem checks that rec is a problem of the status and type, and
// returns it.
func problem(t testing.TB, rec *httptest.ResponseRecorder, status int, typ string) map[string]any {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status %d, want %d; body: %s", rec.Code, status, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("content type %q, want application/problem+json", ct)
	}
	body := rec.Body.String()
	p := decode(t, strings.NewReader(body))
	if p["type"] != problemTypeBase+typ {
		t.Fatalf("type %v, want %s; body: %s", p["type"], problemTypeBase+typ, body)
	}
	if n, _ := p["status"].(json.Number); n.String() != strconv.Itoa(status) {
		t.Fatalf("status member %v, want %d", p["status"], status)
	}
	for _, k := range []string{"title", "detail", "instance", "request_id"} {
		if s, _ := p[k].(string); s == "" {
			t.Errorf("problem member %q is missing or empty: %s", k, body)
		}
	}
	if p["request_id"] != rec.Header().Get("X-Request-ID") {
		t.Errorf("request_id %v differs from the header %q", p["request_id"], rec.Header().Get("X-Request-ID"))
	}
	return p
}

func num(v any) int {
	n, _ := v.(json.Number)
	i, _ := n.Int64()
	return int(i)
}

// newTeeLogger logs JSON to every writer.
func newTeeLogger(ws ...io.Writer) *slog.Logger {
	return slog.New(slog.NewJSONHandler(io.MultiWriter(ws...), &slog.HandlerOptions{Level: slog.LevelDebug}))
}

var errTimeoutForTest = context.DeadlineExceeded
