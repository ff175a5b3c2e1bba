package parsetree

import (
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// SyntaxError is a lexical or syntax error as plain data. Line and Column are 1-based (Column
// counts code points); Offset and EndOffset are byte offsets of the offending text.
type SyntaxError struct {
	Line, Column      int
	Offset, EndOffset int
	OffendingText     string
	// Expected is a short human list such as "an expression", "')'", "FROM"; it may be empty.
	Expected []string
	Message  string
	// Lexical is the lexer's error kind for lexical errors and exceeded limits, else zero.
	Lexical lexer.ErrorKind
}

func (e SyntaxError) Error() string { return e.Message }

func fromLexError(e *lexer.Error, src string) SyntaxError {
	end := e.EndOffset
	if end > len(src) {
		end = len(src)
	}
	text := ""
	if e.Offset < end && end-e.Offset <= 64 && e.Kind != lexer.ErrInvalidUTF8 && e.Kind != lexer.ErrNULByte {
		text = src[e.Offset:end]
	}
	return SyntaxError{Line: e.Line, Column: e.Column, Offset: e.Offset, EndOffset: e.EndOffset,
		OffendingText: text, Message: e.Message, Lexical: e.Kind}
}

type tooManyErrors struct{}

// errorListener collects syntax errors of the LL pass.
type errorListener struct {
	antlr.DefaultErrorListener
	src  string
	max  int
	errs []SyntaxError
}

func (l *errorListener) SyntaxError(rec antlr.Recognizer, offending interface{}, line, column int, _ string, e antlr.RecognitionException) {
	tok, _ := offending.(antlr.Token)
	se := SyntaxError{Line: line, Column: column + 1}
	if tok != nil {
		se.Offset = tok.GetStart()
		se.EndOffset = tok.GetStop() + 1
		if tok.GetTokenType() == antlr.TokenEOF {
			se.EndOffset = se.Offset
		} else {
			se.OffendingText = tok.GetText()
		}
	}
	if p, ok := rec.(antlr.Parser); ok {
		_, noViable := e.(*antlr.NoViableAltException)
		// After a failed prediction the stream is back at the decision's first token; the
		// parser state only describes what was expected when that token is the offending one.
		if !noViable || p.GetCurrentToken() == tok {
			se.Expected = describeExpected(p.GetExpectedTokens())
		}
	}
	se.Message = message(tok, se.Expected)
	for _, prev := range l.errs {
		if prev.Offset == se.Offset && prev.Message == se.Message {
			return
		}
	}
	l.errs = append(l.errs, se)
	if len(l.errs) >= l.max {
		panic(tooManyErrors{})
	}
}

func message(tok antlr.Token, expected []string) string {
	var b strings.Builder
	b.WriteString("syntax error: unexpected ")
	switch {
	case tok == nil || tok.GetTokenType() == antlr.TokenEOF:
		b.WriteString("end of input")
	default:
		b.WriteString(displayToken(tok))
	}
	if len(expected) > 0 {
		b.WriteString(", expected ")
		for i, s := range expected {
			if i > 0 {
				if i == len(expected)-1 {
					b.WriteString(" or ")
				} else {
					b.WriteString(", ")
				}
			}
			b.WriteString(s)
		}
	}
	return b.String()
}

func displayToken(tok antlr.Token) string {
	text := tok.GetText()
	if utf8.RuneCountInString(text) > 40 {
		r := []rune(text)
		text = string(r[:37]) + "..."
	}
	switch tok.GetTokenType() {
	case sqlparser.SqlParserSTRING, sqlparser.SqlParserESCAPE_STRING, sqlparser.SqlParserDOLLAR_STRING:
		return "string " + text
	case sqlparser.SqlParserIDENTIFIER, sqlparser.SqlParserQUOTED_IDENTIFIER, sqlparser.SqlParserBACKQUOTED_IDENTIFIER:
		return "identifier " + text
	}
	if lexer.IsKeyword(text) {
		return strings.ToUpper(text)
	}
	return "'" + text + "'"
}

// Token classes used to summarize an expected-token set, built on the first syntax error
// (they need the parser's ATN, which a process that never reports a syntax error, or that
// has not parsed yet, need not deserialize at start-up).
var (
	exprStart, identStart map[int]bool
	loadTokenClasses      = sync.OnceFunc(buildTokenClasses)
)

func buildTokenClasses() {
	exprStart, identStart = map[int]bool{}, map[int]bool{}
	sqlparser.SqlParserInit()
	// Tokens that can begin an expression are summarized as "an expression" when the set
	// has the markers of an expression start (an identifier, a number and '(').
	for _, t := range []int{
		sqlparser.SqlParserIDENTIFIER, sqlparser.SqlParserQUOTED_IDENTIFIER, sqlparser.SqlParserBACKQUOTED_IDENTIFIER,
		sqlparser.SqlParserSTRING, sqlparser.SqlParserESCAPE_STRING, sqlparser.SqlParserDOLLAR_STRING,
		sqlparser.SqlParserINTEGER_VALUE, sqlparser.SqlParserDECIMAL_VALUE, sqlparser.SqlParserDOUBLE_VALUE,
		sqlparser.SqlParserBIGINT_LITERAL, sqlparser.SqlParserSMALLINT_LITERAL, sqlparser.SqlParserTINYINT_LITERAL,
		sqlparser.SqlParserBIGDECIMAL_LITERAL, sqlparser.SqlParserDOUBLE_LITERAL, sqlparser.SqlParserFLOAT_LITERAL,
		sqlparser.SqlParserLPAREN, sqlparser.SqlParserLBRACKET, sqlparser.SqlParserLBRACE,
		sqlparser.SqlParserQUESTION, sqlparser.SqlParserPOSITIONAL_PARAMETER,
		sqlparser.SqlParserMINUS, sqlparser.SqlParserPLUS, sqlparser.SqlParserTILDE, sqlparser.SqlParserBANG,
		sqlparser.SqlParserNOT, sqlparser.SqlParserNULL, sqlparser.SqlParserTRUE, sqlparser.SqlParserFALSE,
		sqlparser.SqlParserCASE, sqlparser.SqlParserCAST, sqlparser.SqlParserTRY_CAST, sqlparser.SqlParserSAFE_CAST,
		sqlparser.SqlParserEXISTS, sqlparser.SqlParserINTERVAL, sqlparser.SqlParserLEFT, sqlparser.SqlParserRIGHT,
		sqlparser.SqlParserUNNEST, sqlparser.SqlParserCURRENT_DATE, sqlparser.SqlParserCURRENT_TIME,
		sqlparser.SqlParserCURRENT_TIMESTAMP, sqlparser.SqlParserLOCALTIME, sqlparser.SqlParserLOCALTIMESTAMP,
	} {
		exprStart[t] = true
	}
	for _, t := range []int{sqlparser.SqlParserIDENTIFIER, sqlparser.SqlParserQUOTED_IDENTIFIER, sqlparser.SqlParserBACKQUOTED_IDENTIFIER} {
		identStart[t] = true
	}
	// Every non-reserved keyword is an identifier too.
	for _, t := range nonReservedTokens() {
		exprStart[t] = true
		identStart[t] = true
	}
}

// nonReservedTokens finds the keywords usable as identifiers by asking the ATN what can start
// the identifier rule.
func nonReservedTokens() []int {
	p := sqlparser.NewSqlParser(lexer.NewStream("", []lexer.Token{{Type: antlr.TokenEOF}}))
	atn := p.GetATN()
	var out []int
	for _, ds := range atn.DecisionToState {
		if ds.GetRuleIndex() != sqlparser.SqlParserRULE_identifier {
			continue
		}
		for _, iv := range atn.NextTokens(ds, nil).GetIntervals() {
			for t := iv.Start; t < iv.Stop; t++ {
				out = append(out, t)
			}
		}
		break
	}
	return out
}

const maxExpected = 8

// describeExpected turns an expected-token set into a short human list.
func describeExpected(set *antlr.IntervalSet) []string {
	if set == nil {
		return nil
	}
	loadTokenClasses()
	var toks []int
	for _, iv := range set.GetIntervals() {
		for t := iv.Start; t < iv.Stop; t++ {
			toks = append(toks, t)
		}
	}
	has := func(t int) bool {
		for _, x := range toks {
			if x == t {
				return true
			}
		}
		return false
	}
	var out []string
	covered := map[int]bool{}
	switch {
	case has(sqlparser.SqlParserIDENTIFIER) && has(sqlparser.SqlParserINTEGER_VALUE) && has(sqlparser.SqlParserLPAREN):
		out = append(out, "an expression")
		covered = exprStart
	case has(sqlparser.SqlParserIDENTIFIER):
		out = append(out, "an identifier")
		covered = identStart
	case has(sqlparser.SqlParserSTRING) && !has(sqlparser.SqlParserINTEGER_VALUE):
		out = append(out, "a string")
		covered = map[int]bool{sqlparser.SqlParserSTRING: true, sqlparser.SqlParserESCAPE_STRING: true, sqlparser.SqlParserDOLLAR_STRING: true}
	}
	lit := sqlparser.SqlParserParserStaticData.LiteralNames
	var rest []string
	for _, t := range toks {
		if covered[t] {
			continue
		}
		switch {
		case t == antlr.TokenEOF:
			rest = append(rest, "end of input")
		case t == sqlparser.SqlParserINTEGER_VALUE:
			rest = append(rest, "an integer")
		case t == sqlparser.SqlParserSTRING:
			rest = append(rest, "a string")
		case t > 0 && t < len(lit) && lit[t] != "":
			name := lit[t]
			word := strings.Trim(name, "'")
			if isUpperWord(word) {
				rest = append(rest, word)
			} else {
				rest = append(rest, name)
			}
		}
	}
	sort.SliceStable(rest, func(i, j int) bool {
		// punctuation first, then keywords
		pi, pj := rest[i][0] == '\'', rest[j][0] == '\''
		if pi != pj {
			return pi
		}
		return false
	})
	out = append(out, rest...)
	if len(out) > maxExpected {
		out = append(out[:maxExpected:maxExpected], "...")
	}
	return out
}

func isUpperWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c == '_') {
			return false
		}
	}
	return s != ""
}
