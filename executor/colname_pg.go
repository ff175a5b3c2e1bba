package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/colname"
)

// pgColumnName names the select item e the PostgreSQL way (the rule, shared
// with the translation passes, is colname.Postgres).
// Options.PostgresItemName, the translation's namer, which tells a call
// by the name it was written with (btrim, not the canonical trim), comes
// first; where it cannot tell the name, the executor's own reading of the
// canonical tree.
func (p *planner) pgColumnName(e ast.Expr) string {
	if f := p.eng.opts.PostgresItemName; f != nil {
		if name, ok := f(e, p.subqueryName); ok {
			return name
		}
	}
	name, _ := colname.Postgres{
		Func:     func(f *ast.Func) (string, bool) { return p.pgFuncName(f), true },
		Subquery: p.subqueryName,
	}.Name(e)
	return name
}

// subqueryName is the name of the first output column of the scalar
// subquery x as planned.
func (p *planner) subqueryName(x *ast.Subquery) (string, bool) {
	name, ok := p.subFirst[x]
	return name, ok
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
