package backend

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/api"
)

// slowSQL runs for seconds on the reference executor.
const slowSQL = "SELECT count(*) FROM (SELECT * FROM range(100000)) a CROSS JOIN (SELECT * FROM range(100000)) b"

// sqlError checks that err is an *api.SQLError of the input whose first
// diagnostic has the code and a message holding msg, and returns it.
func sqlError(t *testing.T, err error, input, code, msg string) *api.SQLError {
	t.Helper()
	var se *api.SQLError
	if !errors.As(err, &se) {
		t.Fatalf("want an *api.SQLError, got %T %v", err, err)
	}
	if se.Input != input || len(se.Diagnostics) == 0 || se.Diagnostics[0].Code != code || !strings.Contains(se.Diagnostics[0].Message, msg) {
		t.Fatalf("got %s %v, want %s %s %q", se.Input, se.Diagnostics, input, code, msg)
	}
	return se
}

func TestExecuteSetupAndRows(t *testing.T) {
	x := &Executor{}
	res, err := x.Execute(context.Background(), api.ExecuteRequest{
		SQL:     "SELECT o.id, item FROM orders o LATERAL VIEW OUTER explode(o.items) t AS item ORDER BY o.id, item",
		Dialect: "hive",
		Setup:   "CREATE TABLE orders (id INT, items ARRAY<STRING>); INSERT INTO orders VALUES (1, array('b', 'a')), (2, array()), (3, NULL)",
	})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(res)
	if want := `{"columns":[{"name":"id","type":"int"},{"name":"item","type":"string"}],"rows":[[1,"a"],[1,"b"],[2,null],[3,null]],"truncated":false}`; string(got) != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// The tables are made before the setup, which may use them.
	tbl := table(t, cols("id", "xs ARRAY<INT>"), `[[1, [1, 2]]]`)
	res, err = x.Execute(context.Background(), api.ExecuteRequest{
		SQL: "SELECT * FROM u", Dialect: "hive", Tables: map[string]api.Table{"T": tbl},
		Setup: "CREATE TABLE u AS SELECT id, x FROM t LATERAL VIEW explode(xs) e AS x",
	})
	if err != nil || fmt.Sprint(res.Rows) != "[[1 1] [1 2]]" {
		t.Errorf("setup over a table: %v %v", res, err)
	}
}

// Rows past max_rows are cut, with truncated and a LIMIT warning; exactly
// max_rows rows are not cut.
func TestExecuteTruncates(t *testing.T) {
	x := &Executor{}
	for _, c := range []struct {
		n, max    int
		truncated bool
	}{{5, 3, true}, {3, 3, false}, {2, 3, false}, {5000, 4000, true}, {5, 0, false}} {
		res, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: fmt.Sprintf("SELECT * FROM range(%d)", c.n), Dialect: "duckdb", MaxRows: c.max})
		if err != nil {
			t.Fatal(err)
		}
		want := min(c.n, c.max)
		if c.max == 0 {
			want = c.n
		}
		if len(res.Rows) != want || res.Truncated != c.truncated || (len(res.Warnings) > 0) != c.truncated {
			t.Errorf("%d rows, max %d: %d rows, truncated %v, warnings %v", c.n, c.max, len(res.Rows), res.Truncated, res.Warnings)
		}
		if c.truncated && (res.Warnings[0].Code != CodeLimit || !strings.Contains(res.Warnings[0].Message, fmt.Sprintf("max_rows=%d", c.max))) {
			t.Errorf("warning %v", res.Warnings[0])
		}
	}
}

