package regexflavor

import (
	"strings"
	"unicode/utf8"
)

// Joni and Doris: the readings of Trino's and Presto's default engine and
// of Doris's REGEXP, from their sources and documentation (no engine here
// to run them).
//
// Joni (Trino, Presto). Both compile every pattern with
// new Regex(pattern, Option.DEFAULT, NonStrictUTF8Encoding, Syntax.Java)
// (JoniRegexpCasts.joniRegexp in trinodb/trino and prestodb/presto), and
// Joni is their default library (FeaturesConfig: regexLibrary = JONI;
// RE2J only with regex-library=RE2J). Trino's manual (Regular expression
// functions) says they "use the Java pattern syntax, with a few notable
// exceptions": in multi-line mode only "\n" is a line terminator. In Joni:
//   - Syntax.Java carries Option.SINGLELINE, so "$" is SEMI_END_BUF and
//     "^" BEGIN_BUF (Lexer.fetchToken); SEMI_END_BUF matches at the end
//     or before a newline that is the last character, a newline being
//     "\n" only for UTF-8 (ByteCodeMachine.opSemiEndBuf,
//     enc.isNewLine). "\Z" is SEMI_END_BUF too, "\z" END_BUF.
//   - "." (ANYCHAR) matches every character but the newline "\n"
//     (Option.MULTILINE, Joni's dot-all, is not set): RE2's ".".
//   - "\s", "\d", "\w", "\b" and the POSIX brackets read the encoding's
//     character types (Lexer: CHAR_TYPE tokens; neither Trino nor
//     Syntax.Java sets Option.ASCII_RANGE), which for UTF-8 are Unicode's,
//     unlike Java's ASCII classes: JONI's regexp_like('Zürich',
//     '\brich\b') is false where RE2J's is true (facebookincubator/velox
//     issue 9897, comparing Presto's two libraries), Joni's "\d" takes
//     non-ASCII digits unless the syntax restricts it as Ruby's does
//     (jruby/joni issue 64), Oniguruma's "\s" is White_Space. Both forks'
//     Syntax.Java (jruby/joni and the one with named groups) set only
//     Option.SINGLELINE and WORD_BOUND_ALL_RANGE, never ASCII_RANGE, and
//     the Parser adds a CHAR_TYPE class with isAsciiRange(option) false,
//     so the encoding's Unicode tables decide (jcodings: Digit is
//     Decimal_Number, Space White_Space, Word Oniguruma's own set). No
//     ASCII rewrite is exact, and a Unicode one (\p{Nd} in Java and RE2)
//     holds the characters of the engine's own Unicode version, which
//     Java 8 (6.2), 17 (13), 21 (15), RE2's and jcodings' tables do not
//     share (Unicode 7 and later add Nd digits, 6.3 took U+180E out of
//     White_Space): they are not carried to another engine (KindFlavor),
//     and toward Joni "\d" and "\w" are written as the ASCII classes
//     they are elsewhere, "\b" refused.
//   - "(?s)" sets Option.MULTILINE, Joni's dot-all (OP2_OPTION_PERL), as
//     Java's DOTALL: a leading "(?s)" of a Java or Joni pattern makes "."
//     every character.
//   - "\p{...}" takes other names than Java's (the manual: no "Is",
//     "script=" or "gc=" prefixes), and "\0" is read as in RE2, not as
//     Java's octal: not carried over. "\v" is a vertical tab
//     (OP2_ESC_V_VTAB), as in RE2 and PostgreSQL.
//
// Doris's REGEXP (be/src/vec/functions/like.cpp, FunctionRegexp) runs a
// pattern with Hyperscan compiled with HS_FLAG_DOTALL, or with RE2 with
// set_dot_nl(true) where Hyperscan rejects it, and tests a pattern such as
// "^abc$" or ".*abc$" as a plain string comparison:
//   - "." matches every character, a newline too (both engines);
//   - "$" is the end in RE2 and in the string comparisons, the end or the
//     place before a final "\n" in Hyperscan (PCRE's reading), so which it
//     is depends on the pattern's shape: not carried over (KindFlavor), nor
//     "\Z"; "\z" is the end in both;
//   - "\s" holds "\x0B" in Hyperscan (PCRE) and not in RE2, and "\v" is a
//     vertical tab in RE2 and a class of vertical spaces in PCRE: not
//     carried over.

