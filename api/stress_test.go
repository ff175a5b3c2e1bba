package api_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httptrace"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/api/backend"
	"github.com/lateral-sql/lateral/api/internal/apitest"
	"github.com/lateral-sql/lateral/bench"
)

// TestStress runs lateral serve (api.Server.Serve on a loopback listener,
// with lateral's translator and reference executor) under a mixed load of
// valid requests and faults for LATERAL_STRESS_DURATION (default 3s, 2s
// under the race detector; docs/stress.md records a 60s run), then shuts it
// down and checks that:
//
//   - every request got exactly one answer, of the status its kind
//     documents, equal to the answer the same request got from a quiet
//     server (a 429 aside, for requests that need a concurrency slot), and
//     no request was lost: the server's access log holds exactly one line
//     for every request that reached a handler, with the status the client
//     read, and none for requests the http.Server refuses itself;
//   - slow clients are cut off by the read-header and read timeouts;
//   - clients that go away (cancelled /v1/execute of a query that would run
//     for minutes, half a body, a request then a close) free their
//     concurrency slots: the in-flight gauge returns to 0 at once;
//   - the graceful shutdown returns nil, no goroutine started during the
//     load is left, and the live heap is back to its warmed-up baseline.
func TestStress(t *testing.T) {
	dur := 3 * time.Second
	if raceEnabled {
		dur = 2 * time.Second
	}
	if s := os.Getenv("LATERAL_STRESS_DURATION"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			t.Fatalf("LATERAL_STRESS_DURATION=%q: want a positive duration such as 60s", s)
		}
		dur = d
	}
	cfg := stressConfig()
	p := newStressPool(t, raceEnabled)
	dir := t.TempDir()
	fails := &failures{}
	defer fails.report(t)

	// Warm-up on a server of its own: every request once, checked against
	// what the API documents; the answers are the references of the load.
	// It also warms what the process keeps (the parser's prediction
	// cache), so that the baselines below are the warm process's.
	t0 := time.Now()
	warm := startStressServer(t, cfg, filepath.Join(dir, "warm.log"))
	// Two clients, one request at a time each: no 429.
	answers := make([]answer, len(p.all))
	var wwg sync.WaitGroup
	for k := range 2 {
		ww := &worker{s: warm, name: fmt.Sprintf("w%d", k), fails: fails, rng: rand.New(rand.NewPCG(1, uint64(k))), pool: p}
		wwg.Go(func() {
			for i := k; i < len(p.all); i += 2 {
				answers[i] = ww.warm(p.all[i])
			}
		})
	}
	wwg.Wait()
	ww := &worker{s: warm, name: "w", fails: fails, rng: rand.New(rand.NewPCG(1, 2)), pool: p}
	for _, fault := range []func(){ww.bigHeader, ww.halfBodyShut, ww.halfBodyClose, ww.abandon} {
		fault()
	}
	doc, err := apitest.Parse(api.OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	for i, tp := range p.all {
		if a := answers[i]; tp.kind != "route" && a.err == nil { // the others' paths or methods do not exist
			apitest.CheckResponse(t, doc, tp.method, tp.path, &http.Response{StatusCode: a.status,
				Header: http.Header{"Content-Type": {a.ctype}}, Body: io.NopCloser(bytes.NewReader(a.body))})
		}
	}
	if err := warm.stop(t); err != nil {
		t.Fatalf("warm-up server: %v", err)
	}
	if fails.count() > 0 {
		t.Fatalf("the warm-up failed; no load run")
	}
	warm, ww.s, answers, doc = nil, nil, nil, nil
	warmTime := time.Since(t0)

	baseIDs := goroutineIDs()
	baseGoroutines := len(baseIDs)
	baseHeap := liveHeap()

	// The load.
	s := startStressServer(t, cfg, filepath.Join(dir, "access.log"))
	limit := cfg.Concurrency()
	end := time.Now().Add(dur)
	var wg sync.WaitGroup
	var workers []*worker
	mon := &monitor{limit: limit}
	spawn := func(name string, seed uint64, loop func(w *worker)) {
		w := &worker{s: s, name: name, fails: fails, rng: rand.New(rand.NewPCG(seed, 7)), pool: p, mon: mon, end: end}
		workers = append(workers, w)
		wg.Go(func() {
			for time.Now().Before(end) {
				loop(w)
			}
		})
	}
	nValid, nFault, nSlow := 4, 2, 3
	if raceEnabled {
		nValid, nFault, nSlow = 2, 1, 2
	}
	for i := range nValid {
		spawn(fmt.Sprintf("v%d", i), uint64(10+i), (*worker).validRequest)
	}
	for i := range nFault {
		spawn(fmt.Sprintf("f%d", i), uint64(20+i), (*worker).faultRequest)
	}
	for i := range nSlow {
		spawn(fmt.Sprintf("s%d", i), uint64(30+i), (*worker).slowHeaders)
	}
	spawn("b", 40, (*worker).slowBody)
	spawn("r", 41, (*worker).rawFault)
	spawn("c", 42, (*worker).cancelExecute)
	spawn("m", 43, (*worker).monitor)
	loadStart := time.Now()
	wg.Wait()
	loadTime := time.Since(loadStart)

	// Every slot is free once the clients are done: the cancelled queries
	// stopped (left alone, each would hold its slot until the request
	// deadline).
	mw := &worker{s: s, name: "main", fails: fails, rng: rand.New(rand.NewPCG(50, 7)), pool: p}
	workers = append(workers, mw)
	drain, ok := mw.waitInFlight(func(n int) bool { return n == 0 }, cfg.RequestTimeout.D()/2)
	if !ok {
		fails.add("in-flight requests did not return to 0 within %s of the end of the load", cfg.RequestTimeout.D()/2)
	}
	// The same, measured alone: a query that runs until its deadline,
	// cancelled by its client as soon as it holds its slot.
	cancelFree := mw.cancelAlone(cfg.RequestTimeout.D() / 2)

	t1 := time.Now()
	if err := s.stop(t); err != nil {
		fails.add("graceful shutdown: %v", err)
	}
	shutdownTime := time.Since(t1)
	// What the server holds after the load (its translation cache), for
	// the summary.
	cacheBytes := serverGauge(s.srv, "lateral_cache_bytes")
	heldHeap := liveHeap()
	logPath := s.logPath
	s = nil
	for _, w := range workers {
		w.s = nil
	}

	leaked, settle := waitGoroutines(baseIDs, 5*time.Second)
	for _, g := range leaked {
		fails.add("goroutine left after the shutdown:\n%s", g)
	}
	afterGoroutines := runtime.NumGoroutine()

	var recs []record
	for _, w := range workers {
		recs = append(recs, w.recs...)
	}
	logged, others := checkAccessLog(logPath, recs, fails)
	sum, total := summarize(recs)
	recs = nil
	afterHeap := liveHeap()
	runtime.KeepAlive(p) // in the baseline too
	// The baseline is the warm process without a server (the parser's
	// prediction cache, the embedded documents, the requests of the
	// load). Once the server is shut down and dropped, nothing a request
	// allocated may stay reachable: the slack covers what the process
	// itself may keep growing (the runtime's and the testing package's
	// bookkeeping, the prediction cache, should a query take a new path),
	// not a leak per request (the load allocates hundreds of megabytes,
	// gigabytes in 60s).
	const heapSlack = 4 << 20
	if afterHeap.alloc > baseHeap.alloc+heapSlack {
		fails.add("live heap after the load %.1f MB, baseline %.1f MB: more than %d MB above", mb(afterHeap.alloc), mb(baseHeap.alloc), heapSlack>>20)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "stress: %s of load (%s planned), GOMAXPROCS %d, race %v, concurrency limit %d; warm-up %s; shutdown %s\n\n",
		loadTime.Round(time.Millisecond), dur, runtime.GOMAXPROCS(0), raceEnabled, limit, warmTime.Round(time.Millisecond), shutdownTime.Round(time.Millisecond))
	b.WriteString(sum)
	fmt.Fprintf(&b, "\n| measure | value |\n|---|---|\n")
	fmt.Fprintf(&b, "| requests | %d sent, %d answers read, %d lost |\n", total.sent, total.answered, fails.lost.Load())
	fmt.Fprintf(&b, "| 500 answers | %d |\n", total.status500)
	fmt.Fprintf(&b, "| requests sent again by the client: their first connection, unused, was closed at read_header_timeout | %d |\n", fails.resent.Load())
	fmt.Fprintf(&b, "| in-flight (max seen / limit) | %d / %d |\n", mon.maxInFlight.Load(), limit)
	fmt.Fprintf(&b, "| in-flight back to 0 after the load | %s |\n", drain.Round(time.Millisecond))
	fmt.Fprintf(&b, "| slot freed after a lone cancelled execute | %s (deadline %s) |\n", cancelFree.Round(time.Millisecond), cfg.RequestTimeout)
	fmt.Fprintf(&b, "| slowloris cut after | %s (read_header_timeout %s) |\n", mon.slowHeaders.String(), cfg.ReadHeaderTimeout)
	fmt.Fprintf(&b, "| slow body answered after | %s (read_timeout %s) |\n", mon.slowBody.String(), cfg.ReadTimeout)
	fmt.Fprintf(&b, "| goroutines before / peak / after | %d / %d / %d (settled in %s) |\n", baseGoroutines, mon.maxGoroutines.Load(), afterGoroutines, settle.Round(time.Millisecond))
	fmt.Fprintf(&b, "| live heap: baseline / peak / after the shutdown, server dropped | %.1f / %.1f / %.1f MB |\n", mb(baseHeap.alloc), mb(mon.maxHeap.Load()), mb(afterHeap.alloc))
	fmt.Fprintf(&b, "| live heap after the shutdown, server still referenced | %.1f MB (translation cache: %.1f MB estimated) |\n", mb(heldHeap.alloc), cacheBytes/(1<<20))
	fmt.Fprintf(&b, "| allocated during the load | %.0f MB |\n", mb(afterHeap.total-baseHeap.total))
	fmt.Fprintf(&b, "| access-log lines | %d, other warnings: %d |\n", logged, len(others))
	for _, o := range others {
		fmt.Fprintf(&b, "\n    %s", o)
	}
	t.Logf("\n%s", b.String())
}

