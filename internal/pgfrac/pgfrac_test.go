package pgfrac

import "testing"

// Expected values run on PostgreSQL 15 ('2020-01-01 00:00:00.<digits>'::timestamp).
func TestMicros(t *testing.T) {
	for digits, want := range map[string]int64{
		"1234565":     123456,
		"1234575":     123458,
		"12345650001": 123457,
		"9999995":     1000000,
		"5":           500000,
	} {
		if got, ok := Micros(digits); !ok || got != want {
			t.Errorf("Micros(%q) = %d, %v; want %d", digits, got, ok, want)
		}
	}
	if _, ok := Micros("1a"); ok {
		t.Error("Micros(\"1a\") read a non-number")
	}
}
