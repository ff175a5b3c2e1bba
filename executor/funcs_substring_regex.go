package executor

import (
	"fmt"
	"regexp"

	"github.com/lateral-sql/lateral/internal/pgint"
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
	reg(&scalarFunc{name: "substring_similar", min: 3, max: 3, strict: true, ret: retFixed(tVarchar), fn: substringSimilar})
}

// substrSQLText is substr_sql(s, x[, y]) of a string x or y, PostgreSQL's
// SUBSTRING of an argument of a string type (the reader reads literals as
// PostgreSQL's overload resolution does where they decide it,
// rewrite/substring_text_pattern.go the columns the schema types):
// substring_regex, or for three arguments, both strings,
// substring_similar. A string beside an integer is the literal PostgreSQL
// reads as an integer (substring(s, n, '2') of an integer column n is
// substring(s, n, 2) on PostgreSQL 15, and 'x' there raises "invalid input
// syntax for type integer"); a column of a string type there is an error
// in PostgreSQL, which the translation refuses (T105).
func substrSQLText(a []Value) (Value, error) {
	if len(a) == 2 {
		return substringRegex(regexflavor.Postgres, a)
	}
	if a[1].k == KindString && a[2].k == KindString {
		return substringSimilar(a)
	}
	b := append([]Value(nil), a...)
	for i := 1; i < 3; i++ {
		if b[i].k != KindString {
			continue
		}
		n, ok := pgint.Int4(b[i].s)
		if !ok {
			return Null, fmt.Errorf("invalid input syntax for type integer: %q", b[i].s)
		}
		b[i] = IntValue(int64(n))
	}
	return lookupFunc("substr_sql").fn(b)
}

func substringRegex(fl regexflavor.Flavor, a []Value) (Value, error) {
	if err := pgGroupsUnmodelled(fl, "substring_regex", a); err != nil {
		return Null, err
	}
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