// stressConfig is the production configuration (api.DefaultConfig) with
// the timeouts the faults wait for made short, in the same order as the
// defaults: read_header < request < read < write. A request's work ends
// by its deadline before the connection's read deadline passes (which
// would cancel the request's context: net/http's background read fails).
func stressConfig() api.Config {
	cfg := api.DefaultConfig()
	cfg.Addr = "127.0.0.1:0"
	cfg.ReadHeaderTimeout = api.Duration(time.Second)
	cfg.RequestTimeout = api.Duration(2 * time.Second)
	cfg.ReadTimeout = api.Duration(2500 * time.Millisecond)
	cfg.ShutdownTimeout = api.Duration(10 * time.Second)
	return cfg
}

// ---- the server ----

type stressServer struct {
	srv     *api.Server
	cfg     api.Config
	addr    string
	base    string
	logPath string
	logFile *os.File
	cancel  context.CancelFunc
	done    chan error
	tr      *http.Transport
	client  *http.Client
	lastOn  sync.Map // a connection's local address -> the id of the last request sent on it
}

// startStressServer serves lateral's API on 127.0.0.1:0 as `lateral serve`
// does (a real http.Server with the configured timeouts), logging JSON
// lines at the configured level to logPath.
func startStressServer(t *testing.T, cfg api.Config, logPath string) *stressServer {
	t.Helper()
	f, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	exec, err := backend.NewExecutor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := api.New(cfg, api.Options{Translator: backend.New(cfg), Executor: exec, Logger: cfg.NewLogger(f), Version: "stress"})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel) // when the test stops early
	s := &stressServer{srv: srv, cfg: cfg, addr: ln.Addr().String(), logPath: logPath, logFile: f, cancel: cancel, done: make(chan error, 1)}
	s.base = "http://" + s.addr
	go func() { s.done <- srv.Serve(ctx, ln) }()
	s.tr = &http.Transport{MaxIdleConnsPerHost: 64, DisableCompression: true, IdleConnTimeout: 30 * time.Second}
	s.client = &http.Client{Transport: s.tr}
	return s
}

// stop shuts the server down as SIGTERM does and returns Serve's error.
func (s *stressServer) stop(t *testing.T) error {
	t.Helper()
	s.cancel()
	var err error
	select {
	case err = <-s.done:
	case <-time.After(s.cfg.ShutdownTimeout.D() + 10*time.Second):
		t.Fatal("Serve did not return after the shutdown began")
	}
	s.tr.CloseIdleConnections()
	s.logFile.Close()
	return err
}

// serverGauge reads a metric of srv through its handler (after Serve).
func serverGauge(srv *api.Server, name string) float64 {
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	v, _ := metricValue(rec.Body.String(), name)
	return v
}

func metricValue(text, name string) (float64, bool) {
	for line := range strings.SplitSeq(text, "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			return f, err == nil
		}
	}
	return 0, false
}

// ---- the requests ----

// Kinds of request, in the order of the summary.
var kinds = []struct{ code, name string }{
	{"tr", "translate"},
	{"fresh", "translate, cache miss"},
	{"batch", "translate/batch"},
	{"parse", "parse"},
	{"explain", "explain"},
	{"exec", "execute"},
	{"get", "GET dialects, healthz, readyz, openapi.json, metrics"},
	{"sql", "SQL error (422)"},
	{"json", "invalid JSON (400)"},
	{"type", "wrong field type (400)"},
	{"field", "unknown field (400)"},
	{"value", "invalid value (400)"},
	{"ctype", "wrong content type (415)"},
	{"big", "body too large (413)"},
	{"route", "no such route or method (404, 405)"},
	{"slowhdr", "slowloris: headers never end"},
	{"slowbody", "slow body"},
	{"hdr431", "headers too large (431)"},
	{"halfshut", "half a body, then end of sending"},
	{"halfclose", "half a body, then close"},
	{"abandon", "request, then close before the answer"},
	{"cancel", "execute of a long query, cancelled"},
}

