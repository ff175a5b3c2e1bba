package executor

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// duckZoneNameRe is a date and a time of day followed by a zone name after
// one space, the form of a TIMESTAMPTZ text DuckDB reads a name in (DuckDB
// 1.5 run: '2020-01-01 10:00:00 Europe/Paris' and '2020-01-01T10:00:00.5
// europe/paris ' are read, '2020-01-01 10:00 Europe/Paris', '...
// 10:00:00Europe/Paris' and '... 10:00:00  Europe/Paris' raise "invalid
// timestamp field format").
var duckZoneNameRe = regexp.MustCompile(`^\s*(\d{4,}-\d{1,2}-\d{1,2}[ T]\d{1,2}:\d{2}(:\d{2}(?:\.\d*)?)?) ([A-Za-z][A-Za-z0-9_/+-]*)\s*$`)

// duckZoneAreaRe is the zone names the executor reads as DuckDB (ICU)
// does: an IANA Area/Location name, which ICU and Go's zone database
// both hold. ICU's other names (abbreviations such as EST, PST or IST,
// Japan, EST5EDT, UTC+2) are refused: the executor's database does not
// hold all of them, or not with ICU's meaning (IST is Asia/Kolkata to
// ICU).
var duckZoneAreaRe = regexp.MustCompile(`(?i)^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)/[A-Za-z0-9_/+-]+$`)

// unreadError is an error of a text the executor does not read as the
// engine does: TRY_CAST raises it rather than answering NULL.
type unreadError struct{ msg string }

func (e unreadError) Error() string { return e.msg }

// isUnreadError: err is an unreadError.
func isUnreadError(err error) bool {
	var u unreadError
	return errors.As(err, &u)
}

// duckZoneNameText is v, a text cast to t, read as DuckDB 1.5 reads a
// date and time followed by a zone name (under Options.DuckDBTimeText):
// to a TIMESTAMPTZ, the wall time in that zone, any case, a wall time a
// daylight-saving change skips or repeats read as zonedDate reads it
// (DuckDB 1.5 run: '2020-07-01 10:00:00 Europe/Paris' is 2020-07-01
// 08:00:00+00, '2020-01-01 10:00:00 europe/paris' 09:00:00+00,
// '1900-01-01 10:00:00 Europe/Paris' 09:50:39+00, '2020-03-29 02:30:00
// Europe/Paris' and '2020-10-25 02:30:00 Europe/Paris' 01:30:00+00,
// '2020-03-08 02:30:00 America/New_York' 07:30:00+00, '2020-11-01
// 01:30:00 America/New_York' 06:30:00+00, 'Etc/GMT+5' 5 hours behind
// UTC, 'Nowhere/Land' raises "Unknown TimeZone"; the executor raised
// "invalid timestamp" for them all, and read '2020-07-01
// 10:00:00.123456 America/New_York' as 10:00:00.123456 UTC). A name
// duckZoneAreaRe does not match, and such a text cast to a DATE (which
// DuckDB reads without its zone), is refused with an unreadError. v is
// returned as it is where it is no such text.
func duckZoneNameText(v Value, t Type) (Value, error) {
	if v.k != KindString || t.Kind != ast.TypeTimestampTZ && t.Kind != ast.TypeDate {
		return v, nil
	}
	m := duckZoneNameRe.FindStringSubmatch(v.s)
	if m == nil || strings.EqualFold(m[3], "utc") || strings.EqualFold(m[3], "z") {
		return v, nil
	}
	if t.Kind == ast.TypeDate {
		return Null, unreadError{fmt.Sprintf("the reference executor does not read the DATE text %q, which ends in a zone name (DuckDB reads the date alone): cast the date part, or run the query on DuckDB (--engine duckdb)", v.s)}
	}
	if m[2] == "" {
		return v, nil // DuckDB raises: a zone after the minutes (duck_time_text.go)
	}
	name := m[3]
	if !duckZoneAreaRe.MatchString(name) {
		return Null, unreadError{fmt.Sprintf("the reference executor does not read the zone %q of the TIMESTAMPTZ text %q (DuckDB reads ICU's zone names and abbreviations): write an Area/Location name such as Europe/Paris or an offset such as +02, or run the query on DuckDB (--engine duckdb)", name, v.s)}
	}
	loc, err := duckLoadZone(name) // duck_zone_data.go
	if err != nil && strings.HasPrefix(err.Error(), "unknown") {
		return Null, fmt.Errorf("Unknown TimeZone '%s'", name)
	} else if err != nil {
		return Null, unreadError{err.Error()}
	}
	wall, err := parseTimestamp(m[1])
	if err != nil {
		return Null, err
	}
	at := wallToInstant(wall, loc)
	return TimestampTZValue(at), nil
}

