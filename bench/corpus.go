// Package bench holds lateral's benchmarks: the translation corpora and their loader, Go
// benchmarks (go test -bench ./bench), the harnesses of the peers (peers/), the scripts that
// run everything side by side (*.sh) and notes on what was measured (notes.md). How to run
// them and the latest numbers: docs/performance.md.
package bench

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// Corpus is one file of bench/corpus: blank-line separated queries of one source dialect,
// all of which lateral translates to every target.
type Corpus struct {
	Name    string
	From    string
	To      []string
	Queries []string
}

// Corpora are the corpus names, in report order.
var Corpora = []string{"hive_lateral", "trino_unnest", "plain_hive", "plain_trino"}

// Dir is bench/corpus, found from this source file (go test runs in bench/, commands may run
// anywhere in the repository).
func Dir() string {
	_, file, _, ok := runtime.Caller(0)
	if ok {
		if d := filepath.Join(filepath.Dir(file), "corpus"); isDir(d) {
			return d
		}
	}
	for _, d := range []string{"corpus", "bench/corpus"} {
		if isDir(d) {
			return d
		}
	}
	return "bench/corpus"
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// Load reads bench/corpus/NAME.sql.
func Load(name string) (*Corpus, error) {
	return LoadFile(filepath.Join(Dir(), name+".sql"))
}

// LoadFile reads a corpus file: "-- from:" and "-- to:" header lines, other comment lines
// ignored, queries separated by blank lines.
func LoadFile(path string) (*Corpus, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c := &Corpus{Name: strings.TrimSuffix(filepath.Base(path), ".sql")}
	var lines []string
	flush := func() {
		if len(lines) > 0 {
			c.Queries = append(c.Queries, strings.Join(lines, "\n"))
		}
		lines = nil
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case strings.HasPrefix(line, "-- from:"):
			c.From = strings.TrimSpace(strings.TrimPrefix(line, "-- from:"))
		case strings.HasPrefix(line, "-- to:"):
			for _, t := range strings.Split(strings.TrimPrefix(line, "-- to:"), ",") {
				if t = strings.TrimSpace(t); t != "" {
					c.To = append(c.To, t)
				}
			}
		case strings.HasPrefix(line, "--"):
		default:
			lines = append(lines, line)
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if c.From == "" || len(c.To) == 0 || len(c.Queries) == 0 {
		return nil, fmt.Errorf("%s: want -- from:, -- to: and queries", path)
	}
	return c, nil
}