// tmpl is a request and what it must be answered.
type tmpl struct {
	kind    string
	method  string
	path    string
	ctype   string // the Content-Type; "" sends none
	body    []byte
	chunked bool // the body is sent without a Content-Length
	// fresh appends a unique comment to req's SQL: a translation cache
	// miss, answered like base.
	fresh bool
	req   map[string]any
	base  *tmpl
	// want is the documented status; 0 takes 200 or 422 (a translation
	// lateral may refuse), learnt in the warm-up.
	want      int
	wantType  string // the problem type after urn:lateral:problem:
	wantField string // the field an unknown-field or invalid-field-type problem names
	slot      bool   // needs a concurrency slot: 429 is also an answer under load
	quiet     bool   // logged at debug level: no access-log line at info
	ref       string // the warm-up's answer, normalized
	refSQL    string // the warm-up's translated SQL
}

type stressPool struct {
	byKind  map[string][]*tmpl
	all     []*tmpl
	bigExec *tmpl // runs until its deadline unless cancelled
	bigBody []byte
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func (p *stressPool) add(tp *tmpl) *tmpl {
	if tp.method == "" {
		tp.method = "POST"
	}
	if tp.ctype == "" && tp.method == "POST" && tp.kind != "ctype" {
		tp.ctype = "application/json"
	}
	if tp.body == nil && tp.req != nil {
		tp.body = mustJSON(tp.req)
	}
	p.byKind[tp.kind] = append(p.byKind[tp.kind], tp)
	if !tp.fresh {
		p.all = append(p.all, tp)
	}
	return tp
}

// newStressPool builds the requests: queries of the bench corpora
// (bench/corpus) to translate and parse, queries of every family to
// execute and explain, and every kind of faulty request.
func newStressPool(t *testing.T, small bool) *stressPool {
	p := &stressPool{byKind: map[string][]*tmpl{}}
	per := 6
	if small {
		per = 2
	}
	extra := map[string]string{"hive": "postgres", "trino": "duckdb"}
	var trs []*tmpl
	for _, name := range bench.Corpora {
		c, err := bench.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		step := max(1, len(c.Queries)/per)
		for i := 0; i < len(c.Queries) && i/step < per; i += step {
			q := c.Queries[i]
			for _, to := range append(slices.Clone(c.To), extra[c.From]) {
				req := map[string]any{"sql": q, "from": c.From, "to": to}
				if (i/step)%2 == 1 {
					req["pretty"] = true
				}
				tr := p.add(&tmpl{kind: "tr", path: "/v1/translate", req: req, slot: true})
				trs = append(trs, tr)
				p.add(&tmpl{kind: "fresh", path: "/v1/translate", req: req, fresh: true, base: tr, slot: true})
			}
			p.add(&tmpl{kind: "parse", path: "/v1/parse", req: map[string]any{"sql": q, "dialect": c.From}, slot: true})
		}
	}
	for i := 0; i+4 <= len(trs); i += 4 {
		items := []any{
			map[string]any{"id": "bad-sql", "sql": "SELECT * FROM", "from": "hive", "to": "trino"},
			map[string]any{"id": "bad-dialect", "sql": "SELECT 1", "from": "hive", "to": "nosuch"},
		}
		for k, tr := range trs[i : i+4] {
			it := maps.Clone(tr.req)
			it["id"] = fmt.Sprintf("q%d", k)
			items = append(items, it)
		}
		p.add(&tmpl{kind: "batch", path: "/v1/translate/batch", req: map[string]any{"items": items}, want: 200, slot: true})
	}

	intArrays := map[string]any{"t": map[string]any{
		"columns": []any{"id", map[string]any{"name": "xs", "type": "ARRAY<INT>"}},
		"rows":    []any{[]any{1, []any{10, 20}}, []any{2, []any{}}, []any{3, nil}},
	}}
	pgSetup := "CREATE TABLE t (id INTEGER, xs INTEGER[]);\nINSERT INTO t VALUES (1, ARRAY[10, 20]), (2, ARRAY[]::INTEGER[]), (3, NULL);"
	runs := []map[string]any{
		{"dialect": "spark", "sql": "SELECT o.id, pos, item FROM orders o LATERAL VIEW OUTER posexplode(o.items) t AS pos, item ORDER BY o.id, pos",
			"tables": map[string]any{"orders": map[string]any{
				"columns": []any{"id", map[string]any{"name": "items", "type": "ARRAY<STRING>"}},
				"rows":    []any{[]any{1, []any{"a", "b"}}, []any{2, []any{}}, []any{3, nil}}}}},
		{"dialect": "hive", "sql": "SELECT id, x FROM t LATERAL VIEW explode(t.xs) e AS x ORDER BY id, x", "tables": intArrays},
		{"dialect": "spark", "sql": "SELECT count(*), sum(i) FROM (SELECT 1 AS one) s LATERAL VIEW explode(sequence(1, 2000)) a AS i"},
		{"dialect": "trino", "sql": "SELECT id, x, n FROM (VALUES (1, ARRAY['a', 'b']), (2, ARRAY['c'])) AS t(id, xs) CROSS JOIN UNNEST(xs) WITH ORDINALITY AS u(x, n) ORDER BY id, n"},
		{"dialect": "postgres", "sql": "SELECT t.id, u.x, u.n FROM t LEFT JOIN LATERAL unnest(t.xs) WITH ORDINALITY AS u(x, n) ON TRUE ORDER BY t.id, u.n", "setup": pgSetup},
		{"dialect": "duckdb", "sql": "SELECT id, unnest(xs) AS x FROM t ORDER BY id, x", "setup": pgSetup},
		{"dialect": "postgres", "sql": "SELECT count(*) FROM generate_series(1, 2000) g(i), LATERAL generate_series(1, 3) h(j) WHERE i % 7 = j"},
	}
	for _, r := range runs {
		p.add(&tmpl{kind: "exec", path: "/v1/execute", req: r, want: 200, slot: true})
		p.add(&tmpl{kind: "explain", path: "/v1/explain", req: r, want: 200, slot: true})
	}
	gen := "SELECT count(*) FROM (SELECT 1 AS one) s LATERAL VIEW explode(sequence(1, 1000)) a AS i LATERAL VIEW explode(sequence(1, 1000)) b AS j LATERAL VIEW explode(sequence(1, 1000)) c AS k"
	p.bigExec = &tmpl{kind: "cancel", method: "POST", path: "/v1/execute", ctype: "application/json", body: mustJSON(map[string]any{"sql": gen, "dialect": "spark"}), slot: true}

	for _, g := range []struct {
		path  string
		quiet bool
	}{{"/v1/dialects", false}, {"/healthz", true}, {"/readyz", true}, {"/openapi.json", false}} {
		p.add(&tmpl{kind: "get", method: "GET", path: g.path, want: 200, quiet: g.quiet})
	}

	sqlErr := func(path string, req map[string]any) {
		p.add(&tmpl{kind: "sql", path: path, req: req, want: 422, wantType: "sql-error", slot: true})
	}
	sqlErr("/v1/translate", map[string]any{"sql": "SELECT a,\n  b FROM", "from": "hive", "to": "trino"})
	sqlErr("/v1/translate", map[string]any{"sql": "SELECT a FROM t LATERAL VIEW explode(m) x AS k, v", "from": "hive", "to": "postgres"})
	sqlErr("/v1/parse", map[string]any{"sql": "SELECT a FROM t CROSS JOIN UNNEST(", "dialect": "trino"})
	sqlErr("/v1/execute", map[string]any{"sql": "SELECT 1 / 0", "dialect": "trino"})
	sqlErr("/v1/execute", map[string]any{"sql": "SELECT * FROM nosuch", "dialect": "hive"})
	sqlErr("/v1/execute", map[string]any{"sql": "SELECT 1", "dialect": "hive", "setup": "CREATE TABLE"})
	sqlErr("/v1/execute", map[string]any{"sql": gen, "dialect": "spark", "limits": map[string]any{"timeout_ms": 50}})
	sqlErr("/v1/execute", map[string]any{"sql": "SELECT i FROM (SELECT 1 AS one) s LATERAL VIEW explode(sequence(1, 100000)) a AS i ORDER BY i DESC", "dialect": "spark", "limits": map[string]any{"max_memory_bytes": 10000}})
	sqlErr("/v1/explain", map[string]any{"sql": "SELECT * FROM", "dialect": "trino"})

	raw := func(kind, path, body string, want int, typ, field string) {
		p.add(&tmpl{kind: kind, path: path, body: []byte(body), want: want, wantType: typ, wantField: field})
	}
	for _, c := range []struct{ path, body string }{
		{"/v1/translate", `{"sql": "SELECT 1", "from": "hive",}`},
		{"/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino"`},
		{"/v1/parse", ``},
		{"/v1/parse", `{"sql": "SELECT 1", "dialect": "hive"} {"sql": 2}`},
		{"/v1/execute", "{\"sql\": \"SELECT 1\",\n \"dialect\": hive}"},
		{"/v1/translate/batch", `{"items": [{"sql": "SELECT 1", "from": "hive", "to": "trino"},]}`},
		{"/v1/explain", "\x00\x01 not json"},
	} {
		raw("json", c.path, c.body, 400, "invalid-json", "")
	}
	for _, c := range []struct{ path, body, field string }{
		{"/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino", "pretty": "yes"}`, "pretty"},
		{"/v1/translate", `{"sql": 42, "from": "hive", "to": "trino"}`, "sql"},
		{"/v1/translate/batch", `{"items": "SELECT 1"}`, "items"},
		{"/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "limits": {"timeout_ms": "1s"}}`, "limits.timeout_ms"},
		{"/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": []}`, "tables"},
		{"/v1/parse", `[1, 2]`, ""},
	} {
		raw("type", c.path, c.body, 400, "invalid-field-type", c.field)
	}
	for _, c := range []struct{ path, body, field string }{
		{"/v1/translate", `{"sql": "SELECT 1", "form": "hive", "to": "trino"}`, "form"},
		{"/v1/parse", `{"sql": "SELECT 1", "dialekt": "hive"}`, "dialekt"},
		{"/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "limits": {"max_row": 1}}`, "max_row"},
		{"/v1/explain", `{"sql": "SELECT 1", "dialect": "hive", "limits": {}}`, "limits"},
		{"/v1/translate/batch", `{"items": [{"sql": "SELECT 1", "from": "hive", "to": "trino", "prety": true}]}`, "prety"},
		{"/v1/execute", `{"sql": "SELECT * FROM t", "dialect": "trino", "tables": {"t": {"columns": [{"name": "id", "typ": "INTEGER"}], "rows": [[1]]}}}`, "tables.t.columns[0].typ"},
	} {
		raw("field", c.path, c.body, 400, "unknown-field", c.field)
	}
	for _, c := range []struct{ path, body string }{
		{"/v1/translate", `{"sql": "SELECT 1", "from": "mysql", "to": "trino"}`},
		{"/v1/translate", `{"from": "hive", "to": "trino"}`},
		{"/v1/translate/batch", `{"items": []}`},
		{"/v1/execute", `{"sql": "SELECT * FROM t", "dialect": "trino", "tables": {"t": {"columns": ["id", "name"], "rows": [[1, "a"], [2]]}}}`},
		{"/v1/explain", `{"dialect": "trino"}`},
	} {
		raw("value", c.path, c.body, 400, "invalid-request", "")
	}
	for _, ct := range []string{"", "text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", "application/xml"} {
		body := `{"sql": "SELECT 1", "from": "hive", "to": "trino"}`
		if ct == "application/x-www-form-urlencoded" {
			body = "sql=SELECT+1&from=hive&to=trino"
		}
		p.add(&tmpl{kind: "ctype", path: "/v1/translate", ctype: ct, body: []byte(body), want: 415, wantType: "unsupported-media-type"})
	}
	// Just over max_body_bytes: announced (refused before reading) and
	// chunked (refused once the limit is read).
	p.bigBody = mustJSON(map[string]any{"sql": "SELECT '" + strings.Repeat("x", 1<<20) + "'", "from": "hive", "to": "trino"})
	p.add(&tmpl{kind: "big", path: "/v1/translate", body: p.bigBody, want: 413, wantType: "body-too-large"})
	p.add(&tmpl{kind: "big", path: "/v1/execute", body: p.bigBody, chunked: true, want: 413, wantType: "body-too-large"})
	p.add(&tmpl{kind: "route", path: "/v1/nope", body: []byte(`{}`), want: 404, wantType: "not-found"})
	p.add(&tmpl{kind: "route", method: "GET", path: "/v1/translate", want: 405, wantType: "method-not-allowed"})
	p.add(&tmpl{kind: "route", method: "DELETE", path: "/v1/execute", want: 405, wantType: "method-not-allowed"})
	return p
}

// answer is what a client read.
type answer struct {
	status int
	ctype  string
	body   []byte
	err    error
	conn   string // the connection the request went on, for the failures
	// resent: the client sent the request again on another connection,
	// the first having been closed by the server unused (see send);
	// badResend: it did so for another reason (a lost request).
	resent    bool
	badResend string
}

func (s *stressServer) send(ctx context.Context, tp *tmpl, id string) answer {
	body := tp.body
	if tp.fresh {
		req := maps.Clone(tp.req)
		req["sql"] = req["sql"].(string) + "\n-- " + id
		body = mustJSON(req)
	}
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
		if tp.chunked {
			r = io.MultiReader(r) // of unknown length
		}
	}
	req, err := http.NewRequestWithContext(ctx, tp.method, s.base+tp.path, r)
	if err != nil {
		return answer{err: err}
	}
	if tp.ctype != "" {
		req.Header.Set("Content-Type", tp.ctype)
	}
	req.Header.Set("X-Request-ID", id)
	// The transport dials connections ahead and may keep one unused in
	// its pool; the server closes a connection that brings no request
	// within read_header_timeout (net/http), and a request sent on it just
	// then is lost — unless the transport may send it again, which it does
	// for a request marked idempotent (as every request here is) when the
	// connection failed before any answer. Each connection used is noted:
	// a request sent again is only excused when its first connection had
	// carried no request and had been idle for read_header_timeout.
	if body != nil && !tp.chunked {
		req.Header["X-Idempotency-Key"] = nil // marks the request, is not sent
	}
	type use struct {
		conn string
		idle time.Duration
		prev any
	}
	var uses []use
	req = req.WithContext(httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{GotConn: func(ci httptrace.GotConnInfo) {
		addr := ci.Conn.LocalAddr().String()
		prev, _ := s.lastOn.Swap(addr, id)
		uses = append(uses, use{addr, ci.IdleTime, prev})
	}}))
	resp, err := s.client.Do(req)
	var a answer
	if err == nil {
		b, rerr := io.ReadAll(resp.Body)
		resp.Body.Close()
		a = answer{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type"), body: b, err: rerr}
	} else {
		a.err = err
	}
	for i, u := range uses {
		a.conn += fmt.Sprintf("[%s idle %s after request %v] ", u.conn, u.idle.Round(time.Millisecond), u.prev)
		if i < len(uses)-1 {
			a.resent = true
			if u.prev != nil || u.idle < s.cfg.ReadHeaderTimeout.D()*9/10 {
				a.badResend = fmt.Sprintf("sent again after its connection failed: %s", a.conn)
			}
		}
	}
	return a
}

