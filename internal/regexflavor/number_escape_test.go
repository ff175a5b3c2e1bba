package regexflavor

import "testing"

// Escapes of digits and RE2's \Q...\E and \C (numberEscape, quoted):
// checked on DuckDB (regexp_matches('a'||chr(9), '^(a)\11$') true,
// regexp_matches('aa1', '^(a)\11$') false, regexp_matches('x', '\Q.\E')
// false, regexp_matches('.', '^\Q.\E$') true, regexp_matches('x', '^\C$')
// true) and PostgreSQL 15 (E'a\t' ~ '^(a)\11$' true); Java's readings
// from java.util.regex.Pattern ("Back references", "Characters": \0mnn).
func TestConvertNumberEscapes(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		want     string
		kind     int // -1: no error
	}{
		{`(a)\11`, Java, RE2, "", KindConstruct},
		{`(a)\11`, RE2, Java, "", KindConstruct},
		{`(a)\11`, Joni, Java, "", KindConstruct},
		{`(a)\11`, Java, Joni, "", KindConstruct},
		{`\101`, Joni, Java, "", KindConstruct},
		{`(a)\1`, Java, Postgres, `(a)\1`, -1},
		{`\0101`, RE2, Java, "", KindConstruct},
		{`\012`, RE2, Java, `\012`, -1},
		{`\C`, RE2, Joni, "", KindConstruct},
		{`^\Q.\E$`, RE2, Java, `^\.\z`, -1},
		{`\Q.$\E`, RE2, Joni, `\.\$`, -1},
		{`\Qa.b`, RE2, Postgres, `a\.b`, -1},
	} {
		got, err := Convert(c.pat, c.from, c.to, Options{})
		switch {
		case c.kind >= 0 && (err == nil || err.Kind != c.kind):
			t.Errorf("%s from %s to %s: got %q %v, want an error of kind %d", c.pat, c.from, c.to, got, err, c.kind)
		case c.kind < 0 && (err != nil || got != c.want):
			t.Errorf("%s from %s to %s: got %q %v, want %q", c.pat, c.from, c.to, got, err, c.want)
		}
	}
}

// Java escapes other engines read as letters: \N{name} (Java 9), \b{g},
// and a \u surrogate, which Java joins with the next into one character
// (java.util.regex.Pattern, "Characters", "Boundary matchers").
func TestConvertJavaOnlyEscapes(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
	}{
		{`\N{LATIN SMALL LETTER A}`, Java, Joni},
		{`\b{g}`, Java, RE2},
		{`\uD83D\uDE00`, Java, Joni},
		{`\ud83d\ude00`, Java, Postgres},
	} {
		if got, err := Convert(c.pat, c.from, c.to, Options{}); err == nil || err.Kind != KindConstruct {
			t.Errorf("%s from %s to %s: got %q %v, want an error of kind %d", c.pat, c.from, c.to, got, err, KindConstruct)
		}
	}
	if got, err := Convert(`\u00e9x`, Java, Postgres, Options{}); err != nil || got != `\u00e9x` {
		t.Errorf(`\u00e9x from Java to PostgreSQL: got %q %v`, got, err)
	}
	// A Java \b: its word characters depend on the Java version (javaBoundary).
	if got, err := Convert(`\u00e9\bx`, Java, Postgres, Options{}); err == nil || err.Kind != KindJavaBound {
		t.Errorf(`\u00e9\bx from Java to PostgreSQL: got %q %v, want an error of kind KindJavaBound`, got, err)
	}
}
