package executor

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/internal/regexflavor"

	"github.com/lateral-sql/lateral/ast"
)

func (c *compiler) compileLike(x *LikeE) (evalFn, error) {
	fx, err := c.compile(x.X)
	if err != nil {
		return nil, err
	}
	fp, err := c.compile(x.Pat)
	if err != nil {
		return nil, err
	}
	fe, err := c.compile(x.Esc)
	if err != nil {
		return nil, err
	}
	hasEsc := x.Esc != nil
	kind, not := x.Kind, x.Not
	defEsc := "\\"
	if c.b.eng.opts.LikeNoDefaultEscape && (kind == ast.LikePlain || kind == ast.LikeILike) {
		defEsc = ""
	}
	cache := &regexCache{flavor: c.b.eng.opts.RegexFlavor, matchTest: true}
	// ILIKE lowers the text and the pattern by the dialect's lower
	// (PostgreSQL, DuckDB, Spark: rewrite/ilike_fold.go), elsewhere it
	// folds by Unicode's simple case folding.
	var lower func(string) string
	if kind == ast.LikeILike {
		lower = ilikeLower(c.b.eng.opts.CaseMapping)
	}
	return func(r *rowRef) (Value, error) {
		v, err := fx(r)
		if err != nil || v.k == KindNull {
			return Null, err
		}
		p, err := fp(r)
		if err != nil || p.k == KindNull {
			return Null, err
		}
		esc := defEsc
		if hasEsc {
			e, err := fe(r)
			if err != nil || e.k == KindNull {
				return Null, err
			}
			esc = e.s
		}
		s := v.s
		if v.k != KindString {
			s = v.String()
		}
		var re *regexp.Regexp
		switch kind {
		case ast.LikeRegex:
			re, err = cache.get(p.s, true)
		case ast.LikeSimilar:
			re, err = cache.get(similarToRegex(p.s, esc), false)
		default:
			flags := "(?s)"
			if lower != nil && c.b.eng.opts.CaseMapping == CaseASCII {
				s = lower(s)
				p.s, esc = lowerEscapedLike(p.s, esc, lower)
			} else if lower != nil {
				s, p.s = lower(s), lower(p.s)
			} else if kind == ast.LikeILike {
				flags = "(?is)"
			}
			if likeEndsInEscape(p.s, esc) {
				// Such a pattern never matches. PostgreSQL raises "LIKE
				// pattern must not end with escape character" only when
				// matching reaches the escape with text left, that is
				// when the rest of the pattern matches a proper prefix
				// of the text; DuckDB with ESCAPE does the same
				// (checked on PostgreSQL 15 and DuckDB 1.5: 'abc' LIKE
				// 'abc\' and 'x' LIKE 'abc\' are false, 'abcd' LIKE
				// 'abc\' and 'a' LIKE '%\' raise).
				rs := []rune(p.s)
				pre := strings.TrimSuffix(likeToRegex(string(rs[:len(rs)-1]), esc), "$")
				if re, err = cache.get(flags+pre+".", false); err != nil {
					return Null, err
				}
				if re.MatchString(s) {
					return Null, fmt.Errorf("LIKE pattern must not end with escape character")
				}
				return BoolValue(not), nil
			}
			re, err = cache.get(flags+likeToRegex(p.s, esc), false)
		}
		if err != nil {
			return Null, err
		}
		return BoolValue(re.MatchString(s) != not), nil
	}, nil
}

// lowerEscapedLike lowers the pattern p of PostgreSQL's ILIKE as it does:
// the escape character esc is read first (p ILIKE ... ESCAPE e is p ~~*
// like_escape(p, e), a pattern escaped by backslashes, which lower() then
// lowers), so a letter as escape character escapes in either case
// (PostgreSQL 15: 'a%' ILIKE 'aX%' ESCAPE 'X' and 'axy' ILIKE 'aX%'
// ESCAPE 'x' are true). It gives the pattern escaped by a backslash.
func lowerEscapedLike(p, esc string, lower func(string) string) (string, string) {
	if esc == "" {
		return lower(p), esc
	}
	e := []rune(esc)[0]
	var b strings.Builder
	rs := []rune(p)
	for i := 0; i < len(rs); i++ {
		switch {
		case rs[i] == e:
			b.WriteByte('\\')
			if i+1 < len(rs) {
				i++
				b.WriteString(lower(string(rs[i])))
			}
		case rs[i] == '\\':
			b.WriteString(`\\`)
		default:
			b.WriteString(lower(string(rs[i])))
		}
	}
	return b.String(), "\\"
}