// normalize is an answer without what differs between two answers to the
// same request (the request id).
func normalize(a answer) string {
	if strings.Contains(a.ctype, "json") {
		var v any
		if json.Unmarshal(a.body, &v) == nil {
			if m, ok := v.(map[string]any); ok {
				delete(m, "request_id")
			}
			return fmt.Sprintf("%d %s", a.status, mustJSON(v))
		}
	}
	return fmt.Sprintf("%d %s", a.status, a.body)
}

func problemOf(a answer) (map[string]any, error) {
	if a.ctype != "application/problem+json" {
		return nil, fmt.Errorf("%d answered as %q, not application/problem+json: %.200s", a.status, a.ctype, a.body)
	}
	var p map[string]any
	if err := json.Unmarshal(a.body, &p); err != nil {
		return nil, fmt.Errorf("%d: the problem is not JSON: %v", a.status, err)
	}
	return p, nil
}

// checkDocumented checks the answer to tp against the documentation (the
// warm-up).
func (tp *tmpl) checkDocumented(a answer, id string) error {
	if a.err != nil {
		return fmt.Errorf("no answer: %v", a.err)
	}
	switch {
	case tp.want == 0 && a.status != 200 && a.status != 422:
		return fmt.Errorf("status %d, want 200 or 422: %.300s", a.status, a.body)
	case tp.want != 0 && a.status != tp.want:
		return fmt.Errorf("status %d, want %d: %.300s", a.status, tp.want, a.body)
	}
	if a.status < 400 {
		if tp.path == "/v1/translate" {
			var out struct{ SQL string }
			if err := json.Unmarshal(a.body, &out); err != nil || out.SQL == "" {
				return fmt.Errorf("a translation without SQL: %.300s", a.body)
			}
		}
		return nil
	}
	p, err := problemOf(a)
	if err != nil {
		return err
	}
	if p["request_id"] != id {
		return fmt.Errorf("request_id %v, want %s", p["request_id"], id)
	}
	typ := tp.wantType
	if typ == "" && a.status == 422 {
		typ = "sql-error"
	}
	if typ != "" && p["type"] != "urn:lateral:problem:"+typ {
		return fmt.Errorf("problem type %v, want %s", p["type"], typ)
	}
	switch typ {
	case "invalid-json":
		for _, k := range []string{"offset", "line", "column"} {
			if _, ok := p[k].(float64); !ok {
				return fmt.Errorf("malformed JSON without its %s: %v", k, p)
			}
		}
	case "unknown-field", "invalid-field-type":
		if tp.wantField != "" && p["field"] != tp.wantField {
			return fmt.Errorf("problem names the field %v, want %s: %v", p["field"], tp.wantField, p)
		}
		if detail, _ := p["detail"].(string); tp.wantField != "" && !strings.Contains(detail, tp.wantField[strings.LastIndexByte(tp.wantField, '.')+1:]) {
			return fmt.Errorf("detail %q does not name %s", detail, tp.wantField)
		}
	}
	return nil
}

