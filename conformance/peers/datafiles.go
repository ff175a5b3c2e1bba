package peers

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's test files fill some tables from data files of DuckDB's
// repository (COPY tenk1 FROM '{DATA_DIR}/csv/tenk.tsv.gz'), which the
// suites do not include. Such a setup statement is not run, and the table it
// would fill is unavailable: it exists (its CREATE TABLE runs) but holds
// none of the rows the suite's results were computed from. A view or table
// built later in the setup from an unavailable table is unavailable too. A
// case whose query reads an unavailable table is skipped; the other cases of
// the same file run normally. When the table a statement fills cannot be
// told, or the query itself reads a data file, the case is skipped.

// unavailable is why a table holds no usable rows.
type unavailable struct {
	file string // the data file, relative to DuckDB's data directory
	from string // the unavailable table a view or table was built from, "" for the one the file fills
}

// missingData is what a case's setup cannot load.
type missingData struct {
	// skipped are the indexes of the setup statements not run.
	skipped map[int]bool
	// tables are the unavailable tables by lower-case name.
	tables map[string]unavailable
	// whole is the data file that makes the whole case unrunnable, or "".
	whole string
}

var (
	// COPY name [(columns)] FROM ...: the table a COPY fills.
	copyTableRE = regexp.MustCompile(`(?is)^\s*COPY\s+((?:"[^"]+"|[A-Za-z_][A-Za-z_0-9]*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_][A-Za-z_0-9]*))*)\s*(?:\([^)]*\))?\s*FROM\b`)
	// the unparsed fallback: CREATE ... TABLE|VIEW name, INSERT INTO name
	definesRE = regexp.MustCompile(`(?is)^\s*(?:CREATE\s+(?:OR\s+REPLACE\s+)?(?:(?:TEMP|TEMPORARY)\s+)?(?:TABLE|VIEW)\s+(?:IF\s+NOT\s+EXISTS\s+)?|INSERT\s+(?:OR\s+\w+\s+)?INTO\s+)((?:"[^"]+"|[A-Za-z_][A-Za-z_0-9]*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_][A-Za-z_0-9]*))*)`)
	wordRE    = regexp.MustCompile(`"[^"]*"|'(?:[^']|'')*'|[A-Za-z_][A-Za-z_0-9]*`)
)

// lastName is the lower-case last part of a possibly qualified, possibly
// quoted name as written (DuckDB's names are case-insensitive, quoted or not).
func lastName(q string) string {
	parts := strings.Split(q, ".")
	return strings.ToLower(strings.Trim(strings.TrimSpace(parts[len(parts)-1]), `"`))
}

// filledTable is the table a setup statement reading a data file fills, or
// "" when it cannot be told.
func filledTable(stmt, dialect string) string {
	if m := copyTableRE.FindStringSubmatch(stmt); m != nil {
		return lastName(m[1])
	}
	if name, _, ok := definedFrom(stmt, dialect); ok {
		return name
	}
	return ""
}

// definedFrom parses a setup statement that defines or fills a table or view
// (CREATE TABLE ... [AS query], CREATE VIEW, INSERT INTO) and returns its
// lower-case name and the names it reads. ok is false for other statements.
// A statement lateral does not parse is read as text: every word is taken
// for a name it may read.
func definedFrom(stmt, dialect string) (name string, reads []string, ok bool) {
	script, err := lateral.Parse(stmt, dialect, lateral.Limits{})
	if err != nil || len(script.Stmts) != 1 {
		m := definesRE.FindStringSubmatch(stmt)
		if m == nil {
			return "", nil, false
		}
		return lastName(m[1]), words(stmt[len(m[0]):]), true
	}
	switch s := script.Stmts[0].(type) {
	case *ast.CreateTable:
		return strings.ToLower(s.Name.Last().Name), tablesRead(s.AsQuery), true
	case *ast.CreateView:
		return strings.ToLower(s.Name.Last().Name), tablesRead(s.Query), true
	case *ast.Insert:
		return strings.ToLower(s.Table.Last().Name), tablesRead(s.Query), true
	}
	return "", nil, false
}

// tablesRead are the lower-case names of the tables, views and table
// functions a tree reads (a CTE of the same name counts: it errs towards
// skipping).
func tablesRead(n ast.Node) []string {
	if n == nil {
		return nil
	}
	var out []string
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Table:
			out = append(out, strings.ToLower(n.Name.Last().Name))
		case *ast.Func:
			out = append(out, strings.ToLower(n.Name.Last().Name))
		}
		return true
	})
	return out
}

// words are the lower-case identifiers of a statement's text, string
// literals left out.
func words(s string) []string {
	var out []string
	for _, w := range wordRE.FindAllString(s, -1) {
		if w[0] != '\'' {
			out = append(out, strings.ToLower(strings.Trim(w, `"`)))
		}
	}
	return out
}

// missingDataFiles finds the setup statements of c that read a data file
// the suites do not include, and the tables left unavailable.
func missingDataFiles(c *Case) missingData {
	md := missingData{skipped: map[int]bool{}, tables: map[string]unavailable{}}
	dialect := c.LateralDialect()
	for i, s := range c.Setup {
		if m := dataFileRE.FindStringSubmatch(s); m != nil {
			name := filledTable(s, dialect)
			if name == "" {
				md.whole = m[1]
				return md
			}
			md.skipped[i] = true
			md.tables[name] = unavailable{file: m[1]}
			continue
		}
		if len(md.tables) == 0 {
			continue
		}
		name, reads, ok := definedFrom(s, dialect)
		if !ok {
			continue
		}
		for _, r := range reads {
			if u, bad := md.tables[r]; bad && r != name {
				if u.from == "" {
					u.from = r
				}
				md.tables[name] = u
				break
			}
		}
	}
	if m := dataFileRE.FindStringSubmatch(c.Query); m != nil {
		md.whole = m[1]
	}
	return md
}

// unavailableRead says why the query cannot be checked because it reads an
// unavailable table, or "".
func (md missingData) unavailableRead(c *Case) string {
	if len(md.tables) == 0 {
		return ""
	}
	var reads []string
	query, err := expandExecute(c.Query, prepared(c.Setup))
	if err != nil {
		query = c.Query
	}
	if script, err := lateral.Parse(query, c.LateralDialect(), lateral.Limits{}); err == nil {
		for _, st := range script.Stmts {
			reads = append(reads, tablesRead(st)...)
		}
	} else {
		reads = words(query)
	}
	for _, r := range reads {
		u, bad := md.tables[r]
		if !bad {
			continue
		}
		why := "reads " + r
		if u.from != "" {
			why += ", built from " + u.from
		}
		return why + ", filled from DuckDB's test data file " + u.file + ", which the suites do not include"
	}
	return ""
}
