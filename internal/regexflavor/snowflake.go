package regexflavor

import (
	"strings"
	"unicode/utf8"
)

// Snowflake's regular expressions (String functions (regular
// expressions), General usage notes): "most of the POSIX ERE syntax", but
// no non-greedy quantifiers ("*?", "??", "+?"), plus the Perl sequences
// "\d" (0-9), "\D", "\w" (a-z, A-Z, '_' or a decimal digit), "\W", "\s"
// ("whitespace character"), "\S", "\b" ("word boundary") and "\B"; "."
// does not match "\n" unless the 's' parameter is given. RLIKE and
// REGEXP_LIKE anchor the pattern at both ends (the front-end writes
// "^(?:p)$", dialects/internal/build).
//
// ReadSnowflake reads only what those notes settle, and writes it in RE2's
// syntax with the same meaning (RE2 syntax: "." is any character but
// "\n", "^" and "$" the start and the end of the text without the 'm'
// flag, "\d" [0-9], "\w" [0-9A-Za-z_], "\b" the boundary of "\w"):
//
//   - literal characters, "." "^" "$" "|" "(" ")", the quantifiers "*" "+"
//     "?" "{n}" "{n,}" "{n,m}" after an atom, a backslash before one of
//     ERE's special characters (".[]()*+?{}|^$\");
//   - "\d" "\D" "\w" "\W", and "\b" "\B", the boundary of that "\w" (a
//     Perl sequence: perlrebackslash, "\b" is between a "\w" and a "\W");
//   - bracket expressions of literal members and ranges between ASCII
//     characters (a leading "]" and a '[' member are escaped for RE2).
//
// The rest is refused (KindSnowflake): "\s" and "\S" (which characters are
// "whitespace" is not written down), other escapes ("\n", "\t", a back
// reference, "\x41", "\A"...), a backslash or a POSIX class ("[:alpha:]",
// "[.", "[=") inside a bracket expression, a range with a character beyond
// ASCII (POSIX ranges follow the collation), "(?" (no ERE syntax; but the
// front-end's anchoring group), a quantifier that does not follow an atom
// or follows another ("a*?", "a+*"), and a "{" or "}" that is not an
// interval.
//
// It also gives, for each byte of what it writes, the offset in pat's
// user-written text (the body of the anchoring) of the construct that byte
// comes from, so that an error on the rewritten pattern names the byte the
// user wrote.
func ReadSnowflake(pat string) (string, []int, *Error) {
	// The anchoring the front-end wrote for RLIKE: read what it holds.
	pre, body, post := "", pat, ""
	if strings.HasPrefix(pat, "^(?:") && strings.HasSuffix(pat, ")$") && len(pat) >= 6 {
		pre, body, post = "^(?:", pat[4:len(pat)-2], ")$"
	}
	// Positions are the body's: the anchoring is not the user's text.
	sr := &sfReader{pat: body}
	if err := sr.run(); err != nil {
		return "", nil, err
	}
	at := make([]int, 0, len(pre)+len(sr.at)+len(post))
	for range pre {
		at = append(at, 0)
	}
	at = append(at, sr.at...)
	for range post {
		at = append(at, max(len(body)-1, 0))
	}
	return pre + sr.b.String() + post, at, nil
}

type sfReader struct {
	pat string
	b   strings.Builder
	at  []int // for each byte of b, the offset in pat it comes from
}

// write writes t, from the byte at i of the pattern.
func (sr *sfReader) write(t string, i int) {
	sr.b.WriteString(t)
	for range len(t) {
		sr.at = append(sr.at, i)
	}
}

func (sr *sfReader) fail(i, w int, why string) *Error {
	end := min(i+w, len(sr.pat))
	return &Error{Pos: i, Kind: KindSnowflake, Construct: sr.pat[i:end], Why: why}
}

