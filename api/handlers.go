package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"github.com/go-chi/chi/v5"
	json "github.com/goccy/go-json"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// ---- wire types ----

// translateRequest is the body of POST /v1/translate and one batch item.
type translateRequest struct {
	SQL           *string `json:"sql"`
	From          string  `json:"from"`
	To            string  `json:"to"`
	Pretty        bool    `json:"pretty"`
	Strict        bool    `json:"strict"`
	Schema        string  `json:"schema"`
	SchemaDialect string  `json:"schema_dialect"`
}

type batchItem struct {
	ID string `json:"id"`
	translateRequest
}

type batchRequest struct {
	Items []batchItem `json:"items"`
}

type parseRequest struct {
	SQL     *string `json:"sql"`
	Dialect string  `json:"dialect"`
}

// Diagnostic is a diagnostic as answered: positions are 1-based lines and
// byte columns (0 when it concerns the whole input), offsets are bytes.
type Diagnostic struct {
	Code      string   `json:"code"`
	Severity  string   `json:"severity"`
	Message   string   `json:"message"`
	Line      int      `json:"line"`
	Column    int      `json:"column"`
	EndLine   int      `json:"end_line"`
	EndColumn int      `json:"end_column"`
	Offset    int      `json:"offset"`
	EndOffset int      `json:"end_offset"`
	Snippet   string   `json:"snippet"`
	Expected  []string `json:"expected,omitempty"`
	Hint      string   `json:"hint,omitempty"`
}

type statementJSON struct {
	SQL      string       `json:"sql"`
	Warnings []Diagnostic `json:"warnings"`
}

type translateResponse struct {
	From       string          `json:"from"`
	To         string          `json:"to"`
	SQL        string          `json:"sql"`
	Statements []statementJSON `json:"statements"`
	Warnings   []Diagnostic    `json:"warnings"`
}

type batchResult struct {
	Index  int                `json:"index"`
	ID     string             `json:"id,omitempty"`
	Status int                `json:"status"`
	Result *translateResponse `json:"result,omitempty"`
	Error  *Problem           `json:"error,omitempty"`
}

type batchResponse struct {
	Items     []batchResult `json:"items"`
	Succeeded int           `json:"succeeded"`
	Failed    int           `json:"failed"`
}

type parseResponse struct {
	Dialect string          `json:"dialect"`
	AST     json.RawMessage `json:"ast"`
}

// ---- helpers ----

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Errorf("encoding the answer: %w", err)) // a bug: to the recoverer
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// diagnostics converts a list, the snippets cut from src.
func diagnostics(src string, l diag.List) []Diagnostic {
	out := make([]Diagnostic, 0, len(l))
	for _, d := range l {
		j := Diagnostic{Code: d.Code, Severity: d.Severity.String(), Message: d.Message, Expected: d.Expected, Hint: d.Hint}
		if st := d.Span.Start; st.IsValid() {
			end := d.Span.End
			if !end.IsValid() || end.Offset < st.Offset {
				end = st
			}
			j.Line, j.Column, j.Offset = st.Line, st.Col, st.Offset
			j.EndLine, j.EndColumn, j.EndOffset = end.Line, end.Col, end.Offset
			j.Snippet = diag.Snippet([]byte(src), d.Span)
		}
		out = append(out, j)
	}
	return out
}

// fieldError is one invalid request value.
type fieldError struct {
	Field  string `json:"field"`
	Detail string `json:"detail"`
}

func invalidRequest(errs []fieldError) *Problem {
	detail := errs[0].Field + ": " + errs[0].Detail
	if len(errs) > 1 {
		detail += fmt.Sprintf(" (and %d more)", len(errs)-1)
	}
	return newProblem(http.StatusBadRequest, ptInvalidRequest, "Invalid request", detail).with("errors", errs)
}

// dialect checks a dialect name for a use ("read" or "write").
func (s *Server) dialect(field, name, use string) (string, *fieldError) {
	if name == "" {
		return "", &fieldError{field, "is required: one of " + s.dialectNames()}
	}
	d, ok := s.tr.LookupDialect(name)
	if !ok {
		return "", &fieldError{field, fmt.Sprintf("unknown dialect %q: one of %s", name, s.dialectNames())}
	}
	if use == "read" && !d.Readable {
		return "", &fieldError{field, fmt.Sprintf("dialect %q can be written but not read", d.Name)}
	}
	if use == "write" && !d.Writable {
		return "", &fieldError{field, fmt.Sprintf("dialect %q can be read but not written", d.Name)}
	}
	return d.Name, nil
}

