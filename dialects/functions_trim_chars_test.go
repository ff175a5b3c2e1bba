package dialects

import "testing"

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
		{"duckdb", "trim", 1, "trim(s)"},
		{"postgres", "btrim", 2, "trim_chars(s, c)"},
	} {
		in := call(c.name, col("s"))
		if c.n == 2 {
			in = call(c.name, col("s"), col("c"))
		}
		got := "<unresolved>"
		if out, ok := ResolveCall(fnTestDialect(t, c.dialect), in, false); ok {
			got = render(out)
		}
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(in), got, c.want)
		}
	}
}
