package regexflavor

import "testing"

// ReadSnowflake keeps what Snowflake's notes settle, in RE2's syntax, and
// names the byte the user wrote of what it refuses (the anchoring the
// front-end adds for RLIKE is not counted).
func TestReadSnowflake(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`a.b`, `a.b`},
		{`^(?:a\d+\.\w*)$`, `^(?:a\d+\.\w*)$`},
		{`[]a-c^-]{2,3}x{1}|\b`, `[\]a-c^-]{2,3}x{1}|\b`},
		{`[^]x]`, `[^\]x]`},
		{`[a[b]`, `[a\[b]`},
		{`é+`, `é+`},
		{``, ``},
	} {
		got, at, err := ReadSnowflake(c.in)
		if err != nil || got != c.want || len(at) != len(got) {
			t.Errorf("ReadSnowflake(%q) = %q, %v (%d offsets), want %q", c.in, got, err, len(at), c.want)
		}
	}
	for _, c := range []struct {
		in        string
		pos       int
		construct string
	}{
		{`a\sb`, 1, `\s`},
		{`^(?:a\S)$`, 1, `\S`},
		{`a*?`, 2, `?`},
		{`a+*`, 2, `*`},
		{`*a`, 0, `*`},
		{`a{,2}`, 1, `{`},
		{`a}`, 1, `}`},
		{`(?i)a`, 0, `(?`},
		{`a(?=b)`, 1, `(?`},
		{`\n`, 0, `\n`},
		{`(a)\1`, 3, `\1`},
		{`\x41`, 0, `\x`},
		{`[\d]`, 1, `\`},
		{`[[:alpha:]]`, 1, `[:`},
		{`[a-é]`, 2, `-é`},
		{`[ab`, 0, `[`},
		{`a\`, 1, `\`},
		// A ")" closing no group, a "(" left open: RLIKE's body sits
		// between "^(?:" and ")$", where "a)|(b" would be "^(?:a)" or
		// "(b)$" and match "axx".
		{`^(?:a)|(b)$`, 1, `)`},
		{`a)`, 1, `)`},
		{`(a(b)`, 0, `(`},
		{`^(?:a(b)$`, 1, `(`},
	} {
		_, _, err := ReadSnowflake(c.in)
		if err == nil || err.Pos != c.pos || err.Construct != c.construct || err.Kind != KindSnowflake {
			t.Errorf("ReadSnowflake(%q): got %+v, want %q at %d", c.in, err, c.construct, c.pos)
		}
	}
}

// An escape inside a bracket expression that is not read here leaves the
// class refused (T116) only where the members read are all among k's or s's
// two cases: "[ab\z]" holds 'a' and 'b' whatever "\z" is.
func TestClassLetterPairUnknown(t *testing.T) {
	for _, c := range []struct {
		class   string
		unknown bool
	}{
		{`[ab\z]`, false},
		{`[a\q-\r]`, false},
		{`[\u0053a]`, false},
		{`[s\z]`, true},
		{`[\z]`, true},
		{`[\u0053s]`, true},
		{`[K\cX]`, true},
		{`[\N{LATIN SMALL LETTER S}S]`, true},
	} {
		if l, u := classLetterPair(c.class); u != c.unknown || l != 0 {
			t.Errorf("classLetterPair(%q) = %q, %v; want unknown %v", c.class, l, u, c.unknown)
		}
	}
}
