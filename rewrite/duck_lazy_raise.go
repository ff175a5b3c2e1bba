package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckLazyRaises writes L AND R, and L OR R, whose R holds a guard raising
// with DuckDB's error() (the integer cast of a string, pg_string_int_cast.go,
// a division or modulo by zero, duck_mod.go, div_zero_raise.go), so that R
// is read only on the rows where PostgreSQL reads it. PostgreSQL does not
// evaluate R where L is FALSE (for AND) or TRUE (for OR): in PostgreSQL
// b <> 0 AND a / b > 1 and s ~ '^[0-9]+$' AND CAST(s AS INT) > 1 give a
// value on every row, where DuckDB evaluates both operands of an AND or OR
// in a select list, an aggregate's FILTER or under NOT on every row, and
// the guard raises (run on PostgreSQL 15 and DuckDB 1.5). DuckDB evaluates
// a CASE branch only on the rows that reach it, so the forms
//
//	L AND CASE WHEN NOT L THEN FALSE ELSE R END
//	L OR CASE WHEN L THEN TRUE ELSE R END
//
// keep R from the rows the source skips. L is read twice: with a volatile
// call in L the operator is left as written. Only PostgreSQL's evaluation
// was checked: from the other sources (a DuckDB source keeps its own
// operators) the operators are left as written, where the guard may raise
// loudly; an error() in a nested query is left to that query. PostgreSQL
// may reorder the conditions of a WHERE by their cost (upper(lower(s)) =
// '5' AND a / b > 1 raises there, run on PostgreSQL 15), which this does
// not follow: DuckDB then answers where PostgreSQL raises.
func duckLazyRaises(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("duckdb") || c.Source.Name != "postgres" || !holdsRaise(s, true) {
		return s
	}
	// The conditions of the guards themselves (CASE WHEN cond THEN
	// error(...)) are left as written: they read what the source reads
	// anyway, and are left unchanged, so their nodes are met again as they
	// are.
	inGuard := map[*ast.Binary]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		if x, ok := n.(*ast.Case); ok {
			for _, w := range x.Whens {
				if isRaise(w.Result) {
					ast.Inspect(w.Cond, func(m ast.Node) bool {
						if b, ok := m.(*ast.Binary); ok {
							inGuard[b] = true
						}
						return true
					})
				}
			}
		}
		return true
	})
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAnd && b.Op != ast.OpOr || inGuard[b] || !holdsRaise(b.R, false) || volatileCall(b.L) != nil {
			return n
		}
		sp := b.Span
		cond := ast.Clone(b.L)
		short := &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}
		if b.Op == ast.OpAnd {
			cond = &ast.Unary{Span: sp, Op: ast.OpNot, X: cond}
			short.Value = "false"
		}
		// L AND CASE WHEN NOT L THEN FALSE ELSE R END: the same value
		// as L AND R (L NULL: NULL AND R), and a conjunction still, whose
		// other conjuncts (a join's equality in ON or WHERE) DuckDB keeps
		// reading as such: a CASE around the whole AND made it a nested
		// loop join.
		nb := *b
		nb.R = caseWhen(sp, cond, short, b.R)
		return &nb
	})
}

// holdsRaise reports whether n calls error(), in a nested query too when
// nested is set.
func holdsRaise(n ast.Node, nested bool) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		switch x := m.(type) {
		case *ast.Query:
			return nested
		case *ast.Func:
			found = found || isRaise(x)
		}
		return !found
	})
	return found
}

// isRaise reports whether e is a call of error().
func isRaise(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "error")
}