const sfSpecial = `.[]()*+?{}|^$\`

func (sr *sfReader) run() *Error {
	p := sr.pat
	// canRepeat: the last thing written is an atom a quantifier may follow.
	canRepeat := false
	// open: the offsets of the groups open at i. A ")" that closes none
	// or a "(" left open is refused: the body is written between the
	// front-end's "^(?:" and ")$", where "a)|(b" would read as "^(?:a)"
	// or "(b)$" (POSIX ERE reads an unmatched ")" as a literal).
	var open []int
	for i := 0; i < len(p); {
		ch := p[i]
		switch {
		case ch == '\\':
			if i+1 >= len(p) {
				return sr.fail(i, 1, "(a trailing backslash) is not a pattern")
			}
			c := p[i+1]
			switch {
			case strings.IndexByte("dDwW", c) >= 0:
				canRepeat = true
			case c == 'b' || c == 'B':
				canRepeat = false
			case strings.IndexByte(sfSpecial, c) >= 0:
				canRepeat = true
			case c == 's' || c == 'S':
				return sr.fail(i, 2, "(Snowflake's whitespace class) has no documented members, so it is not known to read as another engine's; write the characters meant as a bracket expression")
			default:
				_, size := utf8.DecodeRuneInString(p[i+1:])
				return sr.fail(i, 1+size, "(an escape Snowflake's regular-expression notes do not list: they give the POSIX ERE syntax and \\d \\D \\w \\W \\s \\S \\b \\B only) is not known to read as another engine's")
			}
			sr.write(p[i:i+2], i)
			i += 2
			continue
		case ch == '[':
			n, err := sr.class(i)
			if err != nil {
				return err
			}
			i += n
			canRepeat = true
			continue
		case ch == '(':
			if i+1 < len(p) && p[i+1] == '?' {
				return sr.fail(i, 2, "(a group with flags or a lookaround) is not POSIX ERE syntax, and Snowflake's notes do not list it")
			}
			canRepeat = false
			open = append(open, i)
		case ch == ')':
			if len(open) == 0 {
				return sr.fail(i, 1, "(a \")\" that closes no group: a literal in POSIX ERE, an error in other engines) is not known to read as another engine's; write \\) for the character")
			}
			open = open[:len(open)-1]
			canRepeat = true
		case ch == '|' || ch == '^' || ch == '$':
			canRepeat = false
		case ch == '*' || ch == '+' || ch == '?':
			if !canRepeat {
				return sr.fail(i, 1, "(a quantifier that does not follow an atom, or follows another: \"*?\", \"+?\", \"??\" are the non-greedy quantifiers Snowflake does not support) has no meaning POSIX ERE settles")
			}
			canRepeat = false
		case ch == '{':
			n := interval(p[i:])
			if n == 0 || !canRepeat {
				return sr.fail(i, 1, "(a brace that is not an interval {n}, {n,} or {n,m} after an atom) has no meaning POSIX ERE settles")
			}
			sr.write(p[i:i+n], i)
			i += n
			canRepeat = false
			continue
		case ch == '}':
			return sr.fail(i, 1, "(a brace that is not an interval {n}, {n,} or {n,m} after an atom) has no meaning POSIX ERE settles")
		case ch == '\n':
			// A newline, as the 's' parameter's "(.|\n)" writes it
			// (dialects, functions_snow_regex.go): written as the escape
			// every engine reads alike, not a line break in the literal.
			sr.write(`\n`, i)
			i++
			canRepeat = true
			continue
		default:
			canRepeat = true
		}
		_, size := utf8.DecodeRuneInString(p[i:])
		sr.write(p[i:i+size], i)
		i += size
	}
	if len(open) > 0 {
		return sr.fail(open[len(open)-1], 1, "(a group that is not closed) is not a pattern")
	}
	return nil
}

// interval gives the width of an interval "{n}", "{n,}" or "{n,m}" at the
// start of p, or 0.
func interval(p string) int {
	j := 1
	digits := func() int {
		k := j
		for j < len(p) && p[j] >= '0' && p[j] <= '9' {
			j++
		}
		return j - k
	}
	if digits() == 0 {
		return 0
	}
	if j < len(p) && p[j] == ',' {
		j++
		digits()
	}
	if j < len(p) && p[j] == '}' {
		return j + 1
	}
	return 0
}

// class reads the bracket expression at i and gives its width.
func (sr *sfReader) class(i int) (int, *Error) {
	p := sr.pat
	j := i + 1
	sr.write("[", i)
	if j < len(p) && p[j] == '^' {
		sr.write("^", j)
		j++
	}
	first := true
	prevASCII := false // the last member written is one ASCII character
	for j < len(p) && (p[j] != ']' || first) {
		ch := p[j]
		switch {
		case ch == '\\':
			return 0, sr.fail(j, 1, "(a backslash inside a bracket expression: a member in POSIX, an escape in other engines) is not settled by Snowflake's notes")
		case ch == '[' && j+1 < len(p) && (p[j+1] == ':' || p[j+1] == '.' || p[j+1] == '='):
			return 0, sr.fail(j, 2, "(a POSIX class, collating element or equivalence class) has members Snowflake's notes do not give")
		case ch == '-' && !first && j+1 < len(p) && p[j+1] != ']':
			hi, size := utf8.DecodeRuneInString(p[j+1:])
			if !prevASCII || hi >= utf8.RuneSelf || hi == '\\' || hi == '[' {
				return 0, sr.fail(j, 1+size, "(a range with an end beyond ASCII, or not a single character) follows the collation in POSIX, which is not settled for Snowflake")
			}
			sr.write("-"+sfClassChar(byte(hi)), j)
			j += 1 + size
			prevASCII = false
			first = false
			continue
		}
		r, size := utf8.DecodeRuneInString(p[j:])
		if r < utf8.RuneSelf {
			sr.write(sfClassChar(byte(r)), j)
		} else {
			sr.write(p[j:j+size], j)
		}
		prevASCII = r < utf8.RuneSelf
		j += size
		first = false
	}
	if j >= len(p) {
		return 0, sr.fail(i, 1, "(an unterminated bracket expression) is not a pattern")
	}
	sr.write("]", j)
	return j + 1 - i, nil
}

// sfClassChar writes an ASCII member of a bracket expression for RE2:
// '[', ']' and '\' escaped (a '[' would open a nested class in Java, a
// leading ']' is a member in POSIX and RE2 alike but not in Java).
func sfClassChar(c byte) string {
	if c == '[' || c == ']' || c == '\\' {
		return `\` + string(c)
	}
	return string(c)
}

// ConvertSnowflake rewrites read, a Snowflake pattern as ReadSnowflake
// wrote it in RE2's syntax, for the engine to, as Convert does from RE2;
// but Snowflake's engine is not C++ RE2, whose reading of "[sS]" in an
// alternation (re2fold.go) is not Snowflake's: toward RE2 such a class is
// written out, from Snowflake it is not refused.
func ConvertSnowflake(read string, to Flavor, o Options) (string, *Error) {
	if readsRE2(to) {
		out, err := convert(read, RE2, to, o)
		if err != nil {
			return "", err
		}
		return foldClassesForRE2(out)
	}
	return convert(read, RE2, to, o)
}
