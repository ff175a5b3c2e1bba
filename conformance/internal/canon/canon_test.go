package canon

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

func TestRoundTrip(t *testing.T) {
	for _, s := range []string{
		"NULL", "true", "false", "42", "-7", "1.5", "-0.25", "NaN", "Infinity", "-Infinity",
		"'it''s'", "''", "'a, b'", "[1, 2, NULL]", "[]", "[[1], [], NULL]",
		"MAP{'k': 1, 'l': NULL}", "MAP{}", "{a: 1, \"B c\": 'x'}", "{}",
		"[{pos: 0, col: 'x'}]", "MAP{1: [1, 2]}", "12345678901234567890", "1e+300",
	} {
		v, err := ParseValue(s)
		if err != nil {
			t.Errorf("ParseValue(%q): %v", s, err)
			continue
		}
		if got := engines.Canonical(v); got != s {
			t.Errorf("Canonical(ParseValue(%q)) = %q", s, got)
		}
	}
}

func TestParseRow(t *testing.T) {
	for _, s := range []string{"(1, 'a', NULL)", "()", "(1)", "([1, 2], MAP{'a': 1})"} {
		r, err := ParseRow(s)
		if err != nil {
			t.Errorf("ParseRow(%q): %v", s, err)
			continue
		}
		if got := engines.CanonicalRow(r); got != s {
			t.Errorf("CanonicalRow(ParseRow(%q)) = %q", s, got)
		}
	}
	// Without parentheses.
	r, err := ParseRow("1, 'x'")
	if err != nil || engines.CanonicalRow(r) != "(1, 'x')" {
		t.Errorf("ParseRow without parentheses: %v %v", r, err)
	}
	// Numbers compare by value with what engines return.
	r, _ = ParseRow("(2.5, 3)")
	if !engines.RowsEqual(r, []engines.Value{2.5, engines.Decimal("3")}) {
		t.Errorf("(2.5, 3) should equal float 2.5 and decimal 3")
	}
	for _, bad := range []string{"(1,", "('x)", "(1 2)", "[1", "(1) x", "(MAP{1})", "({: 1})"} {
		if _, err := ParseRow(bad); err == nil {
			t.Errorf("ParseRow(%q): no error", bad)
		}
	}
}
