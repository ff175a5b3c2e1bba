package regexflavor

import (
	"regexp/syntax"
	"strings"
)

// Where several matches begin at one place, PostgreSQL takes the longest
// (or, for a non-greedy pattern, the shortest: 9.7.3.5, Regular
// Expression Matching Rules; an alternation is always greedy), Java,
// Joni and RE2 the first alternative in their order, so that a search
// for the next match starts elsewhere (PostgreSQL 15: regexp_count('aaa',
// 'a|aa') is 2, regexp_replace('aaa', 'a|aa', 'X', 'g') 'XX'; DuckDB 1.5:
// len(regexp_extract_all('aaa', 'a|aa')) is 3). OneLength tells the
// patterns for which this cannot happen.

// OneLengthPattern reports whether every match of the pattern p (read in
// RE2's syntax; false when Go's parser refuses it) at one place has the
// same length (OneLength).
// A lookahead or lookbehind, which matches no text, is read as the empty
// match.
func OneLengthPattern(p string) bool {
	re, err := syntax.Parse(withoutLookarounds(p), syntax.Perl)
	return err == nil && OneLength(re)
}

// withoutLookarounds gives p without its lookahead and lookbehind groups
// (outside a bracket expression, their parentheses balanced).
func withoutLookarounds(p string) string {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		switch {
		case p[i] == '\\' && i+1 < len(p):
			b.WriteString(p[i : i+2])
			i++
			continue
		case p[i] == '[':
			j := classEnd(p, i)
			b.WriteString(p[i:j])
			i = j - 1
			continue
		case strings.HasPrefix(p[i:], "(?") && lookaround(p[i+2:]) != "":
			depth := 0
			for j := i; j < len(p); j++ {
				switch p[j] {
				case '\\':
					j++
				case '[':
					j = classEnd(p, j) - 1
				case '(':
					depth++
				case ')':
					depth--
				}
				if depth == 0 {
					i = j
					break
				}
			}
			if depth != 0 {
				return p
			}
			continue
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

// classEnd gives the index after the bracket expression opening at i
// (a leading "]" or "^]" being a member), or len(p).
func classEnd(p string, i int) int {
	j := i + 1
	if j < len(p) && p[j] == '^' {
		j++
	}
	if j < len(p) && p[j] == ']' {
		j++
	}
	for ; j < len(p); j++ {
		switch p[j] {
		case '\\':
			j++
		case ']':
			return j + 1
		}
	}
	return len(p)
}

// OneLength reports whether the match of re that PostgreSQL takes at a
// place (the longest) is the one Java, Joni and RE2 take: every match
// there has a fixed length, or all parts but one greedy x*, x+, x? or
// x{n,m} of one character or class have fixed lengths.
func OneLength(re *syntax.Regexp) bool {
	if _, ok := fixedLen(re); ok {
		return true
	}
	if re.Op == syntax.OpCapture {
		return OneLength(re.Sub[0])
	}
	if re.Op == syntax.OpConcat {
		// One greedy run among parts of fixed lengths: Java, Joni and RE2
		// try the longest run first, and the parts after it have one
		// length, so that the first match found is the longest.
		runs := 0
		for _, sub := range re.Sub {
			if _, ok := fixedLen(sub); ok {
				continue
			}
			if !greedyRun(sub) {
				return false
			}
			runs++
		}
		return runs == 1
	}
	return greedyRun(re)
}

// greedyRun reports whether re is a greedy x*, x+, x? or x{n,m} of one
// character or class.
func greedyRun(re *syntax.Regexp) bool {
	if re.Op == syntax.OpCapture {
		return greedyRun(re.Sub[0])
	}
	if (re.Op != syntax.OpStar && re.Op != syntax.OpPlus && re.Op != syntax.OpQuest && re.Op != syntax.OpRepeat) || re.Flags&syntax.NonGreedy != 0 {
		return false
	}
	n, ok := fixedLen(re.Sub[0])
	return ok && n == 1
}

// fixedLen gives the length in characters of every match of re, when
// all have one.
func fixedLen(re *syntax.Regexp) (int, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune), true
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1, true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0, true
	case syntax.OpCapture:
		return fixedLen(re.Sub[0])
	case syntax.OpRepeat:
		n, ok := fixedLen(re.Sub[0])
		return n * re.Min, ok && re.Min == re.Max
	case syntax.OpConcat, syntax.OpAlternate:
		total := -1
		for _, sub := range re.Sub {
			n, ok := fixedLen(sub)
			if !ok {
				return 0, false
			}
			switch {
			case re.Op == syntax.OpConcat:
				total = max(total, 0) + n
			case total >= 0 && n != total:
				return 0, false
			default:
				total = n
			}
		}
		return max(total, 0), true
	}
	return 0, false
}
