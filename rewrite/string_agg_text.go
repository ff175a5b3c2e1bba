package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckStringAggText reads DuckDB's string_agg (and listagg, canonical
// string_agg) of a value that is not known to be a string as
// string_agg(CAST(x AS VARCHAR), ...): DuckDB joins the text its cast
// writes (string_agg of the DOUBLEs 1e7 and 3 is 10000000.0,3.0, of the
// BOOLEANs true,false, as string_agg of their casts is: run on DuckDB
// 1.5), where Spark's and Hive's concat_ws of collect_list converts
// numbers itself (1.0E7), Hive's raises for an array of non-strings, and
// PostgreSQL's string_agg and Trino's listagg take text only (PostgreSQL
// 15 documentation, 9.21: string_agg(value text, delimiter text); Trino's
// listagg "joins varchar values", trinodb/trino commit 4c321a9). It runs
// before the passes that read a value made text, so that the cast is
// checked as one written so: a float refused (T087) or tested when the
// query runs where its type is not known (float_text.go), a BOOLEAN's
// words (bool_text.go), a DECIMAL's and a date's text (temporal_text.go,
// bc_guard.go). A string, a string literal and NULL are left as they
// were. From PostgreSQL and Trino nothing is cast: their argument is
// text.
func duckStringAggText(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" {
		return s
	}
	isAgg := func(n ast.Node) (*ast.Func, bool) {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || !strings.EqualFold(f.Name[0].Name, "string_agg") ||
			len(f.Args) == 0 || !f.Span.Start.IsValid() {
			return nil, false
		}
		return f, true
	}
	cast := map[ast.Span]bool{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := isAgg(n)
		if !ok || isNullLit(f.Args[0]) {
			return true
		}
		if l, ok := f.Args[0].(*ast.Literal); ok && l.Kind == ast.LitString {
			return true
		}
		if t := c.typeOf(f.Args[0], sc); t != nil && t.Kind.IsText() {
			return true
		}
		cast[f.Span] = true
		return true
	})
	if len(cast) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := isAgg(n)
		if !ok || !cast[f.Span] {
			return n
		}
		a := f.Args[0]
		sp := a.SpanOf()
		nf := *f
		nf.Args = append([]ast.Expr{&ast.Cast{Span: sp, X: a, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}}, f.Args[1:]...)
		return &nf
	})
}
