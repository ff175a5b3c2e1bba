package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/colname"
)

// pgColumnName names the select item e the PostgreSQL way (the rule, shared
// with the translation passes, is colname.Postgres).
func (p *planner) pgColumnName(e ast.Expr) string {
	name, _ := colname.Postgres{Func: func(f *ast.Func) (string, bool) { return p.pgFuncName(f), true }}.Name(e)
	return name
}

// pgFuncName is the name PostgreSQL spells the canonical call f with.
func (p *planner) pgFuncName(f *ast.Func) string {
	if p.eng.opts.FuncName != nil {
		if n := p.eng.opts.FuncName(f); n != "" {
			return strings.ToLower(n)
		}
	}
	return strings.ToLower(f.Name.Last().Name)
}
