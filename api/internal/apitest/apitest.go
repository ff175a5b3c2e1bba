// Package apitest checks an HTTP handler against the OpenAPI document that
// describes it: every route is documented, and every example request is
// answered with the status it documents and a body of the documented
// shape. The api package tests it with a fake translator, the backend
// package with the real one.
package apitest

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"mime"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
)

// Doc is a decoded OpenAPI document.
type Doc struct {
	root map[string]any
}

// Parse decodes an OpenAPI document.
func Parse(b []byte) (*Doc, error) {
	var root map[string]any
	d := json.NewDecoder(strings.NewReader(string(b)))
	d.UseNumber()
	if err := d.Decode(&root); err != nil {
		return nil, err
	}
	if v, _ := root["openapi"].(string); !strings.HasPrefix(v, "3.1") {
		return nil, fmt.Errorf("openapi version %q, want 3.1.x", v)
	}
	return &Doc{root: root}, nil
}

func obj(v any) map[string]any { m, _ := v.(map[string]any); return m }

// Paths returns the documented (method, path) pairs, methods in upper case.
func (d *Doc) Paths() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for path, item := range obj(d.root["paths"]) {
		out[path] = map[string]bool{}
		for m := range obj(item) {
			switch m {
			case "get", "put", "post", "delete", "options", "head", "patch", "trace":
				out[path][strings.ToUpper(m)] = true
			}
		}
	}
	return out
}

// Resolve follows a local $ref ("#/components/...").
func (d *Doc) Resolve(v any) (map[string]any, error) {
	m := obj(v)
	for range 32 {
		ref, ok := m["$ref"].(string)
		if !ok {
			return m, nil
		}
		m = nil
		if !strings.HasPrefix(ref, "#/") {
			return nil, fmt.Errorf("non-local $ref %q", ref)
		}
		var cur any = d.root
		for _, part := range strings.Split(ref[2:], "/") {
			part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
			cur = obj(cur)[part]
		}
		if cur == nil {
			return nil, fmt.Errorf("dangling $ref %q", ref)
		}
		m = obj(cur)
	}
	return nil, fmt.Errorf("$ref loop")
}

