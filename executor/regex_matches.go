package executor

import (
	"fmt"
	"regexp"
	"unicode/utf8"
)

// RegexWalk is how a dialect's functions go through every match of a
// pattern: a replacement of all, a count, an extraction of all, a split
// (allMatches). The engines agree but where a match is empty:
//
//   - Go's regexp and RE2's global replacement (RE2::GlobalReplace,
//     DuckDB's and Doris's regexp_replace, ZetaSQL's REGEXP_REPLACE) go on
//     at the end of a match, one character further after an empty one, and
//     do not take an empty match right at the end of the match before it
//     (DuckDB 1.5: regexp_replace('baab', 'a*', 'X', 'g') is XbXbX);
//   - PostgreSQL (its search goes on at the end of a match, one character
//     further after an empty one), Java's Matcher.find ("starts at the
//     first character not matched by this match", one char further after
//     an empty match), Trino's Joni functions (getNextStart: one code
//     point further) and DuckDB's regexp_extract_all do take it
//     (PostgreSQL 15: regexp_replace('baab', 'a*', 'X', 'g') is XbXXbX,
//     regexp_count('baab', 'a*') 4; Java 17: "baab".replaceAll("a*", "X")
//     XbXXbX; DuckDB 1.5: regexp_extract_all('baab', 'a*') [”, aa, ”, ”]).
//
// Java steps one UTF-16 unit (into a surrogate pair), Presto's Joni
// functions one byte (into a UTF-8 sequence) after an empty match: not
// modelled, an error there. DuckDB's regexp_extract_all takes an empty
// match found after the place its search began twice (it goes on at the
// match's start: regexp_extract_all('ab', '$') is [”, ”] in DuckDB
// 1.5). DuckDB's string_split_regex searches each rest of the text anew
// (splitDuckRegex).
type RegexWalk int

const (
	// WalkRE2 is Go's regexp: also without options, and for DuckDB's,
	// BigQuery's and Doris's replacements.
	WalkRE2 RegexWalk = iota
	// WalkPostgres: PostgreSQL.
	WalkPostgres
	// WalkJava: Hive, Drill (java.util.regex).
	WalkJava
	// WalkSpark: Java's walk; its split by '' is Spark's own.
	WalkSpark
	// WalkTrino: Trino's Joni functions.
	WalkTrino
	// WalkPresto: Presto's Joni functions.
	WalkPresto
	// WalkDuckDB: RE2's walk but for regexp_extract_all and
	// string_split_regex.
	WalkDuckDB
	// WalkUnknownRE2: an RE2 engine whose walk of an extraction of all
	// matches is not documented (BigQuery's REGEXP_EXTRACT_ALL, Doris's
	// regexp_extract_all): RE2's for a replacement, an error where the
	// walks differ otherwise.
	WalkUnknownRE2
	// WalkUnknown: Snowflake, whose documentation does not say how its
	// functions go on after an empty match: an error where the walks
	// differ.
	WalkUnknown
)

// walkRule is one way of going through the matches (allMatches).
type walkRule int

const (
	ruleRE2       walkRule = iota // Go's regexp
	ruleKeepChar                  // an empty match after a match taken; one character further after an empty one
	ruleKeepUTF16                 // ruleKeepChar, one UTF-16 unit further
	ruleKeepByte                  // ruleKeepChar, one byte further
	ruleKeepTwice                 // ruleKeepChar, an empty match past the search's start taken twice (DuckDB)
	ruleUnknown                   // an error where the walks could differ
)

// rule is the walk of the function fn (a canonical name) under w.
func (w RegexWalk) rule(fn string) walkRule {
	extractAll := fn == "regexp_extract_all"
	switch w {
	case WalkPostgres, WalkTrino:
		return ruleKeepChar
	case WalkJava, WalkSpark:
		return ruleKeepUTF16
	case WalkPresto:
		return ruleKeepByte
	case WalkDuckDB:
		if extractAll {
			return ruleKeepTwice
		}
	case WalkUnknownRE2:
		if extractAll {
			return ruleUnknown
		}
	case WalkUnknown:
		return ruleUnknown
	}
	return ruleRE2
}

