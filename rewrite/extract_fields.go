package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeExtractField: an EXTRACT field whose value differs between the
// source and the target.
const codeExtractField = "T128"

// extractAgree holds the EXTRACT fields every dialect reads alike: the
// calendar's year, quarter (1 to 4), month (1 to 12), day of the month and
// hour (0 to 23) and minute (0 to 59) of the clock (partRanges).
var extractAgree = map[string]bool{"YEAR": true, "QUARTER": true, "MONTH": true, "DAY": true, "HOUR": true, "MINUTE": true}

// secondGroup tells how a dialect's EXTRACT(SECOND FROM x) reads the
// fraction of a second: "int" drops it (an integer 0 to 59: DuckDB's
// EXTRACT(SECOND FROM TIMESTAMP '2024-01-07 10:11:12.5') is 12, run on
// DuckDB 1.5; Trino and Presto, second(x) and EXTRACT: bigint; Hive
// second: int; Doris SECOND: INT; BigQuery EXTRACT(SECOND): INT64;
// Snowflake: an integer), "frac" keeps it (PostgreSQL 15 gives
// 12.500000, a numeric; Spark's EXTRACT(SECOND) is a DECIMAL(8, 6) with
// the fraction; ISO/IEC 9075-2's SECOND has the fractional seconds
// precision). Drill's is not documented.
var secondGroup = map[string]string{
	"duckdb": "int", "trino": "int", "presto": "int", "hive": "int", "doris": "int", "bigquery": "int", "snowflake": "int",
	"postgres": "frac", "spark": "frac", "ansi": "frac",
}

// extractFields refuses (T128) an EXTRACT whose field the dialects read
// differently: the day of the week (DuckDB's and PostgreSQL's DOW count
// Sunday as 0, Spark's DOW and BigQuery's DAYOFWEEK Sunday as 1, Trino's
// DOW Monday as 1 and Sunday as 7), the week, the day of the year's
// spelling, the epoch (an integer in some, fractional in others), the
// second (secondGroup) and any other field or synonym; YEAR, QUARTER,
// MONTH, DAY, HOUR and MINUTE pass (extractAgree). The same dialect on
// both sides keeps its own.
func extractFields(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name == c.Target.Name {
		return s
	}
	s = datePartNames(c, s)
	ast.Inspect(s, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok {
			datePartFraction(c, f)
			return true
		}
		x, ok := n.(*ast.Extract)
		if !ok {
			return true
		}
		f := strings.ToUpper(x.Field)
		if extractAgree[f] {
			return true
		}
		if f == "SECOND" {
			if g := secondGroup[c.Source.Name]; g != "" && g == secondGroup[c.Target.Name] {
				return true
			}
			c.Refuse(codeExtractField, x, "CAST(EXTRACT(SECOND FROM x) AS INT) (no fraction) or write the fraction out in the source",
				"%s's %s %s the fraction of a second, and %s's EXTRACT(SECOND) %s it", c.Source.Name, c.extractNamed(x), keepsOrDrops(secondGroup[c.Source.Name]),
				c.Target.Name, keepsOrDrops(secondGroup[c.Target.Name]))
			return true
		}
		c.Refuse(codeExtractField, x, "use YEAR, QUARTER, MONTH, DAY, HOUR or MINUTE, or compute the field from those (or from a date difference) in the source",
			"%s is not read alike in %s and %s (the day of the week, the week, the epoch and the like are numbered differently)",
			c.extractNamed(x), c.Source.Name, c.Target.Name)
		return true
	})
	return s
}

// extractNamed is x as the source wrote it: EXTRACT(FIELD), or the
// date_part call it was read from (date_part_extract.go), with the field
// EXTRACT reads it as when that is another name.
func (c *Context) extractNamed(x *ast.Extract) string {
	call, ok := c.datePartCalls[x.Span]
	if !ok {
		return "EXTRACT(" + x.Field + ")"
	}
	if !strings.Contains(strings.ToUpper(call), "'"+strings.ToUpper(x.Field)+"'") {
		call += " (EXTRACT(" + x.Field + "))"
	}
	return call
}

// keepsOrDrops describes a secondGroup.
func keepsOrDrops(g string) string {
	switch g {
	case "int":
		return "drops"
	case "frac":
		return "keeps"
	}
	return "does not document whether it keeps"
}

