package executor_test

import "testing"

// DuckDB's INTERVAL 'q' QUARTER drops the fraction of q before taking 3
// months a quarter (DuckDB 1.5 run: INTERVAL '2.9' QUARTER is 6 mons,
// '-1.5' is -3 mons, '0.5' is 00:00:00).
func TestIntervalQuarterFraction(t *testing.T) {
	for _, c := range []struct{ q, want string }{
		{"2.9", "2024-07-31"}, {"-1.5", "2023-10-31"}, {"0.5", "2024-01-31"}, {"1", "2024-04-30"},
	} {
		got, err := dialectRows(t, "duckdb", "SELECT CAST(DATE '2024-01-31' + INTERVAL '"+c.q+"' QUARTER AS DATE)")
		if err != nil || got != c.want {
			t.Errorf("INTERVAL '%s' QUARTER: got %q (%v), want %s", c.q, got, err, c.want)
		}
	}
}
