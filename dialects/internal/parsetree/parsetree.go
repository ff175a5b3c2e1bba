// Package parsetree turns SQL text into the ANTLR parse tree of grammars/SqlParser.g4 for one
// dialect family, or into syntax errors as plain data. It owns the parse strategy: the
// hand-written lexer (dialects/internal/lexer) tokenizes the whole input first, enforcing the
// size, token and nesting limits; the parser then runs in SLL prediction mode with an error
// strategy that bails at the first error, and only when that fails parses again in full LL
// mode with error recovery, to report the errors. Parsers are pooled and reused.
//
// It never panics on user input. ANTLR types do not leave dialects/.
package parsetree

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// Family is a dialect family: one lexer configuration each, one shared parser.
type Family = lexer.Family

const (
	Hive     = lexer.Hive     // hive, spark, doris
	Presto   = lexer.Presto   // presto, trino
	Standard = lexer.Standard // ansi, postgres, duckdb, drill
	BigQuery = lexer.BigQuery // bigquery: the standard family's syntax, its own lexical rules
	// Snowflake is the standard family's syntax with ':' lexed as the path operator.
	Snowflake = lexer.Snowflake
)

// Entry is the grammar rule a parse starts from.
type Entry uint8

const (
	Script     Entry = iota // multiStatement: statements separated by ';'
	Statement               // singleStatement: one statement, optional trailing ';'
	Expression              // standaloneExpression
	Type                    // standaloneType
)

// Options bound the input; zero fields take lexer.DefaultLimits, negative ones disable a check.
type Options struct {
	MaxBytes  int
	MaxTokens int
	MaxDepth  int
	// MaxErrors caps the syntax errors reported (default 10).
	MaxErrors int
	// ForceLL skips the SLL pass (for tests and measurements).
	ForceLL bool
}

// Result is a successful parse.
type Result struct {
	// Root is the tree: *sqlparser.MultiStatementContext, *sqlparser.SingleStatementContext,
	// *sqlparser.StandaloneExpressionContext or *sqlparser.StandaloneTypeContext.
	Root antlr.ParserRuleContext
	// Tokens are the default-channel tokens, EOF last; a terminal node's token is a
	// *lexer.Token whose Start/Stop are byte offsets into Source.
	Tokens []lexer.Token
	Source string
	// UsedLL reports that the SLL pass failed and the full LL pass succeeded.
	UsedLL bool
}

// Parse parses src from the multiStatement rule.
func Parse(f Family, src []byte, opts Options) (*Result, []SyntaxError) {
	return ParseEntry(f, Script, string(src), opts)
}

// ParseString is Parse for a string.
func ParseString(f Family, src string, opts Options) (*Result, []SyntaxError) {
	return ParseEntry(f, Script, src, opts)
}

// ParseEntry parses src starting from the given entry rule. Exactly one of the results is
// non-nil.
func ParseEntry(f Family, entry Entry, src string, opts Options) (res *Result, errs []SyntaxError) {
	if !parsedOnce.Load() {
		coldPhase(func() { res, errs = parseEntry(f, entry, src, opts) })
		return res, errs
	}
	return parseEntry(f, entry, src, opts)
}

func parseEntry(f Family, entry Entry, src string, opts Options) (res *Result, errs []SyntaxError) {
	lim := lexer.Limits{MaxBytes: opts.MaxBytes, MaxTokens: opts.MaxTokens, MaxDepth: opts.MaxDepth}
	tokens, lerr := lexer.Tokenize(f, src, lim, nil)
	if lerr != nil {
		return nil, []SyntaxError{fromLexError(lerr, src)}
	}
	w := getWorker()
	w.stream.Reset2(src, tokens)
	if !opts.ForceLL {
		if root := runSLL(w, entry); root != nil {
			putWorker(w)
			return &Result{Root: root, Tokens: tokens, Source: src}, nil
		}
		// A parser unwound by the bail-out keeps state that derails its next parse (the
		// error reports of an LL pass on it point at the statement's first token), so it is
		// dropped rather than reset, and the LL pass gets a fresh one.
		w = workers.New().(*worker)
		w.stream.Reset2(src, tokens)
	}
	root, errs, clean := runLL(w.p, w.stream, entry, src, opts.MaxErrors)
	if clean {
		putWorker(w)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return &Result{Root: root, Tokens: tokens, Source: src, UsedLL: !opts.ForceLL}, nil
}

// bailout is the panic value of the SLL pass's error strategy.
type bailout struct{}

// bailStrategy stops the parse at the first syntax error. The runtime's BailErrorStrategy
// cannot be used: in antlr4-go v4.13.1 the generated rule functions clear the error it sets and
// carry on parsing, so it neither stops early nor reliably reports failure.
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
}

func (bailStrategy) Sync(antlr.Parser)                                    {}
func (bailStrategy) Recover(antlr.Parser, antlr.RecognitionException)     { panic(bailout{}) }
func (bailStrategy) RecoverInline(antlr.Parser) antlr.Token               { panic(bailout{}) }
func (bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }
func (bailStrategy) ReportMatch(antlr.Parser)                             {}
func (bailStrategy) InErrorRecoveryMode(antlr.Parser) bool                { return false }
func (bailStrategy) ReportUnwantedToken(antlr.Parser)                     { panic(bailout{}) }
func (bailStrategy) ReportMissingToken(antlr.Parser)                      { panic(bailout{}) }
func (bailStrategy) SingleTokenDeletion(antlr.Parser) antlr.Token         { return nil }
func (bailStrategy) SingleTokenInsertion(antlr.Parser) bool               { return false }

func runSLL(w *worker, entry Entry) (root antlr.ParserRuleContext) {
	defer func() {
		// A bail-out, or any runtime failure, sends the input to the LL pass, which reports
		// errors (and turns a runtime failure into an "internal parser error").
		if r := recover(); r != nil {
			root = nil
		}
	}()
	p := w.p
	p.SetInputStream(w.stream)
	p.RemoveErrorListeners()
	p.SetErrorHandler(w.bail)
	p.Interpreter.SetPredictionMode(antlr.PredictionModeSLL)
	return start(p, entry)
}

// runLL parses with full LL prediction and error recovery. clean reports that the parser
// finished without being unwound by a panic and may be reused.
func runLL(p *sqlparser.SqlParser, stream *lexer.Stream, entry Entry, src string, maxErrors int) (root antlr.ParserRuleContext, errs []SyntaxError, clean bool) {
	if maxErrors <= 0 {
		maxErrors = 10
	}
	l := &errorListener{src: src, max: maxErrors}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(tooManyErrors); !ok {
				// A runtime failure on user input is reported, never propagated.
				l.errs = append(l.errs, SyntaxError{Line: 1, Column: 1, Message: "internal parser error"})
			}
			root, errs, clean = nil, l.errs, false
		}
	}()
	p.SetInputStream(stream)
	p.RemoveErrorListeners()
	p.AddErrorListener(l)
	p.SetErrorHandler(antlr.NewDefaultErrorStrategy())
	p.Interpreter.SetPredictionMode(antlr.PredictionModeLL)
	root = start(p, entry)
	if len(l.errs) > 0 {
		return nil, l.errs, true
	}
	return root, nil, true
}

func start(p *sqlparser.SqlParser, entry Entry) antlr.ParserRuleContext {
	switch entry {
	case Statement:
		return p.SingleStatement()
	case Expression:
		return p.StandaloneExpression()
	case Type:
		return p.StandaloneType()
	default:
		return p.MultiStatement()
	}
}
