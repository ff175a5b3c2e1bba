package regexflavor

import "testing"

// Which patterns' match at a place is the longest in every engine
// (OneLengthPattern), whose groups PostgreSQL gives as Java and RE2 do
// (GroupsAgreePattern), and which hold a non-greedy quantifier. The
// engines' results for such patterns are compared on PostgreSQL 15 by
// TestOneLengthOnPostgres.
func TestOneLengthPattern(t *testing.T) {
	for _, c := range []struct {
		pat         string
		one, groups bool
		nonGreedy   bool
	}{
		{`a|aa`, false, true, false},
		{`[0-9]+`, true, true, false},
		// Runs each followed by what cannot continue them, but for one.
		{`\d+\.\d+`, true, true, false},
		{`[a-z]+@[a-z]+`, true, true, false},
		{`(\w+) (\w+)`, true, true, false},
		{`a*ab`, true, true, false},
		{`\d+\d+`, false, true, false},
		// "." may be a newline (PostgreSQL); \s may be \x0B (Java,
		// PostgreSQL) or \x85 (Joni): not disjoint.
		{`.+\n+`, false, true, false},
		{`[^\n]+\n+`, true, true, false},
		{`\s+\x0B+`, false, true, false},
		{`\S+\x0B`, true, true, false},
		{`\S+\x0B+`, false, true, false},
		{`[[:alpha:]]+1+`, false, true, false},
		// Quoted, "\d" is two characters, the second alternative's
		// first one too.
		{`\Q\d\E|\\d+`, false, true, false},
		{`\Q\d\E|ab`, true, true, false},
		// Alternatives: an earlier one no shorter where both match.
		{`^\s+|\s+$`, true, true, false},
		{`\s+$|^\s+`, true, true, false},
		{`\s+|^\s+`, true, true, false},
		{`a|a+`, false, true, false},
		// The first alternative's run must hold the second's characters
		// in each engine's reading: RE2's and PostgreSQL's "\d" and "\w"
		// are ASCII (PostgreSQL 15: regexp_replace('1٣', '^\d+|[1٣]+$',
		// 'X') is 'X', RE2 'X٣'), Go's parser folds "ſ" with "s" where
		// PostgreSQL (C locale) and Java fold ASCII only (PostgreSQL 15:
		// regexp_replace('aſ', '(?i)^[a-z]+|[ſa]+$', 'X') is 'X', DuckDB
		// 1.5 of the ASCII-folded form 'Xſ'), and an assertion in the run
		// may end it early (PostgreSQL 15: regexp_replace('aa',
		// '(?:^a)+|a+', 'X', 'g') is 'X', RE2 'XX').
		{`^\d+|[1٣]+$`, false, true, false},
		{`\w*|(1|٣)$`, false, true, false},
		{`^\w+|[aé]+$`, false, true, false},
		{`^\w+|[a_]+$`, true, true, false},
		{`^[\s\d]+|[ 1]+$`, true, true, false},
		{`^[\s\d]+|[ ٣]+$`, false, true, false},
		{`(?i)^[a-z]+|[ſa]+$`, false, true, false},
		{`(?:^a)+|a+`, false, true, false},
		{`(?:^a)+|b+`, true, true, false},
		{`a+|b+`, true, true, false},
		{`(a)b|a(b)`, true, true, false},
		// Non-greedy: PostgreSQL's whole pattern then takes the
		// shortest ("x{2,2}?" too, which RE2's parser reads as "x{2}?").
		{`a{2,2}?b*`, false, true, true},
		{`a+?`, false, true, true},
		// Groups in a repetition that may take no part in an iteration.
		{`(?:(a)b|c(d)){2}`, true, false, false},
		{`(?:(a)|b)+`, true, false, false},
		{`(?:(?:(a))*b)+`, false, false, false},
		{`(a)+`, true, true, false},
		{`(?:(a)b)?c`, true, true, false},
		// Runs that stop only where what follows them cannot begin,
		// through what may match the empty string (runsStopped), of
		// parts of fixed lengths; alternatives of fixed lengths, the
		// earlier no shorter.
		{`a*b*`, true, true, false},
		{`(ab)+`, true, true, false},
		{`(?:ab)*c?`, true, true, false},
		{`(ab)+a`, false, true, false},
		{`ab|a`, true, true, false},
		{`a|ab`, false, true, false},
		{`abc|a|ab`, false, true, false},
		{`(?:(a)b){2}c`, true, true, false},
	} {
		if got := OneLengthPattern(c.pat); got != c.one {
			t.Errorf("OneLengthPattern(%q) = %v, want %v", c.pat, got, c.one)
		}
		if got := GroupsAgreePattern(c.pat); got != c.groups {
			t.Errorf("GroupsAgreePattern(%q) = %v, want %v", c.pat, got, c.groups)
		}
		if got := HasNonGreedy(c.pat); got != c.nonGreedy {
			t.Errorf("HasNonGreedy(%q) = %v, want %v", c.pat, got, c.nonGreedy)
		}
	}
}