func TestExecuteErrors(t *testing.T) {
	x := &Executor{}
	run := func(req api.ExecuteRequest) error {
		_, err := x.Execute(context.Background(), req)
		return err
	}
	// Parse errors point into the SQL or the setup.
	se := sqlError(t, run(api.ExecuteRequest{SQL: "SELECT * FROM", Dialect: "trino"}), "sql", "P001", "syntax error")
	if se.Source != "SELECT * FROM" || se.Diagnostics[0].Span.Start.Offset != 13 {
		t.Errorf("source %q span %v", se.Source, se.Diagnostics[0].Span)
	}
	se = sqlError(t, run(api.ExecuteRequest{SQL: "SELECT 1", Dialect: "trino", Setup: "CREATE TABLE t (a INTEGER"}), "setup", "P001", "syntax error")
	if se.Source != "CREATE TABLE t (a INTEGER" {
		t.Errorf("setup source %q", se.Source)
	}
	// Runtime errors (X001), in the query or in the setup.
	sqlError(t, run(api.ExecuteRequest{SQL: "SELECT 1 / 0", Dialect: "trino"}), "sql", CodeRuntime, "division by zero")
	sqlError(t, run(api.ExecuteRequest{SQL: "SELECT 1", Dialect: "trino", Setup: "CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1 / 0)"}), "setup", CodeRuntime, "division by zero")
	// Hive divides by zero into NULL: no error at all.
	if err := run(api.ExecuteRequest{SQL: "SELECT 1 / 0", Dialect: "hive"}); err != nil {
		t.Errorf("hive 1/0: %v", err)
	}
	// Planning errors (X002) are positioned.
	se = sqlError(t, run(api.ExecuteRequest{SQL: "SELECT nope FROM (SELECT 1 AS y) s", Dialect: "trino"}), "sql", CodePlan, "column nope does not exist")
	if sp := se.Diagnostics[0].Span; sp.Start.Offset != 7 || sp.End.Offset != 11 || sp.Start.Line != 1 || sp.Start.Col != 8 {
		t.Errorf("span %+v", sp)
	}
	se = sqlError(t, run(api.ExecuteRequest{SQL: "SELECT 1", Dialect: "trino", Setup: "CREATE TABLE t (a INTEGER);\nCREATE TABLE t (b INTEGER)"}), "setup", CodePlan, "already exists")
	if se.Diagnostics[0].Span.Start.Line != 2 {
		t.Errorf("setup span %+v", se.Diagnostics[0].Span)
	}
	// No file is read without data directories.
	sqlError(t, run(api.ExecuteRequest{SQL: "LOAD DATA INPATH '/etc/passwd' INTO TABLE t", Dialect: "hive", Setup: "CREATE TABLE t (a STRING)"}), "sql", CodePlan, "LOAD DATA is disabled")
	// Comments only: nothing to run.
	sqlError(t, run(api.ExecuteRequest{SQL: "-- nothing", Dialect: "trino"}), "sql", CodeRuntime, "no statement")
}

func TestExecuteLimits(t *testing.T) {
	x := &Executor{}
	// max_memory: the executor's state...
	_, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: "SELECT * FROM range(200000) ORDER BY 1 DESC", Dialect: "duckdb", MaxRows: 1, MaxMemory: 1 << 20})
	se := sqlError(t, err, "sql", CodeLimit, "limit max_memory exceeded")
	if se.Diagnostics[0].Hint == "" {
		t.Errorf("no hint: %v", se.Diagnostics[0])
	}
	// ...and the result's rows.
	_, err = x.Execute(context.Background(), api.ExecuteRequest{SQL: "SELECT repeat('x', 100000) FROM range(100)", Dialect: "duckdb", MaxMemory: 1 << 20})
	sqlError(t, err, "sql", CodeLimit, "max_memory")

	// The request's timeout is a LIMIT error...
	start := time.Now()
	_, err = x.Execute(context.Background(), api.ExecuteRequest{SQL: slowSQL, Dialect: "duckdb", Timeout: 100 * time.Millisecond})
	sqlError(t, err, "sql", CodeLimit, "limits.timeout_ms=100")
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the timeout took %v", d)
	}
	// ...the context's deadline is the context's error, even when the
	// request's timeout is longer.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err = x.Execute(ctx, api.ExecuteRequest{SQL: slowSQL, Dialect: "duckdb", Timeout: time.Hour})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("deadline: %v", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	_, err = x.Execute(ctx, api.ExecuteRequest{SQL: slowSQL, Dialect: "duckdb"})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, err := x.Explain(ctx, api.ExplainRequest{SQL: "SELECT 1", Dialect: "duckdb"}); !errors.Is(err, context.Canceled) {
		t.Errorf("explain, cancelled: %v", err)
	}
}