// duckZoneNameConst is the text constant c set against a TIMESTAMPTZ
// (zoneText) read as DuckDB reads it, zone names too
// (duckZoneNameText), in the session's zone loc, or an expression raising
// the error it gives when evaluated, as DuckDB raises for a text it does
// not read there (DuckDB 1.5 run: ts IN ('2020-07-01 10:00:00
// Europe/Paris') of a ts of 08:00 UTC is true, ts = 'garbage' and ts <
// '2020-07-01 10:00 Europe/Paris' raise "invalid timestamp field format";
// the executor answered false).
func duckZoneNameConst(c *Const, loc *time.Location) Expr {
	v, err := duckZoneNameText(c.V, Type{Kind: ast.TypeTimestampTZ})
	if err == nil && v.k == KindString {
		if v, err = castInZone(v, Type{Kind: ast.TypeTimestampTZ}, loc); err == nil {
			err = duckTimeTextBlanks(c.V.s, Type{Kind: ast.TypeTimestampTZ})
		}
	}
	if err != nil {
		return raiseExpr(err, Type{Kind: ast.TypeTimestampTZ})
	}
	return &Const{V: TimestampTZIn(v.i, loc), T: Type{Kind: ast.TypeTimestampTZ}}
}

// raiseExpr is an expression of type t raising err when evaluated.
func raiseExpr(err error, t Type) Expr {
	f := &scalarFunc{name: "error", min: 0, max: 0, volatile: true, ret: retFixed(t),
		fn: func([]Value) (Value, error) { return Null, err }}
	return &Call{Name: "error", T: t, fn: f}
}

// duckZoneTextColumn is e, a VARCHAR that is no constant set against a
// TIMESTAMPTZ other by =, <>, IS [NOT] DISTINCT FROM or IN, cast to a
// TIMESTAMPTZ as DuckDB casts it (under Options.DuckDBTimeText): zone
// names read, a text it does not read raising (DuckDB 1.5 runs, ts a
// TIMESTAMPTZ of 08:00 UTC and s a VARCHAR column: ts = s, ts IN (s) and
// ts IS DISTINCT FROM s of an s of '2020-07-01 10:00:00 Europe/Paris'
// are true, true and false, ts = s of an s of 'garbage' raises "invalid
// timestamp field format"; the executor answered false, false, true and
// false). Any other e is returned as it is.
func (b *binder) duckZoneTextColumn(e, other Expr) Expr {
	if !b.p.eng.opts.DuckDBTimeText || other.Type().Kind != ast.TypeTimestampTZ || e.Type().Kind != ast.TypeVarchar {
		return e
	}
	if _, ok := e.(*Const); ok {
		return e
	}
	return &CastE{X: e, To: Type{Kind: ast.TypeTimestampTZ}}
}

// raisingFirst puts the elements of an IN list that raise when evaluated
// (raiseExpr) first, as DuckDB reads every constant of the list, not only
// those before a match (DuckDB 1.5 run: ts IN ('2020-07-01 08:00:00',
// 'garbage') of a ts of 08:00 UTC raises "invalid timestamp field
// format"; the executor answered true).
func raisingFirst(list []Expr) {
	sort.SliceStable(list, func(i, j int) bool {
		return isRaiseExpr(list[i]) && !isRaiseExpr(list[j])
	})
}

// isRaiseExpr: e is a raiseExpr.
func isRaiseExpr(e Expr) bool {
	c, ok := e.(*Call)
	return ok && c.Name == "error" && c.fn != nil && c.fn.name == "error" && c.fn.min == 0 && c.fn.max == 0 && len(c.Args) == 0
}
