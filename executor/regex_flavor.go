package executor

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// foldOff finds an inline flag group that turns case folding off.
var foldOff = regexp.MustCompile(`\(\?[a-zA-Z]*-[a-zA-Z]*i`)

// regexGroupArg compiles the pattern a[1] of a regular-expression
// function that reads one group of a match (regexp_substr,
// regexp_extract) and reads that group, a[2] or def when it is not
// given: an error when the pattern has no such group.
func regexGroupArg(fl regexflavor.Flavor, a []Value, def int64) (*regexp.Regexp, int64, error) {
	re, err := compileRegexFor(fl, textOf(a[1]), false)
	if err != nil {
		return nil, 0, err
	}
	g := def
	if len(a) > 2 {
		g, _ = argInt(a[2])
	}
	if g < 0 || g > int64(re.NumSubexp()) {
		return nil, 0, fmt.Errorf("regex group %d out of range", g)
	}
	return re, g, nil
}

// compileRegexFor compiles pat as the engine of flavor fl reads it: a Java,
// PostgreSQL, Joni (Trino, Presto) or Doris pattern is first rewritten into the RE2 pattern Go's
// regexp reads alike (internal/regexflavor: ".", "$", "\s", PostgreSQL's
// "\b" backspace and "\y" boundary...), and a construct with no exact
// rewrite is an error, so that the executor never reads a pattern
// otherwise than the dialect's engine. matchTest says only whether the
// pattern matches is asked (rlike, regexp_like, ~), which lets a Java or
// Joni final "$" be rewritten. RE2 and Other compile as written.
func compileRegexFor(fl regexflavor.Flavor, pat string, matchTest bool) (*regexp.Regexp, error) {
	if fl == regexflavor.Snowflake {
		// Read as Snowflake's notes settle it, in RE2's syntax, which Go's
		// regexp reads alike (no C++ RE2 folding: Go reads [sS] as the two
		// letters, as Snowflake is taken to).
		read, _, e := regexflavor.ReadSnowflake(pat)
		if e != nil {
			return nil, fmt.Errorf("regular expression %q: %s, as Snowflake's notes give it", pat, e.Error())
		}
		re, err := regexp.Compile(read)
		if err != nil {
			return nil, fmt.Errorf("invalid regular expression %q: %v", pat, err)
		}
		return re, nil
	}
	if fl != regexflavor.Other && fl != regexflavor.RE2 {
		chk := pat
		if fl == regexflavor.Java {
			chk = regexflavor.StripJavaBoundaries(pat)
		}
		if err := re2Unsupported(chk); err != nil {
			return nil, err
		}
		out, e := regexflavor.Convert(pat, fl, regexflavor.RE2, regexflavor.Options{MatchTest: matchTest})
		if e != nil {
			return nil, fmt.Errorf("regular expression %q: %s, as %s reads it (this executor runs RE2)", pat, e.Error(), fl)
		}
		re, err := regexp.Compile(out)
		if err != nil {
			return nil, fmt.Errorf("invalid regular expression %q: %v", pat, err)
		}
		return re, nil
	}
	if fl == regexflavor.RE2 && !(strings.HasPrefix(pat, "(?i)") && !foldOff.MatchString(pat)) {
		// C++ RE2 (DuckDB, BigQuery) may read [sS] or [kK] in an
		// alternation as the letter under Unicode case folding, Go's
		// regexp as the two letters (internal/regexflavor, re2fold.go);
		// under a leading "(?i)" both read every class folded, unless a
		// group turns folding off again (DuckDB 1.5:
		// regexp_matches(chr(383), '(?i)^(x|(?-i)[sS])$') true).
		if e := regexflavor.RE2FoldCheck(pat); e != nil {
			return nil, fmt.Errorf("regular expression %q: %s, as %s reads it (this executor runs Go's RE2)", pat, e.Error(), fl)
		}
	}
	return compileJavaRegex(pat)
}

