package api

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/api/internal/apitest"
)

func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	doc, err := apitest.Parse(OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, testConfig(), nil)
	apitest.CheckRoutes(t, doc, ts.Router())
}

// The examples hold with the fake translator and executor (the backend
// package checks them with lateral's).
func TestOpenAPIExamples(t *testing.T) {
	doc, err := apitest.Parse(OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, testConfig(), &fakeExecutor{})
	apitest.CheckExamples(t, doc, ts.Handler())
}

// The GET endpoints and the answers the examples do not reach (413, 429,
// 503, 500, 501 of explain and execute without an executor) match the
// document too.
func TestOpenAPIOtherAnswers(t *testing.T) {
	doc, err := apitest.Parse(OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, testConfig(), nil)
	for _, path := range []string{"/v1/dialects", "/healthz", "/readyz", "/metrics", "/openapi.json", "/"} {
		rec := ts.do("GET", path, "", "")
		apitest.CheckResponse(t, doc, "GET", path, rec.Result())
	}
	ts.draining.Store(true)
	apitest.CheckResponse(t, doc, "GET", "/readyz", ts.do("GET", "/readyz", "", "").Result())

	cfg := testConfig()
	cfg.MaxBodyBytes = 10
	small := newTestServer(t, cfg, nil)
	for _, path := range []string{"/v1/translate", "/v1/translate/batch", "/v1/parse"} {
		rec := small.post(path, `{"sql": "SELECT 1 FROM t"}`)
		apitest.CheckResponse(t, doc, "POST", path, rec.Result())
	}

	withExec := newTestServer(t, testConfig(), &fakeExecutor{})
	for path, body := range map[string]string{
		"/v1/execute": `{"sql": "SELECT 1", "dialect": "hive"}`,
		"/v1/explain": `{"sql": "SELECT 1", "dialect": "hive"}`,
	} {
		rec := withExec.post(path, body)
		if rec.Code != 200 {
			t.Fatalf("%s: %d", path, rec.Code)
		}
		apitest.CheckResponse(t, doc, "POST", path, rec.Result())
		apitest.CheckResponse(t, doc, "POST", path, withExec.post(path, `{"sql": "SELECT * FROM", "dialect": "hive"}`).Result())
		apitest.CheckResponse(t, doc, "POST", path, small.post(path, `{"sql": "SELECT 1 FROM t"}`).Result()) // 501, no executor
		rec = ts.post(path, body)
		if rec.Code != 501 {
			t.Fatalf("%s without an executor: %d", path, rec.Code)
		}
		apitest.CheckResponse(t, doc, "POST", path, rec.Result())
	}

	// 429, 503 and 500.
	cfg = testConfig()
	cfg.MaxConcurrent = 1
	cfg.QueueWait = 0
	busy := newTestServer(t, cfg, nil)
	started, release := gated(busy)
	go busy.post("/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino"}`)
	waitFor(t, started, 1)
	rec := busy.post("/v1/translate", `{"sql": "SELECT 2", "from": "hive", "to": "trino"}`)
	if rec.Code != 429 {
		t.Fatalf("want 429, got %d", rec.Code)
	}
	apitest.CheckResponse(t, doc, "POST", "/v1/translate", rec.Result())
	release()
	busy.work.Wait()

	rec = ts.post("/v1/translate", `{"sql": "PANIC", "from": "hive", "to": "trino"}`)
	apitest.CheckResponse(t, doc, "POST", "/v1/translate", rec.Result())

	rec = httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/v1/translate", strings.NewReader(`{"sql": "x", "from": "hive", "to": "trino"}`))
	req.Header.Set("Content-Type", "application/json")
	ts.writeError(rec, req, errTimeoutForTest)
	apitest.CheckResponse(t, doc, "POST", "/v1/translate", rec.Result())
}
