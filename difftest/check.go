package difftest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync/atomic"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/fuzz"
)

// Kinds of Difference.
const (
	KindRows         = "rows"         // the translation's rows differ from the source's
	KindColumns      = "columns"      // the output column names differ
	KindError        = "error"        // the translation fails where the source ran
	KindInternal     = "internal"     // a recovered panic (translator or executor)
	KindUnpositioned = "unpositioned" // a refusal whose diagnostics are not positioned
	KindNoParse      = "no-parse"     // the translation does not parse in its target
	KindFixture      = "fixture"      // the fixture translated to the target does not load there
)

// Engines a Difference is observed on.
const (
	OnReference = "reference"
	OnPostgres  = engines.Postgres
	OnDuckDB    = engines.DuckDB
)

// Case is one generated test case.
type Case struct {
	Seed    uint64
	Iter    int
	Source  string
	Fixture *Fixture
	Query   *Query
	// RawSetup and RawQuery, when set, replace the generated fixture and
	// query (a hand-written reproducer; such a case does not shrink).
	RawSetup, RawQuery string
}

// fixtureSQL is the fixture pruned to what the query uses, in the source.
func (c *Case) fixtureSQL() string {
	if c.RawSetup != "" || c.Fixture == nil {
		return c.RawSetup
	}
	return c.Fixture.prune(c.querySQL()).SQL(c.Source)
}

// querySQL is the query in the source dialect.
func (c *Case) querySQL() string {
	if c.RawQuery != "" || c.Query == nil {
		return c.RawQuery
	}
	return c.Query.SQL()
}

// FixtureSQL is the case's CREATE TABLE and INSERT statements in the
// source dialect, holding only the tables and columns the query names.
func (c *Case) FixtureSQL() string { return c.fixtureSQL() }

// FixtureFor is FixtureSQL for another query over the same tables.
func (c *Case) FixtureFor(query string) string {
	return c.Fixture.prune(query).SQL(c.Source)
}

// SQL is the case's query in the source dialect.
func (c *Case) SQL() string { return c.querySQL() }

// Difference is a disagreement between the source query and one of its
// translations (or the source on a real engine, Target == Source).
type Difference struct {
	Case        *Case
	Kind        string
	Target      string // the dialect whose SQL misbehaved
	Engine      string // where it ran: reference, postgres or duckdb
	Translation string // the SQL that ran (the source itself for a source check)
	TargetSetup string // the fixture in the target dialect
	Want, Got   [][]engines.Value
	WantCols    []string
	GotCols     []string
	Ordered     bool
	Detail      string
}

// key identifies the kind of difference: its kind, target and engine.
func (d *Difference) key() string { return d.Kind + "/" + d.Target + "/" + d.Engine }

// sameBug reports whether e is the difference d again, as a shrink must
// preserve it: the same key and, for an error, the same error (its first
// line, numbers aside), so that shrinking does not wander to another bug.
func (d *Difference) sameBug(e *Difference) bool {
	if d.key() != e.key() {
		return false
	}
	if d.Kind == KindRows || d.Kind == KindColumns {
		return true
	}
	return signature(d.Detail) == signature(e.Detail)
}

// outcome is what one run of a query gave.
type outcome struct {
	cols []string
	rows [][]engines.Value
	err  error
}

// Stats counts what a run did.
type Stats struct {
	Cases         int // generated
	SourceInvalid int // the source query was refused or failed on the reference: skipped
	Compared      int // translations run and compared on the reference executor
	Refused       int // translations refused with positioned diagnostics
	FixtureSkip   int // targets whose fixture could not be expressed
	EngineRuns    int // queries compared on a real engine
	Differences   int
	// Warned counts, by warning code, the differences in rows of
	// translations that carried one of the warnings of excusingWarnings
	// (a difference the translation said it may have): not differences.
	Warned map[string]int
	// SourceErrors counts the first line of each source failure, to tune
	// the generator.
	SourceErrors map[string]int
	// RefusedCodes counts the refusals by the code of their first error,
	// to find what is refused most; RefusedExample holds, per code, the
	// least (in byte order) of their messages and the pair, an example
	// that does not depend on the order the cases ran in.
	RefusedCodes   map[string]int
	RefusedExample map[string]string
	// Pairs counts, per "source->target", the translations compared,
	// refused and left without fixture.
	Pairs map[string]*PairStats
}

