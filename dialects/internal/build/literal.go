package build

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// number builds a numeric literal with the dialect's type rules: an unsuffixed 1.5 is a
// DOUBLE in Hive and BigQuery (FLOAT64: "numeric literals that contain either a decimal point
// or an exponent marker are presumed to be type double") but an exact DECIMAL in Spark, Doris,
// Presto, Trino, DuckDB and the standard family; 1e3 is a DOUBLE everywhere except in
// PostgreSQL, where a constant with a decimal point or an exponent is numeric (1.5e0 is the
// numeric 1.5, 1e400 a valid numeric); Hive's suffixes (10L, 10S, 10Y, 1.5BD, 1.5D, 1.5F) fix
// the type.
func (b *builder) number(c gen.INumberContext) ast.Expr {
	t := termAt(c, 0)
	if t == nil {
		return nil
	}
	return b.numberTok(t.GetSymbol())
}

// numberTok builds a numeric literal from its token.
func (b *builder) numberTok(t antlr.Token) ast.Expr {
	if t == nil {
		return nil
	}
	sp := b.tokSpan(t)
	txt := t.GetText()
	lit := &ast.Literal{Span: sp, Value: txt}
	switch tokenType(t) {
	case gen.SqlParserINTEGER_VALUE:
		lit.Kind = ast.LitInt
		const uhugeMax = "340282366920938463463374607431768211455"
		if d := strings.TrimLeft(txt, "0"); b.is("duckdb") && (len(d) > len(uhugeMax) || len(d) == len(uhugeMax) && d > uhugeMax) {
			// past UHUGEINT, a DOUBLE (DuckDB 1.5: typeof of a 41-digit
			// integer literal is DOUBLE)
			lit.Kind = ast.LitDouble
		}
	case gen.SqlParserDECIMAL_VALUE:
		if b.is("duckdb") && duckDigits(txt) > 38 {
			// DuckDB 1.5: typeof(12345678901234567890123456789012345678.9)
			// is DOUBLE, as is a literal of 39 digits after the point
			lit.Kind = ast.LitDouble
		} else if b.is("hive", "bigquery") {
			lit.Kind = ast.LitDouble
		} else {
			lit.Kind = ast.LitDecimal
		}
	case gen.SqlParserDOUBLE_VALUE:
		if b.is("postgres") {
			lit.Kind = ast.LitDecimal
		} else {
			lit.Kind = ast.LitDouble
		}
	case gen.SqlParserBIGINT_LITERAL:
		lit.Kind, lit.Type, lit.Value = ast.LitInt, ast.TypeBigInt, txt[:len(txt)-1]
	case gen.SqlParserSMALLINT_LITERAL:
		lit.Kind, lit.Type, lit.Value = ast.LitInt, ast.TypeSmallInt, txt[:len(txt)-1]
	case gen.SqlParserTINYINT_LITERAL:
		lit.Kind, lit.Type, lit.Value = ast.LitInt, ast.TypeTinyInt, txt[:len(txt)-1]
	case gen.SqlParserBIGDECIMAL_LITERAL:
		lit.Kind, lit.Type, lit.Value = ast.LitDecimal, ast.TypeDecimal, txt[:len(txt)-2]
	case gen.SqlParserDOUBLE_LITERAL:
		lit.Kind, lit.Type, lit.Value = ast.LitDouble, ast.TypeDouble, txt[:len(txt)-1]
	case gen.SqlParserFLOAT_LITERAL:
		lit.Kind, lit.Type, lit.Value = ast.LitDouble, ast.TypeReal, txt[:len(txt)-1]
	default:
		return nil
	}
	return lit
}

// duckDigits is the width DuckDB gives the decimal literal txt (no
// exponent): its digits without the integer part's leading zeros.
func duckDigits(txt string) int {
	ip, frac, _ := strings.Cut(txt, ".")
	return len(strings.TrimLeft(ip, "0")) + len(frac)
}

// stringConst decodes a stringConstant: adjacent literals concatenate.
func (b *builder) stringConst(c gen.IStringConstantContext) (string, ast.Span) {
	if c == nil {
		return "", ast.Span{}
	}
	return b.stringTokens(c)
}

