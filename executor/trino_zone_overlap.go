package executor

import (
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Options.TrinoEarlierOverlap: Trino's CAST(s AS TIMESTAMP WITH TIME ZONE)
// of a text s without a zone reads a wall-clock time the session zone's
// autumn change repeats at the earlier (summer) offset, Joda-Time's and
// java.time's rule for an overlap (rewrite/trino_zone_overlap.go, whose
// translation was run on PostgreSQL 15 and DuckDB 1.5: in
// America/New_York '2024-11-03 01:30:00' is 1730611800, 05:30 UTC, where
// PostgreSQL and DuckDB read 06:30 UTC). Every other time, a skipped
// spring time among them, is read as wallToInstant reads it.

// trinoZoneText is the cast of v to t in the session zone loc when v is a
// text without a zone, t TIMESTAMP WITH TIME ZONE and the wall-clock time
// repeated in loc; done false otherwise (the cast is castInZone's).
func trinoZoneText(v Value, t Type, loc *time.Location, o *Options) (out Value, done bool) {
	if !o.TrinoEarlierOverlap || v.k != KindString || t.Kind != ast.TypeTimestampTZ || loc == nil || loc == time.UTC {
		return Null, false
	}
	w, explicit, err := parseTimestampZone(v.s)
	if err != nil || explicit {
		return Null, false
	}
	// the instants showing w in loc: a zone's offset is within 14 hours,
	// and its changes are days apart
	var earliest int64
	n := 0
	for _, at := range []int64{w - 30*3600e6, w, w + 30*3600e6} {
		_, off := time.UnixMicro(at).In(loc).Zone()
		c := w - int64(off)*1e6
		if instantToWall(c, loc) == w && (n == 0 || c != earliest) {
			if n == 0 || c < earliest {
				earliest = c
			}
			n++
		}
	}
	if n < 2 {
		return Null, false
	}
	return TimestampTZIn(earliest, loc), true
}
