package executor

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's and Presto's TIMESTAMP WITH TIME ZONE values made from a text,
// a number or the clock (Options.KeepTimestampZones).
//
// Trino documentation, data types, TIMESTAMP(P) WITH TIME ZONE: "Values
// of this type are rendered using the time zone from the value";
// TIMESTAMP '2001-08-22 03:04:05.321 UTC' is 2001-08-22 03:04:05.321 UTC,
// '... -08:30' and '... GMT-08:30' 2001-08-22 03:04:05.321 -08:30,
// '... America/New_York' 2001-08-22 03:04:05.321 America/New_York: a
// TIMESTAMP literal with a zone after its time is a TIMESTAMP WITH TIME
// ZONE that keeps that zone, whatever the session's (Presto's data types
// page gives TIMESTAMP '2001-08-22 03:04:05.321 America/Los_Angeles' as
// its TIMESTAMP WITH TIME ZONE example, its "Time Zone Conversion"
// timestamp '2012-10-31 01:00 UTC' as 2012-10-31 01:00:00.000 UTC). lat
// run reads so a TIMESTAMP or TIMESTAMP WITH TIME ZONE literal and a
// text CAST to TIMESTAMP WITH TIME ZONE whose time is followed by a zone
// of the page's forms (trinoZoneName). A text without a zone cast to
// TIMESTAMP WITH TIME ZONE is of the session's zone (castInZone). Refused,
// the documentation not saying how they read: a zone in another form
// ('+0530', 'EST', '2020-01-01T10:00Z'), a fraction past microseconds, a
// wall-clock time a daylight-saving change skips or repeats
// (trinoWallInstant), and a text with a zone CAST to TIMESTAMP.

// trinoZonedTextRe is a date, a time of day, a space, then a zone:
// letters or a sign first, as the data types page writes it.
var trinoZonedTextRe = regexp.MustCompile(`^\s*(\d{4}-\d{1,2}-\d{1,2} +\d{1,2}:\d{1,2}(?::\d{1,2}(?:\.(\d+))?)?)\s+([^\s\d.:].*?)\s*$`)

// trinoOtherZoneRe is a date and a time of day followed by something
// else than trinoZonedTextRe reads: a zone without the space before it
// ('...05+05:30', '...05UTC'), or after a T.
var trinoOtherZoneRe = regexp.MustCompile(`^\s*\d{4}-\d{1,2}-\d{1,2}[ T]+\d{1,2}:\d{1,2}(?::\d{1,2}(?:\.\d+)?)?\s*[^\s\d.:]`)

// trinoTimestampText reads s, a TIMESTAMP (WITH TIME ZONE) literal's text
// (literal) or a text cast to t, where a zone follows its time: ok is
// false where none does, the text read as before. What lat run does not
// answer is an unreadError, which TRY_CAST raises too.
func trinoTimestampText(s string, t Type, literal bool) (_ Value, ok bool, err error) {
	if t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTimestampTZ {
		return Null, false, nil
	}
	m := trinoZonedTextRe.FindStringSubmatch(s)
	if m == nil {
		if _, explicit, err := parseTimestampZone(s); err == nil && explicit || textZoneRe.MatchString(s) || trinoOtherZoneRe.MatchString(s) {
			return Null, true, unreadError{fmt.Sprintf("the zone of '%s' is not answered by lat run in this dialect: it reads a zone after the time and a space, as Trino's documentation writes them (UTC, an offset such as +08:00, or a name such as America/New_York)", s)}
		}
		return Null, false, nil
	}
	if t.Kind == ast.TypeTimestamp && !literal {
		return Null, true, unreadError{fmt.Sprintf("a cast of '%s', a text with a zone, to a TIMESTAMP is not answered by lat run in this dialect: how Trino reads it is not documented (cast it to TIMESTAMP WITH TIME ZONE first)", s)}
	}
	loc, why := trinoZoneName(m[3])
	if why != "" {
		return Null, true, unreadError{fmt.Sprintf("the zone %q of '%s'%s", m[3], s, why)}
	}
	if len(m[2]) > 6 && strings.Trim(m[2][6:], "0") != "" {
		return Null, true, unreadError{fmt.Sprintf("the reference executor keeps microseconds: '%s' has more digits", s)}
	}
	wall, err := parseTimestamp(m[1])
	if err != nil {
		return Null, true, err
	}
	us, err := trinoWallInstant(wall, loc)
	if err != nil {
		return Null, true, unreadError{err.Error()}
	}
	return TimestampTZIn(us, loc), true, nil
}

