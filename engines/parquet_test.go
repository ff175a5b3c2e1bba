//go:build cgo

package engines

import "testing"

func TestParquetTimeOfDay(t *testing.T) {
	for s, want := range map[string]int64{
		"00:00:00":           0,
		"12:34:56.000123":    45296000123,
		"01:02:03.5":         3723500000,
		"23:59:59.999999999": 86399999999, // nanoseconds, rounded down
		"24:00:00":           86400000000,
	} {
		if got, ok := pqTimeOfDay(s); !ok || got != want {
			t.Errorf("%s: got %d, %v; want %d", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "1:02:03", "24:00:01", "12:60:00", "12:00:60", "12:00:00.1234567890", "12:00:00.x", "ab:00:00"} {
		if got, ok := pqTimeOfDay(s); ok {
			t.Errorf("%s: read as %d", s, got)
		}
	}
}

func TestParquetTextTypes(t *testing.T) {
	for in, want := range map[string]string{
		"INTEGER":                                "INTEGER",
		"JSON":                                   "VARCHAR",
		"TIME[]":                                 "VARCHAR[]",
		"TIMETZ":                                 "TIMETZ",
		"TIMESTAMP":                              "TIMESTAMP",
		`STRUCT("JSON" JSON, "t""TIME" TIME_NS)`: `STRUCT("JSON" VARCHAR, "t""TIME" VARCHAR)`,
		"MAP(VARCHAR, JSON)":                     "MAP(VARCHAR, VARCHAR)",
	} {
		if got := textTypes(in); got != want {
			t.Errorf("%s: got %s, want %s", in, got, want)
		}
	}
}

func TestParquetGlobEscape(t *testing.T) {
	if got, want := globEscape("/d/it's [1]*?{a}.parquet"), "/d/it's [[]1][*][?][{]a[}].parquet"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
