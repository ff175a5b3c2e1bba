// Package lexer is the hand-written SQL tokenizer behind every dialect front-end. It emits
// exactly the token types of the generated ANTLR lexers in gen/sqlparser (HiveLexer,
// PrestoLexer, StandardLexer, BigQueryLexer, SnowflakeLexer), which stay the specification: a
// differential test and a fuzz target keep the two identical on every input this lexer
// accepts. It is several times faster than the generated lexers and allocates nothing per
// token.
//
// Beyond the generated lexers it reports lexical errors with positions (invalid UTF-8, NUL
// bytes, unterminated strings, quoted identifiers and block comments) instead of silently
// re-lexing, accepts tagged dollar quotes ($fn$...$fn$) in the standard family, and enforces
// input limits (bytes, tokens, nesting depth) so that the recursive parser never sees an input
// that could exhaust its stack.
package lexer

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// Family selects the lexical rules of a dialect family.
type Family uint8

const (
	Hive      Family = iota // hive, spark, doris
	Presto                  // presto, trino
	Standard                // ansi, postgres, duckdb, drill
	BigQuery                // bigquery: parsed as the standard family, lexed on its own
	Snowflake               // snowflake: the standard family's rules but for ':' (PATH_COLON)
)

var familyNames = [...]string{"hive", "presto", "standard", "bigquery", "snowflake"}

func (f Family) String() string {
	if int(f) < len(familyNames) {
		return familyNames[f]
	}
	return "family(" + strconv.Itoa(int(f)) + ")"
}

// config is the data that tells the families apart.
type config struct {
	hiveStrings    bool // '...' and "..." are strings with backslash escapes, no '' doubling
	quotedIdent    bool // "..." is an identifier
	backquoted     bool // `...` is an identifier
	escapeStrings  bool // E'...'
	dollarStrings  bool // $$...$$ and $tag$...$tag$
	numSuffixes    bool // 10L 10S 10Y 1.5BD 1.5D 1.5F
	nestedComments bool // /* /* */ */
	hashOp         bool // # is an operator (PostgreSQL's xor)
	hashComments   bool // # starts a line comment
	backslashIdent bool // `...` takes backslash escapes instead of `` doubling
	pathColon      bool // a single ':' is PATH_COLON (Snowflake's v:a.b), not COLON
	unicodeStrings bool // U&'...' is a UNICODE_STRING
	// '...' takes backslash escapes as well as '' doubling (Snowflake, "String & binary data
	// types", escape sequences in single-quoted string constants: \' is a quote)
	backslashStrings bool
	// r'...', R"..." are raw strings (BigQuery, "Lexical structure": a STRING token whose
	// text starts with the prefix; its body is scanned as '...' is, a backslash still
	// keeping the next quote inside, and the builder keeps it without escape processing);
	// a triple-quoted string, raw or not, is an error (tripleQuoted)
	rawStrings bool
}

var configs = [...]config{
	Hive:   {hiveStrings: true, backquoted: true, numSuffixes: true},
	Presto: {quotedIdent: true, unicodeStrings: true},
	Standard: {quotedIdent: true, backquoted: true, escapeStrings: true, dollarStrings: true, nestedComments: true, hashOp: true,
		unicodeStrings: true},
	BigQuery: {hiveStrings: true, backquoted: true, hashComments: true, backslashIdent: true, rawStrings: true},
	Snowflake: {quotedIdent: true, backquoted: true, escapeStrings: true, dollarStrings: true, nestedComments: true, hashOp: true,
		pathColon: true, backslashStrings: true},
}

// Limits bound the input. A zero field takes the default; a negative one disables the check.
type Limits struct {
	MaxBytes  int // input size in bytes
	MaxTokens int // tokens, not counting EOF
	MaxDepth  int // nesting of ( [ { CASE, ARRAY< MAP< STRUCT<, plus runs of prefix operators
}

// DefaultLimits are used for zero fields of Limits.
var DefaultLimits = Limits{MaxBytes: 16 << 20, MaxTokens: 1 << 20, MaxDepth: 1000}

