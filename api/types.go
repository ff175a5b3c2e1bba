package api

import (
	"context"
	"errors"
	"fmt"

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
// and honour ctx (deadline and cancellation); errors follow the rules of
// Translator (an *SQLError for positioned failures, including limits
// exceeded and runtime errors such as a division by zero, is a 422).
type Executor interface {
	Execute(ctx context.Context, req ExecuteRequest) (*ExecuteResult, error)
	Explain(ctx context.Context, req ExplainRequest) (*ExplainResult, error)
}

// ExecuteRequest is the body of POST /v1/execute.
type ExecuteRequest struct {
	// SQL is the query (or queries: the result is the last one's) in Dialect.
	SQL     string `json:"sql"`
	Dialect string `json:"dialect"`
	// Setup is statements run first, in Dialect, in a fresh session: CREATE
	// TABLE and INSERT giving the query its data.
	Setup string `json:"setup,omitempty"`
	// MaxRows caps the rows returned (0: the server's default); the result
	// says when rows were cut.
	MaxRows int `json:"max_rows,omitempty"`
}

// ExecuteResult is the answer of POST /v1/execute.
type ExecuteResult struct {
	Columns []Column `json:"columns"`
	// Rows hold JSON values: null, booleans, numbers (int64 or float64),
	// strings, arrays ([]any) and objects (map[string]any, for structs and
	// maps with string keys). Decimals, dates, times, timestamps and
	// intervals are their SQL text, so nothing is lost.
	Rows      [][]any   `json:"rows"`
	Truncated bool      `json:"truncated"`
	Warnings  diag.List `json:"-"`
}

// Column is a result column.
type Column struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// ExplainRequest is the body of POST /v1/explain.
type ExplainRequest struct {
	SQL     string `json:"sql"`
	Dialect string `json:"dialect"`
	Setup   string `json:"setup,omitempty"`
}

// ExplainResult is the answer of POST /v1/explain.
type ExplainResult struct {
	Plan *PlanNode `json:"plan"`
	// Text is the plan as indented lines, as `lateral explain` prints it.
	Text     string    `json:"text"`
	Warnings diag.List `json:"-"`
}

// PlanNode is one operator of a plan.
type PlanNode struct {
	Op       string      `json:"op"`               // Scan, Filter, Project, Unnest...
	Detail   string      `json:"detail,omitempty"` // its arguments, as text
	Columns  []string    `json:"columns,omitempty"`
	Children []*PlanNode `json:"children,omitempty"`
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
