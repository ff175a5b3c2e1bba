package executor

import (
	"reflect"
	"testing"

	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// TestSplitJavaRegexLimit: Spark's split(str, regex, limit) is Java's
// String.split(regex, limit): a limit > 0 gives at most limit pieces, the
// last holding the rest of the string; a limit <= 0 splits fully and
// keeps trailing empty strings (Spark SQL function reference: split).
func TestSplitJavaRegexLimit(t *testing.T) {
	for _, tc := range []struct {
		s, pat string
		limit  int64
		want   []string
	}{
		{"a,b,,c,,", ",", 2, []string{"a", "b,,c,,"}},
		{"a,b,,c,,", ",", 1, []string{"a,b,,c,,"}},
		{"a,b,,c,,", ",", 0, []string{"a", "b", "", "c", "", ""}},
		{"a,b,,c,,", ",", -1, []string{"a", "b", "", "c", "", ""}},
		{"a,b", ",", 10, []string{"a", "b"}},
		{"a1b22c3", "[0-9]", 3, []string{"a", "b", "2c3"}},
		{"a1b22c3", `\d+`, 2, []string{"a", "b22c3"}},
		{"abc", "", 2, []string{"a", "bc"}},
		{"", ",", 2, []string{""}},
	} {
		got, err := splitJavaRegexLimit(regexflavor.Java, WalkSpark, tc.s, tc.pat, tc.limit)
		if err != nil {
			t.Fatalf("split(%q, %q, %d): %v", tc.s, tc.pat, tc.limit, err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("split(%q, %q, %d) = %q, want %q", tc.s, tc.pat, tc.limit, got, tc.want)
		}
	}
}
