package regexflavor

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// A user's own bracket expression of exactly an ASCII letter's two cases,
// in an alternation, toward and from C++ RE2 (DuckDB, BigQuery, and Doris
// where Hyperscan rejects the pattern).
//
// C++ RE2 reads a bracket expression holding exactly an ASCII letter and
// its other case ("[sS]", "[Ss]", "[S-Ss]", "[\x53s]") as that letter
// under case folding; where it then merges the branches of an alternation
// of single characters into one class, that letter brings its whole
// Unicode case-folding orbit. Among the ASCII letters only k (with the
// Kelvin sign U+212A) and s (with long s U+017F) have more than their two
// cases in that orbit, and the rule takes ASCII letters only: DuckDB 1.5
// gives regexp_matches(chr(383), '^([sS]|x)$'), regexp_matches(chr(8490),
// '^(x|[kK])$'), regexp_matches('x'||chr(383), '^(x[sS]|xy)$') and
// regexp_matches(chr(383), '^([s-sS]|x)$') true, and false for
// '^[sS]$', '^([sSx]|y)$', '^([sS]|xy)$', '^(x|([sS]))$', '^(?:s|S|x)$',
// '^([S-Ts]|x)$' and, for 'µ', '^([Μμ]|x)$'. Go's regexp (the executor)
// and every other engine read such a class as the two letters.
//
// Toward C++ RE2 (RE2, Doris) such a class in a pattern holding an
// alternation is written as an alternation of the two letters, "(?:s|S)",
// which every engine reads as the two letters (foldClassesForRE2). From
// C++ RE2 (RE2, Doris) which branches merge depends on how RE2 factors
// the alternation, so such a pattern is refused (KindRE2Fold, foldCheck).

// readsRE2 reports whether the flavor's patterns may be run by C++ RE2.
func readsRE2(f Flavor) bool { return f == RE2 || f == Doris }

// hasAlternation reports whether p holds a "|" outside bracket
// expressions and escapes.
func hasAlternation(p string) bool {
	found := false
	walkTop(p, func(i, n int, class bool) {
		if !class && n == 1 && p[i] == '|' {
			found = true
		}
	})
	return found
}

// walkTop calls item for each item of p outside bracket expressions
// (class false, n its width: an escape, "\Q...\E", or one character), and
// for each whole bracket expression (class true).
func walkTop(p string, item func(i, n int, class bool)) {
	for i := 0; i < len(p); {
		switch {
		case p[i] == '\\' && i+1 < len(p) && p[i+1] == 'Q':
			end := strings.Index(p[i+2:], `\E`)
			n := len(p) - i
			if end >= 0 {
				n = 2 + end + 2
			}
			item(i, n, false)
			i += n
		case p[i] == '\\' && i+1 < len(p):
			_, size := utf8.DecodeRuneInString(p[i+1:])
			n := 1 + size
			if i+2 < len(p) && p[i+2] == '{' && strings.ContainsRune("xpPN", rune(p[i+1])) {
				if end := strings.IndexByte(p[i+2:], '}'); end > 0 {
					n = 2 + end + 1
				}
			}
			item(i, n, false)
			i += n
		case p[i] == '[':
			n := classWidth(p, i)
			if n == 0 {
				item(i, len(p)-i, true)
				return
			}
			item(i, n, true)
			i += n
		default:
			_, size := utf8.DecodeRuneInString(p[i:])
			item(i, size, false)
			i += size
		}
	}
}

// classWidth gives the width of the bracket expression at i (0 if it is
// not closed): a "]" first (after "^") is a member, an escape is skipped,
// a POSIX class "[:name:]" is read whole.
func classWidth(p string, i int) int {
	j := i + 1
	if j < len(p) && p[j] == '^' {
		j++
	}
	if j < len(p) && p[j] == ']' {
		j++
	}
	for j < len(p) {
		switch {
		case p[j] == '\\':
			j += 2
			continue
		case p[j] == '[' && j+1 < len(p) && p[j+1] == ':':
			if end := strings.Index(p[j+2:], ":]"); end >= 0 {
				j += 2 + end + 2
				continue
			}
		case p[j] == ']':
			return j + 1 - i
		}
		j++
	}
	return 0
}

