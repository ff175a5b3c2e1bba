package parsetree

import (
	_ "embed"
	"os"
	"strings"
	"sync"
)

//go:embed warmup.sql
var warmupSQL string

var warmOnce sync.Once

// Warm fills the parser's prediction cache by parsing a small corpus of common queries in every
// family (warmup.sql), once per process: later calls return at once, and a call while it runs
// waits for it. ANTLR builds its prediction DFA lazily and shares it among all parsers of the
// process, so without this the first queries of a process pay for it: a first query costs
// milliseconds where a warm one costs tens of microseconds.
func Warm() { warmOnce.Do(warm) }

func warm() {
	// Warm is the process's cold phase: give it the first parse's GC target.
	parsedOnce.Store(false)
	coldPhase(func() {
		for _, sec := range warmupSections() {
			parseEntry(sec.family, Script, sec.sql, Options{})
		}
	})
}

type warmSection struct {
	family Family
	sql    string
}

func warmupSections() []warmSection {
	var out []warmSection
	for _, part := range strings.Split(warmupSQL, "\n-- family: ")[1:] {
		name, body, _ := strings.Cut(part, "\n")
		f := Standard
		switch strings.TrimSpace(name) {
		case "hive":
			f = Hive
		case "presto":
			f = Presto
		}
		out = append(out, warmSection{f, body})
	}
	return out
}

// EnvWarmup names the environment variable that decides when the process warms the parser:
// "sync" during package initialization (the process starts ~0.1 s later but its first query
// is as fast as any; for servers), "async" in a background goroutine started then, "off"
// (the default) never unless Warm is called.
const EnvWarmup = "LATERAL_PARSER_WARMUP"

func init() {
	switch os.Getenv(EnvWarmup) {
	case "sync":
		Warm()
	case "async":
		go Warm()
	}
}
