package api

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	json "github.com/goccy/go-json"
)

// gated makes the test server's translator wait for the returned release
// function; started receives one value per translation that began.
func gated(ts *testServer) (started chan struct{}, release func()) {
	ts.tr.gate = make(chan struct{})
	ts.tr.started = make(chan struct{}, 100)
	var once sync.Once
	return ts.tr.started, func() { once.Do(func() { close(ts.tr.gate) }) }
}

func waitFor(t *testing.T, ch <-chan struct{}, n int) {
	t.Helper()
	for range n {
		select {
		case <-ch:
		case <-time.After(5 * time.Second):
			t.Fatal("timed out waiting for the translator")
		}
	}
}

func TestConcurrencyLimit(t *testing.T) {
	cfg := testConfig()
	cfg.MaxConcurrent = 2
	cfg.QueueWait = Duration(20 * time.Millisecond)
	ts := newTestServer(t, cfg, nil)
	// A cached translation first (it needs no slot later).
	ts.post("/v1/translate", `{"sql": "SELECT 0", "from": "hive", "to": "trino"}`)
	started, release := gated(ts)
	defer release()

	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = ts.post("/v1/translate", fmt.Sprintf(`{"sql": "SELECT %d", "from": "hive", "to": "trino"}`, i+1)).Code
		}()
	}
	waitFor(t, started, 2)
	if ts.limiter.inUse() != 2 {
		t.Fatalf("in use %d", ts.limiter.inUse())
	}
	// Both slots are taken: refused fast, after at most the queue wait.
	t0 := time.Now()
	rec := ts.post("/v1/translate", `{"sql": "SELECT 9", "from": "hive", "to": "trino"}`)
	if d := time.Since(t0); d > time.Second {
		t.Errorf("the refusal took %s", d)
	}
	p := problem(t, rec, http.StatusTooManyRequests, ptTooMany)
	if rec.Header().Get("Retry-After") == "" || num(p["limit"]) != 2 {
		t.Errorf("429 without Retry-After or limit: %v", p)
	}
	problem(t, ts.post("/v1/parse", `{"sql": "SELECT 9", "dialect": "hive"}`), http.StatusTooManyRequests, ptTooMany)
	// Cache hits, health and metrics need no slot.
	if rec := ts.post("/v1/translate", `{"sql": "SELECT 0", "from": "hive", "to": "trino"}`); rec.Code != 200 {
		t.Errorf("a cache hit was refused: %d", rec.Code)
	}
	if rec := ts.do("GET", "/healthz", "", ""); rec.Code != 200 {
		t.Errorf("healthz refused: %d", rec.Code)
	}
	if ts.metrics.rejected.Value("/v1/translate") != 1 {
		t.Errorf("rejections not counted")
	}
	release()
	wg.Wait()
	if codes[0] != 200 || codes[1] != 200 {
		t.Errorf("the held requests answered %v", codes)
	}
	if ts.limiter.inUse() != 0 {
		t.Errorf("slots leaked: %d", ts.limiter.inUse())
	}
	// A short wait is enough when a slot frees in time.
	if rec := ts.post("/v1/translate", `{"sql": "SELECT 10", "from": "hive", "to": "trino"}`); rec.Code != 200 {
		t.Errorf("after release: %d", rec.Code)
	}
}

