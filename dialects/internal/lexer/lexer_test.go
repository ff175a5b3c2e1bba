package lexer

import (
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// The TokenSource interface and Tokenize produce the same tokens.
func TestTokenSource(t *testing.T) {
	src := "SELECT a.b, 'x' FROM t -- c\nWHERE x >= 1.5e3"
	want, err := Tokenize(Standard, src, Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ts antlr.TokenSource = New(Standard, src, Limits{})
	for i := 0; ; i++ {
		got := ts.NextToken()
		w := &want[i]
		if got.GetTokenType() != int(w.Type) || got.GetText() != w.Text || got.GetStart() != int(w.Start) || got.GetTokenIndex() != i {
			t.Fatalf("token %d: got %v want %v", i, got, w)
		}
		if got.GetTokenType() == antlr.TokenEOF {
			break
		}
	}
}

func TestOffsets(t *testing.T) {
	src := "SELECT 'é', \"ü\"\n  FROM t"
	toks, err := Tokenize(Presto, src, Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tk := range toks[:len(toks)-1] {
		if src[tk.Offset():tk.EndOffset()] != tk.Text {
			t.Errorf("%v: offsets do not cover the text", tk.String())
		}
	}
	from := toks[4]
	if from.Type != sqlparser.SqlParserFROM || from.Line != 2 || from.Column != 2 {
		t.Errorf("FROM at %d:%d", from.Line, from.Column)
	}
	eof := toks[len(toks)-1]
	if eof.Type != antlr.TokenEOF || eof.Offset() != len(src) || eof.EndOffset() != len(src) {
		t.Errorf("EOF %v", eof.String())
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		f    Family
		src  string
		kind ErrorKind
		line int
		col  int
		off  int
	}{
		{Presto, "SELECT 'abc", ErrUnterminatedString, 1, 8, 7},
		{Hive, "SELECT 'abc\\'", ErrUnterminatedString, 1, 8, 7},
		{Presto, "x\n \"abc", ErrUnterminatedIdentifier, 2, 2, 3},
		{Hive, "`abc", ErrUnterminatedIdentifier, 1, 1, 0},
		{Standard, "/* a /* b */", ErrUnterminatedComment, 1, 1, 0},
		{Standard, "$$abc", ErrUnterminatedString, 1, 1, 0},
		{Standard, "SELECT 'é\xff'", ErrInvalidUTF8, 1, 10, 10},
		{Standard, "-- é\xfe\nx", ErrInvalidUTF8, 1, 5, 5},
		{Hive, "a\x00", ErrNULByte, 1, 2, 1},
		{Hive, "'a\x00'", ErrNULByte, 1, 3, 2},
		{Presto, "a @ b", ErrUnexpectedChar, 1, 3, 2},
		{Presto, "`a`", ErrUnexpectedChar, 1, 1, 0},
		// BigQuery's triple-quoted strings: read as '' and '...', r'''a\nb''' would
		// lose its backslash and '''a''b''' its quotes.
		{BigQuery, "SELECT r'''a\\nb'''", ErrUnreadLiteral, 1, 8, 7},
		{BigQuery, "x, R\"\"\"a\"\"\"", ErrUnreadLiteral, 1, 4, 3},
		{BigQuery, "SELECT '''a''b'''", ErrUnreadLiteral, 1, 8, 7},
		{BigQuery, "\"\"\"a\"\"\"", ErrUnreadLiteral, 1, 1, 0},
		// Bytes literals: not the identifier b and a string (CAST('x' AS B)).
		{BigQuery, "SELECT b'x'", ErrUnreadLiteral, 1, 8, 7},
		{BigQuery, "x, rB\"\\n\"", ErrUnreadLiteral, 1, 4, 3},
		{BigQuery, "x, BR'y'", ErrUnreadLiteral, 1, 4, 3},
		// UESCAPE after a U&'' string: another escape character, not read
		{Standard, "SELECT U&'d!0061' UESCAPE '!'", ErrUnreadLiteral, 1, 19, 18},
		{Presto, "SELECT u&'a'\n uescape '!'", ErrUnreadLiteral, 2, 2, 14},
	} {
		_, err := Tokenize(tc.f, tc.src, Limits{}, nil)
		if err == nil || err.Kind != tc.kind || err.Line != tc.line || err.Column != tc.col || err.Offset != tc.off {
			t.Errorf("%s %q: got %+v", tc.f, tc.src, err)
		}
	}
}

func TestLimits(t *testing.T) {
	_, err := Tokenize(Standard, strings.Repeat("(", 1001), Limits{}, nil)
	if err == nil || err.Kind != ErrMaxDepth || err.Message != "nesting depth 1001 exceeds limit max_depth=1000" || err.Offset != 1000 {
		t.Fatalf("%+v", err)
	}
	if _, err := Tokenize(Standard, strings.Repeat("(", 1001), Limits{MaxDepth: -1}, nil); err != nil {
		t.Fatalf("disabled limit: %v", err)
	}
	_, err = Tokenize(Standard, "a b c", Limits{MaxTokens: 2}, nil)
	if err == nil || err.Kind != ErrMaxTokens {
		t.Fatalf("%+v", err)
	}
	_, err = Tokenize(Standard, "abc", Limits{MaxBytes: 2}, nil)
	if err == nil || err.Kind != ErrMaxBytes || err.Message != "input size 3 bytes exceeds limit max_bytes=2" {
		t.Fatalf("%+v", err)
	}
}

func TestKeywordsCaseInsensitive(t *testing.T) {
	toks, _ := Tokenize(Hive, "select Select SELECT selectx lateral_view", Limits{}, nil)
	want := []int32{sqlparser.SqlParserSELECT, sqlparser.SqlParserSELECT, sqlparser.SqlParserSELECT,
		sqlparser.SqlParserIDENTIFIER, sqlparser.SqlParserIDENTIFIER, antlr.TokenEOF}
	for i, w := range want {
		if toks[i].Type != w {
			t.Errorf("token %d: %v", i, toks[i].String())
		}
	}
}
