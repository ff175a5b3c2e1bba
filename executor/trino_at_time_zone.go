package executor

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's and Presto's x AT TIME ZONE z (Options.AtTimeZone "trino").
//
// Trino documentation, "Date and time functions and operators", "Time
// zone conversion": "The AT TIME ZONE operator sets the time zone of a
// timestamp": TIMESTAMP '2012-10-31 01:00 UTC' AT TIME ZONE
// 'America/Los_Angeles' is 2012-10-30 18:00:00.000 America/Los_Angeles,
// the same instant kept with the zone z (Presto's documentation, "Time
// Zone Conversion", gives the same example). A TIMESTAMP (without time
// zone) is read in the session's zone first, as at_timezone reads it
// (Trino, at_timezone(timestamp(p), zone): "the time zone converted from
// the session time zone to the time zone specified in zone": in a session
// in America/New_York at_timezone(TIMESTAMP '2022-11-01 09:08:07.321',
// 'America/Los_Angeles') is 2022-11-01 06:08:07.321 America/Los_Angeles);
// with_timezone(timestamp(p), zone) reads the TIMESTAMP in zone itself
// (2022-11-01 09:08:07.321 America/Los_Angeles of the same). Presto's
// documentation has neither function: lat run answers them in Trino only.
//
// The result is a TIMESTAMP WITH TIME ZONE that keeps z (Trino
// documentation, data types, TIMESTAMP(P) WITH TIME ZONE: "Values of this
// type are rendered using the time zone from the value"): its hour, a
// cast to TIMESTAMP, an interval added, are of the wall-clock time in z
// (Options.KeepTimestampZones), and it is shown as
// 2012-10-30 18:00:00 America/Los_Angeles (TrinoTimestampTZText). The
// zones the data types page lists are read: UTC (GMT, Z, UT its aliases),
// an offset +hh:mm or -hh:mm, written with or without UTC, GMT or UT
// before it (shown +hh:mm: TIMESTAMP '2001-08-22 03:04:05.321 GMT-08:30'
// is 2001-08-22 03:04:05.321 -08:30), and a name of the IANA tz database
// spelled as there (shown as written). lat run refuses what the page
// does not define: abbreviations ('EST', 'CET'), names in another letter
// case, the Etc/, posix/, right/ and SystemV/ names, a zero offset (how
// Trino names it is not documented), a zone that is not a string literal
// (a column, NULL, an INTERVAL). A name the tz database lat run reads does
// not hold is an error, raised when the query is planned. The zones'
// rules are the tz database's Go reads (the system's, else Go's own copy),
// which may differ from the Java runtime's Trino reads for dates where the
// two databases differ.

// bindTrinoAtTimeZone binds x AT TIME ZONE z (fn "at_timezone", which
// at_timezone(x, z) is too) or with_timezone(x, z) as Trino and Presto
// read them.
func (b *binder) bindTrinoAtTimeZone(n ast.Node, fn string, x, zone ast.Expr) (Expr, error) {
	v, err := b.bind(x)
	if err != nil {
		return v, err
	}
	out := Type{Kind: ast.TypeTimestampTZ}
	k := v.Type().Kind
	if k != ast.TypeTimestamp && (fn == "with_timezone" || k != ast.TypeTimestampTZ) {
		takes := "a timestamp or a timestamp with time zone"
		if fn == "with_timezone" {
			takes = "a timestamp"
		}
		return nil, errAt(n, "%s of a %s is not answered by lat run: it takes %s (cast the operand to one)", trinoZoneConstruct(fn), v.Type(), takes)
	}
	session := b.p.eng.zone()
	loc := session // current_timezone(): trino_zoned_days.go
	if !isCurrentTimezone(zone) {
		if loc, err = trinoZone(zone, fn); err != nil {
			return nil, err
		}
	}
	f := &scalarFunc{name: fn, min: 1, max: 1, strict: true, ret: retFixed(out), fn: func(a []Value) (Value, error) {
		if a[0].t == ast.TypeTimestampTZ { // the same instant
			return TimestampTZIn(a[0].i, loc), nil
		}
		in := session // the wall-clock time read in the session's zone
		if fn == "with_timezone" {
			in = loc // read in zone
		}
		us, err := trinoWallInstant(a[0].i, in)
		return TimestampTZIn(us, loc), err
	}}
	return &Call{Name: fn, Args: []Expr{v}, T: out, fn: f}, nil
}

// trinoWallInstant is the instant of the wall-clock time w in loc, an
// error where a daylight-saving change skips or repeats w: how Trino reads
// those is not documented (PostgreSQL and DuckDB read them as standard
// time, wallToInstant).
func trinoWallInstant(w int64, loc *time.Location) (int64, error) {
	us, ok := uniqueWallInstant(w, loc)
	if !ok {
		return 0, fmt.Errorf("the time %s is skipped or repeated by a daylight-saving change in %s: how Trino reads it is not documented, and lat run does not answer it (give the instant as a TIMESTAMP WITH TIME ZONE)", formatTimestamp(w), loc)
	}
	return us, nil
}

func trinoZoneConstruct(fn string) string {
	if fn == "with_timezone" || fn == "from_unixtime" {
		return fn
	}
	return "AT TIME ZONE"
}

// trinoOffsetRe is an offset zone of Trino's data types page: +hh:mm or
// -hh:mm, with or without UTC, GMT or UT before it.
var trinoOffsetRe = regexp.MustCompile(`^(?i:UTC|GMT|UT)?([+-])([0-9]{2}):([0-9]{2})$`)