// stringTokens decodes the string tokens among c's children, concatenated.
func (b *builder) stringTokens(c antlr.ParserRuleContext) (string, ast.Span) {
	ch := c.GetChildren()
	if len(ch) == 1 {
		if t, ok := ch[0].(*antlr.TerminalNodeImpl); ok {
			return b.decodeString(t), b.termSpan(t)
		}
	}
	var toks []antlr.Token
	for _, x := range ch {
		if t, ok := x.(*antlr.TerminalNodeImpl); ok {
			toks = append(toks, t.GetSymbol())
		}
	}
	return b.decodeStringToks(toks, b.span(c)), b.span(c)
}

// decodeStringToks decodes the string tokens of one string constant (sp),
// concatenated. Plain strings continuing an E'...' or U&'...' string (on a new
// line) are part of it (PostgreSQL 15 documentation, 4.1.2.2 and 4.1.2.3;
// run on PostgreSQL 15): each part of an E'...' string has its escapes read
// apart, the whole then one UTF-8 text (E'a' then '\x41' is aA, E'\xC3'
// then '\xA9' é, E'\uD83D' then '\uDE00' raises), while the parts of a
// U&'...' string are one body (U&'\00' then '41' is A, U&'\D83D' then
// '\DE00' U+1F600).
func (b *builder) decodeStringToks(toks []antlr.Token, sp ast.Span) string {
	if len(toks) == 0 {
		return ""
	}
	if len(toks) == 1 {
		return b.decodeStringTok(toks[0])
	}
	if kind := tokenType(toks[0]); kind == gen.SqlParserESCAPE_STRING || kind == gen.SqlParserUNICODE_STRING {
		txt := toks[0].GetText()
		prefix := 2 // E'
		if kind == gen.SqlParserUNICODE_STRING {
			prefix = 3 // U&'
		}
		bodies := []string{""}
		if len(txt) > prefix {
			bodies[0] = txt[prefix : len(txt)-1]
		}
		for _, t := range toks[1:] {
			txt := t.GetText()
			if tokenType(t) != gen.SqlParserSTRING || len(txt) < 2 || txt[0] != '\'' {
				bodies = nil
				break
			}
			bodies = append(bodies, txt[1:len(txt)-1])
		}
		switch {
		case bodies == nil:
		case kind == gen.SqlParserESCAPE_STRING:
			return b.escapeBody(bodies, sp)
		default:
			b.unicodeDialect(sp)
			return b.unicodeBody(strings.Join(bodies, ""), sp)
		}
	}
	var sb strings.Builder
	for _, t := range toks {
		sb.WriteString(b.decodeStringTok(t))
	}
	return sb.String()
}

// escapeBody decodes the parts of an E'...' string, each with its own
// escapes. The text must be UTF-8 (PostgreSQL 15 raises "invalid byte
// sequence for encoding", run: E'\xD8'); DuckDB 1.5 raises for an escape of
// a non-ASCII character or byte (unicode_to_utf8 or pg_verifymbstr NOT
// IMPLEMENTED, run: E'\u0041', E'\xC3\xA9', E'\200'), though not for one
// written as itself (E'é\x41' is éA).
func (b *builder) escapeBody(parts []string, sp ast.Span) string {
	var sb strings.Builder
	for _, p := range parts {
		s, ok := unescapeC(p)
		if !ok {
			b.invalid(sp, "invalid escape sequence in E'' string literal")
		}
		if b.d.Name == "duckdb" && escapesNonASCII(p) {
			b.invalid(sp, "DuckDB raises for this E'' string: a \\u or \\U escape, or an escape of a byte 0 or 0x80 and above (\\x80, \\200), is not implemented there; write the character itself")
		}
		sb.WriteString(s)
	}
	s := sb.String()
	if !utf8.ValidString(s) {
		b.invalid(sp, "the bytes escaped in this E'' string literal are not UTF-8 text")
	}
	return s
}

