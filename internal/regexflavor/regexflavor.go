// Package regexflavor rewrites a regular expression written for one
// dialect's engine into one another engine reads alike, or says which
// construct cannot be rewritten exactly. The translator uses it for literal
// patterns (rewrite/regex_flavor.go), the reference executor to run every
// dialect's patterns with Go's RE2 (executor/regex_flavor.go).
//
// The engines differ on these constructs (checked on PostgreSQL 15 and
// DuckDB, whose engine is RE2 as Go's regexp is; Java's from the
// java.util.regex.Pattern documentation):
//
//   - ".": PostgreSQL's ARE matches every character, a newline too
//     (E'a\nb' ~ 'a.b' is true); RE2 every one but "\n" (DuckDB:
//     regexp_matches(chr(10), '.') false, chr(13) and chr(133) true); Java
//     every one but a line terminator: "\n", "\r", "\u0085", "\u2028",
//     "\u2029" (Pattern, "Line terminators": "." matches any character
//     except a line terminator unless the DOTALL flag is specified).
//   - "$": PostgreSQL and RE2 match at the end of the text only
//     (E'a\n' ~ 'a$' false on PostgreSQL, regexp_matches('a'||chr(10),
//     'a$') false on DuckDB); Java's "$" and "\Z" also match before a
//     line terminator that ends the input (Pattern, "Line terminators":
//     "$" matches at the end of input but also before the last line
//     terminator if it is not followed by any other character; "\r\n" is
//     one terminator, so "$" is never between its "\r" and "\n").
//   - "\s": Java's is [ \t\n\x0B\f\r] (Pattern, "Predefined character
//     classes"); RE2's [\t\n\f\r ] without \x0B (DuckDB:
//     regexp_matches(chr(11), '\s') false); PostgreSQL's is [[:space:]],
//     which in the C locale is Java's six (E'\x0b' ~ '\s' true, E'\u00a0'
//     ~ '\s' false on PostgreSQL 15 with lc_ctype C).
//   - PostgreSQL reads "\b" as a backspace, "\B" as a backslash, "\y"
//     and "\Y" as a word boundary and a non-boundary, "\Z" as the end of
//     the text, "\uXXXX" as a character (9.7.3.3, Regular Expression
//     Escapes); RE2 has no "\u" and no "\Z".
//
// A class such as [[:alpha:]] reads alike in PostgreSQL (C locale) and RE2
// for the names in posixAgreed (every character up to U+3000 compared on
// both); [[:cntrl:]] differs: PostgreSQL's also holds U+0080..U+009F.
package regexflavor

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Flavor is the regular-expression engine a dialect's functions use.
type Flavor int

const (
	// Other: an engine not modelled here; patterns pass as written.
	Other Flavor = iota
	// Java: java.util.regex (Hive, Spark).
	Java
	// RE2: DuckDB, BigQuery, and Go's regexp.
	RE2
	// Postgres: PostgreSQL's advanced regular expressions.
	Postgres
	// Joni: Trino's and Presto's default engine (joni.go).
	Joni
	// Doris: Doris's REGEXP, run by Hyperscan or RE2 (joni.go).
	Doris
	// Snowflake: Snowflake's POSIX ERE with Perl sequences, read by
	// ReadSnowflake (snowflake.go). Of gives Other for Snowflake, toward
	// which patterns are written as toward an engine not modelled here;
	// only the executor (ExecOf) reads Snowflake's patterns so.
	Snowflake
)

// Of is the flavor of a dialect's regular-expression functions.
func Of(dialect string) Flavor {
	switch dialect {
	case "hive", "spark", "drill":
		// Drill's regular-expression functions use java.util.regex
		// (Drill documentation, String Manipulation: REGEXP_REPLACE
		// "uses Java regular expression syntax").
		return Java
	case "trino", "presto":
		return Joni
	case "doris":
		return Doris
	case "duckdb", "bigquery":
		return RE2
	case "postgres":
		return Postgres
	}
	return Other
}

// ExecOf is the flavor the executor reads a dialect's patterns with: Of,
// but Snowflake for Snowflake (ReadSnowflake).
func ExecOf(dialect string) Flavor {
	if dialect == "snowflake" {
		return Snowflake
	}
	return Of(dialect)
}

func (f Flavor) String() string {
	return [...]string{"other", "Java", "RE2", "PostgreSQL", "Joni", "Doris", "Snowflake"}[f]
}

// Kinds of Error.
const (
	// KindConstruct: a construct with no exact rewrite (an inline flag, a
	// "\S" inside a class, an escape the target lacks...).
	KindConstruct = iota
	// KindEnd: a Java "$" or "\Z" that may match before a final line
	// terminator where the target's cannot, outside a match test's end.
	KindEnd
	// KindFlavor: a construct of Joni (Trino, Presto) or Doris whose
	// reading is not the other engines' (joni.go).
	KindFlavor
	// KindCase: a construct of a case-insensitive pattern whose folding
	// differs in the target and that ExpandCase cannot write out
	// (casefold.go).
	KindCase
	// KindJavaBound: a Java "\b" or "\B", whose word characters depend
	// on the Java version (javaBoundary).
	KindJavaBound
	// KindRE2Fold: a bracket expression of exactly k's or s's two ASCII
	// cases in a pattern with an alternation, which C++ RE2 may read as
	// the letter under Unicode case folding (re2fold.go).
	KindRE2Fold
	// KindSnowflake: a construct of a Snowflake pattern whose reading
	// Snowflake's documentation does not settle (snowflake.go).
	KindSnowflake
)

// Error says which construct of a pattern cannot be rewritten exactly.
type Error struct {
	Pos       int    // byte offset of the construct in the pattern
	Kind      int    // one of the Kind constants
	Construct string // the construct as written
	Why       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s at byte %d of the regular expression %s", e.Construct, e.Pos+1, e.Why)
}

// posixAgreed are the POSIX class names PostgreSQL (C locale) and RE2 read
// alike (compared on PostgreSQL 15 and DuckDB over U+0001..U+3000).
var posixAgreed = map[string]bool{
	"alnum": true, "alpha": true, "ascii": true, "blank": true, "digit": true, "graph": true,
	"lower": true, "print": true, "punct": true, "space": true, "upper": true, "word": true, "xdigit": true,
}

