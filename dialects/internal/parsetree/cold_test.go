package parsetree

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// freshDFAs is an empty prediction cache for the parser's ATN.
func freshDFAs(atn *antlr.ATN) []*antlr.DFA {
	d := make([]*antlr.DFA, len(atn.DecisionToState))
	for i, s := range atn.DecisionToState {
		d[i] = antlr.NewDFA(s, i)
	}
	return d
}

// BenchmarkParseCold parses each benchmark query with an empty prediction cache, as the first
// query of a process does (without the ATN deserialization, done once per process).
func BenchmarkParseCold(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			c := cpuTime()
			for n := 0; n < b.N; n++ {
				toks, _ := lexer.Tokenize(f, q, lexer.Limits{}, nil)
				p := sqlparser.NewSqlParser(lexer.NewStream(q, toks))
				p.Interpreter = antlr.NewParserATNSimulator(p, p.GetATN(), freshDFAs(p.GetATN()), nil)
				p.RemoveErrorListeners()
				p.SetErrorHandler(bailStrategy{antlr.NewDefaultErrorStrategy()})
				p.Interpreter.SetPredictionMode(antlr.PredictionModeSLL)
				p.MultiStatement()
			}
			reportCPU(b, c)
		})
	}
}

// TestColdCost measures, in a fresh test process, what the prediction cache costs the first
// parses: every query of bench/corpus parsed twice (CPU time of the first and second passes),
// after Warm or not, and the live heap the cache holds. It is an experiment for bench/notes.md:
//
//	LATERAL_PARSE_EXPERIMENTS=cold go test -count=1 -run TestColdCost -v ./dialects/internal/parsetree
//	LATERAL_PARSE_EXPERIMENTS=warm go test -count=1 -run TestColdCost -v ./dialects/internal/parsetree
func TestColdCost(t *testing.T) {
	mode := os.Getenv("LATERAL_PARSE_EXPERIMENTS")
	if mode != "cold" && mode != "warm" {
		t.Skip("set LATERAL_PARSE_EXPERIMENTS=cold or warm")
	}
	t.Logf("live heap at start: %d KB", liveHeapKB())
	if mode == "warm" {
		c0, t0 := cpuTime(), time.Now()
		Warm()
		t.Logf("Warm: %v wall, %v CPU; live heap %d KB", time.Since(t0).Round(time.Millisecond), cpuTime()-c0, liveHeapKB())
	}
	var first, second, worst time.Duration
	n, usedLL := 0, 0
	for _, c := range []struct {
		name string
		f    Family
	}{{"hive_lateral", Hive}, {"trino_unnest", Presto}, {"plain_hive", Hive}, {"plain_trino", Presto}} {
		b, err := os.ReadFile(filepath.Join("..", "..", "..", "bench", "corpus", c.name+".sql"))
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range strings.Split(string(b), "\n\n") {
			if strings.HasPrefix(q, "--") {
				continue
			}
			t0 := cpuTime()
			if res, _ := ParseString(c.f, q, Options{}); res != nil && res.UsedLL {
				usedLL++
			}
			t1 := cpuTime()
			ParseString(c.f, q, Options{})
			t2 := cpuTime()
			first += t1 - t0
			second += t2 - t1
			worst = max(worst, t1-t0)
			n++
		}
	}
	t.Logf("%d corpus queries: first parses %v CPU in all (slowest %v), second parses %v; %d needed the LL pass", n, first, worst, second, usedLL)
	for name, f := range familyDirs {
		files, _ := filepath.Glob(filepath.Join("..", "..", "..", "conformance", "parse", name, "*.sql"))
		for _, file := range files {
			b, _ := os.ReadFile(file)
			Parse(f, b, Options{})
		}
	}
	t.Logf("live heap after the whole conformance corpus: %d KB", liveHeapKB())
}

func liveHeapKB() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc / 1024
}