// allMatches gives the submatch indexes of every match of re in s, left
// to right, as the rule r goes through them. Go's regexp finds them by
// ruleRE2; the others add the empty match at the end of a non-empty one
// where there is one (the match a search from there finds is the same
// one in every rule, so the walks agree everywhere else).
func allMatches(re *regexp.Regexp, s string, r walkRule, fn string) ([][]int, error) {
	ms := re.FindAllStringSubmatchIndex(s, -1)
	if r == ruleRE2 {
		return ms, nil
	}
	out := make([][]int, 0, len(ms))
	var probe *regexp.Regexp
	start := 0 // where the search that finds the next match begins
	for i, m := range ms {
		if r == ruleUnknown && i > 0 && m[0] == len(s) {
			return nil, walkUnmodelled(fn, re, "whether a match at the end of the text is taken after an earlier one")
		}
		if m[0] == m[1] {
			if r == ruleKeepTwice && m[0] > start {
				out = append(out, m)
			}
			out = append(out, m)
			w, err := emptyStep(re, s, m[0], r, fn)
			if err != nil {
				return nil, err
			}
			start = m[0] + w
			continue
		}
		out = append(out, m)
		start = m[1]
		if i+1 < len(ms) && ms[i+1][0] == m[1] {
			continue
		}
		e, err := emptyMatchAt(re, &probe, s, m[1])
		if err != nil {
			return nil, err
		}
		if e == nil {
			continue
		}
		if r == ruleUnknown {
			return nil, walkUnmodelled(fn, re, "whether an empty match right after another match is taken")
		}
		out = append(out, e)
		w, err := emptyStep(re, s, m[1], r, fn)
		if err != nil {
			return nil, err
		}
		start = m[1] + w
	}
	return out, nil
}

// emptyStep is how far the search goes on after an empty match at i (a
// character), an error where the engine steps otherwise (Java into a
// surrogate pair, Presto into a UTF-8 sequence, an unknown walk past a
// character beyond ASCII).
func emptyStep(re *regexp.Regexp, s string, i int, r walkRule, fn string) (int, error) {
	if i >= len(s) {
		return 1, nil
	}
	c, w := utf8.DecodeRuneInString(s[i:])
	switch {
	case r == ruleKeepUTF16 && c > 0xFFFF:
		return 0, walkUnmodelled(fn, re, "an empty match before a character beyond U+FFFF, after which Java's search begins inside its surrogate pair")
	case r == ruleKeepByte && c >= utf8.RuneSelf:
		return 0, walkUnmodelled(fn, re, "an empty match before a character beyond ASCII, after which Presto's search begins inside its UTF-8 sequence")
	case r == ruleUnknown && c >= utf8.RuneSelf:
		return 0, walkUnmodelled(fn, re, "how the search goes on after an empty match before a character beyond ASCII")
	}
	return w, nil
}

// emptyMatchAt gives the submatch indexes of the match of re that begins
// at i (i > 0) when it is empty, nil when there is none or it is not
// empty. The text before i stays seen (by ^ with (?m), \b): re is tried
// after one character of it, anchored (probe caches the pattern).
func emptyMatchAt(re *regexp.Regexp, probe **regexp.Regexp, s string, i int) ([]int, error) {
	if *probe == nil {
		p, err := regexp.Compile(`\A(?s:.)(?:` + re.String() + `)`)
		if err != nil {
			return nil, fmt.Errorf("regular expression %q: %v", re.String(), err)
		}
		*probe = p
	}
	_, w := utf8.DecodeLastRuneInString(s[:i])
	pm := (*probe).FindStringSubmatchIndex(s[i-w:])
	if pm == nil || pm[1] != w {
		return nil, nil
	}
	out := make([]int, len(pm))
	for k, x := range pm {
		out[k] = -1
		if x >= 0 {
			out[k] = x + i - w
		}
	}
	out[0] = i
	return out, nil
}

func walkUnmodelled(fn string, re *regexp.Regexp, what string) error {
	return fmt.Errorf("%s of %q: the engine's rule for %s is not modelled by this executor", fn, re.String(), what)
}

// replaceMatches replaces each match ms of re in s by the template tmpl
// (Go's $n references, regexp.Expand).
func replaceMatches(re *regexp.Regexp, s string, ms [][]int, tmpl string) string {
	var b []byte
	last := 0
	for _, m := range ms {
		b = append(b, s[last:m[0]]...)
		b = re.ExpandString(b, tmpl, s, m)
		last = m[1]
	}
	return string(append(b, s[last:]...))
}

// splitAt cuts s at the matches ms, every piece kept (Trino's
// regexp_split: a leading and a trailing empty string too).
func splitAt(s string, ms [][]int) []string {
	out := make([]string, 0, len(ms)+1)
	last := 0
	for _, m := range ms {
		out = append(out, s[last:m[0]])
		last = m[1]
	}
	return append(out, s[last:])
}

// splitDuckRegex is DuckDB's string_split_regex: the first match of re
// in what is left of s, searched anew (the text before it unseen: '^'
// matches at its start), cuts a piece; an empty match at that start cuts
// after one character, ending the split at the last one; ” gives [”]
// (DuckDB 1.5: string_split_regex('baab', 'a*') is [b, ”, b],
// string_split_regex('XbX', '^b|X') [”, ”, ”, ”]).
func splitDuckRegex(re *regexp.Regexp, s string) []string {
	if s == "" {
		return []string{""}
	}
	var out []string
	for s != "" {
		m := re.FindStringIndex(s)
		if m == nil {
			break
		}
		pos, size := m[0], m[1]-m[0]
		if size == 0 && pos == 0 {
			_, w := utf8.DecodeRuneInString(s)
			pos = w
			if pos == len(s) {
				break
			}
		}
		out = append(out, s[:pos])
		s = s[pos+size:]
	}
	return append(out, s)
}
