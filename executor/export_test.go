package executor

import (
	"sort"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// DuckZoneFingerprint is duckZoneFingerprint, for duck_zone_table_test.go.
var DuckZoneFingerprint = duckZoneFingerprint

// DuckZoneNames is the names duckZoneTable holds, sorted.
func DuckZoneNames() []string {
	var out []string
	for _, e := range duckZoneTable {
		out = append(out, e.name)
	}
	sort.Strings(out)
	return out
}

// DuckZoneStale is the names of duckZoneTable whose zone data on this
// machine is not the data the table was made from (duckZoneFingerprint).
func DuckZoneStale() []string {
	var out []string
	for _, e := range duckZoneTable {
		if loc, err := time.LoadLocation(e.name); err != nil || duckZoneFingerprint(loc) != e.print {
			out = append(out, e.name)
		}
	}
	sort.Strings(out)
	return out
}

// DuckZoneOverride makes duckZoneTable hold the zone name with the spans
// given (Unix seconds, from and to pairs) until restore is called, for
// duck_zone_paths_test.go.
func DuckZoneOverride(name string, spans []int64) (restore func()) {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	key := strings.ToLower(name)
	old, had := duckZoneTable[key]
	duckZoneTable[key] = duckZoneEntry{name, duckZoneFingerprint(loc), spans}
	duckLoaded.Delete(name)
	return func() {
		if had {
			duckZoneTable[key] = old
		} else {
			delete(duckZoneTable, key)
		}
		duckLoaded.Delete(name)
	}
}

// TimestampParts is a TIMESTAMP's (a TIME's) wall-clock microseconds, or a
// TIMESTAMPTZ's instant and its zone's name, for trino_zoned_text_test.go.
func TimestampParts(v Value) (us int64, zone string, ok bool) {
	if v.k == KindTime {
		return v.i, "", true
	}
	if v.k != KindTimestamp {
		return 0, "", false
	}
	if v.t == ast.TypeTimestampTZ {
		return v.i, v.tzZone().String(), true
	}
	return v.i, "", true
}