// escapesNonASCII: the body of an E'...' string has a \u or \U escape, or an
// octal or hexadecimal escape of a byte 0x80 or above or 0 (unescapeC).
func escapesNonASCII(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		i++
		c, v, n := s[i], 0, 0
		switch {
		case c == 'u' || c == 'U':
			return true
		case isOctal(c):
			for n < 3 && i < len(s) && isOctal(s[i]) {
				v, n, i = v<<3|int(s[i]-'0'), n+1, i+1
			}
		case c == 'x':
			for n < 2 && i+1 < len(s) && isHex(s[i+1]) {
				v, n, i = v<<4|hexVal(s[i+1]), n+1, i+1
			}
		}
		if n > 0 && (v == 0 || v >= 0x80) {
			return true
		}
		if isOctal(c) {
			i--
		}
	}
	return false
}

// unicodeDialect reports a U&'...' string in a dialect without one: DuckDB
// 1.5 raises "unicode_to_utf8 NOT IMPLEMENTED" or "pg_verifymbstr NOT
// IMPLEMENTED" for it (run), and Drill does not document it.
func (b *builder) unicodeDialect(sp ast.Span) {
	if b.d.Name == "duckdb" || b.d.Name == "drill" {
		b.notDialect(sp, "a U&'' string")
	}
}

// unicodeBody decodes the body of a U&'...' string.
func (b *builder) unicodeBody(body string, sp ast.Span) string {
	s, ok := unescapeUnicode(undouble(body, '\''))
	if !ok {
		b.invalid(sp, "invalid Unicode escape in a U&'' string literal")
	}
	return s
}

// stringLit builds a string literal node.
func (b *builder) stringLit(c gen.IStringConstantContext) *ast.Literal {
	if c == nil {
		return nil
	}
	v, _ := b.stringConst(c)
	return &ast.Literal{Span: b.span(c), Kind: ast.LitString, Value: v}
}

// decodeString decodes one string token by its type and the dialect's rules.
func (b *builder) decodeString(t antlr.TerminalNode) string {
	if t == nil {
		return ""
	}
	return b.decodeStringTok(t.GetSymbol())
}

// decodeStringTok decodes one string token (shared with the fast path).
func (b *builder) decodeStringTok(t antlr.Token) string {
	txt := t.GetText()
	switch tokenType(t) {
	case gen.SqlParserSTRING:
		if len(txt) < 2 {
			return ""
		}
		q := txt[0]
		body := txt[1 : len(txt)-1]
		if b.d.Name == "bigquery" && (q == 'r' || q == 'R') {
			// A raw string: no escape processing (BigQuery, "Lexical structure",
			// raw string literals: r'\d' is a backslash and a 'd').
			return txt[2 : len(txt)-1]
		}
		if b.d.Family == Hive {
			return unescapeHive(body)
		}
		if b.d.Name == "bigquery" {
			v, ok := unescapeBigQuery(body)
			if !ok {
				b.invalid(b.tokSpan(t), "invalid escape sequence in a string literal")
			}
			return v
		}
		if b.d.Name == "snowflake" {
			v, msg := unescapeSnowflake(body)
			if msg != "" {
				b.invalid(b.tokSpan(t), msg)
			}
			return v
		}
		return undouble(body, q)
	case gen.SqlParserESCAPE_STRING:
		// E'...'
		if len(txt) < 3 {
			return ""
		}
		return b.escapeBody([]string{txt[2 : len(txt)-1]}, b.tokSpan(t))
	case gen.SqlParserUNICODE_STRING:
		// U&'...' (PostgreSQL's, ANSI SQL's, Trino's, Presto's)
		b.unicodeDialect(b.tokSpan(t))
		if len(txt) < 4 {
			return ""
		}
		return b.unicodeBody(txt[3:len(txt)-1], b.tokSpan(t))
	case gen.SqlParserDOLLAR_STRING:
		// $tag$ ... $tag$
		if len(txt) < 2 {
			return ""
		}
		i := strings.IndexByte(txt[1:], '$')
		if i < 0 {
			return ""
		}
		tag := txt[:i+2]
		if len(txt) < 2*len(tag) {
			return ""
		}
		return txt[len(tag) : len(txt)-len(tag)]
	}
	return txt
}

