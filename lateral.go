// Package lateral is the public Go API of lateral, a translator of SQL
// between dialects built around row-generating constructs (Hive LATERAL
// VIEW, Trino UNNEST, PostgreSQL LATERAL joins and set-returning
// functions), and a reference executor that runs a query with its own
// dialect's semantics.
//
// Parse reads SQL of one dialect into the shared syntax tree; Translate
// rewrites it for another dialect, faithfully or not at all: a construct
// the target cannot express exactly is refused with a positioned
// diagnostic. The CLI (cmd/lateral) and the HTTP API (api) call only this
// package.
package lateral

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/rewrite"
)

// Limits bound what one request may cost. Zero fields take the defaults
// of dialects.ParseOptions.
type Limits struct {
	MaxBytes      int // SQL size in bytes
	MaxTokens     int // tokens in the SQL
	MaxDepth      int // nesting depth of parentheses and brackets
	MaxStatements int // statements in one input
}

func (l Limits) parseOptions() dialects.ParseOptions {
	return dialects.ParseOptions{MaxBytes: l.MaxBytes, MaxTokens: l.MaxTokens, MaxDepth: l.MaxDepth, MaxStatements: l.MaxStatements}
}

// Error is returned when the SQL cannot be parsed or translated: it holds
// the positioned diagnostics and the source they point into.
type Error struct {
	Source      string
	Diagnostics diag.List
}

func (e *Error) Error() string { return diag.ErrorList(e.Diagnostics.Errors()).Error() }

// Format renders every diagnostic as `name:line:col: error[CODE]: message`
// with the source line and a caret.
func (e *Error) Format(name string) string {
	var b strings.Builder
	for _, d := range e.Diagnostics {
		b.WriteString(diag.Format(name, []byte(e.Source), d))
	}
	return b.String()
}

func lookup(name string) (*dialects.Dialect, error) {
	d, ok := dialects.Lookup(name)
	if !ok {
		return nil, fmt.Errorf("unknown dialect %q (known: %s)", name, strings.Join(dialects.Names(), ", "))
	}
	return d, nil
}

// WarmUp prepares the parser of every dialect (about 0.1 s of CPU, once per
// process) so that the first queries are as fast as later ones. Long-lived
// processes such as servers call it at start-up; a one-shot command need not.
func WarmUp() { dialects.WarmUp() }

// Parse reads sql in the named dialect. It returns the tree, or an *Error
// with the diagnostics; an unknown dialect is a plain error.
func Parse(sql, dialect string, limits Limits) (*ast.Script, error) {
	d, err := lookup(dialect)
	if err != nil {
		return nil, err
	}
	if !d.Readable {
		return nil, fmt.Errorf("dialect %q can be written but not read", d.Name)
	}
	script, diags := dialects.Parse(d, sql, limits.parseOptions())
	if diags.HasErrors() {
		diags.Sort()
		return nil, &Error{Source: sql, Diagnostics: diags}
	}
	return script, nil
}

// TranslateOptions are the options of Translate.
type TranslateOptions struct {
	// Pretty lays out the output on several lines.
	Pretty bool
	// Schema is CREATE TABLE statements (in SchemaDialect, default the
	// source dialect) telling the translator the tables' column types:
	// whether a column is an array, a map or an array of structs decides
	// how some constructs translate.
	Schema        string
	SchemaDialect string
	Limits        Limits
	// Strict refuses what would otherwise be translated with a warning:
	// each warning (a function lateral does not know passed unchanged, a
	// value of unknown type the dialects may write otherwise, ...) becomes
	// an error with the same code, so that a translation returned is
	// faithful on every input without any assumption left to the reader.
	Strict bool

	// functionBody: the script is the body of a SQL function, whose
	// column names no one reads.
	functionBody bool
}

// Statement is one translated statement.
type Statement struct {
	SQL      string
	Warnings diag.List
}

// Translation is the result of Translate.
type Translation struct {
	// SQL is every statement, separated by ";\n".
	SQL        string
	Statements []Statement
	// Warnings are non-fatal notes (an emulation was used, a limit of the
	// target applies), over all statements.
	Warnings diag.List
	// Passes names the rewrite passes that changed the tree, in pipeline
	// order, with how many times each fired.
	Passes []rewrite.PassCount
}

