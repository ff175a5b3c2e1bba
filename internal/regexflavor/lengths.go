package regexflavor

import (
	"regexp/syntax"
	"sort"
	"strings"
	"unicode"
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
// RE2's syntax; false when Go's parser refuses it) at one place that
// PostgreSQL may take is the one Java, Joni and RE2 take (OneLength).
// A lookahead or lookbehind, which matches no text, is read as the empty
// match. The classes are read as wide as any engine reads them, so that
// two found disjoint are so in each: "." takes every character, "\d",
// "\w" and "\s" Unicode's digits, word characters and spaces (Joni)
// with \x0B (Java, PostgreSQL), and "\D", "\W", "\S" everything but
// RE2's ASCII ones; with a POSIX or Unicode class, a negated class in a
// bracket expression or a \Q...\E, every class is read as any character.
//
// Where an alternative's greedy run must go at least as far as a later
// alternative's match (alternativesOrdered), both are read as each
// engine reads them (engineClasses): "^\d+|[1٣]+$" holds in none, whose
// "\d" in the first alternative misses the "٣" of the second
// (PostgreSQL 15 gives regexp_replace('1٣', '^\d+|[1٣]+$', 'X') 'X',
// RE2 'X٣').
func OneLengthPattern(p string) bool {
	p = withoutLookarounds(p)
	w, ok := readClasses(p, wideClasses)
	re, err := syntax.Parse(w, syntax.Perl|syntax.DotNL)
	if err != nil {
		return false
	}
	if !ok {
		anyClasses(re)
		return oneLength(re, nil)
	}
	var readings []*syntax.Regexp
	for _, tbl := range engineClasses {
		n, ok := readClasses(p, tbl)
		if !ok {
			return oneLength(re, nil)
		}
		x, err := syntax.Parse(n, syntax.Perl|syntax.DotNL)
		if err != nil || !sameShape(re, x) {
			return oneLength(re, nil)
		}
		readings = append(readings, x)
	}
	return oneLength(re, readings)
}

// engineClasses are the engines' readings of the class escapes outside
// and inside a bracket expression: RE2's ASCII ones, Java's and
// PostgreSQL's (C locale) with \x0B in "\s", Joni's Unicode ones; ""
// where not written here.
var engineClasses = []map[byte][2]string{
	{
		'd': {`[0-9]`, `0-9`},
		'D': {`[^0-9]`, `\x00-\x2F\x3A-\x{10FFFF}`},
		'w': {`[0-9A-Za-z_]`, `0-9A-Za-z_`},
		'W': {`[^0-9A-Za-z_]`, `\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x{10FFFF}`},
		's': {`[\t\n\f\r ]`, `\t\n\f\r `},
		'S': {`[^\t\n\f\r ]`, `\x00-\x08\x0B\x0E-\x1F\x21-\x{10FFFF}`},
	},
	{
		'd': {`[0-9]`, `0-9`},
		'D': {`[^0-9]`, `\x00-\x2F\x3A-\x{10FFFF}`},
		'w': {`[0-9A-Za-z_]`, `0-9A-Za-z_`},
		'W': {`[^0-9A-Za-z_]`, `\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x{10FFFF}`},
		's': {`[\t-\r ]`, `\t-\r `},
		'S': {`[^\t-\r ]`, `\x00-\x08\x0E-\x1F\x21-\x{10FFFF}`},
	},
	{
		'd': {`[\p{Nd}]`, `\p{Nd}`},
		'D': {`[\P{Nd}]`, `\P{Nd}`},
		'w': {`[\p{L}\p{M}\p{N}\p{Pc}]`, `\p{L}\p{M}\p{N}\p{Pc}`},
		'W': {`[^\p{L}\p{M}\p{N}\p{Pc}]`, ""},
		's': {`[\t-\r \x1C-\x1F\x{85}\p{Z}]`, `\t-\r \x1C-\x1F\x{85}\p{Z}`},
		'S': {`[^\t-\r \x1C-\x1F\x{85}\p{Z}]`, ""},
	},
}

// sameShape reports whether a and b have the same operators, repeat
// counts and parts (two readings of one pattern whose parse Go's parser
// did not factor otherwise).
func sameShape(a, b *syntax.Regexp) bool {
	if a.Op != b.Op || a.Min != b.Min || a.Max != b.Max || len(a.Sub) != len(b.Sub) {
		return false
	}
	for i := range a.Sub {
		if !sameShape(a.Sub[i], b.Sub[i]) {
			return false
		}
	}
	return true
}

// ReadAsRE2 gives the pattern p of flavor from as RE2 reads it alike,
// which OneLengthPattern and GroupsAgreePattern read in RE2's syntax:
// PostgreSQL's "\x0061g" is "ag" (its \x takes every hex digit), its
// "\b" a backspace (PostgreSQL 15: regexp_replace('ag', '\x61|\x0061g',
// 'X', 'g') is 'X', RE2's of "\x61|\x0061g" 'Xg'). p itself for
// another flavor or where Convert refuses it.
func ReadAsRE2(p string, from Flavor) string {
	if from != Postgres {
		return p
	}
	if c, err := Convert(p, from, RE2, Options{}); err == nil {
		return c
	}
	return p
}

// wideClasses are the widest readings of the class escapes outside and
// inside a (not negated) bracket expression.
var wideClasses = map[byte][2]string{
	'd': {`[\p{Nd}]`, `\p{Nd}`},
	'D': {`[^0-9]`, `\x00-\x2F\x3A-\x{10FFFF}`},
	'w': {`[\p{L}\p{M}\p{N}\p{Pc}]`, `\p{L}\p{M}\p{N}\p{Pc}`},
	'W': {`[^0-9A-Za-z_]`, `\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x{10FFFF}`},
	's': {`[\t-\r \x1C-\x1F\x{85}\p{Z}]`, `\t-\r \x1C-\x1F\x{85}\p{Z}`},
	'S': {`[^\t\n\f\r ]`, `\x00-\x08\x0B\x0E-\x1F\x21-\x{10FFFF}`},
}

// widenClasses gives p with its class escapes read widest
// (wideClasses), and false for a pattern with a POSIX or Unicode class,
// a class escape in a negated bracket expression or a quotation \Q...\E
// (whose escapes are text), which it leaves.
func widenClasses(p string) (string, bool) { return readClasses(p, wideClasses) }

// readClasses gives p with its class escapes read as in the table tbl
// (wideClasses, narrowClasses), and false as widenClasses does or where
// tbl has no reading of one.
func readClasses(p string, tbl map[byte][2]string) (string, bool) {
	if strings.Contains(p, "[:") || strings.Contains(p, `\p`) || strings.Contains(p, `\P`) || strings.Contains(p, `\Q`) {
		return p, false
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		switch {
		case p[i] == '\\' && i+1 < len(p):
			if w, ok := tbl[p[i+1]]; ok {
				b.WriteString(w[0])
			} else {
				b.WriteString(p[i : i+2])
			}
			i++
		case p[i] == '[':
			j := classEnd(p, i)
			negated := i+1 < len(p) && p[i+1] == '^'
			for k := i; k < j; k++ {
				if p[k] != '\\' || k+1 >= j {
					b.WriteByte(p[k])
					continue
				}
				w, ok := tbl[p[k+1]]
				switch {
				case ok && (negated || w[1] == ""):
					return p, false
				case ok:
					b.WriteString(w[1])
				default:
					b.WriteString(p[k : k+2])
				}
				k++
			}
			i = j - 1
		default:
			b.WriteByte(p[i])
		}
	}
	return b.String(), true
}

// anyClasses makes every class of re any character.
func anyClasses(re *syntax.Regexp) {
	if re.Op == syntax.OpCharClass {
		re.Rune = []rune(anyChar)
	}
	for _, sub := range re.Sub {
		anyClasses(sub)
	}
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
// place (the longest) is the one Java, Joni and RE2 take (their first
// alternative, each quantifier greedy). re is read as OneLengthPattern
// reads it (classes widened to every engine's reading); it holds when
//
//   - every match there has one length (fixedLen), no quantifier of it
//     non-greedy: PostgreSQL reads "a{2,2}?" as non-greedy and then the
//     whole pattern (9.7.3.5: "a{2,2}?b*" matches "aa" of "aabbb" in
//     PostgreSQL 15, "aabbb" in RE2);
//   - it is a concatenation of such parts and greedy runs x*, x+, x? or
//     x{n,m} of one character or class, each run but one determined: its
//     class has no character that may begin what follows it, which
//     matches at least one character, so that the run ends where its
//     characters do ("\d+\.\d+", "[a-z]+@[a-z]+"). The end of each part
//     is then fixed by where it begins, but for the one free run, which
//     Java, Joni and RE2 try longest first; what follows it ends no
//     earlier for a later start, so that the first match they find is
//     the longest;
//   - it is an alternation of such patterns where each alternative's
//     match is no shorter than a later one's at a place where both
//     match (alternativesOrdered).
func OneLength(re *syntax.Regexp) bool { return oneLength(re, []*syntax.Regexp{re}) }

// oneLength is OneLength of re, whose classes are read widest, where rs
// are re as each engine reads it (OneLengthPattern), or nil where those
// readings are not known.
func oneLength(re *syntax.Regexp, rs []*syntax.Regexp) bool {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
		rs = subs(rs, 0)
	}
	if _, ok := fixedLen(re); ok {
		return true
	}
	switch re.Op {
	case syntax.OpConcat:
		return oneFreeRun(re.Sub) || runsStopped(re.Sub)
	case syntax.OpAlternate:
		for i, a := range re.Sub {
			if !oneLength(a, subs(rs, i)) {
				return false
			}
			for j, b := range re.Sub[i+1:] {
				if !alternativesOrdered(a, b, subs(rs, i), subs(rs, i+1+j)) {
					return false
				}
			}
		}
		return true
	}
	return greedyRun(re) || runsStopped([]*syntax.Regexp{re})
}

// oneFreeRun reports whether the parts of a concatenation are of fixed
// lengths and greedy runs of one character or class, each run but one
// determined (runDetermined).
func oneFreeRun(seq []*syntax.Regexp) bool {
	free := 0
	for i, sub := range seq {
		if _, ok := fixedLen(sub); ok {
			continue
		}
		if !greedyRun(sub) {
			return false
		}
		if !runDetermined(sub, seq[i+1:]) {
			free++
		}
	}
	return free <= 1
}

// runsStopped reports whether the parts of a concatenation are of fixed
// lengths and greedy runs of a part of a fixed length of at least one
// character ("a*", "(ab)+"), none of the characters what follows a run
// may begin with (through parts that may match the empty string: the end
// of the pattern begins with none) being one its part may begin with
// ("a*b*", "(ab)+c?"); the last part may be an alternation whose first
// match is its longest (longestFirst). Then, in any match, a run that stops before the
// most iterations the text allows there stops where its part could match
// again, so that all that follows it matches the empty string there and
// the match ends with it. The match with every run at its most, where
// there is one, is thus the longest, and the one Java, Joni and RE2 find
// first (they try each run longest first); else the longest is the one
// whose first run stopped short stops latest, and the first they find,
// which keeps the earlier runs longest and this one longest.
func runsStopped(seq []*syntax.Regexp) bool {
	for i, sub := range seq {
		if _, ok := fixedLen(sub); ok || i == len(seq)-1 && longestFirst(sub) {
			continue
		}
		r := run(sub)
		if r.Op != syntax.OpStar && r.Op != syntax.OpPlus && r.Op != syntax.OpQuest && r.Op != syntax.OpRepeat || r.Flags&syntax.NonGreedy != 0 {
			return false
		}
		if n, ok := fixedLen(r.Sub[0]); !ok || n < 1 {
			return false
		}
		c, _, ok := firstChars(r.Sub[0])
		f, _, ok2 := firstOfSeq(seq[i+1:])
		if !ok || !ok2 || overlap(c, f) {
			return false
		}
	}
	return true
}

// longestFirst reports whether re is an alternation of parts of fixed
// lengths, none shorter than a later one: the first that matches is the
// longest ("ab|a", which Go's parser reads as "a(?:b|)").
func longestFirst(re *syntax.Regexp) bool {
	re = run(re)
	if re.Op != syntax.OpAlternate {
		return false
	}
	prev := -1
	for _, sub := range re.Sub {
		n, ok := fixedLen(sub)
		if !ok || prev >= 0 && n > prev {
			return false
		}
		prev = n
	}
	return true
}

// runDetermined reports whether the greedy run re, followed by the parts
// rest, can end only where its characters do: rest matches at least one
// character and none it may begin with is in re's class.
func runDetermined(re *syntax.Regexp, rest []*syntax.Regexp) bool {
	c, _, ok := firstChars(run(re).Sub[0])
	if !ok {
		return false
	}
	f, nullable, ok := firstOfSeq(rest)
	return ok && !nullable && !overlap(c, f)
}

// alternativesOrdered reports whether, at a place where both the
// alternative a and the later alternative b match, a's match is no
// shorter than b's: they cannot both match there (neither matches the
// empty string and their first characters differ); or both have fixed
// lengths, a's no shorter ("ab|a"); or every match of a
// ends at the end of the text ("\s+$"); or a is zero-width assertions
// and one greedy run with no upper bound ("^\s+") and every character b
// may match is in the run's class, so that a's run goes at least as far
// ("^\s+|\s+$"). ras and rbs are a and b as each engine reads them
// (nil where not known): the run's class must hold b's characters in
// each; the run repeats one character or class without an assertion,
// which could end it early ("(?:^a)+|a+" matches "a" of "aa" in RE2, "aa"
// in PostgreSQL 15), and not under case folding (Go's parser folds over
// Unicode, the Kelvin sign with k, PostgreSQL and Java over ASCII).
func alternativesOrdered(a, b *syntax.Regexp, ras, rbs []*syntax.Regexp) bool {
	fa, na, oka := firstChars(a)
	fb, nb, okb := firstChars(b)
	if oka && okb && !na && !nb && !overlap(fa, fb) {
		return true
	}
	if endsAtEnd(a) {
		return true
	}
	if la, ok := fixedLen(a); ok {
		if lb, ok := fixedLen(b); ok && la >= lb {
			return true // every match of a as long as any of b ("ab|a")
		}
	}
	if len(ras) == 0 || unboundedTail(a) == nil {
		return false
	}
	for k, ra := range ras {
		r := unboundedTail(ra)
		if r == nil {
			return false
		}
		x := r.Sub[0]
		for x.Op == syntax.OpCapture {
			x = x.Sub[0]
		}
		if x.Flags&syntax.FoldCase != 0 || x.Op != syntax.OpCharClass && x.Op != syntax.OpAnyChar && x.Op != syntax.OpAnyCharNotNL && !(x.Op == syntax.OpLiteral && len(x.Rune) == 1) {
			return false
		}
		c, _, ok := firstChars(x)
		if !ok {
			return false
		}
		bc, ok := allChars(rbs[k])
		if !ok || !within(bc, c) {
			return false
		}
	}
	return true
}

// subs gives the part i of each of rs (nil for nil).
func subs(rs []*syntax.Regexp, i int) []*syntax.Regexp {
	var out []*syntax.Regexp
	for _, r := range rs {
		out = append(out, r.Sub[i])
	}
	return out
}

// run gives the quantifier of the greedy run re (greedyRun), under its
// groups.
func run(re *syntax.Regexp) *syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	return re
}

