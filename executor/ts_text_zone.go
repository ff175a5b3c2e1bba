package executor

import (
	"regexp"

	"github.com/lateral-sql/lateral/ast"
)

// textZoneRe is a date and time of day followed by a zone: an offset
// (+05, -05:30, -0800), Z or UTC.
var textZoneRe = regexp.MustCompile(`^(\s*\d{4,}-\d{1,2}-\d{1,2}[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d*)?)?)\s*(?:[+-]\d{1,2}(?::?\d{2}){0,2}|Z|(?i:utc))\s*$`)

// textZoneInput is v, a text cast to a TIMESTAMP or a DATE (or a literal
// of one), without the zone written after its time of day where
// Options.TextZoneDropped (DuckDB 1.5, run: CAST('2020-01-01
// 23:00:00-05:30' AS TIMESTAMP) is 2020-01-01 23:00:00, TIMESTAMP
// '2020-01-01 23:00:00-0800' too, CAST('2020-01-01 23:00:00-05' AS DATE)
// 2020-01-01): the time is read as written, where by default the offset
// moves it to UTC.
func textZoneInput(v Value, t Type, o *Options) Value {
	if !o.TextZoneDropped || v.k != KindString || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeDate {
		return v
	}
	if m := textZoneRe.FindStringSubmatch(v.s); m != nil {
		return StringValue(m[1])
	}
	return v
}
