package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDateTruncUntyped (a warning): date_trunc of a value of unknown type
// between dialects whose date_trunc of a DATE gives different types.
const codeDateTruncUntyped = "W033"

// dateTruncDateKind is the type of a dialect's date_trunc(unit, d) of a
// DATE d: a DATE in Trino and Presto ("same as input", their date and
// time functions) and Snowflake (DATE_TRUNC: "the same data type as the
// input"), a TIMESTAMP in Spark (its reference) and DuckDB, a TIMESTAMP
// WITH TIME ZONE in PostgreSQL, which reads the DATE as its midnight in
// the session's zone (run on DuckDB 1.5 and PostgreSQL 15:
// typeof(date_trunc('month', DATE '1992-03-07')) is TIMESTAMP,
// pg_typeof timestamp with time zone); TypeUnknown for the others.
func dateTruncDateKind(d string) ast.TypeKind {
	switch d {
	case "trino", "presto", "snowflake":
		return ast.TypeDate
	case "spark", "duckdb":
		return ast.TypeTimestamp
	case "postgres":
		return ast.TypeTimestampTZ
	}
	return ast.TypeUnknown
}

// dateTruncDate writes date_trunc(unit, d) of a DATE d so that the target
// gives the source's type (dateTruncDateKind): CAST(date_trunc(unit,
// CAST(d AS TIMESTAMP)) AS DATE) where the source gives a DATE (of a
// TIMESTAMP, whose truncation reads no time zone: PostgreSQL's of a DATE
// is of its midnight in the session's zone, which a day without one
// moves: 2011-12-30 in Pacific/Apia), date_trunc(unit, CAST(d AS
// TIMESTAMP)) (or TIMESTAMP WITH TIME ZONE) where it gives that type,
// which date_trunc of such a value gives in every target. Trino's and
// Presto's of a DATE to a unit below the day raises ("not a valid DATE
// field"): refused (T127, CodeTruncUnit). Where d's type is not known,
// it warns (W033).
func (c *Context) dateTruncDate(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "date_trunc") || len(f.Args) != 2 || f.Over != nil {
		return f
	}
	src, dst := dateTruncDateKind(c.Source.Name), dateTruncDateKind(c.Target.Name)
	if src == dst || src == ast.TypeUnknown || dst == ast.TypeUnknown {
		return f
	}
	t := c.typeOf(f.Args[1], sc)
	if t == nil || t.Kind == ast.TypeUnknown {
		c.Warn(codeDateTruncUntyped, f, "if %s is a DATE, %s's date_trunc gives a %s and %s's a %s; give its type with --schema, or cast it to DATE or TIMESTAMP, to have the source's type",
			exprName(f.Args[1]), c.Source.Name, strings.ToUpper(src.String()), c.Target.Name, strings.ToUpper(dst.String()))
		return f
	}
	if t.Kind != ast.TypeDate {
		return f
	}
	if u, ok := f.Args[0].(*ast.Literal); ok && u.Kind == ast.LitString && c.Source.is("trino", "presto") && !dateFieldUnits[strings.ToLower(u.Value)] {
		c.Refuse(CodeTruncUnit, u, "truncate a TIMESTAMP, or use a unit of a day or more",
			"%s's date_trunc of a DATE raises for the unit '%s' (not a valid DATE field): it takes day, week, month, quarter and year", c.Source.Name, u.Value)
		return f
	}
	sp := f.Span
	cast := func(x ast.Expr, k ast.TypeKind) ast.Expr {
		return &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: k}}
	}
	nf := *f
	if src == ast.TypeDate {
		nf.Args = []ast.Expr{f.Args[0], cast(f.Args[1], ast.TypeTimestamp)}
		return cast(&nf, ast.TypeDate)
	}
	nf.Args = []ast.Expr{f.Args[0], cast(f.Args[1], src)}
	return &nf
}

// dateFieldUnits are the units Trino's and Presto's date_trunc takes for
// a DATE (their getDateField).
var dateFieldUnits = map[string]bool{"day": true, "week": true, "month": true, "quarter": true, "year": true}