// PairStats counts what happened to the translations of one pair.
type PairStats struct{ Compared, Refused, FixtureSkip, Differences int }

func (s *Stats) pair(source, target string) *PairStats {
	if s.Pairs == nil {
		s.Pairs = map[string]*PairStats{}
	}
	k := source + "->" + target
	if s.Pairs[k] == nil {
		s.Pairs[k] = &PairStats{}
	}
	return s.Pairs[k]
}

// refusal counts a refusal of code whose example is msg (RefusedCodes).
func (s *Stats) refusal(code, msg string) {
	if s.RefusedCodes == nil {
		s.RefusedCodes, s.RefusedExample = map[string]int{}, map[string]string{}
	}
	if e, ok := s.RefusedExample[code]; !ok || msg < e {
		s.RefusedExample[code] = msg
	}
	s.RefusedCodes[code]++
}

func (s *Stats) add(o *Stats) {
	s.Cases += o.Cases
	s.SourceInvalid += o.SourceInvalid
	s.Compared += o.Compared
	s.Refused += o.Refused
	s.FixtureSkip += o.FixtureSkip
	s.EngineRuns += o.EngineRuns
	s.Differences += o.Differences
	for k, v := range o.Pairs {
		if s.Pairs == nil {
			s.Pairs = map[string]*PairStats{}
		}
		p := s.Pairs[k]
		if p == nil {
			p = &PairStats{}
			s.Pairs[k] = p
		}
		p.Compared += v.Compared
		p.Refused += v.Refused
		p.FixtureSkip += v.FixtureSkip
		p.Differences += v.Differences
	}
	for k, v := range o.Warned {
		if s.Warned == nil {
			s.Warned = map[string]int{}
		}
		s.Warned[k] += v
	}
	for k, v := range o.RefusedCodes {
		s.refusal(k, o.RefusedExample[k])
		s.RefusedCodes[k] += v - 1
	}
	for k, v := range o.SourceErrors {
		if s.SourceErrors == nil {
			s.SourceErrors = map[string]int{}
		}
		s.SourceErrors[k] += v
	}
}

// runLimits bound every reference run: a generated query over a few rows
// never comes near them, so hitting one is a bug too.
var runLimits = lateral.RunOptions{Timeout: 20 * time.Second, MaxRows: 200000, MaxMemory: 512 << 20}

// runReference runs query after setup on the reference executor, in one
// script: the query's canonical form needs the column types of the
// fixture's CREATE TABLE statements (an UNNEST of an array of rows expands
// its fields), which RunOptions.Setup did not carry over when difftest was
// written (TestRunSetupSchema).
func runReference(ctx context.Context, dialect, setup, query string) outcome {
	rows, err := lateral.Run(ctx, setup+";\n"+query, dialect, runLimits)
	if err != nil {
		return outcome{err: err}
	}
	defer rows.Close()
	var cols []string
	for _, c := range rows.Columns() {
		cols = append(cols, c.Name)
	}
	all, err := rows.All()
	if err != nil {
		return outcome{err: err}
	}
	return outcome{cols: cols, rows: engines.FromReferenceRows(all)}
}

// engineFor is the real engine a target dialect's SQL runs on, or "".
func engineFor(target string) string {
	switch target {
	case "postgres":
		return OnPostgres
	case "duckdb":
		return OnDuckDB
	}
	return ""
}

// checker runs cases.
type checker struct {
	opts    *Options
	pg      engines.Engine // nil without engines
	schemas atomic.Int64
}

// filter restricts a check to one target and engine (for shrinking).
type filter struct {
	target, engine string
}

func (f *filter) wants(target, engine string) bool {
	return f == nil || f.target == target && (f.engine == "" || f.engine == engine)
}

