package conformance

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// Status is the outcome of one case for one target.
type Status uint8

const (
	Passed  Status = iota // translated, and every check that could run agreed
	Refused               // refused with the expected code
	Failed                // anything else
)

func (s Status) String() string {
	return [...]string{"passed", "refused", "FAILED"}[s]
}

// Level says how far a passed translation was verified beyond its text
// (golden, re-parse, idempotence).
type Level uint8

const (
	LevelText   Level = iota // text only: no executor ran it
	LevelRef                 // rows checked on the reference executor
	LevelEngine              // rows checked on a real engine (PostgreSQL or DuckDB)
)

func (l Level) String() string { return [...]string{"text", "ref", "engine"}[l] }

// pretty is how goldens are printed: one clause per line.
const pretty = true

// TargetResult is the outcome of one case for one target.
type TargetResult struct {
	Case    string // feature/name
	Feature string
	Traps   []string
	Source  string
	Target  string
	Status  Status
	Level   Level
	// Code is the code of the first error when the translation was refused.
	Code     string
	Failures []string
	Notes    []string
	// EngineSkipped, when set, says why the translation was not run on
	// the real engine that stands in for the target (PostgreSQL for ANSI
	// over arrays of arrays): its rows were checked on the reference
	// executor only, and the matrix says so with this reason.
	EngineSkipped string

	// What the translator did, for -update.
	SQL     string   // the translation, when it succeeded
	Refusal *Refusal // the refusal, when it was refused with a diagnostic
}

func (r *TargetResult) fail(format string, args ...any) {
	r.Failures = append(r.Failures, fmt.Sprintf(format, args...))
}

func (r *TargetResult) note(format string, args ...any) {
	r.Notes = append(r.Notes, fmt.Sprintf(format, args...))
}

// CaseResult is the outcome of one case: its own checks (the input parses,
// the rows are those a real engine or an oracle gives) and one result per
// target.
type CaseResult struct {
	Case     *Case
	Failures []string
	Notes    []string
	// Confirmed lists where the case's rows were confirmed on a real
	// engine: "postgres: source query", "duckdb: oracle", "duckdb: duckdb
	// translation", "reference: source query".
	Confirmed []string
	Targets   []*TargetResult
}

func (r *CaseResult) fail(format string, args ...any) {
	r.Failures = append(r.Failures, fmt.Sprintf(format, args...))
}

func (r *CaseResult) note(format string, args ...any) {
	r.Notes = append(r.Notes, fmt.Sprintf(format, args...))
}

// checker runs the checks of one case.
type checker struct {
	opts *Options
	ref  ReferenceFunc
	st   *caseState
	c    *Case
	// parsed is nil when the input parses in its dialect.
	parseErr error
}

func (k *checker) translateOptions() lateral.TranslateOptions {
	o := lateral.TranslateOptions{Pretty: pretty}
	if !k.c.NoSchema && k.c.Tables != "" {
		o.Schema, o.SchemaDialect = k.c.Tables, k.c.Source
	}
	return o
}

// fixtures returns the case's tables in dialect: the text itself for the
// source dialect, else lateral's translation of it.
func (k *checker) fixtures(dialect string) (string, error) {
	if k.c.Tables == "" || dialect == k.c.Source {
		return k.c.Tables, nil
	}
	tr, err := lateral.Translate(k.c.Tables, k.c.Source, dialect, lateral.TranslateOptions{})
	if err != nil {
		return "", fmt.Errorf("translating -- tables -- from %s to %s: %s", k.c.Source, dialect, errText(err))
	}
	return tr.SQL, nil
}

