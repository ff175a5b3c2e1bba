package executor

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // IANA zones for SET TimeZone on machines without a zoneinfo database

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/pgfrac"
)

// Time zones. A TIMESTAMPTZ is an instant (UTC microseconds). The session's
// TimeZone setting (SET TimeZone = 'America/Los_Angeles'; DuckDB with its
// ICU extension, PostgreSQL) decides three things, as both engines define
// them:
//
//   - a timestamp text without an offset, or a TIMESTAMP, cast to
//     TIMESTAMPTZ is a wall-clock time in that zone;
//   - adding an interval adds its months and days on that zone's calendar
//     (the wall-clock time is kept across a daylight-saving change) and its
//     time part as elapsed time;
//   - a TIMESTAMPTZ is shown in that zone with its UTC offset
//     (1992-04-05 03:00:00-07).
//
// A TIMESTAMPTZ value made under a zone carries it (Value.x), so
// arithmetic and display need no session at hand. Without the setting the
// zone is UTC.

// SettingTimeZone is the session time zone (DuckDB and PostgreSQL:
// TimeZone), an IANA name or UTC.
const SettingTimeZone = "timezone"

// SettingCalendar is DuckDB's Calendar (ICU); only gregorian is known.
const SettingCalendar = "calendar"

// loadZone resolves a TimeZone setting's value.
func loadZone(name string) (*time.Location, error) {
	n := strings.TrimSpace(name)
	switch strings.ToUpper(n) {
	case "", "UTC", "GMT", "Z", "ZULU", "ETC/UTC":
		return time.UTC, nil
	}
	loc, err := time.LoadLocation(n)
	if err != nil {
		return nil, fmt.Errorf("unknown time zone %q", name)
	}
	return loc, nil
}

// loadZone is the package's loadZone, duckLoadZone in the DuckDB
// dialect (Options.DuckDBZoneData).
func (e *Engine) loadZone(name string) (*time.Location, error) {
	if e.opts.DuckDBZoneData {
		return duckLoadZone(name)
	}
	return loadZone(name)
}

// zone is the session's time zone (UTC when not set).
func (e *Engine) zone() *time.Location {
	if v, ok := e.db.Setting(SettingTimeZone); ok {
		if loc, err := e.loadZone(v); err == nil {
			return loc
		}
	}
	return time.UTC
}

// TimestampTZIn is the TIMESTAMPTZ instant micros shown in loc.
func TimestampTZIn(micros int64, loc *time.Location) Value {
	v := TimestampTZValue(micros)
	if loc != nil && loc != time.UTC {
		duckZoneCheck(loc, micros) // duck_zone_data.go
		v.x = loc
	}
	return v
}

// tzZone is the zone a TIMESTAMPTZ value is shown and computed in.
func (v Value) tzZone() *time.Location {
	if loc, ok := v.x.(*time.Location); ok && loc != nil {
		return loc
	}
	return time.UTC
}

// castInZone is castValue with the session zone loc: casts to and from
// TIMESTAMPTZ read and give wall-clock times in loc.
func castInZone(v Value, t Type, loc *time.Location) (_ Value, err error) {
	defer catchDuckZone(&err) // duck_zone_data.go
	if v.k == KindNull {
		return castValue(v, t)
	}
	switch {
	case t.Kind == ast.TypeTimestampTZ:
		switch {
		case v.k == KindString:
			us, explicit, err := parseTimestampZone(v.s)
			if err != nil {
				return Null, err
			}
			if !explicit {
				us = wallToInstant(us, loc)
			}
			return TimestampTZIn(us, loc), nil
		case v.k == KindTimestamp && v.t == ast.TypeTimestampTZ:
			return TimestampTZIn(v.i, loc), nil
		case v.k == KindTimestamp || v.k == KindDate:
			out, err := castValue(v, t)
			if err != nil {
				return out, err
			}
			return TimestampTZIn(wallToInstant(out.i, loc), loc), nil
		}
	case v.k == KindTimestamp && v.t == ast.TypeTimestampTZ && t.Kind != ast.TypeTimestampTZ:
		switch t.Kind {
		case ast.TypeTimestamp, ast.TypeDate, ast.TypeTime:
			// the wall-clock time in the value's zone
			return castValue(TimestampValue(instantToWall(v.i, v.tzZone())), t)
		}
	}
	return castValue(v, t)
}

