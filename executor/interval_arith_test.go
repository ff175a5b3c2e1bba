package executor_test

import (
	"strings"
	"testing"
)

// The sum, difference and negation of intervals raise past a field's
// range (months and days INT, microseconds BIGINT) rather than wrap, as
// PostgreSQL 15 ("interval out of range") and DuckDB 1.5 ("Overflow in
// addition of INT32" and the like) do, both run; a difference whose
// subtrahend alone could not be negated stays in range (PostgreSQL 15 run,
// the wanted texts its output).
func TestIntervalArithmeticRange(t *testing.T) {
	least := "(INTERVAL '-2562047788 hours' - INTERVAL '54.775808 seconds')"
	for _, d := range []string{"postgres", "duckdb"} {
		for _, e := range []string{"INTERVAL '2147483647 days' + INTERVAL '1 day'", "INTERVAL '-2147483648 mons' - INTERVAL '1 mon'",
			"-(INTERVAL '-2147483648 days')", "INTERVAL '2562047788 hours' + INTERVAL '2562047788 hours'", "-" + least,
			"INTERVAL '0 second' - " + least, "INTERVAL '-2147483648 days ago'"} {
			if got, err := dialectRows(t, d, "SELECT "+e); err == nil || !strings.Contains(err.Error(), "out of range") {
				t.Errorf("%s %s: got %q (%v), want out of range", d, e, got, err)
			}
		}
	}
	for e, want := range map[string]string{
		"INTERVAL '-1 day' - INTERVAL '-2147483648 days'":       "2147483647 days",
		"INTERVAL '-1 microsecond' - " + least:                  "2562047788:00:54.775807",
		"INTERVAL '1 day -3 hours' - INTERVAL '2 mons 5 hours'": "-2 mons +1 day -08:00:00",
	} {
		if got, err := dialectRows(t, "postgres", "SELECT CAST("+e+" AS TEXT)"); err != nil || got != want {
			t.Errorf("%s: got %q (%v), want %s", e, got, err, want)
		}
	}
}
