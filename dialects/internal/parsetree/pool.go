package parsetree

import (
	"sync"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// worker is a parser with its token stream. Building a parser is expensive (the runtime
// allocates an interpreter and bookkeeping per parser) and reusing one is safe once its parse
// is over: a returned tree keeps pointers to its contexts and tokens only. The parser and the
// stream are re-pointed at an empty token list before going back to the pool, so a pooled
// worker holds no tokens of a finished parse.
type worker struct {
	p      *sqlparser.SqlParser
	stream *lexer.Stream
	bail   bailStrategy // error strategies hold state: one per parser
}

var eofOnly = []lexer.Token{{Type: antlr.TokenEOF, Text: "<EOF>", Stop: -1}}

var workers = sync.Pool{New: func() any {
	s := lexer.NewStream("", eofOnly)
	p := sqlparser.NewSqlParser(s)
	p.BuildParseTrees = true
	return &worker{p: p, stream: s, bail: bailStrategy{antlr.NewDefaultErrorStrategy()}}
}}

func getWorker() *worker { return workers.Get().(*worker) }

func putWorker(w *worker) {
	w.stream.Reset2("", eofOnly)
	w.p.SetInputStream(w.stream)
	workers.Put(w)
}
