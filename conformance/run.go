package conformance

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// Options tune Run.
type Options struct {
	// Filter selects cases by name ("feature/file"); nil runs them all.
	Filter func(name string) bool
	// Targets narrows the targets; nil means all of Targets.
	Targets []string
	// PostgresDSN is a PostgreSQL 15 server to check postgres and ansi
	// translations (and postgres/ansi sources) on; "" checks none. Each
	// case works in a schema of its own, dropped afterwards. PostgresErr,
	// when set, says why there is no server (for the messages).
	PostgresDSN string
	PostgresErr error
	// DuckDB checks duckdb translations (and duckdb sources) on an
	// in-memory DuckDB.
	DuckDB bool
	// RequireEngines makes a missing engine a failure instead of a note.
	RequireEngines bool
	// Reference is the reference executor; nil uses the package variable
	// Reference, and when that is nil too the reference checks are
	// reported as not wired.
	Reference ReferenceFunc
	// Update rewrites the goldens (want.* and refuse.* sections) of the
	// case files from what the translator does now. Rows are never
	// rewritten.
	Update bool
	// CaseTimeout bounds the engine work of one case; 0 means 2 minutes.
	CaseTimeout time.Duration
	// Progress, when set, is called before the first case with done 0 and
	// after each case with the number of cases done, out of total (the
	// cases the filter selects), and the name of the case just checked.
	Progress func(done, total int, name string)
}

func (o *Options) targets() []string {
	if len(o.Targets) == 0 {
		return Targets
	}
	return o.Targets
}

// Summary is the outcome of a run.
type Summary struct {
	Cases []*CaseResult
	// Updated lists the case files -update rewrote.
	Updated []string
	// ReferenceWired says whether a reference executor was used.
	ReferenceWired bool
	// Complete: every case ran for every target (no filter), so the
	// matrix may be compared with the checked-in one.
	Complete bool
}

// Run loads the cases under dir and checks each against every target. The
// error is for what stops the run as a whole (unreadable folder,
// malformed cases, a file -update cannot write); failed checks are in the
// summary.
func Run(ctx context.Context, dir string, opts Options) (*Summary, error) {
	cases, err := LoadCases(dir)
	if err != nil {
		return nil, err
	}
	set := newEngineSet(&opts)
	sum := &Summary{Complete: opts.Filter == nil && len(opts.Targets) == 0}
	var selected []*Case
	for _, c := range cases {
		if opts.Filter == nil || opts.Filter(c.Name) {
			selected = append(selected, c)
		}
	}
	if opts.Progress != nil {
		opts.Progress(0, len(selected), "")
	}
	for i, c := range selected {
		res := CheckCase(ctx, set, &opts, c, opts.targets())
		sum.Cases = append(sum.Cases, res)
		if opts.Progress != nil {
			opts.Progress(i+1, len(selected), c.Name)
		}
		if opts.Update {
			changed, err := ApplyUpdate(res)
			if err != nil {
				return sum, err
			}
			if changed {
				sum.Updated = append(sum.Updated, c.Path)
			}
		}
	}
	sum.ReferenceWired = opts.reference() != nil
	return sum, nil
}

func (o *Options) reference() ReferenceFunc {
	if o.Reference != nil {
		return o.Reference
	}
	return Reference
}

// CheckCase runs one case against the given targets.
func CheckCase(ctx context.Context, set *engineSet, opts *Options, c *Case, targets []string) *CaseResult {
	k := newChecker(set, opts, c)
	defer k.close()
	res := k.source(ctx)
	for _, t := range targets {
		res.Targets = append(res.Targets, k.target(ctx, t))
	}
	k.finish(res)
	return res
}

func newChecker(set *engineSet, opts *Options, c *Case) *checker {
	return &checker{opts: opts, ref: opts.reference(), st: set.newCase(), c: c}
}

func (k *checker) timeout() time.Duration {
	if k.opts.CaseTimeout > 0 {
		return k.opts.CaseTimeout
	}
	return 2 * time.Minute
}

func (k *checker) source(ctx context.Context) *CaseResult {
	ctx, cancel := context.WithTimeout(ctx, k.timeout())
	defer cancel()
	return k.checkSource(ctx)
}

func (k *checker) target(ctx context.Context, t string) *TargetResult {
	ctx, cancel := context.WithTimeout(ctx, k.timeout())
	defer cancel()
	return k.checkTarget(ctx, t)
}

func (k *checker) close() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	k.st.close(ctx)
}