// PosixClassesAgree reports whether every "[" inside a bracket expression
// of p opens a POSIX class PostgreSQL and RE2 read alike ([:alpha:] ...),
// or is a plain '[' member, and no "[." or "[=" appears (PostgreSQL's
// collating elements and equivalence classes, which RE2 lacks).
func PosixClassesAgree(p string) bool {
	return !scanClasses(p, func(i int) (int, bool) {
		if p[i] != '[' || i+1 >= len(p) {
			return 0, false
		}
		switch p[i+1] {
		case '.', '=':
			return 0, true
		case ':':
			end := strings.Index(p[i+2:], ":]")
			if end < 0 || !posixAgreed[p[i+2:i+2+end]] {
				return 0, true
			}
			return 2 + end + 1, false
		}
		return 0, false
	})
}

// JavaClassSyntax reports whether the pattern has an unescaped "[" or "&&"
// inside a bracket expression, which Java reads as a nested class or an
// intersection.
func JavaClassSyntax(p string) bool {
	return scanClasses(p, func(i int) (int, bool) {
		return 0, p[i] == '[' || p[i] == '&' && i+1 < len(p) && p[i+1] == '&'
	})
}

// scanClasses calls member at each unescaped byte of p inside a bracket
// expression (a "]" right after the opening "[" or "[^" is a member, as
// POSIX and RE2 read it); member returns how many more bytes it has read,
// or stop to end the walk. scanClasses reports whether it was stopped.
func scanClasses(p string, member func(i int) (skip int, stop bool)) bool {
	in := false
	for i := 0; i < len(p); i++ {
		switch ch := p[i]; {
		case ch == '\\':
			i++
		case !in && ch == '[':
			in = true
			if i+1 < len(p) && p[i+1] == '^' {
				i++
			}
			if i+1 < len(p) && p[i+1] == ']' {
				i++
			}
		case in && ch == ']':
			in = false
		case in:
			skip, stop := member(i)
			if stop {
				return true
			}
			i += skip
		}
	}
	return false
}

// Options say how the pattern is used.
type Options struct {
	// MatchTest: the caller only asks whether the pattern matches
	// somewhere (rlike, regexp_like, ~); the matched text is not
	// returned, which lets a Java "$" at the pattern's end be rewritten.
	MatchTest bool
	// CaseInsensitive: the pattern is read case-insensitively as a whole
	// (PostgreSQL's ~*), as with a leading "(?i)" (casefold.go).
	CaseInsensitive bool
	// GroupsUnseen: no group of a match is observed, by its number or its
	// text (a split, a regexp_replace whose replacement refers to no
	// group); the matched text may be returned.
	GroupsUnseen bool
}

// Convert rewrites pat, read by flavor from, into a pattern flavor to
// reads alike. Where from or to is Other, or they are the same, pat is
// returned as written.
//
// Toward Other (an engine not modelled here), Joni and Doris, the
// constructs whose reading differs are written out in a form that does not
// lean on the target's own "." "$" or "\s": "[\s\S]", a negated class of
// the source's terminators, "\z", "[\t\n\x0B\f\r ]", characters beyond
// ASCII written as themselves (javaNLChars); these read alike in Java's
// syntax, Joni's, RE2's and Hyperscan's. joni.go has Joni's and Doris's
// own readings.
func Convert(pat string, from, to Flavor, o Options) (string, *Error) {
	if from == to {
		return pat, nil
	}
	if from == Other {
		if readsRE2(to) {
			// A pattern whose reading is not modelled here keeps it, but
			// for C++ RE2's reading of [sS] and [kK] (re2fold.go).
			return foldClassesForRE2(pat)
		}
		return pat, nil
	}
	caseInsensitive := o.CaseInsensitive || strings.HasPrefix(pat, "(?i)") || strings.HasPrefix(pat, "(?s)(?i)")
	if readsRE2(from) && !caseInsensitive {
		if err := foldCheck(pat); err != nil {
			return "", err
		}
	}
	out, err := convert(pat, from, to, o)
	if err != nil {
		return "", err
	}
	if readsRE2(to) {
		return foldClassesForRE2(out)
	}
	return out, nil
}

// convert is Convert but for C++ RE2's reading of [sS] and [kK].
func convert(pat string, from, to Flavor, o Options) (string, *Error) {
	cv := &converter{pat: pat, from: from, to: to, o: o}
	if err := cv.run(); err != nil {
		return "", err
	}
	// A leading "(?i)", or "(?s)(?i)" in Java's syntax (run reads the
	// "(?s)" and then takes the "(?i)" as the pattern's start).
	off, dotAll := 0, ""
	switch {
	case strings.HasPrefix(pat, "(?i)"):
		off = 4 // PostgreSQL's ~* with "(?i)" too
	case cv.javaSyntax() && strings.HasPrefix(pat, "(?s)(?i)"):
		off, dotAll = 8, "(?s)"
	}
	if o.CaseInsensitive || FoldsDiffer(from, to) && off > 0 {
		// A pattern read case-insensitively as a whole, by an engine
		// that folds letters otherwise than the target's (casefold.go):
		// written out case-sensitively, then converted.
		exp, err := ExpandCase(pat[off:], from)
		if err != nil {
			err.Pos += off
			return "", err
		}
		cv = &converter{pat: dotAll + exp, from: from, to: to, o: o}
		if err := cv.run(); err != nil {
			return "", err
		}
	}
	return cv.b.String(), nil
}

type converter struct {
	pat      string
	from, to Flavor
	o        Options
	b        strings.Builder
	// mayEndCR: the last atom written may match a '\r' (conservative).
	mayEndCR bool
	// groups: for each open group, whether a branch ended so far may end
	// with a '\r'.
	groups []bool
	// dotAll: a Java or Joni pattern that starts with "(?s)", where "."
	// matches every character (joni.go).
	dotAll bool
}

func (cv *converter) fail(pos, kind int, construct, why string) *Error {
	return &Error{Pos: pos, Kind: kind, Construct: construct, Why: why}
}

