package executor

import (
	"fmt"
	"regexp"

	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// substring_regex: PostgreSQL's SUBSTRING(s FROM pattern) of a string
// pattern (PostgreSQL manual, "Pattern Matching", POSIX regular
// expressions): the text of the first parenthesized group of the first
// match, or the whole match when the pattern has no group; NULL without a
// match or when the group takes no part in it (checked on PostgreSQL 15:
// substring('abc' from 'b(c)') is 'c', substring('abc' from '(x)?b') is
// NULL). PostgreSQL's engine takes the longest match where RE2 takes the
// leftmost-first one (substring('foobar' from 'o(b|ba)') is 'ba' there):
// where the two readings give another span for the match or the group, the
// executor raises an error rather than guess.
func init() {
	reg(withRegexFlavor(&scalarFunc{name: "substring_regex", min: 2, max: 2, strict: true, ret: retFixed(tVarchar)}, substringRegex))
}

// substrSQLText is substr_sql(s, x[, y]) of a string x or y, PostgreSQL's
// SUBSTRING of a column of a string type (the reader takes only literals,
// casts and || as patterns): substring_regex, or for three arguments, the
// SQL regular-expression form, an error.
func substrSQLText(a []Value) (Value, error) {
	if len(a) != 2 {
		return Null, fmt.Errorf("substring(s from pattern for escape), the SQL regular-expression form, is not modelled")
	}
	return substringRegex(regexflavor.Postgres, a)
}

func substringRegex(fl regexflavor.Flavor, a []Value) (Value, error) {
	pat := textOf(a[1])
	re, err := compileRegexFor(fl, pat, false)
	if err != nil {
		return Null, err
	}
	long := regexp.MustCompile(re.String())
	long.Longest()
	s := textOf(a[0])
	m, ml := re.FindStringSubmatchIndex(s), long.FindStringSubmatchIndex(s)
	g := 0
	if re.NumSubexp() > 0 {
		g = 1
	}
	if (m == nil) != (ml == nil) || m != nil && (m[0] != ml[0] || m[1] != ml[1] || m[2*g] != ml[2*g] || m[2*g+1] != ml[2*g+1]) {
		return Null, fmt.Errorf("substring(%q from %q): the longest match PostgreSQL takes is not known to be the one this executor finds: not modelled", s, pat)
	}
	if m == nil || m[2*g] < 0 {
		return Null, nil
	}
	return StringValue(s[m[2*g]:m[2*g+1]]), nil
}