// undouble replaces doubled quote characters with one.
func undouble(s string, q byte) string {
	if strings.IndexByte(s, q) < 0 {
		return s
	}
	var sb strings.Builder
	sb.Grow(len(s))
	for i := 0; i < len(s); i++ {
		sb.WriteByte(s[i])
		if s[i] == q && i+1 < len(s) && s[i+1] == q {
			i++
		}
	}
	return sb.String()
}

// unescapeHive decodes Hive/Spark backslash escapes (Spark's unescapeSQLString): \0 \b \n \r
// \t \Z, octal \ooo, \uXXXX, \UXXXXXXXX; \% and \_ keep their backslash (for LIKE); any
// other \c is c, and so is a \u not followed by enough hex digits.
func unescapeHive(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var sb strings.Builder
	sb.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			sb.WriteByte(c)
			continue
		}
		i++
		c = s[i]
		switch c {
		case '0', '1', '2', '3':
			if i+2 < len(s) && isOctal(s[i+1]) && isOctal(s[i+2]) {
				sb.WriteByte((c-'0')<<6 | (s[i+1]-'0')<<3 | (s[i+2] - '0'))
				i += 2
			} else if c == '0' {
				sb.WriteByte(0)
			} else {
				sb.WriteByte(c)
			}
		case 'b':
			sb.WriteByte('\b')
		case 'n':
			sb.WriteByte('\n')
		case 'r':
			sb.WriteByte('\r')
		case 't':
			sb.WriteByte('\t')
		case 'Z':
			sb.WriteByte(0x1a)
		case '%', '_':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case 'u', 'U':
			n := 4
			if c == 'U' {
				n = 8
			}
			if r, ok := hexRune(s, i+1, n); ok {
				sb.WriteRune(r)
				i += n
			} else {
				sb.WriteByte(c)
			}
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// controlEscapes are the escapes of control characters that PostgreSQL's
// E-strings, BigQuery's and Snowflake's strings share: \b \f \n \r \t.
var controlEscapes = map[byte]byte{'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// unescapeC decodes PostgreSQL E'...' escapes: \b \f \n \r \t, \ooo (1-3 octal digits), \xhh
// (1-2 hex digits), \uXXXX, \UXXXXXXXX (a surrogate pair one code point: escapedRune), a
// doubled quote for one, and \c for any other c.
func unescapeC(s string) (string, bool) {
	ok := true
	var sb strings.Builder
	sb.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\'' && i+1 < len(s) && s[i+1] == '\'' {
			sb.WriteByte('\'')
			i++
			continue
		}
		if c != '\\' || i+1 >= len(s) {
			sb.WriteByte(c)
			continue
		}
		i++
		c = s[i]
		if e, ok := controlEscapes[c]; ok {
			sb.WriteByte(e)
			continue
		}
		switch {
		case isOctal(c):
			v := int(c - '0')
			for k := 0; k < 2 && i+1 < len(s) && isOctal(s[i+1]); k++ {
				i++
				v = v<<3 | int(s[i]-'0')
			}
			sb.WriteByte(byte(v))
		case c == 'x' && i+1 < len(s) && isHex(s[i+1]):
			v := 0
			for k := 0; k < 2 && i+1 < len(s) && isHex(s[i+1]); k++ {
				i++
				v = v<<4 | hexVal(s[i])
			}
			sb.WriteByte(byte(v))
		case c == 'u' || c == 'U':
			if r, n, good := escapedRune(s, i); good {
				sb.WriteRune(r)
				i += n
			} else {
				ok = false
				sb.WriteByte(c)
			}
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String(), ok
}

// unescapeBigQuery decodes the escapes of BigQuery's quoted strings and identifiers (BigQuery
// lexical structure, "Escape sequences"): \a \b \f \n \r \t \v \\ \? \" \' \`, \ooo (exactly
// three octal digits), \xhh or \Xhh (exactly two hex digits), \uhhhh and \Uhhhhhhhh, each one
// character; any other escape is an error.
func unescapeBigQuery(s string) (string, bool) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, true
	}
	var sb strings.Builder
	sb.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			sb.WriteByte(c)
			continue
		}
		if i+1 >= len(s) {
			return sb.String(), false
		}
		i++
		c = s[i]
		if e, ok := controlEscapes[c]; ok {
			sb.WriteByte(e)
			continue
		}
		switch c {
		case 'a':
			sb.WriteByte('\a')
		case 'v':
			sb.WriteByte('\v')
		case '\\', '?', '"', '\'', '`':
			sb.WriteByte(c)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			if i+2 >= len(s) || !isOctal(s[i+1]) || !isOctal(s[i+2]) {
				return sb.String(), false
			}
			v := int(c-'0')<<6 | int(s[i+1]-'0')<<3 | int(s[i+2]-'0')
			if v > 0xff {
				return sb.String(), false
			}
			sb.WriteRune(rune(v))
			i += 2
		case 'x', 'X':
			r, ok := hexRune(s, i+1, 2)
			if !ok {
				return sb.String(), false
			}
			sb.WriteRune(r)
			i += 2
		case 'u', 'U':
			n := 4
			if c == 'U' {
				n = 8
			}
			r, ok := hexRune(s, i+1, n)
			if !ok || r > unicode.MaxRune || r >= 0xd800 && r <= 0xdfff {
				return sb.String(), false
			}
			sb.WriteRune(r)
			i += n
		default:
			return sb.String(), false
		}
	}
	return sb.String(), true
}