// parts gives re's parts in order: the parts of a concatenation, or re.
func parts(re *syntax.Regexp) []*syntax.Regexp {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	if re.Op == syntax.OpConcat {
		return re.Sub
	}
	return []*syntax.Regexp{re}
}

// endsAtEnd reports whether every match of re ends at the end of the
// text: its last part is \z (or "$", which RE2's parser reads so
// outside multi-line mode).
func endsAtEnd(re *syntax.Regexp) bool {
	p := parts(re)
	return p[len(p)-1].Op == syntax.OpEndText
}

// unboundedTail gives the greedy run with no upper bound that re is,
// after zero-width assertions only, or nil.
func unboundedTail(re *syntax.Regexp) *syntax.Regexp {
	p := parts(re)
	for _, sub := range p[:len(p)-1] {
		if n, ok := fixedLen(sub); !ok || n != 0 {
			return nil
		}
	}
	last := p[len(p)-1]
	if !greedyRun(last) {
		return nil
	}
	r := run(last)
	if r.Op == syntax.OpRepeat && r.Max != -1 || r.Op == syntax.OpQuest {
		return nil
	}
	return r
}

// A set of characters: sorted, disjoint inclusive ranges lo, hi, ...
type charSet []rune

var anyChar = charSet{0, unicode.MaxRune}

