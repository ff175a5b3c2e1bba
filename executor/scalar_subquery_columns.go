package executor

import "github.com/lateral-sql/lateral/ast"

// PostgreSQL raises "subquery must return only one column" for a scalar
// subquery of several columns, except where it is compared with a row,
// (1, 2) = (SELECT 1, 2) (checked on PostgreSQL 15: SELECT (SELECT 1, 2)
// and SELECT (SELECT 1, 2) IS NULL raise, the row comparison is true). In
// PostgreSQL mode (Options.PostgresColumnNames) the binder raises the same
// for the subqueries markRowSubquery did not mark.

// markRowSubquery marks a scalar subquery compared with a row constructor
// (PostgreSQL raises for two subqueries of several columns compared).
func (p *planner) markRowSubquery(l, r ast.Expr) {
	mark := func(a, b ast.Expr) {
		sq, ok := a.(*ast.Subquery)
		if !ok {
			return
		}
		switch b.(type) {
		case *ast.Struct:
			if p.rowSubs == nil {
				p.rowSubs = map[*ast.Subquery]bool{}
			}
			p.rowSubs[sq] = true
		}
	}
	mark(l, r)
	mark(r, l)
}
