package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTsZoneLit: a TIMESTAMP (without time zone) literal whose text names
// a zone or an offset.
const codeTsZoneLit = "T156"

// tsZoneLit refuses (T156) a TIMESTAMP literal without time zone whose
// text carries a zone, an offset or another suffix after the time of day
// ("2020-01-01 10:00:00 UTC", "... +05:00"), toward another dialect: the
// dialects read it each their own way. Trino's literal with a zone is a
// TIMESTAMP WITH TIME ZONE (Trino documentation, TIMESTAMP WITH TIME
// ZONE: TIMESTAMP '2001-08-22 03:04:05.321 America/Los_Angeles');
// PostgreSQL drops the zone (run on PostgreSQL 15: TIMESTAMP '2020-01-01
// 10:00:00 +05:00' is 2020-01-01 10:00:00, a timestamp without time
// zone); Spark converts the text at its offset to the session's zone;
// DuckDB 1.5 reads UTC and raises an error for another zone ("has a
// timestamp that is not UTC").
func (c *Context) tsZoneLit(l *ast.TypedLit) bool {
	if l.Type != nil && l.Type.Kind == ast.TypeTimestampTZ {
		return c.trinoZoneKept(l, l.Value) && c.posixZone(l, l.Value) && c.pgDuckOffsetRange(l, l.Value) && c.pgDuckZoneName(l, l.Value)
	}
	if l.Type == nil || l.Type.Kind != ast.TypeTimestamp || c.Source.Name == c.Target.Name {
		return true
	}
	m := tsTextRe.FindStringSubmatch(l.Value)
	if m == nil || strings.TrimSpace(m[8]) == "" || pgDuckTsUTC(c, m) {
		return true
	}
	c.Refuse(codeTsZoneLit, l, "write TIMESTAMP WITH TIME ZONE '...' for a point in time with its offset, or the TIMESTAMP without the zone",
		"the TIMESTAMP literal carries %q after its time of day, which %s and %s read otherwise (Trino's is a TIMESTAMP WITH TIME ZONE, PostgreSQL drops the zone, Spark converts to its session's zone, DuckDB takes a UTC one only)",
		strings.TrimSpace(m[8]), c.Source.Name, c.Target.Name)
	return false
}

// pgDuckUTCRe is the suffixes after the seconds of a TIMESTAMP text that
// PostgreSQL 15 and DuckDB 1.5 both drop (run on both: TIMESTAMP
// '2020-01-01 10:00:00 UTC', '...00Z', '...00+02', '...00-05:30' are all
// 2020-01-01 10:00:00 in both). DuckDB raises for another zone name
// (' GMT', ' Z', 'UTC' without the space) and for a zone after h:mm
// without the seconds, which PostgreSQL reads; PostgreSQL raises for an
// offset past 15:59 ('+16', '+05:60'), which DuckDB reads.
var pgDuckUTCRe = regexp.MustCompile(`^( (?i:utc)|Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?)\s*$`)

// pgDuckZoneTextRe is a date and time of day followed by a zone that
// PostgreSQL 15 reads and DuckDB 1.5 reads only when written otherwise
// (run on both, in the zone America/New_York): DuckDB raises for a zone
// after h:mm without the seconds ('2020-01-01 10:00 UTC', '...10:00+05'),
// for ' Z' and for a space before an offset ('...10:00:00 +05'), and, for
// a TIMESTAMP, for ' GMT'; PostgreSQL reads GMT and Z as UTC, and with
// the seconds written ':00', ' UTC' for GMT and Z and the offset without
// the space both read the text alike (a TIMESTAMPTZ at that instant, a
// TIMESTAMP without the zone). An offset is of at most 15:59, as in
// pgDuckUTCRe.
var pgDuckZoneTextRe = regexp.MustCompile(`^(\s*\d{4}-\d{1,2}-\d{1,2}[ T]\d{1,2}:\d{2})(:\d{2}(?:\.\d*)?)?\s*((?i:utc|gmt)|Z|[+-](?:0[0-9]|1[0-5])(?::?[0-5][0-9])?)\s*$`)

// pgDuckZoneText is text, a TIMESTAMP or TIMESTAMPTZ text of PostgreSQL,
// written as DuckDB reads it alike (pgDuckZoneTextRe), from PostgreSQL to
// DuckDB; text itself otherwise.
func (c *Context) pgDuckZoneText(text string) string {
	m := pgDuckZoneTextRe.FindStringSubmatch(text)
	if m == nil || c.Source.Name != "postgres" || !c.Target.is("duckdb") {
		return text
	}
	secs, zone := m[2], m[3]
	if secs != "" && pgDuckUTCRe.MatchString(text[len(m[1])+len(secs):]) {
		return text // read alike as written
	}
	if secs == "" {
		secs = ":00"
	}
	if zone[0] != '+' && zone[0] != '-' {
		zone = " UTC"
	}
	return m[1] + secs + zone
}

