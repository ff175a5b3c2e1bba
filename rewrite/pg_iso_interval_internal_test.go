package rewrite

import "testing"

// The words of PostgreSQL's ISO 8601 interval texts, each unit once and
// summed (checked against PostgreSQL 15's readings); no words for the
// texts it rejects or reads otherwise (fractions, the alternative format).
func TestPgISOIntervalWords(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"P1D", "1 day"},
		{"P1Y2M3W4DT5H6M7S", "1 year 2 month 3 week 4 day 5 hour 6 minute 7 second"},
		{"P1Y-2M", "1 year -2 month"},
		{"PT-1H30M", "-1 hour 30 minute"},
		{"P1D1D", "2 day"},
		{"P1D2Y", "2 year 1 day"},
		{"PT1S2H", "2 hour 1 second"},
		{"P1DT", "1 day"},
		{"PT", "0 second"},
		{"P1M", "1 month"},
		{"PT1M", "1 minute"},
	} {
		got, ok := pgISOIntervalWords(tc.in)
		if !ok || got != tc.want {
			t.Errorf("%s: got %q, %v, want %q", tc.in, got, ok, tc.want)
		}
	}
	for _, in := range []string{"P", "P1d", " P1D", "P1D ", "P1.5D", "P0001-02-03", "P1DT1D", "PT1D", "P1H", "1 day", "P+1D", "P1234567890D"} {
		if got, ok := pgISOIntervalWords(in); ok {
			t.Errorf("%s: got %q, want no words", in, got)
		}
	}

}