// dorisDollarWhy says why a Doris "$" is refused.
const dorisDollarWhy = `(Doris reads "$" as the end when RE2 or a plain string comparison runs the pattern, and also before a final newline when Hyperscan does; which one runs depends on the pattern) has no exact rewrite; write \z for the end`

// joniWord and joniDigit are Java's, RE2's and PostgreSQL's (C locale)
// "\w" and "\d", written for Joni, whose own are Unicode's.
const (
	joniDigit = `0-9`
	joniWord  = `0-9A-Za-z_`
)

// flavorEscape handles the escapes Joni and Doris read otherwise, as a
// source or as a target; done says it did.
func (cv *converter) flavorEscape(i int, c byte, text string, inClass bool) (n int, err *Error, done bool) {
	w := len(text)
	switch cv.from {
	case Joni:
		switch c {
		case 's', 'S', 'd', 'D', 'w', 'W', 'b', 'B':
			return 0, cv.fail(i, KindFlavor, text, `(in Joni, Trino's and Presto's engine, a class of Unicode characters) has no exact rewrite for `+cv.to.String()+`; write the ASCII class ([0-9], [0-9A-Za-z_], [ \t\n\x0B\f\r])`), true
		case 'p', 'P', '0':
			return 0, cv.fail(i, KindFlavor, text, "(Joni reads it otherwise than Java) has no exact rewrite for "+cv.to.String()), true
		}
	case Doris:
		switch c {
		case 's', 'S', 'v':
			return 0, cv.fail(i, KindFlavor, text, `(Doris runs the pattern with Hyperscan or RE2, which read it otherwise: \x0B) has no exact rewrite for `+cv.to.String()), true
		case 'Z':
			if !inClass {
				return 0, cv.fail(i, KindFlavor, text, dorisDollarWhy), true
			}
		}
	}
	if cv.to != Joni {
		return 0, nil, false
	}
	switch c {
	case 'p', 'P':
		if cv.from == Java && javaPosixProp(cv.pat[i+2:]) {
			return 0, cv.fail(i, KindFlavor, text, "(one of Java's POSIX classes, of ASCII characters only; Joni, Trino's and Presto's engine, reads the name as a Unicode property) has no exact rewrite for "+cv.to.String()), true
		}
	case 'd', 'w', 'D', 'W':
		members := joniDigit
		if c == 'w' || c == 'W' {
			members = joniWord
		}
		switch {
		case inClass && (c == 'D' || c == 'W'):
			return 0, cv.fail(i, KindFlavor, text, "inside a bracket expression: Joni's (Trino's, Presto's) is a class of Unicode characters, and the complement of the ASCII one cannot be listed there"), true
		case inClass:
			cv.b.WriteString(members)
		case c == 'd' || c == 'w':
			cv.b.WriteString("[" + members + "]")
		default:
			cv.b.WriteString("[^" + members + "]")
		}
		cv.mayEndCR = c == 'D' || c == 'W'
		return w, nil, true
	case 'b', 'B':
		if cv.from == Postgres {
			return 0, nil, false // a backspace and a backslash there
		}
		if !inClass {
			return 0, cv.fail(i, KindFlavor, text, "(a word boundary, of Unicode word characters in Joni, Trino's and Presto's engine) has no exact rewrite for "+cv.to.String()), true
		}
	}
	return 0, nil, false
}

