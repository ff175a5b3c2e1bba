package lexer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// The generated ANTLR lexers are the specification: on every input the hand-written lexer
// accepts, both must produce the same (type, text, line, column) stream; an input the
// generated lexer rejects must be rejected too. The hand-written lexer may reject more: NUL
// bytes, invalid UTF-8 and unterminated block comments (which ANTLR re-lexes as '/' '*').
// Its one extension is the tagged dollar quote ($fn$...$fn$) of the standard family.

type tok struct {
	typ          int
	text         string
	line, column int
}

func (t tok) String() string {
	return fmt.Sprintf("%d:%d %s %q", t.line, t.column, tokenName(t.typ), t.text)
}

func tokenName(typ int) string {
	names := sqlparser.SqlParserParserStaticData.SymbolicNames
	if typ == antlr.TokenEOF {
		return "EOF"
	}
	if typ > 0 && typ < len(names) {
		return names[typ]
	}
	return fmt.Sprint(typ)
}

type errFlag struct {
	antlr.DefaultErrorListener
	failed bool
}

func (e *errFlag) SyntaxError(antlr.Recognizer, interface{}, int, int, string, antlr.RecognitionException) {
	e.failed = true
}

// generated lexes src with the generated lexer of family f.
func generated(f Family, src string) ([]tok, bool) {
	in := antlr.NewInputStream(src)
	var lx antlr.Lexer
	switch f {
	case Hive:
		lx = sqlparser.NewHiveLexer(in)
	case Presto:
		lx = sqlparser.NewPrestoLexer(in)
	case BigQuery:
		lx = sqlparser.NewBigQueryLexer(in)
	case Snowflake:
		lx = sqlparser.NewSnowflakeLexer(in)
	default:
		lx = sqlparser.NewStandardLexer(in)
	}
	fl := &errFlag{}
	lx.RemoveErrorListeners()
	lx.AddErrorListener(fl)
	var out []tok
	for {
		t := lx.NextToken()
		out = append(out, tok{t.GetTokenType(), t.GetText(), t.GetLine(), t.GetColumn()})
		if t.GetTokenType() == antlr.TokenEOF {
			return out, !fl.failed
		}
	}
}

func handWritten(f Family, src string) ([]tok, *Error) {
	toks, err := Tokenize(f, src, Limits{MaxBytes: -1, MaxTokens: -1, MaxDepth: -1}, nil)
	out := make([]tok, len(toks))
	for i, t := range toks {
		out[i] = tok{int(t.Type), t.Text, int(t.Line), int(t.Column)}
	}
	return out, err
}

// compare checks one input for one family and returns a description of any disagreement.
func compare(f Family, src string) string {
	want, genOK := generated(f, src)
	got, err := handWritten(f, src)
	if err != nil {
		switch err.Kind {
		case ErrUnexpectedChar, ErrUnterminatedString, ErrUnterminatedIdentifier:
			if genOK && !strings.Contains(src, "$") {
				return fmt.Sprintf("hand-written lexer rejects (%s: %s) what the generated lexer accepts", err.Kind, err.Message)
			}
		}
		return ""
	}
	if !genOK {
		for _, t := range got {
			if t.typ == sqlparser.SqlParserDOLLAR_STRING && !strings.HasPrefix(t.text, "$$") {
				return "" // tagged dollar quote: the documented extension
			}
		}
		return "hand-written lexer accepts what the generated lexer rejects"
	}
	for i := 0; i < len(want) || i < len(got); i++ {
		var w, g tok
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			return fmt.Sprintf("token %d: generated %v, hand-written %v", i, w, g)
		}
	}
	return ""
}

var families = []Family{Hive, Presto, Standard, BigQuery, Snowflake}