func (l Limits) withDefaults() Limits {
	if l.MaxBytes == 0 {
		l.MaxBytes = DefaultLimits.MaxBytes
	}
	if l.MaxTokens == 0 {
		l.MaxTokens = DefaultLimits.MaxTokens
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = DefaultLimits.MaxDepth
	}
	return l
}

// ErrorKind classifies lexical errors; tests match on it rather than on messages.
type ErrorKind uint8

const (
	ErrUnexpectedChar ErrorKind = iota + 1
	ErrInvalidUTF8
	ErrNULByte
	ErrUnterminatedString
	ErrUnterminatedIdentifier
	ErrUnterminatedComment
	ErrMaxBytes
	ErrMaxTokens
	ErrMaxDepth
	// ErrUnreadLiteral: a BigQuery triple-quoted string ('''...''', r"""...""") or bytes
	// literal (b'...', rb'...'), not read.
	ErrUnreadLiteral
)

var kindNames = [...]string{"", "unexpected_char", "invalid_utf8", "nul_byte", "unterminated_string",
	"unterminated_identifier", "unterminated_comment", "max_bytes", "max_tokens", "max_depth",
	"unread_literal"}

func (k ErrorKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "error(" + strconv.Itoa(int(k)) + ")"
}

// Error is a lexical error or an exceeded limit. Line and Column are 1-based (Column counts
// code points); Offset and EndOffset are byte offsets of the offending text.
type Error struct {
	Kind              ErrorKind
	Line, Column      int
	Offset, EndOffset int
	Message           string
}

func (e *Error) Error() string {
	return strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Column) + ": " + e.Message
}

// Lexer turns SQL text into tokens. It implements antlr.TokenSource; Tokenize is the faster
// way to get every token at once.
type Lexer struct {
	// The nil embedded interface only supplies TokenSource's unexported method, which the
	// runtime never calls on a token source it did not create.
	antlr.TokenSource

	src  string
	cfg  *config
	fam  Family
	lim  Limits
	pos  int
	line int

	// Column bookkeeping: the code-point column of byte markPos is markCol.
	markPos, markCol int

	depth   int // open ( [ { CASE
	angles  int // open ARRAY< MAP< STRUCT<
	unary   int // current run of prefix operators
	prev    int32
	ntok    int
	index   int
	err     *Error
	stopped bool
}

// New returns a lexer over src for family f.
func New(f Family, src string, lim Limits) *Lexer {
	l := &Lexer{}
	l.Reset(f, src, lim)
	return l
}

// Reset makes l lex src from the start, so a Lexer can be reused.
func (l *Lexer) Reset(f Family, src string, lim Limits) {
	loadKeywords()
	if int(f) >= len(configs) {
		f = Standard
	}
	*l = Lexer{src: src, cfg: &configs[f], fam: f, lim: lim.withDefaults(), line: 1}
	if l.lim.MaxBytes > 0 && len(src) > l.lim.MaxBytes {
		l.pos = l.lim.MaxBytes
		l.fail(ErrMaxBytes, l.lim.MaxBytes, len(src),
			fmt.Sprintf("input size %d bytes exceeds limit max_bytes=%d", len(src), l.lim.MaxBytes))
	}
}

// Err returns the first error, or nil. After an error the lexer only returns EOF.
func (l *Lexer) Err() *Error { return l.err }

// Tokenize lexes all of src into dst (reusing its storage) and returns the tokens, the last
// one EOF. On an error the tokens before it are returned, followed by EOF. With a nil dst the
// result is a new slice of exactly the tokens' length: the tokens are lexed into a pooled
// scratch slice and copied, which costs less than guessing the count from the input's size
// (queries run from 3 to 9 bytes per token: a guess that never grows allocates about twice
// what is needed, and the token slice is the parse's largest allocation).
func Tokenize(f Family, src string, lim Limits, dst []Token) ([]Token, *Error) {
	if cap(dst) > 0 {
		return tokenize(f, src, lim, dst)
	}
	sp := scratch.Get().(*[]Token)
	buf, err := tokenize(f, src, lim, *sp)
	out := make([]Token, len(buf))
	copy(out, buf)
	clear(buf) // the pooled slice must not keep the source text alive
	if cap(buf) <= maxScratch {
		*sp = buf[:0]
		scratch.Put(sp)
	}
	return out, err
}

