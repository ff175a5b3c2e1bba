package regexflavor

import "testing"

// The rewrites' spelling; the conformance cases strings/postgres_dot_space_end,
// strings/spark_rlike_line_terminators and strings/duckdb_dot_end run them on
// PostgreSQL 15 and DuckDB, and TestRegexFlavorExecutor* in the root package
// compare the executor with the engines.
func TestConvert(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		match    bool
		want     string // "" with kind >= 0: an error of that kind
		kind     int
	}{
		{`a.b`, Postgres, RE2, false, `a[\s\S]b`, -1},
		{`a.b`, Java, RE2, false, `a[^\n\r\x{85}\x{2028}\x{2029}]b`, -1},
		{`a.b`, Java, Postgres, false, `a[^\n\r\x85\x2028\x2029]b`, -1},
		{`a.b`, RE2, Java, false, `a[^\n]b`, -1},
		{`[.]$`, RE2, Java, false, `[.]\z`, -1},
		{`ab$`, RE2, Postgres, false, `ab$`, -1},
		{`ab$`, Postgres, Other, false, `ab\z`, -1},
		{`^(a|bc)$`, Java, RE2, true, `^(a|bc)(?:\r\n|[\n\r\x{85}\x{2028}\x{2029}])?$`, -1},
		{`^\d+$`, Java, Postgres, true, `^\d+(?:\r\n|[\n\r\x85\x2028\x2029])?$`, -1},
		{`^a\Z`, Java, RE2, true, `^a(?:\r\n|[\n\r\x{85}\x{2028}\x{2029}])?$`, -1},
		{`a$`, Java, RE2, false, "", KindEnd},
		{`a$b`, Java, RE2, true, "", KindEnd},
		{`\s$`, Java, RE2, true, "", KindEnd},
		{`(a|\r)$`, Java, RE2, true, "", KindEnd},
		{`[^a]$`, Java, RE2, true, "", KindEnd},
		{`a*$`, Java, RE2, true, "", KindEnd},
		{`a\sb`, Java, RE2, false, `a[\t\n\x0B\f\r ]b`, -1},
		{`a\sb`, Java, Postgres, false, `a\sb`, -1},
		{`a\Sb[\s,]`, RE2, Java, false, `a[^\t\n\f\r ]b[\t\n\f\r ,]`, -1},
		{`[\S]`, Java, RE2, false, "", KindConstruct},
		{`[\s\S]`, Postgres, Java, false, `[\s\S]`, -1},
		{`[\s\S]`, Java, RE2, false, `[\s\S]`, -1},
		{`(?s)a.`, Java, RE2, false, `a[\s\S]`, -1},
		{`a(?s).`, Java, RE2, false, "", KindConstruct},
		{`(?m)a$`, Java, RE2, false, "", KindConstruct},
		{`(?i)a`, Java, Postgres, false, `(?i)a`, -1},
		{`a(?i)b`, Java, Postgres, false, "", KindConstruct},
		{`\bx\B\y\Y\Z`, Postgres, RE2, false, `\x08x\\\b\B$`, -1},
		{`\u2028\x41`, Postgres, RE2, false, `\x{2028}\x{41}`, -1},
		{`[[:cntrl:]]`, Postgres, RE2, false, `[\x00-\x1F\x7F-\x{9F}]`, -1},
		{`[[:alpha:]]`, Postgres, RE2, false, `[[:alpha:]]`, -1},
		{`[[.a.]]`, Postgres, RE2, false, "", KindConstruct},
		{`[a[b]]`, Java, RE2, false, "", KindConstruct},
		{`***=a`, Postgres, RE2, false, "", KindConstruct},
		{`\Qa.b\E.`, Java, Postgres, false, `a\.b[^\n\r\x85\x2028\x2029]`, -1},
		// PostgreSQL's \x reads every hexadecimal digit that follows, its \0
		// two more octal digits at most (PostgreSQL 15: 'aAB' ~ 'a\x41B'
		// false, 'A' ~ '\0101' false, 'aAB' ~ 'a\u0041B' true).
		{`a\x41B[\x{41}-\x{1F600}]`, Java, Postgres, false, `a\u0041B[\u0041-\U0001F600]`, -1},
		{`a\x41B`, RE2, Postgres, false, `a\u0041B`, -1},
		{`\0101\0401\07`, Java, Postgres, false, `\u0041\u00201\u0007`, -1},
		{`\0101`, RE2, Postgres, false, `\0101`, -1},
		{`\0101\07`, Java, RE2, false, `\x{41}\x{7}`, -1},
		{`\0101\x2E\x{2028}`, Java, Other, false, "A\\.\u2028", -1},
		{`\xg`, Java, Postgres, false, "", KindConstruct},
		// A range from an escaped character may span '\r': Java's "$" is
		// not between "\r" and "\n", so '\r\n' rlike '^[\u0001-\u007F]$' is
		// false in Java, its rewrite would be true in RE2.
		{`^[\u0001-\u007F]$`, Java, RE2, true, "", KindEnd},
		{`^[\u0041-\u005A]$`, Java, RE2, true, "", KindEnd},
		{`^[A-Z\u0041]$`, Java, RE2, true, `^[A-Z\x{0041}](?:\r\n|[\n\r\x{85}\x{2028}\x{2029}])?$`, -1},
		// Toward Other (Trino's Joni reads "\x{85}" as a NUL and '{', '8',
		// '5', '}'), the characters themselves.
		{`a.b`, Java, Other, false, "a[^\\n\\r\u0085\u2028\u2029]b", -1},
		{`b$`, Java, Other, true, "b(?:\\r\\n|[\\n\\r\u0085\u2028\u2029])?\\z", -1},
		{`\x41\x2E\x0A\u2028[[:cntrl:]]`, Postgres, Other, false, "A\\.\\x0A\u2028[\\x00-\\x1F\\x7F-\u009f]", -1},
		{`\x41\u2028`, Postgres, Java, false, `\x{41}\u2028`, -1},
		{`a\v[\v]`, RE2, Java, false, `a\x0B[\x0B]`, -1},
		{`a\v`, Postgres, Other, false, `a\x0B`, -1},
		{`a\v`, RE2, Postgres, false, `a\v`, -1},
		{`a.b`, Other, RE2, false, `a.b`, -1},
		{`a.b`, Java, Java, false, `a.b`, -1},
	} {
		got, err := Convert(c.pat, c.from, c.to, Options{MatchTest: c.match})
		switch {
		case c.kind >= 0 && (err == nil || err.Kind != c.kind):
			t.Errorf("%s from %s to %s: got %q %v, want an error of kind %d", c.pat, c.from, c.to, got, err, c.kind)
		case c.kind < 0 && (err != nil || got != c.want):
			t.Errorf("%s from %s to %s: got %q %v, want %q", c.pat, c.from, c.to, got, err, c.want)
		}
	}
}

func TestPosixClassesAgree(t *testing.T) {
	for p, want := range map[string]bool{
		`[[:alpha:]]`: true, `[[:space:][:digit:]x]`: true, `[[]`: true, `[a&&b]`: true,
		`[[:cntrl:]]`: false, `[[.a.]]`: false, `[[=a=]]`: false, `[[:foo:]]`: false,
	} {
		if got := PosixClassesAgree(p); got != want {
			t.Errorf("%s: got %v, want %v", p, got, want)
		}
	}
}
