package api

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// A request's limits are capped by the server's; absent or 0, the
// server's apply.
func TestExecuteLimits(t *testing.T) {
	cfg := testConfig()
	cfg.MaxRows = 50
	cfg.MaxMemory = 1000
	cases := []struct {
		body    string
		rows    int
		timeout time.Duration
		memory  int64
	}{
		{`{"sql": "SELECT 1", "dialect": "hive"}`, 50, 0, 1000},
		{`{"sql": "SELECT 1", "dialect": "hive", "limits": {}}`, 50, 0, 1000},
		{`{"sql": "SELECT 1", "dialect": "hive", "limits": {"max_rows": 10, "timeout_ms": 500, "max_memory_bytes": 500}}`, 10, 500 * time.Millisecond, 500},
		{`{"sql": "SELECT 1", "dialect": "hive", "limits": {"max_rows": 500, "timeout_ms": 60000, "max_memory_bytes": 5000}}`, 50, 0, 1000},
		{`{"sql": "SELECT 1", "dialect": "hive", "max_rows": 20, "limits": {"max_rows": 30}}`, 20, 0, 1000},
		{`{"sql": "SELECT 1", "dialect": "hive", "max_rows": 40, "limits": {"max_rows": 30}}`, 30, 0, 1000},
	}
	for _, c := range cases {
		ex := &fakeExecutor{}
		ts := newTestServer(t, cfg, ex)
		if rec := ts.post("/v1/execute", c.body); rec.Code != 200 {
			t.Fatalf("%s: %d %s", c.body, rec.Code, rec.Body)
		}
		if got := ex.last; got.MaxRows != c.rows || got.Timeout != c.timeout || got.MaxMemory != c.memory {
			t.Errorf("%s: max_rows %d, timeout %v, max_memory %d; want %d, %v, %d", c.body, got.MaxRows, got.Timeout, got.MaxMemory, c.rows, c.timeout, c.memory)
		}
	}
	// max_memory 0: no bound but the request's.
	cfg.MaxMemory = 0
	ex := &fakeExecutor{}
	ts := newTestServer(t, cfg, ex)
	ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "limits": {"max_memory_bytes": 77}}`)
	if ex.last.MaxMemory != 77 {
		t.Errorf("unbounded server: max_memory %d", ex.last.MaxMemory)
	}
	ts.post("/v1/explain", `{"sql": "SELECT 1", "dialect": "hive"}`)
	if ex.lastPlan.MaxMemory != 0 {
		t.Errorf("explain: max_memory %d", ex.lastPlan.MaxMemory)
	}

	p := problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "max_rows": -1, "limits": {"max_rows": -1, "timeout_ms": -1, "max_memory_bytes": -1}}`), 400, ptInvalidRequest)
	if errs := fmt.Sprint(p["errors"]); !strings.Contains(errs, "limits.timeout_ms") || !strings.Contains(errs, "limits.max_memory_bytes") || !strings.Contains(errs, "limits.max_rows") {
		t.Errorf("negative limits: %v", errs)
	}
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "limits": {"max_row": 1}}`), 400, ptUnknownField)
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "limits": {"timeout_ms": "1s"}}`), 400, ptInvalidType)
	problem(t, ts.post("/v1/execute", `{"sql": "  ", "dialect": "hive"}`), 400, ptInvalidRequest)
}