// maxScratch bounds the token slices kept in the pool (a huge input's slice is dropped).
const maxScratch = 1 << 14

var scratch = sync.Pool{New: func() any {
	s := make([]Token, 0, 512)
	return &s
}}

func tokenize(f Family, src string, lim Limits, dst []Token) ([]Token, *Error) {
	var l Lexer
	l.Reset(f, src, lim)
	dst = dst[:0]
	if cap(dst) == 0 {
		dst = make([]Token, 0, len(src)/3+16)
	}
	for {
		dst = append(dst, Token{})
		t := &dst[len(dst)-1]
		l.scan(t)
		t.Index = int32(len(dst) - 1)
		if t.Type == antlr.TokenEOF {
			return dst, l.err
		}
	}
}

// NextToken implements antlr.TokenSource.
func (l *Lexer) NextToken() antlr.Token {
	t := new(Token)
	l.scan(t)
	t.Index = int32(l.index)
	l.index++
	return t
}

func (l *Lexer) Skip()                               { panic("lexer: Skip is not supported") }
func (l *Lexer) More()                               { panic("lexer: More is not supported") }
func (l *Lexer) GetLine() int                        { return l.line }
func (l *Lexer) GetCharPositionInLine() int          { return l.column(l.pos) }
func (l *Lexer) GetInputStream() antlr.CharStream    { return nil }
func (l *Lexer) GetSourceName() string               { return "" }
func (l *Lexer) GetTokenFactory() antlr.TokenFactory { return defaultFactory }
func (l *Lexer) Family() Family                      { return l.fam }

// column returns the code-point column of byte offset p, which must not precede the last
// offset asked for on the current line.
func (l *Lexer) column(p int) int {
	if p > l.markPos {
		s := l.src[l.markPos:p]
		n := len(s)
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				n = utf8.RuneCountInString(s)
				break
			}
		}
		l.markCol += n
		l.markPos = p
	}
	return l.markCol
}

func (l *Lexer) newline(i int) {
	l.line++
	l.markPos = i + 1
	l.markCol = 0
}

func (l *Lexer) fail(kind ErrorKind, off, end int, msg string) {
	if l.err != nil {
		return
	}
	line, col := l.line, 0
	if off <= len(l.src) && off >= l.markPos {
		col = l.column(off)
	} else {
		line, col = position(l.src, off)
	}
	l.err = &Error{Kind: kind, Line: line, Column: col + 1, Offset: off, EndOffset: end, Message: msg}
	l.stopped = true
}

// position computes the line and 0-based column of byte offset off from scratch.
func position(src string, off int) (line, col int) {
	if off > len(src) {
		off = len(src)
	}
	line = 1 + strings.Count(src[:off], "\n")
	start := strings.LastIndexByte(src[:off], '\n') + 1
	return line, utf8.RuneCountInString(src[start:off])
}

// char classes for ASCII bytes
const (
	cSpace = 1 << iota
	cIdentStart
	cIdentPart
	cDigit
)

var class = func() (t [utf8.RuneSelf]uint8) {
	for _, c := range " \t\r\f\v\n" {
		t[c] |= cSpace
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= cIdentStart | cIdentPart
		t[c-'a'+'A'] |= cIdentStart | cIdentPart
	}
	t['_'] |= cIdentStart | cIdentPart
	t['$'] |= cIdentPart
	for c := '0'; c <= '9'; c++ {
		t[c] |= cDigit | cIdentPart
	}
	return t
}()

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// validRune checks the UTF-8 sequence at src[i] (src[i] >= 0x80) and returns its length, or
// records an error and returns 0.
func (l *Lexer) validRune(i int) int {
	r, size := utf8.DecodeRuneInString(l.src[i:])
	if r == utf8.RuneError && size == 1 {
		l.fail(ErrInvalidUTF8, i, i+1, fmt.Sprintf("invalid UTF-8 byte 0x%02x", l.src[i]))
		return 0
	}
	return size
}

func (l *Lexer) nul(i int) {
	l.fail(ErrNULByte, i, i+1, "NUL byte in input")
}

