package rewrite

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// codeZoneReading: a time-zone reading that the source and the target do
// not share and the translation cannot write: a BigQuery TIMESTAMP text
// whose zone a target that keeps the zone of its value cannot be given as
// BigQuery reads it, a series of TIMESTAMPTZ values (pg_duck_tz_series.go).
const codeZoneReading = "T200"

// bqOffsetRe is a fixed offset after a BigQuery timestamp text's time of
// day, as BigQuery writes them ({+|-}H[H][:M[M]], BigQuery documentation,
// timestamp type, time zones), or the same without the colon.
var bqOffsetRe = regexp.MustCompile(`^([+-])(\d{1,2})(?::?(\d{2}))?$`)

// bqUTCText is text, a BigQuery TIMESTAMP text (of a TIMESTAMP literal, a
// cast of a string literal to TIMESTAMP, or a string literal compared
// with or stored into a TIMESTAMP), written for the target so that the
// target reads the instant BigQuery does in every session. BigQuery reads
// a text without a zone in UTC (BigQuery documentation, timestamp type:
// "If no time zone is specified, the default time zone, UTC, is used"),
// where PostgreSQL, DuckDB, Trino, Presto, Spark, Hive and Snowflake read
// it in the session's zone (run on PostgreSQL 15 and DuckDB 1.5 with SET
// TimeZone = 'America/New_York': TIMESTAMPTZ '2024-03-10 10:00:00' is
// 14:00 UTC; Snowflake documentation, TIMESTAMP_TZ: "If a time zone is not
// provided, the session time zone offset is used"; Trino documentation,
// TIMESTAMP WITH TIME ZONE; the SQL standard's TIMESTAMP WITH TIME ZONE
// takes the session's displacement): the text is written with the target's
// spelling of UTC after its seconds (timeTextUTC), midnight added to a date
// alone, a T before the time written as a space (each target reads the
// space; Trino and Presto read no T). Trino's, Presto's, Snowflake's and
// the standard's value keeps the zone of its text, whose clock its hour,
// date and text are of, where BigQuery's is an instant read on the clock
// of UTC unless told otherwise: toward them a text with a fixed offset is
// written as the UTC time of its instant, and one with a zone name other
// than UTC is refused (T200). ok is false when refused.
func (c *Context) bqUTCText(at ast.Node, text string) (string, bool) {
	if c.Source.Name != "bigquery" || c.Target.Name == "bigquery" {
		return text, true
	}
	m := tsTextRe.FindStringSubmatch(text)
	if m == nil {
		return text, true // not a text lateral reads; left to the target
	}
	zone := strings.TrimSpace(m[8])
	keeps := bqZoneKept(c.Target.Name)
	if zone != "" && !keeps {
		return text, true // an instant with its zone, read alike
	}
	hh, mi, ss := "00", "00", "00"
	if m[4] != "" {
		hh, mi = m[4], m[5]
	}
	if m[6] != "" {
		ss = m[6]
	}
	frac := ""
	if m[7] != "" {
		frac = "." + m[7]
	}
	if zone != "" && !utcZoneName(zone) && !strings.EqualFold(zone, "Z") {
		om := bqOffsetRe.FindStringSubmatch(zone)
		if om != nil && (len(om[2]) == 2 && om[2] > "14" || om[3] > "59") {
			om = nil // past BigQuery's offsets: not converted
		}
		if om == nil {
			c.Refuse(codeZoneReading, at, "write the instant with a fixed offset ('2024-03-10 10:00:00-05') or in UTC",
				"the zone %q of the bigquery TIMESTAMP text %q: %s's value keeps the zone of its text, whose clock its hour, date and text are of, where bigquery's is read on the clock of UTC, and the translation converts a fixed offset only",
				zone, text, c.Target.Name)
			return text, false
		}
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		h, _ := strconv.Atoi(hh)
		n, _ := strconv.Atoi(mi)
		s, _ := strconv.Atoi(ss)
		oh, _ := strconv.Atoi(om[2])
		on := 0
		if om[3] != "" {
			on, _ = strconv.Atoi(om[3])
		}
		off := time.Duration(oh)*time.Hour + time.Duration(on)*time.Minute
		if om[1] == "-" {
			off = -off
		}
		t := time.Date(y, time.Month(mo), d, h, n, s, 0, time.UTC)
		if t.Year() != y || int(t.Month()) != mo || t.Day() != d || t.Hour() != h || t.Minute() != n || t.Second() != s {
			return text, true // not a valid time or offset: BigQuery raises, left to the target
		}
		u := t.Add(-off)
		if u.Year() < 1 || u.Year() > 9999 {
			return text, true // out of BigQuery's range: BigQuery raises, left to the target
		}
		return fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d%s%s", u.Year(), int(u.Month()), u.Day(), u.Hour(), u.Minute(), u.Second(), frac, timeTextUTC(c.Target.Name)), true
	}
	date := m[1] + "-" + m[2] + "-" + m[3]
	return date + " " + hh + ":" + mi + ":" + ss + frac + timeTextUTC(c.Target.Name), true
}

// bqZoneKept says whether the target's TIMESTAMP WITH TIME ZONE value keeps
// the zone of its text (Trino documentation, TIMESTAMP WITH TIME ZONE:
// "Values of this type are rendered using the time zone from the value";
// Snowflake documentation, TIMESTAMP_TZ: "All operations are performed
// with the time zone offset specific to each record"; the SQL standard's
// value holds its displacement).
func bqZoneKept(target string) bool {
	switch target {
	case "trino", "presto", "snowflake", "ansi":
		return true
	}
	return false
}

// timeTextUTC is the spelling of UTC after the seconds of a timestamp text
// that the target reads: an offset right after the seconds in PostgreSQL
// and DuckDB (DuckDB 1.5 raises for a space before an offset, see
// pgDuckZoneTextRe), Spark (its documentation, cast of a string to a
// timestamp: the zone id, +hh:mm among them, follows the time), Hive (its
// TIMESTAMP WITH LOCAL TIME ZONE texts end in a Java zone text, which an
// offset is) and the standard (whose time zone interval follows the
// time); a space and UTC in Trino and Presto (Trino documentation:
// TIMESTAMP '2001-08-22 03:04:05.321 UTC'); a space and an offset in
// Snowflake (Snowflake documentation, date and time data types:
// '2014-01-02 16:00:00 +00:00').
func timeTextUTC(target string) string {
	switch target {
	case "trino", "presto":
		return " UTC"
	case "snowflake":
		return " +00:00"
	case "spark", "hive", "ansi":
		return "+00:00"
	}
	return "+00"
}

// bqUTCLit is l, a TIMESTAMP WITH TIME ZONE literal, with its text written
// by bqUTCText; ok is false when refused.
func (c *Context) bqUTCLit(l *ast.TypedLit) (*ast.TypedLit, bool) {
	if l.Type == nil || l.Type.Kind != ast.TypeTimestampTZ {
		return l, true
	}
	v, ok := c.bqUTCText(l, l.Value)
	if !ok || v == l.Value {
		return l, ok
	}
	nl := *l
	nl.Value = v
	return &nl, true
}

// bqUTCCast is x, a cast of a string literal to TIMESTAMP WITH TIME ZONE,
// with its text written by bqUTCText.
func (c *Context) bqUTCCast(x *ast.Cast) *ast.Cast {
	lit, ok := x.X.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString || x.Type == nil || x.Type.Kind != ast.TypeTimestampTZ {
		return x
	}
	if v, ok := c.bqUTCText(x, lit.Value); ok && v != lit.Value {
		return castLitValued(x, lit, v)
	}
	return x
}