// msGroup is secondGroup for the milliseconds of date_part: PostgreSQL's
// keeps the microseconds as a fraction (run on PostgreSQL 15:
// date_part('millisecond', timestamp '2020-01-01 00:00:01.5005') is
// 1500.5), Spark's is a DECIMAL(8, 3) with the fraction, DuckDB's an
// integer (run on DuckDB 1.5: 1500).
var msGroup = map[string]string{"postgres": "frac", "spark": "frac", "duckdb": "int"}

// datePartNames writes as a string literal the part of date_part (and
// DuckDB's datepart) named by a string literal cast to a string type
// (PostgreSQL's date_part('year'::text, d), its part being a text there:
// PostgreSQL 15 documentation, 9.9, date_part ( text, timestamp )) or, from
// Snowflake, by a bare word (DATE_PART(year, d), which Snowflake reads as
// DATE_PART('year', d): Snowflake DATE_PART reference, the part "can be
// unquoted or in single quotes"), so that the rules of a part named by a
// literal read it (datePartFraction, pgDuckInfinity).
func datePartNames(c *Context, s ast.Stmt) ast.Stmt {
	name := func(e ast.Expr) *ast.Literal {
		switch x := e.(type) {
		case *ast.Cast:
			if l, ok := x.X.(*ast.Literal); ok && l.Kind == ast.LitString && x.Type != nil && x.Type.Kind.IsText() &&
				x.Type.Kind != ast.TypeChar && len(x.Type.Params) == 0 { // (no length that could cut the name)
				return &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: l.Value}
			}
		case *ast.ColumnRef:
			if c.Source.Name == "snowflake" && len(x.Name) == 1 && !x.Name[0].Quoted {
				return &ast.Literal{Span: x.Span, Kind: ast.LitString, Value: strings.ToLower(x.Name[0].Name)}
			}
		}
		return nil
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok && isDatePartCall(f) && name(f.Args[0]) != nil {
			found = true
		}
		return !found
	})
	if !found {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || !isDatePartCall(f) {
			return n
		}
		l := name(f.Args[0])
		if l == nil {
			return n
		}
		nf := *f
		nf.Args = []ast.Expr{l, f.Args[1]}
		return &nf
	})
}

// isDatePartCall: f is date_part(part, x) or DuckDB's datepart.
func isDatePartCall(f *ast.Func) bool {
	if len(f.Name) != 1 || len(f.Args) != 2 || f.Over != nil {
		return false
	}
	name := strings.ToLower(f.Name[0].Name)
	return name == "date_part" || name == "datepart"
}

// codeDatePartName: date_part with a part that is not a string literal,
// toward another dialect.
const codeDatePartName = "T166"

// datePartFraction refuses (T166) date_part (DuckDB's datepart) whose
// part is not a string literal, which PostgreSQL and DuckDB accept and no
// rewrite of a part by its name reaches (run on both: date_part(p, d) with
// p = 'year' is -1 in PostgreSQL and 0 in DuckDB for a date in 1 BC); and
// it refuses (T128) date_part('second', x) and
// date_part('millisecond', x) between dialects that read the fraction of
// a second otherwise (secondGroup, msGroup): PostgreSQL's date_part is
// its EXTRACT as a double precision (run on PostgreSQL 15:
// date_part('second', timestamp '2020-01-01 00:00:01.5') is 1.5), DuckDB's
// its EXTRACT (1).
func datePartFraction(c *Context, f *ast.Func) {
	if len(f.Name) != 1 || len(f.Args) != 2 {
		return
	}
	if name := strings.ToLower(f.Name[0].Name); name != "date_part" && name != "datepart" {
		return
	}
	l, ok := f.Args[0].(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		c.Refuse(codeDatePartName, f.Args[0], "name the part with a string literal (date_part('year', x)), or choose among such calls with a CASE",
			"%s's date_part with a part that is not a string literal cannot be translated to %s: the parts are read otherwise there (the fraction of a second, a year before Christ, an infinite date), and lateral rewrites them by their name",
			c.Source.Name, c.Target.Name)
		return
	}
	groups := secondGroup
	switch strings.ToLower(l.Value) {
	case "second", "seconds":
	case "millisecond", "milliseconds":
		groups = msGroup
	default:
		return
	}
	if g := groups[c.Source.Name]; g != "" && g == groups[c.Target.Name] {
		return
	}
	c.Refuse(codeExtractField, f, "date_part('microseconds', x) / 1000000.0 for the seconds with their fraction (/ 1000.0 for the milliseconds), read alike",
		"%s's date_part('%s') %s the fraction, and %s's %s it", c.Source.Name, l.Value, keepsOrDrops(groups[c.Source.Name]),
		c.Target.Name, keepsOrDrops(groups[c.Target.Name]))
}