// bindTrinoFromUnixtime binds Trino's and Presto's from_unixtime.
//
// Trino documentation, "Date and time functions and operators":
// from_unixtime(unixtime) → timestamp(3) with time zone, "Returns the UNIX
// timestamp unixtime as a timestamp with time zone", from_unixtime(unixtime,
// zone) "using zone for the time zone", from_unixtime(unixtime, hours,
// minutes) "using hours and minutes for the time zone offset"; unixtime
// "is the number of seconds since 1970-01-01 00:00:00 UTC". Presto's
// documentation, "Date and Time Functions and Operators":
// from_unixtime(unixtime) → timestamp, "as a timestamp",
// from_unixtime(unixtime, string) and from_unixtime(unixtime, hours,
// minutes) as Trino's. The value is shown in its zone (data types,
// TIMESTAMP(P) WITH TIME ZONE: "rendered using the time zone from the
// value", an offset as -08:30). Neither says which zone the one-argument
// form's value has (Trino) or in which zone its TIMESTAMP is read
// (Presto's TIMESTAMP is of the session's zone under its legacy semantics
// and not under the new ones, "Legacy And New Timestamp"): lat run
// answers it in a UTC session only, where it is the time at UTC. A
// fraction of a millisecond is rounded as DateTimeFunctions.fromUnixTime
// does (unixMillis). Refused: offsets the documented forms do not give
// (trinoOffsetZone).
func (b *binder) bindTrinoFromUnixtime(x *ast.Func) (Expr, error) {
	presto := !b.p.eng.opts.TrinoTime
	n := len(x.Args)
	if n < 1 || n > 3 {
		return nil, errAt(x, "from_unixtime with %d arguments is not answered by lat run in this dialect (it takes unixtime, unixtime and a zone, or unixtime, hours and minutes)", n)
	}
	if session := b.p.eng.zone(); n == 1 && session != time.UTC {
		why := "Trino's documentation does not say which time zone its value has"
		if presto {
			why = "Presto's TIMESTAMP is of the session's zone under its legacy semantics and not under the new ones"
		}
		return nil, errAt(x, "from_unixtime(unixtime) in a session in %s is not answered by lat run in this dialect: %s (SET TimeZone = 'UTC', or give the zone: from_unixtime(unixtime, 'Europe/Paris'))", session, why)
	}
	var loc *time.Location
	if n == 2 {
		var err error
		if loc, err = trinoZone(x.Args[1], "from_unixtime"); err != nil {
			return nil, err
		}
	}
	args := make([]Expr, n)
	for i, a := range x.Args {
		if i == 1 && n == 2 {
			args = args[:1]
			break
		}
		e, err := b.bind(a)
		if err != nil {
			return nil, err
		}
		if k := e.Type().Kind; !k.IsNumeric() && k != ast.TypeUnknown {
			return nil, errAt(a, "from_unixtime of a %s is not answered by lat run in this dialect: it takes numbers", e.Type())
		}
		args[i] = e
	}
	out := Type{Kind: ast.TypeTimestampTZ}
	if presto && n == 1 {
		out = tTimestamp
	}
	f := &scalarFunc{name: "from_unixtime", min: len(args), max: len(args), strict: true, ret: retFixed(out), fn: func(a []Value) (Value, error) {
		ms, err := unixMillis(a[0])
		if err != nil {
			return Null, err
		}
		us := ms * 1000
		switch {
		case len(a) == 3:
			z, err := trinoOffsetZone(a[1], a[2])
			if err != nil {
				return Null, err
			}
			return TimestampTZIn(us, z), nil
		case loc != nil:
			return TimestampTZIn(us, loc), nil
		case out.Kind == ast.TypeTimestamp:
			return TimestampValue(us), nil // a UTC session's
		}
		return TimestampTZIn(us, time.UTC), nil // a UTC session's
	}}
	return &Call{Name: "from_unixtime", Args: args, T: out, fn: f}, nil
}

// unixMillis is the seconds v as whole milliseconds, as Trino's
// DateTimeFunctions.fromUnixTime computes them: the argument is a DOUBLE
// (a DECIMAL read as the nearest one), and the milliseconds are
// Math.round(unixTime * 1000), the nearest whole number, a half toward
// positive infinity; Java's Math.round of NaN is 0. An integer is exact.
// A count past the microseconds a BIGINT holds is out of range.
func unixMillis(v Value) (int64, error) {
	var f float64
	switch v.k {
	case KindInt:
		if v.i > math.MaxInt64/1000000 || v.i < math.MinInt64/1000000 {
			return 0, fmt.Errorf("from_unixtime(%d) is out of range", v.i)
		}
		return v.i * 1000, nil
	case KindDecimal:
		var err error
		if f, err = strconv.ParseFloat(v.String(), 64); err != nil {
			return 0, fmt.Errorf("from_unixtime(%s) is out of range", v.String())
		}
	case KindFloat:
		f = v.asFloat()
	default:
		return 0, fmt.Errorf("from_unixtime takes a number, not %s", v.String())
	}
	if math.IsNaN(f) {
		return 0, nil
	}
	p := f * 1000
	ms := math.Floor(p)
	if p-ms >= 0.5 {
		ms++
	}
	if math.IsInf(p, 0) || ms > math.MaxInt64/1000 || ms < math.MinInt64/1000 {
		return 0, fmt.Errorf("from_unixtime(%v) is out of range", f)
	}
	return int64(ms), nil
}

