package executor

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/lateral-sql/lateral/ast"
)

// bindAtTimeZone binds x AT TIME ZONE zone as PostgreSQL and DuckDB read
// it (Options.AtTimeZone), timezone(zone, x) (Trino's and Presto's
// reading is trino_at_time_zone.go's):
// a timestamp read as the wall-clock time in zone is a timestamp with
// time zone, a timestamp with time zone is the wall-clock time in zone
// (PostgreSQL 15 run: TIMESTAMP '2020-07-01 10:00' AT TIME ZONE
// 'Europe/Paris' is 2020-07-01 08:00:00+00 in a UTC session,
// TIMESTAMPTZ '2020-01-01 10:00+00' AT TIME ZONE 'America/New_York'
// 2020-01-01 05:00:00, the posix/ names are the plain ones; DuckDB 1.5
// run: the same of a timestamp, and a DATE is read as its midnight's
// timestamp, DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' 2020-06-30
// 22:00:00+00, where PostgreSQL reads it as a timestamp with time zone,
// its midnight in the session's zone, 2020-07-01 02:00:00; a NULL zone
// gives NULL in both; at_time_zone_test.go runs them on both engines).
// The zone must be a string naming a zone of the tz database (a
// region/city name) or UTC; abbreviations and offsets, which the engines
// read by rules of their own ('UTC+2' counts west of Greenwich in
// PostgreSQL, east in DuckDB; 'CET' has daylight-saving time in DuckDB
// only), and zones per row are refused, except in the DuckDB dialect the
// names of DuckDB's zone data (EST, ROC, Etc/GMT+5), read as
// duck_zone_data.go checks them; DuckDB's names have no posix/ prefix. In
// the other dialects but Trino and Presto the clause is refused: the SQL
// standard's is not checked on an engine, Hive, Spark, Doris, Drill,
// BigQuery and Snowflake have none.
func (b *binder) bindAtTimeZone(x *ast.AtTimeZone) (Expr, error) {
	rule := b.p.eng.opts.AtTimeZone
	if rule == "trino" {
		return b.bindTrinoAtTimeZone(x, "at_timezone", x.X, x.Zone) // trino_at_time_zone.go
	}
	if rule == "" {
		return nil, errAt(x, "AT TIME ZONE is not answered by lat run in this dialect: its engine reads it otherwise than PostgreSQL, DuckDB, Trino and Presto or has no such clause; lat run reads it as one of those only (run the query as one of those, or write the conversion with the dialect's own functions)")
	}
	v, err := b.bind(x.X)
	if err != nil {
		return v, err
	}
	if rule == "duckdb" && v.Type().Kind == ast.TypeDate {
		v = &CastE{X: v, To: tTimestamp}
	}
	session := b.p.eng.zone()
	var out Type
	var fn func(loc *time.Location, a []Value) Value
	switch v.Type().Kind {
	case ast.TypeTimestamp:
		out = Type{Kind: ast.TypeTimestampTZ}
		fn = func(loc *time.Location, a []Value) Value { return TimestampTZIn(wallToInstant(a[0].i, loc), session) }
	case ast.TypeTimestampTZ:
		out = Type{Kind: ast.TypeTimestamp}
		fn = func(loc *time.Location, a []Value) Value { return TimestampValue(instantToWall(a[0].i, loc)) }
	case ast.TypeDate: // PostgreSQL: the date's midnight in the session's zone, a timestamp with time zone
		out = Type{Kind: ast.TypeTimestamp}
		fn = func(loc *time.Location, a []Value) Value {
			return TimestampValue(instantToWall(wallToInstant(a[0].i*86400e6, session), loc))
		}
	default:
		return nil, errAt(x, "AT TIME ZONE of a %s is not answered by lat run: it takes a timestamp, a timestamp with time zone or a date (cast the operand to one)", v.Type())
	}
	lit, ok := x.Zone.(*ast.Literal)
	if ok && lit.Kind == ast.LitNull { // timezone(NULL, x) is NULL (both engines, run)
		return &Const{V: Null, T: out}, nil
	}
	if !ok || lit.Kind != ast.LitString {
		return nil, errAt(x.Zone, "AT TIME ZONE of a zone that is no string literal is not answered by lat run (write the zone's name, such as 'Europe/Paris')")
	}
	name := lit.Value
	if rest, ok := strings.CutPrefix(name, "posix/"); ok && rule == "postgres" {
		name = rest
	}
	zone := strings.ToUpper(name)
	_, duckName := duckZoneTable[strings.ToLower(name)] // duck_zone_data.go: checked against DuckDB's offsets
	duckName = duckName && b.p.eng.opts.DuckDBZoneData
	if !duckName && (!strings.Contains(name, "/") && zone != "UTC" && zone != "GMT" && zone != "ZULU" || strings.HasPrefix(name, "right/") || strings.HasPrefix(zone, "ETC/GMT")) {
		instead := ""
		if rule == "duckdb" {
			instead = " (run the query on DuckDB (--engine duckdb))"
		}
		return nil, errAt(x.Zone, "AT TIME ZONE %q is not answered by lat run: it reads zone names of the tz database (such as 'Europe/Paris') and UTC, not abbreviations, offsets or leap-second zones%s", lit.Value, instead)
	}
	// An unknown name raises as the engines do, of a value that is not
	// NULL only (of NULL, or of no row, they raise nothing), and so does a
	// name with spaces around it, which loadZone would trim.
	loc, err := loadZoneFold(name)
	if b.p.eng.opts.DuckDBZoneData {
		loc, err = duckLoadZone(name)                                                                       // duck_zone_data.go: any letter case
		if err != nil && !strings.HasPrefix(err.Error(), "unknown") && !strings.HasPrefix(name, "posix/") { // DuckDB raises for posix/ names (at_time_zone_test.go)
			return nil, errAt(x.Zone, "AT TIME ZONE: %v", err)
		}
	}
	if err != nil || strings.HasPrefix(name, "posix/") || strings.TrimSpace(name) != name {
		loc = nil
	}
	f := &scalarFunc{name: "timezone", min: 1, max: 1, strict: true, ret: retFixed(out), fn: func(a []Value) (_ Value, err error) {
		defer catchDuckZone(&err) // duck_zone_data.go
		if loc == nil {
			return Null, fmt.Errorf("time zone %q not recognized (lat run reads the names of the tz database as they are spelled there, such as 'America/Port-au-Prince')", lit.Value)
		}
		return fn(loc, a), nil
	}}
	return &Call{Name: "timezone", Args: []Expr{v}, T: out, fn: f}, nil
}