// intervalPartGroup is the group of dialects whose EXTRACT of DAY and HOUR
// from an INTERVAL read the same fields: PostgreSQL and DuckDB keep an
// interval's days and its time apart and do not fold hours into days
// (EXTRACT(HOUR FROM INTERVAL '36 hours') is 36, DAY 0; '90 minutes' has
// MINUTE 30 in both: run on PostgreSQL 15 and DuckDB 1.5), as ANSI SQL's
// translations run on PostgreSQL do; Trino and Presto hold a day-time
// interval as milliseconds, whose hour is the remainder of a day (12,
// DAY 1). The other dialects' readings are not checked here.
func intervalPartGroup(d string) string {
	switch d {
	case "postgres", "duckdb", "ansi":
		return "pg"
	case "trino", "presto":
		return "trino"
	}
	return d
}

// intervalDayHour refuses (T128) EXTRACT(DAY or HOUR FROM x),
// date_part('day' or 'hour', x) and the canonical day(x) and hour(x) of
// an INTERVAL x (of known type, or an interval literal) between dialects
// of different intervalPartGroup; the YEAR, MONTH and MINUTE of an
// interval agree (a year-month interval's months, the minutes of the
// hour). Trino's hour and day of an INTERVAL DAY TO SECOND are the
// remainder of a day and the whole days of its milliseconds (Trino
// source, DateTimeFunctions.hourFromInterval, dayFromInterval), as its
// EXTRACT is.
//
// The canonical second(x) of an INTERVAL is refused toward ANSI SQL,
// where it is written floor(EXTRACT(SECOND FROM x)) (ISO SQL has no
// truncation toward zero): the seconds of a negative interval are
// negative, -5 in DuckDB and Trino for INTERVAL '-5.5' SECOND, and floor
// gives -6 (run on PostgreSQL 15).
func (c *Context) intervalDayHour(e ast.Expr, sc *scope) {
	x, f := datePartOf(e)
	if fn, ok := e.(*ast.Func); ok && len(fn.Name) == 1 && fn.Over == nil && len(fn.Args) == 1 {
		if name := strings.ToLower(fn.Name[0].Name); name == "day" || name == "hour" || name == "second" && c.Target.is("ansi") {
			x, f = fn.Args[0], name
		}
	}
	isInterval := func() bool {
		if _, lit := x.(*ast.Interval); lit {
			return true
		}
		t := c.typeOf(x, sc)
		return t != nil && t.Kind == ast.TypeInterval
	}
	if f == "second" {
		if _, fn := e.(*ast.Func); fn && c.Target.is("ansi") && isInterval() {
			c.Refuse(codeExtractField, e, "take the seconds in the source as an integer of known sign, or translate to another dialect",
				"the seconds of a negative INTERVAL are negative, truncated toward zero by %s's second, and ansi has no function to truncate toward zero (floor gives -6 for INTERVAL '-5.5' SECOND, not -5)", c.Source.Name)
		}
		return
	}
	if f != "day" && f != "hour" || intervalPartGroup(c.Source.Name) == intervalPartGroup(c.Target.Name) {
		return
	}
	if !isInterval() {
		return
	}
	c.Refuse(codeExtractField, e, "take the interval's length in one unit instead (EXTRACT(EPOCH FROM x) / 3600 in PostgreSQL), or its parts from a date difference",
		"the %s of an INTERVAL is read otherwise by %s and %s (INTERVAL '36 hours' has the hour 36 and the day 0 in postgres and duckdb, the hour 12 and the day 1 in trino)",
		strings.ToUpper(f), c.Source.Name, c.Target.Name)
}
