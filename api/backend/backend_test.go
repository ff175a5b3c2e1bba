package backend

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/api/internal/apitest"
	"github.com/lateral-sql/lateral/dialects"
)

func newServer(t testing.TB) *api.Server {
	t.Helper()
	return newServerWith(t, api.DefaultConfig())
}

// newServerWith is a server of lateral's translator and executor.
func newServerWith(t testing.TB, cfg api.Config) *api.Server {
	t.Helper()
	exec, err := NewExecutor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s, err := api.New(cfg, api.Options{Translator: New(cfg), Executor: exec, Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The OpenAPI examples hold with the real translator and executor:
// documented statuses and shapes.
func TestOpenAPIWithLateral(t *testing.T) {
	doc, err := apitest.Parse(api.OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	s := newServer(t)
	apitest.CheckRoutes(t, doc, s.Router())
	apitest.CheckExamples(t, doc, s.Handler())
}

func post(t testing.TB, h http.Handler, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestTranslateAndParse(t *testing.T) {
	h := newServer(t).Handler()
	rec := post(t, h, "/v1/translate", `{"sql": "SELECT a, b FROM t WHERE a = 1", "from": "hive", "to": "trino"}`)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"sql":"SELECT`) {
		t.Errorf("translate: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/translate", `{"sql": "SELECT a FROM", "from": "hive", "to": "trino"}`)
	if rec.Code != 422 || !strings.Contains(rec.Body.String(), `"line":1`) || !strings.Contains(rec.Body.String(), `"snippet":"  SELECT a FROM`) {
		t.Errorf("syntax error: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/translate", `{"sql": "SELECT 1", "from": "hive", "to": "trino", "schema": "CREATE TABLE ("}`)
	if rec.Code != 422 || !strings.Contains(rec.Body.String(), `"input":"schema"`) {
		t.Errorf("schema error: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/parse", `{"sql": "SELECT 1", "dialect": "postgresql"}`)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"dialect":"postgres","ast":{"node":"Script"`) {
		t.Errorf("parse: %d %s", rec.Code, rec.Body)
	}
}

// strict turns the translation's warnings into a refusal of the same
// code; without it the same request answers with a warning.
func TestTranslateStrict(t *testing.T) {
	h := newServer(t).Handler()
	const body = `{"sql": "SELECT CAST(x AS STRING) AS a FROM t", "from": "spark", "to": "ansi"%s}`
	rec := post(t, h, "/v1/translate", fmt.Sprintf(body, ""))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"code":"W024"`) {
		t.Errorf("not strict: %d %s", rec.Code, rec.Body)
	}
	rec = post(t, h, "/v1/translate", fmt.Sprintf(body, `, "strict": true`))
	if rec.Code != 422 || !strings.Contains(rec.Body.String(), `"code":"W024"`) || !strings.Contains(rec.Body.String(), `"severity":"error"`) {
		t.Errorf("strict: %d %s", rec.Code, rec.Body)
	}
}

func TestDialects(t *testing.T) {
	tr := New(api.DefaultConfig())
	got := tr.Dialects()
	all := dialects.All()
	if len(got) != len(all) {
		t.Fatalf("%d dialects, want %d", len(got), len(all))
	}
	for i, d := range all {
		if got[i].Name != d.Name || got[i].Family != d.Family.String() || got[i].Readable != d.Readable || got[i].Writable != d.Writable {
			t.Errorf("dialect %d: %+v vs %+v", i, got[i], d)
		}
	}
	if d, ok := tr.LookupDialect("PostgreSQL"); !ok || d.Name != "postgres" {
		t.Errorf("alias: %+v %v", d, ok)
	}
}

func TestErrorsMapped(t *testing.T) {
	tr := New(api.DefaultConfig())
	_, err := tr.Translate(context.Background(), api.TranslateInput{SQL: "SELECT FROM FROM", From: "hive", To: "trino"})
	var se *api.SQLError
	if !errors.As(err, &se) || se.Input != "sql" || len(se.Diagnostics) == 0 {
		t.Errorf("syntax error mapped to %T %v", err, err)
	}
	_, err = tr.Translate(context.Background(), api.TranslateInput{SQL: "SELECT 1", From: "nope", To: "trino"})
	var ie *api.InputError
	if !errors.As(err, &ie) {
		t.Errorf("unknown dialect mapped to %T %v", err, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := tr.Translate(ctx, api.TranslateInput{SQL: "SELECT 1", From: "hive", To: "trino"}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
}
