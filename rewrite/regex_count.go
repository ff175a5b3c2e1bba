package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// A regexp_count between PostgreSQL or Snowflake and another dialect
// whose literal pattern may match text of several lengths at one place.
//
// PostgreSQL takes the longest of the matches that begin at one place,
// Java, Joni and RE2 the first alternative, and the counts differ
// (internal/regexflavor, lengths.go: regexp_count('aaa', 'a|aa') is 2 in
// PostgreSQL 15, 3 in DuckDB).
// Snowflake's documentation names POSIX ERE, whose rule is the longest,
// without saying which its engine follows. A count is translated only
// for a pattern whose match at a place has one length: a fixed length
// (no quantifier but {n}, alternatives of one length), optionally ended
// by one greedy x+ or x* of a single character or class, which every
// engine extends as far as it goes.
const codeRegexCountLengths = "T085"

// regexCountLengths refuses (T085) the pattern p of a regexp_count
// between PostgreSQL or Snowflake and another dialect unless its matches
// have one length at each place; it reports whether it refused.
func (c *Context) regexCountLengths(p ast.Expr) bool {
	s, t := c.Source.Name, c.Target.Name
	if s == t || !regexLongestFirst(s) && !regexLongestFirst(t) {
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
		"regexp_count of a pattern that may match text of several lengths at one place: %s takes the longest match there, %s the first alternative, and the counts differ (regexp_count('aaa', 'a|aa') is 2 in PostgreSQL, 3 in Java and RE2) (%s to %s)",
		longestOf(s, t), firstOf(s, t), s, t)
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
