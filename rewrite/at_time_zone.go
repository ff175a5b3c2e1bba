package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

const codeAtTimeZone = "T171"

// atTimeZoneReading is how dialect d reads x AT TIME ZONE z: "timezone",
// PostgreSQL's timezone(z, x), a timestamp read as the wall-clock time
// in z giving a timestamp with time zone, a timestamp with time zone
// giving its wall-clock time in z (PostgreSQL 15 documentation, 9.9.4
// "AT TIME ZONE"; DuckDB's timestamp with time zone functions,
// timezone(text, timestamp) and timezone(text, timestamptz), both run:
// TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris' is
// 2020-07-01 08:00:00+00 in a UTC session); "zoned", Trino's and
// Presto's, whose result is a timestamp with time zone in z, a
// timestamp being given the session's zone first (Trino's date and time
// functions, "AT TIME ZONE": TIMESTAMP '2012-10-31 01:00 UTC' AT TIME
// ZONE 'America/Los_Angeles' is 2012-10-30 18:00:00.000
// America/Los_Angeles); "" for the others (ANSI SQL's standard reading
// is the zoned one, which lateral has not checked on an engine; Hive,
// Spark, Doris, Drill, BigQuery and Snowflake have no such clause).
func atTimeZoneReading(d string) string {
	switch d {
	case "postgres", "duckdb":
		return "timezone"
	case "trino", "presto":
		return "zoned"
	}
	return ""
}

// atTimeZone keeps x AT TIME ZONE z where the source and the target read
// it alike (atTimeZoneReading) and refuses it (T171) where they do not:
//
//   - between Trino and Presto it is left;
//   - between PostgreSQL and DuckDB it is left where the operand is a
//     TIMESTAMP or a TIMESTAMP WITH TIME ZONE and the zone UTC or NULL
//     (atTimeZoneUTC: the engines' tz databases differ): a DATE is a
//     timestamp with time zone to PostgreSQL and a timestamp to DuckDB
//     (DuckDB 1.5 run: DATE '2020-07-01' AT TIME ZONE 'Europe/Paris' is
//     2020-06-30 22:00:00+00, PostgreSQL 15 2020-07-01 02:00:00), an
//     offset '+05:00' counts west of Greenwich in PostgreSQL and is no
//     zone to DuckDB, and the posix/ names are PostgreSQL's only;
//   - between the others and toward ANSI SQL it is refused: a timestamp
//     with time zone is a wall-clock timestamp to PostgreSQL and DuckDB
//     and keeps its zone in Trino, and a timestamp is read in the zone
//     given there and in the session's zone in Trino.
//
// Toward Hive, Spark, Doris, Drill, BigQuery and Snowflake the printer
// refuses the clause (T090).
func (c *Context) atTimeZone(x *ast.AtTimeZone, sc *scope) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	sr, tr := atTimeZoneReading(src), atTimeZoneReading(dst)
	if src == dst || sr != "" && sr == tr && sr == "zoned" {
		return x
	}
	if c.bqUTCNodes[x] || c.bqOwnAtTZ[x] {
		return x // the target's own, written by lateral (bq_timestamp_trunc.go)
	}
	if dst != "ansi" && tr == "" {
		return x // no such clause in the target: the printer refuses it
	}
	if sr != "timezone" || tr != "timezone" {
		c.Refuse(codeAtTimeZone, x, "write the conversion for the target in its own terms (Trino's at_timezone or with_timezone, PostgreSQL's and DuckDB's AT TIME ZONE, which timezone(z, x) is too)",
			"%s's AT TIME ZONE is not %s's: %s; %s (%s to %s)",
			src, dst, atTimeZoneWords(src), atTimeZoneWords(dst), src, dst)
		return x
	}
	t := c.typeOf(x.X, sc)
	if t == nil || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTimestampTZ {
		what := "an operand of unknown type"
		if t != nil {
			what = strings.ToLower(t.Kind.String())
			if strings.ContainsRune("aeiou", rune(what[0])) {
				what = "an " + what
			} else {
				what = "a " + what
			}
		}
		c.Refuse(codeAtTimeZone, x.X, "give the column types with --schema, or cast the operand to TIMESTAMP or TIMESTAMP WITH TIME ZONE in the source",
			"AT TIME ZONE of %s: %s and %s agree on a timestamp and a timestamp with time zone only (a DATE is a timestamp with time zone to PostgreSQL, a timestamp to DuckDB) (%s to %s)",
			what, src, dst, src, dst)
		return x
	}
	if !atTimeZoneUTC(x.Zone) {
		c.Refuse(codeAtTimeZone, x.Zone, "write the zone as 'UTC', or convert the times to the zone outside the query",
			"AT TIME ZONE of this zone is not read alike by %s and %s: they agree on UTC only, not on abbreviations, offsets, posix/ names or zones computed per row, nor on the names of the tz database, whose rules each engine takes from a database of its own that differ ('America/Vancouver' from November 2026, 'Europe/Amsterdam' before 1940) (%s to %s)",
			src, dst, src, dst)
	}
	return x
}

