package regexflavor

import "testing"

// C++ RE2's reading of [sS] and [kK] in an alternation (re2fold.go; DuckDB
// 1.5: regexp_matches(chr(383), '^([sS]|x)$') true, '^([sS]|xy)$' and
// '^[sS]$' false), Doris's two foldings under "(?i)" (casefold.go), and
// Java's word boundary (javaBoundary; JDK-8264160).
func TestConvertRE2FoldAndBoundaries(t *testing.T) {
	const (
		jb  = `(?:(?<=\w)(?!\w)|(?<!\w)(?=\w))`
		jnb = `(?:(?<=\w)(?=\w)|(?<!\w)(?!\w))`
	)
	for _, c := range []struct {
		pat      string
		from, to Flavor
		o        Options
		want     string
		kind     int // -1: no error
	}{
		// Toward C++ RE2 (RE2, Doris), with an alternation.
		{`^([sS]|x)$`, Postgres, RE2, Options{}, `^((?:s|S)|x)$`, -1},
		{`^(x|[Kk])`, Java, RE2, Options{MatchTest: true}, `^(x|(?:k|K))`, -1},
		{`a|[S-Ss]`, Postgres, Doris, Options{}, `a|(?:s|S)`, -1},
		{`a|[\x53s]`, Java, RE2, Options{}, `a|(?:s|S)`, -1},
		{`a|[\123s]`, Other, RE2, Options{}, `a|(?:s|S)`, -1},
		{`a|[\u0053s]`, Other, RE2, Options{}, "", KindRE2Fold},
		{`[sS]x`, Postgres, RE2, Options{}, `[sS]x`, -1},     // no alternation: never merged
		{`a|[sSx]`, Postgres, RE2, Options{}, `a|[sSx]`, -1}, // three members
		{`a|[^sS]`, Postgres, RE2, Options{}, `a|[^sS]`, -1}, // a complement
		{`a|[aA]`, Postgres, RE2, Options{}, `a|[aA]`, -1},   // a's orbit is its two cases
		{`a|[\w]|[s\d]`, Postgres, RE2, Options{}, `a|[\w]|[s\d]`, -1},
		{`a|[sS]`, Postgres, Postgres, Options{}, `a|[sS]`, -1},
		// From C++ RE2 (RE2, Doris): which branches merge is not modelled.
		{`^([sS]|x)$`, RE2, Postgres, Options{}, "", KindRE2Fold},
		{`x|[kK]`, Doris, Java, Options{}, "", KindRE2Fold},
		{`x|[kK]`, RE2, Doris, Options{}, "", KindRE2Fold},
		{`^[sS]x$`, RE2, Postgres, Options{}, `^[sS]x$`, -1},
		{`(?i)x|[kK]`, RE2, Postgres, Options{}, "[xX]|[kKK\u212ak]", -1}, // the set {k, K, U+212A}
		// Doris under "(?i)": Hyperscan folds ASCII only, RE2 by Unicode.
		{`(?i)ab[c-e]`, Doris, Java, Options{}, `[aA][bB][c-eCDE]`, -1},
		{`(?i)k`, Doris, Java, Options{}, "", KindCase},
		{`(?i)[r-t]`, Doris, Postgres, Options{}, "", KindCase},
		{`(?i)\w`, Doris, Java, Options{}, "", KindCase},
		{`(?i)[[:alpha:]]`, Doris, Postgres, Options{}, "", KindCase},
		{`(?i)[[:digit:]]`, Doris, Postgres, Options{}, `[[:digit:]]`, -1},
		// Toward Java: the ASCII boundary with lookarounds.
		{`\bfoo\B`, RE2, Java, Options{}, jb + `foo` + jnb, -1},
		{`\yfoo\Y`, Postgres, Java, Options{}, jb + `foo` + jnb, -1},
		{`\bfoo`, Doris, Java, Options{}, jb + `foo`, -1},
		{`\yfoo`, Postgres, Doris, Options{}, `\bfoo`, -1},
		// From Java: the boundary depends on the Java version.
		{`\bfoo`, Java, RE2, Options{}, "", KindJavaBound},
		{`foo\B`, Java, Doris, Options{}, "", KindJavaBound},
		{`\bfoo`, Java, Java, Options{}, `\bfoo`, -1},
		// The lookaround form reads alike in every Java: back to \b, \y.
		{jb + `foo` + jnb, Java, RE2, Options{}, `\bfoo\B`, -1},
		{jb + `foo`, Java, Postgres, Options{}, `\yfoo`, -1},
		// Quantified: PostgreSQL 15 refuses '\y+x', reads '(?:\y)+x'.
		{jb + `+x` + jnb + `?`, Java, Postgres, Options{}, `(?:\y)+x(?:\Y)?`, -1},
		{jb + `{2}x`, Java, RE2, Options{}, `(?:\b){2}x`, -1},
		// PostgreSQL's ~* toward Java, which folds alike but has no ~*.
		{`^k[a-c]`, Postgres, Java, Options{CaseInsensitive: true, MatchTest: true}, `^(?:k|K)[a-cABC]`, -1},
	} {
		got, err := Convert(c.pat, c.from, c.to, c.o)
		switch {
		case c.kind >= 0 && (err == nil || err.Kind != c.kind):
			t.Errorf("%s from %s to %s: got %q %v, want an error of kind %d", c.pat, c.from, c.to, got, err, c.kind)
		case c.kind < 0 && (err != nil || got != c.want):
			t.Errorf("%s from %s to %s: got %+q %v, want %+q", c.pat, c.from, c.to, got, err, c.want)
		}
	}
}

func TestRE2FoldCheck(t *testing.T) {
	if RE2FoldCheck(`^([sS]|x)$`) == nil || RE2FoldCheck(`^[sS]$`) != nil || RE2FoldCheck(`[kK]|[\d]`) == nil {
		t.Error("RE2FoldCheck: want an error for [sS] or [kK] in an alternation only")
	}
	if got := StripJavaBoundaries(`(?:(?<=\w)(?!\w)|(?<!\w)(?=\w))a(?<=b)`); got != `\ba(?<=b)` {
		t.Errorf("StripJavaBoundaries: got %q", got)
	}
}