// skipTo validates src[from:to] (newlines, NUL, UTF-8) for text that is consumed whole, such as
// comments and dollar-quoted strings. It reports false after recording an error.
func (l *Lexer) skipTo(from, to int) bool {
	src := l.src
	for i := from; i < to; {
		c := src[i]
		switch {
		case c == '\n':
			l.newline(i)
		case c == 0:
			l.nul(i)
			return false
		case c >= utf8.RuneSelf:
			n := l.validRune(i)
			if n == 0 {
				return false
			}
			i += n
			continue
		}
		i++
	}
	return true
}

// scan reads the next token into t.
func (l *Lexer) scan(t *Token) {
	src := l.src
	n := len(src)
	if l.stopped {
		l.eof(t)
		return
	}
	// skip whitespace and comments
	for l.pos < n {
		c := src[l.pos]
		if c < utf8.RuneSelf && class[c]&cSpace != 0 {
			if c == '\n' {
				l.newline(l.pos)
			}
			l.pos++
			continue
		}
		if c == '-' && l.pos+1 < n && src[l.pos+1] == '-' || c == '#' && l.cfg.hashComments {
			from := l.pos + 2
			if c == '#' {
				from = l.pos + 1
			}
			end := from
			for end < n && src[end] != '\n' && src[end] != '\r' {
				end++
			}
			if !l.skipTo(from, end) {
				l.eof(t)
				return
			}
			l.pos = end
			continue
		}
		if c == '/' && l.pos+1 < n && src[l.pos+1] == '*' {
			if !l.blockComment() {
				l.eof(t)
				return
			}
			continue
		}
		break
	}
	if l.pos >= n {
		l.eof(t)
		return
	}

	start := l.pos
	col := l.column(start)
	line := l.line
	typ, end := l.token(start)
	if l.err != nil {
		l.eof(t)
		return
	}
	l.pos = end
	t.Type = typ
	t.Line = int32(line)
	t.Column = int32(col)
	t.Start = int32(start)
	t.Stop = int32(end - 1)
	t.Text = src[start:end]
	l.count(typ, start, end)
	if l.err != nil {
		l.eof(t)
	}
}

func (l *Lexer) eof(t *Token) {
	l.stopped = true
	p := l.pos
	if p > len(l.src) {
		p = len(l.src)
	}
	*t = Token{Type: antlr.TokenEOF, Text: "<EOF>", Start: int32(p), Stop: int32(p - 1),
		Line: int32(l.line), Column: int32(l.column(p))}
}

// count enforces the token and depth limits.
func (l *Lexer) count(typ int32, start, end int) {
	l.ntok++
	if l.lim.MaxTokens > 0 && l.ntok > l.lim.MaxTokens {
		l.fail(ErrMaxTokens, start, end, fmt.Sprintf("token count %d exceeds limit max_tokens=%d", l.ntok, l.lim.MaxTokens))
		return
	}
	switch typ {
	case sqlparser.SqlParserLPAREN, sqlparser.SqlParserLBRACKET, sqlparser.SqlParserLBRACE, sqlparser.SqlParserCASE:
		l.depth++
	case sqlparser.SqlParserRPAREN, sqlparser.SqlParserRBRACKET, sqlparser.SqlParserRBRACE, sqlparser.SqlParserEND:
		if l.depth > 0 {
			l.depth--
		}
	case sqlparser.SqlParserLT:
		switch l.prev {
		case sqlparser.SqlParserARRAY, sqlparser.SqlParserMAP, sqlparser.SqlParserSTRUCT:
			l.angles++
		}
	case sqlparser.SqlParserGT:
		if l.angles > 0 {
			l.angles--
		}
	}
	switch typ {
	case sqlparser.SqlParserNOT, sqlparser.SqlParserMINUS, sqlparser.SqlParserPLUS,
		sqlparser.SqlParserTILDE, sqlparser.SqlParserBANG:
		l.unary++
	default:
		l.unary = 0
	}
	l.prev = typ
	if d := l.depth + l.angles + l.unary; l.lim.MaxDepth > 0 && d > l.lim.MaxDepth {
		l.fail(ErrMaxDepth, start, end, fmt.Sprintf("nesting depth %d exceeds limit max_depth=%d", d, l.lim.MaxDepth))
	}
}

