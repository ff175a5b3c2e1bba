package api

import (
	"bytes"
	"context"
	stdjson "encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"time"
)

// ---- wire types of /v1/execute and /v1/explain ----

type executeRequest struct {
	SQL     *string              `json:"sql"`
	Dialect string               `json:"dialect"`
	Setup   string               `json:"setup"`
	Tables  map[string]tableJSON `json:"tables"`
	Limits  *limitsJSON          `json:"limits"`
	// MaxRows is limits.max_rows, as first documented (the smaller wins
	// when both are given).
	MaxRows int64 `json:"max_rows"`
}

// limitsJSON are a request's own limits, each capped by the server's.
type limitsJSON struct {
	MaxRows        int64 `json:"max_rows"`
	TimeoutMS      int64 `json:"timeout_ms"`
	MaxMemoryBytes int64 `json:"max_memory_bytes"`
}

// tableJSON is a table of a request: columns are names or {name, type}
// objects, decoded by tableColumns; rows keep each value's JSON text for
// the executor.
type tableJSON struct {
	Columns []stdjson.RawMessage   `json:"columns"`
	Rows    [][]stdjson.RawMessage `json:"rows"`
}

type explainRequest struct {
	SQL     *string              `json:"sql"`
	Dialect string               `json:"dialect"`
	Setup   string               `json:"setup"`
	Tables  map[string]tableJSON `json:"tables"`
}

type executeResponse struct {
	Columns   []Column     `json:"columns"`
	Rows      [][]any      `json:"rows"`
	Truncated bool         `json:"truncated"`
	Warnings  []Diagnostic `json:"warnings"`
}

type explainResponse struct {
	Plan     *PlanNode    `json:"plan"`
	Text     string       `json:"text"`
	Warnings []Diagnostic `json:"warnings"`
}

// ---- validation ----

// executorInput validates the common fields of execute and explain.
func (s *Server) executorInput(sql *string, dialect string) (string, []fieldError) {
	var errs []fieldError
	if sql == nil {
		errs = append(errs, fieldError{"sql", "is required"})
	} else if strings.TrimSpace(*sql) == "" {
		errs = append(errs, fieldError{"sql", "is empty: give the query to run"})
	}
	name, fe := s.dialect("dialect", dialect, "read")
	if fe != nil {
		errs = append(errs, *fe)
	}
	return name, errs
}

// tables validates the tables of a request: names, columns and the shape
// of the rows (the values themselves are the executor's to check, in the
// dialect's types). A misspelt member of a column object is a problem of
// its own (unknown-field), as everywhere else.
func tables(in map[string]tableJSON) (map[string]Table, []fieldError, *Problem) {
	if len(in) == 0 {
		return nil, nil, nil
	}
	names := make([]string, 0, len(in))
	for name := range in {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make(map[string]Table, len(in))
	var errs []fieldError
	seen := map[string]string{}
	for _, name := range names {
		tj := in[name]
		at := "tables." + name
		if strings.TrimSpace(name) == "" {
			errs = append(errs, fieldError{"tables", "a table name is empty"})
			continue
		}
		if other, dup := seen[strings.ToLower(name)]; dup {
			errs = append(errs, fieldError{at, fmt.Sprintf("names the same table as %q (names are case-insensitive)", other)})
			continue
		}
		seen[strings.ToLower(name)] = name
		cols, cerrs, p := tableColumns(at, tj.Columns)
		if p != nil {
			return nil, nil, p
		}
		errs = append(errs, cerrs...)
		if tj.Rows == nil {
			errs = append(errs, fieldError{at + ".rows", "is required: a list of rows, each a list of values ([] for none)"})
		}
		for i, row := range tj.Rows {
			if len(cols) > 0 && len(row) != len(cols) {
				errs = append(errs, fieldError{fmt.Sprintf("%s.rows[%d]", at, i), fmt.Sprintf("has %d values for %d columns", len(row), len(cols))})
			}
		}
		out[name] = Table{Columns: cols, Rows: tj.Rows}
	}
	return out, errs, nil
}

// tableColumns decodes a table's columns: each a name, or an object
// {name, type?}.
func tableColumns(at string, raw []stdjson.RawMessage) ([]TableColumn, []fieldError, *Problem) {
	if len(raw) == 0 {
		return nil, []fieldError{{at + ".columns", "is required: a list of column names, or of {name, type} objects"}}, nil
	}
	var errs []fieldError
	cols := make([]TableColumn, 0, len(raw))
	seen := map[string]bool{}
	for i, r := range raw {
		field := fmt.Sprintf("%s.columns[%d]", at, i)
		var c TableColumn
		switch r = bytes.TrimSpace(r); {
		case len(r) > 0 && r[0] == '"':
			if err := stdjson.Unmarshal(r, &c.Name); err != nil {
				errs = append(errs, fieldError{field, "is not a valid string"})
				continue
			}
		case len(r) > 0 && r[0] == '{':
			var obj struct {
				Name *string `json:"name"`
				Type string  `json:"type"`
			}
			dec := stdjson.NewDecoder(bytes.NewReader(r))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&obj); err != nil {
				if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
					name = strings.Trim(name, `"`)
					return nil, nil, newProblem(http.StatusBadRequest, ptUnknownField, "Unknown field",
						fmt.Sprintf("unknown field %q in %s (a column is {name, type})", name, field)).with("field", field+"."+name)
				}
				errs = append(errs, fieldError{field, "must be {name: string, type: string}: " + err.Error()})
				continue
			}
			if obj.Name == nil {
				errs = append(errs, fieldError{field + ".name", "is required"})
				continue
			}
			c.Name, c.Type = *obj.Name, strings.TrimSpace(obj.Type)
		default:
			errs = append(errs, fieldError{field, "must be a column name or an object {name, type}"})
			continue
		}
		if strings.TrimSpace(c.Name) == "" {
			errs = append(errs, fieldError{field, "has an empty name"})
			continue
		}
		if seen[strings.ToLower(c.Name)] {
			errs = append(errs, fieldError{field, fmt.Sprintf("repeats the column name %q", c.Name)})
			continue
		}
		seen[strings.ToLower(c.Name)] = true
		cols = append(cols, c)
	}
	if len(errs) > 0 {
		return nil, errs, nil
	}
	return cols, nil, nil
}

