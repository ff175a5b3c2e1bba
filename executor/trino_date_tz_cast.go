package executor

import (
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's and Presto's CAST(date AS TIMESTAMP WITH TIME ZONE)
// (Options.KeepTimestampZones) is not midnight of the date in the session
// zone: it takes the date's midnight in UTC and subtracts the session
// zone's offset at that UTC instant (Trino source,
// DateToTimestampWithTimeZoneCast.toEpochMillis: epochMillis minus
// getZone().getOffset(epochMillis), commented "convert to midnight in the
// session timezone"; Presto source, DateOperators.castToTimestampWithTimeZone,
// the same). Where the zone's offset at UTC midnight differs from its
// offset at local midnight the value is off by the change: in
// America/Havana, whose spring change skips 2024-03-10 00:00, DATE
// '2024-03-10' is 01:00 -04 (PostgreSQL's reading too), and in
// Australia/Sydney, whose autumn change is at 03:00 on 2024-04-07, DATE
// '2024-04-07' is 2024-04-06 14:00 UTC (01:00 +11 there), where
// PostgreSQL reads 00:00 +11.

// trinoDateZoned is the cast of v to t in the session zone loc under
// Trino's rule when v is a DATE and t TIMESTAMP WITH TIME ZONE; done
// false otherwise.
func trinoDateZoned(v Value, t Type, loc *time.Location, o *Options) (out Value, done bool) {
	if !o.KeepTimestampZones || v.k != KindDate || t.Kind != ast.TypeTimestampTZ {
		return Null, false
	}
	if loc == nil {
		loc = time.UTC
	}
	utc := v.i * 86400e6
	_, off := time.UnixMicro(utc).In(loc).Zone()
	return TimestampTZIn(utc-int64(off)*1e6, loc), true
}