// pgDuckZoneLit is l, a TIMESTAMP or TIMESTAMPTZ literal, with its text
// written by pgDuckZoneText.
func (c *Context) pgDuckZoneLit(l *ast.TypedLit) *ast.TypedLit {
	if l.Type == nil || !tsKind(l.Type.Kind) {
		return l
	}
	if v := c.pgDuckZoneText(l.Value); v != l.Value {
		nl := *l
		nl.Value = v
		return &nl
	}
	return l
}

// pgDuckZoneCast is x, a cast of a string literal to TIMESTAMP or
// TIMESTAMPTZ, with its text written by pgDuckZoneText.
func (c *Context) pgDuckZoneCast(x *ast.Cast) *ast.Cast {
	lit, ok := x.X.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString || x.Type == nil || !tsKind(x.Type.Kind) {
		return x
	}
	if v := c.pgDuckZoneText(lit.Value); v != lit.Value {
		return castLitValued(x, lit, v)
	}
	return x
}

// pgDuckTsUTC says whether m (tsTextRe's match of a TIMESTAMP literal)
// carries a suffix of pgDuckUTCRe after its seconds, between PostgreSQL and
// DuckDB, which read it alike.
func pgDuckTsUTC(c *Context, m []string) bool {
	pair := c.Source.Name == "postgres" && c.Target.is("duckdb") || c.Source.Name == "duckdb" && c.Target.Name == "postgres"
	return pair && m[6] != "" && pgDuckUTCRe.MatchString(m[8])
}

// posixZoneRe is a zone written as a name followed by an offset ("UTC+5",
// "GMT-03:00"): PostgreSQL reads it as a POSIX zone,
// whose offset is west of Greenwich, the sign reversed.
var posixZoneRe = regexp.MustCompile(`(?i)[a-z][a-z_]*\s*[+-]\s*\d`)

// posixZone refuses (T156) a TIMESTAMP WITH TIME ZONE text whose zone is a
// name followed by an offset between PostgreSQL and another dialect:
// PostgreSQL reads '2020-01-01 10:00:00 UTC+5' as 15:00 UTC (a POSIX zone,
// its offset west of Greenwich), DuckDB 1.5 as 05:00 UTC (run on both),
// and Java's zone ids read UTC+5 as five hours east too. It is called for
// typed literals and casts of string literals; it reports whether the
// text was accepted.
func (c *Context) posixZone(at ast.Node, text string) bool {
	if c.Source.Name == c.Target.Name || c.Source.Name != "postgres" && c.Target.Name != "postgres" {
		return true
	}
	m := tsTextRe.FindStringSubmatch(text)
	if m == nil || !posixZoneRe.MatchString(m[8]) {
		return true
	}
	c.Refuse(codeTsZoneLit, at, "write the offset alone ('2020-01-01 10:00:00-05', east positive in every dialect) or a zone name such as 'America/New_York'",
		"the zone %q of a TIMESTAMP WITH TIME ZONE is a POSIX zone in PostgreSQL, whose offset counts west of Greenwich (UTC+5 is five hours behind UTC), where %s reads it east (%s to %s)",
		strings.TrimSpace(m[8]), otherThan(c, "postgres"), c.Source.Name, c.Target.Name)
	return false
}

// posixZoneCast checks a cast of a string literal to TIMESTAMP WITH TIME
// ZONE as posixZone does.
func (c *Context) posixZoneCast(x *ast.Cast) {
	if lit, ok := x.X.(*ast.Literal); ok && lit.Kind == ast.LitString && x.Type != nil && x.Type.Kind == ast.TypeTimestampTZ {
		_ = c.trinoZoneKept(x, lit.Value) && c.posixZone(x, lit.Value) && c.pgDuckOffsetRange(x, lit.Value) && c.pgDuckZoneName(x, lit.Value)
	}
}

// pgDuckOffsetOutRe is a TIMESTAMP WITH TIME ZONE text whose offset after
// the time of day is past 15:59 (+16, +16:00, +1600, +05:60), which
// PostgreSQL 15 raises for ("time zone displacement out of range") and
// DuckDB 1.5 reads (TIMESTAMPTZ '2020-01-01 10:00:00+16' and '...+1600'
// are 2019-12-31 18:00:00 UTC; run on both: TestTimestampZoneTextPgDuck).
var pgDuckOffsetOutRe = regexp.MustCompile(`\d:\d{2}(:\d{2}(\.\d*)?)?\s*[+-]((1[6-9]|[2-9][0-9])(:?[0-9]{2}){0,2}|[0-9]{2}:?[6-9][0-9](:?[0-9]{2})?)\s*$`)

// pgDuckOffsetRange refuses (T156) a TIMESTAMP WITH TIME ZONE literal, or
// string literal cast to one or compared with a timestamp (tsTextOperand),
// of pgDuckOffsetOutRe between PostgreSQL and DuckDB; ok is false when
// refused.
func (c *Context) pgDuckOffsetRange(at ast.Node, text string) bool {
	if !c.pgDuckDateTextPair() || !pgDuckOffsetOutRe.MatchString(text) {
		return true
	}
	c.Refuse(codeTsZoneLit, at, "write an offset of at most 15:59",
		"the offset of the timestamp text %q is past 15:59, which postgres raises for and duckdb reads (%s to %s)", text, c.Source.Name, c.Target.Name)
	return false
}

