package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// A regexp_count, regexp_replace, split or extraction between PostgreSQL
// or Snowflake and another dialect whose literal pattern may match text
// of several lengths at one place.
//
// PostgreSQL takes the longest of the matches that begin at one place,
// Java, Joni and RE2 the first alternative, and the counts, the
// replacements, the pieces of a split and the text extracted differ
// (internal/regexflavor, lengths.go: regexp_count('aaa', 'a|aa') is 2 in
// PostgreSQL 15, 3 in DuckDB 1.5; regexp_replace('aab', 'a|aa', 'X', 'g')
// is 'Xb' in PostgreSQL 15, 'XXb' in DuckDB 1.5, Spark and Trino;
// regexp_split_to_array('aab', 'a|aa') {"",b} in PostgreSQL 15,
// [”, ”, b] in DuckDB 1.5's string_split_regex).
// Snowflake's documentation names POSIX ERE, whose rule is the longest,
// without saying which its engine follows. Such a call is translated only
// for a pattern whose match at a place is the longest in every engine
// (regexflavor.OneLength: parts of fixed lengths, greedy runs of one class
// each followed by what cannot continue it but for one, alternatives no
// shorter than later ones where both match), with no non-greedy
// quantifier (PostgreSQL makes the whole pattern non-greedy with its first
// one). Where groups are observed (an extraction, a replacement referring
// to one), a group inside a repetition that may take no part in an
// iteration is refused too between PostgreSQL and the others, which keep
// an earlier iteration's text. A match test (regexp_like) and the
// position where the first match begins (regexp_instr, regexp_position)
// do not depend on it: the leftmost place where a match begins is the
// same under both rules.
const codeRegexCountLengths = "T085"

// regexSpanSeen reports whether the canonical regular-expression function
// name observes the span of a match (regexPatternArg), not only where the
// first one begins.
func regexSpanSeen(name string) bool {
	switch name {
	case "regexp_like", "regexp_instr", "regexp_position":
		return false
	}
	return true
}

// regexLongestFor reports whether the dialect's engine takes the longest
// match at a place for the canonical function fn, or may: PostgreSQL's
// always (checked on PostgreSQL 15), Snowflake's, whose documentation
// names POSIX ERE without saying which rule its engine follows (its
// regular-expression notes, docs.snowflake.com functions-regexp), for
// every function observing a match's span.
func regexLongestFor(d, fn string) bool {
	return d == "postgres" || d == "snowflake"
}

// regexCountLengths refuses (T085) the pattern p of the canonical
// function fn between PostgreSQL or Snowflake and another dialect unless
// the match PostgreSQL takes at each place is the one the other engines
// take (regexflavor.OneLengthPattern) and, where the call observes groups
// (groups), they give the groups alike (regexflavor.GroupsAgreePattern);
// it reports whether it refused.
func (c *Context) regexCountLengths(fn string, p ast.Expr, groups bool) bool {
	s, t := c.Source.Name, c.Target.Name
	if s == t || !regexLongestFor(s, fn) && !regexLongestFor(t, fn) {
		return false
	}
	lit := regexConstant(p)
	if lit == nil {
		return false // refused as computed (T141)
	}
	// Read as RE2 reads it alike (PostgreSQL's "\x0061g" is "ag").
	pat := regexflavor.ReadAsRE2(lit.Value, regexflavor.Of(s))
	// The function as written: the canonical forms of one name.
	fn = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(fn, "_bs"), "_first"), "_null_group")
	switch {
	case !regexflavor.OneLengthPattern(pat) && regexflavor.HasNonGreedy(pat) && (s == "postgres" || t == "postgres"):
		c.Refuse(codeRegexCountLengths, p, "write the pattern with greedy quantifiers whose match has one length at each place, or run the query in "+s,
			"%s of a pattern with a non-greedy quantifier: PostgreSQL makes the whole pattern non-greedy when its first quantifier is (9.7.3.5 Regular Expression Matching Rules; 'a{2,2}?b*' matches 'aa' of 'aabbb' in PostgreSQL 15), Java, Joni and RE2 that quantifier only ('aabbb'), and the matches may differ (%s to %s)",
			fn, s, t)
	case !regexflavor.OneLengthPattern(pat):
		c.Refuse(codeRegexCountLengths, p, "write a pattern whose match has one length at each place (alternatives that cannot both match at a place, no quantifier but {n}, and greedy runs of one class each followed by a character outside it, but for one), or run the query in "+s,
			"%s of a pattern that may match text of several lengths at one place: %s %s, %s the first alternative, and the results differ (regexp_count('aaa', 'a|aa') is 2 in PostgreSQL, 3 in Java and RE2; regexp_replace('aab', 'a|aa', 'X', 'g') 'Xb' in PostgreSQL, 'XXb' in Java and RE2) (%s to %s)",
			fn, longestOf(s, t), takesLongest(longestOf(s, t)), firstOf(s, t), s, t)
	case groups && (s == "postgres" || t == "postgres") && !regexflavor.GroupsAgreePattern(pat):
		c.Refuse(codeRegexCountLengths, p, "take the group out of the repetition or make it take part in every iteration, or run the query in "+s,
			"%s of a group inside a repetition that may take no part in an iteration: PostgreSQL gives it no value when it takes none in the last one, Java, Joni and RE2 the text of an earlier iteration (regexp_match('abcd', '(?:(a)b|c(d)){2}') is {NULL,d} in PostgreSQL 15, a and d in Java and RE2) (%s to %s)",
			fn, s, t)
	default:
		return false
	}
	return true
}

