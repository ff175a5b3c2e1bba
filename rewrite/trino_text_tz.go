package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTrinoTextTZ: a Trino varchar compared with or stored into a TIMESTAMP
// WITH TIME ZONE, which Trino raises for.
const codeTrinoTextTZ = "T201"

// trinoTextTZ refuses (T201), from Trino toward another dialect, a varchar
// (a string literal or a value of a text type) compared with a TIMESTAMP
// WITH TIME ZONE in x (a comparison, IN list or BETWEEN): Trino has no
// implicit cast from varchar to a timestamp (its type coercion casts a
// varchar to char, regular expressions, JSON paths and code points only;
// trinodb/trino#7334: "VARCHAR and TIMESTAMP are not directly comparable.
// This is intentional"), so it raises ("Cannot apply operator") where the
// targets cast the text and answer, each reading it its own way; toward
// Trino too, as other queries Trino raises for are (the errors
// conformance cases). ok is false when refused.
func (c *Context) trinoTextTZ(x ast.Expr, sc *scope) bool {
	if c.Source.Name != "trino" {
		return true
	}
	switch x := x.(type) {
	case *ast.Binary:
		if !x.Op.IsComparison() {
			return true
		}
		return c.trinoTextTZPair(x.L, x.R, sc) && c.trinoTextTZPair(x.R, x.L, sc)
	case *ast.Between:
		return c.trinoTextTZPair(x.Lo, x.X, sc) && c.trinoTextTZPair(x.Hi, x.X, sc) &&
			c.trinoTextTZPair(x.X, x.Lo, sc) && c.trinoTextTZPair(x.X, x.Hi, sc)
	case *ast.InList:
		for _, e := range x.List {
			if !c.trinoTextTZPair(e, x.X, sc) || !c.trinoTextTZPair(x.X, e, sc) {
				return false
			}
		}
	}
	return true
}

// trinoTextTZPair refuses (T201) e, a varchar set against other, a
// TIMESTAMP WITH TIME ZONE (trinoTextTZ).
func (c *Context) trinoTextTZPair(e, other ast.Expr, sc *scope) bool {
	ot := c.typeOf(other, sc)
	if ot == nil || ot.Kind != ast.TypeTimestampTZ || !c.trinoText(e, sc) {
		return true
	}
	c.refuseTrinoTextTZ(e, "compared with")
	return false
}

// trinoText says whether e is a string literal or of a text type.
func (c *Context) trinoText(e ast.Expr, sc *scope) bool {
	if lit, ok := e.(*ast.Literal); ok {
		return lit.Kind == ast.LitString
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind.IsText()
}

// refuseTrinoTextTZ refuses (T201) the varchar e that Trino does not cast
// to a TIMESTAMP WITH TIME ZONE, how (compared with, stored into) names the use.
func (c *Context) refuseTrinoTextTZ(e ast.Expr, how string) {
	c.Refuse(codeTrinoTextTZ, e, "write CAST(x AS TIMESTAMP WITH TIME ZONE), or a TIMESTAMP WITH TIME ZONE literal, which Trino reads",
		"a varchar %s a TIMESTAMP WITH TIME ZONE: trino has no implicit cast from varchar to a timestamp and raises for it, where the other dialects cast the text and answer",
		how)
}

// trinoISOTimestamp writes Trino's from_iso8601_timestamp(s) toward another
// dialect. Trino parses the ISO 8601 text s with Joda-Time's ISO parser
// into a TIMESTAMP(3) WITH TIME ZONE (Trino documentation, date and time
// functions: from_iso8601_timestamp; its source, DateTimeFunctions:
// ISODateTimeFormat.dateTimeParser() in the session's zone, the offset
// parsed): it reads week and ordinal dates, keeps a zone the text gives,
// raises for a time the session zone's spring change skips, and reads a
// time its autumn change repeats at the earlier (summer) offset, where
// PostgreSQL 15 and DuckDB 1.5 read a text without a zone at the later
// one (run in America/New_York: TIMESTAMPTZ '2024-11-03 01:30:00' is
// 01:30:00-05). No target's cast reads every text so in every session: of
// NULL it is a NULL of that type, and any other argument is refused
// (T201), where it was passed unchanged (W014).
func trinoISOTimestamp(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "trino" || c.Target.Name == "trino" {
		return s
	}
	fired := false
	out := ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || len(f.Args) != 1 || f.Over != nil ||
			!strings.EqualFold(f.Name[0].Name, "from_iso8601_timestamp") {
			return n
		}
		if lit, ok := f.Args[0].(*ast.Literal); ok && lit.Kind == ast.LitNull {
			fired = true
			return &ast.Cast{Span: f.Span, X: lit, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeTimestampTZ, Params: []int{3}}}
		}
		c.Refuse(codeTrinoTextTZ, f, "keep the query in Trino, or write the instant in the target's own form",
			"trino's from_iso8601_timestamp reads ISO 8601 texts with Joda-Time (week and ordinal dates, a zone its value keeps, a repeated autumn hour at the summer offset, an error for a skipped spring hour), which %s's casts do not read alike in every session",
			c.Target.Name)
		return n
	})
	if fired {
		c.Fire(passLowerExprs)
	}
	return out
}
