package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTrinoFromUnixtimeZone: Trino's from_unixtime with a time zone or an
// offset, toward another dialect.
const codeTrinoFromUnixtimeZone = "T227"

// trinoFromUnixtimeZone refuses Trino's from_unixtime(unixtime, zone) and
// from_unixtime(unixtime, hours, minutes) toward every other dialect. Trino
// documents both as a TIMESTAMP WITH TIME ZONE that carries the zone given
// (Trino date and time functions page: "Returns the UNIX timestamp
// unixtime as a timestamp with time zone using zone for the time zone",
// and using hours and minutes for the time zone offset): its fields, its
// text and its date are read on the clock of that zone (hour(from_unixtime(0,
// 'America/New_York')) is 19). PostgreSQL's and DuckDB's TIMESTAMPTZ keep
// no zone and read their fields in the session's, and lateral refuses
// Trino's AT TIME ZONE, which makes such a value, for the same reason
// (T171); Presto's form with a zone is not checked against Trino's. The
// instant alone is from_unixtime(unixtime), which is translated
// (trino_from_unixtime.go).
func trinoFromUnixtimeZone(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("trino") || c.Source.Name == c.Target.Name {
		return s
	}
	ast.Inspect(s, func(n ast.Node) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || f.Over != nil || (len(f.Args) != 2 && len(f.Args) != 3) || !strings.EqualFold(f.Name[0].Name, "from_unixtime") {
			return true
		}
		what := "a time zone"
		if len(f.Args) == 3 {
			what = "an offset of hours and minutes"
		}
		const hint = "write from_unixtime(unixtime) for the instant and read its fields or text in the zone with the target's own functions, or keep the query in trino"
		if c.Target.is("presto") {
			c.Refuse(codeTrinoFromUnixtimeZone, f, hint,
				"Trino's from_unixtime with %s is a TIMESTAMP WITH TIME ZONE that keeps that zone, and Presto's form of it is not checked against Trino's", what)
			return true
		}
		c.Refuse(codeTrinoFromUnixtimeZone, f, hint,
			"Trino's from_unixtime with %s is a TIMESTAMP WITH TIME ZONE that keeps that zone, its fields and text read on the zone's clock, and %s has no such value", what, c.Target.Name)
		return true
	})
	return s
}