// Tables reach the executor with their columns decoded and each value's
// JSON text untouched.
func TestExecuteTables(t *testing.T) {
	ex := &fakeExecutor{}
	ts := newTestServer(t, testConfig(), ex)
	body := `{"sql": "SELECT * FROM t", "dialect": "hive", "tables": {
		"t": {"columns": ["id", {"name": "xs", "type": "ARRAY<INT>"}, {"name": "m"}], "rows": [[1, [1, 2], {"b": 1, "a": 2.50}], [2, null, {}]]},
		"empty": {"columns": ["a"], "rows": []}}}`
	if rec := ts.post("/v1/execute", body); rec.Code != 200 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	got := ex.last.Tables
	tt, ok := got["t"]
	if len(got) != 2 || !ok || len(got["empty"].Rows) != 0 {
		t.Fatalf("tables %+v", got)
	}
	if fmt.Sprint(tt.Columns) != "[{id } {xs ARRAY<INT>} {m }]" {
		t.Errorf("columns %v", tt.Columns)
	}
	if len(tt.Rows) != 2 || string(tt.Rows[0][2]) != `{"b": 1, "a": 2.50}` || string(tt.Rows[1][1]) != "null" {
		t.Errorf("rows %q", tt.Rows)
	}
	// Explain takes them too.
	if rec := ts.post("/v1/explain", body); rec.Code != 200 || len(ex.lastPlan.Tables) != 2 {
		t.Errorf("explain: %d %v", rec.Code, ex.lastPlan.Tables)
	}
	// The executor's InputError names the field.
	p := problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": {"t": {"columns": [{"name": "a", "type": "nosuch"}], "rows": []}}}`), 400, ptInvalidRequest)
	if !strings.Contains(p["detail"].(string), "tables.t.columns[0].type") {
		t.Errorf("detail %v", p["detail"])
	}
}

func TestExecuteTablesInvalid(t *testing.T) {
	ts := newTestServer(t, testConfig(), &fakeExecutor{})
	cases := []struct{ tables, field, detail string }{
		{`{"t": {"columns": [], "rows": []}}`, "tables.t.columns", "is required"},
		{`{"t": {"rows": []}}`, "tables.t.columns", "is required"},
		{`{"t": {"columns": ["a"]}}`, "tables.t.rows", "is required"},
		{`{"t": {"columns": ["a", "A"], "rows": []}}`, "tables.t.columns[1]", "repeats the column name"},
		{`{"t": {"columns": ["a"], "rows": []}, "T": {"columns": ["a"], "rows": []}}`, "tables.t", "names the same table as \"T\""},
		{`{"t": {"columns": ["a", "b"], "rows": [[1, 2], [1], [1, 2, 3]]}}`, "tables.t.rows[1]", "has 1 values for 2 columns"},
		{`{"t": {"columns": [1], "rows": []}}`, "tables.t.columns[0]", "must be a column name or an object"},
		{`{"t": {"columns": [{"type": "INT"}], "rows": []}}`, "tables.t.columns[0].name", "is required"},
		{`{"t": {"columns": [""], "rows": []}}`, "tables.t.columns[0]", "empty name"},
		{`{"": {"columns": ["a"], "rows": []}}`, "tables", "a table name is empty"},
	}
	for _, c := range cases {
		p := problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": `+c.tables+`}`), 400, ptInvalidRequest)
		found := false
		for _, e := range p["errors"].([]any) {
			e := e.(map[string]any)
			found = found || e["field"] == c.field && strings.Contains(e["detail"].(string), c.detail)
		}
		if !found {
			t.Errorf("%s: errors %v, want %s: %s", c.tables, p["errors"], c.field, c.detail)
		}
	}
	// Every error at once.
	p := problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": {"a": {"columns": [], "rows": []}, "b": {"columns": ["x"], "rows": [[]]}}}`), 400, ptInvalidRequest)
	if errs := p["errors"].([]any); len(errs) != 2 {
		t.Errorf("errors %v", errs)
	}
	// A misspelt member, at any depth, is an unknown-field problem.
	p = problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": {"t": {"columns": [{"name": "a", "typ": "INT"}], "rows": []}}}`), 400, ptUnknownField)
	if p["field"] != "tables.t.columns[0].typ" {
		t.Errorf("field %v", p["field"])
	}
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": {"t": {"columns": ["a"], "row": []}}}`), 400, ptUnknownField)
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": {"t": {"columns": ["a"], "rows": [1]}}}`), 400, ptInvalidType)
	problem(t, ts.post("/v1/execute", `{"sql": "SELECT 1", "dialect": "hive", "tables": []}`), 400, ptInvalidType)
	problem(t, ts.post("/v1/explain", `{"sql": "SELECT 1", "dialect": "hive", "tables": {"t": {"columns": ["a", "a"], "rows": []}}}`), 400, ptInvalidRequest)
	problem(t, ts.post("/v1/explain", `{"sql": "SELECT 1", "dialect": "hive", "limits": {}}`), 400, ptUnknownField)
}
