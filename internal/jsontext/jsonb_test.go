package jsontext

import "testing"

// Every expectation below was run on PostgreSQL 15
// (jsonb_array_elements[_text], jsonb_each[_text], jsonb_typeof).

func TestNumericText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1e2", "100"},
		{"-0", "0"},
		{"1.50", "1.50"},
		{"-0.0", "0.0"},
		{"0.00", "0.00"},
		{"-1.5e1", "-15"},
		{"1.50e1", "15.0"},
		{"1e-2", "0.01"},
		{"1E+2", "100"},
		{"1.0e2", "100"},
		{"0e5", "0"},
		{"0.1e0", "0.1"},
		{"12345678901234567890123", "12345678901234567890123"},
		{"1e-20", "0.00000000000000000001"},
		{"123.456e-1", "12.3456"},
		{"-0e-3", "0.000"},
		{"0e200000", "0"},
		{"0.0e131072", "0"},
		{"-7", "-7"},
	} {
		got, err := numericText(c.in)
		if err != nil || got != c.want {
			t.Errorf("numericText(%s) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	// Lengths at the limits of numeric.
	for _, c := range []struct {
		in   string
		size int
	}{
		{"1e131071", 131072},
		{"0.00001e131076", 131072},
		{"1e-16383", 16385},
		{"1e-1001", 1003},
		{"1.5e-1000", 1003},
		{"1e1001", 1002},
	} {
		got, err := numericText(c.in)
		if err != nil || len(got) != c.size {
			t.Errorf("numericText(%s): %d characters, %v; want %d", c.in, len(got), err, c.size)
		}
	}
	for _, in := range []string{"1e131072", "100e131070", "1e-16384", "0e-16384", "1.5e-16383", "1e2147483648", "1e-2147483649", "0e2147483648", "1e999999999999"} {
		if got, err := numericText(in); err == nil || err.Error() != "value overflows numeric format" {
			t.Errorf("numericText(%s) = %q, %v; want value overflows numeric format", in, got, err)
		}
	}
}
