package build

import (
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// errCount counts the syntax errors of a parse.
type errCount struct {
	*antlr.DefaultErrorListener
	n int
}

func (e *errCount) SyntaxError(antlr.Recognizer, any, int, int, string, antlr.RecognitionException) {
	e.n++
}

// TestFastWordTables checks the fast path's keyword tables against the generated parser:
// every keyword token is run alone through the nonReserved and reservedWord rules, and the
// rule must accept it exactly when the table says so.
func TestFastWordTables(t *testing.T) {
	gen.SqlParserInit()
	names := gen.SqlParserParserStaticData.SymbolicNames
	checked := 0
	for typ, name := range names {
		if name == "" {
			continue
		}
		toks, err := lexer.Tokenize(lexer.Standard, name, lexer.Limits{}, nil)
		if err != nil || len(toks) != 2 || int(toks[0].Type) != typ {
			continue // not a keyword spelled as its name
		}
		checked++
		for _, r := range []struct {
			rule  string
			table []bool
			run   func(p *gen.SqlParser)
		}{
			{"nonReserved", nonReservedTok, func(p *gen.SqlParser) { p.NonReserved() }},
			{"reservedWord", reservedWordTok, func(p *gen.SqlParser) { p.ReservedWord() }},
		} {
			p := gen.NewSqlParser(lexer.NewStream(name, toks))
			p.RemoveErrorListeners()
			ec := &errCount{DefaultErrorListener: antlr.NewDefaultErrorListener()}
			p.AddErrorListener(ec)
			r.run(p)
			accepted := ec.n == 0 && p.GetCurrentToken().GetTokenType() == antlr.TokenEOF
			if accepted != r.table[typ] {
				t.Errorf("%s: the grammar's %s accepts it: %v, the fast path's table says %v", name, r.rule, accepted, r.table[typ])
			}
		}
	}
	if checked < 300 {
		t.Fatalf("only %d keywords checked", checked)
	}
}
