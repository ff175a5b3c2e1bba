package regexflavor

import "regexp/syntax"

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
func OneLengthPattern(p string) bool {
	re, err := syntax.Parse(p, syntax.Perl)
	return err == nil && OneLength(re)
}

// OneLength reports whether every match of re at a place has the
// same length: a fixed length, or a fixed-length start ended by a greedy
// star or plus of one character or class.
func OneLength(re *syntax.Regexp) bool {
	if _, ok := fixedLen(re); ok {
		return true
	}
	if re.Op == syntax.OpCapture {
		return OneLength(re.Sub[0])
	}
	if re.Op == syntax.OpConcat {
		n := len(re.Sub)
		for _, sub := range re.Sub[:n-1] {
			if _, ok := fixedLen(sub); !ok {
				return false
			}
		}
		return greedyRun(re.Sub[n-1])
	}
	return greedyRun(re)
}

// greedyRun reports whether re is a greedy x* or x+ of one
// character or class.
func greedyRun(re *syntax.Regexp) bool {
	if re.Op == syntax.OpCapture {
		return greedyRun(re.Sub[0])
	}
	if (re.Op != syntax.OpStar && re.Op != syntax.OpPlus) || re.Flags&syntax.NonGreedy != 0 {
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
