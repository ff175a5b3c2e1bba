package lateral_test

import (
	"testing"
)

// Hive and Spark map letters as Java's String.toUpperCase and toLowerCase
// do (the full mapping of Unicode's SpecialCasing; these values were
// printed by Java 17 with Locale.ROOT), Trino code point by code point.
func TestUpperLowerJava(t *testing.T) {
	for _, c := range []struct{ dialect, want string }{
		{"hive", "(STRASSE, ας β, FI)"},
		{"spark", "(STRASSE, ας β, FI)"},
		{"trino", "(STRAßE, ασ β, ﬁ)"},
	} {
		all, err := refRows(c.dialect, "SELECT upper('straße') AS a, lower('ΑΣ Β') AS b, upper('ﬁ') AS c")
		if err != nil || len(all) != 1 {
			t.Fatalf("%s: %v, %d rows", c.dialect, err, len(all))
		}
		if got := rowText(all[0]); got != c.want {
			t.Errorf("%s: got %s, want %s", c.dialect, got, c.want)
		}
	}
}
