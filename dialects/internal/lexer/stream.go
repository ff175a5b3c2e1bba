package lexer

import (
	"github.com/antlr4-go/antlr/v4"
)

// Stream is an antlr.TokenStream over a slice of tokens produced by Tokenize; the last token
// must be EOF. It is cheaper than antlr.CommonTokenStream because there are no hidden tokens
// to filter and nothing to fetch lazily.
type Stream struct {
	src    string
	tokens []Token
	p      int
	source *Lexer
}

var _ antlr.TokenStream = (*Stream)(nil)

// NewStream returns a stream over tokens, which were lexed from src.
func NewStream(src string, tokens []Token) *Stream {
	s := &Stream{}
	s.Reset2(src, tokens)
	return s
}

// Reset2 points s at a new token slice (Reset, from antlr.TokenStream, only rewinds).
func (s *Stream) Reset2(src string, tokens []Token) {
	if len(tokens) == 0 || tokens[len(tokens)-1].Type != antlr.TokenEOF {
		panic("lexer: token stream must end with EOF")
	}
	s.src, s.tokens, s.p = src, tokens, 0
	if s.source == nil {
		s.source = &Lexer{}
	}
}

// Tokens returns the underlying tokens, EOF last.
func (s *Stream) Tokens() []Token { return s.tokens }

func (s *Stream) Consume() {
	if s.p < len(s.tokens)-1 {
		s.p++
	}
}

func (s *Stream) LA(i int) int {
	t := s.LT(i)
	if t == nil {
		return antlr.TokenInvalidType
	}
	return t.GetTokenType()
}

func (s *Stream) LT(k int) antlr.Token {
	switch {
	case k == 0:
		return nil
	case k < 0:
		if s.p+k < 0 {
			return nil
		}
		return &s.tokens[s.p+k]
	}
	i := s.p + k - 1
	if i >= len(s.tokens) {
		i = len(s.tokens) - 1
	}
	return &s.tokens[i]
}

func (s *Stream) Mark() int             { return 0 }
func (s *Stream) Release(int)           {}
func (s *Stream) Index() int            { return s.p }
func (s *Stream) Size() int             { return len(s.tokens) }
func (s *Stream) Reset()                { s.p = 0 }
func (s *Stream) GetSourceName() string { return "" }

func (s *Stream) Seek(i int) {
	if i >= len(s.tokens) {
		i = len(s.tokens) - 1
	}
	if i < 0 {
		i = 0
	}
	s.p = i
}

func (s *Stream) Get(i int) antlr.Token             { return &s.tokens[i] }
func (s *Stream) GetTokenSource() antlr.TokenSource { return s.source }
func (s *Stream) SetTokenSource(antlr.TokenSource) {
	panic("lexer: Stream has no token source to replace")
}
func (s *Stream) GetAllText() string { return s.src }

// GetTextFromInterval returns the source text from the first to the last token of the
// interval, whitespace and comments between them included.
func (s *Stream) GetTextFromInterval(iv antlr.Interval) string {
	a, b := iv.Start, iv.Stop
	if a < 0 {
		a = 0
	}
	if b >= len(s.tokens) {
		b = len(s.tokens) - 1
	}
	if a > b {
		return ""
	}
	start := int(s.tokens[a].Start)
	end := s.tokens[b].EndOffset()
	if end < start {
		return ""
	}
	return s.src[start:end]
}

func (s *Stream) GetTextFromRuleContext(ctx antlr.RuleContext) string {
	return s.GetTextFromInterval(ctx.GetSourceInterval())
}

func (s *Stream) GetTextFromTokens(start, end antlr.Token) string {
	if start == nil || end == nil {
		return ""
	}
	return s.GetTextFromInterval(antlr.NewInterval(start.GetTokenIndex(), end.GetTokenIndex()))
}
