package peers

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/executor"
)

// Status is the outcome of one case.
type Status int

const (
	Pass Status = iota
	Fail
	Skip
)

func (s Status) String() string { return [...]string{"pass", "fail", "skip"}[s] }

// Outcome is the result of running one case on the reference executor.
type Outcome struct {
	Status Status
	// Reason is one line: why the case failed or was skipped.
	Reason string
	// Detail is the diff or the full error, for the test log.
	Detail string
	// NamesDiffer marks a pass whose rows are the expected ones but whose
	// column names are not the suite's (Reason says which).
	NamesDiffer bool
}

// Limits of one case's run.
const (
	CaseTimeout = 20 * time.Second
	CaseMaxRows = 5_000_000
)

// A setup statement is either run, honoured as a session setting the
// executor implements, or ignored because it cannot change a result.
var (
	pragmaRE = regexp.MustCompile(`(?is)^\s*(PRAGMA|SET|RESET)\s+(?:SESSION\s+)?([A-Za-z_][A-Za-z_0-9]*)`)
	// Settings that change results; the executor implements them (SET).
	honouredSettings = map[string]bool{
		"default_null_order":                     true,
		"scalar_subquery_error_on_multiple_rows": true,
		"timezone":                               true, // TIMESTAMPTZ input, calendar arithmetic and display
		"calendar":                               true, // ICU's; the executor knows gregorian
	}
	// DuckDB extensions whose semantics the reference executor implements:
	// icu gives TIMESTAMPTZ its session time zone and calendar arithmetic.
	implementedExtensions = map[string]bool{
		"icu": true,
	}
)

// setting returns the name of the engine setting a setup statement sets
// ("" when the statement is not a PRAGMA, SET or RESET).
func setting(stmt string) string {
	m := pragmaRE.FindStringSubmatch(stmt)
	if m == nil {
		return ""
	}
	return strings.ToLower(m[2])
}

// resultSettings are the result-changing settings of a case's setup.
func resultSettings(c *Case) []string {
	var out []string
	for _, s := range c.Setup {
		if n := setting(s); honouredSettings[n] {
			out = append(out, n)
		}
	}
	return out
}

var (
	introspectRE = regexp.MustCompile(`(?i)^(EXPLAIN|SUMMARIZE|PRAGMA|SHOW)\b|\(\s*(SUMMARIZE|SHOW)\b`)
	dataFileRE   = regexp.MustCompile(`(?i)'\{DATA_DIR\}/([^']*)'`)
	explainRE    = regexp.MustCompile(`(?i)^\s*EXPLAIN\b`)
)

// SkipReason says why a case is out of scope, or "".
func SkipReason(c *Case) string {
	if len(c.Requires) > 0 {
		// sqllogictest `require` lines: an extension, or a runner mode
		// (no_extension_autoloading)
		var ext, modes []string
		for _, r := range c.Requires {
			if f := strings.Fields(r); len(f) > 0 && strings.HasPrefix(f[0], "no_") {
				modes = append(modes, f[0])
			} else if len(f) > 0 && !implementedExtensions[f[0]] {
				ext = append(ext, f[0])
			}
		}
		switch {
		case len(ext) > 0 && len(modes) > 0:
			return "requires the DuckDB extension " + strings.Join(ext, ", ") + " (and the runner mode " + strings.Join(modes, ", ") + ")"
		case len(ext) > 0:
			return "requires the DuckDB extension " + strings.Join(ext, ", ")
		case len(modes) > 0:
			return "requires the sqllogictest runner mode " + strings.Join(modes, ", ")
		}
	}
	md := missingDataFiles(c)
	if md.whole != "" {
		return "reads DuckDB's test data file " + md.whole + ", which the suites do not include"
	}
	if r := md.unavailableRead(c); r != "" {
		return r
	}
	if m := introspectRE.FindStringSubmatch(strings.TrimSpace(c.Query)); m != nil {
		what := strings.ToUpper(m[1] + m[2])
		return what + " output is engine-specific text: out of scope"
	}
	return ""
}