// regexLongestFirst reports whether the dialect's engine may take the
// longest of the matches at one place (PostgreSQL, Snowflake's POSIX
// ERE).
func regexLongestFirst(d string) bool { return d == "postgres" || d == "snowflake" }

// takesLongest says which match at a place the dialect d takes.
func takesLongest(d string) string {
	if d == "snowflake" {
		return "may take the longest match there (its documentation names POSIX ERE, whose rule is the longest, without saying which rule its engine follows)"
	}
	return "takes the longest match there"
}

func longestOf(s, t string) string {
	if regexLongestFirst(s) {
		return s
	}
	return t
}

func firstOf(s, t string) string {
	if regexLongestFirst(s) {
		return t
	}
	return s
}

// regexEmptyAfterMatch refuses (T085) the pattern p of a canonical
// function that goes through every match (a replacement of all, a count,
// every extraction) between dialects that go on otherwise after an empty
// match (regexWalk), unless every match of p is at least one character
// long: an empty match right after a non-empty one counts in Java, Joni
// and PostgreSQL but not in RE2 (regexp_replace('baab', 'a*', 'X', 'g') is
// 'XbXXbX' in PostgreSQL 15, 'XbXbX' in DuckDB 1.5), and after an empty
// match Java's search goes on one UTF-16 unit further, inside a surrogate
// pair ("a😀b".replaceAll("x*", "-") splits the emoji on Java 17, where
// PostgreSQL 15 gives '-a-😀-b-'), Presto's one byte further. It reports
// whether it refused.
func (c *Context) regexEmptyAfterMatch(fn string, p ast.Expr) bool {
	switch fn {
	case "regexp_replace", "regexp_replace_bs", "regexp_count", "regexp_extract_all":
	default:
		return false
	}
	s, t := c.Source.Name, c.Target.Name
	if s == t || regexWalk(s) == regexWalk(t) {
		return false
	}
	lit := regexConstant(p)
	if lit == nil || regexflavor.NeverEmptyAround(regexflavor.ReadAsRE2(lit.Value, regexflavor.Of(s))) {
		return false // a computed pattern is refused as such (T141)
	}
	fn = strings.TrimSuffix(fn, "_bs")
	if regexRE2(s) != regexRE2(t) {
		re2, other := t, s
		if regexRE2(s) {
			re2, other = s, t
		}
		c.Refuse(codeRegexCountLengths, p, "write a pattern every match of which is at least one character long (x+ rather than x*), or run the query in "+s,
			"%s of a pattern that may match the empty string: %s counts an empty match right after a non-empty one, %s (RE2) does not, and the results differ (regexp_replace('baab', 'a*', 'X', 'g') is 'XbXXbX' in PostgreSQL and Java, 'XbXbX' in RE2) (%s to %s)",
			fn, other, re2, s, t)
		return true
	}
	c.Refuse(codeRegexCountLengths, p, "write a pattern every match of which is at least one character long (x+ rather than x*), or run the query in "+s,
		"%s of a pattern that may match the empty string: after an empty match %s's search goes on %s, %s's %s, and the results differ where a character of several units follows one (%s to %s)",
		fn, s, regexWalk(s), t, regexWalk(t), s, t)
	return true
}

// regexRE2 reports whether the dialect's regular-expression functions go
// through every match as RE2 does (DuckDB, BigQuery, Doris).
func regexRE2(d string) bool {
	f := regexflavor.Of(d)
	return f == regexflavor.RE2 || f == regexflavor.Doris
}

// regexWalk says how far the dialect's search goes on after an empty
// match (executor.RegexWalk): one character (RE2, PostgreSQL, Trino's
// getNextStart), one UTF-16 unit (Java's Matcher.find), one byte
// (Presto's Joni functions); a dialect not listed follows a rule not
// documented.
func regexWalk(d string) string {
	switch {
	case regexRE2(d):
		return "one character further (RE2)"
	case d == "postgres" || d == "trino":
		return "one character further"
	case d == "hive" || d == "spark" || d == "drill":
		return "one UTF-16 unit further (into a surrogate pair)"
	case d == "presto":
		return "one byte further (into a UTF-8 sequence)"
	}
	return "by a rule not documented (" + d + ")"
}
