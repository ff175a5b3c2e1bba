package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// A group read as taking part in every match must be reached only through
// concatenations, groups and repetitions of at least one.
func TestGroupAlwaysTakesPart(t *testing.T) {
	sp := ast.Span{}
	for _, c := range []struct {
		re   string
		g    int64
		want bool
	}{
		{"a(x)?", 1, false},
		{"a(x)?", 0, true},
		{"(a)|(b)", 1, false},
		{"(a)+", 1, true},
		{"(?:(a)b)*", 1, false},
		{"(a){0,2}", 1, false},
		{"(a){2}", 1, true},
		{"((a)?)", 1, true},
		{"((a)?)", 2, false},
		{"(?<n>a)(b)", 2, true},
		{"(a)", 2, false},        // no such group
		{"(?=a)(a)", 1, false},   // not read by Go's parser
		{`(\d+)-(\d+)`, 2, true}, // the Hive manual's example
		{"([+-]?)", 1, true},     // an optional part inside the group
		{"x(a|b)y", 1, true},     // an alternation inside the group
		// Java reads a nested class: "[[a](x)]" is one class, (y)? group 1
		// (java.util.regex: Matcher.group(1) of 'x' is null).
		{"[[a](x)](y)?", 1, false},
		{"[a&&b](x)", 1, false},
		{"[]a](x)", 1, true}, // ']' first is a member in both
	} {
		got := fnGroupAlwaysTakesPart(fnStr(sp, c.re), fnInt(sp, c.g))
		if got != c.want {
			t.Errorf("%q group %d: got %v, want %v", c.re, c.g, got, c.want)
		}
	}
}
