package regexflavor

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Case-insensitive matching folds letters otherwise in each engine:
//
//   - PostgreSQL under the C locale (the test server's lc_ctype) folds
//     ASCII letters only: on PostgreSQL 15, 'É' ~* 'é', U&'\212A' ~* 'k'
//     (the Kelvin sign) and U&'\017F' ~* 's' (long s) are false, 'K' ~*
//     'k' true, 'b' ~* '[^B]' false.
//   - Java's CASE_INSENSITIVE and "(?i)" without UNICODE_CASE fold ASCII
//     letters only (java.util.regex.Pattern, CASE_INSENSITIVE: "By default,
//     case-insensitive matching assumes that only characters in the
//     US-ASCII charset are being matched").
//   - RE2 (DuckDB's regexp_matches(s, p, 'i'), "(?i)"; BigQuery; Go's
//     regexp) folds by Unicode's simple case folding, whose orbits join
//     the Kelvin sign to k and K and long s to s and S (DuckDB 1.5:
//     regexp_matches(chr(8490), 'k', 'i'), regexp_matches(chr(383), 's',
//     'i') and regexp_matches('É', 'é', 'i') are true,
//     regexp_matches('İ', 'i', 'i') false, regexp_matches('K', '(?i)[^k]')
//     false, regexp_matches(chr(8490), '(?i)[[:alpha:]]') true).
//
// Between two of these that fold otherwise, a literal pattern read
// case-insensitively is written case-sensitively, each letter the source
// folds becoming a bracket expression of the letters it matches there
// (ExpandCase): "k" from PostgreSQL is "[kK]", from RE2 "[kKK]". Such a
// pattern reads alike in every engine, whatever its own folding.

// FoldsASCII reports whether the flavor's case-insensitive matching folds
// ASCII letters only (Java, PostgreSQL under the C locale).
func FoldsASCII(f Flavor) bool { return f == Java || f == Postgres }

// FoldsDiffer reports whether from's case-insensitive matching folds
// letters otherwise than to's: Java and PostgreSQL fold alike, RE2
// otherwise, and an engine not modelled here is taken to differ.
func FoldsDiffer(from, to Flavor) bool {
	if from == to {
		return false
	}
	return !(FoldsASCII(from) && FoldsASCII(to))
}

// posixFolded gives the POSIX class name that reads, case-sensitively, as
// the class name does under case-insensitive matching in flavor from, and
// the letters to add to it: PostgreSQL (C locale) reads [[:upper:]] and
// [[:lower:]] as [[:alpha:]] ('a' ~* '[[:upper:]]' true, 'a' ~*
// '[^[:upper:]]' false on PostgreSQL 15); RE2 also adds the Kelvin sign
// and long s to the classes of letters (DuckDB 1.5: regexp_matches('a',
// '(?i)[[:upper:]]') and regexp_matches(chr(383), '(?i)[[:lower:]]')
// true, regexp_matches('a', '(?i)[^[:upper:]]') false).
func posixFolded(name string, from Flavor) (string, []rune) {
	switch name {
	case "upper", "lower":
		name = "alpha"
	case "alpha", "alnum", "word":
	default:
		return name, nil // xdigit and the classes without letters
	}
	if from == RE2 {
		return name, re2FoldExtra
	}
	return name, nil
}

// Doris runs a pattern with Hyperscan or, where Hyperscan rejects it,
// with C++ RE2 (joni.go); Hyperscan compiled without HS_FLAG_UCP folds
// ASCII letters only, RE2 by Unicode's simple case folding. A
// case-insensitive Doris pattern is therefore written out only where the
// two agree: its ASCII letters other than k and s (whose RE2 orbits hold
// the Kelvin sign and long s), and no \w, \W or POSIX class of letters
// (RE2 adds those two to them under "(?i)"); a letter beyond ASCII is
// refused as from RE2.

// dorisFoldDiffers reports whether Doris's two engines fold the ASCII
// character c otherwise: k, K, s, S.
func dorisFoldDiffers(c byte) bool { return c == 'k' || c == 'K' || c == 's' || c == 'S' }

// dorisFoldWhy says why a construct of a case-insensitive Doris pattern is
// refused.
const dorisFoldWhy = "(Doris runs the pattern with Hyperscan, which folds ASCII letters only, or with RE2, which also folds the Kelvin sign with k and long s with s) in a case-insensitive pattern cannot be written out for another engine"

