// Package backend implements the api package's Translator and Executor
// with lateral's public Go API (the root package: lateral.Translate,
// lateral.Parse, lateral.Run, lateral.Explain): it is what `lateral serve`
// plugs into the server. It is a package of its own so that the api
// package and its tests depend on interfaces only.
package backend

import (
	"context"
	"errors"
	"strings"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects"
)

// Translator implements api.Translator with lateral.Translate and
// lateral.Parse. It holds no state: it is safe for concurrent use.
type Translator struct {
	Limits lateral.Limits
}

var _ api.Translator = (*Translator)(nil)

// New returns a translator with the SQL limits of cfg.
func New(cfg api.Config) *Translator {
	l := cfg.Limits()
	return &Translator{Limits: lateral.Limits{MaxBytes: l.MaxBytes, MaxTokens: l.MaxTokens, MaxDepth: l.MaxDepth, MaxStatements: l.MaxStatements}}
}

// Translate calls lateral.Translate. lateral.Translate does not take a
// context: the deadline is checked before it starts (the server answers
// the deadline itself when the work runs past it).
func (t *Translator) Translate(ctx context.Context, in api.TranslateInput) (*api.TranslateOutput, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	tr, err := lateral.Translate(in.SQL, in.From, in.To, lateral.TranslateOptions{
		Pretty:        in.Pretty,
		Strict:        in.Strict,
		Schema:        in.Schema,
		SchemaDialect: in.SchemaDialect,
		Limits:        t.Limits,
	})
	if err != nil {
		return nil, convertError(err, "schema_dialect")
	}
	out := &api.TranslateOutput{SQL: tr.SQL, Warnings: tr.Warnings}
	for _, st := range tr.Statements {
		out.Statements = append(out.Statements, api.TranslatedStatement{SQL: st.SQL, Warnings: st.Warnings})
	}
	return out, nil
}

// Parse calls lateral.Parse.
func (t *Translator) Parse(ctx context.Context, sql, dialect string) (ast.Node, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	script, err := lateral.Parse(sql, dialect, t.Limits)
	if err != nil {
		return nil, convertError(err, "dialect")
	}
	return script, nil
}

// convertError maps lateral's errors to the api's: an *lateral.Error is
// the SQL's diagnostics (the schema's when Translate wrapped it as
// "schema: ..."); the plain errors are about a dialect name, which the
// server validates first, so they are reported against a field.
func convertError(err error, schemaField string) error {
	var le *lateral.Error
	if errors.As(err, &le) {
		input := "sql"
		if _, direct := err.(*lateral.Error); !direct {
			input = "schema"
		}
		return &api.SQLError{Input: input, Source: le.Source, Diagnostics: le.Diagnostics}
	}
	field := "dialect"
	if strings.HasPrefix(err.Error(), "schema:") {
		field = schemaField
	}
	return &api.InputError{Field: field, Detail: err.Error()}
}

// Dialects lists dialects.All.
func (t *Translator) Dialects() []api.Dialect {
	all := dialects.All()
	out := make([]api.Dialect, 0, len(all))
	for _, d := range all {
		out = append(out, dialect(d))
	}
	return out
}

// LookupDialect calls dialects.Lookup.
func (t *Translator) LookupDialect(name string) (api.Dialect, bool) {
	d, ok := dialects.Lookup(name)
	if !ok {
		return api.Dialect{}, false
	}
	return dialect(d), true
}

func dialect(d *dialects.Dialect) api.Dialect {
	return api.Dialect{Name: d.Name, Family: d.Family.String(), Readable: d.Readable, Writable: d.Writable}
}
