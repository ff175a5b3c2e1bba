package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	json "github.com/goccy/go-json"
)

func TestTranslate(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	body := `{"sql": "SELECT x FROM t LATERAL VIEW explode(xs) e AS x; SELECT 2", "from": "Hive", "to": "postgresql", "pretty": true}`
	rec := ts.post("/v1/translate", body)
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("content type %q", ct)
	}
	if got := rec.Header().Get("X-Lateral-Cache"); got != "miss" {
		t.Errorf("X-Lateral-Cache %q, want miss", got)
	}
	if id := rec.Header().Get("X-Request-ID"); len(id) < 16 {
		t.Errorf("no generated request id: %q", id)
	}
	var resp translateResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
		t.Fatal(err)
	}
	if resp.From != "hive" || resp.To != "postgres" {
		t.Errorf("dialects %q -> %q, want canonical hive -> postgres", resp.From, resp.To)
	}
	if len(resp.Statements) != 2 || resp.SQL != "SELECT x FROM t LATERAL VIEW explode(xs) e AS x;\nSELECT 2" {
		t.Errorf("unexpected translation: %+v", resp)
	}
	if len(resp.Warnings) != 1 || resp.Warnings[0].Code != "W001" || resp.Warnings[0].Severity != "warning" {
		t.Fatalf("warnings %+v", resp.Warnings)
	}
	w := resp.Warnings[0]
	if w.Line != 1 || w.Column != 30 || w.EndColumn != 37 || w.Offset != 29 || w.EndOffset != 36 || !strings.Contains(w.Snippet, "^^^^^^^") {
		t.Errorf("warning position %+v", w)
	}
	if len(resp.Statements[1].Warnings) != 0 || resp.Statements[1].Warnings == nil {
		t.Errorf("statement warnings must be an empty list, not %v", resp.Statements[1].Warnings)
	}

	// The same request again comes from the cache, without the translator.
	calls := ts.tr.calls.Load()
	rec2 := ts.post("/v1/translate", body)
	if rec2.Code != http.StatusOK || rec2.Header().Get("X-Lateral-Cache") != "hit" || ts.tr.calls.Load() != calls {
		t.Errorf("second request: status %d, cache %q, translator calls %d -> %d", rec2.Code, rec2.Header().Get("X-Lateral-Cache"), calls, ts.tr.calls.Load())
	}
	if rec2.Body.String() != rec.Body.String() {
		t.Errorf("cached answer differs:\n%s\n%s", rec.Body, rec2.Body)
	}
	// A different option is another key.
	rec3 := ts.post("/v1/translate", strings.Replace(body, `"pretty": true`, `"pretty": false`, 1))
	if rec3.Header().Get("X-Lateral-Cache") != "miss" {
		t.Errorf("pretty=false hit the pretty=true entry")
	}
}

func TestRequestID(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	rec := ts.do("GET", "/healthz", "", "", "X-Request-ID", "abc-123.x")
	if got := rec.Header().Get("X-Request-ID"); got != "abc-123.x" {
		t.Errorf("valid id not echoed: %q", got)
	}
	for _, bad := range []string{"has space", strings.Repeat("a", 129), "quote\"", "nl\x01"} {
		rec := ts.do("GET", "/healthz", "", "", "X-Request-ID", bad)
		if got := rec.Header().Get("X-Request-ID"); got == bad || got == "" {
			t.Errorf("invalid id %q answered %q", bad, got)
		}
	}
	// The id is in the access log.
	if !strings.Contains(ts.logs.String(), `"request_id":"abc-123.x"`) {
		t.Errorf("request id not logged: %s", ts.logs)
	}
}

