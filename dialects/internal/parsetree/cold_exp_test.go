package parsetree

import (
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

func freshDFAs(atn *antlr.ATN) []*antlr.DFA {
	d := make([]*antlr.DFA, len(atn.DecisionToState))
	for i, s := range atn.DecisionToState {
		d[i] = antlr.NewDFA(s, i)
	}
	return d
}

// BenchmarkParseColdExp parses the benchmark query with an empty prediction cache each time.
func BenchmarkParseColdExp(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			c := cpuTime()
			for n := 0; n < b.N; n++ {
				toks, _ := lexer.Tokenize(f, q, lexer.Limits{}, nil)
				s := lexer.NewStream(q, toks)
				p := sqlparser.NewSqlParser(s)
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