// CheckRoutes fails t unless every route of r is documented and every
// documented operation is a route of r.
func CheckRoutes(t testing.TB, d *Doc, r chi.Routes) {
	t.Helper()
	doc := d.Paths()
	seen := map[string]bool{}
	err := chi.Walk(r, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		seen[method+" "+route] = true
		if !doc[route][method] {
			t.Errorf("route %s %s is not described in openapi.json", method, route)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for path, methods := range doc {
		for m := range methods {
			if !seen[m+" "+path] {
				t.Errorf("openapi.json describes %s %s, which is not a route", m, path)
			}
		}
	}
}

// Example is one request example of the document.
type Example struct {
	Name, Method, Path string
	ContentType        string
	Body               []byte
	Status             int
}

// Examples lists every request example, with the status it expects
// (x-expect-status, required), its body (the value as JSON, or x-raw-body
// verbatim) and its content type (x-content-type, default the media type).
func (d *Doc) Examples() ([]Example, error) {
	var out []Example
	for path, item := range obj(d.root["paths"]) {
		for method, op := range obj(item) {
			rb, err := d.Resolve(obj(op)["requestBody"])
			if err != nil {
				return nil, err
			}
			for mt, media := range obj(rb["content"]) {
				for name, ex := range obj(obj(media)["examples"]) {
					exm, err := d.Resolve(ex)
					if err != nil {
						return nil, err
					}
					e := Example{Name: fmt.Sprintf("%s %s %s", strings.ToUpper(method), path, name), Method: strings.ToUpper(method), Path: path, ContentType: mt}
					st, ok := exm["x-expect-status"].(json.Number)
					if !ok {
						return nil, fmt.Errorf("example %s has no x-expect-status", e.Name)
					}
					n, _ := st.Int64()
					e.Status = int(n)
					if ct, ok := exm["x-content-type"].(string); ok {
						e.ContentType = ct
					}
					if raw, ok := exm["x-raw-body"].(string); ok {
						e.Body = []byte(raw)
					} else {
						e.Body, err = json.Marshal(exm["value"])
						if err != nil {
							return nil, err
						}
					}
					out = append(out, e)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// ResponseSchema returns the schema documented for an answer.
func (d *Doc) ResponseSchema(method, path string, status int, contentType string) (map[string]any, error) {
	op := obj(obj(obj(d.root["paths"])[path])[strings.ToLower(method)])
	if op == nil {
		return nil, fmt.Errorf("%s %s is not documented", method, path)
	}
	resp, err := d.Resolve(obj(op["responses"])[strconv.Itoa(status)])
	if err != nil {
		return nil, err
	}
	if resp == nil {
		return nil, fmt.Errorf("%s %s does not document status %d", method, path, status)
	}
	media := obj(obj(resp["content"])[contentType])
	if media == nil {
		return nil, fmt.Errorf("%s %s status %d does not document content type %s", method, path, status, contentType)
	}
	return obj(media["schema"]), nil
}

// CheckExamples sends every request example to h and checks the status,
// the content type and the body's shape against the document; it also
// checks every response example against its schema.
func CheckExamples(t *testing.T, d *Doc, h http.Handler) {
	t.Helper()
	exs, err := d.Examples()
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) == 0 {
		t.Fatal("openapi.json has no request examples")
	}
	for _, ex := range exs {
		t.Run(ex.Name, func(t *testing.T) {
			req := httptest.NewRequest(ex.Method, ex.Path, strings.NewReader(string(ex.Body)))
			req.Header.Set("Content-Type", ex.ContentType)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != ex.Status {
				t.Fatalf("status %d, documented %d; body: %s", rec.Code, ex.Status, rec.Body)
			}
			CheckResponse(t, d, ex.Method, ex.Path, rec.Result())
		})
	}
	t.Run("response examples", func(t *testing.T) { checkResponseExamples(t, d) })
}

// CheckResponse checks an answer against the documented schema of its
// status and content type.
func CheckResponse(t testing.TB, d *Doc, method, path string, resp *http.Response) {
	t.Helper()
	mt, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("content type %q: %v", resp.Header.Get("Content-Type"), err)
	}
	if resp.StatusCode >= 400 && mt != "application/problem+json" {
		t.Errorf("status %d answered as %s, want application/problem+json", resp.StatusCode, mt)
	}
	schema, err := d.ResponseSchema(method, path, resp.StatusCode, mt)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	var v any
	if strings.HasSuffix(mt, "json") {
		dec := json.NewDecoder(strings.NewReader(string(body)))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("body is not JSON: %v: %s", err, body)
		}
	} else {
		v = string(body)
	}
	if errs := d.Validate(schema, v); len(errs) > 0 {
		t.Errorf("%s %s %d: the body does not match the documented schema:\n  %s\nbody: %s", method, path, resp.StatusCode, strings.Join(errs, "\n  "), body)
	}
}

func checkResponseExamples(t *testing.T, d *Doc) {
	var walk func(where string, v any)
	walk = func(where string, v any) {
		m := obj(v)
		if m == nil {
			return
		}
		if content := obj(m["content"]); content != nil && m["description"] != nil { // a response object
			for mt, media := range content {
				schema := obj(obj(media)["schema"])
				for name, ex := range obj(obj(media)["examples"]) {
					var val any = obj(ex)["value"]
					if errs := d.Validate(schema, val); len(errs) > 0 {
						t.Errorf("%s %s example %q does not match its schema:\n  %s", where, mt, name, strings.Join(errs, "\n  "))
					}
				}
			}
			return
		}
		for k, c := range m {
			walk(where+"/"+k, c)
		}
	}
	for path, item := range obj(d.root["paths"]) {
		for method, op := range obj(item) {
			for status, r := range obj(obj(op)["responses"]) {
				walk(fmt.Sprintf("%s %s %s", method, path, status), r)
			}
		}
	}
	for name, r := range obj(obj(d.root["components"])["responses"]) {
		walk("components/responses/"+name, r)
	}
}

// Validate checks v (decoded with UseNumber) against a JSON Schema of the
// subset the document uses: $ref, type, properties, required,
// additionalProperties, items, enum, const, allOf, oneOf, anyOf, minItems,
// minimum, maxLength, pattern. It returns the violations.
func (d *Doc) Validate(schema map[string]any, v any) []string {
	var errs []string
	d.validate(schema, v, "$", &errs)
	return errs
}

func (d *Doc) validate(schema map[string]any, v any, at string, errs *[]string) {
	fail := func(format string, args ...any) { *errs = append(*errs, at+": "+fmt.Sprintf(format, args...)) }
	if schema == nil {
		return
	}
	if _, ok := schema["$ref"]; ok {
		s, err := d.Resolve(schema)
		if err != nil {
			fail("%v", err)
			return
		}
		schema = s
	}
	for _, sub := range asList(schema["allOf"]) {
		d.validate(obj(sub), v, at, errs)
	}
	if one := asList(schema["oneOf"]); len(one) > 0 {
		n := 0
		var last []string
		for _, sub := range one {
			var e []string
			d.validate(obj(sub), v, at, &e)
			if len(e) == 0 {
				n++
			} else if len(last) == 0 || len(e) < len(last) {
				last = e
			}
		}
		if n != 1 {
			fail("matches %d of the oneOf schemas, want 1 (closest failure: %s)", n, strings.Join(last, "; "))
		}
	}
	if anyOf := asList(schema["anyOf"]); len(anyOf) > 0 {
		ok := false
		for _, sub := range anyOf {
			var e []string
			d.validate(obj(sub), v, at, &e)
			ok = ok || len(e) == 0
		}
		if !ok {
			fail("matches none of the anyOf schemas")
		}
	}
	if c, ok := schema["const"]; ok && !equal(c, v) {
		fail("is %v, want %v", v, c)
	}
	if en := asList(schema["enum"]); len(en) > 0 {
		found := false
		for _, e := range en {
			found = found || equal(e, v)
		}
		if !found {
			fail("%v is not one of %v", v, en)
		}
	}
	if t, ok := schema["type"]; ok {
		types := asList(t)
		if s, ok := t.(string); ok {
			types = []any{s}
		}
		match := false
		for _, ty := range types {
			match = match || hasType(ty.(string), v)
		}
		if !match {
			fail("is %s, want %v", typeOf(v), t)
			return
		}
	}
	switch x := v.(type) {
	case map[string]any:
		props := obj(schema["properties"])
		for _, r := range asList(schema["required"]) {
			if _, ok := x[r.(string)]; !ok {
				fail("lacks the required member %q", r)
			}
		}
		for k, val := range x {
			if ps, ok := props[k]; ok {
				d.validate(obj(ps), val, at+"."+k, errs)
				continue
			}
			switch ap := schema["additionalProperties"].(type) {
			case bool:
				if !ap {
					fail("has the undocumented member %q", k)
				}
			case map[string]any:
				d.validate(ap, val, at+"."+k, errs)
			}
		}
	case []any:
		if mi, ok := schema["minItems"].(json.Number); ok {
			if n, _ := mi.Int64(); int64(len(x)) < n {
				fail("has %d items, want at least %d", len(x), n)
			}
		}
		if items, ok := schema["items"].(map[string]any); ok {
			for i, it := range x {
				d.validate(items, it, fmt.Sprintf("%s[%d]", at, i), errs)
			}
		}
	case json.Number:
		if m, ok := schema["minimum"].(json.Number); ok {
			a, _ := x.Float64()
			b, _ := m.Float64()
			if a < b {
				fail("%v is below the minimum %v", x, m)
			}
		}
	case string:
		if m, ok := schema["maxLength"].(json.Number); ok {
			if n, _ := m.Int64(); int64(len([]rune(x))) > n {
				fail("is longer than %d", n)
			}
		}
		if p, ok := schema["pattern"].(string); ok {
			if re, err := regexp.Compile(p); err != nil || !re.MatchString(x) {
				fail("%q does not match %s", x, p)
			}
		}
	}
}

func asList(v any) []any { l, _ := v.([]any); return l }

func hasType(t string, v any) bool {
	switch t {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "null":
		return v == nil
	case "number":
		_, ok := v.(json.Number)
		return ok
	case "integer":
		n, ok := v.(json.Number)
		if !ok {
			return false
		}
		f, err := n.Float64()
		return err == nil && f == math.Trunc(f)
	}
	return false
}

func typeOf(v any) string {
	switch v.(type) {
	case map[string]any:
		return "object"
	case []any:
		return "array"
	case string:
		return "string"
	case bool:
		return "boolean"
	case json.Number:
		return "number"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", v)
}

func equal(a, b any) bool {
	an, aok := a.(json.Number)
	bn, bok := b.(json.Number)
	if aok && bok {
		x, _ := an.Float64()
		y, _ := bn.Float64()
		return x == y
	}
	ab, _ := json.Marshal(a)
	bb, _ := json.Marshal(b)
	return string(ab) == string(bb)
}
