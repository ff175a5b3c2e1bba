package executor

import (
	"regexp"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB writes a TIMESTAMPTZ as text with its offset's hours and
// minutes only: an offset with seconds (a zone's local mean time, as
// America/Los_Angeles before 1883-11-18) is -07:52:58 in PostgreSQL,
// -07:52 in DuckDB, which drops the seconds (+05:53:28 is +05:53; run on
// PostgreSQL 15 and DuckDB 1.5, pg_duck_tz_text_test.go). Both write it
// in the session's zone when the text is made. A CAST to a string type,
// || and the functions that read their arguments as text (concat, the
// string functions) write PostgreSQL's, and DuckDB's under
// Options.DuckDBZoneText.

// duckOffsetSecondsRe is the offset with seconds at the end of a
// TIMESTAMPTZ text.
var duckOffsetSecondsRe = regexp.MustCompile(`([+-][0-9]{2}:[0-9]{2}):[0-9]{2}$`)

// tzText is v written as text in the session's zone loc (the zone both
// engines write a TIMESTAMPTZ in, whichever zone the value was made
// under) where v is a TIMESTAMPTZ, with the offset's seconds dropped
// where duck is set (DuckDB); v itself otherwise.
func tzText(v Value, loc *time.Location, duck bool) Value {
	if v.k != KindTimestamp || v.t != ast.TypeTimestampTZ {
		return v
	}
	s := formatTimestampTZ(v.i, loc)
	if duck {
		s = duckOffsetSecondsRe.ReplaceAllString(s, "$1")
	}
	return StringValue(s)
}

// tzToText is v cast to t, a string type, as text in loc (tzText); v
// itself for another t.
func tzToText(v Value, t Type, loc *time.Location, duck bool) Value {
	if !t.Kind.IsText() {
		return v
	}
	return tzText(v, loc, duck)
}

// tzTextFn is f with a TIMESTAMPTZ result written as text (tzText), for
// || and the functions that read their arguments as text.
func tzTextFn(f evalFn, loc *time.Location, duck bool) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil {
			return v, err
		}
		return tzText(v, loc, duck), nil
	}
}
