package dialects

import (
	"testing"
	"unicode"
)

// BigQuery's one-argument TRIM, LTRIM and RTRIM remove all white space
// (emTrimSpace), not only spaces: they are not read as the trim of spaces;
// their two-argument forms are the trim of a set (functions_trim_chars.go).
func TestTrimCharsBigQueryOneArgument(t *testing.T) {
	for _, c := range []struct {
		dialect, name string
		n             int
		want          string
	}{
		{"bigquery", "trim", 1, "trim_whitespace(s)"},
		{"bigquery", "ltrim", 1, "<unresolved>"},
		{"bigquery", "rtrim", 1, "<unresolved>"},
		{"bigquery", "trim", 2, "trim_chars(s, c)"},
		{"bigquery", "ltrim", 2, "trim_leading(s, c)"},
		{"bigquery", "rtrim", 2, "trim_trailing(s, c)"},
		{"snowflake", "ltrim", 1, "ltrim(s)"},
		{"duckdb", "trim", 1, "trim_duck_spaces(s)"},
		{"duckdb", "ltrim", 1, "ltrim_duck_spaces(s)"},
		{"duckdb", "rtrim", 1, "rtrim_duck_spaces(s)"},
		{"duckdb", "trim", 2, "trim_chars(s, c)"},
		{"postgres", "trim", 1, "trim(s)"},
		{"postgres", "rtrim", 1, "rtrim(s)"},
		{"postgres", "btrim", 2, "trim_chars(s, c)"},
	} {
		in := call(c.name, col("s"))
		if c.n == 2 {
			in = call(c.name, col("s"), col("c"))
		}
		got := resolve(t, c.dialect, false, in)
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(in), got, c.want)
		}
	}
}

// DuckDB's one-argument trims remove the Unicode space separators (run on
// DuckDB 1.5 over every code point: exactly the 17 characters of category
// Zs); duckSpaces, the set they are written with elsewhere, holds each
// once.
func TestDuckSpacesAreZs(t *testing.T) {
	var want []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.Is(unicode.Zs, r) {
			want = append(want, r)
		}
	}
	if got := []rune(duckSpaces); string(got) != string(want) {
		t.Errorf("duckSpaces = %q, want %q", string(got), string(want))
	}
}
