package executor

import "testing"

// An exponent beyond numeric's digits is an error at once, not a number of
// millions of digits.
func TestParseDecimalExponentBounds(t *testing.T) {
	for _, s := range []string{"1e200000000", "1e-200000000", "1e131073"} {
		if _, err := parseDecimal(s); err == nil {
			t.Errorf("%s: want an overflow error", s)
		}
	}
	if v, err := parseDecimal("1.5e3"); err != nil || v.String() != "1500" {
		t.Errorf("1.5e3: got %v, %v", v, err)
	}
}
