package executor

import (
	"fmt"
	"regexp"

	"github.com/lateral-sql/lateral/ast"
)

// textZoneRe is a date and time of day followed by a zone: an offset
// (+05, -05:30, -0800), Z or UTC.
var textZoneRe = regexp.MustCompile(`^(\s*\d{4,}-\d{1,2}-\d{1,2}[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d*)?)?)\s*(?:[+-]\d{1,2}(?::?\d{2}){0,2}|Z|(?i:utc))\s*$`)

// textZoneTimestampRe is the texts of textZoneRe DuckDB 1.5 reads as a
// TIMESTAMP (run on DuckDB: TestTsTextZoneRunDuckDB): the zone follows
// the seconds, and is Z or an offset of 2-digit hours right after them,
// or ' UTC' (any case) after one space. DuckDB raises for a zone after
// h:mm ('2020-01-01 10:00Z', '10:00 UTC'), for a space before Z or an
// offset ('10:00:00 +05', '10:00:00 Z'), for 'UTC' without the space or
// after two, and for '+5' and '+053'.
var textZoneTimestampRe = regexp.MustCompile(`^\s*\d{4,}-\d{1,2}-\d{1,2}[ T]+\d{1,2}:\d{2}:\d{2}(?:\.\d*)?(?:[+-]\d{2}(?::?\d{2}){0,2}|Z| (?i:utc))\s*$`)

// textZoneInput is v, a text cast to a TIMESTAMP or a DATE (or a literal
// of one), without the zone written after its time of day where
// Options.TextZoneDropped (DuckDB 1.5, run: CAST('2020-01-01
// 23:00:00-05:30' AS TIMESTAMP) is 2020-01-01 23:00:00, TIMESTAMP
// '2020-01-01 23:00:00-0800' too, CAST('2020-01-01 23:00:00-05' AS DATE)
// 2020-01-01): the time is read as written, where by default the offset
// moves it to UTC. A TIMESTAMP text of a zone DuckDB raises for
// (textZoneTimestampRe) is an error.
func textZoneInput(v Value, t Type, o *Options) (Value, error) {
	if !o.TextZoneDropped || v.k != KindString || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeDate {
		return v, nil
	}
	m := textZoneRe.FindStringSubmatch(v.s)
	if m == nil {
		return v, nil
	}
	if t.Kind == ast.TypeTimestamp && !textZoneTimestampRe.MatchString(v.s) {
		return Null, fmt.Errorf("invalid timestamp field format: %q (a zone of a TIMESTAMP text is read after the seconds, as Z, an offset +hh[:mm] without a space before it, or ' UTC')", v.s)
	}
	return StringValue(m[1]), nil
}
