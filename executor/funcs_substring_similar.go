package executor

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// substring_similar: PostgreSQL's SUBSTRING(s SIMILAR pattern ESCAPE e),
// also SUBSTRING(s FROM pattern FOR e) of strings (PostgreSQL manual,
// "Pattern Matching", SIMILAR TO regular expressions): the pattern must
// match the whole of s, else NULL; two separators, the escape character
// followed by a double quote, mark the part whose text is returned (the
// whole match without separators; one separator marks the rest of the
// pattern); more than two are an error, and so is an escape of more than
// one character. Where the parts can split s in several ways, PostgreSQL
// matches the part before the first separator as few characters as
// possible and then the marked part as many as possible (checked on
// PostgreSQL 15: substring('abcbd' similar '%#"b%#"%' escape '#') is
// 'bcbd', substring('abcbd' similar '%b#"%#"' escape '#') is 'cbd',
// substring('ab123cd' similar '%#"[0-9]+#"%' escape '#') is '123',
// substring('abc' similar '#"b%' escape '#') is NULL). The parts are read
// as SIMILAR TO reads its pattern (similarToRegex).
func substringSimilar(a []Value) (Value, error) {
	s, pat, esc := textOf(a[0]), textOf(a[1]), textOf(a[2])
	if utf8.RuneCountInString(esc) > 1 {
		return Null, fmt.Errorf("invalid escape string: escape string must be empty or one character")
	}
	parts := []string{pat}
	if esc != "" {
		parts = splitSimilarSeparators(pat, esc)
	}
	if len(parts) > 3 {
		return Null, fmt.Errorf("SQL regular expression may not contain more than two escape-double-quote separators")
	}
	switch len(parts) {
	case 1:
		parts = []string{"", parts[0], ""}
	case 2:
		parts = append(parts, "")
	}
	var res [3]*regexp.Regexp
	for i, p := range parts {
		re, err := regexp.Compile("(?s)" + similarToRegex(p, esc))
		if err != nil {
			return Null, fmt.Errorf("invalid regular expression %q: %v", pat, err)
		}
		res[i] = re
	}
	if utf8.RuneCountInString(s) > 2000 {
		return Null, fmt.Errorf("substring(s similar pattern escape e) of more than 2000 characters is not modelled")
	}
	// The whole pattern, each part a group of its own as PostgreSQL reads
	// it (substring('xay' similar 'x#"a|b#"y' escape '#') is 'a').
	whole := "(?s)^"
	for _, p := range parts {
		r := similarToRegex(p, esc)
		whole += r[1 : len(r)-1]
	}
	if whole, err := regexp.Compile(whole + "$"); err == nil && !whole.MatchString(s) {
		return Null, nil
	}
	var cuts []int
	for i := range s {
		cuts = append(cuts, i)
	}
	cuts = append(cuts, len(s))
	for _, i := range cuts {
		if !res[0].MatchString(s[:i]) {
			continue
		}
		for k := len(cuts) - 1; k >= 0 && cuts[k] >= i; k-- {
			j := cuts[k]
			if res[1].MatchString(s[i:j]) && res[2].MatchString(s[j:]) {
				return StringValue(s[i:j]), nil
			}
		}
	}
	return Null, nil
}

// splitSimilarSeparators splits pat at each escape-double-quote separator
// that is not itself escaped.
func splitSimilarSeparators(pat, esc string) []string {
	e, _ := utf8.DecodeRuneInString(esc)
	rs := []rune(pat)
	var parts []string
	var cur strings.Builder
	for i := 0; i < len(rs); i++ {
		if rs[i] == e && i+1 < len(rs) {
			if rs[i+1] == '"' {
				parts = append(parts, cur.String())
				cur.Reset()
			} else {
				cur.WriteRune(rs[i])
				cur.WriteRune(rs[i+1])
			}
			i++
			continue
		}
		cur.WriteRune(rs[i])
	}
	return append(parts, cur.String())
}