// withRegexFlavor gives f the body body under the engine's regex flavor
// (Options.RegexFlavor); without options, Other.
func withRegexFlavor(f *scalarFunc, body func(fl regexflavor.Flavor, a []Value) (Value, error)) *scalarFunc {
	return withRegexWalk(f, func(fl regexflavor.Flavor, _ RegexWalk, a []Value) (Value, error) { return body(fl, a) })
}

// withRegexWalk is withRegexFlavor for a function going through every
// match: body also gets the dialect's walk (Options.RegexWalk); without
// options, Go's.
func withRegexWalk(f *scalarFunc, body func(fl regexflavor.Flavor, w RegexWalk, a []Value) (Value, error)) *scalarFunc {
	f.fn = func(a []Value) (Value, error) { return body(regexflavor.Other, WalkRE2, a) }
	f.dialect = func(o *Options) func([]Value) (Value, error) {
		fl, w := o.RegexFlavor, o.RegexWalk
		return func(a []Value) (Value, error) {
			if err := longestSpanUnmodelled(fl, f.name, a); err != nil {
				return Null, err
			}
			if err := pgGroupsUnmodelled(fl, f.name, a); err != nil {
				return Null, err
			}
			return body(fl, w, a)
		}
	}
	return f
}

// regexStartOnly are the functions whose result depends only on whether
// and where a match begins, not on its length.
var regexStartOnly = map[string]bool{"regexp_like": true, "regexp_instr": true, "regexp_position": true}

// longestSpanUnmodelled refuses a function observing the span of a match
// (a count, replacement, split or extraction) under PostgreSQL's or
// Snowflake's reading of a pattern (a) that may match text of several
// lengths at one place: PostgreSQL takes the longest match there (and
// Snowflake, whose notes name POSIX ERE, may), Go's regexp the first
// alternative (PostgreSQL 15: regexp_replace('aab',
// 'a|aa', 'X', 'g') is 'Xb'; internal/regexflavor, lengths.go).
// substring_regex compares both readings itself.
func longestSpanUnmodelled(fl regexflavor.Flavor, name string, a []Value) error {
	if fl != regexflavor.Postgres && fl != regexflavor.Snowflake || regexStartOnly[name] || name == "substring_regex" ||
		len(a) < 2 || a[1].k != KindString || regexflavor.OneLengthPattern(regexflavor.ReadAsRE2(a[1].s, fl)) {
		return nil
	}
	takes := "takes"
	if fl == regexflavor.Snowflake {
		takes = "may take (its documentation names POSIX ERE without saying which rule its engine follows)"
	}
	return fmt.Errorf("%s of %q: the pattern may match text of several lengths at one place, where %s %s the longest match and this executor (RE2) the first alternative", name, a[1].s, fl, takes)
}

// pgGroupsUnmodelled refuses a PostgreSQL function observing a group of a
// match (an extraction, a replacement with a backslash) of a pattern with
// a group inside a repetition that may take no part in an iteration:
// PostgreSQL gives it no value when it takes none in the last one, Go's
// regexp the text of an earlier iteration (PostgreSQL 15:
// regexp_match('abcd', '(?:(a)b|c(d)){2}') is {NULL,d};
// regexflavor.GroupsAgreePattern).
func pgGroupsUnmodelled(fl regexflavor.Flavor, name string, a []Value) error {
	if fl != regexflavor.Postgres || len(a) < 2 || a[1].k != KindString || regexflavor.GroupsAgreePattern(regexflavor.ReadAsRE2(a[1].s, fl)) {
		return nil
	}
	switch {
	case strings.HasPrefix(name, "regexp_replace") && len(a) > 2 && a[2].k == KindString && strings.Contains(a[2].s, `\`),
		strings.HasPrefix(name, "regexp_extract"), name == "substring_regex":
		return fmt.Errorf("%s of %q: a group inside a repetition may take no part in its last iteration, where PostgreSQL gives it no value and this executor (RE2) the text of an earlier iteration", name, a[1].s)
	}
	return nil
}