// checkSource runs the case-level checks: the input parses; the rows are
// what the source query gives on its own engine (PostgreSQL, DuckDB,
// ANSI on PostgreSQL), on the reference executor, and what the oracles
// give.
func (k *checker) checkSource(ctx context.Context) *CaseResult {
	c := k.c
	res := &CaseResult{Case: c}
	if _, err := lateral.Parse(c.Input, c.Source, lateral.Limits{}); err != nil {
		k.parseErr = err
		res.fail("the input does not parse as %s: %s", c.Source, errText(err))
	}
	if c.Tables != "" {
		if _, err := lateral.Parse(c.Tables, c.Source, lateral.Limits{}); err != nil {
			res.fail("-- tables -- does not parse as %s: %s", c.Source, errText(err))
		}
	}
	if !c.HasRows {
		return res
	}
	// The source on its own engine.
	// (ANSI sources are not run on PostgreSQL: they may use what PostgreSQL
	// lacks, such as APPLY; their postgres translation confirms them.)
	// The engine runs the case's own text, so this holds even when lateral
	// cannot parse the input.
	if kind := engineOf(c.Source); kind != "" && kind == c.Source {
		what := "source query"
		if ok, msg := k.rowsOnEngine(ctx, kind, kind, c.Input, true); ok {
			res.Confirmed = append(res.Confirmed, kind+": "+what)
		} else if msg != "" {
			k.engineProblem(kind, msg, res.fail, res.note, "the %s on %s does not give -- rows -- (the case or the cited rule is wrong): %s", what, kind)
		}
	}
	// The oracles.
	for _, kind := range []string{engines.Postgres, engines.DuckDB} {
		o, ok := c.Oracles[kind]
		if !ok {
			continue
		}
		if ok, msg := k.rowsOnEngine(ctx, kind, kind, o, false); ok {
			res.Confirmed = append(res.Confirmed, kind+": oracle")
		} else if msg != "" {
			k.engineProblem(kind, msg, res.fail, res.note, "the oracle on %s does not give -- rows --: %s", kind)
		}
	}
	// The source on the reference executor.
	if k.ref == nil {
		res.note("reference executor not wired: the source query's rows were not checked on it")
	} else if k.parseErr == nil {
		cols, rows, err := k.ref(ctx, c.Source, c.Tables, c.Input)
		if err != nil {
			res.fail("the reference executor failed on the source query: %v", err)
		} else if msg := compareRows(c, cols, rows); msg != "" {
			res.fail("the reference executor's rows for the source query differ from -- rows --: %s", msg)
		} else {
			res.Confirmed = append(res.Confirmed, "reference: source query")
		}
	}
	return res
}

// engineProblem reports msg as a failure, or as a note when the engine is
// unavailable and not required.
func (k *checker) engineProblem(kind, msg string, fail, note func(string, ...any), format string, args ...any) {
	if err := k.st.set.unavailable(kind); err != nil {
		if k.opts.RequireEngines {
			fail("%s is required but unavailable: %v", kind, err)
		} else {
			note("%s unavailable, not checked: %v", kind, err)
		}
		return
	}
	fail(format, append(args, msg)...)
}

// rowsOnEngine runs query on kind over the fixtures translated to
// setupDialect and compares with the case's rows, and with its columns
// when columns is set (an oracle's column names are its own).
func (k *checker) rowsOnEngine(ctx context.Context, kind, setupDialect, query string, columns bool) (ok bool, msg string) {
	if err := k.st.set.unavailable(kind); err != nil {
		return false, "unavailable"
	}
	setup, err := k.fixtures(setupDialect)
	if err != nil {
		return false, err.Error()
	}
	s, err := k.st.session(ctx, kind, setup)
	if err != nil {
		return false, err.Error()
	}
	got, err := s.query(ctx, query)
	if err != nil {
		return false, fmt.Sprintf("%v\n%s", err, indent(query))
	}
	cols := got.Columns
	if !columns {
		cols = nil
	}
	if m := compareRows(k.c, cols, got.Rows); m != "" {
		return false, m + "\n" + indent(query)
	}
	return true, ""
}

// raisesOnEngine runs a translation the case expects to raise
// (raises.<target>) on kind, and fails res when it gives rows, or an error
// that is not the expected one: it must hold raises.<target>.<kind> when
// the case has it, else raises.<target> (case-insensitively), and it must
// not be a syntax or name error (engineStaticError), which says the
// translation does not run at all rather than that it raises on the data.
func (k *checker) raisesOnEngine(ctx context.Context, kind, query string, res *TargetResult) {
	if err := k.st.set.unavailable(kind); err != nil {
		k.engineProblem(kind, "unavailable", res.fail, res.note, "the translation on %s: %s", kind)
		return
	}
	setup, err := k.fixtures(kind)
	if err != nil {
		res.note("not run on %s: %v", kind, err)
		return
	}
	s, err := k.st.session(ctx, kind, setup)
	if err != nil {
		res.fail("the fixtures on %s: %v", kind, err)
		return
	}
	section, want := "raises."+res.Target+"."+kind, k.c.RaisesOn[res.Target+"/"+kind]
	if want == "" {
		section, want = "raises."+res.Target, k.c.Raises[res.Target]
	}
	_, err = s.query(ctx, query)
	switch {
	case err == nil:
		res.fail("the translation gave rows on %s where raises.%s expects an error", kind, res.Target)
	case engineStaticError(kind, err):
		res.fail("the translation does not run on %s (a syntax or name error, not the raise raises.%s expects): %v", kind, res.Target, err)
	case !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(want)):
		res.fail("the error of the translation on %s does not contain %q (%s): %v", kind, want, section, err)
	default:
		res.note("raises on %s, as %s expects: %v", kind, section, err)
	}
}