// check checks an answer of the load against the warm-up's.
func (tp *tmpl) check(a answer) error {
	if a.err != nil {
		return fmt.Errorf("no answer: %v", a.err)
	}
	if a.status == http.StatusTooManyRequests && tp.slot {
		p, err := problemOf(a)
		if err != nil {
			return err
		}
		if p["type"] != "urn:lateral:problem:too-many-requests" {
			return fmt.Errorf("429 of type %v", p["type"])
		}
		return nil
	}
	if tp.fresh {
		var out struct{ SQL string }
		json.Unmarshal(a.body, &out)
		if a.status != tp.base.want || out.SQL != tp.base.refSQL {
			return fmt.Errorf("a cache miss answered %d %q, the warm-up %d %q", a.status, out.SQL, tp.base.want, tp.base.refSQL)
		}
		return nil
	}
	if got := normalize(a); got != tp.ref {
		return fmt.Errorf("the answer differs from the warm-up's:\n  got:  %.400s\n  want: %.400s", got, tp.ref)
	}
	return nil
}

// ---- accounting ----

// logRule says which access-log lines a request may have.
type logRule uint8

const (
	logNone  logRule = iota // refused by the http.Server itself, or logged at debug: none
	logExact                // one, with the status the client read
	logOne                  // one, with a status in allowed
	logMaybe                // at most one (the client may have gone before sending it all)
)

type record struct {
	id      string
	kind    string
	got     int // the status the client read; 0: none
	rule    logRule
	allowed []int
	lost    time.Duration // > 0: how long the client waited for the answer it never got
}

type failures struct {
	mu   sync.Mutex
	n    int
	msgs []string
	lost atomic.Int64
	// resent counts the requests the client sent again because their
	// first connection, never used, was closed by the server.
	resent atomic.Int64
}

func (f *failures) add(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.n++
	if len(f.msgs) < 30 {
		f.msgs = append(f.msgs, fmt.Sprintf(format, args...))
	}
}

func (f *failures) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.n
}

func (f *failures) report(t *testing.T) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, m := range f.msgs {
		t.Error(m)
	}
	if f.n > len(f.msgs) {
		t.Errorf("... and %d more failures", f.n-len(f.msgs))
	}
}

// ---- the clients ----

type worker struct {
	s     *stressServer
	name  string
	n     int
	recs  []record
	fails *failures
	rng   *rand.Rand
	pool  *stressPool
	mon   *monitor  // nil in the warm-up
	end   time.Time // the end of the load
}

