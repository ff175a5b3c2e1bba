package rewrite

import "github.com/lateral-sql/lateral/ast"

// selectPass is a pass over one SELECT block.
type selectPass struct {
	name string
	fn   func(*Context, *ast.Select) *ast.Select
}

// canonicalPasses is the canonical pipeline, in order: FROM-clause
// generators first (UNNEST, functions in FROM, ROWS FROM, LATERAL
// subqueries, APPLY), then Hive LATERAL VIEWs (which apply after all of
// FROM), then select-list generators (planned under the projection).
var canonicalPasses = []selectPass{
	{passFromLateral, fromLateral},
	{passLateralView, lateralView},
	{passSelectGenerators, selectGenerators},
}

// Canonicalize moves every row-generating construct of one statement into
// ast.Lateral. Problems are reported to c.Diags; the statement is returned
// unchanged where a pass refused.
func Canonicalize(c *Context, s ast.Stmt) ast.Stmt {
	c.Reserve(s)
	for _, p := range canonicalPasses {
		s = runSelectPass(c, p, s)
	}
	return s
}

func runSelectPass(c *Context, p selectPass, s ast.Stmt) ast.Stmt {
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if sel, ok := n.(*ast.Select); ok {
			return p.fn(c, sel)
		}
		return n
	})
}

// Lower rewrites the canonical statement into what the target spells:
// every Lateral becomes the target's own construct, or is refused.
func Lower(c *Context, s ast.Stmt) ast.Stmt {
	for _, p := range c.Target.passes() {
		s = ast.RewriteStmt(s, func(n ast.Node) ast.Node {
			if q, ok := n.(*ast.Query); ok {
				return p.fn(c, q)
			}
			return n
		})
	}
	return s
}

// queryPass is a lowering pass over one query (its SELECT body, with the
// ORDER BY that may name the body's columns).
type queryPass struct {
	name string
	fn   func(*Context, *ast.Query) *ast.Query
}

// passOrder is every pass name in pipeline order.
func passOrder() []string {
	var out []string
	for _, p := range canonicalPasses {
		out = append(out, p.name)
	}
	return append(out, passLowerExprs, passLowerLateralView, passLowerJoin)
}