func TestSQLError422(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	rec := ts.post("/v1/translate", `{"sql": "SELECT a,\n  b FROM", "from": "hive", "to": "trino"}`)
	p := problem(t, rec, http.StatusUnprocessableEntity, ptSQLError)
	if p["input"] != "sql" {
		t.Errorf("input %v", p["input"])
	}
	ds, _ := p["diagnostics"].([]any)
	if len(ds) != 1 {
		t.Fatalf("diagnostics %v", p["diagnostics"])
	}
	d := ds[0].(map[string]any)
	want := map[string]any{"code": "P001", "severity": "error", "line": 2, "column": 9, "end_line": 2, "end_column": 9, "offset": 18}
	for k, v := range want {
		got := fmt.Sprint(d[k])
		if got != fmt.Sprint(v) {
			t.Errorf("diagnostic %s = %s, want %v", k, got, v)
		}
	}
	if d["snippet"] != "    b FROM\n          ^\n" {
		t.Errorf("snippet %q", d["snippet"])
	}
	if ex, _ := d["expected"].([]any); len(ex) != 2 {
		t.Errorf("expected %v", d["expected"])
	}
	if !strings.Contains(p["detail"].(string), "line 2, column 9") {
		t.Errorf("detail %q", p["detail"])
	}
	// A refusal with a hint, cached as such.
	rec = ts.post("/v1/translate", `{"sql": "SELECT UNTRANSLATABLE", "from": "hive", "to": "trino"}`)
	p = problem(t, rec, http.StatusUnprocessableEntity, ptSQLError)
	d = p["diagnostics"].([]any)[0].(map[string]any)
	if d["hint"] != "rewrite it" || num(d["column"]) != 8 || num(d["end_column"]) != 22 {
		t.Errorf("refusal %v", d)
	}
	calls := ts.tr.calls.Load()
	rec = ts.post("/v1/translate", `{"sql": "SELECT UNTRANSLATABLE", "from": "hive", "to": "trino"}`)
	problem(t, rec, http.StatusUnprocessableEntity, ptSQLError)
	if rec.Header().Get("X-Lateral-Cache") != "hit" || ts.tr.calls.Load() != calls {
		t.Errorf("refusal not cached")
	}
	// The schema's diagnostics say so.
	rec = ts.post("/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino", "schema": "CREATE TABLE t FROM"}`)
	p = problem(t, rec, http.StatusUnprocessableEntity, ptSQLError)
	if p["input"] != "schema" || !strings.HasPrefix(p["detail"].(string), "schema: ") {
		t.Errorf("schema error: %v", p)
	}
}

func TestMalformedJSON(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	cases := []struct {
		body             string
		off, line, col   int
		detailSubstrings []string
	}{
		{`{"sql": "x",}`, 12, 1, 13, []string{"line 1, column 13"}},
		{"{\n  \"sql\": \"x\"\n  \"to\": 1}", 17, 3, 3, []string{"line 3, column 3"}},
		{`{"sql": "x"`, 11, 1, 12, []string{"unexpected end"}},
		{``, 0, 1, 1, []string{"empty"}},
		{`{"sql": "x", "from": "hive", "to": "trino"} {"a": 1}`, 44, 1, 45, []string{"after the JSON value"}},
		{`{"sql": "x"} trailing`, 13, 1, 14, []string{"after the JSON value"}},
	}
	for _, c := range cases {
		rec := ts.post("/v1/translate", c.body)
		p := problem(t, rec, http.StatusBadRequest, ptInvalidJSON)
		if num(p["offset"]) != c.off || num(p["line"]) != c.line || num(p["column"]) != c.col {
			t.Errorf("%q: offset/line/column %v/%v/%v, want %d/%d/%d", c.body, p["offset"], p["line"], p["column"], c.off, c.line, c.col)
		}
		for _, s := range c.detailSubstrings {
			if !strings.Contains(p["detail"].(string), s) {
				t.Errorf("%q: detail %q lacks %q", c.body, p["detail"], s)
			}
		}
	}
}

func TestUnknownFieldAndWrongType(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	rec := ts.post("/v1/translate", `{"sql": "x", "form": "hive", "to": "trino"}`)
	p := problem(t, rec, http.StatusBadRequest, ptUnknownField)
	if p["field"] != "form" || !strings.Contains(p["detail"].(string), `"form"`) {
		t.Errorf("unknown field: %v", p)
	}
	rec = ts.post("/v1/translate/batch", `{"items": [{"sql": "x", "from": "hive", "to": "trino", "extra": 1}]}`)
	if p := problem(t, rec, http.StatusBadRequest, ptUnknownField); p["field"] != "extra" {
		t.Errorf("unknown field in an item: %v", p)
	}

	types := []struct{ path, body, field, expected, got string }{
		{"/v1/translate", `{"sql": 12, "from": "hive", "to": "trino"}`, "sql", "string", "number"},
		{"/v1/translate", `{"sql": "x", "from": "hive", "to": "trino", "pretty": "yes"}`, "pretty", "boolean", "string"},
		{"/v1/translate/batch", `{"items": [{"sql": "x", "from": "hive", "to": "trino"}, {"sql": ["x"]}]}`, "items.1.sql", "string", "array"},
		{"/v1/translate/batch", `{"items": {"sql": "x"}}`, "items", "array", "object"},
		{"/v1/parse", `{"sql": "x", "dialect": true}`, "dialect", "string", "bool"},
	}
	for _, c := range types {
		rec := ts.post(c.path, c.body)
		p := problem(t, rec, http.StatusBadRequest, ptInvalidType)
		if p["field"] != c.field || p["expected"] != c.expected || !strings.HasPrefix(c.got, fmt.Sprint(p["got"])[:4]) {
			t.Errorf("%s: field/expected/got %v/%v/%v, want %s/%s/%s", c.body, p["field"], p["expected"], p["got"], c.field, c.expected, c.got)
		}
		if !strings.Contains(p["detail"].(string), c.field) {
			t.Errorf("detail %q does not name %s", p["detail"], c.field)
		}
	}
	// Not an object at all.
	rec = ts.post("/v1/translate", `["SELECT 1"]`)
	if p := problem(t, rec, http.StatusBadRequest, ptInvalidType); p["expected"] != "object" || p["got"] != "array" {
		t.Errorf("array body: %v", p)
	}
}

func TestInvalidRequest(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	cases := []struct{ body, field, detail string }{
		{`{"from": "hive", "to": "trino"}`, "sql", "required"},
		{`{"sql": null, "from": "hive", "to": "trino"}`, "sql", "required"},
		{`{"sql": "x", "from": "mysql", "to": "trino"}`, "from", `unknown dialect "mysql"`},
		{`{"sql": "x", "to": "trino"}`, "from", "required"},
		{`{"sql": "x", "from": "hive", "to": "legacy"}`, "to", "read but not written"},
		{`{"sql": "x", "from": "hive", "to": "trino", "schema_dialect": "nope"}`, "schema_dialect", "unknown dialect"},
		{`null`, "sql", "required"},
	}
	for _, c := range cases {
		rec := ts.post("/v1/translate", c.body)
		p := problem(t, rec, http.StatusBadRequest, ptInvalidRequest)
		errs, _ := p["errors"].([]any)
		if len(errs) == 0 {
			t.Fatalf("%s: no errors member", c.body)
		}
		e := errs[0].(map[string]any)
		if e["field"] != c.field || !strings.Contains(e["detail"].(string), c.detail) {
			t.Errorf("%s: error %v, want field %s with %q", c.body, e, c.field, c.detail)
		}
	}
	rec := ts.post("/v1/translate", `{}`)
	p := problem(t, rec, http.StatusBadRequest, ptInvalidRequest)
	if n := len(p["errors"].([]any)); n != 3 {
		t.Errorf("empty object: %d errors, want 3 (sql, from, to)", n)
	}
	if !strings.Contains(p["detail"].(string), "and 2 more") {
		t.Errorf("detail %q", p["detail"])
	}
}

func TestBodyTooLarge(t *testing.T) {
	cfg := testConfig()
	cfg.MaxBodyBytes = 64
	ts := newTestServer(t, cfg, nil)
	big := `{"sql": "` + strings.Repeat("x", 100) + `", "from": "hive", "to": "trino"}`
	// With a Content-Length: refused before reading.
	rec := ts.post("/v1/translate", big)
	p := problem(t, rec, http.StatusRequestEntityTooLarge, ptBodyTooLarge)
	if num(p["limit_bytes"]) != 64 {
		t.Errorf("limit_bytes %v", p["limit_bytes"])
	}
	// Without one (chunked): refused while reading.
	req := httptest.NewRequest("POST", "/v1/parse", strings.NewReader(big))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	rec = httptest.NewRecorder()
	ts.Handler().ServeHTTP(rec, req)
	problem(t, rec, http.StatusRequestEntityTooLarge, ptBodyTooLarge)
	// At the limit it is fine.
	ok := `{"sql": "x", "from": "hive", "to": "trino"}`
	if rec := ts.post("/v1/translate", ok); rec.Code != http.StatusOK {
		t.Errorf("small body: %d %s", rec.Code, rec.Body)
	}
}

func TestUnsupportedMediaType(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	body := `{"sql": "x", "from": "hive", "to": "trino"}`
	for _, ct := range []string{"", "text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin1", "application/json;;"} {
		rec := ts.do("POST", "/v1/translate", ct, body)
		problem(t, rec, http.StatusUnsupportedMediaType, ptMediaType)
	}
	for _, ct := range []string{"application/json", "application/json; charset=UTF-8", "application/vnd.lateral+json"} {
		if rec := ts.do("POST", "/v1/translate", ct, body); rec.Code != http.StatusOK {
			t.Errorf("%q: %d", ct, rec.Code)
		}
	}
}

func TestNotFoundAndMethod(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	problem(t, ts.do("GET", "/v2/nothing", "", ""), http.StatusNotFound, ptNotFound)
	rec := ts.do("GET", "/v1/translate", "", "")
	p := problem(t, rec, http.StatusMethodNotAllowed, ptMethod)
	if rec.Header().Get("Allow") != "POST" || fmt.Sprint(p["allowed"]) != "[POST]" {
		t.Errorf("Allow %q, allowed %v", rec.Header().Get("Allow"), p["allowed"])
	}
	// Unknown paths are one metric label, not one each.
	ts.do("GET", "/random/1", "", "")
	ts.do("GET", "/random/2", "", "")
	if got := ts.metrics.requests.Value("other", "404"); got != 3 {
		t.Errorf("404s under endpoint=other: %v", got)
	}
}

func TestBatch(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	body := `{"items": [
		{"id": "a", "sql": "SELECT 1", "from": "hive", "to": "trino"},
		{"id": "b", "sql": "SELECT * FROM", "from": "hive", "to": "trino"},
		{"sql": "SELECT 1", "from": "hive", "to": "nosuch"},
		{"id": "d", "sql": "SELECT 2", "from": "postgres", "to": "spark", "pretty": true}
	]}`
	rec := ts.post("/v1/translate/batch", body)
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	m := decode(t, rec.Body)
	if num(m["succeeded"]) != 2 || num(m["failed"]) != 2 {
		t.Errorf("succeeded/failed %v/%v", m["succeeded"], m["failed"])
	}
	items := m["items"].([]any)
	want := []struct {
		id     string
		status int
		typ    string
	}{{"a", 200, ""}, {"b", 422, ptSQLError}, {"", 400, ptInvalidRequest}, {"d", 200, ""}}
	for i, w := range want {
		it := items[i].(map[string]any)
		if num(it["index"]) != i || fmt.Sprint(it["id"]) != w.id && !(w.id == "" && it["id"] == nil) || num(it["status"]) != w.status {
			t.Errorf("item %d: %v", i, it)
		}
		if w.typ == "" {
			if it["result"] == nil || it["error"] != nil {
				t.Errorf("item %d: want a result only: %v", i, it)
			}
			continue
		}
		e, _ := it["error"].(map[string]any)
		if e == nil || e["type"] != problemTypeBase+w.typ || it["result"] != nil {
			t.Errorf("item %d: want a %s error only: %v", i, w.typ, it)
			continue
		}
		if e["instance"] != fmt.Sprintf("/v1/translate/batch#/items/%d", i) {
			t.Errorf("item %d instance %v", i, e["instance"])
		}
	}
	if e := items[2].(map[string]any)["error"].(map[string]any); !strings.Contains(fmt.Sprint(e["errors"]), "items[2].to") {
		t.Errorf("item error does not name items[2].to: %v", e)
	}
	// The mixed pairs are one label.
	if ts.metrics.duration.Count("/v1/translate/batch", "mixed", "mixed") != 1 {
		t.Errorf("batch duration not recorded under mixed/mixed")
	}
	// Second time: all from the cache.
	calls := ts.tr.calls.Load()
	if rec := ts.post("/v1/translate/batch", body); rec.Code != 200 || ts.tr.calls.Load() != calls {
		t.Errorf("batch not served from the cache: %d calls", ts.tr.calls.Load()-calls)
	}

	problem(t, ts.post("/v1/translate/batch", `{"items": []}`), 400, ptInvalidRequest)
	problem(t, ts.post("/v1/translate/batch", `{}`), 400, ptInvalidRequest)
	many := `{"items": [` + strings.TrimSuffix(strings.Repeat(`{"sql": "x", "from": "hive", "to": "trino"},`, 101), ",") + `]}`
	p := problem(t, ts.post("/v1/translate/batch", many), 400, ptInvalidRequest)
	if !strings.Contains(p["detail"].(string), "limit of 100") {
		t.Errorf("detail %q", p["detail"])
	}
}

func TestParse(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	rec := ts.post("/v1/parse", `{"sql": "SELECT 1", "dialect": "TRINO"}`)
	if rec.Code != 200 {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	m := decode(t, rec.Body)
	a, _ := m["ast"].(map[string]any)
	if m["dialect"] != "trino" || a["node"] != "Script" {
		t.Errorf("parse answer %v", m)
	}
	problem(t, ts.post("/v1/parse", `{"sql": "SELECT * FROM", "dialect": "trino"}`), 422, ptSQLError)
	problem(t, ts.post("/v1/parse", `{"sql": "SELECT 1"}`), 400, ptInvalidRequest)
	problem(t, ts.post("/v1/parse", `{"sql": "SELECT 1", "dialect": "x", "pretty": true}`), 400, ptUnknownField)
}

func TestExecuteExplainNotAvailable(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	for _, path := range []string{"/v1/execute", "/v1/explain"} {
		p := problem(t, ts.post(path, `{"sql": "SELECT 1", "dialect": "hive"}`), http.StatusNotImplemented, ptNotImplemented)
		if !strings.Contains(p["detail"].(string), "not available in this build") {
			t.Errorf("%s detail %q", path, p["detail"])
		}
		// Whatever the body.
		problem(t, ts.do("POST", path, "text/plain", "x"), http.StatusNotImplemented, ptNotImplemented)
	}
}

func TestExecuteExplainWithExecutor(t *testing.T) {
	ex := &fakeExecutor{}
	cfg := testConfig()
	cfg.MaxRows = 50
	ts := newTestServer(t, cfg, ex)
	rec := ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "max_rows": 1000}`)
	if rec.Code != 200 {
		t.Fatalf("execute: %d %s", rec.Code, rec.Body)
	}
	if got := ex.gotMaxRows.Load(); got != 50 {
		t.Errorf("max_rows passed %d, want the server's cap 50", got)
	}
	m := decode(t, rec.Body)
	if fmt.Sprint(m["rows"]) != "[[8 x] [<nil> y]]" || m["truncated"] != false {
		t.Errorf("execute answer %v", m)
	}
	ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive"}`)
	if got := ex.gotMaxRows.Load(); got != 50 {
		t.Errorf("default max_rows %d", got)
	}
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "max_rows": -1}`), 400, ptInvalidRequest)
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT * FROM", "dialect": "hive"}`), 422, ptSQLError)
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1"}`), 400, ptInvalidRequest)

	rec = ts.post("/v1/explain", `{"sql": "SELECT x FROM t", "dialect": "trino"}`)
	if rec.Code != 200 {
		t.Fatalf("explain: %d %s", rec.Code, rec.Body)
	}
	m = decode(t, rec.Body)
	if plan := m["plan"].(map[string]any); plan["op"] != "PROJECT" || len(plan["children"].([]any)) != 1 {
		t.Errorf("explain answer %v", m)
	}
}

