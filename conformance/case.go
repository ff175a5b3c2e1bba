package conformance

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/lateral-sql/lateral/conformance/internal/canon"
	"github.com/lateral-sql/lateral/engines"
)

// Targets are the dialects every case is translated to, in the order of
// the goldens in a case file and of the columns of the matrix.
var Targets = []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery", "snowflake"}

// Sources are the dialects a case's input may be written in.
var Sources = Targets

// Traps are the trap ids of SEMANTICS.md §2 a case may claim to cover.
var Traps = []string{"T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13", "T14"}

// Case is one conformance case: a txtar file under a feature folder.
type Case struct {
	Path    string // the file
	Name    string // feature/file, without the .txtar extension
	Feature string // the folder
	// Intent is the comment before the first section: what the case checks
	// and which documented rule its rows come from.
	Intent string
	// Traps are the ids named on the intent's "traps:" line.
	Traps  []string
	Source string // dialect of Input
	Input  string
	// Tables is the fixture script (CREATE TABLE, INSERT) in Source.
	Tables string
	// NoSchema: translate without telling the translator the tables'
	// column types (section "no-schema").
	NoSchema bool
	// Want holds the golden translation per target; Refuse the expected
	// refusal per target. A target has exactly one of the two.
	Want   map[string]string
	Refuse map[string]Refusal
	// Raises holds, per target with a golden, a part of the error the
	// translation gives when it runs (section "raises.<target>"): the
	// target raises where the source gives rows (a loud difference, which
	// rows cannot express), so the reference executor, and a real engine
	// that stands in for the target, must fail with that text instead of
	// giving the rows.
	Raises map[string]string
	// RaisesOn holds, per target and engine ("trino/postgres"), a part of
	// the error a real engine standing in for the target must give
	// (section "raises.<target>.<engine>": the engine's own message or its
	// SQLSTATE); without it the engine's error must hold raises.<target>.
	// Either way a syntax or name error of the engine (PostgreSQL's SQLSTATE
	// class 42, DuckDB's Parser, Binder and Catalog errors) is no raise.
	RaisesOn map[string]string
	// Rows are the expected rows of the source semantics; HasRows is false
	// when the case has no rows section (every target refused).
	Rows    [][]engines.Value
	RowText []string
	HasRows bool
	// Ordered: the rows are compared in order (section "ordered").
	Ordered bool
	// Columns, when set, are the expected output column names (section
	// "columns", comma separated), compared case-insensitively.
	Columns []string
	// Oracles are hand-written queries per engine ("postgres", "duckdb")
	// over the fixtures that must give Rows: an independent confirmation of
	// the rows where no translation reaches a real engine.
	Oracles map[string]string
}

// Refusal is an expected refusal: the diagnostic code and, when given,
// its position in the input ("line:col").
type Refusal struct {
	Code string
	Pos  string
}

func (r Refusal) String() string {
	if r.Pos == "" {
		return r.Code
	}
	return r.Code + " @" + r.Pos
}

var (
	reInput    = regexp.MustCompile(`^input\.([a-z]+)\.sql$`)
	reWant     = regexp.MustCompile(`^want\.([a-z]+)\.sql$`)
	reRefuse   = regexp.MustCompile(`^refuse\.([a-z]+)$`)
	reOracle   = regexp.MustCompile(`^oracle\.([a-z]+)\.sql$`)
	reRaises   = regexp.MustCompile(`^raises\.([a-z]+)$`)
	reRaisesOn = regexp.MustCompile(`^raises\.([a-z]+)\.([a-z]+)$`)
	reRefText  = regexp.MustCompile(`^([A-Z]+[0-9]*)(?:\s+@(\d+:\d+))?$`)
	reTraps    = regexp.MustCompile(`(?mi)^traps:\s*(.*)$`)
)

// LoadCases reads every *.txtar file under dir (sorted by name). Folders
// named "parse" (the parser corpus) and "testdata" are not cases.
func LoadCases(dir string) ([]*Case, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != dir && (d.Name() == "parse" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".txtar") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var cases []*Case
	var errs []string
	for _, f := range files {
		c, err := ReadCase(dir, f)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		cases = append(cases, c)
	}
	if len(errs) > 0 {
		return cases, fmt.Errorf("%d malformed case(s):\n%s", len(errs), strings.Join(errs, "\n"))
	}
	return cases, nil
}

