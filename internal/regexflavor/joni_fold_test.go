package regexflavor

import "testing"

// Joni reads a case-insensitive pattern by Unicode's full case folding
// (joni.go, joniMultiFolds): what ExpandCase's simple folding cannot write
// out is refused; a leading "(?s)(?i)" of Java's syntax is expanded as
// "(?i)" is (Pattern.CASE_INSENSITIVE folds ASCII letters only).
func TestConvertJoniCaseFold(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		want     string
		kind     int // -1: no error
	}{
		{`(?i)class`, Joni, RE2, "", KindCase},    // "ss": Joni also matches "claß"
		{`(?i)fit`, Joni, Postgres, "", KindCase}, // "fi": the ligature U+FB01
		{`(?i)ST`, Joni, Java, "", KindCase},
		{`(?i)İ`, Joni, RE2, "", KindCase}, // folds to "i" and U+0307
		{`(?i)a[st]`, Joni, RE2, `[aA][stSſT]`, -1},
		{`(?i)s\s`, Joni, Java, "", KindFlavor}, // \s: Joni's Unicode class
		{`(?i)sa`, Joni, Postgres, `[sSſ][aA]`, -1},
		{`(?i)ss`, Java, RE2, `(?:s|S)(?:s|S)`, -1},
		// "(?s)(?i)": both flags, the letters written out.
		{`(?s)(?i)k.`, Java, RE2, `(?:k|K)[\s\S]`, -1},
		{`(?s)(?i)k`, Joni, Postgres, "[kK\u212A]", -1},
		{`(?s)(?i)k.`, Java, Postgres, `(?i)k.`, -1},
	} {
		got, err := Convert(c.pat, c.from, c.to, Options{MatchTest: true})
		switch {
		case c.kind >= 0 && (err == nil || err.Kind != c.kind):
			t.Errorf("%s from %s to %s: got %q %v, want an error of kind %d", c.pat, c.from, c.to, got, err, c.kind)
		case c.kind < 0 && (err != nil || got != c.want):
			t.Errorf("%s from %s to %s: got %q %v, want %q", c.pat, c.from, c.to, got, err, c.want)
		}
	}
}

// Java's POSIX classes are ASCII (Pattern, "POSIX character classes
// (US-ASCII only)"); Joni reads the same names as Unicode properties.
func TestConvertJavaPosixToJoni(t *testing.T) {
	for _, pat := range []string{`\p{Alpha}`, `[\P{Lower}x]`, `\p{Space}+`} {
		if got, err := Convert(pat, Java, Joni, Options{}); err == nil || err.Kind != KindFlavor {
			t.Errorf("%s from Java to Joni: got %q %v, want an error of kind %d", pat, got, err, KindFlavor)
		}
	}
	if got, err := Convert(`\p{L}\pL`, Java, Joni, Options{}); err != nil || got != `\p{L}\pL` {
		t.Errorf(`\p{L}\pL from Java to Joni: got %q %v`, got, err)
	}
}