func (w *worker) id(kind string) string {
	w.n++
	return fmt.Sprintf("%s-%s-%d", kind, w.name, w.n)
}

const clientTimeout = 20 * time.Second

// request sends tp, checks the answer with check and records it.
func (w *worker) request(tp *tmpl, check func(answer, string) error) answer {
	id := w.id(tp.kind)
	ctx, cancel := context.WithTimeout(context.Background(), clientTimeout)
	start := time.Now()
	a := w.s.send(ctx, tp, id)
	cancel()
	rec := record{id: id, kind: tp.kind, got: a.status, rule: logExact}
	w.noteResend(id, a)
	if a.err != nil {
		w.fails.lost.Add(1)
		w.fails.add("%s %s %s: no answer: %v (connection %s)", id, tp.method, tp.path, a.err, a.conn)
		rec.got, rec.rule, rec.lost = 0, logMaybe, max(time.Since(start), 1)
	} else if err := check(a, id); err != nil {
		w.fails.add("%s %s %s: %v", id, tp.method, tp.path, err)
	}
	if a.status == http.StatusInternalServerError {
		w.fails.add("%s: 500: %s", id, a.body)
	}
	if tp.quiet {
		rec.rule = logNone
	}
	w.recs = append(w.recs, rec)
	return a
}

// noteResend counts a request the client had to send again.
func (w *worker) noteResend(id string, a answer) {
	if a.badResend != "" {
		w.fails.lost.Add(1)
		w.fails.add("%s: %s", id, a.badResend)
	} else if a.resent {
		w.fails.resent.Add(1)
	}
}

// warm sends tp to the warm-up server and keeps its answer as the
// reference.
func (w *worker) warm(tp *tmpl) answer {
	a := w.request(tp, tp.checkDocumented)
	if tp.want == 0 {
		tp.want = a.status
	}
	tp.ref = normalize(a)
	var out struct{ SQL string }
	if json.Unmarshal(a.body, &out) == nil {
		tp.refSQL = out.SQL
	}
	return a
}

func (w *worker) pick(kind string) *tmpl {
	l := w.pool.byKind[kind]
	return l[w.rng.IntN(len(l))]
}

var validMix = []struct {
	kind   string
	weight int
}{{"tr", 30}, {"fresh", 15}, {"batch", 10}, {"parse", 15}, {"explain", 10}, {"exec", 20}}

func (w *worker) validRequest() {
	n := w.rng.IntN(100)
	for _, m := range validMix {
		if n < m.weight {
			tp := w.pick(m.kind)
			w.request(tp, func(a answer, _ string) error { return tp.check(a) })
			return
		}
		n -= m.weight
	}
}

var faultKinds = []string{"sql", "json", "type", "field", "value", "ctype", "big", "route"}

func (w *worker) faultRequest() {
	tp := w.pick(faultKinds[w.rng.IntN(len(faultKinds))])
	w.request(tp, func(a answer, _ string) error { return tp.check(a) })
}

func (w *worker) rawFault() {
	[]func(){w.bigHeader, w.halfBodyShut, w.halfBodyClose, w.abandon}[w.rng.IntN(4)]()
}

func (w *worker) dial() net.Conn {
	conn, err := net.DialTimeout("tcp", w.s.addr, 5*time.Second)
	if err != nil {
		w.fails.add("dial: %v", err)
		return nil
	}
	return conn
}

func head(method, path, id string, contentLength int) string {
	return fmt.Sprintf("%s %s HTTP/1.1\r\nHost: stress\r\nX-Request-ID: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", method, path, id, contentLength)
}

// slowHeaders is a slowloris client: it sends a header line every 100ms
// and never ends them. The server must close the connection after its
// read_header_timeout, answering nothing.
func (w *worker) slowHeaders() {
	id := w.id("slowhdr")
	start := time.Now() // the server's clock cannot start before the dial
	conn := w.dial()
	if conn == nil {
		return
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		fmt.Fprintf(conn, "POST /v1/translate HTTP/1.1\r\nHost: stress\r\nX-Request-ID: %s\r\n", id)
		tk := time.NewTicker(100 * time.Millisecond)
		defer tk.Stop()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-tk.C:
			}
			if _, err := fmt.Fprintf(conn, "X-Slow-%d: %d\r\n", i, i); err != nil {
				return
			}
		}
	})
	rht := w.s.cfg.ReadHeaderTimeout.D()
	conn.SetReadDeadline(start.Add(rht + 10*time.Second))
	b, err := io.ReadAll(conn)
	d := time.Since(start)
	close(stop)
	conn.Close()
	wg.Wait()
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		w.fails.add("%s: the server kept a slowloris connection open for %s", id, d)
	}
	if len(b) > 0 {
		w.fails.add("%s: a slowloris client was answered %.100q", id, b)
	}
	if d < rht*9/10 || d > rht+5*time.Second {
		w.fails.add("%s: slowloris connection closed after %s, read_header_timeout %s", id, d, rht)
	}
	if w.mon != nil {
		w.mon.slowHeaders.add(d)
	}
	w.recs = append(w.recs, record{id: id, kind: "slowhdr", rule: logNone})
}