// check runs one case and returns its differences. When the source query
// itself does not run on the reference executor the case is skipped
// (counted in Stats.SourceInvalid), unless the failure is internal or,
// with engines, the source's own engine runs it.
func (k *checker) check(ctx context.Context, c *Case, only *filter, st *Stats) []*Difference {
	query := c.querySQL()
	setup := c.fixtureSQL()
	ordered := c.Query != nil && c.Query.Order
	src := runReference(ctx, c.Source, setup, query)
	var diffs []*Difference
	add := func(d *Difference) {
		d.Case = c
		if d.WantCols == nil {
			d.WantCols = src.cols
		}
		if d.Want == nil {
			d.Want = src.rows
		}
		d.Ordered = ordered
		diffs = append(diffs, d)
	}
	outer := add
	if src.err != nil {
		if fuzz.IsInternal(src.err) && only.wants(c.Source, OnReference) {
			add(&Difference{Kind: KindInternal, Target: c.Source, Engine: OnReference, Translation: query,
				Detail: src.err.Error()})
			return diffs
		}
		// A query the source's real engine runs must run on the
		// reference executor too.
		if eng := engineFor(c.Source); eng != "" && k.opts.Engines && only.wants(c.Source, OnReference) {
			if o := k.runEngine(ctx, eng, setup, query, st); o.err == nil {
				add(&Difference{Kind: KindError, Target: c.Source, Engine: OnReference, Translation: query,
					Want: o.rows, WantCols: o.cols,
					Detail: "the reference executor fails on a query " + eng + " runs: " + src.err.Error()})
				return diffs
			}
		}
		st.SourceInvalid++
		if st.SourceErrors == nil {
			st.SourceErrors = map[string]int{}
		}
		st.SourceErrors[c.Source+": "+signature(src.err.Error())]++
		return nil
	}
	// The source on its own real engine checks the reference executor.
	if eng := engineFor(c.Source); eng != "" && k.opts.Engines && only.wants(c.Source, eng) {
		if d := compareOn(eng, src, k.runEngine(ctx, eng, setup, query, st), ordered); d != nil {
			d.Target, d.Translation = c.Source, query
			add(d)
		}
	}
	for _, target := range k.opts.targets() {
		if only != nil && only.target != target {
			continue
		}
		translate := lateral.Translate
		if k.opts.translate != nil {
			translate = k.opts.translate
		}
		tr, err := translate(query, c.Source, target, lateral.TranslateOptions{Schema: setup})
		if err != nil {
			var le *lateral.Error
			switch {
			case fuzz.IsInternal(err):
				add(&Difference{Kind: KindInternal, Target: target, Engine: OnReference, Detail: err.Error()})
			case !errors.As(err, &le):
				add(&Difference{Kind: KindUnpositioned, Target: target, Engine: OnReference, Detail: "a refusal that is not a *lateral.Error: " + err.Error()})
			default:
				if msg := fuzz.CheckDiagnostics(query, le.Diagnostics); msg != "" {
					add(&Difference{Kind: KindUnpositioned, Target: target, Engine: OnReference, Detail: msg})
				} else {
					st.Refused++
					st.pair(c.Source, target).Refused++
					if errs := le.Diagnostics.Errors(); len(errs) > 0 {
						st.refusal(errs[0].Code, c.Source+"->"+target+": "+errs[0].Message)
					}
				}
			}
			continue
		}
		// A difference in rows that a warning of the translation
		// announces is counted apart, not reported.
		add := add
		if code := excusingWarning(tr.Warnings); code != "" {
			add = func(d *Difference) {
				if d.Kind != KindRows {
					outer(d)
					return
				}
				if st.Warned == nil {
					st.Warned = map[string]int{}
				}
				st.Warned[code]++
			}
		}
		if _, err := lateral.Parse(tr.SQL, target, lateral.Limits{}); err != nil {
			add(&Difference{Kind: KindNoParse, Target: target, Engine: OnReference, Translation: tr.SQL, Detail: err.Error()})
			continue
		}
		fx, err := lateral.Translate(setup, c.Source, target, lateral.TranslateOptions{})
		if err != nil {
			st.FixtureSkip++
			st.pair(c.Source, target).FixtureSkip++
			continue
		}
		if only.wants(target, OnReference) {
			st.Compared++
			st.pair(c.Source, target).Compared++
			got := runReference(ctx, target, fx.SQL, tr.SQL)
			if d := compare(src, got, ordered); d != nil {
				if got.err != nil && !fuzz.IsInternal(got.err) {
					if alone := runReference(ctx, target, fx.SQL, "SELECT 1"); alone.err != nil {
						d.Kind, d.Detail = KindFixture, "the translated fixture does not load: "+alone.err.Error()
					}
				}
				d.Target, d.Engine, d.Translation, d.TargetSetup = target, OnReference, tr.SQL, fx.SQL
				add(d)
			}
		}
		if eng := engineFor(target); eng != "" && k.opts.Engines && only.wants(target, eng) {
			if d := compareOn(eng, src, k.runEngine(ctx, eng, fx.SQL, tr.SQL, st), ordered); d != nil {
				d.Target, d.Translation, d.TargetSetup = target, tr.SQL, fx.SQL
				add(d)
			}
		}
	}
	return diffs
}

