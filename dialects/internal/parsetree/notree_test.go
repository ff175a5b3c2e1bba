package parsetree

import (
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
)

// BenchmarkParseNoTree measures the SLL parse without building the tree (the cost a
// listener-driven AST builder would pay), for comparison with BenchmarkParse.
func BenchmarkParseNoTree(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			w := getWorker()
			w.p.BuildParseTrees = false
			defer func() { w.p.BuildParseTrees = true; putWorker(w) }()
			c := cpuTime()
			for n := 0; n < b.N; n++ {
				toks, err := lexer.Tokenize(f, q, lexer.Limits{}, nil)
				if err != nil {
					b.Fatal(err)
				}
				w.stream.Reset2(q, toks)
				w.p.SetInputStream(w.stream)
				w.p.RemoveErrorListeners()
				w.p.SetErrorHandler(w.bail)
				w.p.Interpreter.SetPredictionMode(antlr.PredictionModeSLL)
				w.p.MultiStatement()
			}
			reportCPU(b, c)
		})
	}
}