// edgeCases exercise the corners of the lexical rules.
var edgeCases = []string{
	"", " ", "\n\n", "--", "-- x\n", "--x\r\ny", "/**/", "/* a */b", "/* /* */ */ x", "/* a /* b */ c */ d",
	"/*/ x */", "/***/", "a/*b*/c", "a//*x*/b", "a-->b", "->>", "->", "-", "a->'k'->>'j'", "#>", "#>>", "@>", "<@", "&&",
	"1", "1.", ".5", "1.5", "1e5", "1E+5", "1e-5", "1.e5", ".5e5", "1e", "1e+", "1.5e", "1..2", "a.1", "1.a", "1a", "..5",
	"10L", "10S", "10Y", "10l", "1.5BD", "1BD", "1bd", "1B", "1.5D", "1.5F", "1e5D", "1e5BD", "1e5L", "1.L", "1.D", "1eD", "10days", "0x1F",
	"U&'a'", "u&'\\00E9'", "U&'", "U&'a''b'", "U&'a' 'b'", "U &'a'", "U&\"x\"", "xU&'a'", "U&&'a'",
	"a:b", "a::b", "a:=b", ":::", "v:a.b[0]", "v:\"A\"", "{'a':1}", "l[1:2]",
	"'a'", "'it''s'", "'a\\'b'", "'a\\\\'", "\"a\"", "\"a\"\"b\"", "`a`", "`a``b`", "'a' 'b'", "'\n'", "'multi\nline' x",
	"E'a\\'b'", "e'x'", "E 'x'", "ex'y'", "E'it''s'", "$$x$$", "$$$$", "$$a$b$$", "$1", "$12a", "a$b", "$$a$$$$b$$",
	"x::int", "a := 1", "a => 1", "a == b", "a <=> b", "a <> b", "a != b", "a !~ b", "a !~* b", "a ~* b", "!a", "a<=b", "a>=b",
	"a<<b", "a>>b", "a||b", "a|b", "a^b", "a%b", "a//b", "?", "x[1:2]", "{'a': 1}", "a;b;;",
	"SELECT a FROM t WHERE b = 'c'", "select A from T", "SeLeCt", "select_x", "_x", "x_", "ÄÖÜ", "naïve", "日本語 テスト",
	"a\u00a0b", "\u3000", "\ufeffselect", "'é'", "\"é\"", "`é`", "/* é */ x", "-- é\nx", "a\tb\fc\vd\re",
	"CURRENT_DATE current_timestamp", "ARRAY<ARRAY<INT>>", "MAP<STRING,ARRAY<INT>>", "STRUCT<a:INT>",
	"@", "#", "\\", "'unterminated", "\"unterminated", "`unterminated", "/* unterminated", "$$ unterminated", "E'unterminated",
	"'a\\", "$a$ x $a$", "$a$ x", "$1$", "$ x", "a\x00b", "'a\x00b'", "\xff", "'\xff'",
	"r'\\d'", "r'''a'''", "'''a''b'''", "R\"\"\"x\"\"\"", "'' 'a'", "r'' 'a'", "b'x'", "rb'x'", "bR\"x\"", "bb'x'", "b 'x'", "rbx'y'", "R\"a\\b\"", "r'a\\'b'", "rr'x'", "xr'y'", "r 'x'", "r'unterminated", "r'a\\", "R''", "r\"\"", "r'é'",
	"a # b", "a#b", "# c\nx", "#", "#\r\ny", "a #> b #>> c # d", "`a\\`b`", "`a\\\\`", "`a\\", "\"it's\"", "\"a\\\"b\"",
}

func allInputs(t testing.TB) []string {
	inputs := append([]string(nil), edgeCases...)
	for _, pattern := range []string{
		filepath.Join("..", "parsetree", "testdata", "*.sql"),
		filepath.Join("..", "..", "..", "conformance", "parse", "*", "*.sql"),
	} {
		files, _ := filepath.Glob(pattern)
		for _, path := range files {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			inputs = append(inputs, string(b))
			// statement by statement too, so a disagreement is reported on a small input
			inputs = append(inputs, strings.Split(string(b), ";")...)
		}
	}
	return inputs
}

func TestDifferential(t *testing.T) {
	n := 0
	for _, src := range allInputs(t) {
		for _, f := range families {
			if msg := compare(f, src); msg != "" {
				n++
				if n <= 20 {
					t.Errorf("%s %q: %s", f, clip(src), msg)
				}
			}
		}
	}
}

func clip(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}

func FuzzDifferential(f *testing.F) {
	for _, s := range edgeCases {
		f.Add(s, uint8(0))
		f.Add(s, uint8(2))
		f.Add(s, uint8(3))
	}
	f.Add("SELECT a.b, 'x''y', \"q\", `b`, 1.5e3D FROM t -- c\n/* d */ WHERE x::int[] @> ARRAY[1]", uint8(1))
	f.Fuzz(func(t *testing.T, src string, fam uint8) {
		ff := Family(fam % 4)
		if msg := compare(ff, src); msg != "" {
			t.Fatalf("%s %q: %s", ff, src, msg)
		}
	})
}