func TestDialectsHealthReady(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	rec := ts.do("GET", "/v1/dialects", "", "")
	m := decode(t, rec.Body)
	ds := m["dialects"].([]any)
	if rec.Code != 200 || len(ds) != len(fakeDialects) || ds[0].(map[string]any)["name"] != "hive" {
		t.Errorf("dialects: %d %v", rec.Code, m)
	}
	if d := ds[4].(map[string]any); d["readable"] != true || d["writable"] != false {
		t.Errorf("legacy dialect %v", d)
	}
	rec = ts.do("GET", "/healthz", "", "")
	if m := decode(t, rec.Body); rec.Code != 200 || m["status"] != "ok" {
		t.Errorf("healthz %d %v", rec.Code, m)
	}
	rec = ts.do("GET", "/readyz", "", "")
	if m := decode(t, rec.Body); rec.Code != 200 || m["status"] != "ready" {
		t.Errorf("readyz %d %v", rec.Code, m)
	}
	ts.draining.Store(true)
	problem(t, ts.do("GET", "/readyz", "", ""), http.StatusServiceUnavailable, ptShuttingDown)
	if rec := ts.do("GET", "/healthz", "", ""); rec.Code != 200 {
		t.Errorf("healthz while draining: %d", rec.Code)
	}
}

