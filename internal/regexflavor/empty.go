package regexflavor

import "regexp/syntax"

// NeverEmpty reports whether every match of the pattern p (in Go's
// syntax, as ReadAsRE2 gives it) is at least one character long: no empty
// alternative, no x*, x?, x{0,n} standing alone, no anchor or boundary
// alone. Engines disagree on zero-width matches: the regex splits of
// Java, Trino, PostgreSQL and DuckDB cut at other places, and an empty
// match right after a non-empty one counts in Java and PostgreSQL but not
// in RE2 (regexp_replace('baab', 'a*', 'X', 'g') is 'XbXXbX' in
// PostgreSQL 15, 'XbXbX' in DuckDB 1.5). A pattern Go's parser does not
// accept (possessive quantifiers, lookaround) is not known to be such.
func NeverEmpty(p string) bool {
	if p == "" {
		return false
	}
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return false
	}
	return !matchesEmpty(re)
}

func matchesEmpty(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpNoMatch, syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return false
	case syntax.OpLiteral:
		return len(re.Rune) == 0
	case syntax.OpCapture, syntax.OpPlus:
		return matchesEmpty(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min == 0 || matchesEmpty(re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if !matchesEmpty(s) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if matchesEmpty(s) {
				return true
			}
		}
		return false
	}
	// Empty match, anchors, word boundaries, x*, x?.
	return true
}