// anyChar is a class of every character (\S is the complement of \s in
// every flavor);
// notJavaNL every one but Java's line terminators. PostgreSQL reads
// "\x" with any number of hexadecimal digits (9.7.3.3): "\x2028" is
// U+2028 (checked on PostgreSQL 15).
func (cv *converter) anyChar() string { return `[\s\S]` }
func (cv *converter) notJavaNL() string {
	switch cv.to {
	case Postgres:
		return `[^\n\r\x85\x2028\x2029]`
	case Other, Joni, Doris:
		return `[^\n\r` + javaNLChars + `]`
	}
	return `[^\n\r\x{85}\x{2028}\x{2029}]`
}

// javaNLChars are U+0085, U+2028 and U+2029 as themselves, for Joni,
// Doris or an engine not modelled here: jruby/joni's Syntax.Java lacks
// OP_ESC_X_BRACE_HEX8 (reading "\x{85}" as a NUL and '{', '8', '5', '}'),
// airlift/joni's (Trino's) has it, RE2 (Doris, Trino's RE2J) has no "\u";
// every engine reads the character itself alike.
const javaNLChars = "\u0085\u2028\u2029"

// otherChar writes the character r for an engine not modelled here (see
// javaNLChars): a C0 control or DEL as "\xhh", which every engine reads,
// ASCII punctuation escaped, any other character as itself.
func otherChar(r rune) string {
	switch {
	case r < 0x20 || r == 0x7F:
		return fmt.Sprintf(`\x%02X`, r)
	case r < 0x80 && !isLetter(byte(r)) && !(r >= '0' && r <= '9') && r != ' ':
		return `\` + string(r)
	}
	return string(r)
}

// hexChar writes the character of the hexadecimal digits hex for the
// target: "\x{hex}" (RE2, Java), or the character itself toward Other.
func (cv *converter) hexChar(hex string) string {
	if cv.portable() {
		if r, err := strconv.ParseUint(hex, 16, 32); err == nil && r <= utf8.MaxRune {
			return otherChar(rune(r))
		}
	}
	return `\x{` + hex + `}`
}

// javaEnd is a Java "$" at the end of a match test: an optional final line
// terminator, then the end.
func (cv *converter) javaEnd() string {
	switch cv.to {
	case Postgres:
		return `(?:\r\n|[\n\r\x85\x2028\x2029])?$`
	case Other, Joni, Doris:
		return `(?:\r\n|[\n\r` + javaNLChars + `])?\z`
	}
	return `(?:\r\n|[\n\r\x{85}\x{2028}\x{2029}])?$`
}

// spaceClass is the members of the source flavor's \s, written for a
// bracket expression of the target.
func (cv *converter) spaceMembers() string {
	if cv.from == RE2 {
		return `\t\n\f\r `
	}
	return `\t\n\x0B\f\r ` // not \v: Java's \v is a class of vertical spaces
}

// spaceDiffers: the source's \s is not the target's.
func (cv *converter) spaceDiffers() bool {
	return cv.portable() || (cv.from == RE2) != (cv.to == RE2)
}

// portable: the target is an engine toward which the forms that do not
// lean on its own ".", "$" and "\s" are written (Other, Joni, Doris; see
// Convert).
func (cv *converter) portable() bool {
	return cv.to == Other || cv.to == Joni || cv.to == Doris
}

// javaSyntax: the source reads Java's syntax (java.util.regex, or Joni's
// Syntax.Java).
func (cv *converter) javaSyntax() bool { return cv.from == Java || cv.from == Joni }

func (cv *converter) run() *Error {
	p := cv.pat
	i := 0
	// PostgreSQL's director prefixes and embedded options.
	if cv.from == Postgres {
		if strings.HasPrefix(p, "***") {
			return cv.fail(0, KindConstruct, p[:min(len(p), 4)], "(a PostgreSQL director) has no equivalent in "+cv.to.String())
		}
		if strings.HasPrefix(p, "(?") && len(p) > 2 && isLetter(p[2]) {
			end := strings.IndexByte(p, ')')
			if end < 0 || p[2:end] != "i" {
				return cv.fail(0, KindConstruct, p[:max(end+1, 3)], "(PostgreSQL's embedded options other than (?i)) has no exact rewrite for "+cv.to.String())
			}
		}
	}
	if cv.javaSyntax() && strings.HasPrefix(p, "(?s)") {
		cv.dotAll, i = true, 4
	}
	atStart := true
	for i < len(p) {
		ch := p[i]
		switch {
		case ch == '\\':
			n, err := cv.escape(i, false)
			if err != nil {
				return err
			}
			i += n
		case ch == '[':
			n, err := cv.class(i)
			if err != nil {
				return err
			}
			i += n
		case ch == '.':
			switch {
			case cv.dotAll && (cv.to == Postgres || cv.to == Doris):
				cv.b.WriteByte('.')
				cv.mayEndCR = true
			case cv.from == Postgres || cv.dotAll:
				cv.b.WriteString(cv.anyChar())
				cv.mayEndCR = true
			case cv.from == Java:
				cv.b.WriteString(cv.notJavaNL())
				cv.mayEndCR = false
			case cv.from == Doris:
				if cv.to == Postgres {
					cv.b.WriteByte('.')
				} else {
					cv.b.WriteString(cv.anyChar())
				}
				cv.mayEndCR = true
			case cv.from == Joni && cv.to == RE2:
				cv.b.WriteByte('.')
				cv.mayEndCR = true
			default: // RE2, Joni
				cv.b.WriteString(`[^\n]`)
				cv.mayEndCR = true
			}
			i++
		case ch == '$':
			if err := cv.dollar(i, 1); err != nil {
				return err
			}
			i++
		case ch == '(' && cv.from == Java && (cv.to == RE2 || cv.to == Doris || cv.to == Postgres) && javaBoundaryAt(p[i:]) != 0:
			// The ASCII boundary written for Java (javaBoundary), which
			// reads alike in every Java: RE2's and Doris's "\b" (ASCII
			// word characters), PostgreSQL's "\y".
			n := len(javaBoundary(true))
			bound := javaBoundaryAt(p[i:])
			esc := `\B`
			switch {
			case cv.to == Postgres && bound > 0:
				esc = `\y`
			case cv.to == Postgres:
				esc = `\Y`
			case bound > 0:
				esc = `\b`
			}
			if i+n < len(p) && strings.IndexByte("*+?{", p[i+n]) >= 0 {
				// The group is quantified: PostgreSQL ("quantifier
				// operand invalid") and Hyperscan refuse a quantified
				// bare escape, not a quantified group (PostgreSQL 15:
				// 'a x' ~ '(?:\y)+x' true).
				esc = "(?:" + esc + ")"
			}
			cv.b.WriteString(esc)
			cv.mayEndCR = false
			i += n
		case ch == '(':
			if i+1 < len(p) && p[i+1] == '?' {
				if err := cv.group(i, atStart); err != nil {
					return err
				}
			}
			cv.b.WriteByte('(')
			cv.groups = append(cv.groups, false)
			cv.mayEndCR = false
			i++
		case ch == '|':
			if n := len(cv.groups); n > 0 {
				cv.groups[n-1] = cv.groups[n-1] || cv.mayEndCR
			}
			cv.b.WriteByte('|')
			cv.mayEndCR = false
			i++
		case ch == ')':
			cv.b.WriteByte(')')
			if n := len(cv.groups); n > 0 {
				cv.mayEndCR = cv.groups[n-1] || cv.mayEndCR
				cv.groups = cv.groups[:n-1]
			} else {
				cv.mayEndCR = true
			}
			i++
		case ch == '*' || ch == '?':
			cv.b.WriteByte(ch)
			cv.mayEndCR = true
			i++
		case ch == '{' && i+1 < len(p) && p[i+1] == '0':
			cv.b.WriteByte(ch)
			cv.mayEndCR = true
			i++
		case ch == '+' || ch == '{' || ch == '}' || ch == ',' || ch >= '0' && ch <= '9' && cv.inBraces(i):
			cv.b.WriteByte(ch)
			i++
		case ch == '^':
			cv.b.WriteByte(ch)
			cv.mayEndCR = false
			i++
		default:
			_, size := utf8.DecodeRuneInString(p[i:])
			cv.b.WriteString(p[i : i+size])
			cv.mayEndCR = ch == '\r'
			i += size
		}
		atStart = false
	}
	return nil
}

// inBraces reports whether p[i] is inside a {n,m} quantifier.
func (cv *converter) inBraces(i int) bool {
	j := strings.LastIndexAny(cv.pat[:i], "{}")
	return j >= 0 && cv.pat[j] == '{'
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// group checks a "(?" construct at i: a flag group that changes what "."
// or "$" or "\s" read cannot be carried over; (?: and (?i) can.
func (cv *converter) group(i int, atStart bool) *Error {
	p := cv.pat[i+2:]
	if (cv.to == RE2 || cv.to == Doris) && lookaround(p) != "" {
		// RE2 has no lookaround ("(?=re)" and the others are NOT
		// SUPPORTED, RE2 syntax), nor has Hyperscan ("arbitrary
		// zero-width assertions"), Doris's engines: DuckDB raises
		// "invalid perl operator: (?=", so it is refused here, at the
		// construct.
		return cv.fail(i, KindConstruct, "(?"+lookaround(p), "(a lookaround) has no equivalent in "+cv.to.String()+", which has no lookahead or lookbehind")
	}
	if la := lookaround(p); la != "" && (cv.from == Postgres) != (cv.to == Postgres) {
		if err := cv.lookaroundGroups(i + 2 + len(la)); err != nil {
			return err
		}
	}
	if p == "" || !isLetter(p[0]) && p[0] != '-' {
		return nil // (?: (?= (?! (?< ... read alike or fail in the target
	}
	end := strings.IndexAny(p, ":)")
	if end < 0 {
		return nil
	}
	flags := p[:end]
	if flags == "i" && FoldsDiffer(cv.from, cv.to) && !(atStart && p[end] == ')') {
		return cv.fail(i, KindCase, "(?i", "(a case-insensitive flag not at the start of the pattern) has no rewrite for "+cv.to.String()+", which folds letters otherwise than "+cv.from.String())
	}
	if flags == "i" && (cv.to != Postgres || atStart || p[end] == ':') {
		if cv.to == Postgres && p[end] == ':' {
			return cv.fail(i, KindConstruct, "(?i:", "(a scoped flag) has no equivalent in PostgreSQL")
		}
		return nil
	}
	return cv.fail(i, KindConstruct, "(?"+flags, "(an inline flag) has no exact rewrite for "+cv.to.String())
}

// lookaroundGroups checks the body of a lookaround, which starts at j,
// between PostgreSQL and another engine. PostgreSQL reads
// every parenthesis inside a lookahead or lookbehind as non-capturing and
// rejects a back reference there (9.7.3.3: "Lookahead and lookbehind
// constraints cannot contain back references, and all parentheses within
// them are considered non-capturing"); Java and Joni number and capture
// such a group. On PostgreSQL 15, regexp_replace('xab', '(?=(a))(a)(b)',
// '[\1|\2]') is 'x[a|b]', where Java's groups 1 and 2 are both 'a'; 'aa'
// ~ '(?=(a))\1' raises "invalid backreference number". A capturing group
// inside a lookaround is refused where the groups matter (a group's text
// may be returned, or the pattern has a back reference: not for a match
// test, a split or a replacement that refers to no group,
// Options.GroupsUnseen), a back reference inside one always.
func (cv *converter) lookaroundGroups(j int) *Error {
	p := cv.pat
	backref := func(k int) bool { return p[k] == '\\' && k+1 < len(p) && p[k+1] >= '1' && p[k+1] <= '9' }
	hasBackref := false
	for k := 0; k < len(p); k++ {
		if p[k] == '\\' {
			if backref(k) {
				hasBackref = true
			}
			k++
		}
	}
	depth := 1
	for k := j; k < len(p) && depth > 0; k++ {
		switch c := p[k]; {
		case c == '\\':
			if backref(k) {
				return cv.fail(k, KindConstruct, p[k:k+2], "(a back reference inside a lookaround, which PostgreSQL rejects and "+cv.from.String()+" reads) has no rewrite for "+cv.to.String())
			}
			k++
		case c == '[':
			k++
			if k < len(p) && p[k] == '^' {
				k++
			}
			if k < len(p) && p[k] == ']' {
				k++
			}
			for k < len(p) && p[k] != ']' {
				if p[k] == '\\' {
					k++
				}
				k++
			}
		case c == '(':
			depth++
			capturing := k+1 >= len(p) || p[k+1] != '?'
			if capturing && (!cv.o.MatchTest && !cv.o.GroupsUnseen || hasBackref) {
				return cv.fail(k, KindConstruct, "(", "(a group inside a lookaround: PostgreSQL's is non-capturing, "+groupsOf(cv.from, cv.to)+"'s captures and numbers it, so the groups after it are numbered otherwise) has no rewrite for "+cv.to.String()+" where the groups are used; write it (?:...)")
			}
		case c == ')':
			depth--
		}
	}
	return nil
}

// groupsOf names the engine of a pair that is not PostgreSQL.
func groupsOf(from, to Flavor) string {
	if from == Postgres {
		return to.String()
	}
	return from.String()
}

// lookaround gives the text after "(?" of a lookahead or lookbehind that
// p (the pattern after "(?") opens: "=", "!", "<=" or "<!"; else "".
func lookaround(p string) string {
	switch {
	case strings.HasPrefix(p, "=") || strings.HasPrefix(p, "!"):
		return p[:1]
	case strings.HasPrefix(p, "<=") || strings.HasPrefix(p, "<!"):
		return p[:2]
	}
	return ""
}

// dollar writes an end anchor ("$", or Java's "\Z" of width w) at i.
func (cv *converter) dollar(i, w int) *Error {
	switch cv.from {
	case Joni:
		return cv.joniDollar(i, w)
	case Doris:
		return cv.fail(i, KindFlavor, cv.pat[i:i+w], dorisDollarWhy)
	case Java:
		rest := strings.TrimLeft(cv.pat[i+w:], ")")
		if !cv.o.MatchTest || rest != "" {
			return cv.fail(i, KindEnd, cv.pat[i:i+w], "(which in Java also matches before a line terminator that ends the text) can only be rewritten for "+cv.to.String()+" at the end of a match test's pattern (rlike, regexp_like, ~)")
		}
		if cv.mayEndCR {
			return cv.fail(i, KindEnd, cv.pat[i:i+w], "follows what may match a '\\r', where Java does not match between \"\\r\" and \"\\n\"; no exact rewrite for "+cv.to.String())
		}
		cv.b.WriteString(cv.javaEnd())
	default: // RE2, PostgreSQL: the end of the text
		if cv.to == Java || cv.portable() {
			cv.b.WriteString(`\z`)
		} else {
			cv.b.WriteString(cv.pat[i : i+w])
		}
	}
	cv.mayEndCR = false
	return nil
}

// escape writes the escape at i (outside a class unless inClass) and
// returns its width.
func (cv *converter) escape(i int, inClass bool) (int, *Error) {
	p := cv.pat
	if i+1 >= len(p) {
		cv.b.WriteByte('\\')
		return 1, nil
	}
	c := p[i+1]
	_, size := utf8.DecodeRuneInString(p[i+1:])
	w := 1 + size
	text := p[i : i+w]
	prev := cv.mayEndCR
	cv.mayEndCR = true
	if n, err, done := cv.flavorEscape(i, c, text, inClass); done {
		return n, err
	}
	if err := cv.numberEscape(i, c); err != nil {
		return 0, err
	}
	switch {
	case c == 's' || c == 'S':
		if !cv.spaceDiffers() {
			cv.b.WriteString(text)
			return w, nil
		}
		switch {
		case inClass && c == 'S':
			return 0, cv.fail(i, KindConstruct, text, "inside a bracket expression: "+cv.from.String()+"'s and "+cv.to.String()+"'s \\s differ (\\x0B), and its complement cannot be listed there")
		case inClass:
			cv.b.WriteString(cv.spaceMembers())
		case c == 's':
			cv.b.WriteString("[" + cv.spaceMembers() + "]")
		default:
			cv.b.WriteString("[^" + cv.spaceMembers() + "]")
		}
		return w, nil
	case c == 'd' || c == 'w':
		cv.mayEndCR = false
		cv.b.WriteString(text)
		return w, nil
	case !inClass && c == 'Z' && cv.javaSyntax():
		cv.mayEndCR = prev
		return w, cv.dollar(i, w)
	case !inClass && c == 'z' && cv.from != Postgres:
		if cv.to == Postgres {
			cv.b.WriteString(`$`)
		} else {
			cv.b.WriteString(`\z`)
		}
		cv.mayEndCR = false
		return w, nil
	case c == 'Q' && cv.from != Postgres:
		// RE2 quotes too ("\Q...\E literal text", RE2 syntax; DuckDB:
		// regexp_matches('x', '\Q.\E') false).
		return cv.quoted(i, inClass)
	case c == 'v' && cv.from != Java && (cv.to == Java || cv.portable()):
		// RE2's and PostgreSQL's "\v" is U+000B; Java's (8 and later) the
		// class [\n\x0B\f\r\x85\u2028\u2029] (Pattern, "Predefined
		// character classes"), as in Drill.
		cv.b.WriteString(`\x0B`)
		cv.mayEndCR = false
		return w, nil
	case !inClass && (c == 'b' || c == 'B') && cv.to == Java && cv.from != Postgres && !cv.javaSyntax():
		// An ASCII word boundary (RE2, Doris) toward Java, whose own
		// reads other word characters before Java 19 (javaBoundary).
		cv.b.WriteString(javaBoundary(c == 'b'))
		cv.mayEndCR = false
		return w, nil
	case cv.from != Postgres && c == 'x' && (cv.to == Postgres || cv.portable()),
		cv.from == Java && c == '0' && cv.to != Java:
		return cv.charEscape(i)
	}
	if cv.from == Postgres {
		return cv.pgEscape(i, w, c, inClass)
	}
	if cv.javaSyntax() {
		switch c {
		case 'v', 'V', 'h', 'H', 'R', 'X', 'G', 'k', 'N':
			// \N{name} (a character by its name, Java 9) is an 'N' in Joni.
			if c == 'v' && cv.from == Joni {
				break // a vertical tab (Joni: OP2_ESC_V_VTAB), as in RE2 and PostgreSQL
			}
			return 0, cv.fail(i, KindConstruct, text, "(a Java escape) has no exact rewrite for "+cv.to.String())
		case 'b', 'B':
			if i+2 < len(p) && p[i+2] == '{' {
				// Java's \b{g} (a grapheme cluster boundary) is a word
				// boundary and the text "{g}" elsewhere.
				return 0, cv.fail(i, KindConstruct, p[i:i+3], "(a Java boundary) has no exact rewrite for "+cv.to.String())
			}
			if cv.from == Java && !inClass {
				return 0, cv.fail(i, KindJavaBound, text, javaBoundWhy)
			}
		case 'u':
			if i+6 <= len(p) && isHex(p[i+2:i+6]) && strings.ToUpper(p[i+2:i+4]) >= "D8" && strings.ToUpper(p[i+2:i+4]) <= "DF" {
				// A surrogate: Java joins a pair into one character,
				// Joni does not (Trino's manual: "\uD800\uDC00 is not
				// treated as U+10000"), RE2 and PostgreSQL reject it.
				return 0, cv.fail(i, KindConstruct, p[i:i+6], "(half of a UTF-16 surrogate pair) has no rewrite for "+cv.to.String()+"; write the character as \\x{...}")
			}
			if cv.to == RE2 {
				if i+6 > len(p) || !isHex(p[i+2:i+6]) {
					return 0, cv.fail(i, KindConstruct, text, "(an incomplete \\u escape) is not a character")
				}
				cv.b.WriteString(`\x{` + p[i+2:i+6] + `}`)
				cv.mayEndCR = strings.TrimLeft(p[i+2:i+6], "0") == "d" || strings.TrimLeft(p[i+2:i+6], "0") == "D"
				return 6, nil
			}
		case 'e':
			if cv.to == RE2 {
				cv.b.WriteString(`\x1B`)
				cv.mayEndCR = false
				return w, nil
			}
		}
	}
	if c == 'x' || c == 'u' || c == 'p' || c == 'P' || c == 'c' || c == '0' {
		if cv.to == Postgres && (c == 'p' || c == 'P') || cv.to == RE2 && (c == 'u' || c == '0' || c == 'c') {
			return 0, cv.fail(i, KindConstruct, text, "(an escape "+cv.to.String()+" lacks) has no rewrite here")
		}
	}
	cv.b.WriteString(text)
	if c == '\r' || isLetter(c) || c >= '0' && c <= '9' {
		cv.mayEndCR = true
	} else {
		cv.mayEndCR = false
	}
	return w, nil
}

// Java's word boundary. Before Java 19, "\b" and "\B" took a word
// character to be a letter or digit by Character.isLetterOrDigit, or '_'
// (so "é" and "٣" were word characters), while "\w" is [a-zA-Z_0-9]
// without UNICODE_CHARACTER_CLASS (Pattern, "Predefined character
// classes"); Java 19 made "\b" agree with "\w" (JDK-8264160, "Regex \b is
// not consistent with \w without UNICODE_CHARACTER_CLASS", openjdk/jdk
// commit f01cce2). Hive and Spark run on Java 8, 11, 17 or later, so a
// Java "\b" is refused toward the other engines (KindJavaBound; RE2 has no
// lookbehind to write the older one, PostgreSQL and Hyperscan no Unicode
// letter class agreed here), and toward Java the ASCII boundary of RE2,
// Doris and PostgreSQL ("\y") is written with lookarounds over "\w",
// which every Java reads alike.
const javaBoundWhy = "(a Java word boundary, whose word characters are Unicode letters and digits by Character.isLetterOrDigit before Java 19 and the ASCII \\w from Java 19; Hive and Spark run on either) has no exact rewrite; write the boundary with lookarounds, (?<![0-9A-Za-z_])(?=[0-9A-Za-z_]) and the like"

// JavaBoundaryPos gives the byte offset of the first Java "\b" or "\B"
// (a boundary, "\b{g}" too) outside a bracket expression and a
// "\Q...\E" quotation, and its text, or -1. Between two dialects that
// both read Java's syntax (Hive, Spark, Drill) it is refused (T125): Hive
// runs on Java 8, 11 or 17 (before JDK-8264160, Unicode word characters),
// Spark 3 on Java 8, 11 or 17 and Spark 4 on 17 or 21 (Spark's "Downloading"
// notes), so one engine may read it with Unicode letters and the other
// with the ASCII \w; Drill's Java is not settled here.
func JavaBoundaryPos(p string) (int, string) {
	depth := 0
	for i := 0; i < len(p); i++ {
		switch ch := p[i]; {
		case ch == '\\' && i+1 < len(p):
			c := p[i+1]
			switch {
			case c == 'Q':
				end := strings.Index(p[i+2:], `\E`)
				if end < 0 {
					return -1, ""
				}
				i += 2 + end + 1
				continue
			case depth == 0 && (c == 'b' || c == 'B'):
				if i+2 < len(p) && p[i+2] == '{' {
					if end := strings.IndexByte(p[i+2:], '}'); end >= 0 {
						return i, p[i : i+2+end+1]
					}
				}
				return i, p[i : i+2]
			}
			i++
		case ch == '[':
			depth++
			if i+1 < len(p) && p[i+1] == '^' {
				i++
			}
			if i+1 < len(p) && p[i+1] == ']' {
				i++
			}
		case ch == ']' && depth > 0:
			depth--
		}
	}
	return -1, ""
}

// javaBoundary writes an ASCII word boundary (b) or non-boundary for Java.
func javaBoundary(b bool) string {
	if b {
		return `(?:(?<=\w)(?!\w)|(?<!\w)(?=\w))`
	}
	return `(?:(?<=\w)(?=\w)|(?<!\w)(?!\w))`
}

// javaBoundaryAt reports whether p starts with javaBoundary's boundary (1)
// or non-boundary (-1), or neither (0).
func javaBoundaryAt(p string) int {
	switch {
	case strings.HasPrefix(p, javaBoundary(true)):
		return 1
	case strings.HasPrefix(p, javaBoundary(false)):
		return -1
	}
	return 0
}

// StripJavaBoundaries writes javaBoundary's forms in a Java pattern as
// "\b" and "\B", for the executor's check of what Go's regexp cannot run
// (lookarounds): Convert reads them so toward RE2.
func StripJavaBoundaries(p string) string {
	p = strings.ReplaceAll(p, javaBoundary(true), `\b`)
	return strings.ReplaceAll(p, javaBoundary(false), `\B`)
}

// charEscape writes the character of a Java or RE2 escape at i: "\xhh",
// "\x{h...}" or Java's octal "\0n", "\0nn", "\0mnn" (m <= 3; Pattern,
// "Characters"). PostgreSQL's "\x" reads every hexadecimal digit that
// follows and its "\0" at most two more octal digits (9.7.3.3), so these
// are written as "\uXXXX" or "\UXXXXXXXX" there: on PostgreSQL 15,
// 'aAB' ~ 'a\x41B' is false and 'a'||chr(1051) ~ 'a\x41B' true, where Java
// and RE2 read 'a', 'A', 'B'; 'A' ~ '\0101' is false (a backspace and a
// '1'), where Java reads 'A'. RE2 (DuckDB: regexp_matches(chr(8)||'1',
// '^\0101$') true) and Joni read "\0" as PostgreSQL does: a Java octal
// escape becomes "\x{hh}" for RE2; toward Other every such escape is the
// character itself (otherChar: Joni has no "\x{...}").
func (cv *converter) charEscape(i int) (int, *Error) {
	p := cv.pat
	var r uint64
	w := 0
	if p[i+1] == 'x' {
		if i+2 < len(p) && p[i+2] == '{' {
			if end := strings.IndexByte(p[i+3:], '}'); end > 0 && end <= 8 && isHex(p[i+3:i+3+end]) {
				r, _ = strconv.ParseUint(p[i+3:i+3+end], 16, 32)
				w = 3 + end + 1
			}
		} else if i+4 <= len(p) && isHex(p[i+2:i+4]) {
			r, _ = strconv.ParseUint(p[i+2:i+4], 16, 32)
			w = 4
		}
	} else {
		d := 0
		for d < 3 && i+2+d < len(p) && p[i+2+d] >= '0' && p[i+2+d] <= '7' {
			d++
		}
		if d == 3 && p[i+2] > '3' {
			d = 2
		}
		if d > 0 {
			r, _ = strconv.ParseUint(p[i+2:i+2+d], 8, 32)
			w = 2 + d
		}
	}
	if w == 0 || r > utf8.MaxRune {
		return 0, cv.fail(i, KindConstruct, p[i:i+2], "(an incomplete character escape) is not a character")
	}
	switch {
	case cv.portable():
		cv.b.WriteString(otherChar(rune(r)))
	case cv.to == RE2:
		fmt.Fprintf(&cv.b, `\x{%X}`, r)
	case r > 0xFFFF:
		fmt.Fprintf(&cv.b, `\U%08X`, r)
	default:
		fmt.Fprintf(&cv.b, `\u%04X`, r)
	}
	cv.mayEndCR = r == '\r'
	return w, nil
}

// quoted writes Java's \Q...\E at i, each character escaped.
func (cv *converter) quoted(i int, inClass bool) (int, *Error) {
	if inClass {
		return 0, cv.fail(i, KindConstruct, `\Q`, "inside a bracket expression has no rewrite here")
	}
	body := cv.pat[i+2:]
	end := strings.Index(body, `\E`)
	w := len(cv.pat) - i
	if end >= 0 {
		body, w = body[:end], 2+end+2
	}
	for _, r := range body {
		switch {
		case r < 0x80 && !isLetter(byte(r)) && !(r >= '0' && r <= '9') && r > ' ':
			cv.b.WriteByte('\\')
			cv.b.WriteRune(r)
		case r == '\n':
			cv.b.WriteString(`\n`)
		case r == '\r':
			cv.b.WriteString(`\r`)
		default:
			cv.b.WriteRune(r)
		}
		cv.mayEndCR = r == '\r'
	}
	return w, nil
}

// pgEscape writes a PostgreSQL escape at i of width w.
func (cv *converter) pgEscape(i, w int, c byte, inClass bool) (int, *Error) {
	text := cv.pat[i : i+w]
	switch c {
	case 'b':
		cv.b.WriteString(`\x08`)
		return w, nil
	case 'B':
		cv.b.WriteString(`\\`)
		cv.mayEndCR = false
		return w, nil
	case 'y', 'Y':
		// A word character is [[:alnum:]_], ASCII in the C locale as in
		// RE2; Java's \b reads Unicode letters too.
		if !inClass && cv.to == Java {
			cv.b.WriteString(javaBoundary(c == 'y'))
			cv.mayEndCR = false
			return w, nil
		}
		if inClass || cv.to != RE2 && cv.to != Doris {
			break // Doris: Hyperscan without HS_FLAG_UCP and RE2 read an ASCII \b
		}
		if c == 'y' {
			cv.b.WriteString(`\b`)
		} else {
			cv.b.WriteString(`\B`)
		}
		cv.mayEndCR = false
		return w, nil
	case 'Z':
		if inClass {
			break
		}
		if cv.to == RE2 {
			cv.b.WriteString(`$`)
		} else {
			cv.b.WriteString(`\z`)
		}
		cv.mayEndCR = false
		return w, nil
	case 'A':
		cv.b.WriteString(text)
		return w, nil
	case 'a', 'f', 'n', 'r', 't', 'v':
		if c == 'a' && cv.to != Java {
			cv.b.WriteString(`\x07`)
			return w, nil
		}
		cv.b.WriteString(text)
		cv.mayEndCR = c == 'r'
		return w, nil
	case 'e':
		cv.b.WriteString(`\x1B`)
		cv.mayEndCR = false
		return w, nil
	case 'u', 'U':
		n := 4
		if c == 'U' {
			n = 8
		}
		if i+2+n > len(cv.pat) || !isHex(cv.pat[i+2:i+2+n]) {
			return 0, cv.fail(i, KindConstruct, text, "(an incomplete \\u escape) is not a character")
		}
		hex := cv.pat[i+2 : i+2+n]
		if cv.to == Java && c == 'u' {
			cv.b.WriteString(`\u` + hex)
		} else {
			cv.b.WriteString(cv.hexChar(hex))
		}
		cv.mayEndCR = strings.TrimLeft(hex, "0") == "d" || strings.TrimLeft(hex, "0") == "D"
		return 2 + n, nil
	case 'x':
		// \x and any number of hexadecimal digits.
		n := 0
		for i+2+n < len(cv.pat) && isHex(cv.pat[i+2+n:i+3+n]) {
			n++
		}
		if n == 0 {
			break
		}
		hex := cv.pat[i+2 : i+2+n]
		cv.b.WriteString(cv.hexChar(hex))
		cv.mayEndCR = strings.TrimLeft(hex, "0") == "d" || strings.TrimLeft(hex, "0") == "D"
		return 2 + n, nil
	}
	if isLetter(c) || c >= '0' && c <= '9' {
		return 0, cv.fail(i, KindConstruct, text, "(a PostgreSQL escape) has no rewrite for "+cv.to.String()+" here")
	}
	cv.b.WriteString(text)
	cv.mayEndCR = false
	return w, nil
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// class writes the bracket expression at i and returns its width.
func (cv *converter) class(i int) (int, *Error) {
	p := cv.pat
	j := i + 1
	cv.b.WriteByte('[')
	negated := false
	if j < len(p) && p[j] == '^' {
		negated = true
		cv.b.WriteByte('^')
		j++
	}
	if j < len(p) && p[j] == ']' {
		cv.b.WriteByte(']')
		j++
	}
	mayCR := negated
	if !negated && (strings.HasPrefix(p[j:], `\s\S]`) || strings.HasPrefix(p[j:], `\S\s]`)) {
		// Every character, whatever \s is.
		cv.b.WriteString(`\s\S]`)
		cv.mayEndCR = true
		return j + 5 - i, nil
	}
	for j < len(p) && p[j] != ']' {
		switch {
		case p[j] == '\\':
			n, err := cv.escape(j, true)
			if err != nil {
				return 0, err
			}
			if cv.mayEndCR && !(p[j+1] == 'd' || p[j+1] == 'w') {
				mayCR = true
			}
			j += n
			if j+1 < len(p) && p[j] == '-' && p[j+1] != ']' {
				// A range from an escaped character ("\u0001-\u007F")
				// may span '\r'.
				mayCR = true
			}
		case cv.javaSyntax() && (p[j] == '[' || p[j] == '&' && j+1 < len(p) && p[j+1] == '&'):
			return 0, cv.fail(j, KindConstruct, p[j:j+1], "inside a Java bracket expression (a nested class or an intersection) has no rewrite here")
		case cv.from == Postgres && p[j] == '[' && j+1 < len(p) && (p[j+1] == '.' || p[j+1] == '='):
			return 0, cv.fail(j, KindConstruct, p[j:j+2], "(a PostgreSQL collating element or equivalence class) has no equivalent in "+cv.to.String())
		case p[j] == '[' && j+1 < len(p) && p[j+1] == ':':
			end := strings.Index(p[j:], ":]")
			if end < 0 {
				cv.b.WriteByte('[')
				j++
				continue
			}
			name := p[j+2 : j+end]
			if name == "cntrl" && cv.from == Postgres && cv.to != Java {
				// PostgreSQL's (C locale) holds U+0080..U+009F too.
				cv.b.WriteString(`\x00-\x1F\x7F-` + cv.hexChar("9F"))
				mayCR = true
				j += end + 2
				continue
			}
			if cv.to == Java || cv.to == Joni || !posixAgreed[name] {
				return 0, cv.fail(j, KindConstruct, p[j:j+end+2], "(a POSIX class) is read otherwise by "+cv.to.String())
			}
			if name != "alpha" && name != "alnum" && name != "digit" && name != "upper" && name != "lower" && name != "xdigit" && name != "word" {
				mayCR = true
			}
			cv.b.WriteString(p[j : j+end+2])
			j += end + 2
		default:
			_, size := utf8.DecodeRuneInString(p[j:])
			if p[j] <= '\r' {
				mayCR = true // a '\r' or a range that may span it
			}
			cv.b.WriteString(p[j : j+size])
			j += size
		}
	}
	if j >= len(p) {
		return 0, cv.fail(i, KindConstruct, "[", "(an unterminated bracket expression) is not a pattern")
	}
	cv.b.WriteByte(']')
	cv.mayEndCR = mayCR
	return j + 1 - i, nil
}

// numberEscape refuses the escapes of digits the engines read otherwise
// (PostgreSQL's are refused by pgEscape): a back reference of two or more
// digits, which Java shortens until it names a group that exists ("(a)\11"
// is the group, then '1'), RE2 and Joni read as an octal character (DuckDB:
// regexp_matches('a'||chr(9), '^(a)\11$') true) and PostgreSQL as either
// (E'a\t' ~ '^(a)\11$' true on PostgreSQL 15); toward Java, RE2's "\0" and
// three octal digits, which Java reads as one character ("\0101" is 'A',
// Pattern "Characters": \0mnn) and RE2 as "\010" and '1'; and RE2's "\C"
// (any byte), which no other engine has.
func (cv *converter) numberEscape(i int, c byte) *Error {
	p := cv.pat
	octal := func(b byte) bool { return b >= '0' && b <= '7' }
	switch {
	case c >= '1' && c <= '9' && i+2 < len(p) && p[i+2] >= '0' && p[i+2] <= '9':
		return cv.fail(i, KindConstruct, p[i:i+3], "(a back reference or an octal escape, read otherwise by "+cv.from.String()+" and "+cv.to.String()+") has no exact rewrite")
	case c == '0' && cv.from != Java && cv.to == Java && i+4 < len(p) && p[i+2] <= '3' && octal(p[i+2]) && octal(p[i+3]) && octal(p[i+4]):
		return cv.fail(i, KindConstruct, p[i:i+5], "(an octal escape of three digits after the 0, which Java reads as one character) has no exact rewrite for Java")
	case c == 'C' && cv.from == RE2:
		return cv.fail(i, KindConstruct, p[i:i+2], "(RE2's any byte) has no equivalent in "+cv.to.String())
	}
	return nil
}
