package executor

import (
	"strings"
	"testing"
	"time"
)

// TestRowInZoneRefusal: a row Result.Next shows in a DuckDB session zone
// at a time lat run does not answer there as DuckDB does gives the
// zone's refusal as Next's error (rowInZone catching duckZoneCheck's
// panic), and Next keeps giving it. Every query TestDuckZoneRefusalPaths
// runs meets the zone earlier (at the scan or the constant), so the
// result is built here by hand.
func TestRowInZoneRefusal(t *testing.T) {
	from := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC).Unix()
	to := time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC).Unix()
	defer DuckZoneOverride("America/Vancouver", []int64{from, to})()
	loc, err := duckLoadZone("America/Vancouver")
	if err != nil {
		t.Fatal(err)
	}
	at := func(y int, m time.Month) Value {
		return TimestampTZValue(time.Date(y, m, 1, 12, 0, 0, 0, time.UTC).UnixMicro())
	}
	for _, c := range []struct {
		name string
		v    Value
		err  bool
	}{
		{"outside the span", at(2026, 7), false},
		{"inside the span", at(2026, 12), true},
		{"inside the span, within an array", ArrayValue([]Value{at(2026, 7), at(2026, 12)}), true},
	} {
		r := &Result{batch: &Batch{N: 1, Cols: [][]Value{{c.v}}}, zone: loc, done: true}
		row, err := r.Next()
		switch {
		case !c.err && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case !c.err && row[0].tzZone() != loc:
			t.Errorf("%s: shown in %v, want the session's zone", c.name, row[0].tzZone())
		case c.err && (err == nil || !strings.Contains(err.Error(), "America/Vancouver") || !strings.Contains(err.Error(), "--engine duckdb")):
			t.Errorf("%s: want the zone's refusal, got %v", c.name, err)
		case c.err:
			if _, again := r.Next(); again != err {
				t.Errorf("%s: the next call gave %v, want the same error", c.name, again)
			}
		}
	}
}