// firstChars gives the characters a match of re may begin with, whether
// re matches the empty string, and false where it is not known (a
// literal under case folding, a back reference).
func firstChars(re *syntax.Regexp) (charSet, bool, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false, false
		}
		if len(re.Rune) == 0 {
			return nil, true, true
		}
		return charSet{re.Rune[0], re.Rune[0]}, false, true
	case syntax.OpCharClass:
		return charSet(re.Rune), false, true
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return anyChar, false, true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return nil, true, true
	case syntax.OpCapture:
		return firstChars(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		c, _, ok := firstChars(re.Sub[0])
		return c, true, ok
	case syntax.OpPlus:
		return firstChars(re.Sub[0])
	case syntax.OpRepeat:
		c, n, ok := firstChars(re.Sub[0])
		return c, n || re.Min == 0, ok
	case syntax.OpConcat:
		return firstOfSeq(re.Sub)
	case syntax.OpAlternate:
		var all charSet
		nullable := false
		for _, sub := range re.Sub {
			c, n, ok := firstChars(sub)
			if !ok {
				return nil, false, false
			}
			all = union(all, c)
			nullable = nullable || n
		}
		return all, nullable, true
	}
	return nil, false, false
}

// firstOfSeq is firstChars of the parts seq in order.
func firstOfSeq(seq []*syntax.Regexp) (charSet, bool, bool) {
	var all charSet
	for _, sub := range seq {
		c, n, ok := firstChars(sub)
		if !ok {
			return nil, false, false
		}
		all = union(all, c)
		if !n {
			return all, false, true
		}
	}
	return all, true, true
}

