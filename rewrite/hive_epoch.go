package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeHiveEpoch: Hive's or Spark's unix_timestamp or to_unix_timestamp in
// a form lateral does not write for the target.
const codeHiveEpoch = "T204"

// zoneRegion: a time zone's region name (Europe/Paris, Etc/GMT+5) or UTC,
// read alike by Java's ZoneId, PostgreSQL, DuckDB and Trino.
var zoneRegion = regexp.MustCompile(`^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+)+)$`)

// hiveEpoch refuses Hive's and Spark's unix_timestamp(x[, fmt]) and
// to_unix_timestamp(x[, fmt]) toward another dialect: they read the
// wall-clock time x (a string by the pattern fmt, a DATE or a TIMESTAMP)
// in the session's time zone (Spark SQL reference: "Convert time string
// with given pattern ... to Unix time stamp (in seconds), using the
// default timezone"), where Java keeps the earlier instant of a time a
// daylight-saving change repeats and PostgreSQL reads it as standard
// time (the later one), and a text the pattern does not match is NULL in
// Hive and Spark (each reading it by its own rules) where the others'
// casts raise (dialects/functions_hive_epoch.go). Spark's unix_timestamp()
// (the statement's current instant) is refused toward Hive, whose
// unix_timestamp() is "not fixed for the scope of a query execution"
// (Hive LanguageManual UDF). Hive's next_day (a STRING) is refused, and
// Spark's of a start date not known to be a DATE or TIMESTAMP (a string
// is cast by Spark's own rules), from_utc_timestamp of a value not known
// to be a TIMESTAMP, and to_utc_timestamp (a wall-clock time read in a
// zone) (Spark's timestampadd, dateadd, timestampdiff and date_diff of a
// unit are spark_unit_arith.go's). Toward Trino a from_utc_timestamp is cast to TIMESTAMP (its
// spelling there is a TIMESTAMP WITH TIME ZONE); the other calls are not
// changed.
func hiveEpoch(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("hive", "spark") || c.Source.Name == c.Target.Name {
		return s
	}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted {
			return true
		}
		name := strings.ToLower(f.Name[0].Name)
		switch {
		case (name == "unix_timestamp" || name == "to_unix_timestamp") && len(f.Args) > 0:
			c.Refuse(codeHiveEpoch, f, "convert a TIMESTAMP WITH TIME ZONE (or a time read in a zone the query names) to epoch seconds in the target, or compute it in the source",
				"%s's %s reads a wall-clock time in the session's time zone (a time a daylight-saving change repeats, and a text its pattern does not match, otherwise than %s), which lateral does not write for %s",
				c.Source.Name, name, c.Target.Name, c.Target.Name)
		case name == "next_day" && c.Source.is("hive"):
			c.Refuse(codeHiveEpoch, f, "cast the start date to DATE and add the days in the target, or compute it in the source",
				"hive's next_day gives the date's text, a STRING (and reads a string start date by its own rules), which lateral does not write for %s", c.Target.Name)
		case (name == "next_day_dow" || name == "trunc_date") && len(f.Args) == 2:
			// Spark's next_day of a literal day name and trunc of a
			// literal unit (dialects/functions_next_day.go,
			// functions_trunc_date.go)
			if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp {
				c.Refuse(codeHiveEpoch, f.Args[0], "give the column's type with --schema, or cast the start date to DATE in the source",
					"%s is written for %s of a DATE or TIMESTAMP only (spark reads a string by its own rules), and this argument is not known to be one", map[string]string{"next_day_dow": "next_day", "trunc_date": "trunc"}[name], c.Target.Name)
			}
		case name == "from_utc_timestamp" && len(f.Args) == 2:
			// dialects/functions_utc_timestamp.go
			if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind != ast.TypeTimestamp {
				c.Refuse(codeHiveEpoch, f.Args[0], "give the column's type with --schema, or cast the value to TIMESTAMP in the source",
					"from_utc_timestamp is written for %s of a TIMESTAMP only (a string or a date is read by %s's own rules), and this argument is not known to be one", c.Target.Name, c.Source.Name)
			}
			if z, ok := f.Args[1].(*ast.Literal); !ok || z.Kind != ast.LitString || !zoneRegion.MatchString(z.Value) {
				c.Refuse(codeHiveEpoch, f.Args[1], "name the zone by its region, as 'Asia/Tokyo', or 'UTC'",
					"from_utc_timestamp is written for %s only of a time zone named by a literal region name or 'UTC' (an offset is read with the opposite sign by PostgreSQL's POSIX rules, a three-letter name as a region by Java and as a fixed offset elsewhere, and Hive and Spark read unknown names otherwise)", c.Target.Name)
			}
		case name == "to_utc_timestamp":
			c.Refuse(codeHiveEpoch, f, "convert the value in the source, or read it in the zone with AT TIME ZONE in the target",
				"%s's to_utc_timestamp reads a wall-clock time in the zone it names, where a time a daylight-saving change repeats is its earlier instant (Java's rule) and its later one in PostgreSQL, which lateral does not write for %s", c.Source.Name, c.Target.Name)
		case (name == "unix_timestamp" || name == "unix_timestamp_now") && len(f.Args) == 0 && c.Target.is("hive"):
			// read as the canonical unix_timestamp_now before this pass
			c.Refuse(codeHiveEpoch, f, "compute the value in the source, or translate to another dialect",
				"hive's unix_timestamp() is not fixed for the statement (its rows may each read another second), where %s's is the statement's current instant", c.Source.Name)
		}
		return true
	})
	if c.Diags.HasErrors() || !c.Target.is("trino") {
		return s
	}
	// Trino's from_utc_timestamp is a TIMESTAMP WITH TIME ZONE
	// (dialects/functions_utc_timestamp.go), cast here to the source's
	// TIMESTAMP, whose digits the cast's translation keeps
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 || !strings.EqualFold(f.Name[0].Name, "from_utc_timestamp") {
			return n
		}
		c.Fire(passLowerExprs)
		return &ast.Cast{Span: f.Span, X: f, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeTimestamp}}
	})
}
