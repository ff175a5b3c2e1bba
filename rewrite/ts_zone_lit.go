package rewrite

import (
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
	if l.Type == nil || l.Type.Kind != ast.TypeTimestamp || c.Source.Name == c.Target.Name {
		return true
	}
	m := tsTextRe.FindStringSubmatch(l.Value)
	if m == nil || strings.TrimSpace(m[8]) == "" {
		return true
	}
	c.Refuse(codeTsZoneLit, l, "write TIMESTAMP WITH TIME ZONE '...' for a point in time with its offset, or the TIMESTAMP without the zone",
		"the TIMESTAMP literal carries %q after its time of day, which %s and %s read otherwise (Trino's is a TIMESTAMP WITH TIME ZONE, PostgreSQL drops the zone, Spark converts to its session's zone, DuckDB takes a UTC one only)",
		strings.TrimSpace(m[8]), c.Source.Name, c.Target.Name)
	return false
}
