package lateral_test

import (
	"context"
	"testing"

	lateral "github.com/lateral-sql/lateral"
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
		rows, err := lateral.Run(context.Background(), "SELECT upper('straße') AS a, lower('ΑΣ Β') AS b, upper('ﬁ') AS c", c.dialect, lateral.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		all, err := rows.All()
		rows.Close()
		if err != nil || len(all) != 1 {
			t.Fatalf("%s: %v, %d rows", c.dialect, err, len(all))
		}
		got := "(" + all[0][0].String() + ", " + all[0][1].String() + ", " + all[0][2].String() + ")"
		if got != c.want {
			t.Errorf("%s: got %s, want %s", c.dialect, got, c.want)
		}
	}
}
