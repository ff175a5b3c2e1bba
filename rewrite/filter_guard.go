package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// filterGuardArgs keeps an aggregate's FILTER ahead of the raises the
// translation put in its arguments (raiseGuard's form, error(),
// assert_true): DuckDB 1.5 reads the arguments of every row and applies
// FILTER after, so sum(10 / i) FILTER (WHERE i <> 0), whose guarded
// division raises for i = 0, raised where PostgreSQL 15, which reads them
// only for the rows FILTER keeps, gives a sum (run on both in
// filter_guard_test.go). Each argument and ORDER BY key holding a raise is
// written CASE WHEN filter THEN arg END: the rows FILTER keeps read arg,
// the others are not aggregated.
func (c *Context) filterGuardArgs(f *ast.Func) *ast.Func {
	if f.Filter == nil || c.Source.Name != "postgres" || c.Target.is("postgres") {
		return f
	}
	changed := false
	wrap := func(e ast.Expr) ast.Expr {
		if !guardRaise(e) {
			return e
		}
		changed = true
		sp := e.SpanOf()
		return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ast.Clone(f.Filter), Result: e}}}
	}
	order := func(items []*ast.OrderItem) []*ast.OrderItem {
		var out []*ast.OrderItem
		for _, o := range items {
			no := *o
			no.Expr = wrap(o.Expr)
			out = append(out, &no)
		}
		return out
	}
	cp := *f
	cp.Args = nil
	for _, a := range f.Args {
		cp.Args = append(cp.Args, wrap(a))
	}
	cp.OrderBy, cp.WithinGroup = order(f.OrderBy), order(f.WithinGroup)
	if !changed {
		return f
	}
	return &cp
}

// guardRaise reports whether e holds a raise a rule wrote: raiseGuard's
// CASE WHEN (CASE WHEN bad THEN raise ELSE FALSE END) THEN ..., or a call
// of error or assert_true.
func guardRaise(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Func:
			if len(x.Name) == 1 {
				switch strings.ToLower(x.Name[0].Name) {
				case "error", "assert_true", "assert_true_value":
					found = true
				}
			}
		case *ast.Case:
			for _, w := range x.Whens {
				if g, ok := w.Cond.(*ast.Case); ok {
					if l, ok := g.Else.(*ast.Literal); ok && l.Kind == ast.LitBool && strings.EqualFold(l.Value, "false") {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}
