package executor

import (
	"fmt"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's CONVERT_TIMEZONE (Options.ConvertTimezone).
//
// Snowflake documentation, CONVERT_TIMEZONE: CONVERT_TIMEZONE(target_tz,
// source_timestamp) "returns a value of type TIMESTAMP_TZ", the instant of
// source_timestamp in target_tz, its zone "taken from its value" for a
// TIMESTAMP_TZ, else the session's (a TIMESTAMP_LTZ, or a TIMESTAMP_NTZ
// read as a wall-clock time there); CONVERT_TIMEZONE(source_tz, target_tz,
// source_timestamp_ntz) "returns a value of type TIMESTAMP_NTZ", the
// wall-clock time in target_tz of the instant that the TIMESTAMP_NTZ is in
// source_tz; "If any argument is NULL, returns NULL". The zones are named
// by the IANA tz database, case-sensitively.
//
// lat run's TIMESTAMPTZ keeps the zone it is made in for the expression
// that reads it (its fields, its casts to DATE, TIME and TIMESTAMP read the
// clock of that zone, as a TIMESTAMP_TZ's are read at its own offset),
// and is shown in the session's zone when returned, where Snowflake shows
// the value's own offset. A TIMESTAMP_NTZ wall-clock time that a
// daylight-saving change skips or repeats in the zone it is read in is an
// error (how Snowflake reads it is not documented), as are a DATE, a
// string and other types (the documentation's 2-argument form names the
// timestamp types and, in a later version, a DATE whose reading lat run
// does not model) and a TIMESTAMP_TZ given to the 3-argument form, which
// "must be TIMESTAMP_NTZ".

// bindConvertTimezone binds Snowflake's CONVERT_TIMEZONE call x.
func (b *binder) bindConvertTimezone(x *ast.Func) (Expr, error) {
	if len(x.Args) != 2 && len(x.Args) != 3 {
		return nil, errAt(x, "CONVERT_TIMEZONE takes 2 arguments (target_tz, source_timestamp) or 3 (source_tz, target_tz, source_timestamp_ntz), not %d", len(x.Args))
	}
	args := make([]Expr, len(x.Args))
	for i, a := range x.Args {
		v, err := b.bind(a)
		if err != nil {
			return nil, err
		}
		args[i] = v
	}
	for i := 0; i < len(args)-1; i++ {
		if k := args[i].Type().Kind; !k.IsText() && k != ast.TypeUnknown {
			return nil, errAt(x.Args[i], "CONVERT_TIMEZONE takes the name of a time zone here, not a %s", args[i].Type())
		}
	}
	ts := args[len(args)-1]
	k := ts.Type().Kind
	three := len(args) == 3
	switch {
	case k == ast.TypeUnknown: // NULL
	case k == ast.TypeTimestamp:
	case k == ast.TypeTimestampTZ && !three:
	default:
		takes := "a TIMESTAMP_NTZ, TIMESTAMP_LTZ or TIMESTAMP_TZ"
		if three {
			takes = "a TIMESTAMP_NTZ"
		}
		return nil, errAt(x.Args[len(x.Args)-1], "CONVERT_TIMEZONE of a %s is not answered by lat run: it takes %s here (cast the value to one)", ts.Type(), takes)
	}
	session := b.p.eng.zone()
	zones := map[string]*time.Location{}
	zone := func(v Value) (*time.Location, error) {
		name := textOf(v)
		if loc, ok := zones[name]; ok {
			return loc, nil
		}
		// "Time zone names are case-sensitive" (Snowflake documentation,
		// CONVERT_TIMEZONE): UTC or a name of the IANA tz database as
		// spelled there
		loc, err := time.UTC, error(nil)
		if name != "UTC" {
			if loc, err = time.LoadLocation(name); err != nil || name == "" || name == "Local" {
				return nil, fmt.Errorf("unknown time zone %q", name)
			}
		}
		zones[name] = loc
		return loc, nil
	}
	out := Type{Kind: ast.TypeTimestampTZ}
	if three {
		out = Type{Kind: ast.TypeTimestamp}
	}
	f := &scalarFunc{name: "convert_timezone", min: len(args), max: len(args), strict: true, ret: retFixed(out), fn: func(a []Value) (Value, error) {
		if three {
			from, err := zone(a[0])
			if err != nil {
				return Null, err
			}
			to, err := zone(a[1])
			if err != nil {
				return Null, err
			}
			us, err := snowWallInstant(a[2].i, from)
			if err != nil {
				return Null, err
			}
			return TimestampValue(instantToWall(us, to)), nil
		}
		to, err := zone(a[0])
		if err != nil {
			return Null, err
		}
		us := a[1].i
		if a[1].t != ast.TypeTimestampTZ { // a TIMESTAMP_NTZ, read in the session's zone
			if us, err = snowWallInstant(us, session); err != nil {
				return Null, err
			}
		}
		return TimestampTZIn(us, to), nil
	}}
	return &Call{Name: "convert_timezone", Args: args, T: out, fn: f}, nil
}

// snowWallInstant is the instant of the wall-clock time w in loc, an error
// where a daylight-saving change skips or repeats w there.
func snowWallInstant(w int64, loc *time.Location) (int64, error) {
	us, ok := uniqueWallInstant(w, loc) // trino_at_time_zone.go
	if !ok {
		return 0, fmt.Errorf("the time %s is skipped or repeated by a daylight-saving change in %s: how Snowflake reads it is not documented, and lat run does not answer it", formatTimestamp(w), loc)
	}
	return us, nil
}