// unescapeSnowflake decodes a Snowflake single-quoted string body (Snowflake, "String & binary
// data types", escape sequences in single-quoted string constants): a doubled quote is a
// quote; \' \" \\ \b \f \n \r \t \0 are the simple escapes; \ooo (three octal digits) and
// \xhh (two hex digits) are an ASCII character; \uhhhh (exactly four hex digits) is a Unicode
// character; "if a backslash is used in sequences other than the ones listed above, the
// backslash is ignored" (\z is z). The forms the documentation leaves open are refused (msg
// is not ""): one or two octal digits after a backslash (other than a lone \0), \x without
// two hex digits, \u without four, and an octal or hex code above 0x7f (documented as an
// ASCII character only).
func unescapeSnowflake(s string) (v, msg string) {
	if strings.IndexByte(s, '\\') < 0 {
		return undouble(s, '\''), ""
	}
	var sb strings.Builder
	sb.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\'' && i+1 < len(s) && s[i+1] == '\'' {
			sb.WriteByte('\'')
			i++
			continue
		}
		if c != '\\' || i+1 >= len(s) {
			sb.WriteByte(c)
			continue
		}
		i++
		c = s[i]
		if e, ok := controlEscapes[c]; ok {
			sb.WriteByte(e)
			continue
		}
		switch c {
		case '0', '1', '2', '3', '4', '5', '6', '7':
			n := 1
			for n < 3 && i+n < len(s) && isOctal(s[i+n]) {
				n++
			}
			switch {
			case n == 3:
				v := int(c-'0')<<6 | int(s[i+1]-'0')<<3 | int(s[i+2]-'0')
				if v > 0x7f {
					return sb.String(), "an octal escape above \\177 in a Snowflake string (documented as an ASCII character only)"
				}
				sb.WriteByte(byte(v))
				i += 2
			case n == 1 && c == '0':
				sb.WriteByte(0)
			default:
				return sb.String(), "an octal escape in a Snowflake string takes three digits (\\ooo)"
			}
		case 'x':
			r, ok := hexRune(s, i+1, 2)
			if !ok {
				return sb.String(), "a \\x escape in a Snowflake string takes two hexadecimal digits"
			}
			if r > 0x7f {
				return sb.String(), "a \\x escape above \\x7f in a Snowflake string (documented as an ASCII character only)"
			}
			sb.WriteByte(byte(r))
			i += 2
		case 'u':
			r, ok := hexRune(s, i+1, 4)
			if !ok {
				return sb.String(), "a \\u escape in a Snowflake string takes exactly four hexadecimal digits, for a character"
			}
			sb.WriteRune(r)
			i += 4
		default:
			// \' \" \\ and any other character: the backslash is dropped.
			sb.WriteByte(c)
		}
	}
	return sb.String(), ""
}

func isOctal(c byte) bool { return c >= '0' && c <= '7' }

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	default:
		return int(c-'A') + 10
	}
}