// executeLimits turns a request's limits into the effective ones: each
// capped by the server's; 0 (or absent) takes the server's.
func (s *Server) executeLimits(req *executeRequest, er *ExecuteRequest) []fieldError {
	var errs []fieldError
	var l limitsJSON
	if req.Limits != nil {
		l = *req.Limits
	}
	nonNegative := func(field string, v int64) {
		if v < 0 {
			errs = append(errs, fieldError{field, "must not be negative"})
		}
	}
	nonNegative("max_rows", req.MaxRows)
	nonNegative("limits.max_rows", l.MaxRows)
	nonNegative("limits.timeout_ms", l.TimeoutMS)
	nonNegative("limits.max_memory_bytes", l.MaxMemoryBytes)
	if len(errs) > 0 {
		return errs
	}
	rows := int64(s.cfg.MaxRows)
	for _, v := range []int64{req.MaxRows, l.MaxRows} {
		if v > 0 && v < rows {
			rows = v
		}
	}
	er.MaxRows = int(rows)
	// A timeout at or past the request deadline is the deadline itself,
	// answered 503 like every request's.
	if l.TimeoutMS > 0 && l.TimeoutMS < s.cfg.RequestTimeout.D().Milliseconds() {
		er.Timeout = time.Duration(l.TimeoutMS) * time.Millisecond
	}
	er.MaxMemory = s.cfg.MaxMemory
	if v := l.MaxMemoryBytes; v > 0 && (er.MaxMemory == 0 || v < er.MaxMemory) {
		er.MaxMemory = v
	}
	return errs
}

// ---- handlers ----

func (s *Server) handleExecute(w http.ResponseWriter, r *http.Request) {
	if s.exec == nil {
		writeProblem(w, r, notAvailable(r))
		return
	}
	var req executeRequest
	if p := readJSON(w, r, s.cfg.MaxBodyBytes, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	name, errs := s.executorInput(req.SQL, req.Dialect)
	tbls, terrs, p := tables(req.Tables)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	errs = append(errs, terrs...)
	ereq := ExecuteRequest{Dialect: name, Setup: req.Setup, Tables: tbls}
	errs = append(errs, s.executeLimits(&req, &ereq)...)
	if len(errs) > 0 {
		writeProblem(w, r, invalidRequest(errs))
		return
	}
	ereq.SQL = *req.SQL
	setPair(r, name, "")
	res, err, ok := runWork(s, w, r, func(ctx context.Context) (*ExecuteResult, error) { return s.exec.Execute(ctx, ereq) })
	if !ok {
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rows := res.Rows
	if rows == nil {
		rows = [][]any{}
	}
	cols := res.Columns
	if cols == nil {
		cols = []Column{}
	}
	s.countDiagnostics(res.Warnings)
	writeJSON(w, http.StatusOK, executeResponse{Columns: cols, Rows: rows, Truncated: res.Truncated, Warnings: diagnostics(ereq.SQL, res.Warnings)})
}

func (s *Server) handleExplain(w http.ResponseWriter, r *http.Request) {
	if s.exec == nil {
		writeProblem(w, r, notAvailable(r))
		return
	}
	var req explainRequest
	if p := readJSON(w, r, s.cfg.MaxBodyBytes, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	name, errs := s.executorInput(req.SQL, req.Dialect)
	tbls, terrs, p := tables(req.Tables)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	errs = append(errs, terrs...)
	if len(errs) > 0 {
		writeProblem(w, r, invalidRequest(errs))
		return
	}
	setPair(r, name, "")
	ereq := ExplainRequest{SQL: *req.SQL, Dialect: name, Setup: req.Setup, Tables: tbls, MaxMemory: s.cfg.MaxMemory}
	res, err, ok := runWork(s, w, r, func(ctx context.Context) (*ExplainResult, error) { return s.exec.Explain(ctx, ereq) })
	if !ok {
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.countDiagnostics(res.Warnings)
	writeJSON(w, http.StatusOK, explainResponse{Plan: res.Plan, Text: res.Text, Warnings: diagnostics(ereq.SQL, res.Warnings)})
}