// finish records where the rows were confirmed by a translation on a
// real engine, and notes a case whose rows no engine confirmed.
func (k *checker) finish(res *CaseResult) {
	for _, t := range res.Targets {
		if t.Level == LevelEngine && t.Status == Passed {
			res.Confirmed = append(res.Confirmed, engineOf(t.Target)+": "+t.Target+" translation")
		}
	}
	if k.c.HasRows && len(res.Confirmed) == 0 {
		res.note("-- rows -- not confirmed on any engine in this run (no engine target translated and no oracle ran)")
	}
}

// ApplyUpdate rewrites the case file's goldens from the translator's
// results: a translation becomes want.<target>.sql, a refusal with a
// diagnostic becomes refuse.<target>. A syntax error (L/P codes) is never
// recorded unless the case already expects that code.
func ApplyUpdate(res *CaseResult) (bool, error) {
	c := res.Case
	for _, t := range res.Targets {
		switch {
		case t.Refusal == nil && t.SQL != "":
			c.Want[t.Target] = t.SQL
			delete(c.Refuse, t.Target)
		case t.Refusal != nil:
			if isSyntaxCode(t.Refusal.Code) {
				if old, ok := c.Refuse[t.Target]; !ok || old.Code != t.Refusal.Code {
					continue
				}
			}
			c.Refuse[t.Target] = *t.Refusal
			delete(c.Want, t.Target)
		}
	}
	return c.WriteFile()
}

// Failed counts the failed target results and the cases whose own checks
// failed.
func (s *Summary) Failed() (targets, cases int) {
	for _, c := range s.Cases {
		if len(c.Failures) > 0 {
			cases++
		}
		for _, t := range c.Targets {
			if t.Status == Failed {
				targets++
			}
		}
	}
	return targets, cases
}

// Counts are the outcomes of a set of target results.
type Counts struct{ Passed, Refused, Failed int }

// Table renders the per source x target counts, "passed/refused/failed",
// with a total row and column.
func (s *Summary) Table() string {
	type key struct{ src, dst string }
	cells := map[key]*Counts{}
	add := func(k key, st Status) {
		c := cells[k]
		if c == nil {
			c = &Counts{}
			cells[k] = c
		}
		switch st {
		case Passed:
			c.Passed++
		case Refused:
			c.Refused++
		default:
			c.Failed++
		}
	}
	srcSet := map[string]bool{}
	for _, cr := range s.Cases {
		for _, t := range cr.Targets {
			srcSet[t.Source] = true
			add(key{t.Source, t.Target}, t.Status)
			add(key{t.Source, "total"}, t.Status)
			add(key{"total", t.Target}, t.Status)
			add(key{"total", "total"}, t.Status)
		}
	}
	var srcs []string
	for _, src := range Sources {
		if srcSet[src] {
			srcs = append(srcs, src)
		}
	}
	srcs = append(srcs, "total")
	cols := append(slices.Clone(Targets), "total")
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 1, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "source \\ target (passed/refused/failed)\t%s\t\n", strings.Join(cols, "\t"))
	for _, src := range srcs {
		fmt.Fprintf(w, "%s", src)
		for _, dst := range cols {
			c := cells[key{src, dst}]
			if c == nil {
				fmt.Fprintf(w, "\t-")
				continue
			}
			fmt.Fprintf(w, "\t%d/%d/%d", c.Passed, c.Refused, c.Failed)
		}
		fmt.Fprintf(w, "\t\n")
	}
	w.Flush()
	ft, fc := s.Failed()
	fmt.Fprintf(&b, "%d case(s) with failed case checks, %d failed target result(s)\n", fc, ft)
	if !s.ReferenceWired {
		b.WriteString("reference executor: not wired (no rows were checked on it)\n")
	}
	return b.String()
}

// Report lists every failure, case by case, then the notes that matter
// (engines unavailable, rows not confirmed).
func (s *Summary) Report() string {
	var b strings.Builder
	for _, cr := range s.Cases {
		for _, f := range cr.Failures {
			fmt.Fprintf(&b, "FAIL %s: %s\n", cr.Case.Name, f)
		}
		for _, t := range cr.Targets {
			for _, f := range t.Failures {
				fmt.Fprintf(&b, "FAIL %s -> %s: %s\n", cr.Case.Name, t.Target, f)
			}
		}
	}
	notes := map[string]int{}
	for _, cr := range s.Cases {
		for _, n := range cr.Notes {
			notes[firstLine(n)]++
		}
		for _, t := range cr.Targets {
			for _, n := range t.Notes {
				notes[firstLine(n)]++
			}
		}
	}
	keys := make([]string, 0, len(notes))
	for n := range notes {
		keys = append(keys, n)
	}
	sort.Strings(keys)
	for _, n := range keys {
		fmt.Fprintf(&b, "note (%d×): %s\n", notes[n], n)
	}
	return b.String()
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
