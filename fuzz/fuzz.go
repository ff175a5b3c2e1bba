// Package fuzz holds what lateral's fuzz targets share: the seed corpus read
// from conformance/parse, the check that a diagnostic list is a proper
// refusal (positioned, never an internal error), and a random source driven
// by the fuzzer's bytes.
//
// The targets themselves live next to the code they exercise:
//
//	./dialects:FuzzParseHive, FuzzParsePresto, FuzzParseStandard  parse, then print in the same dialect
//	.:FuzzTranslate                                              any source x any target
//	./executor:FuzzExecutor                                      random tables and queries on lateral.Run
//
// Each runs its seeds as an ordinary test in `go test ./...`; inputs that
// once failed are committed under the package's testdata/fuzz/<Target>/.
package fuzz

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// Families maps a corpus folder of conformance/parse to the dialects that
// read it; the first is the family's main dialect.
var Families = map[string][]string{
	"hive":     {"hive", "spark", "doris"},
	"presto":   {"presto", "trino"},
	"standard": {"postgres", "ansi", "duckdb", "drill", "bigquery", "snowflake"},
}

// Dialects lists every dialect, in a fixed order that fuzz inputs index.
var Dialects = []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery", "snowflake"}

// Query is one query of the parse corpus.
type Query struct {
	File    string // family/name.sql
	Line    int    // first line of the query in File
	Dialect string // the dialect it was written for
	SQL     string
}

var dialectLine = regexp.MustCompile(`^--\s*dialect:\s*([a-z]+)\s*$`)

// ModuleRoot returns the directory holding go.mod, found upward from this
// source file (tests run in their package's folder).
func ModuleRoot() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "."
	}
	dir := filepath.Dir(file)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "."
		}
		dir = parent
	}
}

// Corpus reads the queries of conformance/parse/<family>/*.sql: queries are
// separated by blank lines, and a leading `-- dialect: NAME` comment names
// the dialect (else the family's main one).
func Corpus(family string) ([]Query, error) {
	names, ok := Families[family]
	if !ok {
		return nil, fmt.Errorf("unknown corpus family %q", family)
	}
	files, err := filepath.Glob(filepath.Join(ModuleRoot(), "conformance", "parse", family, "*.sql"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no corpus files for %s", family)
	}
	var out []Query
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		lines := strings.Split(string(data), "\n")
		start := 0
		flush := func(end int) {
			q := Query{File: family + "/" + filepath.Base(path), Line: start + 1, Dialect: names[0]}
			var sql []string
			for _, l := range lines[start:end] {
				tl := strings.TrimSpace(l)
				if m := dialectLine.FindStringSubmatch(tl); m != nil {
					q.Dialect = m[1]
				}
				if tl != "" && !strings.HasPrefix(tl, "--") {
					sql = append(sql, l)
				}
			}
			if len(sql) > 0 {
				q.SQL = strings.Join(sql, "\n")
				out = append(out, q)
			}
		}
		for i, l := range lines {
			if strings.TrimSpace(l) == "" {
				flush(i)
				start = i + 1
			}
		}
		flush(len(lines))
	}
	return out, nil
}

// MustCorpus is Corpus for seeding: it panics on a missing corpus, which
// only a broken checkout has.
func MustCorpus(family string) []Query {
	q, err := Corpus(family)
	if err != nil {
		panic(err)
	}
	return q
}

// Index returns the position of dialect in list, or 0.
func Index(list []string, dialect string) uint8 {
	for i, d := range list {
		if d == dialect {
			return uint8(i)
		}
	}
	return 0
}

// Internal codes: a diagnostic with one of them is a bug in lateral, not a
// refusal of the input.
var internalCodes = map[string]bool{"INTERNAL": true, "I001": true}

// internalMarkers are texts of errors that stand for a recovered panic.
var internalMarkers = []string{"internal error", "internal printer error"}

// IsInternal reports whether err stands for a bug in lateral (a recovered
// panic) rather than a refusal of the input.
func IsInternal(err error) bool {
	if err == nil {
		return false
	}
	var le *lateral.Error
	if errors.As(err, &le) {
		for _, d := range le.Diagnostics {
			if internalCodes[d.Code] {
				return true
			}
		}
	}
	msg := strings.ToLower(err.Error())
	for _, m := range internalMarkers {
		if strings.Contains(msg, m) {
			return true
		}
	}
	return false
}

// CheckDiagnostics returns a description of what is wrong with the error
// diagnostics of a refusal of src, or "": each must have a code, must not be
// internal, and must be positioned inside src with a line and column that
// agree with its byte offset. A diagnostic without position is accepted only
// for a limit that concerns the whole input (code LIMIT).
func CheckDiagnostics(src string, l diag.List) string {
	errs := l.Errors()
	if len(errs) == 0 {
		return "a refusal without any error diagnostic"
	}
	for _, d := range errs {
		if d.Code == "" {
			return fmt.Sprintf("a diagnostic without code: %v", d)
		}
		if internalCodes[d.Code] {
			return fmt.Sprintf("internal error: %v", d)
		}
		if !d.Span.Start.IsValid() {
			if d.Code == "LIMIT" {
				continue
			}
			return fmt.Sprintf("a diagnostic without position: %v", d)
		}
		if msg := CheckPos(src, d.Span.Start); msg != "" {
			return fmt.Sprintf("diagnostic %v: %s", d, msg)
		}
	}
	return ""
}

// CheckPos checks that p lies inside src and that its line and column
// (1-based, the column counted in bytes) agree with its offset.
func CheckPos(src string, p ast.Pos) string {
	if p.Offset < 0 || p.Offset > len(src) {
		return fmt.Sprintf("offset %d outside the input (length %d)", p.Offset, len(src))
	}
	line := 1 + strings.Count(src[:p.Offset], "\n")
	col := p.Offset - (strings.LastIndexByte(src[:p.Offset], '\n') + 1) + 1
	if p.Line != line || p.Col != col {
		return fmt.Sprintf("position %d:%d does not match offset %d (%d:%d)", p.Line, p.Col, p.Offset, line, col)
	}
	return ""
}

// Bytes is a deterministic source of choices read from fuzz input: each
// call consumes bytes, and an exhausted input gives zeros (the simplest
// choice), so every input, however short, describes one case.
type Bytes struct {
	data []byte
	pos  int
}

// NewBytes reads choices from data.
func NewBytes(data []byte) *Bytes { return &Bytes{data: data} }

// IntN returns a number in [0, n) (0 when n <= 1).
func (b *Bytes) IntN(n int) int {
	if n <= 1 {
		return 0
	}
	var v int
	if n <= 256 {
		v = int(b.byte())
	} else {
		v = int(b.byte())<<8 | int(b.byte())
	}
	return v % n
}

func (b *Bytes) byte() byte {
	if b.pos >= len(b.data) {
		return 0
	}
	c := b.data[b.pos]
	b.pos++
	return c
}
