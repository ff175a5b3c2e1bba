package lexer

import (
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// Token is one token. It implements antlr.Token so the generated parser can consume it
// directly. Start and Stop are byte offsets into the source (Stop inclusive, ANTLR's
// convention; Start-1 for the EOF token); Line is 1-based and Column is the 0-based
// count of code points since the start of the line, as ANTLR's lexers report them.
type Token struct {
	Type   int32
	Line   int32
	Column int32
	Index  int32
	Start  int32
	Stop   int32
	Text   string
}

var _ antlr.Token = (*Token)(nil)

// emptySource is what GetSource returns: the runtime dereferences the pair when it
// conjures a missing token during error recovery, so it must not be nil.
var emptySource = &antlr.TokenSourceCharStreamPair{}

func (t *Token) GetSource() *antlr.TokenSourceCharStreamPair { return emptySource }
func (t *Token) GetTokenType() int                           { return int(t.Type) }
func (t *Token) GetChannel() int                             { return antlr.TokenDefaultChannel }
func (t *Token) GetStart() int                               { return int(t.Start) }
func (t *Token) GetStop() int                                { return int(t.Stop) }
func (t *Token) GetLine() int                                { return int(t.Line) }
func (t *Token) GetColumn() int                              { return int(t.Column) }
func (t *Token) GetText() string                             { return t.Text }
func (t *Token) SetText(s string)                            { t.Text = s }
func (t *Token) GetTokenIndex() int                          { return int(t.Index) }
func (t *Token) SetTokenIndex(v int)                         { t.Index = int32(v) }
func (t *Token) GetTokenSource() antlr.TokenSource           { return nil }
func (t *Token) GetInputStream() antlr.CharStream            { return nil }

// Offset is the byte offset of the token's first byte.
func (t *Token) Offset() int { return int(t.Start) }

// EndOffset is the byte offset just past the token's last byte.
func (t *Token) EndOffset() int {
	if t.Type == antlr.TokenEOF {
		return int(t.Start)
	}
	return int(t.Stop) + 1
}

func (t *Token) String() string {
	txt := strings.NewReplacer("\n", `\n`, "\r", `\r`, "\t", `\t`).Replace(t.Text)
	return "[@" + strconv.Itoa(int(t.Index)) + "," + strconv.Itoa(int(t.Start)) + ":" +
		strconv.Itoa(int(t.Stop)) + "='" + txt + "',<" + strconv.Itoa(int(t.Type)) + ">," +
		strconv.Itoa(int(t.Line)) + ":" + strconv.Itoa(int(t.Column)) + "]"
}

// tokenFactory makes the tokens the parser conjures while recovering from an error.
type tokenFactory struct{}

func (tokenFactory) Create(_ *antlr.TokenSourceCharStreamPair, ttype int, text string, _, start, stop, line, column int) antlr.Token {
	return &Token{Type: int32(ttype), Text: text, Start: int32(start), Stop: int32(stop),
		Line: int32(line), Column: int32(column), Index: -1}
}

var defaultFactory antlr.TokenFactory = tokenFactory{}