func TestExplain(t *testing.T) {
	x := &Executor{}
	tbl := table(t, cols("id", "tags ARRAY<STRING>"), `[[1, ["x"]], [2, []]]`)
	res, err := x.Explain(context.Background(), api.ExplainRequest{
		SQL: "SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag WHERE id > 1", Dialect: "hive",
		Tables: map[string]api.Table{"events": tbl},
	})
	if err != nil {
		t.Fatal(err)
	}
	var ops []string
	for n := res.Plan; n != nil; {
		ops = append(ops, fmt.Sprintf("%d:%s", n.ID, n.Op))
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[0]
	}
	if got := strings.Join(ops, " <- "); got != "3:PROJECT <- 2:FILTER <- 1:TABLE FUNCTION NODE <- 0:SCAN events" {
		t.Errorf("plan %s", got)
	}
	tf := res.Plan.Children[0].Children[0]
	if !strings.Contains(tf.Detail, "outer: true; zip: false; ordinality: base 0, first, pos") || len(tf.Props) != 5 || tf.Props[1] != (api.PlanProp{Key: "outer", Value: "true"}) {
		t.Errorf("table function node %+v", tf)
	}
	if !strings.HasPrefix(res.Text, "3:PROJECT\n|  output: id, pos, tag\n|\n2:FILTER") {
		t.Errorf("text %q", res.Text)
	}
	_, err = x.Explain(context.Background(), api.ExplainRequest{SQL: "SELECT nope FROM events", Dialect: "hive", Tables: map[string]api.Table{"events": tbl}})
	sqlError(t, err, "sql", CodePlan, "column nope does not exist")
	_, err = x.Explain(context.Background(), api.ExplainRequest{SQL: "SELECT 1", Dialect: "trino", Setup: "INSERT INTO nope VALUES (1)"})
	sqlError(t, err, "setup", CodePlan, "does not exist")
}

// data_dirs: the files are tables, and the only ones LOAD DATA reads.
func TestDataDirs(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "people.ndjson"), []byte(`{"name": "ann", "langs": ["go", "sql"]}`+"\n"+`{"name": "bob", "langs": []}`+"\n"), 0o644)
	os.Mkdir(filepath.Join(dir, "raw"), 0o755)
	os.WriteFile(filepath.Join(dir, "raw", "part-0"), []byte("1\x01a\n2\x01b\n"), 0o644)
	cfg := api.DefaultConfig()
	cfg.DataDirs = []string{dir}
	x, err := NewExecutor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: "SELECT name, lang FROM people LATERAL VIEW OUTER explode(langs) l AS lang ORDER BY name, lang", Dialect: "hive"})
	if err != nil || fmt.Sprint(res.Rows) != "[[ann go] [ann sql] [bob <nil>]]" {
		t.Errorf("people: %v %v", res, err)
	}
	res, err = x.Execute(context.Background(), api.ExecuteRequest{
		SQL: "LOAD DATA INPATH '" + filepath.Join(dir, "raw") + "' INTO TABLE t; SELECT * FROM t ORDER BY id", Dialect: "hive",
		Setup: "CREATE TABLE t (id INT, v STRING)",
	})
	if err != nil || fmt.Sprint(res.Rows) != "[[1 a] [2 b]]" {
		t.Errorf("LOAD DATA: %v %v", res, err)
	}
	_, err = x.Execute(context.Background(), api.ExecuteRequest{SQL: "LOAD DATA INPATH '/etc/passwd' INTO TABLE t", Dialect: "hive", Setup: "CREATE TABLE t (a STRING)"})
	sqlError(t, err, "sql", CodePlan, "outside the allowed data directories")
	// A request's table may not hide a data directory's.
	_, err = x.Execute(context.Background(), api.ExecuteRequest{SQL: "SELECT 1", Dialect: "hive",
		Tables: map[string]api.Table{"People": table(t, cols("a"), `[]`)}})
	var ie *api.InputError
	if !errors.As(err, &ie) || ie.Field != "tables.People" {
		t.Errorf("a table named like a data directory's: %v", err)
	}

	for _, bad := range []string{filepath.Join(dir, "none"), filepath.Join(dir, "people.ndjson")} {
		cfg.DataDirs = []string{bad}
		if _, err := NewExecutor(cfg); err == nil || !strings.Contains(err.Error(), "data_dirs") {
			t.Errorf("%s: %v", bad, err)
		}
	}
	os.WriteFile(filepath.Join(dir, "broken.json"), []byte(`{"a": `), 0o644)
	cfg.DataDirs = []string{dir}
	if _, err := NewExecutor(cfg); err == nil || !strings.Contains(err.Error(), "broken") {
		t.Errorf("a broken file: %v", err)
	}
}