// classLetterPair reads the bracket expression p (whole, with its
// brackets) and reports the ASCII letter l (k or s) when its members are
// exactly l and its upper case; unknown says it holds an escape whose
// character is not read here while the members read are all among k's or
// s's two cases, so that it may be such a class ("[ab\z]" cannot be: 'a'
// and 'b' are members whatever "\z" is).
func classLetterPair(p string) (l rune, unknown bool) {
	body := p[1 : len(p)-1]
	if strings.HasPrefix(body, "^") {
		return 0, false // the complement: never two characters
	}
	set := map[rune]bool{}
	var runes []rune // the members read, ranges as (lo, hi) pairs
	// skip gives the width of the member at j that classChar does not
	// read: an escape with what may be its argument ("\u0053", "\x{53}",
	// "\cX", "\N{...}"), or one character.
	skip := func(j int) int {
		if body[j] != '\\' || j+1 >= len(body) {
			_, size := utf8.DecodeRuneInString(body[j:])
			return size
		}
		c := body[j+1]
		_, size := utf8.DecodeRuneInString(body[j+1:])
		w := 1 + size
		switch {
		case c == 'c' && j+w < len(body):
			_, size := utf8.DecodeRuneInString(body[j+w:])
			w += size
		case j+w < len(body) && body[j+w] == '{':
			if end := strings.IndexByte(body[j+w:], '}'); end >= 0 {
				w += end + 1
			}
		case c == 'u' || c == 'U' || c == 'x':
			digits := map[byte]int{'u': 4, 'U': 8, 'x': 2}[c] // Java's, PostgreSQL's \U
			for n := 0; n < digits && j+w < len(body) && isHex(body[j+w:j+w+1]); n++ {
				w++
			}
		}
		return w
	}
	for j := 0; j < len(body); {
		r, w, ok := classChar(body, j)
		if !ok {
			if body[j] == '[' || j+1 < len(body) && strings.IndexByte("dDsSwWpP", body[j+1]) >= 0 {
				return 0, false // a class escape or a POSIX class: many characters
			}
			unknown = true
			j += skip(j)
			if j+1 < len(body) && body[j] == '-' {
				j++ // a range from it: its end is a member of unknown extent too
				j += skip(j)
			}
			continue
		}
		lo, hi := r, r
		if j+w+1 < len(body) && body[j+w] == '-' {
			r2, w2, ok2 := classChar(body, j+w+1)
			if !ok2 {
				unknown = true
				j += w + 1 + skip(j+w+1)
				continue
			}
			hi = r2
			w += 1 + w2
		}
		if hi-lo > 2 {
			return 0, false
		}
		runes = append(runes, lo, hi)
		j += w
	}
	for k := 0; k < len(runes); k += 2 {
		for r := runes[k]; r <= runes[k+1]; r++ {
			set[r] = true
		}
	}
	for _, c := range "ks" {
		if unknown {
			within := true
			for r := range set {
				within = within && (r == c || r == c-'a'+'A')
			}
			if within {
				return 0, true
			}
			continue
		}
		if len(set) == 2 && set[c] && set[c-'a'+'A'] {
			return c, false
		}
	}
	return 0, false
}