// joniDollar writes a Joni "$" or "\Z" of width w at i: the end or the
// place before a final "\n". At the end of a match test's pattern it
// becomes an optional "\n" before the end; elsewhere it is refused.
func (cv *converter) joniDollar(i, w int) *Error {
	rest := strings.TrimLeft(cv.pat[i+w:], ")")
	if !cv.o.MatchTest || rest != "" {
		return cv.fail(i, KindEnd, cv.pat[i:i+w], "(which in Joni, Trino's and Presto's engine, also matches before a final \"\\n\") can only be rewritten for "+cv.to.String()+" at the end of a match test's pattern (regexp_like, rlike, ~)")
	}
	switch {
	case cv.to == RE2 || cv.to == Postgres:
		cv.b.WriteString(`\n?$`)
	default:
		cv.b.WriteString(`\n?\z`)
	}
	cv.mayEndCR = false
	return nil
}

// javaPosixProp reports whether rest (what follows "\p" or "\P") names
// one of Java's POSIX classes, which are US-ASCII only without
// UNICODE_CHARACTER_CLASS (java.util.regex.Pattern, "POSIX character
// classes (US-ASCII only)"): \p{Alpha} is [a-zA-Z] there, where Joni
// (Oniguruma's property names, case-insensitive) reads Unicode's
// Alphabetic.
func javaPosixProp(rest string) bool {
	if !strings.HasPrefix(rest, "{") {
		return false
	}
	end := strings.IndexByte(rest, '}')
	if end < 0 {
		return false
	}
	switch rest[1:end] {
	case "Lower", "Upper", "ASCII", "Alpha", "Digit", "Alnum", "Punct", "Graph", "Print", "Blank", "Cntrl", "XDigit", "Space":
		return true
	}
	return false
}

// joniMultiFolds are the letter pairs that Unicode's full case folding
// (CaseFolding.txt, status F) makes of one character, read by Joni's
// case-insensitive matching: Joni compiles Trino's and Presto's patterns
// with the default case-fold flag, INTERNAL_ENC_CASE_FOLD_MULTI_CHAR
// (jcodings Config.ENC_CASE_FOLD_DEFAULT; the Regex constructor
// JoniRegexpCasts calls), so "(?i)ss" also matches "ß" and "ẞ", "fi" the
// ligature "ﬁ", "st" "ﬆ" (Oniguruma's expand_case_fold_string). RE2,
// Java and PostgreSQL fold character by character.
var joniMultiFolds = map[string]bool{"ss": true, "st": true, "ff": true, "fi": true, "fl": true}

// joniFoldCheck refuses, in a pattern Joni reads case-insensitively, what
// its full case folding reads otherwise than ExpandCase's simple folding:
// two letters that fold together from one character (joniMultiFolds),
// and any character beyond ASCII (whose full folding may be several
// characters: U+0130 is "i" and U+0307, U+01F0 "j" and U+030C).
func joniFoldCheck(pat string) *Error {
	fail := func(i, n int, why string) *Error {
		return &Error{Pos: i, Kind: KindCase, Construct: pat[i : i+n], Why: why + " in a case-insensitive Joni (Trino, Presto) pattern, which folds letters by Unicode's full case folding, has no exact rewrite for an engine that folds letters otherwise"}
	}
	in := false // inside a bracket expression, whose members are single characters
	for i := 0; i < len(pat); i++ {
		c := pat[i]
		switch {
		case c >= 0x80:
			_, n := utf8.DecodeRuneInString(pat[i:])
			return fail(i, n, "(a character beyond ASCII)")
		case c == '\\' && i+1 < len(pat) && pat[i+1] < 0x80:
			i++
		case c == '[' && !in:
			in = true
			if i+1 < len(pat) && pat[i+1] == '^' {
				i++
			}
			if i+1 < len(pat) && pat[i+1] == ']' {
				i++
			}
		case c == ']':
			in = false
		case !in && isLetter(c) && i+1 < len(pat) && isLetter(pat[i+1]) && joniMultiFolds[strings.ToLower(pat[i:i+2])]:
			return fail(i, 2, "(letters that one character folds to, as \"ß\" to \"ss\")")
		}
	}
	return nil
}
