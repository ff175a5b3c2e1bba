package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// Translator is what the server needs from lateral's translator. The
// package backend implements it with the root package (lateral.Translate,
// lateral.Parse, dialects.All); tests use fakes. Implementations must be
// safe for concurrent use.
//
// Errors: an *SQLError for SQL that cannot be parsed or translated (the
// answer is 422 with its diagnostics), an *InputError for a request value
// the translator rejects (400); anything else is an internal error (500).
// ctx carries the request's deadline: an implementation that can stop
// early should, and return ctx.Err().
type Translator interface {
	Translate(ctx context.Context, in TranslateInput) (*TranslateOutput, error)
	// Parse returns the syntax tree of sql (an *ast.Script).
	Parse(ctx context.Context, sql, dialect string) (ast.Node, error)
	// Dialects lists every dialect, in a stable order.
	Dialects() []Dialect
	// LookupDialect finds a dialect by name or alias, case-insensitively.
	LookupDialect(name string) (Dialect, bool)
}

// TranslateInput is one translation to do. Dialect names are canonical
// (as returned by LookupDialect).
type TranslateInput struct {
	SQL           string
	From, To      string
	Pretty        bool
	Strict        bool
	Schema        string
	SchemaDialect string
}

// TranslateOutput mirrors lateral.Translation.
type TranslateOutput struct {
	SQL        string
	Statements []TranslatedStatement
	Warnings   diag.List
}

// TranslatedStatement mirrors lateral.Statement.
type TranslatedStatement struct {
	SQL      string
	Warnings diag.List
}

// Dialect describes one dialect.
type Dialect struct {
	Name     string   `json:"name"`
	Family   string   `json:"family"`
	Readable bool     `json:"readable"`
	Writable bool     `json:"writable"`
	Aliases  []string `json:"aliases,omitempty"`
}

// Executor runs and explains queries on lateral's reference executor. The
// server answers 501 on /v1/execute and /v1/explain while it has none
// (Options.Executor nil). Implementations must be safe for concurrent use
// and honour ctx (deadline and cancellation: return ctx.Err() once it is
// done, which the server answers 503).
//
// Errors follow the rules of Translator, plus: an *SQLError (422) for
// everything the query's text or data causes, whether found when parsing
// (L, P, B codes), planning (X002: an unknown table or column...), running
// (X001: a division by zero...) or by a limit (LIMIT: max_rows,
// max_memory, timeout, named in the message); an *InputError (400) for a
// request value such as a table whose rows do not fit its columns.
type Executor interface {
	Execute(ctx context.Context, req ExecuteRequest) (*ExecuteResult, error)
	Explain(ctx context.Context, req ExplainRequest) (*ExplainResult, error)
}

// ExecuteRequest is a validated POST /v1/execute: the dialect is canonical
// and the limits are the request's, capped by the server's configuration.
type ExecuteRequest struct {
	// SQL is the query (or queries: the result is the last one's) in Dialect.
	SQL     string
	Dialect string
	// Setup is statements run first, in Dialect, in a fresh session: CREATE
	// TABLE and INSERT giving the query its data.
	Setup string
	// Tables are in-memory tables made before Setup runs, by name.
	Tables map[string]Table
	// MaxRows caps the rows returned (0: no cap); the result says when
	// rows were cut (Truncated).
	MaxRows int
	// Timeout ends the query with a LIMIT error (0: only ctx's deadline,
	// whose expiry is ctx.Err()).
	Timeout time.Duration
	// MaxMemory bounds the bytes of the query's materialized state and of
	// its result (0: no bound).
	MaxMemory int64
}

// ExecuteResult is the answer of POST /v1/execute.
type ExecuteResult struct {
	Columns []Column `json:"columns"`
	// Rows hold JSON values: null, booleans, numbers (int64 or float64;
	// NaN and infinities as the strings "NaN", "Infinity", "-Infinity"),
	// strings, arrays and objects (structs, and maps with their keys as
	// text), any json.Marshaler keeping their order. Decimals, dates,
	// times, timestamps, intervals and JSON are their SQL text, so nothing
	// is lost.
	Rows      [][]any   `json:"rows"`
	Truncated bool      `json:"truncated"`
	Warnings  diag.List `json:"-"`
}

// Column is a result column.
type Column struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Table is an in-memory table given with a request.
type Table struct {
	Columns []TableColumn
	// Rows hold one JSON value per column, as its JSON text.
	Rows [][]json.RawMessage
}

// TableColumn is a column of a Table.
type TableColumn struct {
	Name string
	// Type is a type in the request's dialect (ARRAY<INT>, INTEGER[]...);
	// "" infers it from the values.
	Type string
}

// ExplainRequest is a validated POST /v1/explain.
type ExplainRequest struct {
	SQL     string
	Dialect string
	Setup   string
	Tables  map[string]Table
	// MaxMemory bounds the memory of the statements run before the plan
	// (Setup, and every statement of SQL but the last).
	MaxMemory int64
}

// ExplainResult is the answer of POST /v1/explain.
type ExplainResult struct {
	Plan *PlanNode `json:"plan"`
	// Text is the plan as `lateral explain` prints it (Apache Doris' style:
	// nodes numbered bottom-up, properties under each).
	Text     string    `json:"text"`
	Warnings diag.List `json:"-"`
}

// PlanNode is one operator of a plan.
type PlanNode struct {
	// ID numbers the nodes bottom-up, as the text does.
	ID int `json:"id"`
	// Op is the operator: SCAN t, FILTER, PROJECT, TABLE FUNCTION NODE...
	Op string `json:"op"`
	// Detail is Props as one line ("key: value; key: value").
	Detail   string      `json:"detail,omitempty"`
	Props    []PlanProp  `json:"props,omitempty"`
	Children []*PlanNode `json:"children,omitempty"`
}

// PlanProp is one property of a plan node.
type PlanProp struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// SQLError is SQL that cannot be parsed, translated or run, with the
// diagnostics positioned in Source. Input names the request field Source
// came from ("sql", "schema" or "setup").
type SQLError struct {
	Input       string
	Source      string
	Diagnostics diag.List
}

func (e *SQLError) Error() string {
	errs := e.Diagnostics.Errors()
	if len(errs) == 0 {
		return e.Input + ": invalid SQL"
	}
	return e.Input + ": " + diag.ErrorList(errs).Error()
}

// InputError is a request value rejected by the translator or executor
// (answered 400, naming Field).
type InputError struct {
	Field  string
	Detail string
}

func (e *InputError) Error() string { return fmt.Sprintf("%s: %s", e.Field, e.Detail) }

// ErrNotAvailable may be returned by an Executor for a feature this build
// lacks: the answer is 501.
var ErrNotAvailable = errors.New("not available in this build")
