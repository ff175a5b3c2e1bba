package backend

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/executor"
)

// Diagnostic codes of the executor's errors, as answered (422).
const (
	// CodeRuntime is an error while the query runs: a division by zero, a
	// cast that fails, a function given a bad argument.
	CodeRuntime = "X001"
	// CodePlan is an error found when planning a statement, positioned at
	// its cause: an unknown table or column, a table that already exists.
	CodePlan = "X002"
	// CodeLimit is a limit exceeded (max_rows, max_memory, timeout...),
	// named in the message.
	CodeLimit = "LIMIT"
)

// Executor implements api.Executor with lateral.Run and lateral.Explain on
// the reference executor. Every request runs in a fresh in-memory session
// holding the request's tables, then its setup. Its only state is the
// cache of the data directories' tables: it is safe for concurrent use.
type Executor struct {
	Limits lateral.Limits
	// DataDirs are tables in every session, and are the only places LOAD
	// DATA may read; empty, the executor reads no file. Each file is read
	// once and kept while it is unchanged on disk (executor.DataCache):
	// the sessions share its rows, copy on write, and a request that
	// changes a table changes its own session's only.
	DataDirs []string

	cacheOnce sync.Once
	cache     *executor.DataCache
}

// dataCache is the executor's cache of the data directories' tables.
func (x *Executor) dataCache() *executor.DataCache {
	x.cacheOnce.Do(func() { x.cache = executor.NewDataCache() })
	return x.cache
}

var _ api.Executor = (*Executor)(nil)