// allChars gives every character a match of re may hold, or false where
// it is not known.
func allChars(re *syntax.Regexp) (charSet, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false
		}
		var all charSet
		for _, r := range re.Rune {
			all = union(all, charSet{r, r})
		}
		return all, true
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL, syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		c, _, ok := firstChars(re)
		return c, ok
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat, syntax.OpConcat, syntax.OpAlternate:
		var all charSet
		for _, sub := range re.Sub {
			c, ok := allChars(sub)
			if !ok {
				return nil, false
			}
			all = union(all, c)
		}
		return all, true
	}
	return nil, false
}

// union gives the characters of a or b.
func union(a, b charSet) charSet {
	var in []rune
	in = append(in, a...)
	in = append(in, b...)
	type span struct{ lo, hi rune }
	var s []span
	for i := 0; i+1 < len(in); i += 2 {
		s = append(s, span{in[i], in[i+1]})
	}
	sort.Slice(s, func(i, j int) bool { return s[i].lo < s[j].lo })
	var out charSet
	for _, x := range s {
		if n := len(out); n > 0 && x.lo <= out[n-1]+1 {
			out[n-1] = max(out[n-1], x.hi)
			continue
		}
		out = append(out, x.lo, x.hi)
	}
	return out
}

// overlap reports whether a and b share a character.
func overlap(a, b charSet) bool {
	for i := 0; i+1 < len(a); i += 2 {
		for j := 0; j+1 < len(b); j += 2 {
			if a[i] <= b[j+1] && b[j] <= a[i+1] {
				return true
			}
		}
	}
	return false
}

