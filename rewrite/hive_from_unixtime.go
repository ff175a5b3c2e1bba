package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeFromUnixtime: Hive's or Spark's from_unixtime in a form lateral does
// not write for the target.
const codeFromUnixtime = "T205"

// hiveFromUnixtime reads Hive's and Spark's from_unixtime(n[, fmt])
// toward another dialect as the date_format of the wall-clock time of
// the instant n seconds after 1970-01-01 00:00:00 UTC in the session's
// time zone, by fmt or yyyy-MM-dd HH:mm:ss (Hive LanguageManual UDF:
// "Converts the number of seconds from unix epoch (1970-01-01 00:00:00
// UTC) to a string representing the timestamp of that moment in the
// current system time zone in the format of 1970-01-01 00:00:00"; Spark
// SQL reference: "from_unixtime(unix_time[, fmt]) - Returns unix_time in
// the specified fmt", by default yyyy-MM-dd HH:mm:ss, in the session
// time zone), which hiveDateFormat, run next, writes for the target and
// guards (hive_date_format.go). An instant has one wall-clock time in a
// zone, so the reading is the same in each target: PostgreSQL's and
// DuckDB's CAST(to_timestamp(n) AS TIMESTAMP) (to_timestamp of seconds
// is a TIMESTAMP WITH TIME ZONE, PostgreSQL 15 documentation 9.9 and
// DuckDB's, whose cast to TIMESTAMP reads it in the session's zone),
// Trino's CAST(at_timezone(from_unixtime(n), current_timezone()) AS
// TIMESTAMP) (the zone of from_unixtime's value is not documented, so it
// is set), Spark's timestamp_seconds(n) and Hive's CAST(from_unixtime(n)
// AS TIMESTAMP). n must be an integer column (Spark casts any number or
// string to BIGINT, a DOUBLE toward zero, FromUnixTime's input types
// being LongType and StringType with implicit casts); Hive takes an INT
// or a BIGINT only (GenericUDFFromUnixTime raises for another type:
// "takes only int/long types for first argument"), so from Hive an
// argument of a type not known is written cast to BIGINT, which keeps
// every value Hive accepts, as is one of a TINYINT or SMALLINT toward
// Hive. Another type, one not known from Spark, a constant (whose year
// the guard could not check) and the other targets are refused (T205).
func hiveFromUnixtime(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("hive", "spark") || c.Source.Name == c.Target.Name {
		return s
	}
	ok, cast := map[ast.Span]bool{}, map[ast.Span]bool{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, isF := n.(*ast.Func)
		if !isF || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || !strings.EqualFold(f.Name[0].Name, "from_unixtime") {
			return true
		}
		src, dst := c.Source.Name, c.Target.Name
		if len(f.Args) < 1 || len(f.Args) > 2 || f.Over != nil || f.Distinct {
			c.Refuse(codeFromUnixtime, f, "write from_unixtime(seconds) or from_unixtime(seconds, pattern)",
				"%s's from_unixtime takes the seconds and an optional pattern", src)
			return true
		}
		if !c.Target.is("postgres", "duckdb", "trino", "hive", "spark") {
			c.Refuse(codeFromUnixtime, f, "format the value in the source, or translate to PostgreSQL, DuckDB, Trino, Hive or Spark",
				"%s's from_unixtime is not written for %s", src, dst)
			return true
		}
		x := f.Args[0]
		t := c.typeOf(x, sc)
		unknown := t == nil || t.Kind == ast.TypeUnknown
		switch {
		case unknown && c.Source.is("hive"):
			// Hive takes an INT or a BIGINT only: the cast written keeps
			// every value it accepts.
			cast[f.Span] = true
		case unknown:
			c.Refuse(codeFromUnixtime, x, "give the column's type with --schema, or cast the seconds to BIGINT in the source",
				"%s's from_unixtime casts a string or a fractional number of seconds to BIGINT by its own rules, and this argument is not known to be an integer", src)
			return true
		case !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt:
			c.Refuse(codeFromUnixtime, x, "give the column's type with --schema, or cast the seconds to BIGINT in the source",
				"from_unixtime is written for %s of an integer number of seconds only, and this argument is not known to be one", dst)
			return true
		case c.Target.is("hive") && t.Kind != ast.TypeInt && t.Kind != ast.TypeBigInt:
			// Hive's from_unixtime raises for a TINYINT or a SMALLINT.
			cast[f.Span] = true
		case !readsColumn(x):
			c.Refuse(codeFromUnixtime, x, "format the value in the source",
				"from_unixtime of %s checks the year of the time it writes, and of a constant that check is not written", dst)
			return true
		}
		if len(f.Args) == 2 {
			if lit, isLit := f.Args[1].(*ast.Literal); !isLit || lit.Kind != ast.LitString {
				c.Refuse(codeFromUnixtime, f.Args[1], "write the pattern as a string literal",
					"from_unixtime's pattern is translated for %s only when it is a literal", dst)
				return true
			}
		}
		ok[f.Span] = true
		return true
	})
	if len(ok) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, isF := n.(*ast.Func)
		if !isF || !ok[f.Span] || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "from_unixtime") {
			return n
		}
		sp := f.Span
		secs := f.Args[0]
		if cast[sp] {
			secs = &ast.Cast{Span: sp, X: secs, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
		}
		var inst ast.Expr
		switch c.Target.Name {
		case "postgres", "duckdb":
			inst = canonCall(sp, "to_timestamp", secs)
		case "trino":
			inst = canonCall(sp, "at_timezone", canonCall(sp, "from_unixtime", secs), canonCall(sp, "current_timezone"))
		case "hive":
			inst = canonCall(sp, "from_unixtime", secs)
		case "spark":
			inst = canonCall(sp, "timestamp_seconds_local", secs)
		}
		pat := &ast.Literal{Span: sp, Kind: ast.LitString, Value: "yyyy-MM-dd HH:mm:ss"}
		if len(f.Args) == 2 {
			pat = f.Args[1].(*ast.Literal)
		}
		ts := &ast.Cast{Span: sp, X: inst, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}}
		return &ast.Func{Span: sp, Name: ast.QName{{Span: f.Name[0].Span, Name: "date_format"}}, Args: []ast.Expr{ts, pat}}
	})
}