// trinoZone is the zone a string literal names, as bindTrinoAtTimeZone
// reads it; its String() is how Trino shows it.
func trinoZone(z ast.Expr, fn string) (*time.Location, error) {
	what := trinoZoneConstruct(fn)
	lit, ok := z.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		return nil, errAt(z, "%s of a zone that is no string literal is not answered by lat run in this dialect (write the zone's name, such as 'Europe/Paris', or an offset such as '+08:00')", what)
	}
	loc, why := trinoZoneName(lit.Value)
	if why != "" {
		return nil, errAt(z, "%s %q%s", what, lit.Value, why)
	}
	return loc, nil
}

// trinoZoneName is the zone name names as Trino's data types page lists
// them (trinoZone), or why lat run does not read it: a text to put after
// the quoted name, " is not answered ..." or ": unknown time zone ...".
func trinoZoneName(name string) (*time.Location, string) {
	switch strings.ToUpper(name) {
	case "UTC", "GMT", "Z", "UT":
		return time.UTC, ""
	}
	if m := trinoOffsetRe.FindStringSubmatch(name); m != nil {
		h, _ := strconv.Atoi(m[2])
		mi, _ := strconv.Atoi(m[3])
		secs := (h*60 + mi) * 60
		if m[1] == "-" {
			secs = -secs
		}
		if secs == 0 || h > 14 || mi > 59 {
			return nil, " is not answered by lat run: Trino's documentation does not say how it reads or shows a zero offset or one beyond 14:00 (write 'UTC', or another offset)"
		}
		return time.FixedZone(m[1]+m[2]+":"+m[3], secs), ""
	}
	if strings.HasPrefix(name, "+") || strings.HasPrefix(name, "-") {
		return nil, " is not answered by lat run in this dialect: it reads an offset written +hh:mm or -hh:mm, as Trino's documentation writes it (such as '+05:30')"
	}
	if !strings.Contains(name, "/") || strings.ContainsAny(name, " \t\n") {
		return nil, " is not answered by lat run in this dialect: it reads UTC, an offset such as '+08:00' and the names of the tz database (such as 'America/Los_Angeles'), not abbreviations, which Trino reads by rules of its own"
	}
	for _, p := range []string{"Etc/", "posix/", "right/", "SystemV/"} {
		if strings.HasPrefix(strings.ToLower(name), strings.ToLower(p)) {
			return nil, fmt.Sprintf(" is not answered by lat run in this dialect: it reads the names of the tz database's regions (such as 'America/Los_Angeles'), not its %s names (write the region's name or an offset such as '+08:00')", p)
		}
	}
	loc, err := time.LoadLocation(name)
	if err != nil || loc.String() != name {
		if _, err := loadZoneFold(name); err == nil {
			return nil, " is not answered by lat run in this dialect: it reads the names of the tz database as they are spelled there (such as 'America/Los_Angeles'), how Trino reads another spelling is not documented"
		}
		return nil, ": unknown time zone (lat run reads the names of the tz database as they are spelled there, such as 'America/Los_Angeles')"
	}
	return loc, ""
}

// TrinoTimestampTZText is a TIMESTAMP WITH TIME ZONE as Trino and Presto
// show it, the wall-clock time in the value's zone and the zone's name
// or offset (Trino documentation, data types: TIMESTAMP '2001-08-22
// 03:04:05.321 America/New_York' is 2001-08-22 03:04:05.321
// America/New_York, one at -08:30 2001-08-22 03:04:05.321 -08:30). The
// fraction is shown as lat run shows a TIMESTAMP's, without the zeros
// Trino writes up to the type's precision.
func TrinoTimestampTZText(v Value) string {
	loc := v.tzZone()
	return formatTimestamp(instantToWall(v.i, loc)) + " " + loc.String()
}

// trinoZonedText refuses a cast to a string type of a TIMESTAMP WITH
// TIME ZONE in Trino and Presto: their text has the digits of the type's
// precision (2012-10-30 18:00:00.000 America/Los_Angeles of a
// TIMESTAMP(3) WITH TIME ZONE), which lat run does not keep.
func (b *binder) trinoZonedText(x *ast.Cast, from, to Type) error {
	if b.p.eng.opts.AtTimeZone != "trino" || from.Kind != ast.TypeTimestampTZ {
		return nil
	}
	if to.Kind.IsText() {
		return errAt(x, "a cast of a timestamp with time zone to %s is not answered by lat run in this dialect: the text has the digits of the type's precision (2012-10-30 18:00:00.000 America/Los_Angeles), which lat run does not keep (format the parts with the dialect's functions, or run the query as PostgreSQL or DuckDB)", to)
	}
	return nil
}

// uniqueWallInstant is the instant of the wall-clock time w in loc, and
// whether it is the only one: false where a daylight-saving change skips
// or repeats w there.
func uniqueWallInstant(w int64, loc *time.Location) (int64, bool) {
	us := wallToInstant(w, loc)
	if loc == time.UTC {
		return us, true
	}
	// the offsets about w: a zone's offset is within 14 hours, and its
	// changes are days apart
	n := 0
	seen := map[int64]bool{}
	for _, at := range []int64{w - 30*3600e6, w, w + 30*3600e6} {
		_, off := time.UnixMicro(at).In(loc).Zone()
		c := w - int64(off)*1e6
		if !seen[c] && instantToWall(c, loc) == w {
			seen[c] = true
			n++
		}
	}
	return us, n == 1
}