// within reports whether every character of a is in b (whose ranges do
// not touch: union).
func within(a, b charSet) bool {
	for i := 0; i+1 < len(a); i += 2 {
		in := false
		for j := 0; j+1 < len(b); j += 2 {
			in = in || b[j] <= a[i] && a[i+1] <= b[j+1]
		}
		if !in {
			return false
		}
	}
	return true
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
		// "x{n,n}?" is non-greedy in PostgreSQL, and so is then the whole
		// pattern (RE2's parser reads "x{n}?" alike).
		n, ok := fixedLen(re.Sub[0])
		return n * re.Min, ok && re.Min == re.Max && re.Flags&syntax.NonGreedy == 0
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

// GroupsAgreePattern reports whether PostgreSQL gives the groups of a
// match of the pattern p (read as OneLengthPattern reads it) as Java,
// Joni and RE2 do, where the match is the same (OneLength): false when a
// group inside a repetition may take no part in an iteration (it is in
// an alternative or under a quantifier that may match nothing there).
// PostgreSQL then gives it no value when it takes no part in the last
// iteration, the others the text of an earlier one (PostgreSQL 15:
// regexp_match('abcd', '(?:(a)b|c(d)){2}') is {NULL,d};
// java.util.regex, Go's regexp and DuckDB give a and d).
func GroupsAgreePattern(p string) bool {
	w, _ := widenClasses(withoutLookarounds(p))
	re, err := syntax.Parse(w, syntax.Perl|syntax.DotNL)
	return err == nil && groupsAgree(re, false, false)
}

// groupsAgree is GroupsAgreePattern of re inside a repetition (repeated)
// and, within one iteration of it, where a part may match nothing or
// another alternative (optional).
func groupsAgree(re *syntax.Regexp, repeated, optional bool) bool {
	switch re.Op {
	case syntax.OpCapture:
		if repeated && optional {
			return false
		}
	case syntax.OpStar, syntax.OpPlus, syntax.OpRepeat:
		min := 0
		if re.Op == syntax.OpPlus {
			min = 1
		} else if re.Op == syntax.OpRepeat {
			min = re.Min
		}
		if re.Op == syntax.OpRepeat && re.Max == 1 {
			optional = optional || min == 0
			break
		}
		// Each iteration starts anew; one of an enclosing repetition may
		// hold none of this one's.
		return groupsAgree(re.Sub[0], true, repeated && (optional || min == 0))
	case syntax.OpQuest:
		optional = true
	case syntax.OpAlternate:
		optional = true
	}
	for _, sub := range re.Sub {
		if !groupsAgree(sub, repeated, optional) {
			return false
		}
	}
	return true
}

// HasNonGreedy reports whether the pattern p has a non-greedy quantifier
// (read in RE2's syntax).
func HasNonGreedy(p string) bool {
	re, err := syntax.Parse(withoutLookarounds(p), syntax.Perl)
	return err == nil && nonGreedy(re)
}

func nonGreedy(re *syntax.Regexp) bool {
	if re.Flags&syntax.NonGreedy != 0 && (re.Op == syntax.OpStar || re.Op == syntax.OpPlus || re.Op == syntax.OpQuest || re.Op == syntax.OpRepeat) {
		return true
	}
	for _, sub := range re.Sub {
		if nonGreedy(sub) {
			return true
		}
	}
	return false
}