// atTimeZoneWords describes what dialect d's AT TIME ZONE gives.
func atTimeZoneWords(d string) string {
	switch atTimeZoneReading(d) {
	case "timezone":
		return "in " + d + " a timestamp is read as the wall-clock time in the zone and a timestamp with time zone gives its wall-clock time there"
	case "zoned":
		return "in " + d + " the result is a timestamp with time zone that keeps the zone, a timestamp being read in the session's zone"
	}
	return d + "'s reading has not been checked by lateral on an engine"
}

// atTimeZoneUTC: z is NULL, which gives NULL in both engines, or a string
// literal naming UTC ('UTC', 'GMT', 'Zulu', 'Etc/UTC', in any letter
// case, without spaces around it): the zone PostgreSQL and DuckDB read
// alike whatever their tz databases (run, pg_duck_at_time_zone_test.go).
// The names of other zones are refused: each engine reads their rules
// from a tz database of its own (PostgreSQL 15 the system's, DuckDB 1.5
// the ICU data built into it), and the two differ for present dates as
// for old ones (both run: TIMESTAMP '2026-12-15 12:00' AT TIME ZONE
// 'America/Vancouver' is 2026-12-15 20:00:00+00 in PostgreSQL,
// 19:00:00+00 in DuckDB; 'Africa/Casablanca' from 2026 and
// 'Europe/Amsterdam' before 1940 differ too, as do about a hundred names
// of 518 before 1975).
func atTimeZoneUTC(z ast.Expr) bool {
	lit, ok := z.(*ast.Literal)
	if ok && lit.Kind == ast.LitNull {
		return true
	}
	return ok && lit.Kind == ast.LitString && utcZoneName(lit.Value)
}

// utcZoneName: name is one of the names of UTC of atTimeZoneUTC.
func utcZoneName(name string) bool {
	switch strings.ToUpper(name) {
	case "UTC", "GMT", "ZULU", "ETC/UTC":
		return true
	}
	return false
}

// atTimeZoneType is the type of x AT TIME ZONE z in PostgreSQL and
// DuckDB, timezone(z, x): a TIMESTAMP gives a TIMESTAMP WITH TIME ZONE
// and one with time zone a TIMESTAMP; a DATE is read as a TIMESTAMP WITH
// TIME ZONE by PostgreSQL, as a TIMESTAMP by DuckDB (both run, see
// atTimeZone). Elsewhere, or of another operand, it is unknown.
func (c *Context) atTimeZoneType(x *ast.AtTimeZone, sc *scope) *ast.TypeName {
	if c.bqUTCNodes[x] {
		return &ast.TypeName{Kind: ast.TypeTimestamp} // bq_utc_read.go
	}
	if atTimeZoneReading(c.Source.Name) != "timezone" {
		return nil
	}
	t := c.typeOf(x.X, sc)
	if t == nil {
		return nil
	}
	switch {
	case t.Kind == ast.TypeTimestamp, t.Kind == ast.TypeDate && c.Source.Name == "duckdb":
		return &ast.TypeName{Kind: ast.TypeTimestampTZ}
	case t.Kind == ast.TypeTimestampTZ, t.Kind == ast.TypeDate:
		return &ast.TypeName{Kind: ast.TypeTimestamp}
	}
	return nil
}

// timezoneFunc reads PostgreSQL's and DuckDB's timezone(z, x) as the x AT
// TIME ZONE z it is (PostgreSQL 15 documentation, 9.9.4: "The function
// timezone(zone, timestamp) is equivalent to the SQL-conforming construct
// timestamp AT TIME ZONE zone"; DuckDB binds the clause to its
// timezone(text, timestamp) and timezone(text, timestamptz), which its
// errors name): toward another dialect it is checked and written as the
// clause (atTimeZone), kept or refused as that is. DuckDB's timezone(x)
// of one argument, a time zone offset, is another function.
func (c *Context) timezoneFunc(f *ast.Func, sc *scope) ast.Expr {
	if atTimeZoneReading(c.Source.Name) != "timezone" || c.Source.Name == c.Target.Name || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "timezone") ||
		len(f.Args) != 2 || f.Distinct || f.Star || f.Over != nil || f.Filter != nil || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 {
		return f
	}
	return c.atTimeZone(&ast.AtTimeZone{Span: f.Span, X: f.Args[1], Zone: f.Args[0]}, sc)
}