// loadZoneFold is loadZone of a tz database name in any letter case, as
// PostgreSQL and DuckDB read them ('europe/paris' is 'Europe/Paris'):
// the name as written, else with each word capitalized (words between
// '/', '_' and, failing that, '-' too).
func loadZoneFold(name string) (*time.Location, error) {
	loc, err := loadZone(name)
	if err == nil {
		return loc, nil
	}
	for _, seps := range []string{"/_", "/_-"} {
		b := []byte(strings.ToLower(name))
		for i := range b {
			if i == 0 || strings.IndexByte(seps, b[i-1]) >= 0 {
				b[i] = byte(unicode.ToUpper(rune(b[i])))
			}
		}
		if l, e := loadZone(string(b)); e == nil {
			return l, nil
		}
	}
	return nil, err
}

// clockTZ reports whether the function name, now, current_timestamp or
// DuckDB's get_current_timestamp, is a TIMESTAMPTZ, as in PostgreSQL and
// DuckDB, the dialects of AT TIME ZONE (PostgreSQL 15 and DuckDB 1.5 run: pg_typeof(now()) is timestamp
// with time zone, typeof(now()) TIMESTAMP WITH TIME ZONE; in a session in
// Asia/Tokyo now() AT TIME ZONE 'UTC' is the wall clock in UTC,
// zone_fields_test.go).
func (b *binder) clockTZ(name string) bool {
	return (name == "now" || name == "current_timestamp" || name == "get_current_timestamp") && b.p.eng.opts.AtTimeZone != ""
}