// slowBody sends its headers at once, then one byte of its body every
// 200ms: the server answers when its read_timeout cuts the body.
func (w *worker) slowBody() {
	if left := time.Until(w.end); w.n > 0 && left < w.s.cfg.ReadTimeout.D() {
		time.Sleep(left)
		return
	}
	id := w.id("slowbody")
	start := time.Now()
	conn := w.dial()
	if conn == nil {
		return
	}
	body := `{"sql": "SELECT id FROM users", "from": "hive", "to": "trino"}`
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		io.WriteString(conn, head("POST", "/v1/translate", id, len(body)))
		tk := time.NewTicker(200 * time.Millisecond)
		defer tk.Stop()
		for i := range len(body) {
			select {
			case <-stop:
				return
			case <-tk.C:
			}
			if _, err := io.WriteString(conn, body[i:i+1]); err != nil {
				return
			}
		}
	})
	rt := w.s.cfg.ReadTimeout.D()
	conn.SetReadDeadline(start.Add(rt + 10*time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	d := time.Since(start)
	rec := record{id: id, kind: "slowbody", rule: logExact}
	if err != nil {
		w.fails.add("%s: no answer to a slow body after %s: %v", id, d, err)
		w.fails.lost.Add(1)
		rec.rule = logMaybe
	} else {
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		rec.got = resp.StatusCode
		a := answer{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type"), body: b}
		if p, err := problemOf(a); err != nil || resp.StatusCode != http.StatusRequestTimeout || p["type"] != "urn:lateral:problem:read-timeout" {
			w.fails.add("%s: a slow body answered %d %s, want 408 read-timeout", id, resp.StatusCode, b)
		}
		if d < rt*9/10 || d > rt+5*time.Second {
			w.fails.add("%s: slow body answered after %s, read_timeout %s", id, d, rt)
		}
		if w.mon != nil {
			w.mon.slowBody.add(d)
		}
	}
	close(stop)
	conn.Close()
	wg.Wait()
	w.recs = append(w.recs, rec)
}

// bigHeader sends 80 KB of headers (the limit is 64 KB): 431, from the
// http.Server itself.
func (w *worker) bigHeader() {
	id := w.id("hdr431")
	conn := w.dial()
	if conn == nil {
		return
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	var wg sync.WaitGroup
	wg.Go(func() {
		fmt.Fprintf(conn, "GET /healthz HTTP/1.1\r\nHost: stress\r\nX-Request-ID: %s\r\nX-Big: %s\r\n\r\n", id, strings.Repeat("a", 80<<10))
	})
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	rec := record{id: id, kind: "hdr431", rule: logNone}
	if err != nil {
		w.fails.lost.Add(1)
		w.fails.add("%s: no answer to 80 KB of headers: %v", id, err)
	} else {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		rec.got = resp.StatusCode
		if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
			w.fails.add("%s: 80 KB of headers answered %d, want 431", id, resp.StatusCode)
		}
	}
	conn.Close()
	wg.Wait()
	w.recs = append(w.recs, rec)
}

const halfBody = `{"sql": "SELECT id FROM users WHERE id = 1", "from": "hive", "to": "trino"}`

// halfBodyShut sends half of its body, then ends its side of the
// connection: 400, the body is cut.
func (w *worker) halfBodyShut() {
	id := w.id("halfshut")
	conn := w.dial()
	if conn == nil {
		return
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	io.WriteString(conn, head("POST", "/v1/translate", id, len(halfBody))+halfBody[:len(halfBody)/2])
	conn.(*net.TCPConn).CloseWrite()
	rec := record{id: id, kind: "halfshut", rule: logExact}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		w.fails.lost.Add(1)
		w.fails.add("%s: no answer to half a body: %v", id, err)
		rec.rule = logMaybe
	} else {
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		rec.got = resp.StatusCode
		p, err := problemOf(answer{status: resp.StatusCode, ctype: resp.Header.Get("Content-Type"), body: b})
		if err != nil || resp.StatusCode != 400 || p["type"] != "urn:lateral:problem:invalid-json" {
			w.fails.add("%s: half a body answered %d %s, want 400 invalid-json", id, resp.StatusCode, b)
		}
	}
	w.recs = append(w.recs, rec)
}

// halfBodyClose sends half of its body and closes the connection: the
// server answers 400 to no one.
func (w *worker) halfBodyClose() {
	id := w.id("halfclose")
	conn := w.dial()
	if conn == nil {
		return
	}
	io.WriteString(conn, head("POST", "/v1/translate", id, len(halfBody))+halfBody[:len(halfBody)/2])
	conn.Close()
	w.recs = append(w.recs, record{id: id, kind: "halfclose", rule: logOne, allowed: []int{400}})
}

// abandon sends a whole valid request and closes the connection before the
// answer.
func (w *worker) abandon() {
	tp := w.pick([]string{"tr", "parse", "exec"}[w.rng.IntN(3)])
	id := w.id("abandon")
	conn := w.dial()
	if conn == nil {
		return
	}
	io.WriteString(conn, head("POST", tp.path, id, len(tp.body))+string(tp.body))
	conn.Close()
	// The work may see its context cancelled (503) or its slot taken (429).
	w.recs = append(w.recs, record{id: id, kind: "abandon", rule: logOne, allowed: []int{tp.want, 429, 503}})
}

// cancelExecute runs a query that takes minutes (its deadline ends it) and
// cancels it after 20 to 220ms.
func (w *worker) cancelExecute() {
	tp := w.pool.bigExec
	id := w.id("cancel")
	start := time.Now()
	ctx, cancel := context.WithCancel(context.Background())
	timer := time.AfterFunc(time.Duration(20+w.rng.IntN(200))*time.Millisecond, cancel)
	a := w.s.send(ctx, tp, id)
	timer.Stop()
	cancel()
	w.noteResend(id, a)
	rec := record{id: id, kind: "cancel", got: a.status, rule: logExact}
	switch {
	case a.err != nil && errors.Is(a.err, context.Canceled):
		// The client never saw its 503 (or the 429 of a full server).
		rec.rule, rec.allowed = logMaybe, []int{503, 429}
	case a.err != nil:
		w.fails.lost.Add(1)
		w.fails.add("%s: no answer: %v (connection %s)", id, a.err, a.conn)
		rec.rule, rec.lost = logMaybe, time.Since(start)
	case a.status != http.StatusTooManyRequests:
		w.fails.add("%s: a query that runs for minutes answered %d before its cancellation: %.300s", id, a.status, a.body)
	}
	w.recs = append(w.recs, rec)
}

// ---- monitoring ----

type durations struct {
	mu       sync.Mutex
	n        int
	min, max time.Duration
}

func (d *durations) add(v time.Duration) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.n == 0 || v < d.min {
		d.min = v
	}
	d.max = max(d.max, v)
	d.n++
}

func (d *durations) String() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.n == 0 {
		return "none"
	}
	return fmt.Sprintf("%s to %s (%d)", d.min.Round(time.Millisecond), d.max.Round(time.Millisecond), d.n)
}

type monitor struct {
	limit         int
	maxInFlight   atomic.Int64
	maxGoroutines atomic.Int64
	maxHeap       atomic.Uint64
	slowHeaders   durations
	slowBody      durations
	last          time.Time
}

// monitor polls the in-flight gauge (never above the limit), the GET
// endpoints, and the process's goroutines and heap.
func (w *worker) monitor() {
	m := w.mon
	for _, tp := range w.pool.byKind["get"] {
		w.request(tp, func(a answer, _ string) error { return tp.check(a) })
	}
	if n, ok := w.inFlight(); ok {
		if n > m.limit {
			w.fails.add("%d requests in flight, over the limit of %d", n, m.limit)
		}
		if int64(n) > m.maxInFlight.Load() {
			m.maxInFlight.Store(int64(n))
		}
	}
	if time.Since(m.last) > 250*time.Millisecond {
		m.last = time.Now()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if ms.HeapAlloc > m.maxHeap.Load() {
			m.maxHeap.Store(ms.HeapAlloc)
		}
		if g := int64(runtime.NumGoroutine()); g > m.maxGoroutines.Load() {
			m.maxGoroutines.Store(g)
		}
	}
	time.Sleep(20 * time.Millisecond)
}

var metricsTmpl = &tmpl{kind: "get", method: "GET", path: "/metrics", want: 200, quiet: true}

// inFlight reads lateral_in_flight_requests.
func (w *worker) inFlight() (int, bool) {
	a := w.request(metricsTmpl, func(a answer, _ string) error {
		if a.status != 200 {
			return fmt.Errorf("/metrics answered %d", a.status)
		}
		return nil
	})
	v, ok := metricValue(string(a.body), "lateral_in_flight_requests")
	if !ok && a.err == nil {
		w.fails.add("/metrics has no lateral_in_flight_requests")
	}
	return int(v), ok
}