// ReadCase reads and checks one case file; root is the folder the case
// name is relative to.
func ReadCase(root, path string) (*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel(root, path)
	if err != nil {
		rel = path
	}
	name := filepath.ToSlash(strings.TrimSuffix(rel, ".txtar"))
	c, err := ParseCase(name, data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	c.Path = path
	return c, nil
}

// ParseCase parses the text of a case named name ("feature/file").
func ParseCase(name string, data []byte) (*Case, error) {
	a := txtar.Parse(data)
	c := &Case{
		Name:     name,
		Intent:   strings.TrimSpace(string(a.Comment)),
		Want:     map[string]string{},
		Refuse:   map[string]Refusal{},
		Raises:   map[string]string{},
		RaisesOn: map[string]string{},
		Oracles:  map[string]string{},
	}
	if i := strings.LastIndex(name, "/"); i >= 0 {
		c.Feature = name[:i]
	}
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if c.Intent == "" {
		bad("no intent: the comment before the first section must say what the case checks and cite the rule its rows follow")
	}
	if m := reTraps.FindStringSubmatch(c.Intent); m != nil {
		for _, t := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
			t = strings.ToUpper(t)
			if !slices.Contains(Traps, t) {
				bad("traps: unknown trap %q (known: T1..T14)", t)
				continue
			}
			c.Traps = append(c.Traps, t)
		}
	}
	seen := map[string]bool{}
	for _, f := range a.Files {
		if seen[f.Name] {
			bad("section %q appears twice", f.Name)
		}
		seen[f.Name] = true
		text := string(f.Data)
		switch {
		case f.Name == "tables":
			c.Tables = strings.TrimSpace(text)
		case f.Name == "rows":
			c.HasRows = true
			for _, line := range strings.Split(text, "\n") {
				line = strings.TrimSpace(line)
				if line == "" {
					continue
				}
				row, err := canon.ParseRow(line)
				if err != nil {
					bad("rows: %v", err)
					continue
				}
				c.Rows = append(c.Rows, row)
				c.RowText = append(c.RowText, line)
			}
		case f.Name == "ordered":
			c.Ordered = true
		case f.Name == "no-schema":
			c.NoSchema = true
		case f.Name == "columns":
			for _, col := range strings.Split(strings.TrimSpace(text), ",") {
				if col = strings.TrimSpace(col); col != "" {
					c.Columns = append(c.Columns, col)
				}
			}
		case reInput.MatchString(f.Name):
			d := reInput.FindStringSubmatch(f.Name)[1]
			if !slices.Contains(Sources, d) {
				bad("input: unknown dialect %q", d)
			}
			if c.Source != "" {
				bad("more than one input section")
			}
			c.Source, c.Input = d, strings.TrimSpace(text)
		case reWant.MatchString(f.Name):
			d := reWant.FindStringSubmatch(f.Name)[1]
			if !slices.Contains(Targets, d) {
				bad("want: unknown target %q", d)
			}
			c.Want[d] = strings.TrimSpace(text)
		case reRefuse.MatchString(f.Name):
			d := reRefuse.FindStringSubmatch(f.Name)[1]
			if !slices.Contains(Targets, d) {
				bad("refuse: unknown target %q", d)
			}
			m := reRefText.FindStringSubmatch(strings.TrimSpace(text))
			if m == nil {
				bad("refuse.%s: want a diagnostic code, optionally followed by @line:col, got %q", d, strings.TrimSpace(text))
				continue
			}
			c.Refuse[d] = Refusal{Code: m[1], Pos: m[2]}
		case reRaises.MatchString(f.Name):
			d := reRaises.FindStringSubmatch(f.Name)[1]
			if !slices.Contains(Targets, d) {
				bad("raises: unknown target %q", d)
			}
			if c.Raises[d] = strings.TrimSpace(text); c.Raises[d] == "" {
				bad("raises.%s: want a part of the error's text", d)
			}
		case reRaisesOn.MatchString(f.Name):
			m := reRaisesOn.FindStringSubmatch(f.Name)
			if !slices.Contains(Targets, m[1]) {
				bad("raises: unknown target %q", m[1])
			}
			if m[2] != engines.Postgres && m[2] != engines.DuckDB {
				bad("raises.%s.%s: unknown engine %q (postgres or duckdb)", m[1], m[2], m[2])
			}
			if c.RaisesOn[m[1]+"/"+m[2]] = strings.TrimSpace(text); c.RaisesOn[m[1]+"/"+m[2]] == "" {
				bad("raises.%s.%s: want a part of the engine's error", m[1], m[2])
			}
		case reOracle.MatchString(f.Name):
			e := reOracle.FindStringSubmatch(f.Name)[1]
			if e != engines.Postgres && e != engines.DuckDB {
				bad("oracle: unknown engine %q (postgres or duckdb)", e)
			}
			c.Oracles[e] = strings.TrimSpace(text)
		default:
			bad("unknown section %q", f.Name)
		}
	}
	if c.Source == "" {
		bad("no input.<dialect>.sql section")
	}
	for t := range c.Want {
		if _, ok := c.Refuse[t]; ok {
			bad("target %s has both want.%s.sql and refuse.%s", t, t, t)
		}
	}
	for t := range c.Raises {
		if _, ok := c.Want[t]; !ok {
			bad("raises.%s needs want.%s.sql", t, t)
		}
	}
	for te := range c.RaisesOn {
		t, e, _ := strings.Cut(te, "/")
		if _, ok := c.Raises[t]; !ok {
			bad("raises.%s.%s needs raises.%s", t, e, t)
		}
	}
	if len(c.Oracles) > 0 && !c.HasRows {
		bad("oracle sections need a rows section")
	}
	if len(problems) > 0 {
		return c, fmt.Errorf("%s", strings.Join(problems, "; "))
	}
	return c, nil
}