// re2FoldExtra are the letters outside ASCII that RE2's simple case
// folding joins to ASCII letters: the Kelvin sign (k) and long s (s).
var re2FoldExtra = []rune{'\u212A', '\u017F'}

// foldOrbit gives the letters the flavor folds r with (r among them), or
// nil where r folds with nothing; ok is false where r is a letter outside
// ASCII that RE2 folds (not written out: the Unicode versions of the
// engines' tables may differ).
func foldOrbit(r rune, from Flavor) (orbit []rune, ok bool) {
	if from == Doris && r < 0x80 && dorisFoldDiffers(byte(r)) {
		return nil, false
	}
	if r >= 0x80 {
		if FoldsASCII(from) || unicode.SimpleFold(r) == r {
			return nil, true
		}
		return nil, false
	}
	if !isLetter(byte(r)) {
		return nil, true
	}
	if FoldsASCII(from) {
		return []rune{unicode.ToLower(r), unicode.ToUpper(r)}, true
	}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		orbit = append(orbit, f)
	}
	slices.Sort(orbit)
	return append([]rune{r}, orbit...), true
}

// ExpandCase rewrites pat, read case-insensitively by flavor from (Java,
// RE2 or PostgreSQL; without its leading "(?i)"), into a pattern of the
// same flavor read case-sensitively that matches the same texts: each
// letter is replaced by a bracket expression of the letters from folds it
// with, each bracket expression gets the letters its members fold with.
// What it cannot write out is an error of KindCase: an escape that may
// stand for a letter or a back reference (matched case-insensitively), a
// \p class, a POSIX class holding letters, an inline flag, Java's \Q and
// nested classes, a negated bracket expression of letters in Java, and
// from RE2 a letter outside ASCII.
func ExpandCase(pat string, from Flavor) (string, *Error) {
	if from == Joni {
		if err := joniFoldCheck(pat); err != nil {
			return "", err
		}
	}
	var b strings.Builder
	fail := func(i int, construct, why string) (string, *Error) {
		return "", &Error{Pos: i, Kind: KindCase, Construct: construct, Why: why}
	}
	for i := 0; i < len(pat); {
		ch := pat[i]
		switch {
		case ch == '\\':
			if i+1 >= len(pat) {
				b.WriteByte(ch)
				i++
				continue
			}
			n, ok := caseNeutralEscape(pat, i, from)
			if !ok {
				return fail(i, pat[i:i+n], "(an escape that may stand for a letter, a class of letters or a back reference) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			if from == Doris && (pat[i+1] == 'w' || pat[i+1] == 'W') {
				return fail(i, pat[i:i+n], dorisFoldWhy)
			}
			if from == RE2 && (pat[i+1] == 'w' || pat[i+1] == 'W') {
				// RE2 folds \w too, and \W is its complement
				// (DuckDB 1.5: regexp_matches(chr(8490), '(?i)\w')
				// true, regexp_matches(chr(8490), '(?i)\W') false).
				neg := ""
				if pat[i+1] == 'W' {
					neg = "^"
				}
				b.WriteString("[" + neg + `\w` + string(re2FoldExtra) + "]")
				i += n
				continue
			}
			b.WriteString(pat[i : i+n])
			i += n
		case ch == '[':
			n, err := expandClass(&b, pat, i, from)
			if err != nil {
				return "", err
			}
			i += n
		case ch == '(' && i+1 < len(pat) && pat[i+1] == '?':
			if i+2 < len(pat) && (isLetter(pat[i+2]) || pat[i+2] == '-') && from != Postgres || from == Postgres && i+2 < len(pat) && isLetter(pat[i+2]) {
				return fail(i, pat[i:min(len(pat), i+3)], "(an inline flag) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			b.WriteString("(?")
			i += 2
		case ch == '{' && isBound(pat[i:]):
			// A quantifier's digits and commas, as written. Another
			// "{" is a literal brace (RE2 and PostgreSQL: "x{b}" matches
			// "X{B}" case-insensitively), and the letters after it are
			// folded as the rest.
			end := strings.IndexByte(pat[i:], '}')
			b.WriteString(pat[i : i+end+1])
			i += end + 1
		default:
			r, size := utf8.DecodeRuneInString(pat[i:])
			orbit, ok := foldOrbit(r, from)
			if !ok && from == Doris && r < 0x80 {
				return fail(i, pat[i:i+size], dorisFoldWhy)
			}
			if !ok {
				return fail(i, pat[i:i+size], "(a letter outside ASCII, which "+from.String()+" folds by Unicode's tables) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			if orbit == nil {
				b.WriteString(pat[i : i+size])
			} else {
				writeOrbit(&b, orbit)
			}
			i += size
		}
	}
	return b.String(), nil
}

// writeOrbit writes the letters of orbit as one pattern item: a bracket
// expression, but the ASCII pairs of k and s as an alternation. C++ RE2
// (DuckDB, BigQuery) reads a bracket expression of exactly an ASCII
// letter's two cases as that letter under case folding, which, merged
// into an alternation of single characters, folds by Unicode's tables:
// regexp_matches('ſ', '^([sS]|x)$') and regexp_matches(chr(8490),
// '^(x|[kK])$') are true on DuckDB 1.5, with (?:s|S) and (?:k|K) false.
func writeOrbit(b *strings.Builder, orbit []rune) {
	if len(orbit) == 2 && (orbit[0] == 'k' || orbit[0] == 's') {
		b.WriteString("(?:" + string(orbit[0]) + "|" + string(orbit[1]) + ")")
		return
	}
	b.WriteByte('[')
	for _, o := range orbit {
		b.WriteRune(o)
	}
	b.WriteByte(']')
}

// isBound reports whether p starts with a brace holding only digits and
// commas up to its closing brace (a bound such as {2,3}).
func isBound(p string) bool {
	end := strings.IndexByte(p, '}')
	return end > 0 && strings.Trim(p[1:end], "0123456789,") == ""
}

// caseNeutralEscape gives the width of the escape at i and whether it reads
// alike with and without case-insensitivity: an escaped punctuation mark,
// the classes \d \D \s \S \w \W (ASCII and closed under ASCII case in
// PostgreSQL's C locale and Java without UNICODE_CHARACTER_CLASS; RE2's
// \w and \W the caller writes out), anchors, and the escapes of control
// characters. \x, \u, digits (an octal or a back reference), \p, \N, \c,
// \Q and the rest are not.
func caseNeutralEscape(pat string, i int, from Flavor) (int, bool) {
	c := pat[i+1]
	_, size := utf8.DecodeRuneInString(pat[i+1:])
	if c >= 0x80 {
		r, _ := utf8.DecodeRuneInString(pat[i+1:])
		orbit, ok := foldOrbit(r, from)
		return 1 + size, ok && orbit == nil
	}
	if !isLetter(c) && !(c >= '0' && c <= '9') {
		return 2, true
	}
	switch c {
	case 'd', 'D', 's', 'S', 'w', 'W', 'n', 't', 'r', 'f':
		return 2, true
	case 'A', 'z':
		return 2, true
	case 'b', 'B':
		return 2, true // a boundary (Java, RE2) or a backspace and a backslash (PostgreSQL)
	case 'y', 'Y', 'm', 'M', 'Z':
		return 2, from == Postgres || c == 'Z' && from == Java
	}
	return 2, false
}

// expandClass writes the bracket expression at i with the letters its
// members fold with, and returns its width.
func expandClass(b *strings.Builder, pat string, i int, from Flavor) (int, *Error) {
	fail := func(j int, construct, why string) (int, *Error) {
		return 0, &Error{Pos: j, Kind: KindCase, Construct: construct, Why: why}
	}
	j := i + 1
	var body strings.Builder
	var extra []rune
	negated := j < len(pat) && pat[j] == '^'
	if negated {
		j++
	}
	first := true
	letters := false
	// The members, while they are few plain characters (pair).
	members, plain := map[rune]bool{}, true
	for j < len(pat) && (pat[j] != ']' || first) {
		first = false
		switch {
		case pat[j] == '\\':
			if j+1 >= len(pat) {
				return fail(i, "[", "(an unterminated bracket expression) is not a pattern")
			}
			n, ok := caseNeutralEscape(pat, j, from)
			if !ok || from == RE2 && pat[j+1] == 'W' {
				return fail(j, pat[j:j+n], "(an escape that may stand for a letter or a class of letters) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			if j+n+1 < len(pat) && pat[j+n] == '-' && pat[j+n+1] != ']' {
				// A range from an escaped character: [\\-k] holds
				// the letters A to K too (PostgreSQL 15: 'I' ~*
				// '^[\\-k]$' true).
				return fail(j, pat[j:j+n+2], "(a range starting at an escape) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			if from == Doris && (pat[j+1] == 'w' || pat[j+1] == 'W') {
				return fail(j, pat[j:j+n], dorisFoldWhy)
			}
			if from == RE2 && pat[j+1] == 'w' {
				letters = true
				for _, o := range re2FoldExtra {
					if !slices.Contains(extra, o) {
						extra = append(extra, o)
					}
				}
			}
			plain = false
			body.WriteString(pat[j : j+n])
			j += n
			continue
		case pat[j] == '[' && j+1 < len(pat) && pat[j+1] == ':':
			end := strings.Index(pat[j:], ":]")
			if end > 0 {
				name, add := posixFolded(pat[j+2:j+end], from)
				if from == Doris && (name == "alpha" || name == "alnum" || name == "word") {
					return fail(j, pat[j:j+end+2], dorisFoldWhy)
				}
				if from == Java {
					return fail(j, pat[j:j+end+2], "(a nested class in Java) in a case-insensitive pattern cannot be written out here")
				}
				plain = false
				body.WriteString("[:" + name + ":]")
				for _, o := range add {
					letters = true
					if !slices.Contains(extra, o) {
						extra = append(extra, o)
					}
				}
				j += end + 2
				continue
			}
		}
		if from == Java && (pat[j] == '[' || pat[j] == '&' && j+1 < len(pat) && pat[j+1] == '&') {
			return fail(j, pat[j:j+1], "(a nested class or an intersection) in a case-insensitive pattern cannot be written out here")
		}
		lo, size := utf8.DecodeRuneInString(pat[j:])
		hi := lo
		w := size
		if j+size+1 < len(pat) && pat[j+size] == '-' && pat[j+size+1] != ']' {
			if pat[j+size+1] == '\\' {
				return fail(j, pat[j:j+size+2], "(a range ending in an escape) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			r, s2 := utf8.DecodeRuneInString(pat[j+size+1:])
			hi, w = r, size+1+s2
		}
		if hi-lo > 3 {
			plain = false
		}
		for r := lo; r <= hi; r++ {
			if plain {
				members[r] = true
			}
			orbit, ok := foldOrbit(r, from)
			if !ok && from == Doris && r < 0x80 {
				return fail(j, pat[j:j+w], dorisFoldWhy)
			}
			if !ok {
				return fail(j, pat[j:j+w], "(a letter outside ASCII, which "+from.String()+" folds by Unicode's tables) in a case-insensitive pattern cannot be written out for an engine that folds letters otherwise")
			}
			if orbit != nil {
				letters = true
				for _, o := range orbit {
					if (o < lo || o > hi) && !slices.Contains(extra, o) {
						extra = append(extra, o)
					}
				}
			}
			if r >= 0x80 && FoldsASCII(from) {
				break // no letter beyond ASCII folds
			}
		}
		body.WriteString(pat[j : j+w])
		j += w
	}
	if j >= len(pat) {
		return fail(i, "[", "(an unterminated bracket expression) is not a pattern")
	}
	if negated && letters && from == Java {
		return fail(i, pat[i:j+1], "(a negated bracket expression of letters) in a case-insensitive Java pattern cannot be written out here")
	}
	if plain && !negated {
		for _, r := range extra {
			members[r] = true
		}
		for _, l := range "ks" {
			if len(members) == 2 && members[l] && members[unicode.ToUpper(l)] {
				writeOrbit(b, []rune{l, unicode.ToUpper(l)})
				return j + 1 - i, nil
			}
		}
	}
	b.WriteByte('[')
	if negated {
		b.WriteByte('^')
	}
	// The added letters go last, or first (after a leading ']' or '-'
	// member) where the last member is a '-', so that they never join a
	// range ("[a-]", "[-a]").
	bs := body.String()
	var ex strings.Builder
	for _, r := range extra {
		ex.WriteRune(r)
	}
	if strings.HasSuffix(bs, "-") {
		k := 0
		if bs[0] == ']' || bs[0] == '-' {
			k = 1
		}
		bs = bs[:k] + ex.String() + bs[k:]
	} else {
		bs += ex.String()
	}
	b.WriteString(bs)
	b.WriteByte(']')
	return j + 1 - i, nil
}