// engineStaticError reports whether err of engine kind is one raised
// before any row is read: PostgreSQL's SQLSTATE class 42 (syntax error or
// access rule violation: a syntax error, an undefined function, table or
// column, a type mismatch), DuckDB's Parser, Binder and Catalog errors.
func engineStaticError(kind string, err error) bool {
	msg := err.Error()
	switch kind {
	case engines.Postgres:
		var pe *pgconn.PgError
		if errors.As(err, &pe) {
			return strings.HasPrefix(pe.Code, "42")
		}
		return strings.Contains(msg, "(SQLSTATE 42")
	case engines.DuckDB:
		for _, p := range []string{"Parser Error", "Binder Error", "Catalog Error"} {
			if strings.Contains(msg, p) {
				return true
			}
		}
	}
	return false
}

// compareRows compares an output with the case's columns and rows; the
// message is empty when they agree.
func compareRows(c *Case, cols []string, rows [][]engines.Value) string {
	var msgs []string
	if len(c.Columns) > 0 && cols != nil {
		got := make([]string, len(cols))
		for i, col := range cols {
			got[i] = strings.ToLower(col)
		}
		want := make([]string, len(c.Columns))
		for i, col := range c.Columns {
			want[i] = strings.ToLower(col)
		}
		if !slices.Equal(got, want) {
			msgs = append(msgs, fmt.Sprintf("columns are (%s), want (%s)", strings.Join(cols, ", "), strings.Join(c.Columns, ", ")))
		}
	}
	if ok, diff := engines.EqualRows(rows, c.Rows, c.Ordered); !ok {
		msgs = append(msgs, "rows: got (-) vs want (+): "+diff)
	}
	return strings.Join(msgs, "; ")
}

// checkTarget translates the case to target and checks the result.
func (k *checker) checkTarget(ctx context.Context, target string) *TargetResult {
	c := k.c
	res := &TargetResult{Case: c.Name, Feature: c.Feature, Traps: c.Traps, Source: c.Source, Target: target}
	defer func() {
		if len(res.Failures) > 0 {
			res.Status = Failed
		}
	}()
	want, hasWant := c.Want[target]
	refuse, hasRefuse := c.Refuse[target]
	tr, err := lateral.Translate(c.Input, c.Source, target, k.translateOptions())
	if err != nil {
		k.checkRefusal(res, err, refuse, hasRefuse, hasWant)
		return res
	}
	res.SQL = tr.SQL
	switch {
	case hasRefuse:
		k.expectation(res, "translated, but a refusal %s was expected (a silently wrong translation?):\n%s", refuse, indent(tr.SQL))
	case !hasWant:
		k.expectation(res, "no expectation for %s (run go test ./conformance -update, then review the golden):\n%s", target, indent(tr.SQL))
	case normalize(tr.SQL) != normalize(want):
		k.expectation(res, "the translation differs from want.%s.sql:\n  want:\n%s\n  got:\n%s", target, indent(want), indent(tr.SQL))
	}
	// The output reads back in the target's grammar.
	if _, err := lateral.Parse(tr.SQL, target, lateral.Limits{}); err != nil {
		var le *lateral.Error
		if errors.As(err, &le) {
			res.fail("the translation does not parse as %s: %s\n%s", target, errText(err), indent(tr.SQL))
		} else {
			res.note("not re-parsed: %v", err)
		}
	} else {
		// Translating the output again to the same target changes nothing.
		o := k.translateOptions()
		again, err := lateral.Translate(tr.SQL, target, target, o)
		switch {
		case err != nil:
			res.fail("translating the output again to %s failed: %s", target, errText(err))
		case normalize(again.SQL) != normalize(tr.SQL):
			res.fail("translating the output again to %s changes it:\n  first:\n%s\n  second:\n%s", target, indent(tr.SQL), indent(again.SQL))
		}
	}
	if !c.HasRows {
		res.fail("translated, but the case has no -- rows -- to check it against")
		return res
	}
	raise, raises := c.Raises[target]
	// Rows on the reference executor.
	if k.ref == nil {
		res.note("reference executor not wired")
	} else if setup, err := k.fixtures(target); err != nil {
		res.note("reference executor not run: %v", err)
	} else {
		cols, rows, err := k.ref(ctx, target, setup, tr.SQL)
		switch {
		case raises && err == nil:
			res.fail("the reference executor gave rows for the translation where raises.%s expects an error (%q)", target, raise)
		case raises && !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(raise)):
			res.fail("the reference executor's error for the translation does not contain %q (raises.%s): %v", raise, target, err)
		case raises:
			res.note("raises on the reference executor, as raises.%s expects: %v", target, err)
		case err != nil:
			res.fail("the reference executor failed on the translation: %v", err)
		default:
			if msg := compareRows(c, cols, rows); msg != "" {
				res.fail("the reference executor's rows for the translation differ from -- rows --: %s", msg)
			} else {
				res.Level = LevelRef
			}
		}
	}
	// Rows on a real engine. PostgreSQL stands in for ANSI SQL; where the
	// fixtures cannot be expressed in PostgreSQL (maps, structs) the ANSI
	// translation is left unverified rather than failed, and where they
	// hold arrays of arrays (engineLimit) it is verified on the reference
	// executor only.
	kind := engineOf(target)
	if kind != "" {
		if why := k.engineLimit(target, kind); why != "" {
			res.EngineSkipped = why
			res.note("verified on the reference executor only, not on %s: %s", kind, why)
			kind = ""
		}
	}
	if kind != "" && kind != target {
		if _, err := k.fixtures(kind); err != nil {
			res.note("not run on %s, which stands in for %s: %v", kind, target, err)
			kind = ""
		}
	}
	if kind != "" && raises {
		k.raisesOnEngine(ctx, kind, tr.SQL, res)
	} else if kind != "" {
		if ok, msg := k.rowsOnEngine(ctx, kind, kind, tr.SQL, true); ok {
			res.Level = LevelEngine
		} else {
			k.engineProblem(kind, msg, res.fail, res.note, "the translation on %s does not give -- rows --: %s", kind)
		}
	}
	return res
}

