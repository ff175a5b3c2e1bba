package dialects

import (
	"regexp"

	"github.com/lateral-sql/lateral/ast"
)

// utcTimestampRows: Hive's and Spark's from_utc_timestamp(ts, zone).
//
// Spark SQL function reference: "from_utc_timestamp(timestamp, timezone)
// - Given a timestamp like '2017-07-14 02:40:00.0', interprets it as a
// time in UTC, and renders that time as a timestamp in the given time
// zone"; Hive LanguageManual UDF: from_utc_timestamp "Converts a
// timestamp in UTC to a given timezone". An instant has one wall-clock
// time in a zone, so the reading is the same in every target:
// PostgreSQL's and DuckDB's (ts AT TIME ZONE 'UTC') AT TIME ZONE zone
// (a TIMESTAMP read in UTC is a TIMESTAMP WITH TIME ZONE, and that at a
// zone is the zone's wall-clock TIMESTAMP: PostgreSQL 15 documentation
// 9.9.4, DuckDB's AT TIME ZONE), Trino's CAST(at_timezone(with_timezone(
// ts, 'UTC'), zone) AS TIMESTAMP) (with_timezone reads a timestamp in a
// zone, at_timezone changes the zone of a timestamp with time zone,
// whose cast to TIMESTAMP is its wall-clock time: Trino documentation,
// date and time functions), the cast written by rewrite/hive_epoch.go,
// which knows the source's digits (Spark's TIMESTAMP has 6, Trino's
// TIMESTAMP without them 3). The zone must be a literal region name
// (letters, digits, _, + and - after a /, as Europe/Paris) or UTC: an
// offset ('+08:00') is read with the opposite sign by PostgreSQL's
// POSIX rules, and Java reads three-letter names as regions ('PST' is
// America/Los_Angeles) where PostgreSQL reads them as fixed offsets.
// Spark's TIMESTAMP is an instant which it shifts by the zone's offsets
// (the same wall-clock result in a session zone with a fixed offset, as
// the README says of Spark's TIMESTAMP). rewrite/hive_epoch.go refuses
// ts not known to be a TIMESTAMP, and to_utc_timestamp (T204).
func utcTimestampRows() {
	fnRow("from_utc_timestamp", fnOn("from_utc_timestamp", dHive, dSpark), fnEm(emFromUTCAtZone, dPG, dDuck), fnEm(emFromUTCTrino, dTrino),
		fnNo("lateral has no spelling of from_utc_timestamp checked in this dialect (it writes it for Hive, Spark, PostgreSQL, DuckDB and Trino)",
			"convert the value in the source, or translate to one of those", dDoris, dPresto, dAnsi, dDrill, dBQ, dSnow))
}

var fnZoneRegion = regexp.MustCompile(`^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+)+)$`)

// utcZone is the zone argument, a literal region name or UTC.
func (c *fnCtx) utcZone(z ast.Expr) (ast.Expr, error) {
	if s, ok := fnStrLit(z); ok && fnZoneRegion.MatchString(s) {
		return z, nil
	}
	return nil, c.refuseAt(z, "from_utc_timestamp is written only of a time zone named by a literal region name (as 'America/New_York') or 'UTC': offsets and three-letter names are read otherwise here",
		"name the zone by its region, as 'Asia/Tokyo'")
}

// emFromUTCAtZone: (ts AT TIME ZONE 'UTC') AT TIME ZONE zone.
func emFromUTCAtZone(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	z, err := c.utcZone(a[1])
	if err != nil {
		return nil, err
	}
	return &ast.AtTimeZone{Span: c.sp, X: &ast.AtTimeZone{Span: c.sp, X: a[0], Zone: c.str("UTC")}, Zone: z}, nil
}

// emFromUTCTrino: at_timezone(with_timezone(ts, 'UTC'), zone), a
// TIMESTAMP WITH TIME ZONE, which rewrite/hive_epoch.go casts to the
// source's TIMESTAMP.
func emFromUTCTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	z, err := c.utcZone(a[1])
	if err != nil {
		return nil, err
	}
	return c.f("at_timezone", c.f("with_timezone", a[0], c.str("UTC")), z), nil
}