// script is what runs for a case: the setup statements that can change
// state (settings lateral does not honour, EXPLAINs, PREPAREs and
// statements reading a missing data file left out)
// and the query (an EXECUTE expanded).
func script(c *Case) (setup []string, query string, err error) {
	missing := missingDataFiles(c).skipped
	for i, s := range c.Setup {
		if missing[i] {
			continue // reads a data file the suites do not include (SkipReason)
		}
		if n := setting(s); n != "" && !honouredSettings[n] {
			continue // PRAGMA enable_verification, SET TimeZone='UTC'...: no effect on rows
		}
		if isPrepare(s) || explainRE.MatchString(s) {
			continue
		}
		setup = append(setup, s)
	}
	query, err = expandExecute(c.Query, prepared(c.Setup))
	return setup, query, err
}

// result is what running a case's statements gave: the query's columns
// and rows, or an error of a setup statement or of the query.
type result struct {
	cols     []string
	rows     [][]engines.Value
	err      error
	setupErr bool
}

// runStatements runs setup statements then query in dialect on a fresh
// database (one session, so SET persists), and returns the query's result,
// its intervals written as the case's engine prints them (DuckDB '3 months',
// CockroachDB as PostgreSQL '3 mons'), whatever the dialect run.
func runStatements(ctx context.Context, c *Case, dialect string, setup []string, query string) result {
	ctx, cancel := context.WithTimeout(ctx, CaseTimeout)
	defer cancel()
	opts := lateral.RunOptions{Database: executor.NewDatabase(), MaxRows: CaseMaxRows}
	for _, s := range setup {
		r, err := lateral.Run(ctx, s, dialect, opts)
		if err == nil {
			_, err = r.All()
			r.Close()
		}
		if err != nil {
			return result{err: fmt.Errorf("setup %q: %w", oneLine(s, 80), err), setupErr: true}
		}
	}
	r, err := lateral.Run(ctx, query, dialect, opts)
	if err != nil {
		return result{err: err}
	}
	defer r.Close()
	all, err := r.All()
	if err != nil {
		return result{err: err}
	}
	var res result
	for _, c := range r.Columns() {
		res.cols = append(res.cols, c.Name)
	}
	res.rows = engines.FromReferenceRowsIn(all, c.Dialect)
	return res
}

// Run runs one case on the reference executor in its dialect and compares
// the result with the suite's.
func Run(ctx context.Context, c *Case) Outcome {
	if r := SkipReason(c); r != "" {
		return Outcome{Status: Skip, Reason: r}
	}
	setup, query, err := script(c)
	if err != nil {
		return Outcome{Status: Fail, Reason: oneLine(err.Error(), 160)}
	}
	return check(c, runStatements(ctx, c, c.LateralDialect(), setup, query))
}

// check compares a result with the case's expectation. An expected error
// is met by any error of the query but an internal one (a bug in lateral).
func check(c *Case, res result) Outcome {
	cols, rows, err := res.cols, res.rows, res.err
	if res.setupErr {
		return Outcome{Status: Fail, Reason: errReason(err), Detail: err.Error()}
	}
	if err != nil && strings.Contains(err.Error(), "internal error") {
		return Outcome{Status: Fail, Reason: errReason(err), Detail: err.Error()}
	}
	if c.Expected.Error {
		if err != nil {
			return Outcome{Status: Pass, Reason: "error as expected: " + errReason(err)}
		}
		return Outcome{Status: Fail, Reason: fmt.Sprintf("expected an error (%s), got %d rows", oneLine(c.Expected.Message, 80), len(rows)),
			Detail: engines.FormatRows(rows)}
	}
	if err != nil {
		return Outcome{Status: Fail, Reason: errReason(err), Detail: err.Error()}
	}
	if ok, diff := compareRows(c, rows); !ok {
		return Outcome{Status: Fail, Reason: rowsReason(c, rows), Detail: diff}
	}
	// The target is the expected rows; column names, which only the
	// CockroachDB suite gives, are compared and reported on their own.
	if c.Expected.Columns != nil && !equalStrings(cols, c.Expected.Columns) {
		return Outcome{Status: Pass, NamesDiffer: true,
			Reason: fmt.Sprintf("columns %s, want %s", strings.Join(cols, ", "), strings.Join(c.Expected.Columns, ", "))}
	}
	return Outcome{Status: Pass}
}

