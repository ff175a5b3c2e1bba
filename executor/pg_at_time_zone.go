package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// bindAtTimeZone binds x AT TIME ZONE zone under Options.PostgresTyping:
// a timestamp read as the wall-clock time in zone is a timestamp with
// time zone, a timestamp with time zone is the wall-clock time in zone
// (PostgreSQL 15 run: TIMESTAMP '2020-07-01 10:00' AT TIME ZONE
// 'Europe/Paris' is 2020-07-01 08:00:00+00 in a UTC session,
// TIMESTAMPTZ '2020-01-01 10:00+00' AT TIME ZONE 'America/New_York'
// 2020-01-01 05:00:00, the posix/ names are the plain ones). The zone
// must be a string naming a zone of the tz database (a region/city name)
// or UTC; abbreviations and offsets, which PostgreSQL reads by rules of
// their own (POSIX offsets count west of Greenwich), are refused.
// Elsewhere the clause is bound as before, its operand alone.
func (b *binder) bindAtTimeZone(x *ast.AtTimeZone) (Expr, error) {
	v, err := b.bind(x.X)
	if err != nil || !b.p.eng.opts.PostgresTyping {
		return v, err
	}
	lit, ok := x.Zone.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString {
		return nil, errAt(x.Zone, "AT TIME ZONE of a zone that is no string literal is not answered by lat run (write the zone's name, such as 'Europe/Paris')")
	}
	name := strings.TrimSpace(lit.Value)
	if rest, ok := strings.CutPrefix(name, "posix/"); ok {
		name = rest
	}
	zone := strings.ToUpper(name)
	if !strings.Contains(name, "/") && zone != "UTC" && zone != "GMT" && zone != "ZULU" || strings.HasPrefix(name, "right/") || strings.HasPrefix(zone, "ETC/GMT") {
		return nil, errAt(x.Zone, "AT TIME ZONE %q is not answered by lat run: it reads zone names of the tz database (such as 'Europe/Paris') and UTC, not abbreviations, offsets or leap-second zones", lit.Value)
	}
	loc, err := loadZone(name)
	if err != nil {
		return nil, errAt(x.Zone, "time zone %q not recognized", lit.Value)
	}
	var out Type
	var fn func(a []Value) (Value, error)
	switch v.Type().Kind {
	case ast.TypeTimestamp:
		session := b.p.eng.zone()
		out = Type{Kind: ast.TypeTimestampTZ}
		fn = func(a []Value) (Value, error) { return TimestampTZIn(wallToInstant(a[0].i, loc), session), nil }
	case ast.TypeTimestampTZ:
		out = Type{Kind: ast.TypeTimestamp}
		fn = func(a []Value) (Value, error) { return TimestampValue(instantToWall(a[0].i, loc)), nil }
	default:
		return nil, errAt(x, "AT TIME ZONE of a %s is not answered by lat run: it takes a timestamp or a timestamp with time zone (cast the operand to one)", v.Type())
	}
	f := &scalarFunc{name: "timezone", min: 1, max: 1, strict: true, ret: retFixed(out), fn: fn}
	return &Call{Name: "timezone", Args: []Expr{v}, T: out, fn: f}, nil
}