func TestPlayground(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	rec := ts.do("GET", "/", "", "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
		t.Fatalf("playground: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	page := rec.Body.String()
	for _, want := range []string{"/v1/dialects", "/v1/translate", "/v1/parse", "/v1/explain", "/v1/execute", "<textarea", "501"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	// Self-contained: no external resource.
	for _, bad := range []string{"http://", "https://", "src=", "<link", "@import"} {
		if strings.Contains(page, bad) {
			t.Errorf("the page refers to an external resource (%q)", bad)
		}
	}
	csp := rec.Header().Get("Content-Security-Policy")
	if !strings.Contains(csp, "script-src 'sha256-") || !strings.Contains(csp, "style-src 'sha256-") || strings.Contains(csp, "unsafe-inline") {
		t.Errorf("CSP %q", csp)
	}
	// Disabled: 404.
	cfg := testConfig()
	cfg.Playground = false
	ts2 := newTestServer(t, cfg, nil)
	problem(t, ts2.do("GET", "/", "", ""), http.StatusNotFound, ptNotFound)
}

type unavailableExecutor struct{}

func (unavailableExecutor) Execute(ctx context.Context, req ExecuteRequest) (*ExecuteResult, error) {
	return nil, fmt.Errorf("duckdb: %w", ErrNotAvailable)
}

func (unavailableExecutor) Explain(ctx context.Context, req ExplainRequest) (*ExplainResult, error) {
	return nil, errors.New("explain exploded")
}

func TestExecutorErrors(t *testing.T) {
	ts := newTestServer(t, testConfig(), unavailableExecutor{})
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive"}`), http.StatusNotImplemented, ptNotImplemented)
	// An unexpected error is a logged 500 that does not leak its text.
	rec := ts.post("/v1/explain", `{"sql": "SELECT 1", "dialect": "hive"}`)
	p := problem(t, rec, http.StatusInternalServerError, ptInternal)
	if strings.Contains(fmt.Sprint(p), "exploded") || !strings.Contains(ts.logs.String(), "explain exploded") {
		t.Errorf("internal error: answer %v; logs %s", p, ts.logs)
	}
}