// wallToInstant reads wall-clock microseconds (as if UTC) as a time in loc.
func wallToInstant(wall int64, loc *time.Location) int64 {
	if loc == nil || loc == time.UTC {
		return wall
	}
	w := microsToTime(wall)
	return zonedDate(w.Year(), w.Month(), w.Day(), w.Hour(), w.Minute(), w.Second(), w.Nanosecond(), loc).UnixMicro()
}

// zonedDate is time.Date in loc with PostgreSQL's rule for wall times a
// daylight-saving change skips or repeats (manual, B.2 "Handling of Invalid
// or Ambiguous Timestamps"): both are read as standard time, that is with
// the offset before a jump forward ('2018-03-11 02:30' in New York is 03:30
// EDT) and after a jump back ('2018-11-04 01:30' is 01:30 EST). ICU, and so
// DuckDB, reads them the same way. time.Date leaves the choice open.
func zonedDate(y int, m time.Month, d, h, mi, s, ns int, loc *time.Location) time.Time {
	u := time.Date(y, m, d, h, mi, s, ns, time.UTC)
	duckZoneCheckSpan(loc, u.Add(-26*time.Hour).UnixMicro(), u.Add(26*time.Hour).UnixMicro()) // duck_zone_data.go: the offsets read
	_, before := u.Add(-26 * time.Hour).In(loc).Zone()
	_, after := u.Add(26 * time.Hour).In(loc).Zone()
	if before == after {
		return time.Date(y, m, d, h, mi, s, ns, loc)
	}
	at := func(off int) (time.Time, bool) {
		t := u.Add(-time.Duration(off) * time.Second).In(loc)
		_, o := t.Zone()
		return t, o == off
	}
	tb, okB := at(before)
	ta, okA := at(after)
	switch {
	case okB && !okA:
		return tb
	case okA && !okB, okA && okB: // a repeated wall time: the later reading
		return ta
	}
	return tb // a skipped wall time: the offset before the jump
}

// instantToWall gives the wall-clock microseconds (as if UTC) of an instant in loc.
func instantToWall(us int64, loc *time.Location) int64 {
	if loc == nil || loc == time.UTC {
		return us
	}
	duckZoneCheck(loc, us) // duck_zone_data.go
	_, off := time.UnixMicro(us).In(loc).Zone()
	return us + int64(off)*1e6
}

// addIntervalIn adds iv (times sign) to the instant us as PostgreSQL does
// (its timestamptz_pl_interval): the months on loc's calendar (a day
// past the end of the month is the month's last day), the wall-clock time
// read again (zonedDate); then the days on the calendar, from that
// instant's wall-clock time, read again; then the time part as elapsed
// microseconds. Reading the time between the months and the days
// matters where the months land on a skipped time: run on PostgreSQL 15
// in America/New_York, TIMESTAMPTZ '2024-02-10 02:30:00-05' + INTERVAL '1
// month 1 day' is 2024-03-11 03:30:00-04 (2024-03-10 02:30 is read as
// 03:30 EDT, then a day is added).
func addIntervalIn(us int64, iv Interval, sign int, loc *time.Location) int64 {
	if loc == nil {
		loc = time.UTC
	}
	if iv.Months != 0 {
		duckZoneCheck(loc, us) // duck_zone_data.go
		t := time.UnixMicro(us).In(loc)
		y, m, d := t.Date()
		total := int(m) - 1 + sign*int(iv.Months)
		y += floorDivInt(total, 12)
		m = time.Month(total - floorDivInt(total, 12)*12 + 1)
		if last := daysIn(y, m); d > last {
			d = last
		}
		h, mi, s := t.Clock()
		us = zonedDate(y, m, d, h, mi, s, t.Nanosecond(), loc).UnixMicro()
	}
	if iv.Days != 0 {
		duckZoneCheck(loc, us) // duck_zone_data.go
		t := time.UnixMicro(us).In(loc)
		y, m, d := t.Date()
		h, mi, s := t.Clock()
		us = zonedDate(y, m, d+sign*int(iv.Days), h, mi, s, t.Nanosecond(), loc).UnixMicro()
	}
	return us + int64(sign)*iv.Micros
}

