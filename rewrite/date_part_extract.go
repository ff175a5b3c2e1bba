package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// datePartAliases are the other names PostgreSQL and DuckDB read a
// date_part field by (run on PostgreSQL 15: date_part('yrs', ts),
// date_part('mons', ts), date_part('d', ts), date_part('hrs', ts),
// date_part('mins', ts) and date_part('qtr', ts) are the year, month,
// day, hour, minute and quarter; any letter case), with EXTRACT's name.
var datePartAliases = map[string]string{
	"y": "year", "yr": "year", "yrs": "year", "years": "year",
	"mon": "month", "mons": "month", "months": "month",
	"d": "day", "days": "day",
	"h": "hour", "hr": "hour", "hrs": "hour", "hours": "hour",
	"m": "minute", "min": "minute", "mins": "minute", "minutes": "minute",
	"s": "second", "sec": "second", "secs": "second", "seconds": "second",
	"qtr": "quarter", "w": "week", "weeks": "week",
}

// datePartExtract writes PostgreSQL's and DuckDB's date_part('field', x)
// (DuckDB's datepart too) of a literal field as the EXTRACT it is, toward
// the other dialects, where it had passed unchanged (the function is
// Spark's too, which numbers the day of the week from 1). PostgreSQL reads
// the field of date_part as that of EXTRACT, and gives its value as a
// double precision where EXTRACT gives a numeric (PostgreSQL 15
// documentation, 9.9.1: "date_part ... returns double precision"; run on
// PostgreSQL 15: date_part('second', TIMESTAMP '2024-01-01 10:00:01.5')
// is 1.5): CAST(EXTRACT(field FROM x) AS DOUBLE PRECISION). DuckDB's
// date_part is its EXTRACT (DuckDB documentation, date part functions:
// "equivalent to extract"): EXTRACT(field FROM x). The EXTRACT is then
// translated, or refused for a field the target reads otherwise (T128),
// as the source's own EXTRACT is, the refusal naming the date_part call
// (datePartCalls). A field of another form (DuckDB's
// list of fields, a column) is left.
func datePartExtract(c *Context, s ast.Stmt) ast.Stmt {
	if !(c.Source.Name == "postgres" || c.Source.Name == "duckdb") || c.Target.is("postgres", "duckdb") {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 || f.Over != nil || f.Filter != nil || f.Distinct || f.Star {
			return n
		}
		name := strings.ToLower(f.Name[0].Name)
		if name != "date_part" && (name != "datepart" || c.Source.Name != "duckdb") {
			return n
		}
		l, ok := f.Args[0].(*ast.Literal)
		if !ok || l.Kind != ast.LitString || l.Value == "" {
			return n
		}
		c.Fire(passLowerExprs)
		field := strings.ToLower(l.Value)
		if std, ok := datePartAliases[field]; ok {
			field = std
		}
		if c.datePartCalls == nil {
			c.datePartCalls = map[ast.Span]string{}
		}
		c.datePartCalls[f.Span] = name + "('" + l.Value + "', ...)"
		var out ast.Expr = &ast.Extract{Span: f.Span, Field: strings.ToUpper(field), X: f.Args[1]}
		if c.Source.Name == "postgres" {
			out = &ast.Cast{Span: f.Span, X: out, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeDouble}}
		}
		return out
	})
}
