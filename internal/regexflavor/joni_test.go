package regexflavor

import "testing"

// The readings of joni.go (Joni: Trino's and Presto's JoniRegexpCasts,
// Syntax.Java with Option.SINGLELINE, ByteCodeMachine.opSemiEndBuf; Doris:
// like.cpp, Hyperscan with HS_FLAG_DOTALL or RE2 with dot_nl); the RE2 and
// PostgreSQL outputs are run by the conformance cases
// strings/trino_regexp_like_dollar and strings/doris_regexp_dot.
func TestConvertJoniDoris(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		match    bool
		want     string
		kind     int // -1: no error
	}{
		// Joni's "." is RE2's: every character but "\n".
		{`a.b`, Joni, RE2, false, `a.b`, -1},
		{`a.b`, Joni, Postgres, false, `a[^\n]b`, -1},
		{`a.b`, Joni, Java, false, `a[^\n]b`, -1},
		// Joni's "$" and "\Z": the end, or before a final "\n".
		{`^ab$`, Joni, RE2, true, `^ab\n?$`, -1},
		{`^(a|b)$`, Joni, Postgres, true, `^(a|b)\n?$`, -1},
		{`a\Z`, Joni, Java, true, `a\n?\z`, -1},
		{`a$`, Joni, RE2, false, "", KindEnd},
		{`a$b`, Joni, RE2, true, "", KindEnd},
		{`a\z`, Joni, Postgres, false, `a$`, -1},
		// Joni's classes are Unicode's.
		{`\d`, Joni, RE2, false, "", KindFlavor},
		{`[\w]`, Joni, Java, false, "", KindFlavor},
		{`a\s`, Joni, Postgres, false, "", KindFlavor},
		{`\bx`, Joni, RE2, false, "", KindFlavor},
		{`\p{L}`, Joni, Java, false, "", KindFlavor},
		{`[a[b]]`, Joni, RE2, false, "", KindConstruct},
		{`a\vb`, Joni, Java, false, `a\x0Bb`, -1},
		{`a\vb`, Joni, RE2, false, `a\vb`, -1},
		{`\Qa.\E`, Joni, RE2, false, `a\.`, -1},
		// Toward Joni: the ASCII classes, the characters themselves.
		{`\d+\w[\d-]\D\W`, Java, Joni, false, `[0-9]+[0-9A-Za-z_][0-9-][^0-9][^0-9A-Za-z_]`, -1},
		{`\d\w`, Postgres, Joni, false, `[0-9][0-9A-Za-z_]`, -1},
		{`[\D]`, RE2, Joni, false, "", KindFlavor},
		{`\bx`, Java, Joni, false, "", KindFlavor},
		{`a.b$`, RE2, Joni, false, `a[^\n]b\z`, -1},
		{`a.b$`, Java, Joni, true, "a[^\\n\\r\u0085\u2028\u2029]b(?:\\r\\n|[\\n\\r\u0085\u2028\u2029])?\\z", -1},
		{`[[:alpha:]]`, Postgres, Joni, false, "", KindConstruct},
		{`a\sb`, RE2, Joni, false, `a[\t\n\f\r ]b`, -1},
		// Doris: "." is every character; "$", "\Z", "\s", "\v" depend on
		// the engine that runs the pattern.
		{`a.b`, Doris, RE2, false, `a[\s\S]b`, -1},
		{`a.b`, Doris, Postgres, false, `a.b`, -1},
		{`a.b\z`, Doris, Java, false, `a[\s\S]b\z`, -1},
		{`a$`, Doris, RE2, true, "", KindFlavor},
		{`a\Z`, Doris, Java, true, "", KindFlavor},
		{`a\s`, Doris, Postgres, false, "", KindFlavor},
		{`a\v`, Doris, RE2, false, "", KindFlavor},
		{`\d\w`, Doris, Joni, false, `[0-9][0-9A-Za-z_]`, -1},
		{`a.b$`, Java, Doris, true, "a[^\\n\\r\u0085\u2028\u2029]b(?:\\r\\n|[\\n\\r\u0085\u2028\u2029])?\\z", -1},
		{`a.b$`, Postgres, Doris, false, `a[\s\S]b\z`, -1},
		{`a.b`, Doris, Doris, false, `a.b`, -1},
		{`a.b$\d`, Joni, Joni, false, `a.b$\d`, -1},
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

func TestOfDialects(t *testing.T) {
	for d, want := range map[string]Flavor{
		"hive": Java, "spark": Java, "drill": Java, "trino": Joni, "presto": Joni,
		"doris": Doris, "duckdb": RE2, "bigquery": RE2, "postgres": Postgres,
		"snowflake": Other, "ansi": Other,
	} {
		if got := Of(d); got != want {
			t.Errorf("%s: got %s, want %s", d, got, want)
		}
	}
}

// A leading "(?s)" (Java's DOTALL, Joni's Option.MULTILINE) makes "."
// every character; lateral writes "(?s)." for Trino (dialects/functions.go,
// a BigQuery split by characters).
func TestConvertDotAll(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		want     string
	}{
		{`(?s).`, Joni, RE2, `[\s\S]`},
		{`(?s)a.b`, Java, Postgres, `a.b`},
		{`(?s).`, Joni, Doris, `.`},
		{`(?s).`, Java, Joni, `[\s\S]`},
	} {
		got, err := Convert(c.pat, c.from, c.to, Options{})
		if err != nil || got != c.want {
			t.Errorf("%s from %s to %s: got %q %v, want %q", c.pat, c.from, c.to, got, err, c.want)
		}
	}
	if _, err := Convert(`a(?s).`, Java, RE2, Options{}); err == nil {
		t.Errorf("a(?s). from Java: want an error (a flag inside the pattern)")
	}
}