// NewExecutor returns an executor with the SQL limits and data directories
// of cfg. The directories are loaded now, to report a problem at start
// rather than on every request (and to fill the cache).
func NewExecutor(cfg api.Config) (*Executor, error) {
	l := cfg.Limits()
	x := &Executor{
		Limits:   lateral.Limits{MaxBytes: l.MaxBytes, MaxTokens: l.MaxTokens, MaxDepth: l.MaxDepth, MaxStatements: l.MaxStatements},
		DataDirs: append([]string(nil), cfg.DataDirs...),
	}
	for _, d := range x.DataDirs {
		if fi, err := os.Stat(d); err != nil {
			return nil, fmt.Errorf("data_dirs: %w", err)
		} else if !fi.IsDir() {
			return nil, fmt.Errorf("data_dirs: %s is not a directory", d)
		}
	}
	if len(x.DataDirs) == 0 {
		return x, nil
	}
	// A NAME.sql schema is read in each request's dialect: the directories
	// are fine when some dialect loads them. The files are read within the
	// server's max_memory, as a request reads them, so that the cache keeps
	// no Parquet file larger than any request may use; when one is larger,
	// every request says so, and the directories are checked again
	// without the budget and without keeping what is read.
	var first error
	for _, d := range dialects.All() {
		if !d.Readable {
			continue
		}
		opts := lateral.RunOptions{DataDirs: x.DataDirs, Limits: x.Limits, DataCache: x.dataCache(), MaxMemory: cfg.MaxMemory}
		rows, err := lateral.Run(context.Background(), "SELECT 1", d.Name, opts)
		var lim *executor.LimitError
		if errors.As(err, &lim) && lim.Limit == "max_memory" {
			opts.DataCache, opts.MaxMemory = nil, 0
			rows, err = lateral.Run(context.Background(), "SELECT 1", d.Name, opts)
		}
		if err == nil {
			rows.Close()
			return x, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, fmt.Errorf("data_dirs: %w", first)
}

// options are the options of one run, and the request's own timeout when
// it is what can end the run first (its expiry is then a LIMIT error,
// where the server's deadline is ctx.Err()): the run's timeout is the
// smaller of the two.
func (x *Executor) options(ctx context.Context, setup string, db *executor.Database, timeout time.Duration, maxMemory int64) (lateral.RunOptions, time.Duration) {
	opts := lateral.RunOptions{DataDirs: x.DataDirs, MaxMemory: maxMemory, Limits: x.Limits, Database: db}
	if len(x.DataDirs) > 0 {
		opts.DataCache = x.dataCache()
	}
	if setup != "" {
		opts.Setup = []string{setup}
	}
	own := timeout
	if dl, ok := ctx.Deadline(); ok {
		if left := time.Until(dl); timeout <= 0 || left <= timeout {
			timeout, own = max(left, time.Nanosecond), 0
		}
	}
	opts.Timeout = timeout
	return opts, own
}

// Execute runs req.SQL after the tables and the setup, and answers at most
// req.MaxRows rows: one more is read to know whether rows were cut.
func (x *Executor) Execute(ctx context.Context, req api.ExecuteRequest) (*api.ExecuteResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	db, err := x.database(req.Dialect, req.Tables)
	if err != nil {
		return nil, err
	}
	opts, own := x.options(ctx, req.Setup, db, req.Timeout, req.MaxMemory)
	fail := func(err error) error { return runError(ctx, err, req.SQL, req.Setup, own) }
	rows, err := lateral.Run(ctx, req.SQL, req.Dialect, opts)
	if err != nil {
		return nil, fail(err)
	}
	defer rows.Close()
	res := &api.ExecuteResult{Columns: []api.Column{}, Rows: [][]any{}}
	for _, c := range rows.Columns() {
		res.Columns = append(res.Columns, api.Column{Name: c.Name, Type: c.Type.String()})
	}
	var size int64
	for {
		row, err := rows.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fail(err)
		}
		if req.MaxRows > 0 && len(res.Rows) == req.MaxRows {
			res.Truncated = true
			break
		}
		out := make([]any, len(row))
		for i, v := range row {
			out[i] = jsonValue(v)
			size += valueSize(v)
		}
		if req.MaxMemory > 0 && size > req.MaxMemory {
			return nil, limitError("sql", req.SQL, "max_memory",
				fmt.Sprintf("limit max_memory exceeded: the result's rows take more than %d bytes", req.MaxMemory),
				"select fewer rows or columns (limits.max_rows), or raise limits.max_memory_bytes up to the server's max_memory")
		}
		res.Rows = append(res.Rows, out)
	}
	if res.Truncated {
		res.Warnings = diag.List{{Severity: diag.Warning, Code: CodeLimit,
			Message: fmt.Sprintf("the result is cut at max_rows=%d rows; the query returns more", req.MaxRows)}}
	}
	return res, nil
}

// Explain plans the last statement of req.SQL after the tables, the setup
// and the statements before it.
func (x *Executor) Explain(ctx context.Context, req api.ExplainRequest) (*api.ExplainResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	db, err := x.database(req.Dialect, req.Tables)
	if err != nil {
		return nil, err
	}
	// lateral.Explain takes its deadline from ctx alone.
	opts, _ := x.options(ctx, req.Setup, db, 0, req.MaxMemory)
	tree, err := lateral.Explain(ctx, req.SQL, req.Dialect, opts)
	if err != nil {
		return nil, runError(ctx, err, req.SQL, req.Setup, 0)
	}
	if tree == nil || tree.Root == nil {
		return nil, errors.New("lateral.Explain returned no plan")
	}
	return &api.ExplainResult{Plan: planNode(tree.Root), Text: tree.Text()}, nil
}

// planNode converts the executor's plan: the op is the node's name, the
// detail its properties on one line.
func planNode(n *executor.PlanNode) *api.PlanNode {
	out := &api.PlanNode{ID: n.ID, Op: n.Name}
	parts := make([]string, 0, len(n.Props))
	for _, p := range n.Props {
		out.Props = append(out.Props, api.PlanProp{Key: p.Key, Value: p.Value})
		parts = append(parts, p.Key+": "+p.Value)
	}
	out.Detail = strings.Join(parts, "; ")
	for _, c := range n.Children {
		out.Children = append(out.Children, planNode(c))
	}
	return out
}

// ---- errors ----

// runError maps an error of lateral.Run, lateral.Explain or of reading
// the rows to the api's: the context's own error once it is done (503);
// an *api.SQLError (422) pointing into the SQL or the setup for parse
// errors, planning errors (X002), limits (LIMIT) and runtime errors
// (X001); an executor's internal error stays a plain error (a logged 500).
// own is the request's timeout when it, not ctx, bounds the run.
func runError(ctx context.Context, err error, sql, setup string, own time.Duration) error {
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	input, source := "sql", sql
	// lateral.Run and lateral.Explain wrap the setup's errors "setup: %w".
	if inner := errors.Unwrap(err); inner != nil && strings.HasPrefix(err.Error(), "setup: ") {
		input, source, err = "setup", setup, inner
	}
	var le *lateral.Error
	if errors.As(err, &le) {
		return &api.SQLError{Input: input, Source: le.Source, Diagnostics: le.Diagnostics}
	}
	var lim *executor.LimitError
	timedOut := errors.Is(err, context.DeadlineExceeded)
	if errors.As(err, &lim) && lim.Limit == "timeout" {
		timedOut = true
	}
	if timedOut {
		if own <= 0 {
			// The server's deadline, an instant before ctx reports it.
			return context.DeadlineExceeded
		}
		return limitError(input, source, "timeout",
			fmt.Sprintf("limit timeout exceeded: the query ran longer than limits.timeout_ms=%d", own.Milliseconds()),
			"raise limits.timeout_ms (up to the server's request_timeout), or ask for less work")
	}
	if errors.Is(err, context.Canceled) {
		return context.Canceled
	}
	if lim != nil {
		msg, hint := lim.Error(), ""
		switch lim.Limit {
		case "max_memory":
			msg = fmt.Sprintf("limit max_memory exceeded: the query's materialized state (hash tables, sorts, aggregates) passed %d bytes", lim.Value)
			hint = "raise limits.max_memory_bytes up to the server's max_memory, or ask for less work"
		case "max_rows":
			if lim.Detail != "" {
				msg = fmt.Sprintf("limit max_rows exceeded: %s", lim.Detail)
			}
		}
		return limitError(input, source, lim.Limit, msg, hint)
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "internal error") {
		return fmt.Errorf("reference executor: %w", err) // a bug: logged, answered 500
	}
	if sp, m, ok := positioned(err, source); ok {
		return &api.SQLError{Input: input, Source: source, Diagnostics: diag.List{{Severity: diag.Error, Code: CodePlan, Span: sp, Message: m}}}
	}
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	return &api.SQLError{Input: input, Source: source, Diagnostics: diag.List{{Severity: diag.Error, Code: CodeRuntime, Message: msg}}}
}

func limitError(input, source, limit, msg, hint string) error {
	if !strings.Contains(msg, limit) {
		msg = "limit " + limit + " exceeded: " + msg
	}
	return &api.SQLError{Input: input, Source: source, Diagnostics: diag.List{{Severity: diag.Error, Code: CodeLimit, Message: msg, Hint: hint}}}
}

var spanType = reflect.TypeFor[ast.Span]()

// positioned finds the source span of an executor error. The executor's
// positioned errors (its planner's) are an unexported type with exported
// Span and Msg fields; they are read by reflection, or through a SpanOf
// method should the type gain one. A span outside source is dropped.
func positioned(err error, source string) (ast.Span, string, bool) {
	for e := err; e != nil; e = errors.Unwrap(e) {
		var sp ast.Span
		msg := e.Error()
		if s, ok := e.(interface{ SpanOf() ast.Span }); ok {
			sp = s.SpanOf()
		} else if v := reflect.ValueOf(e); v.Kind() == reflect.Pointer && !v.IsNil() && v.Elem().Kind() == reflect.Struct {
			f := v.Elem().FieldByName("Span")
			if !f.IsValid() || f.Type() != spanType {
				continue
			}
			sp = f.Interface().(ast.Span)
			if m := v.Elem().FieldByName("Msg"); m.IsValid() && m.Kind() == reflect.String && m.String() != "" {
				msg = m.String()
			}
		} else {
			continue
		}
		if !sp.Start.IsValid() || sp.Start.Offset > len(source) || sp.End.Offset > len(source) {
			return ast.Span{}, "", false
		}
		return sp, msg, true
	}
	return ast.Span{}, "", false
}
