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
// PostgreSQL 15 and DuckDB 1.5, pg_duck_tz_text_test.go), and then
// minutes of 00 too (America/Manaus' -04:00:04 of 1850 is -04; DuckDB
// 1.5 run, duck_zone_data_test.go). Both write it
// in the session's zone when the text is made. A CAST to a string type,
// || and the functions that read their arguments as text (concat, the
// string functions) write PostgreSQL's, and DuckDB's under
// Options.DuckDBZoneText.

// duckOffsetSecondsRe is the offset with seconds at the end of a
// TIMESTAMPTZ text.
var duckOffsetSecondsRe = regexp.MustCompile(`([+-][0-9]{2})(:[0-9]{2}):[0-9]{2}$`)

// tzText is v written as text in the session's zone loc (the zone both
// engines write a TIMESTAMPTZ in, whichever zone the value was made
// under) where v is a TIMESTAMPTZ, with the offset's seconds dropped
// where duck is set (DuckDB); v itself otherwise.
func tzText(v Value, loc *time.Location, duck bool) Value {
	if v.k != KindTimestamp || v.t != ast.TypeTimestampTZ {
		return v
	}
	duckZoneCheck(loc, v.i) // duck_zone_data.go
	s := formatTimestampTZ(v.i, loc)
	if m := duckOffsetSecondsRe.FindStringSubmatchIndex(s); duck && m != nil {
		if s[m[4]:m[5]] == ":00" {
			s = s[:m[0]] + s[m[2]:m[3]]
		} else {
			s = s[:m[0]] + s[m[2]:m[5]]
		}
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

// withZoneText gives string_agg and group_concat DuckDB's text of a
// TIMESTAMPTZ when duck is set (tzText; DuckDB 1.5 run in a session in
// America/New_York: string_agg(TIMESTAMPTZ '1850-06-01 12:00:00+00', ',')
// is 1850-06-01 07:03:58-04:56; zone_fields_test.go).
func withZoneText(f aggFunc, duck bool) aggFunc {
	if x, ok := f.(*stringAgg); ok {
		x.duckZone = duck
	}
	return f
}

// duckZoneStrings is v with each TIMESTAMPTZ, at the top, in an array or a struct,
// written as text as DuckDB writes it (tzText), for to_json (DuckDB 1.5
// run in a session in America/New_York: to_json(TIMESTAMPTZ '1850-06-01
// 12:00:00+00') is "1850-06-01 07:03:58-04:56"; zone_fields_test.go).
func duckZoneStrings(v Value) Value {
	switch {
	case v.k == KindTimestamp && v.t == ast.TypeTimestampTZ:
		return tzText(v, v.tzZone(), true)
	case v.k == KindArray:
		es := make([]Value, len(v.Elems()))
		for i, e := range v.Elems() {
			es[i] = duckZoneStrings(e)
		}
		return ArrayValue(es)
	case v.k == KindStruct:
		s := v.Struct()
		vals := make([]Value, len(s.Vals))
		for i, e := range s.Vals {
			vals[i] = duckZoneStrings(e)
		}
		return StructOf(s.Names, vals)
	}
	return v
}