func floorDivInt(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// formatTimestampTZ shows the instant us in loc with its offset from UTC:
// -08, +05:30, as DuckDB and PostgreSQL print it.
func formatTimestampTZ(us int64, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	_, off := time.UnixMicro(us).In(loc).Zone()
	s := formatTimestamp(us + int64(off)*1e6)
	sign := byte('+')
	if off < 0 {
		sign, off = '-', -off
	}
	b := []byte(s)
	b = append(b, sign)
	b = append(b, twoDigits(off/3600)...)
	if mm, ss := off%3600/60, off%60; mm != 0 || ss != 0 {
		b = append(append(b, ':'), twoDigits(mm)...)
		if ss != 0 {
			b = append(append(b, ':'), twoDigits(ss)...)
		}
	}
	return string(b)
}

func twoDigits(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// parseTimestampZone is parseTimestamp, and whether the text gave its own
// UTC offset (Z, +hh[:mm], -hhmm) after the time.
func parseTimestampZone(s string) (int64, bool, error) {
	us, err := parseTimestamp(s)
	if err != nil {
		return 0, false, err
	}
	t := strings.TrimSpace(s)
	if i := strings.Index(strings.ToUpper(t), " (BC)"); i >= 0 {
		t = t[:i] + t[i+5:]
	} else if n := len(t) - 3; n > 0 && strings.EqualFold(t[n:], " BC") {
		t = strings.TrimSpace(t[:n])
	}
	i := strings.IndexAny(t, " T")
	if i < 0 {
		return us, false, nil
	}
	tp := strings.TrimSpace(t[i+1:])
	explicit := strings.HasSuffix(tp, "Z") || strings.LastIndexAny(tp, "+-") > 0
	return us, explicit, nil
}

// zoneText reads a text constant e set against a TIMESTAMPTZ other
// (t <= '2025-08-30') as a TIMESTAMPTZ in the session's zone, as the
// engines' implicit cast does, and where PostgreSQL's fractional second
// digits past the sixth are on (Options.PostgresTimestampText) one set
// against a TIMESTAMP or a TIME too, read as its cast reads them (ts_text.go; run on
// PostgreSQL 15: TIMESTAMP '2020-01-01 00:00:00' =
// '2019-12-31 23:59:59.9999999' is true); where Trino's and Doris's half
// up reading is on (Options.TimestampTextHalfUp) one set against a
// TIMESTAMP is read as their cast to TIMESTAMP(6) reads it (Doris
// documentation, DATETIME: digits past the precision are rounded; Trino
// itself does not compare a TIMESTAMP with a VARCHAR: trinodb/trino#7334);
// any other e is returned as it is.
func (b *binder) zoneText(e, other Expr) Expr {
	c, ok := e.(*Const)
	if !ok || c.V.k != KindString {
		return e
	}
	pg, up, k := b.p.eng.opts.PostgresTimestampText, b.p.eng.opts.TimestampTextHalfUp, other.Type().Kind
	if k != ast.TypeTimestampTZ && !((pg && k == ast.TypeTime || (pg || up) && k == ast.TypeTimestamp) && pgfrac.LongFracRe.MatchString(c.V.s)) {
		return e
	}
	if k == ast.TypeTimestampTZ && b.p.eng.opts.DuckDBTimeText {
		return duckZoneNameConst(c, b.p.eng.zone()) // duck_zone_name_text.go
	}
	t := Type{Kind: k}
	v, err := castInZone(c.V, t, b.p.eng.zone())
	if err != nil {
		return e // compared as before: an error or no match at run time
	}
	v = pgTimestampText(v, c.V, t, pg)
	if v, err = halfUpTimestampText(v, c.V, Type{Kind: k, Prec: 6}, up); err != nil {
		return e
	}
	return &Const{V: v, T: t}
}

// zonePeers casts each TIMESTAMP or DATE of es, operands compared (or
// subtracted) where one is a TIMESTAMPTZ, to a TIMESTAMPTZ in the session's
// zone, as the engines' implicit cast does (PostgreSQL 15 and DuckDB 1.5
// run in a session in America/New_York: TIMESTAMPTZ '2024-03-10
// 07:30:00+00' = TIMESTAMP '2024-03-10 03:30:00' is true, minus it 00:00:00;
// zone_fields_test.go). In a UTC session the cast changes nothing.
func (b *binder) zonePeers(es []Expr) {
	if b.p.eng.zone() == time.UTC {
		return
	}
	tz := false
	for _, e := range es {
		tz = tz || e.Type().Kind == ast.TypeTimestampTZ
	}
	if !tz {
		return
	}
	for i, e := range es {
		if k := e.Type().Kind; k == ast.TypeTimestamp || k == ast.TypeDate {
			es[i] = &CastE{X: e, To: Type{Kind: ast.TypeTimestampTZ}, Implicit: true}
		}
	}
}

// typeHasTZ says whether values of t may hold a TIMESTAMPTZ.
func typeHasTZ(t Type) bool {
	switch t.Kind {
	case ast.TypeTimestampTZ, ast.TypeUnknown, ast.TypeOther:
		return true
	case ast.TypeArray:
		return t.Elem == nil || typeHasTZ(*t.Elem)
	case ast.TypeMap:
		return t.Key == nil || t.Val == nil || typeHasTZ(*t.Key) || typeHasTZ(*t.Val)
	case ast.TypeStruct:
		if len(t.Fields) == 0 {
			return true
		}
		for _, f := range t.Fields {
			if typeHasTZ(f.Type) {
				return true
			}
		}
	}
	return false
}

// inZone is v with its TIMESTAMPTZ values (nested ones too) shown in loc.
func inZone(v Value, loc *time.Location) Value {
	out, _ := rezone(v, loc)
	return out
}

// rezone is inZone, and whether anything changed.
func rezone(v Value, loc *time.Location) (Value, bool) {
	switch v.k {
	case KindTimestamp:
		if v.t == ast.TypeTimestampTZ && v.tzZone() != loc {
			return TimestampTZIn(v.i, loc), true
		}
	case KindArray:
		if out, ok := rezoneAll(v.Elems(), loc); ok {
			return ArrayValue(out), true
		}
	case KindStruct:
		s := v.Struct()
		if out, ok := rezoneAll(s.Vals, loc); ok {
			return StructOf(s.Names, out), true
		}
	case KindMap:
		m := v.Map()
		ks, ok1 := rezoneAll(m.Keys, loc)
		vs, ok2 := rezoneAll(m.Vals, loc)
		if ok1 || ok2 {
			return MapOf(ks, vs), true
		}
	}
	return v, false
}

// rezoneAll rezones vs, copying the slice only when something changes.
func rezoneAll(vs []Value, loc *time.Location) ([]Value, bool) {
	var out []Value
	for i, e := range vs {
		if z, ok := rezone(e, loc); ok {
			if out == nil {
				out = append([]Value(nil), vs...)
			}
			out[i] = z
		}
	}
	if out == nil {
		return vs, false
	}
	return out, true
}

// zoneTrunc is date_trunc's TIMESTAMPTZ result: us, an instant whose wall
// clock in loc is wall, truncated to trunc on that clock. A unit of a day
// or more (an hour or more when duck) reads trunc in loc (wallToInstant);
// a smaller one keeps us's offset. PostgreSQL's timestamptz_trunc redoes
// the zone only for units of a day or more, DuckDB's ICU from the hour
// (PostgreSQL 15 and DuckDB 1.5 run, executor/zone_fields_test.go:
// date_trunc('hour', TIMESTAMPTZ '2024-11-03 05:30:00+00') in
// America/New_York is 01:00:00-04 in PostgreSQL, 01:00:00-05 in DuckDB).
func zoneTrunc(us, wall, trunc int64, unit string, loc *time.Location, duck bool) Value {
	switch strings.ToLower(unit) {
	case "hour":
		if !duck {
			break
		}
		fallthrough
	case "year", "yyyy", "yy", "quarter", "month", "mon", "mm", "week", "day", "dd":
		return TimestampTZIn(wallToInstant(trunc, loc), loc)
	}
	return TimestampTZIn(us-(wall-trunc), loc)
}