// waitInFlight polls the in-flight gauge until cond holds, for at most
// limit; it returns how long that took.
func (w *worker) waitInFlight(cond func(int) bool, limit time.Duration) (time.Duration, bool) {
	start := time.Now()
	for {
		if n, ok := w.inFlight(); ok && cond(n) {
			return time.Since(start), true
		}
		if time.Since(start) > limit {
			return time.Since(start), false
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// cancelAlone runs the long query on the idle server, cancels it as soon
// as it holds its slot, and returns how long the slot took to be freed.
func (w *worker) cancelAlone(limit time.Duration) time.Duration {
	id := w.id("cancel")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan answer, 1)
	go func() { done <- w.s.send(ctx, w.pool.bigExec, id) }()
	rec := record{id: id, kind: "cancel", rule: logOne, allowed: []int{503}}
	if _, ok := w.waitInFlight(func(n int) bool { return n == 1 }, 5*time.Second); !ok {
		w.fails.add("%s: the long query never held a slot", id)
	}
	start := time.Now()
	cancel()
	a := <-done
	w.noteResend(id, a)
	if !errors.Is(a.err, context.Canceled) {
		w.fails.add("%s: cancelled, the client read %d %v", id, a.status, a.err)
	}
	_, ok := w.waitInFlight(func(n int) bool { return n == 0 }, limit)
	d := time.Since(start)
	if !ok {
		w.fails.add("%s: the slot of a cancelled execute was not freed within %s", id, limit)
	}
	w.recs = append(w.recs, rec)
	return d
}

// ---- after the load ----

// checkAccessLog matches the access log's lines to the requests sent and
// returns the number of lines and the other warnings and errors logged.
func checkAccessLog(path string, recs []record, fails *failures) (int, []string) {
	f, err := os.Open(path)
	if err != nil {
		fails.add("access log: %v", err)
		return 0, nil
	}
	defer f.Close()
	lines := map[string][]int{}
	durs := map[string]float64{}
	var others []string
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var l struct {
			Level     string  `json:"level"`
			Msg       string  `json:"msg"`
			RequestID string  `json:"request_id"`
			Status    int     `json:"status"`
			Duration  float64 `json:"duration_ms"`
		}
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			fails.add("access log: not JSON: %.200s", sc.Text())
			continue
		}
		if l.Level == "ERROR" {
			fails.add("logged at error level: %.500s", sc.Text())
		}
		if l.Msg == "request" {
			lines[l.RequestID] = append(lines[l.RequestID], l.Status)
			durs[l.RequestID] = l.Duration
			n++
			continue
		}
		if l.Level != "INFO" && l.Level != "DEBUG" {
			others = append(others, sc.Text())
		}
	}
	for i := range recs {
		r := &recs[i]
		got := lines[r.id]
		delete(lines, r.id)
		if r.lost > 0 { // what the server did with it
			fails.add("%s: no answer after %s; its access-log statuses: %v (after %.1f ms)", r.id, r.lost.Round(time.Millisecond), got, durs[r.id])
		}
		var ok bool
		switch r.rule {
		case logNone:
			ok = len(got) == 0
		case logExact:
			ok = len(got) == 1 && got[0] == r.got
		case logOne:
			ok = len(got) == 1 && slices.Contains(r.allowed, got[0])
		case logMaybe:
			ok = len(got) == 0 || len(got) == 1 && (r.allowed == nil || slices.Contains(r.allowed, got[0]))
		}
		if !ok {
			fails.add("%s (client read %d): access-log statuses %v", r.id, r.got, got)
		}
		if len(got) == 1 && r.got == 0 {
			r.got = -got[0] // answered to no one: counted apart
		}
	}
	for id, st := range lines {
		fails.add("access-log lines for a request no client sent: %q %v", id, st)
	}
	return n, others
}

type totals struct {
	sent, answered, status500 int
}

// summarize tallies the requests by kind: the statuses the clients read,
// and those the server logged for clients that were gone.
func summarize(recs []record) (string, totals) {
	type tally struct {
		sent, noAnswer int
		got, gone      map[int]int
	}
	by := map[string]*tally{}
	var sumTotal totals
	for _, r := range recs {
		t := by[r.kind]
		if t == nil {
			t = &tally{got: map[int]int{}, gone: map[int]int{}}
			by[r.kind] = t
		}
		t.sent++
		sumTotal.sent++
		switch {
		case r.got > 0:
			t.got[r.got]++
			sumTotal.answered++
		case r.got < 0:
			t.gone[-r.got]++
			t.noAnswer++
		default:
			t.noAnswer++
		}
		if r.got == 500 || r.got == -500 {
			sumTotal.status500++
		}
	}
	statuses := func(m map[int]int) string {
		var keys []int
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		var parts []string
		for _, k := range keys {
			parts = append(parts, fmt.Sprintf("%d×%d", m[k], k))
		}
		if len(parts) == 0 {
			return "-"
		}
		return strings.Join(parts, ", ")
	}
	var b strings.Builder
	b.WriteString("| kind | sent | answers read by the client | no answer read (server's status for those gone) |\n|---|---|---|---|\n")
	for _, k := range kinds {
		t := by[k.code]
		if t == nil {
			continue
		}
		gone := fmt.Sprint(t.noAnswer)
		if len(t.gone) > 0 {
			gone += " (" + statuses(t.gone) + ")"
		}
		fmt.Fprintf(&b, "| %s | %d | %s | %s |\n", k.name, t.sent, statuses(t.got), gone)
	}
	return b.String(), sumTotal
}

// ---- goroutines and heap ----

// goroutineIDs returns the stack of every goroutine by id.
func goroutineIDs() map[string]string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	out := map[string]string{}
	for g := range strings.SplitSeq(string(buf), "\n\n") {
		id, _, _ := strings.Cut(strings.TrimPrefix(g, "goroutine "), " ")
		out[id] = g
	}
	return out
}

// waitGoroutines waits up to limit for every goroutine not in base (ids
// are never reused) to end, and returns the stacks of those left.
func waitGoroutines(base map[string]string, limit time.Duration) ([]string, time.Duration) {
	start := time.Now()
	for {
		var left []string
		for id, g := range goroutineIDs() {
			if _, ok := base[id]; !ok {
				left = append(left, g)
			}
		}
		if len(left) == 0 || time.Since(start) > limit {
			return left, time.Since(start)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

type heapStat struct{ alloc, total uint64 }

// liveHeap is the heap once collections stop freeing anything: objects
// with finalizers (closed connections and files) and sync.Pools take more
// than one collection to go.
func liveHeap() heapStat {
	var m runtime.MemStats
	prev := uint64(0)
	for range 10 {
		runtime.GC()
		time.Sleep(10 * time.Millisecond) // the finalizers run
		runtime.ReadMemStats(&m)
		if prev != 0 && m.HeapAlloc >= prev-prev/100 {
			break
		}
		prev = m.HeapAlloc
	}
	return heapStat{alloc: m.HeapAlloc, total: m.TotalAlloc}
}

func mb(n uint64) float64 { return float64(n) / (1 << 20) }
