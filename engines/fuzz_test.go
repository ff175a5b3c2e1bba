package engines

import (
	"strings"
	"testing"
)

// FuzzCanonicalDecimal checks that canonical decimals are a fixed point and
// keep their sign and magnitude.
func FuzzCanonicalDecimal(f *testing.F) {
	for _, s := range []string{"1.50", "-0.000", "1e3", ".5", "NaN", "007", "-12.34e-5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := CanonicalDecimal(s)
		if err != nil {
			return
		}
		again, err := CanonicalDecimal(string(d))
		if err != nil || again != d {
			t.Fatalf("CanonicalDecimal(%q) = %q, then %q, %v", s, d, again, err)
		}
		if strings.ContainsAny(string(d), "eE+") || d == "-0" {
			t.Fatalf("CanonicalDecimal(%q) = %q is not canonical", s, d)
		}
		if Canonical(d) != string(d) {
			t.Fatalf("Canonical(%q) = %q", d, Canonical(d))
		}
	})
}

// FuzzCanonicalJSON checks that canonical JSON is a fixed point.
func FuzzCanonicalJSON(f *testing.F) {
	for _, s := range []string{`{"b":[1,2.0],"a":null}`, `"x"`, `[1e2, -0.5, {"k": true}]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := CanonicalJSON(s)
		if err != nil {
			return
		}
		again, err := CanonicalJSON(c)
		if err != nil || again != c {
			t.Fatalf("CanonicalJSON(%q) = %q, then %q, %v", s, c, again, err)
		}
	})
}