// likeEndsInEscape: the pattern's last character is an escape character
// that escapes nothing.
func likeEndsInEscape(p, esc string) bool {
	if esc == "" {
		return false
	}
	e := []rune(esc)[0]
	rs := []rune(p)
	for i := 0; i < len(rs); i++ {
		if rs[i] == e {
			if i+1 == len(rs) {
				return true
			}
			i++
		}
	}
	return false
}

func likeToRegex(p, esc string) string {
	var b strings.Builder
	b.WriteString("^")
	rs := []rune(p)
	var e rune = -1
	if esc != "" {
		e = []rune(esc)[0]
	}
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == e && i+1 < len(rs):
			i++
			b.WriteString(regexp.QuoteMeta(string(rs[i])))
		case c == '%':
			b.WriteString(".*")
		case c == '_':
			b.WriteString(".")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	return b.String()
}

func similarToRegex(p, esc string) string {
	var b strings.Builder
	b.WriteString("^(?:")
	rs := []rune(p)
	var e rune = -1
	if esc != "" {
		e = []rune(esc)[0]
	}
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == e && i+1 < len(rs):
			i++
			b.WriteString(regexp.QuoteMeta(string(rs[i])))
		case c == '%':
			b.WriteString(".*")
		case c == '_':
			b.WriteString(".")
		case c == '.' || c == '\\' || c == '$' || (c == '^' && (i == 0 || rs[i-1] != '[' || (i >= 2 && rs[i-2] == e))):
			// Not special in SIMILAR TO (a backslash that is not the
			// escape, ^ outside the start of a bracket expression, $):
			// checked on PostgreSQL 15, 'a\b' SIMILAR TO 'a\b' ESCAPE '#',
			// 'a$' SIMILAR TO 'a$' ESCAPE '#' and 'a^' SIMILAR TO 'a^'
			// ESCAPE '#' are true.
			b.WriteString(regexp.QuoteMeta(string(c)))
		default:
			b.WriteRune(c)
		}
	}
	b.WriteString(")$")
	return b.String()
}

// regexCache keeps compiled patterns of one call site. A regular
// expression (get's regex) is read as the engine of flavor reads it
// (compileRegexFor), matchTest telling whether the call site only tests
// for a match.
type regexCache struct {
	pat       string
	re        *regexp.Regexp
	m         map[string]*regexp.Regexp
	flavor    regexflavor.Flavor
	matchTest bool
}

func (rc *regexCache) get(pat string, regex bool) (*regexp.Regexp, error) {
	if rc.re != nil && rc.pat == pat {
		return rc.re, nil
	}
	if re, ok := rc.m[pat]; ok {
		rc.pat, rc.re = pat, re
		return re, nil
	}
	var re *regexp.Regexp
	var err error
	if regex {
		re, err = compileRegexFor(rc.flavor, pat, rc.matchTest)
	} else {
		re, err = regexp.Compile(pat)
		if err != nil {
			err = fmt.Errorf("invalid regular expression %q: %v", pat, err)
		}
	}
	if err != nil {
		return nil, err
	}
	if rc.m == nil {
		rc.m = map[string]*regexp.Regexp{}
	}
	if len(rc.m) < 1000 {
		rc.m[pat] = re
	}
	rc.pat, rc.re = pat, re
	return re, nil
}

// compileJavaRegex compiles a regular expression with Go's RE2 as
// written, refusing the constructs RE2 cannot run.
func compileJavaRegex(pat string) (*regexp.Regexp, error) {
	if err := re2Unsupported(pat); err != nil {
		return nil, err
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		return nil, fmt.Errorf("invalid regular expression %q: %v", pat, err)
	}
	return re, nil
}

// re2Unsupported refuses the constructs of Java and PostgreSQL patterns
// RE2 cannot run.
func re2Unsupported(pat string) error {
	for _, bad := range []struct{ tok, what string }{
		{"(?=", "lookahead"}, {"(?!", "negative lookahead"}, {"(?<=", "lookbehind"},
		{"(?<!", "negative lookbehind"}, {"(?>", "atomic group"}, {"*+", "possessive quantifier"},
		{"++", "possessive quantifier"}, {"?+", "possessive quantifier"},
	} {
		if strings.Contains(pat, bad.tok) {
			return fmt.Errorf("regular expression %q uses a %s, which this executor (RE2) cannot run", pat, bad.what)
		}
	}
	for i := 0; i+1 < len(pat); i++ {
		if pat[i] == '\\' {
			if pat[i+1] >= '1' && pat[i+1] <= '9' {
				return fmt.Errorf("regular expression %q uses a backreference, which this executor (RE2) cannot run", pat)
			}
			i++
		}
	}
	return nil
}