// zoneWordRe is a word of the suffix of a timestamp text (tsTextRe's
// m[8]): a zone name, an abbreviation, or BC, AD, AM, PM.
var zoneWordRe = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_/-]*`)

// dateWordRe is a word of a timestamp text not starting year-month-day
// (pgDuckZoneName) that is not a zone: a month or a day of the week, in
// full or abbreviated ('Jan', 'Sept', 'Friday'), the T of ISO 8601 before
// the time ('20260102T120000'), Julian J, ordinal suffixes ('2nd') and
// the special values PostgreSQL reads (epoch, infinity, now, today,
// tomorrow, yesterday, allballs).
var dateWordRe = regexp.MustCompile(`^(?i:(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)|january|february|march|april|june|july|august|september|october|november|december|` +
	`(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)|(mon|tues|wednes|thurs|fri|satur|sun)day|[tj][0-9].*|st|nd|rd|th|epoch|infinity|now|today|tomorrow|yesterday|allballs)$`)

func dateWord(w string) bool { return dateWordRe.MatchString(w) }

// pgDuckZoneName refuses (T156) a TIMESTAMP WITH TIME ZONE literal, or
// string literal cast to one or compared with one (tsTextOperand), whose
// text names a zone other than UTC between PostgreSQL and DuckDB; ok is
// false when refused. Each engine reads a zone's rules from a tz database
// of its own, PostgreSQL 15 the system's and DuckDB 1.5 the ICU data built
// into it, and the two differ as for AT TIME ZONE (atTimeZoneUTC; run on
// both, TestTimestampTZZoneNamePgDuck: TIMESTAMPTZ '2026-12-15 12:00:00
// America/Vancouver' is 2026-12-15 20:00:00+00 in PostgreSQL, 19:00:00+00
// in DuckDB). The names of UTC (utcZoneName) and Z, an offset (which
// pgDuckOffsetRange checks) and BC, AD, AM, PM are kept. A text not
// starting year-month-day ('Jan 2 2026 12:00 America/Vancouver', '2026/01/02
// 12:00 Europe/Amsterdam') is read word by word, its words of a date
// (dateWordRe) kept.
func (c *Context) pgDuckZoneName(at ast.Node, text string) bool {
	if !c.pgDuckDateTextPair() {
		return true
	}
	suffix := text
	if m := tsTextRe.FindStringSubmatch(text); m != nil {
		suffix = m[8]
	}
	for _, w := range zoneWordRe.FindAllString(suffix, -1) {
		switch strings.ToUpper(w) {
		case "Z", "BC", "AD", "AM", "PM":
			continue
		}
		if utcZoneName(w) || suffix == text && dateWord(w) {
			continue
		}
		c.Refuse(codeTsZoneLit, at, "write the offset of the instant ('2026-12-15 12:00:00-08') or UTC",
			"the zone %q of the timestamp text %q is read by postgres from the system's tz database and by duckdb from the ICU data built into it, which differ ('America/Vancouver' from November 2026, 'Europe/Amsterdam' before 1940); they agree on UTC and offsets only (%s to %s)",
			w, text, c.Source.Name, c.Target.Name)
		return false
	}
	return true
}

// trinoZoneKept refuses (T156) a TIMESTAMP WITH TIME ZONE literal, or a
// string literal cast to one, whose text carries a zone after its time,
// from Trino or Presto to another dialect: Trino's and Presto's value keeps
// that zone (Trino documentation, data types, TIMESTAMP(P) WITH TIME ZONE:
// "Values of this type are rendered using the time zone from the value",
// TIMESTAMP '2001-08-22 03:04:05.321 -08:30' is 2001-08-22 03:04:05.321
// -08:30), its hour, date and text are of it, where the other dialects'
// value is of the session's zone (PostgreSQL 15 and DuckDB 1.5, run in a
// UTC session, TestTrinoZoneKept: extract(hour FROM TIMESTAMPTZ
// '2020-01-01 10:00:00+05:30') is 4) or has none. A text without a zone is
// read in the session's zone by both.
func (c *Context) trinoZoneKept(at ast.Node, text string) bool {
	from := c.Source.Name == "trino" || c.Source.Name == "presto"
	if !from || c.Target.Name == "trino" || c.Target.Name == "presto" {
		return true
	}
	m := tsTextRe.FindStringSubmatch(text)
	if m == nil || strings.TrimSpace(m[8]) == "" {
		return true
	}
	c.Refuse(codeTsZoneLit, at, "write the timestamp without its zone (both read it in the session's zone), or keep the query in Trino or Presto",
		"the TIMESTAMP WITH TIME ZONE text carries %q after its time of day: %s's value keeps that zone (its hour, date and text are of it), %s's does not keep it",
		strings.TrimSpace(m[8]), c.Source.Name, c.Target.Name)
	return false
}