// Through the server: statuses, the limits capped, the deadline a 503.
func TestExecuteOverHTTP(t *testing.T) {
	cfg := api.DefaultConfig()
	cfg.MaxRows = 3
	h := newServerWith(t, cfg).Handler()
	rec := post(t, h, "/v1/execute", `{"sql": "SELECT * FROM range(10)", "dialect": "duckdb", "limits": {"max_rows": 100}}`)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"rows":[[0],[1],[2]],"truncated":true,"warnings":[{"code":"LIMIT"`) {
		t.Errorf("capped: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/execute", `{"sql": "SELECT 1 / 0", "dialect": "trino"}`)
	if rec.Code != 422 || !strings.Contains(rec.Body.String(), `"code":"X001"`) || !strings.Contains(rec.Body.String(), `"input":"sql"`) {
		t.Errorf("runtime error: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/execute", `{"sql": "`+slowSQL+`", "dialect": "duckdb", "limits": {"timeout_ms": 50}}`)
	if rec.Code != 422 || !strings.Contains(rec.Body.String(), `limit timeout exceeded`) {
		t.Errorf("request timeout: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/execute", `{"sql": "SELECT * FROM t", "dialect": "trino", "tables": {"t": {"columns": [{"name": "d", "type": "DATE"}], "rows": [["yesterday"]]}}}`)
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), `"field":"tables.t.rows[0][0]"`) {
		t.Errorf("bad value: %d %s", rec.Code, rec.Body)
	}
	cfg.RequestTimeout = api.Duration(100 * time.Millisecond)
	cfg.WriteTimeout = api.Duration(time.Second)
	h = newServerWith(t, cfg).Handler()
	rec = post(t, h, "/v1/execute", `{"sql": "`+slowSQL+`", "dialect": "duckdb"}`)
	if rec.Code != 503 || !strings.Contains(rec.Body.String(), `urn:lateral:problem:timeout`) {
		t.Errorf("deadline: %d %s", rec.Code, rec.Body)
	}
}

// One executor serves concurrent requests (run with -race).
func TestExecuteConcurrently(t *testing.T) {
	x := &Executor{}
	tbl := table(t, cols("id", "xs"), `[[1, [1, 2, 3]], [2, []], [3, null]]`)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := api.ExecuteRequest{SQL: fmt.Sprintf("SELECT id, x + %d FROM t LEFT JOIN UNNEST(t.xs) AS u(x) ON TRUE ORDER BY id, x", i), Dialect: "trino",
				Tables: map[string]api.Table{"t": tbl}, MaxRows: 10, MaxMemory: 1 << 20}
			res, err := x.Execute(context.Background(), req)
			if err == nil && fmt.Sprint(res.Rows) != fmt.Sprintf("[[1 %d] [1 %d] [1 %d] [2 <nil>] [3 <nil>]]", 1+i, 2+i, 3+i) {
				err = fmt.Errorf("rows %v", res.Rows)
			}
			if err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// The playground's samples run in their dialects: the tables hold a NULL
// array and an empty one, and the sample query keeps both under OUTER.
func TestPlaygroundSamples(t *testing.T) {
	h := newServer(t).Handler()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	page := rec.Body.String()
	const open = `<script type="application/json" id="samples">`
	i := strings.Index(page, open)
	j := strings.Index(page[i+1:], "</script>")
	if i < 0 || j < 0 {
		t.Fatal("the page has no samples")
	}
	var samples map[string]struct{ Setup, SQL string }
	if err := json.Unmarshal([]byte(page[i+len(open):i+1+j]), &samples); err != nil {
		t.Fatal(err)
	}
	x := &Executor{}
	// The page gives Spark Hive's sample and Presto Trino's.
	samples["spark"], samples["presto"] = samples["hive"], samples["trino"]
	for dialect, s := range samples {
		res, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: "SELECT id, items FROM orders ORDER BY id", Dialect: dialect, Setup: s.Setup})
		if err != nil {
			t.Errorf("%s: the sample tables: %v", dialect, err)
			continue
		}
		if got := fmt.Sprint(res.Rows); got != "[[1 [pen ink]] [2 []] [3 <nil>] [4 [cap]]]" {
			t.Errorf("%s: the sample tables hold %s", dialect, got)
		}
		res, err = x.Execute(context.Background(), api.ExecuteRequest{SQL: s.SQL, Dialect: dialect, Setup: s.Setup})
		if err != nil {
			t.Errorf("%s: the sample query: %v", dialect, err)
			continue
		}
		if len(res.Rows) != 5 {
			t.Errorf("%s: the sample query answers %v", dialect, res.Rows)
		}
	}
}

// Explain runs the setup and the statements before the last under ctx's
// deadline only.
func TestExplainSetupWithoutDeadline(t *testing.T) {
	res, err := (&Executor{}).Explain(context.Background(), api.ExplainRequest{
		SQL: "INSERT INTO t VALUES (3); SELECT a FROM t WHERE a > 1", Dialect: "trino",
		Setup: "CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1), (2)",
	})
	if err != nil || res.Plan.Op != "PROJECT" {
		t.Fatalf("%v %+v", err, res)
	}
}