// blockComment skips a comment starting at l.pos ("/*").
func (l *Lexer) blockComment() bool {
	src := l.src
	start := l.pos
	depth := 1
	i := start + 2
	for i < len(src) {
		c := src[i]
		switch {
		case c == '*' && i+1 < len(src) && src[i+1] == '/':
			depth--
			i += 2
			if depth == 0 || !l.cfg.nestedComments {
				l.pos = i
				return true
			}
			continue
		case c == '/' && l.cfg.nestedComments && i+1 < len(src) && src[i+1] == '*':
			depth++
			i += 2
			continue
		case c == '\n':
			l.newline(i)
		case c == 0:
			l.nul(i)
			return false
		case c >= utf8.RuneSelf:
			n := l.validRune(i)
			if n == 0 {
				return false
			}
			i += n
			continue
		}
		i++
	}
	l.fail(ErrUnterminatedComment, start, len(src), "unterminated block comment")
	return false
}

// quoted scans a quoted token starting at src[start] == q: doubling q escapes it, and with
// backslash a backslash escapes any character. It returns the end offset, or -1 after
// recording an error of the given kind.
// uescape refuses a UESCAPE 'c' after a U&'...' string ending at end (its
// escape character, which the builder does not read: it decodes \XXXX).
func (l *Lexer) uescape(end int) {
	i := end
	for i < len(l.src) && (l.src[i] == ' ' || l.src[i] == '\t' || l.src[i] == '\n' || l.src[i] == '\r') {
		i++
	}
	if i+7 <= len(l.src) && strings.EqualFold(l.src[i:i+7], "uescape") && (i+7 == len(l.src) || l.src[i+7] < utf8.RuneSelf && class[l.src[i+7]]&cIdentPart == 0) {
		if l.err == nil { // (fail's position would miss the newlines skipped here)
			line, col := position(l.src, i)
			l.err = &Error{Kind: ErrUnreadLiteral, Line: line, Column: col + 1, Offset: i, EndOffset: i + 7,
				Message: "UESCAPE, another escape character for a U&'' string, is not read; write the string with \\XXXX escapes (or as a plain string)"}
			l.stopped = true
		}
	}
}

func (l *Lexer) quoted(start, open int, q byte, backslash, doubling bool, kind ErrorKind) int {
	src := l.src
	i := open + 1
	for i < len(src) {
		c := src[i]
		if c == q {
			if doubling && i+1 < len(src) && src[i+1] == q {
				i += 2
				continue
			}
			return i + 1
		}
		if c == '\\' && backslash {
			i++
			if i >= len(src) {
				break
			}
			c = src[i]
		}
		switch {
		case c == '\n':
			l.newline(i)
		case c == 0:
			l.nul(i)
			return -1
		case c >= utf8.RuneSelf:
			n := l.validRune(i)
			if n == 0 {
				return -1
			}
			i += n
			continue
		}
		i++
	}
	what := "string literal"
	if kind == ErrUnterminatedIdentifier {
		what = "quoted identifier"
	}
	l.fail(kind, start, len(src), "unterminated "+what)
	return -1
}

// tripleQuoted reports (and fails on) a BigQuery triple-quoted string
// whose quotes start at open. Read as an empty string and then a quoted
// one, the triple-quoted a, two quotes, b would be "ab" (BigQuery keeps
// the quotes) and the raw triple-quoted a\nb a newline (BigQuery: a
// backslash and an n), so it is an error rather than another string.
func (l *Lexer) tripleQuoted(start, open int) bool {
	src := l.src
	if !l.cfg.rawStrings || open+2 >= len(src) || src[open+1] != src[open] || src[open+2] != src[open] {
		return false
	}
	l.fail(ErrUnreadLiteral, start, open+3, "a triple-quoted string literal is not read; write it with one quote on each side, its quotes and newlines escaped")
	return true
}

// bytesPrefix reports whether s starts with a BigQuery bytes literal's
// prefix and its quote: b', B", rb', Br"...
func bytesPrefix(s string) bool {
	for _, n := range []int{1, 2} {
		if len(s) > n && (s[n] == '\'' || s[n] == '"') {
			p := strings.ToLower(s[:n])
			return p == "b" || p == "rb" || p == "br"
		}
	}
	return false
}