func TestRequestDeadline(t *testing.T) {
	cfg := testConfig()
	cfg.RequestTimeout = Duration(50 * time.Millisecond)
	cfg.WriteTimeout = Duration(time.Second)
	ts := newTestServer(t, cfg, nil)

	// The deadline reaches the translator.
	ts.post("/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino"}`)
	ts.tr.mu.Lock()
	dl := ts.tr.deadlines[0]
	ts.tr.mu.Unlock()
	if dl <= 0 || dl > 50*time.Millisecond {
		t.Errorf("the translator's context deadline is %s away, want within 50ms", dl)
	}

	// Work that ignores its context: answered 503 at the deadline, and the
	// slot stays taken until the work ends.
	started, release := gated(ts)
	t0 := time.Now()
	rec := ts.post("/v1/translate", `{"sql": "SELECT 2", "from": "hive", "to": "trino"}`)
	waitFor(t, started, 1)
	p := problem(t, rec, http.StatusServiceUnavailable, ptTimeout)
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("the timeout answer took %s", d)
	}
	if p["timeout"] != "50ms" {
		t.Errorf("timeout member %v", p["timeout"])
	}
	if ts.limiter.inUse() != 1 {
		t.Errorf("the slot was released before the work ended: %d in use", ts.limiter.inUse())
	}
	release()
	ts.work.Wait()
	if ts.limiter.inUse() != 0 {
		t.Errorf("slot leaked")
	}
	// The work finished after its request: its result is cached all the same.
	ts.tr.gate = nil
	if rec := ts.post("/v1/translate", `{"sql": "SELECT 2", "from": "hive", "to": "trino"}`); rec.Header().Get("X-Lateral-Cache") != "hit" {
		t.Errorf("late result not cached")
	}
}

func TestRecover(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	// A panic in the work goroutine.
	rec := ts.post("/v1/translate", `{"sql": "SELECT PANIC", "from": "hive", "to": "trino"}`)
	problem(t, rec, http.StatusInternalServerError, ptInternal)
	logs := ts.logs.String()
	if !strings.Contains(logs, `"msg":"panic while serving a request"`) || !strings.Contains(logs, "fake translator: PANIC") ||
		!strings.Contains(logs, "(*fakeTranslator).check") {
		t.Errorf("the panic and its stack (from the work goroutine) are not logged:\n%s", logs)
	}
	if ts.limiter.inUse() != 0 {
		t.Errorf("a panic leaked a slot")
	}
	// A panic in a handler itself, and one after the answer began.
	ts.router.Get("/test-panic", func(w http.ResponseWriter, r *http.Request) { panic("boom") })
	ts.router.Get("/test-panic-late", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		w.Write([]byte("partial"))
		panic("late boom")
	})
	problem(t, ts.do("GET", "/test-panic", "", ""), http.StatusInternalServerError, ptInternal)
	rec = ts.do("GET", "/test-panic-late", "", "")
	if rec.Code != http.StatusOK || rec.Body.String() != "partial" {
		t.Errorf("late panic: %d %q", rec.Code, rec.Body)
	}
	if !strings.Contains(ts.logs.String(), "late boom") {
		t.Error("late panic not logged")
	}
	// The server goes on.
	if rec := ts.post("/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino"}`); rec.Code != 200 {
		t.Errorf("after panics: %d", rec.Code)
	}
	// http.ErrAbortHandler is let through (the server handles it).
	ts.router.Get("/test-abort", func(w http.ResponseWriter, r *http.Request) { panic(http.ErrAbortHandler) })
	func() {
		defer func() {
			if v := recover(); v != http.ErrAbortHandler {
				t.Errorf("ErrAbortHandler not re-panicked: %v", v)
			}
		}()
		ts.do("GET", "/test-abort", "", "")
	}()
}

// serveOn starts ts on a loopback listener until ctx is done.
func serveOn(t *testing.T, ts *testServer, ctx context.Context) (addr string, done <-chan error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan error, 1)
	go func() { ch <- ts.Serve(ctx, ln) }()
	return "http://" + ln.Addr().String(), ch
}

func TestGracefulShutdown(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	base, done := serveOn(t, ts, ctx)
	started, release := gated(ts)
	defer release()

	type answer struct {
		code int
		body string
		err  error
	}
	inflight := make(chan answer, 1)
	go func() {
		resp, err := http.Post(base+"/v1/translate", "application/json", strings.NewReader(`{"sql": "SELECT 1", "from": "hive", "to": "trino"}`))
		if err != nil {
			inflight <- answer{err: err}
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		inflight <- answer{code: resp.StatusCode, body: string(b)}
	}()
	waitFor(t, started, 1)

	cancel() // as SIGTERM does
	time.Sleep(50 * time.Millisecond)
	if !ts.Draining() {
		t.Error("not draining")
	}
	select {
	case err := <-done:
		t.Fatalf("Serve returned before the in-flight request finished: %v", err)
	default:
	}
	// No new connections.
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("a new connection was accepted during shutdown")
	}
	release()
	a := <-inflight
	if a.err != nil || a.code != 200 || !strings.Contains(a.body, `"sql":"SELECT 1"`) {
		t.Errorf("in-flight request: %+v", a)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return")
	}
}