// Format renders the case as txtar text, sections in the canonical order:
// tables, input, no-schema, the targets' goldens in Targets order, columns,
// rows, ordered, oracles.
func (c *Case) Format() []byte {
	a := &txtar.Archive{Comment: []byte(c.Intent + "\n")}
	add := func(name, text string) {
		text = strings.TrimRight(text, " \t\n")
		if text != "" {
			text += "\n"
		}
		a.Files = append(a.Files, txtar.File{Name: name, Data: []byte(text)})
	}
	if c.Tables != "" {
		add("tables", c.Tables)
	}
	add("input."+c.Source+".sql", c.Input)
	if c.NoSchema {
		add("no-schema", "")
	}
	for _, t := range Targets {
		if w, ok := c.Want[t]; ok {
			add("want."+t+".sql", w)
			if r, ok := c.Raises[t]; ok {
				add("raises."+t, r)
			}
			for _, e := range []string{engines.Postgres, engines.DuckDB} {
				if r, ok := c.RaisesOn[t+"/"+e]; ok {
					add("raises."+t+"."+e, r)
				}
			}
		} else if r, ok := c.Refuse[t]; ok {
			add("refuse."+t, r.String())
		}
	}
	if len(c.Columns) > 0 {
		add("columns", strings.Join(c.Columns, ", "))
	}
	if c.HasRows {
		add("rows", strings.Join(c.RowText, "\n"))
	}
	if c.Ordered {
		add("ordered", "")
	}
	for _, e := range []string{engines.Postgres, engines.DuckDB} {
		if o, ok := c.Oracles[e]; ok {
			add("oracle."+e+".sql", o)
		}
	}
	return txtar.Format(a)
}

// WriteFile writes the case back to its file when its text changed, and
// reports whether it did.
func (c *Case) WriteFile() (bool, error) {
	old, err := os.ReadFile(c.Path)
	if err != nil {
		return false, err
	}
	text := c.Format()
	if bytes.Equal(old, text) {
		return false, nil
	}
	return true, os.WriteFile(c.Path, text, 0o644)
}