// excusingWarnings are the warnings that announce a difference in rows
// the translation may have where it is kept rather than refused: W026,
// upper and lower of letters outside ASCII, which the dialects map each
// by its own rule (README, translate).
var excusingWarnings = map[string]bool{"W026": true}

// excusingWarning returns the code of the first of ws in
// excusingWarnings, or "".
func excusingWarning(ws diag.List) string {
	for _, w := range ws {
		if excusingWarnings[w.Code] {
			return w.Code
		}
	}
	return ""
}

// digits matches the numbers of a message (positions, generated names).
var digits = regexp.MustCompile(`[0-9]+`)

// signature is the first line of an error with its numbers blanked, to
// tell errors apart by kind rather than by position.
func signature(msg string) string {
	return digits.ReplaceAllString(firstLine(msg), "N")
}

// compare returns the difference between the source's outcome and got.
func compare(want, got outcome, ordered bool) *Difference {
	if got.err != nil {
		kind := KindError
		if fuzz.IsInternal(got.err) {
			kind = KindInternal
		}
		return &Difference{Kind: kind, Detail: got.err.Error(), GotCols: got.cols}
	}
	if ok, diff := engines.EqualRows(got.rows, want.rows, ordered); !ok {
		return &Difference{Kind: KindRows, Got: got.rows, GotCols: got.cols, Detail: "got (-) vs want (+): " + diff}
	}
	if !sameNames(want.cols, got.cols) {
		return &Difference{Kind: KindColumns, Got: got.rows, GotCols: got.cols,
			Detail: fmt.Sprintf("columns %v, want %v", got.cols, want.cols)}
	}
	return nil
}

// compareOn is compare for an engine's outcome; nil when the engine is not
// available.
func compareOn(eng string, want, got outcome, ordered bool) *Difference {
	if errors.Is(got.err, errNoEngine) {
		return nil
	}
	var d *Difference
	if errors.Is(got.err, errEngineFixture) {
		d = &Difference{Kind: KindFixture, Detail: got.err.Error()}
	} else {
		d = compare(want, got, ordered)
	}
	if d != nil {
		d.Engine = eng
	}
	return d
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !strings.EqualFold(a[i], b[i]) {
			return false
		}
	}
	return true
}

var (
	errNoEngine      = errors.New("engine not available")
	errEngineFixture = errors.New("the translated fixture does not load")
)

// runEngine runs setup and query (both in the engine's dialect) on a real
// engine, in a fresh schema (PostgreSQL) or database (DuckDB).
func (k *checker) runEngine(ctx context.Context, kind, setup, query string, st *Stats) outcome {
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	var e engines.Engine
	switch kind {
	case OnPostgres:
		if k.pg == nil {
			return outcome{err: errNoEngine}
		}
		e = k.pg
		// The process id keeps two runs sharing one server out of each
		// other's schemas.
		schema := fmt.Sprintf("difftest_%d_%d", os.Getpid(), k.schemas.Add(1))
		if err := e.Exec(ctx, fmt.Sprintf("rollback; drop schema if exists %s cascade; create schema %s; set search_path = %s", schema, schema, schema)); err != nil {
			return outcome{err: fmt.Errorf("creating a schema: %w", err)}
		}
		defer func() {
			_ = e.Exec(context.Background(), "rollback; set search_path = public; drop schema if exists "+schema+" cascade")
		}()
	case OnDuckDB:
		if !engines.DuckDBAvailable {
			return outcome{err: errNoEngine}
		}
		var err error
		e, err = engines.Open(ctx, engines.DuckDB, "")
		if err != nil {
			return outcome{err: fmt.Errorf("opening DuckDB: %w", err)}
		}
		defer e.Close()
	default:
		return outcome{err: errNoEngine}
	}
	st.EngineRuns++
	if err := e.Exec(ctx, setup); err != nil {
		return outcome{err: fmt.Errorf("%w: %v", errEngineFixture, err)}
	}
	res, err := e.Query(ctx, query)
	if err != nil {
		return outcome{err: err}
	}
	return outcome{cols: res.Columns, rows: res.Rows}
}