// Translate rewrites sql from one dialect to another. When any construct
// cannot be translated faithfully the whole translation is refused with an
// *Error holding positioned diagnostics.
func Translate(sql, from, to string, opts TranslateOptions) (tr *Translation, err error) {
	defer func() {
		if r := recover(); r != nil {
			// A bug, never the user's fault: report it as a diagnostic.
			tr, err = nil, internalError(sql, r)
		}
	}()
	src, err := lookup(from)
	if err != nil {
		return nil, err
	}
	dst, err := lookup(to)
	if err != nil {
		return nil, err
	}
	if !dst.Writable {
		return nil, fmt.Errorf("dialect %q can be read but not written", dst.Name)
	}
	script, err := Parse(sql, src.Name, opts.Limits)
	if err != nil {
		return nil, err
	}
	schema := rewrite.NewSchema()
	if opts.Schema != "" {
		sd := opts.SchemaDialect
		if sd == "" {
			sd = src.Name
		}
		ss, err := Parse(opts.Schema, sd, opts.Limits)
		if err != nil {
			if e, ok := err.(*Error); ok {
				return nil, fmt.Errorf("schema: %w", e)
			}
			return nil, fmt.Errorf("schema: %w", err)
		}
		sdd, err := lookup(sd)
		if err != nil {
			return nil, fmt.Errorf("schema: %w", err)
		}
		for _, st := range ss.Stmts {
			schema.AddStmt(st)
			noteCreateTableAs(st, sdd, dst, schema)
		}
	}
	return translateScript(sql, script, src, dst, schema, opts)
}

// noteCreateTableAs records the columns of a schema's CREATE TABLE ... AS
// without a column list, typed in its canonical form; nothing when that
// form cannot be built.
func noteCreateTableAs(st ast.Stmt, src, dst *dialects.Dialect, schema *rewrite.Schema) {
	if ct, ok := st.(*ast.CreateTable); !ok || ct.AsQuery == nil || len(ct.Columns) > 0 {
		return
	}
	var diags diag.List
	c := rewrite.NewContext(dialects.RewriteSource(src), dialects.RewriteTarget(dst), schema, &diags)
	if st = rewrite.Canonicalize(c, st); !diags.HasErrors() {
		c.NoteCreateTableAs(st)
	}
}

// translateScript translates the parsed statements of sql one by one; each
// CREATE TABLE adds its table to schema for the statements after it.
func translateScript(sql string, script *ast.Script, src, dst *dialects.Dialect, schema *rewrite.Schema, opts TranslateOptions) (*Translation, error) {
	var diags diag.List
	out := &Translation{}
	var sqls []string
	// The composite types the script's statements declare (PostgreSQL
	// struct columns), each once.
	var declared map[string]bool
	if dst.Name == "postgres" {
		declared = map[string]bool{}
	}
	for _, st := range script.Stmts {
		// Each statement has its own list: the passes stop at their own
		// errors, not at an earlier statement's.
		var stmtDiags diag.List
		if f, ok := st.(*ast.CreateFunction); ok {
			st = translateFunctionBody(f, src, dst, schema, opts, &stmtDiags)
		}
		lowered := translateStmt(st, src, dst, schema, opts.functionBody, &stmtDiags, &out.Passes)
		if opts.Strict {
			stmtDiags = refuseWarnings(stmtDiags)
		}
		schema.AddStmt(st)
		diags = append(diags, stmtDiags...)
		if stmtDiags.HasErrors() {
			continue
		}
		text, perr := dialects.Print(dst, lowered, dialects.PrintOptions{Pretty: opts.Pretty, DeclaredTypes: declared})
		if perr != nil {
			diags.Add(printDiagnostic(perr, st, dst))
			continue
		}
		sqls = append(sqls, text)
		out.Statements = append(out.Statements, Statement{SQL: text, Warnings: stmtDiags.Unique().Warnings()})
	}
	diags = diags.Unique()
	diags.Sort()
	if diags.HasErrors() {
		return nil, &Error{Source: sql, Diagnostics: diags}
	}
	out.SQL = strings.Join(sqls, ";\n")
	out.Warnings = diags.Warnings()
	return out, nil
}

// refuseWarnings is diags with each warning made an error of the same
// code and place (TranslateOptions.Strict).
func refuseWarnings(diags diag.List) diag.List {
	out := make(diag.List, len(diags))
	for i, d := range diags {
		if d.Severity == diag.Warning {
			e := *d
			e.Severity = diag.Error
			e.Hint = "refused because the translation is strict; without strict this is a warning and the statement is translated"
			d = &e
		}
		out[i] = d
	}
	return out
}

// translateStmt runs the pipeline on one statement: canonical passes, the
// target's lowering, expression lowering, the target's function spellings.
func translateStmt(st ast.Stmt, src, dst *dialects.Dialect, schema *rewrite.Schema, functionBody bool, diags *diag.List, passes *[]rewrite.PassCount) ast.Stmt {
	c := rewrite.NewContext(dialects.RewriteSource(src), dialects.RewriteTarget(dst), schema, diags)
	c.NamesUnseen = functionBody
	// Unknown functions are noted on the source statement, and only when it
	// translates: a refused statement passes nothing on.
	var unknown diag.List
	dialects.WarnUnknownFunctions(src, dst, st, schema.Function, &unknown)
	unknownNames := funcNamesAt(st)
	defer func() { *passes = rewrite.MergePasses(*passes, c.FiredPasses()) }()
	for i, step := range []func(*rewrite.Context, ast.Stmt) ast.Stmt{
		rewrite.Canonicalize, rewrite.InsertCasts, rewrite.LowerCasts, rewrite.LowerExprs, rewrite.Lower,
	} {
		st = step(c, st)
		if diags.HasErrors() {
			return st
		}
		if i == 0 {
			c.NoteCreateTableAs(st)
		}
	}
	// Unknown calls are looked for before the target's spellings, which
	// may give a canonical function the unknown one's name (Trino's
	// date_diff('day', ...) where DuckDB's date_diff('hour', ...) was
	// rewritten away: duck_diff_time.go).
	canonical := st
	st = dialects.LowerFunctions(src, dst, st, diags)
	if !diags.HasErrors() {
		rewrite.CheckDecimalLimits(c, st) // rewrite/decimal_limits.go
	}
	if !diags.HasErrors() {
		unknown = slices.DeleteFunc(unknown, func(d *diag.Diagnostic) bool { return c.CheckedCall(d.Span) })
		*diags = append(*diags, stillCalled(unknown, unknownNames, canonical)...)
	}
	return st
}