func (s *Server) dialectNames() string {
	var names []string
	for _, d := range s.tr.Dialects() {
		names = append(names, d.Name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// translateInput validates a translate request; prefix names its fields
// ("items[3].") in a batch.
func (s *Server) translateInput(req *translateRequest, prefix string) (TranslateInput, []fieldError) {
	var errs []fieldError
	in := TranslateInput{Pretty: req.Pretty, Strict: req.Strict, Schema: req.Schema}
	if req.SQL == nil {
		errs = append(errs, fieldError{prefix + "sql", "is required"})
	} else {
		in.SQL = *req.SQL
	}
	var fe *fieldError
	if in.From, fe = s.dialect(prefix+"from", req.From, "read"); fe != nil {
		errs = append(errs, *fe)
	}
	if in.To, fe = s.dialect(prefix+"to", req.To, "write"); fe != nil {
		errs = append(errs, *fe)
	}
	if req.SchemaDialect != "" {
		if in.SchemaDialect, fe = s.dialect(prefix+"schema_dialect", req.SchemaDialect, "read"); fe != nil {
			errs = append(errs, *fe)
		}
	}
	return in, errs
}

// writeError answers err: an *SQLError 422, an *InputError 400, a deadline
// 503, a missing executor 501, anything else 500 (logged).
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	writeProblem(w, r, s.problemFor(r, err))
}

func (s *Server) problemFor(r *http.Request, err error) *Problem {
	var se *SQLError
	var ie *InputError
	switch {
	case errors.As(err, &se):
		s.countDiagnostics(se.Diagnostics)
		return sqlProblem(se)
	case errors.As(err, &ie):
		return invalidRequest([]fieldError{{ie.Field, ie.Detail}})
	case errors.Is(err, context.DeadlineExceeded):
		return newProblem(http.StatusServiceUnavailable, ptTimeout, "Request timed out",
			fmt.Sprintf("the work did not finish within the request deadline of %s", s.cfg.RequestTimeout)).
			with("timeout", s.cfg.RequestTimeout.String())
	case errors.Is(err, context.Canceled):
		return newProblem(http.StatusServiceUnavailable, ptServerCancelled, "Request cancelled",
			"the request was cancelled before its work finished")
	case errors.Is(err, ErrNotAvailable):
		return notAvailable(r)
	}
	s.log.ErrorContext(r.Context(), "internal error", "request_id", requestIDFrom(r.Context()), "path", r.URL.Path, "err", err.Error())
	return newProblem(http.StatusInternalServerError, ptInternal, "Internal server error",
		"the server failed to answer this request; the error is logged with its request id")
}

func sqlProblem(se *SQLError) *Problem {
	errs := se.Diagnostics.Errors()
	detail := "the SQL has errors"
	if len(errs) > 0 {
		d := errs[0]
		detail = d.Message
		if d.Span.Start.IsValid() {
			detail = fmt.Sprintf("line %d, column %d: %s", d.Span.Start.Line, d.Span.Start.Col, d.Message)
		}
		if len(errs) > 1 {
			detail += fmt.Sprintf(" (and %d more errors)", len(errs)-1)
		}
	}
	input := se.Input
	if input == "" {
		input = "sql"
	}
	if input != "sql" {
		detail = input + ": " + detail
	}
	return newProblem(http.StatusUnprocessableEntity, ptSQLError, "The SQL cannot be processed", detail).
		with("input", input).
		with("diagnostics", diagnostics(se.Source, se.Diagnostics))
}

func notAvailable(r *http.Request) *Problem {
	what := strings.TrimPrefix(r.URL.Path, "/v1/")
	return newProblem(http.StatusNotImplemented, ptNotImplemented, "Not implemented",
		fmt.Sprintf("%s is not available in this build: the reference executor is not linked in", what))
}

func (s *Server) countDiagnostics(l diag.List) {
	for _, d := range l {
		s.metrics.diagnostics.Inc(d.Code)
	}
}

// ---- translation and its cache ----

type cacheKey struct {
	sql, from, to, schema, schemaDialect string
	pretty, strict                       bool
}

// cacheValue is a translation or its refusal (both deterministic).
type cacheValue struct {
	out *TranslateOutput
	err *SQLError
}

// cacheSize estimates the memory an entry holds.
func cacheSize(k cacheKey, v cacheValue) int64 {
	n := 256 + len(k.sql) + len(k.from) + len(k.to) + len(k.schema) + len(k.schemaDialect)
	diagSize := func(l diag.List) int {
		m := 0
		for _, d := range l {
			m += 160 + len(d.Code) + len(d.Message) + len(d.Hint)
			for _, e := range d.Expected {
				m += 16 + len(e)
			}
		}
		return m
	}
	if v.out != nil {
		n += len(v.out.SQL) + diagSize(v.out.Warnings)
		for _, st := range v.out.Statements {
			n += 48 + len(st.SQL) + diagSize(st.Warnings)
		}
	}
	if v.err != nil {
		n += 64 + len(v.err.Source) + diagSize(v.err.Diagnostics)
	}
	return int64(n)
}

func keyOf(in TranslateInput) cacheKey {
	return cacheKey{sql: in.SQL, from: in.From, to: in.To, schema: in.Schema, schemaDialect: in.SchemaDialect, pretty: in.Pretty, strict: in.Strict}
}

// cached returns the cached answer to in, if any.
func (s *Server) cached(in TranslateInput) (cacheValue, bool) { return s.cache.Get(keyOf(in)) }

// translate runs the translator and caches what it decides.
func (s *Server) translate(ctx context.Context, in TranslateInput) (cacheValue, error) {
	if err := ctx.Err(); err != nil {
		return cacheValue{}, err
	}
	out, err := s.tr.Translate(ctx, in)
	var se *SQLError
	switch {
	case err == nil:
		v := cacheValue{out: out}
		s.cache.Add(keyOf(in), v)
		return v, nil
	case errors.As(err, &se):
		v := cacheValue{err: se}
		s.cache.Add(keyOf(in), v)
		return v, nil
	}
	return cacheValue{}, err
}

func (s *Server) translateResponse(in TranslateInput, out *TranslateOutput) *translateResponse {
	resp := &translateResponse{From: in.From, To: in.To, SQL: out.SQL, Statements: make([]statementJSON, 0, len(out.Statements)),
		Warnings: diagnostics(in.SQL, out.Warnings)}
	for _, st := range out.Statements {
		resp.Statements = append(resp.Statements, statementJSON{SQL: st.SQL, Warnings: diagnostics(in.SQL, st.Warnings)})
	}
	s.countDiagnostics(out.Warnings)
	return resp
}

// ---- handlers ----

func (s *Server) handleTranslate(w http.ResponseWriter, r *http.Request) {
	var req translateRequest
	if p := readJSON(w, r, s.cfg.MaxBodyBytes, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	in, errs := s.translateInput(&req, "")
	if len(errs) > 0 {
		writeProblem(w, r, invalidRequest(errs))
		return
	}
	setPair(r, in.From, in.To)
	v, hit := s.cached(in)
	if !hit {
		var err error
		var ok bool
		v, err, ok = runWork(s, w, r, func(ctx context.Context) (cacheValue, error) { return s.translate(ctx, in) })
		if !ok {
			return
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	state := map[bool]string{true: "hit", false: "miss"}[hit]
	infoFrom(r.Context()).cache = state
	w.Header().Set("X-Lateral-Cache", state)
	if v.err != nil {
		s.writeError(w, r, v.err)
		return
	}
	writeJSON(w, http.StatusOK, s.translateResponse(in, v.out))
}

func (s *Server) handleBatch(w http.ResponseWriter, r *http.Request) {
	var req batchRequest
	if p := readJSON(w, r, s.cfg.MaxBodyBytes, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	switch {
	case req.Items == nil:
		writeProblem(w, r, invalidRequest([]fieldError{{"items", "is required: a list of translations"}}))
		return
	case len(req.Items) == 0:
		writeProblem(w, r, invalidRequest([]fieldError{{"items", "is empty"}}))
		return
	case len(req.Items) > s.cfg.MaxBatchItems:
		writeProblem(w, r, invalidRequest([]fieldError{{"items", fmt.Sprintf("has %d items, more than the limit of %d", len(req.Items), s.cfg.MaxBatchItems)}}))
		return
	}
	resp := &batchResponse{Items: make([]batchResult, len(req.Items))}
	inputs := make([]TranslateInput, len(req.Items))
	values := make([]cacheValue, len(req.Items))
	todo := []int{}
	pairs := map[[2]string]bool{}
	for i := range req.Items {
		it := &req.Items[i]
		resp.Items[i] = batchResult{Index: i, ID: it.ID}
		in, errs := s.translateInput(&it.translateRequest, fmt.Sprintf("items[%d].", i))
		if len(errs) > 0 {
			resp.Items[i].Error = invalidRequest(errs)
			continue
		}
		inputs[i] = in
		pairs[[2]string{in.From, in.To}] = true
		if v, hit := s.cached(in); hit {
			values[i] = v
			continue
		}
		todo = append(todo, i)
	}
	if len(pairs) == 1 {
		for p := range pairs {
			setPair(r, p[0], p[1])
		}
	} else if len(pairs) > 1 {
		setPair(r, "mixed", "mixed")
	}
	if len(todo) > 0 {
		done, err, ok := runWork(s, w, r, func(ctx context.Context) ([]cacheValue, error) {
			out := make([]cacheValue, len(todo))
			for k, i := range todo {
				v, err := s.translate(ctx, inputs[i])
				if err != nil {
					return nil, fmt.Errorf("items[%d]: %w", i, err)
				}
				out[k] = v
			}
			return out, nil
		})
		if !ok {
			return
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		for k, i := range todo {
			values[i] = done[k]
		}
	}
	for i := range resp.Items {
		it := &resp.Items[i]
		switch {
		case it.Error != nil:
		case values[i].err != nil:
			it.Error = s.problemFor(r, values[i].err)
		default:
			it.Result = s.translateResponse(inputs[i], values[i].out)
		}
		if it.Error != nil {
			it.Error.Instance = fmt.Sprintf("%s#/items/%d", r.URL.Path, i)
			it.Status = it.Error.Status
			resp.Failed++
		} else {
			it.Status = http.StatusOK
			resp.Succeeded++
		}
	}
	writeJSON(w, http.StatusOK, resp)
}

func (s *Server) handleParse(w http.ResponseWriter, r *http.Request) {
	var req parseRequest
	if p := readJSON(w, r, s.cfg.MaxBodyBytes, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	var errs []fieldError
	if req.SQL == nil {
		errs = append(errs, fieldError{"sql", "is required"})
	}
	name, fe := s.dialect("dialect", req.Dialect, "read")
	if fe != nil {
		errs = append(errs, *fe)
	}
	if len(errs) > 0 {
		writeProblem(w, r, invalidRequest(errs))
		return
	}
	setPair(r, name, "")
	tree, err, ok := runWork(s, w, r, func(ctx context.Context) ([]byte, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n, err := s.tr.Parse(ctx, *req.SQL, name)
		if err != nil {
			return nil, err
		}
		return ast.MarshalJSON(n)
	})
	if !ok {
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, parseResponse{Dialect: name, AST: tree})
}

func (s *Server) handleDialects(w http.ResponseWriter, r *http.Request) {
	ds := s.tr.Dialects()
	if ds == nil {
		ds = []Dialect{}
	}
	w.Header().Set("Cache-Control", "public, max-age=300")
	writeJSON(w, http.StatusOK, map[string]any{"dialects": ds})
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok", "version": s.version})
}

func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	if s.draining.Load() {
		writeProblem(w, r, newProblem(http.StatusServiceUnavailable, ptShuttingDown, "Shutting down",
			"the server is draining its requests before it stops"))
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	s.metrics.reg.WriteText(w)
}

func (s *Server) handleNotFound(w http.ResponseWriter, r *http.Request) {
	writeProblem(w, r, newProblem(http.StatusNotFound, ptNotFound, "Not found",
		fmt.Sprintf("no endpoint at %s; the endpoints are described at /openapi.json", r.URL.Path)))
}

func (s *Server) handleMethodNotAllowed(w http.ResponseWriter, r *http.Request) {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		if s.router.Match(chi.NewRouteContext(), m, r.URL.Path) {
			allowed = append(allowed, m)
		}
	}
	w.Header().Set("Allow", strings.Join(allowed, ", "))
	writeProblem(w, r, newProblem(http.StatusMethodNotAllowed, ptMethod, "Method not allowed",
		fmt.Sprintf("%s does not answer %s; it answers %s", r.URL.Path, r.Method, strings.Join(allowed, ", "))).
		with("allowed", allowed))
}
