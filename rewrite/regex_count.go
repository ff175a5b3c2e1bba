package rewrite

import (
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
// for a pattern whose match at a place has one length: a fixed length
// (no quantifier but {n}, alternatives of one length), optionally ended
// by one greedy x+ or x* of a single character or class, which every
// engine extends as far as it goes. A match test (regexp_like) and the
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
// match at a place for the canonical function fn: PostgreSQL's always
// (checked on PostgreSQL 15), Snowflake's, whose documentation names
// POSIX ERE without saying which rule its engine follows, for a count.
func regexLongestFor(d, fn string) bool {
	return d == "postgres" || d == "snowflake" && fn == "regexp_count"
}

// regexCountLengths refuses (T085) the pattern p of the canonical
// function fn between PostgreSQL or Snowflake and another dialect unless
// its matches have one length at each place; it reports whether it
// refused.
func (c *Context) regexCountLengths(fn string, p ast.Expr) bool {
	s, t := c.Source.Name, c.Target.Name
	if s == t || !regexLongestFor(s, fn) && !regexLongestFor(t, fn) {
		return false
	}
	lit := regexConstant(p)
	if lit == nil {
		return false // refused as computed (T141)
	}
	if regexflavor.OneLengthPattern(lit.Value) {
		return false
	}
	c.Refuse(codeRegexCountLengths, p, "write a pattern whose match has one length at each place (no alternatives of several lengths, no quantifier but {n} or a final x+ of one character class), or run the query in "+s,
		"%s of a pattern that may match text of several lengths at one place: %s takes the longest match there, %s the first alternative, and the results differ (regexp_count('aaa', 'a|aa') is 2 in PostgreSQL, 3 in Java and RE2; regexp_replace('aab', 'a|aa', 'X', 'g') 'Xb' in PostgreSQL, 'XXb' in Java and RE2) (%s to %s)",
		fn, longestOf(s, t), firstOf(s, t), s, t)
	return true
}

// regexLongestFirst reports whether the dialect's engine may take the
// longest of the matches at one place (PostgreSQL, Snowflake's POSIX
// ERE).
func regexLongestFirst(d string) bool { return d == "postgres" || d == "snowflake" }

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