// trinoOffsetZone is the zone of from_unixtime's hours and minutes: an
// offset of hours and minutes of the same sign (or minutes alone), up to
// 14:00, not zero (how Trino shows a zero offset, and reads minutes of
// another sign, is not documented).
func trinoOffsetZone(h, m Value) (*time.Location, error) {
	if h.k != KindInt || m.k != KindInt {
		return nil, fmt.Errorf("from_unixtime's hours and minutes are not answered by lat run unless they are integers")
	}
	if h.i == 0 && m.i == 0 || m.i < 0 || m.i > 59 || h.i < -14 || h.i > 14 || (h.i == 14 || h.i == -14) && m.i != 0 || h.i < 0 && m.i != 0 {
		return nil, fmt.Errorf("from_unixtime with the offset %d hours %d minutes is not answered by lat run: Trino's documentation does not say how it reads it (give hours from -14 to 14 and minutes from 0 to 59, not both 0, minutes 0 with negative hours)", h.i, m.i)
	}
	secs := int(h.i*3600 + m.i*60)
	a := secs
	sign := "+"
	if a < 0 {
		sign, a = "-", -a
	}
	return time.FixedZone(fmt.Sprintf("%s%02d:%02d", sign, a/3600, a%3600/60), secs), nil
}

// bindTrinoClockCall binds current_timestamp, now() (TIMESTAMP WITH TIME
// ZONE of the session's zone), localtimestamp (TIMESTAMP) or Presto's
// localtime (TIME: Presto's documentation, localtime → time, a TIME
// "Time of day (hour, minute, second, millisecond)"), with the precision
// args, by trinoClock. Trino's documentation gives localtime no type nor
// digits ("Returns the current time as of the start of the query"): lat
// run does not answer it.
func (b *binder) bindTrinoClockCall(at ast.Node, name string, args []ast.Expr) (Expr, error) {
	fname := "current_timestamptz"
	switch name {
	case "localtimestamp":
		fname = "current_timestamp"
	case "localtime":
		if b.p.eng.opts.TrinoTime {
			return nil, errAt(at, "localtime is not answered by lat run in this dialect: Trino's documentation does not say its type's precision")
		}
		if len(args) > 0 {
			return nil, errAt(args[0], "the precision of localtime is not answered by lat run in this dialect: its documentation gives none")
		}
		fname = "localtime"
	}
	f := lookupFunc(fname)
	return b.trinoClock(name, args, &Call{Name: fname, T: f.ret(nil), fn: f})
}

// trinoClock is the current time call e (current_timestamp, now(),
// localtimestamp, with their precision args or none) with Trino's digits:
// Trino documentation, current_timestamp "with 3 digits of subsecond
// precision", current_timestamp(p) "with p digits of subsecond
// precision", localtimestamp and localtimestamp(p) likewise; Presto's
// timestamps are of milliseconds (its "Legacy And New Timestamp": a
// TIMESTAMP's "SECOND OF MINUTE - as DECIMAL(5, 3)"). The digits past them are dropped
// (which instant of the query's start is shown is not documented, so
// that none is later than it); a precision past 6 keeps microseconds,
// lat run's clock.
func (b *binder) trinoClock(name string, args []ast.Expr, e Expr) (Expr, error) {
	digits := int64(3)
	if len(args) > 1 {
		return nil, errAt(args[1], "%s takes one precision", name)
	}
	if len(args) == 1 {
		lit, ok := args[0].(*ast.Literal)
		p := int64(-1)
		if ok && lit.Kind == ast.LitInt {
			p, _ = strconv.ParseInt(lit.Value, 10, 64)
		}
		if p < 0 || p > 12 || !b.p.eng.opts.TrinoTime {
			return nil, errAt(args[0], "the precision of %s is not answered by lat run in this dialect (give an integer from 0 to 12 in Trino)", name)
		}
		digits = p
	}
	if digits >= 6 {
		return e, nil
	}
	unit := int64(math.Pow10(6 - int(digits)))
	t := e.Type()
	f := &scalarFunc{name: "trino_clock", min: 1, max: 1, strict: true, ret: retFixed(t), fn: func(a []Value) (Value, error) {
		v := a[0]
		us := v.i - (v.i%unit+unit)%unit
		switch {
		case v.k == KindTime:
			return TimeValue(us), nil
		case v.t == ast.TypeTimestampTZ:
			return TimestampTZIn(us, v.tzZone()), nil
		}
		return TimestampValue(us), nil
	}}
	return &Call{Name: "trino_clock", Args: []Expr{e}, T: t, fn: f}, nil
}
