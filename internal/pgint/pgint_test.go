package pgint

import "testing"

// PostgreSQL 15: SELECT ' -12 '::int4 is -12, '+7'::int4 is 7; the empty
// string, '1.0', '-', '2147483648' and '1 2' raise.
func TestInt4(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		ok   bool
	}{
		{" -12 ", -12, true}, {"+7", 7, true}, {"-2147483648", -2147483648, true},
		{"1.0", 0, false}, {"", 0, false}, {"-", 0, false}, {"2147483648", 0, false}, {"1 2", 0, false},
	} {
		got, ok := Int4(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("Int4(%q) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
