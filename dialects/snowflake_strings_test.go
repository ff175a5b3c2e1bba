package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake decodes backslash escape sequences in single-quoted string constants (Snowflake,
// "String & binary data types", escape sequences in single-quoted string constants: \' \" \\
// \b \f \n \r \t \0, \ooo, \xhh, \uhhhh; "If a backslash is used in sequences other than the
// ones listed above, the backslash is ignored"; '' is a quote; $$...$$ takes no escapes).

// snowflakeString parses "SELECT <lit>" in Snowflake, on both paths, and returns the string.
func snowflakeString(t *testing.T, lit string) string {
	t.Helper()
	d, _ := Lookup("snowflake")
	var got []string
	for _, noFast := range []bool{false, true} {
		e := selectItem(t, d, "SELECT "+lit, noFast)
		l, ok := e.(*ast.Literal)
		if !ok || l.Kind != ast.LitString {
			t.Fatalf("%s: %T, want a string literal", lit, e)
		}
		got = append(got, l.Value)
	}
	if got[0] != got[1] {
		t.Fatalf("%s: fast path %q, full parser %q", lit, got[0], got[1])
	}
	return got[0]
}

func TestSnowflakeStringEscapes(t *testing.T) {
	cases := []struct{ lit, want string }{
		{`'a\\b'`, `a\b`},
		{`'c\nd'`, "c\nd"},
		{`'it\'s'`, "it's"},
		{`'it''s'`, "it's"},
		{`'-''''-'`, "-''-"},
		{`'say \"hi\"'`, `say "hi"`},
		{`'\b\f\n\r\t'`, "\b\f\n\r\t"},
		{`'\0'`, "\x00"},
		{`'a\0b'`, "a\x00b"},
		{`'-\041-'`, "-!-"},
		{`'\000'`, "\x00"},
		{`'\177'`, "\x7f"},
		{`'-\x21-'`, "-!-"},
		{`'\x7F'`, "\x7f"},
		{`'-\u26c4-'`, "-\u26c4-"},
		{`'\u00e9'`, "\u00e9"},
		{`'\z'`, "z"},
		{`'\%\_'`, "%_"},
		{`'\8\9'`, "89"},
		{`'\é'`, "é"},
		{`'a\\'`, `a\`},
		{`'\\\''`, `\'`},
		{`'C:\\user'`, `C:\user`},
		{`$$a\b\n'$$`, `a\b\n'`},
		{`'a' 'b'`, "ab"},
	}
	for _, c := range cases {
		if got := snowflakeString(t, c.lit); got != c.want {
			t.Errorf("%s: got %q, want %q", c.lit, got, c.want)
		}
	}
}

// The forms the documentation leaves open are errors, positioned at the literal.
func TestSnowflakeStringEscapeErrors(t *testing.T) {
	d, _ := Lookup("snowflake")
	for _, lit := range []string{`'\01x'`, `'\1'`, `'\12'`, `'\x4'`, `'\xg1'`, `'\xff'`, `'\200'`, `'\377'`, `'\u12'`, `'\u12g4'`, `'\ud800'`} {
		for _, noFast := range []bool{false, true} {
			sql := "SELECT " + lit
			_, diags := Parse(d, sql, ParseOptions{NoFastPath: noFast})
			if !diags.HasErrors() {
				t.Errorf("%s (noFast %v): parsed, want an error", lit, noFast)
				continue
			}
			e := diags[0]
			if e.Span.Start.Offset != 7 || !strings.Contains(e.Message, "Snowflake string") {
				t.Errorf("%s (noFast %v): %v, want an error about the escape at offset 7", lit, noFast, e)
			}
		}
	}
}

// A backslash escapes the quote, so 'a\'b' is one token and 'a\\' ends at its second quote.
func TestSnowflakeStringLexing(t *testing.T) {
	d, _ := Lookup("snowflake")
	for sql, want := range map[string][2]string{
		`SELECT 'a\'b' || 'c'`: {"a'b", "c"},
		`SELECT 'a\\' || 'c'`:  {`a\`, "c"},
		`SELECT 'a''' || 'c'`:  {"a'", "c"},
	} {
		for _, noFast := range []bool{false, true} {
			b, ok := selectItem(t, d, sql, noFast).(*ast.Binary)
			if !ok {
				t.Fatalf("%s: not a binary expression", sql)
			}
			l, _ := b.L.(*ast.Literal)
			r, _ := b.R.(*ast.Literal)
			if l == nil || r == nil || l.Value != want[0] || r.Value != want[1] {
				t.Errorf("%s (noFast %v): got %v || %v, want %q || %q", sql, noFast, b.L, b.R, want[0], want[1])
			}
		}
	}
}

// Every string prints for Snowflake as a literal that reads back exactly, and the literal a
// PostgreSQL, DuckDB or Hive string becomes reads back to the same string.
func TestSnowflakeStringRoundTrip(t *testing.T) {
	var all strings.Builder
	for c := 0; c < 0x80; c++ {
		all.WriteByte(byte(c))
	}
	strs := []string{
		all.String(),
		"\x001", "\x00" + "12", "a\\nb", `\\`, `\'`, "''", "it's", "\u26c4\u00e9", `\x21`, `\u0041`, "",
	}
	sf, _ := Lookup("snowflake")
	for _, s := range strs {
		out, err := Print(sf, &ast.Literal{Kind: ast.LitString, Value: s}, PrintOptions{})
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if got := snowflakeString(t, out); got != s {
			t.Errorf("%q printed %s reads back as %q", s, out, got)
		}
	}
	// From other dialects' literals to Snowflake and back.
	for _, c := range []struct{ from, lit, want string }{
		{"postgres", `'a\b'`, `a\b`},
		{"postgres", `E'c\nd\\'`, "c\nd\\"},
		{"duckdb", `'a\\b'`, `a\\b`},
		{"hive", `'a\\b\n'`, "a\\b\n"},
	} {
		d, _ := Lookup(c.from)
		e := selectItem(t, d, "SELECT "+c.lit, false)
		out, err := Print(sf, e, PrintOptions{})
		if err != nil {
			t.Fatalf("%s %s: %v", c.from, c.lit, err)
		}
		if got := snowflakeString(t, out); got != c.want {
			t.Errorf("%s %s printed for Snowflake as %s reads back as %q, want %q", c.from, c.lit, out, got, c.want)
		}
		back, err := Print(d, &ast.Literal{Kind: ast.LitString, Value: snowflakeString(t, out)}, PrintOptions{})
		if err != nil {
			t.Fatalf("%s: %v", c.from, err)
		}
		if got := selectItem(t, d, "SELECT "+back, false).(*ast.Literal).Value; got != c.want {
			t.Errorf("%s %s back from Snowflake as %s reads %q", c.from, c.lit, back, got)
		}
	}
}
