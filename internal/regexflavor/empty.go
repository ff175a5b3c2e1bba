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

// SeesBefore reports whether a match of the pattern p (in Go's syntax)
// may depend on the text before the place it begins: ^, \A, \b, \B
// anywhere in it (a pattern Go's parser does not accept is taken to).
// DuckDB's regex split searches each rest of the text anew, where ^
// matches at its start (DuckDB 1.5: string_split_regex('XbX', '^b|X') is
// [”, ”, ”, ”], PostgreSQL 15: regexp_split_to_array('XbX', '^b|X')
// {"",b,""}).
func SeesBefore(p string) bool {
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return true
	}
	return seesBefore(re)
}

func seesBefore(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpBeginText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	for _, s := range re.Sub {
		if seesBefore(s) {
			return true
		}
	}
	return false
}

// NeverEmptyAround is NeverEmpty of p with its lookaheads and lookbehinds
// read as the empty match they are ("a(?=(b))" never matches the empty
// string).
func NeverEmptyAround(p string) bool { return NeverEmpty(withoutLookarounds(p)) }
