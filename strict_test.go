package lateral_test

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
)

// Strict makes each warning an error of the same code and place; what has
// no warning translates as without it.
func TestStrictRefusesWarnings(t *testing.T) {
	cases := []struct {
		name, sql, from, to, code string
	}{
		// a column of unknown type made text: a float may be written otherwise
		{"untyped text", "SELECT CAST(x AS STRING) AS a FROM t", "spark", "ansi", "W024"},
		// a function lateral does not know, passed unchanged
		{"unknown function", "SELECT frobnicate(x) AS a FROM t", "trino", "duckdb", "W014"},
		// a warning of a function body is the function's
		{"function body", "CREATE FUNCTION f(a int) RETURNS text LANGUAGE sql AS $$ SELECT frobnicate(a) $$", "postgres", "duckdb", "W014"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("not strict: %v", err)
			}
			if !hasCode(tr.Warnings, c.code, diag.Warning) {
				t.Fatalf("not strict: no warning %s in %v", c.code, tr.Warnings)
			}
			_, err = lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{Strict: true})
			var le *lateral.Error
			if !errors.As(err, &le) {
				t.Fatalf("strict: %v, want a refusal", err)
			}
			if !hasCode(le.Diagnostics, c.code, diag.Error) {
				t.Errorf("strict: %v, want error %s", le.Diagnostics, c.code)
			}
			for _, d := range le.Diagnostics {
				if d.Code == c.code && (d.Span.Start.Line != 1 || d.Hint == "") {
					t.Errorf("strict: %s at %s with hint %q", d.Code, d.Span.Start, d.Hint)
				}
			}
		})
	}
	const clean = "SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag"
	loose, err := lateral.Translate(clean, "hive", "trino", lateral.TranslateOptions{})
	if err != nil || len(loose.Warnings) > 0 {
		t.Fatalf("not strict: %v %v", err, loose.Warnings)
	}
	strict, err := lateral.Translate(clean, "hive", "trino", lateral.TranslateOptions{Strict: true})
	if err != nil || strict.SQL != loose.SQL {
		t.Errorf("strict changed a translation without warnings: %v\n%s\n%s", err, loose.SQL, strict.SQL)
	}
}

func hasCode(l diag.List, code string, sev diag.Severity) bool {
	for _, d := range l {
		if d.Code == code && d.Severity == sev {
			return true
		}
	}
	return false
}