// printValue prints a result value as the case's engine would.
func printValue(c *Case, v engines.Value) string {
	if c.Dialect == "cockroach" {
		return CockroachText(v)
	}
	return DuckDBText(v)
}

// matches says whether a result value equals the suite's printed value.
// Like DuckDB's sqllogictest runner, which casts the expected text to the
// result's type when the texts differ, a BOOLEAN matches true/false, t/f
// and 1/0 in any case; numbers compare by value (TextEqual).
func matches(c *Case, v engines.Value, want *string) bool {
	if v == nil || want == nil {
		return v == nil && want == nil
	}
	if b, ok := v.(bool); ok {
		switch strings.ToLower(*want) {
		case "true", "t", "1":
			return b
		case "false", "f", "0":
			return !b
		}
		return false
	}
	return TextEqual(printValue(c, v), *want)
}

func rowMatches(c *Case, got []engines.Value, want []*string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if !matches(c, got[i], want[i]) {
			return false
		}
	}
	return true
}

// compareRows compares rows with the expected ones: in order when the case
// is ordered, else as multisets.
func compareRows(c *Case, rows [][]engines.Value) (bool, string) {
	want := c.Expected.Rows
	ok := multisetEqual(c, rows, want)
	if ok && c.Ordered {
		for i := range rows {
			if !rowMatches(c, rows[i], want[i]) {
				ok = false
				break
			}
		}
	}
	if ok {
		return true, ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "got %d rows, want %d (ordered=%v):\n", len(rows), len(want), c.Ordered)
	for i := 0; i < max(len(rows), len(want)) && i < 30; i++ {
		g, w := "", ""
		mark := "≠"
		if i < len(rows) {
			g = fmtRow(printRow(c, rows[i]))
		}
		if i < len(want) {
			w = fmtRow(want[i])
		}
		if i < len(rows) && i < len(want) && rowMatches(c, rows[i], want[i]) {
			mark = " "
		}
		fmt.Fprintf(&b, "  %s got %-40s want %s\n", mark, g, w)
	}
	return false, b.String()
}

func printRow(c *Case, row []engines.Value) []*string {
	out := make([]*string, len(row))
	for i, v := range row {
		if v != nil {
			s := printValue(c, v)
			out[i] = &s
		}
	}
	return out
}

func rowsReason(c *Case, rows [][]engines.Value) string {
	want := c.Expected.Rows
	if multisetEqual(c, rows, want) {
		return "same rows in another order"
	}
	if len(rows) != len(want) {
		return fmt.Sprintf("wrong rows: %d rows, want %d", len(rows), len(want))
	}
	for i := range rows {
		if !rowMatches(c, rows[i], want[i]) {
			return fmt.Sprintf("wrong rows: first difference %s, want %s", oneLine(fmtRow(printRow(c, rows[i])), 60), oneLine(fmtRow(want[i]), 60))
		}
	}
	return "wrong rows"
}

func multisetEqual(c *Case, got [][]engines.Value, want [][]*string) bool {
	if len(got) != len(want) {
		return false
	}
	used := make([]bool, len(want))
	for _, g := range got {
		found := false
		for j, w := range want {
			if !used[j] && rowMatches(c, g, w) {
				used[j], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func fmtRow(r []*string) string {
	parts := make([]string, len(r))
	for i, v := range r {
		if v == nil {
			parts[i] = "NULL"
		} else {
			parts[i] = *v
		}
	}
	return "(" + strings.Join(parts, " | ") + ")"
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// errReason is an error on one line: the first diagnostic of a lateral
// error with its code, else the message.
func errReason(err error) string {
	var le *lateral.Error
	if errors.As(err, &le) && len(le.Diagnostics) > 0 {
		d := le.Diagnostics[0]
		prefix := ""
		if s := err.Error(); strings.HasPrefix(s, "setup ") {
			if i := strings.Index(s, ": "); i > 0 {
				prefix = s[:i+2]
			}
		}
		return oneLine(prefix+diagText(d), 160)
	}
	return oneLine(err.Error(), 160)
}

func diagText(d *diag.Diagnostic) string {
	if d.Code != "" {
		return d.Code + " " + d.Message
	}
	return d.Message
}

// oneLine folds s onto one line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:n]) + "…"
	}
	return s
}
