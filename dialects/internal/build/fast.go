package build

import (
	"fmt"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// The fast path: a hand-written recursive-descent parser for the common part of
// SqlParser.g4 that builds the ast straight from the tokens, with no parse tree.
//
// It is an accelerator, not a second front end. It either builds exactly the tree the
// grammar plus the builder give (same nodes, same spans, no diagnostic at all) or it gives
// up, and the caller parses with ANTLR as before. It gives up on anything it does not
// implement, on every input the grammar might reject, and whenever a builder helper it calls
// records a diagnostic: errors, warnings and their positions always come from the ANTLR
// path. TestFastPathDifferential and FuzzFastPath (package dialects) hold it to that.
//
// Rules of the code below:
//   - Grammar rules are functions named after them; their comments quote the alternatives
//     they take. An alternative not taken calls p.bail with the reason.
//   - Spans are those the builder computes from a rule context: first token to last token.
//   - Dialect resolution (calls, literals, types, gating) goes through the builder's own
//     helpers, so there is one copy of each decision.

// fastMaxDepth bounds the fast path's recursion; deeper input goes to the ANTLR path, whose
// builder reports the max_depth limit. minDepthForFast keeps the fast path off when the
// caller's limit is so low that it might be reached on input the fast path would accept.
const (
	fastMaxDepth    = 64
	minDepthForFast = 4 * fastMaxDepth
)

// fastParser is the state of one fast parse; b gives positions, diagnostics and the
// dialect helpers.
type fastParser struct {
	b    *builder
	toks []lexer.Token
	pos  int // index of the current token in toks
	// fdepth counts the recursion of expressions and queries.
	fdepth int
}

// fastBail is the panic value that abandons a fast parse.
type fastBail struct{ why string }

// FastScript parses a script of src, tokenized as toks (default channel, EOF last), by the
// fast path. ok false means the caller must parse with ANTLR; why then says where the fast
// path stopped (for tests and tuning). maxStatements is the statement limit.
func FastScript(toks []lexer.Token, src string, d *Dialect, opts Options, maxStatements int) (s *ast.Script, ok bool, why string) {
	why = fastRun(toks, src, d, opts, func(p *fastParser) {
		b := p.b
		s = &ast.Script{Span: ast.Span{Start: b.posAt(0, 1), End: b.posAt(len(src), 0)}, Stmts: []ast.Stmt{}}
		for {
			for p.accept(gen.SqlParserSEMICOLON) {
			}
			if p.at(antlr.TokenEOF) {
				break
			}
			if len(s.Stmts) >= maxStatements {
				p.bail("max_statements")
			}
			s.Stmts = p.statements(s.Stmts)
			if !p.at(antlr.TokenEOF) {
				p.expect(gen.SqlParserSEMICOLON)
			}
		}
	})
	if why != "" {
		return nil, false, why
	}
	return s, true, ""
}

// fastRun runs parse on a fast parser over toks and returns why it gave up: a bail, a panic,
// a diagnostic a builder helper recorded, or limits the fast path does not check; "" when
// parse built its result.
func fastRun(toks []lexer.Token, src string, d *Dialect, opts Options, parse func(p *fastParser)) (why string) {
	b := newBuilder(src, d, opts)
	if b.maxDepth < minDepthForFast || len(toks) == 0 || toks[len(toks)-1].Type != antlr.TokenEOF {
		return "limits"
	}
	defer func() {
		if r := recover(); r != nil {
			if fb, isBail := r.(fastBail); isBail {
				why = fb.why
			} else {
				why = fmt.Sprintf("panic: %v", r)
			}
		}
	}()
	parse(&fastParser{b: b, toks: toks})
	if len(b.diags) > 0 {
		return "diagnostic " + b.diags[0].Code + ": " + b.diags[0].Message
	}
	return ""
}

// ---------------------------------------------------------------- tokens

// bail abandons the fast parse.
func (p *fastParser) bail(why string) { panic(fastBail{why}) }

// bailHere abandons the fast parse at the current token.
func (p *fastParser) bailHere(what string) {
	t := p.tok()
	p.bail(fmt.Sprintf("%s at %d:%d %q", what, t.Line, t.Column+1, t.Text))
}

// tok is the current token; typ its type.
func (p *fastParser) tok() *lexer.Token { return &p.toks[p.pos] }
func (p *fastParser) typ() int          { return int(p.toks[p.pos].Type) }

// la is the type of the token k ahead of the current one (la(0) = typ()); EOF past the end.
func (p *fastParser) la(k int) int {
	if i := p.pos + k; i < len(p.toks) {
		return int(p.toks[i].Type)
	}
	return antlr.TokenEOF
}

func (p *fastParser) at(t int) bool { return p.typ() == t }

// next consumes the current token and returns it; EOF is never consumed.
func (p *fastParser) next() *lexer.Token {
	t := &p.toks[p.pos]
	if t.Type != antlr.TokenEOF {
		p.pos++
	}
	return t
}

// accept consumes the current token when it has type t.
func (p *fastParser) accept(t int) bool {
	if p.typ() == t {
		p.pos++
		return true
	}
	return false
}

// expect consumes a token of type t or bails.
func (p *fastParser) expect(t int) *lexer.Token {
	if p.typ() != t {
		p.bailHere("expected " + tokenName(t))
	}
	return p.next()
}

func tokenName(t int) string {
	if t == antlr.TokenEOF {
		return "end of input"
	}
	gen.SqlParserInit()
	if t > 0 && t < len(gen.SqlParserParserStaticData.SymbolicNames) {
		return gen.SqlParserParserStaticData.SymbolicNames[t]
	}
	return fmt.Sprint(t)
}

// spanFrom is the span of the tokens from index start to the last consumed token, as the
// builder's span of a context covering them.
func (p *fastParser) spanFrom(start int) ast.Span {
	st := &p.toks[start]
	if p.pos <= start {
		s := p.b.tokStart(st)
		return ast.Span{Start: s, End: s}
	}
	return ast.Span{Start: p.b.tokStart(st), End: p.b.tokEnd(&p.toks[p.pos-1])}
}

// enterF counts one level of the fast path's recursion and bails past fastMaxDepth; every
// enterF is paired with leaveF.
func (p *fastParser) enterF() {
	if p.fdepth >= fastMaxDepth {
		p.bail("depth")
	}
	p.fdepth++
}

func (p *fastParser) leaveF() { p.fdepth-- }

// ---------------------------------------------------------------- identifiers

// isIdentTok reports whether a token of type t is an `identifier` of the grammar.
func isIdentTok(t int) bool {
	switch t {
	case gen.SqlParserIDENTIFIER, gen.SqlParserQUOTED_IDENTIFIER, gen.SqlParserBACKQUOTED_IDENTIFIER:
		return true
	}
	return t >= 0 && t < len(nonReservedTok) && nonReservedTok[t]
}

// ident parses `identifier`, as builder.ident builds it.
func (p *fastParser) ident() ast.Ident {
	t := p.tok()
	if !isIdentTok(int(t.Type)) {
		p.bailHere("expected an identifier")
	}
	p.pos++
	return p.b.identTok(t, p.b.tokSpan(t))
}

// qname parses `qualifiedName: identifier (DOT identifier)*`.
func (p *fastParser) qname() ast.QName {
	q := ast.QName{p.ident()}
	for p.at(gen.SqlParserDOT) && isIdentTok(p.la(1)) {
		p.pos++
		q = append(q, p.ident())
	}
	return q
}