// token scans the token at start and returns its type and end offset.
func (l *Lexer) token(start int) (int32, int) {
	src := l.src
	n := len(src)
	c := src[start]
	var c1 byte
	if start+1 < n {
		c1 = src[start+1]
	}

	if c >= utf8.RuneSelf || class[c]&cIdentStart != 0 {
		// E'...' when it is terminated; otherwise ANTLR's longest match is the identifier E
		// (and what follows may still be a plain string: E'\' is E then '\').
		if (c == 'e' || c == 'E') && c1 == '\'' && l.cfg.escapeStrings && escapeStringClosed(src, start+1) {
			end := l.quoted(start, start+1, '\'', true, true, ErrUnterminatedString)
			return sqlparser.SqlParserESCAPE_STRING, end
		}
		// b'...', rb'...', br'...' (BigQuery's bytes literals): not read, an error rather
		// than the identifier b and a string (a cast to a type b)
		if l.cfg.rawStrings && bytesPrefix(src[start:]) {
			l.fail(ErrUnreadLiteral, start, start+1, "a bytes literal (b'...') is not read; write it as a string cast to BYTES, or run the query in bigquery")
			return sqlparser.SqlParserSTRING, -1
		}
		// r'...' or r"..." (BigQuery's raw strings; unterminated, it is the identifier r and
		// an unterminated string, an error either way)
		if (c == 'r' || c == 'R') && (c1 == '\'' || c1 == '"') && l.cfg.rawStrings {
			if l.tripleQuoted(start, start+1) {
				return sqlparser.SqlParserSTRING, -1
			}
			return sqlparser.SqlParserSTRING, l.quoted(start, start+1, c1, true, false, ErrUnterminatedString)
		}
		// U&'...' (the string has the same body as '...', so it ends where that one would)
		if (c == 'u' || c == 'U') && c1 == '&' && l.cfg.unicodeStrings && start+2 < n && src[start+2] == '\'' {
			end := l.quoted(start, start+2, '\'', false, true, ErrUnterminatedString)
			if end > 0 {
				l.uescape(end)
			}
			return sqlparser.SqlParserUNICODE_STRING, end
		}
		return l.identifier(start)
	}
	if isDigit(c) || (c == '.' && isDigit(c1)) {
		return l.number(start)
	}

	if (c == '\'' || c == '"') && l.tripleQuoted(start, start) {
		return sqlparser.SqlParserSTRING, -1
	}
	switch c {
	case '\'':
		end := l.quoted(start, start, '\'', l.cfg.hiveStrings || l.cfg.backslashStrings, !l.cfg.hiveStrings, ErrUnterminatedString)
		return sqlparser.SqlParserSTRING, end
	case '"':
		if l.cfg.hiveStrings {
			return sqlparser.SqlParserSTRING, l.quoted(start, start, '"', true, false, ErrUnterminatedString)
		}
		if l.cfg.quotedIdent {
			return sqlparser.SqlParserQUOTED_IDENTIFIER, l.quoted(start, start, '"', false, true, ErrUnterminatedIdentifier)
		}
	case '`':
		if l.cfg.backquoted {
			bs := l.cfg.backslashIdent
			return sqlparser.SqlParserBACKQUOTED_IDENTIFIER, l.quoted(start, start, '`', bs, !bs, ErrUnterminatedIdentifier)
		}
	case '$':
		if isDigit(c1) {
			end := start + 2
			for end < n && isDigit(src[end]) {
				end++
			}
			return sqlparser.SqlParserPOSITIONAL_PARAMETER, end
		}
		if l.cfg.dollarStrings {
			if end, ok := l.dollarString(start); ok {
				return sqlparser.SqlParserDOLLAR_STRING, end
			}
			if l.err != nil {
				return 0, -1
			}
		}
	case ';':
		return sqlparser.SqlParserSEMICOLON, start + 1
	case ',':
		return sqlparser.SqlParserCOMMA, start + 1
	case '.':
		return sqlparser.SqlParserDOT, start + 1
	case '(':
		return sqlparser.SqlParserLPAREN, start + 1
	case ')':
		return sqlparser.SqlParserRPAREN, start + 1
	case '[':
		return sqlparser.SqlParserLBRACKET, start + 1
	case ']':
		return sqlparser.SqlParserRBRACKET, start + 1
	case '{':
		return sqlparser.SqlParserLBRACE, start + 1
	case '}':
		return sqlparser.SqlParserRBRACE, start + 1
	case '=':
		switch c1 {
		case '=':
			return sqlparser.SqlParserDOUBLE_EQ, start + 2
		case '>':
			return sqlparser.SqlParserFAT_ARROW, start + 2
		}
		return sqlparser.SqlParserEQ, start + 1
	case '<':
		switch c1 {
		case '=':
			if start+2 < n && src[start+2] == '>' {
				return sqlparser.SqlParserNULL_SAFE_EQ, start + 3
			}
			return sqlparser.SqlParserLTE, start + 2
		case '>':
			return sqlparser.SqlParserNEQ, start + 2
		case '<':
			return sqlparser.SqlParserSHIFT_LEFT, start + 2
		case '@':
			return sqlparser.SqlParserLT_AT, start + 2
		}
		return sqlparser.SqlParserLT, start + 1
	case '>':
		if c1 == '=' {
			return sqlparser.SqlParserGTE, start + 2
		}
		return sqlparser.SqlParserGT, start + 1
	case '!':
		switch c1 {
		case '=':
			return sqlparser.SqlParserNEQ, start + 2
		case '~':
			if start+2 < n && src[start+2] == '*' {
				return sqlparser.SqlParserBANG_TILDE_ASTERISK, start + 3
			}
			return sqlparser.SqlParserBANG_TILDE, start + 2
		}
		return sqlparser.SqlParserBANG, start + 1
	case '+':
		return sqlparser.SqlParserPLUS, start + 1
	case '-':
		if c1 == '>' {
			if start+2 < n && src[start+2] == '>' {
				return sqlparser.SqlParserDOUBLE_ARROW, start + 3
			}
			return sqlparser.SqlParserARROW, start + 2
		}
		return sqlparser.SqlParserMINUS, start + 1
	case '*':
		return sqlparser.SqlParserASTERISK, start + 1
	case '/':
		if c1 == '/' {
			return sqlparser.SqlParserDOUBLE_SLASH, start + 2
		}
		return sqlparser.SqlParserSLASH, start + 1
	case '%':
		return sqlparser.SqlParserPERCENT, start + 1
	case '~':
		if c1 == '*' {
			return sqlparser.SqlParserTILDE_ASTERISK, start + 2
		}
		return sqlparser.SqlParserTILDE, start + 1
	case '&':
		if c1 == '&' {
			return sqlparser.SqlParserDOUBLE_AMPERSAND, start + 2
		}
		return sqlparser.SqlParserAMPERSAND, start + 1
	case '@':
		if c1 == '>' {
			return sqlparser.SqlParserAT_GT, start + 2
		}
	case '#':
		if c1 == '>' {
			if start+2 < n && src[start+2] == '>' {
				return sqlparser.SqlParserHASH_GT_GT, start + 3
			}
			return sqlparser.SqlParserHASH_GT, start + 2
		}
		if l.cfg.hashOp {
			return sqlparser.SqlParserHASH_SIGN, start + 1
		}
	case '|':
		if c1 == '|' {
			return sqlparser.SqlParserCONCAT, start + 2
		}
		return sqlparser.SqlParserPIPE, start + 1
	case '^':
		return sqlparser.SqlParserHAT, start + 1
	case ':':
		switch c1 {
		case ':':
			return sqlparser.SqlParserDOUBLE_COLON, start + 2
		case '=':
			return sqlparser.SqlParserCOLON_EQ, start + 2
		}
		if l.cfg.pathColon {
			return sqlparser.SqlParserPATH_COLON, start + 1
		}
		return sqlparser.SqlParserCOLON, start + 1
	case '?':
		return sqlparser.SqlParserQUESTION, start + 1
	case 0:
		l.nul(start)
		return 0, -1
	}
	l.fail(ErrUnexpectedChar, start, start+1, fmt.Sprintf("unexpected character %q", rune(c)))
	return 0, -1
}