// escapedRune reads the \\u (4 hexadecimal digits) or \\U (8) escape whose
// letter is s[i]: its code point and the bytes it takes after the letter. A
// high surrogate and the low one escaped right after it are one code point;
// a lone surrogate is refused (run on PostgreSQL 15: E'\\uD83D\\uDE00' and
// E'\\uD83D\\U0000DE00' are U+1F600, E'\\uDE00' and E'\\uD83Dx' raise).
func escapedRune(s string, i int) (rune, int, bool) {
	width := func(c byte) int {
		if c == 'U' {
			return 8
		}
		return 4
	}
	n := width(s[i])
	v, ok := hexNum(s, i+1, n)
	if !ok {
		return 0, 0, false
	}
	if j := i + 1 + n; v >= 0xD800 && v <= 0xDBFF && j+1 < len(s) && s[j] == '\\' && (s[j+1] == 'u' || s[j+1] == 'U') {
		m := width(s[j+1])
		if lo, ok := hexNum(s, j+2, m); ok && lo >= 0xDC00 && lo <= 0xDFFF {
			return rune(0x10000 + (v-0xD800)<<10 + (lo - 0xDC00)), n + 2 + m, true
		}
	}
	if !utf8.ValidRune(rune(v)) {
		return 0, 0, false
	}
	return rune(v), n, true
}

// hexNum reads n hex digits of s at i.
func hexNum(s string, i, n int) (int, bool) {
	if i+n > len(s) {
		return 0, false
	}
	v := 0
	for k := 0; k < n; k++ {
		if !isHex(s[i+k]) {
			return 0, false
		}
		v = v<<4 | hexVal(s[i+k])
	}
	return v, true
}

// hexRune reads n hex digits of s at i as a code point.
func hexRune(s string, i, n int) (rune, bool) {
	v, ok := hexNum(s, i, n)
	if !ok || !utf8.ValidRune(rune(v)) {
		return 0, false
	}
	return rune(v), true
}

// upperASCII upper-cases ASCII letters without allocating when s is already upper case.
func upperASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'a' && c <= 'z' {
			return strings.ToUpper(s)
		}
	}
	return s
}

// lowerASCII lower-cases ASCII letters without allocating when s is already lower case.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// atoi parses a small non-negative integer, reporting false on overflow or junk.
func atoi(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0
}

// unescapeUnicode decodes the escapes of a U&'...' body: \XXXX and \+XXXXXX are code points
// (4 and 6 hexadecimal digits), a high surrogate and the low one escaped after it one code
// point, \\ is a backslash. ok is false for any other backslash, a lone surrogate, 0 or a
// value beyond U+10FFFF (run on PostgreSQL 15: U&'\D83D\DE00' is U+1F600, U&'\0000' and
// U&'\DE00' raise).
func unescapeUnicode(s string) (string, bool) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, true
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			sb.WriteByte(c)
			continue
		}
		if i+1 < len(s) && s[i+1] == '\\' {
			sb.WriteByte('\\')
			i++
			continue
		}
		v, n, ok := unicodeEscapeAt(s, i)
		if !ok || v == 0 || v > unicode.MaxRune || v >= 0xDC00 && v <= 0xDFFF {
			return "", false
		}
		i += n - 1
		if v >= 0xD800 && v <= 0xDBFF {
			// a high surrogate: the escape after it must be a low one, the
			// two one code point
			lo, n, ok := unicodeEscapeAt(s, i+1)
			if !ok || lo < 0xDC00 || lo > 0xDFFF {
				return "", false
			}
			v = 0x10000 + (v-0xD800)<<10 + (lo - 0xDC00)
			i += n
		}
		sb.WriteRune(rune(v))
	}
	return sb.String(), true
}

// unicodeEscapeAt reads the \XXXX or \+XXXXXX escape at s[i:]: its value and
// length.
func unicodeEscapeAt(s string, i int) (uint64, int, bool) {
	if i >= len(s) || s[i] != '\\' {
		return 0, 0, false
	}
	digits, j := 4, i+1
	if j < len(s) && s[j] == '+' {
		digits, j = 6, j+1
	}
	if j+digits > len(s) {
		return 0, 0, false
	}
	v, err := strconv.ParseUint(s[j:j+digits], 16, 32)
	return v, j + digits - i, err == nil
}
