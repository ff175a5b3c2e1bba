package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeTrinoFromUnixtime: Trino's or Presto's from_unixtime(unixtime) in a
// form lateral does not write for the target.
const codeTrinoFromUnixtime = "T206"

// trinoFromUnixtime reads Trino's from_unixtime(unixtime), one argument,
// toward another dialect. Trino's DateTimeFunctions.fromUnixTime takes a
// DOUBLE (another number is coerced to one) and gives the TIMESTAMP(3)
// WITH TIME ZONE of the session's zone at Math.round(unixTime * 1000)
// milliseconds after 1970-01-01 00:00:00 UTC (Trino documentation: "Returns
// the UNIX timestamp unixtime as a timestamp with time zone"). An instant
// is the same value whichever zone it is shown in, so the call is written
// as BigQuery's TIMESTAMP_SECONDS of an integer number of seconds (exact:
// a BIGINT of seconds within Trino's range is a DOUBLE without rounding,
// and so is its product by 1000) and as TIMESTAMP_MILLIS of the
// milliseconds of another number: with p = CAST(unixtime AS DOUBLE) *
// 1000, floor(p) plus 1 where p - floor(p) >= 0.5, Java's Math.round
// (the half toward positive infinity), both IEEE products alike; both
// functions are written for PostgreSQL and DuckDB and refused toward the
// others (dialects/functions_bq_epoch.go). NaN, which Trino reads as
// 1970-01-01, is 0 milliseconds (trino_from_unixtime_nan.go). An argument of
// another or unknown type, or of a number whose expression calls a
// function (written several times), is refused (T206), as is Presto's
// from_unixtime(unixtime), a TIMESTAMP, which is read in the session's
// zone under Presto's legacy timestamp semantics and not under the new
// ones. The forms with a zone or an offset are not read here.
func trinoFromUnixtime(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("trino", "presto") || c.Source.Name == c.Target.Name {
		return s
	}
	how := map[ast.Span]string{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || len(f.Args) != 1 || f.Over != nil || !strings.EqualFold(f.Name[0].Name, "from_unixtime") {
			return true
		}
		if c.Source.is("presto") {
			c.Refuse(codeTrinoFromUnixtime, f, "give the zone, from_unixtime(unixtime, zone), or compute it in the source",
				"Presto's from_unixtime(unixtime) is a TIMESTAMP read in the session's time zone under its legacy timestamp semantics and not under the new ones, which lateral does not write for %s", c.Target.Name)
			return true
		}
		x := f.Args[0]
		if lit, ok := x.(*ast.Literal); ok && lit.Kind == ast.LitNull {
			how[f.Span] = "seconds"
			return true
		}
		t := c.typeOf(x, sc)
		switch {
		case t != nil && t.Kind.IsInteger() && t.Kind != ast.TypeHugeInt:
			how[f.Span] = "seconds"
		case t != nil && (t.Kind == ast.TypeReal || t.Kind == ast.TypeDouble || t.Kind == ast.TypeDecimal):
			if volatileCall(x) != nil || hasCall(x) {
				c.Refuse(codeTrinoFromUnixtime, x, "pass a column or a constant, or compute the seconds in a subquery",
					"Trino's from_unixtime of a fractional number is written for %s with its argument several times, and this one calls a function", c.Target.Name)
				return true
			}
			how[f.Span] = "millis"
			if t.Kind != ast.TypeDecimal {
				if c.Target.is("bigquery") { // the others have no TIMESTAMP_MILLIS (T301)
					c.Refuse(codeTrinoFromUnixtimeNaN, x, "cast the seconds to DECIMAL(p, s) in the source, or translate to PostgreSQL or DuckDB",
						"Trino's from_unixtime of a NaN is 1970-01-01 00:00:00 UTC (Java's Math.round of NaN is 0), which lateral has no test of NaN to write for %s, where the translation raises", c.Target.Name)
					return true
				}
				how[f.Span] = "float"
			}
		default:
			c.Refuse(codeTrinoFromUnixtime, x, "give the column's type with --schema, or cast the seconds to BIGINT or DOUBLE in the source",
				"Trino's from_unixtime is written for %s of a number only, and this argument is not known to be one", c.Target.Name)
		}
		return true
	})
	if len(how) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Args) != 1 || how[f.Span] == "" || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "from_unixtime") {
			return n
		}
		sp, x := f.Span, f.Args[0]
		name := ast.QName{{Span: f.Name[0].Span, Name: "timestamp_seconds"}}
		if how[sp] == "seconds" {
			return &ast.Func{Span: sp, Name: name, Args: []ast.Expr{&ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}}}
		}
		num := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v} }
		p := func() ast.Expr {
			return &ast.Binary{Span: sp, Op: ast.OpMul, L: &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}, R: num("1000")}
		}
		fl := func() ast.Expr { return canonCall(sp, "floor", p()) }
		half := &ast.Binary{Span: sp, Op: ast.OpGe, L: &ast.Binary{Span: sp, Op: ast.OpSub, L: p(), R: fl()}, R: &ast.Literal{Span: sp, Kind: ast.LitDecimal, Value: "0.5"}}
		up := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: half, Result: num("1")}}, Else: num("0")}
		var ms ast.Expr = &ast.Cast{Span: sp, X: &ast.Binary{Span: sp, Op: ast.OpAdd, L: fl(), R: up}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
		if how[sp] == "float" {
			ms = trinoNaNMillis(sp, x, ms) // trino_from_unixtime_nan.go
		}
		name[0].Name = "timestamp_millis"
		return &ast.Func{Span: sp, Name: name, Args: []ast.Expr{ms}}
	})
}

// hasCall: e calls a function.
func hasCall(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.Func); ok {
			found = true
		}
		return !found
	})
	return found
}