// escapeStringClosed reports whether the E'...' string whose quote is at src[open] ends.
func escapeStringClosed(src string, open int) bool {
	for i := open + 1; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case '\'':
			if i+1 < len(src) && src[i+1] == '\'' {
				i++
				continue
			}
			return true
		}
	}
	return false
}

func (l *Lexer) identifier(start int) (int32, int) {
	src := l.src
	i := start
	ascii := true
	for i < len(src) {
		c := src[i]
		if c < utf8.RuneSelf {
			if class[c]&cIdentPart == 0 {
				break
			}
			i++
			continue
		}
		size := l.validRune(i)
		if size == 0 {
			return 0, -1
		}
		ascii = false
		i += size
	}
	if ascii && i-start <= maxKeywordLen {
		var buf [maxKeywordLen]byte
		for j := start; j < i; j++ {
			c := src[j]
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			buf[j-start] = c
		}
		if typ, ok := keywords[string(buf[:i-start])]; ok {
			return typ, i
		}
	}
	return sqlparser.SqlParserIDENTIFIER, i
}

// number scans a numeric literal with ANTLR's longest-match semantics: INTEGER_VALUE,
// DECIMAL_VALUE, DOUBLE_VALUE and, for Hive, the suffixed literals.
func (l *Lexer) number(start int) (int32, int) {
	src := l.src
	n := len(src)
	i := start
	for i < n && isDigit(src[i]) {
		i++
	}
	intDigits := i > start
	typ := int32(sqlparser.SqlParserINTEGER_VALUE)
	decimal := false
	if i < n && src[i] == '.' && (intDigits || (i+1 < n && isDigit(src[i+1]))) {
		i++
		for i < n && isDigit(src[i]) {
			i++
		}
		typ = sqlparser.SqlParserDECIMAL_VALUE
		decimal = true
	}
	exponent := false
	if i < n && (src[i] == 'e' || src[i] == 'E') {
		j := i + 1
		if j < n && (src[j] == '+' || src[j] == '-') {
			j++
		}
		if j < n && isDigit(src[j]) {
			for j < n && isDigit(src[j]) {
				j++
			}
			i = j
			typ = sqlparser.SqlParserDOUBLE_VALUE
			exponent = true
		}
	}
	if l.cfg.numSuffixes && i < n {
		c := src[i] | 0x20 // ASCII lower case
		switch {
		case c == 'b' && i+1 < n && src[i+1]|0x20 == 'd':
			return sqlparser.SqlParserBIGDECIMAL_LITERAL, i + 2
		case c == 'd':
			return sqlparser.SqlParserDOUBLE_LITERAL, i + 1
		case c == 'f':
			return sqlparser.SqlParserFLOAT_LITERAL, i + 1
		case !decimal && !exponent && c == 'l':
			return sqlparser.SqlParserBIGINT_LITERAL, i + 1
		case !decimal && !exponent && c == 's':
			return sqlparser.SqlParserSMALLINT_LITERAL, i + 1
		case !decimal && !exponent && c == 'y':
			return sqlparser.SqlParserTINYINT_LITERAL, i + 1
		}
	}
	return typ, i
}

// dollarString scans $$...$$ or $tag$...$tag$ at start. It reports ok=false without an
// error when the text is not a dollar quote at all.
func (l *Lexer) dollarString(start int) (int, bool) {
	src := l.src
	j := start + 1
	for j < len(src) {
		c := src[j]
		if c >= utf8.RuneSelf {
			size := l.validRune(j)
			if size == 0 {
				return -1, false
			}
			j += size
			continue
		}
		if class[c]&cIdentPart == 0 || c == '$' || (j == start+1 && isDigit(c)) {
			break
		}
		j++
	}
	if j >= len(src) || src[j] != '$' {
		return -1, false
	}
	tag := src[start : j+1]
	k := strings.Index(src[j+1:], tag)
	if k < 0 {
		l.fail(ErrUnterminatedString, start, len(src), "unterminated dollar-quoted string")
		return -1, false
	}
	end := j + 1 + k + len(tag)
	if !l.skipTo(j+1, end) {
		return -1, false
	}
	return end, true
}