// classChar reads one member character of a bracket expression's body at
// j: a character, an escaped punctuation mark or control escape, "\xhh",
// "\x{h...}", an octal escape; ok is false for a class escape (\d, \w,
// \pL...), a POSIX class, or an escape not read here.
func classChar(body string, j int) (r rune, w int, ok bool) {
	if body[j] == '[' && j+1 < len(body) && body[j+1] == ':' {
		return 0, 0, false
	}
	if body[j] != '\\' {
		r, w := utf8.DecodeRuneInString(body[j:])
		return r, w, true
	}
	if j+1 >= len(body) {
		return 0, 0, false
	}
	c := body[j+1]
	switch {
	case c >= 0x80:
		r, w := utf8.DecodeRuneInString(body[j+1:])
		return r, 1 + w, true
	case !isLetter(c) && !(c >= '0' && c <= '9'):
		return rune(c), 2, true
	case strings.IndexByte("aftnrv", c) >= 0:
		return rune("\a\f\t\n\r\v"[strings.IndexByte("aftnrv", c)]), 2, true
	case c == 'x':
		if j+2 < len(body) && body[j+2] == '{' {
			end := strings.IndexByte(body[j+3:], '}')
			if end > 0 && end <= 8 && isHex(body[j+3:j+3+end]) {
				v, _ := strconv.ParseUint(body[j+3:j+3+end], 16, 32)
				return rune(v), 3 + end + 1, true
			}
			return 0, 0, false
		}
		if j+4 <= len(body) && isHex(body[j+2:j+4]) {
			v, _ := strconv.ParseUint(body[j+2:j+4], 16, 32)
			return rune(v), 4, true
		}
	case c >= '0' && c <= '7':
		d := 1
		for d < 3 && j+1+d < len(body) && body[j+1+d] >= '0' && body[j+1+d] <= '7' {
			d++
		}
		v, _ := strconv.ParseUint(body[j+1:j+1+d], 8, 32)
		return rune(v), 1 + d, true
	}
	return 0, 0, false
}

// foldClassesForRE2 writes, in a pattern holding an alternation, each
// bracket expression of exactly k's or s's two ASCII cases as "(?:k|K)"
// or "(?:s|S)", for C++ RE2; an escape inside a short class that is not
// read here is an error.
func foldClassesForRE2(p string) (string, *Error) {
	if !hasAlternation(p) {
		return p, nil
	}
	var b strings.Builder
	var err *Error
	walkTop(p, func(i, n int, class bool) {
		if err != nil {
			return
		}
		if class && n >= 2 && p[i+n-1] == ']' {
			l, unknown := classLetterPair(p[i : i+n])
			if unknown {
				err = &Error{Pos: i, Kind: KindRE2Fold, Construct: p[i : i+n], Why: re2FoldWhy}
				return
			}
			if l != 0 {
				b.WriteString("(?:" + string(l) + "|" + string(l-'a'+'A') + ")")
				return
			}
		}
		b.WriteString(p[i : i+n])
	})
	if err != nil {
		return "", err
	}
	return b.String(), nil
}

// re2FoldWhy says why such a class is refused.
const re2FoldWhy = "(a bracket expression of exactly the two ASCII cases of k or s, in a pattern with an alternation, which C++ RE2 (DuckDB, BigQuery, Doris) may read as the letter under Unicode case folding, so that it also matches the Kelvin sign or long s, depending on how it merges the alternation's branches) has no exact rewrite; write (?:k|K) or (?:s|S)"

// foldCheck refuses, in a pattern C++ RE2 may read (from RE2 or Doris)
// case-sensitively, a bracket expression of exactly k's or s's two ASCII
// cases in a pattern holding an alternation.
func foldCheck(p string) *Error {
	if !hasAlternation(p) {
		return nil
	}
	var err *Error
	walkTop(p, func(i, n int, class bool) {
		if err == nil && class && n >= 2 && p[i+n-1] == ']' {
			if l, unknown := classLetterPair(p[i : i+n]); l != 0 || unknown {
				err = &Error{Pos: i, Kind: KindRE2Fold, Construct: p[i : i+n], Why: re2FoldWhy}
			}
		}
	})
	return err
}

// RE2FoldCheck is foldCheck for the executor, which runs RE2's patterns
// (DuckDB's, BigQuery's) with Go's regexp, where such a class is the two
// letters only; nil where the pattern reads alike.
func RE2FoldCheck(p string) *Error { return foldCheck(p) }