// checkRefusal judges a failed translation.
func (k *checker) checkRefusal(res *TargetResult, err error, refuse Refusal, hasRefuse, hasWant bool) {
	var le *lateral.Error
	if !errors.As(err, &le) {
		res.fail("translation failed without diagnostics: %v", err)
		return
	}
	errs := le.Diagnostics.Errors()
	if len(errs) == 0 {
		res.fail("translation failed with an empty diagnostic list")
		return
	}
	first := errs[0]
	res.Code = first.Code
	pos := ""
	if first.Span.Start.IsValid() {
		pos = fmt.Sprintf("%d:%d", first.Span.Start.Line, first.Span.Start.Col)
	}
	res.Refusal = &Refusal{Code: first.Code, Pos: pos}
	text := le.Format("input." + k.c.Source + ".sql")
	if k.parseErr != nil && !(hasRefuse && isSyntaxCode(refuse.Code)) {
		res.fail("the input does not parse as %s, so nothing was translated:\n%s", k.c.Source, indent(text))
		return
	}
	switch {
	case hasRefuse:
		matched := false
		for _, d := range errs {
			p := ""
			if d.Span.Start.IsValid() {
				p = fmt.Sprintf("%d:%d", d.Span.Start.Line, d.Span.Start.Col)
			}
			if d.Code == refuse.Code && (refuse.Pos == "" || refuse.Pos == p) {
				matched = true
				res.Code = d.Code
				if p == "" {
					res.fail("refused with %s as expected, but the diagnostic has no position (a refusal must point at the construct)", d.Code)
				}
				break
			}
		}
		if !matched {
			k.expectation(res, "refused with %s, want %s:\n%s", res.Refusal, refuse, indent(text))
		}
	case hasWant:
		k.expectation(res, "the translation was refused, but want.%s.sql exists:\n%s", res.Target, indent(text))
	default:
		k.expectation(res, "no expectation for %s (run go test ./conformance -update, then review): refused with\n%s", res.Target, indent(text))
	}
	if pos == "" && len(res.Failures) == 0 {
		res.fail("refused with %s, but the diagnostic has no position (a refusal must point at the construct)", first.Code)
	}
	if len(res.Failures) == 0 {
		res.Status = Refused
	}
}

// expectation reports a disagreement with the case's goldens: a failure,
// or under -update a note (the golden is rewritten and a human reviews
// the diff).
func (k *checker) expectation(res *TargetResult, format string, args ...any) {
	if k.opts.Update {
		res.note("golden rewritten: "+format, args...)
		return
	}
	res.fail(format, args...)
}

// isSyntaxCode reports whether a diagnostic code is a lexical or parse
// error: -update never records one of those as an expected refusal.
func isSyntaxCode(code string) bool {
	return strings.HasPrefix(code, "L") || strings.HasPrefix(code, "P")
}

// errText renders an error with its positioned diagnostics.
func errText(err error) string {
	var le *lateral.Error
	if errors.As(err, &le) {
		return strings.TrimRight(le.Format("sql"), "\n")
	}
	return err.Error()
}

// normalize drops trailing blanks on lines and surrounding blank lines.
func normalize(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t\r")
	}
	return strings.Join(lines, "\n")
}