func TestShutdownTimeout(t *testing.T) {
	cfg := testConfig()
	cfg.ShutdownTimeout = Duration(100 * time.Millisecond)
	ts := newTestServer(t, cfg, nil)
	ctx, cancel := context.WithCancel(context.Background())
	base, done := serveOn(t, ts, ctx)
	started, release := gated(ts)
	defer release()
	go http.Post(base+"/v1/translate", "application/json", strings.NewReader(`{"sql": "SELECT 1", "from": "hive", "to": "trino"}`))
	waitFor(t, started, 1)
	cancel()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "shutdown") {
			t.Errorf("Serve = %v, want a shutdown error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not give up")
	}
}

// TestRunSignal runs the server as `lateral serve` does and stops it with
// a real SIGTERM: the in-flight request is answered and Run returns nil.
func TestRunSignal(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	started, release := gated(ts)
	defer release()
	pr, pw := io.Pipe()
	// Logs go to the buffer and to the pipe, where the start-up line gives
	// the address.
	ts.Server.log = newTeeLogger(ts.logs, pw)
	done := make(chan error, 1)
	go func() { done <- ts.Run(context.Background()); pw.Close() }()
	var addr string
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		var line map[string]any
		if json.Unmarshal(sc.Bytes(), &line) == nil && line["msg"] == "lateral serve starting" {
			addr, _ = line["listen"].(string)
			break
		}
	}
	go io.Copy(io.Discard, pr)
	if addr == "" {
		t.Fatal("no start-up line")
	}
	inflight := make(chan int, 1)
	go func() {
		resp, err := http.Post("http://"+addr+"/v1/translate", "application/json", strings.NewReader(`{"sql": "SELECT 1", "from": "hive", "to": "trino"}`))
		if err != nil {
			inflight <- -1
			return
		}
		resp.Body.Close()
		inflight <- resp.StatusCode
	}()
	waitFor(t, started, 1)
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	release()
	if code := <-inflight; code != 200 {
		t.Errorf("in-flight request answered %d", code)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run = %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return after SIGTERM")
	}
	if !strings.Contains(ts.logs.String(), `"msg":"stopped"`) {
		t.Errorf("no stop line in the logs")
	}
}

// TestHTTPServerTimeouts checks the configured timeouts reach the
// http.Server, and that a client trickling its headers is cut off.
func TestHTTPServerTimeouts(t *testing.T) {
	cfg := testConfig()
	cfg.ReadHeaderTimeout = Duration(100 * time.Millisecond)
	ts := newTestServer(t, cfg, nil)
	srv := ts.httpServer()
	if srv.ReadHeaderTimeout != cfg.ReadHeaderTimeout.D() || srv.ReadTimeout != cfg.ReadTimeout.D() ||
		srv.WriteTimeout != cfg.WriteTimeout.D() || srv.IdleTimeout != cfg.IdleTimeout.D() {
		t.Errorf("timeouts not applied: %+v", srv)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	base, _ := serveOn(t, ts, ctx)
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET /healthz HTTP/1.1\r\nHost: x\r\n") // never ends the headers
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	t0 := time.Now()
	_, err = io.ReadAll(conn)
	if d := time.Since(t0); d > 3*time.Second {
		t.Errorf("slow headers kept the connection for %s (err %v)", d, err)
	}
}

// The test handler used as a real httptest server works end to end.
func TestEndToEnd(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	srv := httptest.NewServer(ts.Handler())
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/v1/translate", "application/json; charset=utf-8", strings.NewReader(`{"sql": "SELECT 1", "from": "spark", "to": "hive"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("%d %v", resp.StatusCode, resp.Header)
	}
}