// funcNamesAt maps the place of each one-part function name of st to the
// name, lower-cased.
func funcNamesAt(st ast.Stmt) map[ast.Span]string {
	names := map[ast.Span]string{}
	ast.Inspect(st, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok && len(f.Name) == 1 {
			names[f.Name.Span()] = strings.ToLower(f.Name[0].Name)
		}
		return true
	})
	return names
}

// stillCalled keeps the warnings of unknown functions (W014) whose function
// the translation out still calls: a call rewritten away (PostgreSQL's
// make_interval added to a DATE, read as months and days) is not passed on.
func stillCalled(unknown diag.List, at map[ast.Span]string, out ast.Stmt) diag.List {
	outAt := funcNamesAt(out)
	called := map[string]ast.Span{} // a remaining call of each name, the first
	for sp, name := range outAt {
		if first, ok := called[name]; !ok || sp.Start.IsValid() && (!first.Start.IsValid() || sp.Start.Offset < first.Start.Offset) {
			called[name] = sp
		}
	}
	var kept diag.List
	for _, d := range unknown {
		if name, ok := at[d.Span]; ok {
			sp, still := called[name]
			if !still {
				continue
			}
			if outAt[d.Span] != name && sp.Start.IsValid() {
				d.Span = sp // the warned call was rewritten away, not this one
			}
		}
		kept = append(kept, d)
	}
	return kept
}

// translateFunctionBody translates the body of a SQL-language function like
// any other statement, so that it keeps its meaning in the target (a
// PostgreSQL body's integer division is not DuckDB's /). A body that cannot
// be translated refuses the function, naming it and the body's first error.
// The body sees the tables known at the function's place in the script
// (--schema and earlier CREATE TABLEs); what the body itself creates stays
// in the body.
func translateFunctionBody(f *ast.CreateFunction, src, dst *dialects.Dialect, schema *rewrite.Schema, opts TranslateOptions, diags *diag.List) ast.Stmt {
	if !strings.EqualFold(f.Language, "sql") || strings.TrimSpace(f.Body) == "" {
		return f
	}
	bodyOpts := TranslateOptions{Limits: opts.Limits, functionBody: true}
	body, err := Parse(f.Body, src.Name, opts.Limits)
	var tr *Translation
	if err == nil {
		tr, err = translateScript(f.Body, body, src, dst, schema.Clone(), bodyOpts)
	}
	if err != nil {
		msg := err.Error()
		code := "T091"
		if e, ok := err.(*Error); ok {
			if errs := e.Diagnostics.Errors(); len(errs) > 0 {
				msg = errs[0].Message
				if errs[0].Code != "" {
					code = errs[0].Code
				}
			}
		}
		diags.Add(&diag.Diagnostic{Severity: diag.Error, Code: code, Span: f.Span,
			Message: fmt.Sprintf("the body of function %s cannot be translated to %s: %s", f.Name.Last().Name, dst.Name, msg),
			Hint:    "translate the body by hand, or keep the function in " + src.Name})
		return f
	}
	for _, w := range tr.Warnings {
		w.Span = f.Span // the body's positions are not the script's
		diags.Add(w)
	}
	g := *f
	g.Body = tr.SQL
	return &g
}

// printDiagnostic turns a printer error into a positioned refusal.
func printDiagnostic(err error, st ast.Stmt, dst *dialects.Dialect) *diag.Diagnostic {
	d := &diag.Diagnostic{Severity: diag.Error, Code: "T090", Message: err.Error(), Span: st.SpanOf()}
	if ue, ok := err.(*dialects.UnsupportedError); ok && ue.Node != nil {
		d.Span = ue.Node.SpanOf()
		d.Message = fmt.Sprintf("%s cannot be expressed in %s", ue.What, dst.Name)
	}
	return d
}

// internalError turns a recovered panic into an error naming it as a bug.
func internalError(sql string, r any) error {
	d := &diag.Diagnostic{Severity: diag.Error, Code: "I001",
		Message: fmt.Sprintf("internal error (a bug in lateral, please report it): %v", r)}
	return &Error{Source: sql, Diagnostics: diag.List{d}}
}
