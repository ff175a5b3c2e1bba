package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// unnestArrayValues replaces, in every unnest of a Lateral, an argument
// that is DuckDB's array_value(a, b, ...) (a fixed-size ARRAY) with the
// list [a, b, ...]: unnest gives the same rows for both, but DuckDB's
// unnest in FROM takes only a list ("UNNEST requires a single list as
// input") and the other dialects have no array_value. The select item's
// name was taken from the call before (DuckDB names it
// unnest(array_value(...))).
const passArrayValue = "array_value"

func unnestArrayValues(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		g, ok := n.(*ast.Generator)
		if !ok || g.Kind != ast.GenUnnest {
			return n
		}
		var args []ast.Expr
		for i, a := range g.Args {
			f, ok := a.(*ast.Func)
			if !ok || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "array_value") || f.Over != nil ||
				f.Distinct || f.Filter != nil || len(f.OrderBy) > 0 {
				continue
			}
			if args == nil {
				args = append([]ast.Expr(nil), g.Args...)
			}
			args[i] = &ast.Array{Span: f.Span, Elems: f.Args}
		}
		if args == nil {
			return n
		}
		c.Fire(passArrayValue)
		ng := *g
		ng.Args = args
		return &ng
	})
}
