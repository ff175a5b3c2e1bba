package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgSubstrInts casts to INTEGER a position or length of substr and
// substr_sql (PostgreSQL substr) that PostgreSQL would compute as a
// BIGINT, toward PostgreSQL, whose substr takes integer positions only
// (run on PostgreSQL 15: substr('abc', 2::bigint) and substr('abc', 2,
// 1::bigint) raise "function substr(unknown, bigint) does not exist", as
// bigint converts to integer by assignment only). It arises where a
// source computes a position from a BIGINT (a BIGINT column, or DuckDB's
// length, widened for the arithmetic around it by wideIntFuncs, which
// runs before), as DuckDB's substr(s, 0, 1) is written. The value is
// kept where it fits an integer; one outside integer's range raises
// "integer out of range" in PostgreSQL (no string there is that long, so
// such a position stands for no character).
func pgSubstrInts(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("postgres") || c.Source.Name == "postgres" {
		return s
	}
	wide := map[*ast.Func][]bool{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || len(f.Args) < 2 {
			return true
		}
		if name := strings.ToLower(f.Name[0].Name); name != "substr" && name != "substr_sql" {
			return true
		}
		for i := 1; i < len(f.Args); i++ {
			if c.pgWideInt(f.Args[i], sc) {
				if wide[f] == nil {
					wide[f] = make([]bool, len(f.Args))
				}
				wide[f][i] = true
			}
		}
		return true
	})
	if len(wide) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || wide[f] == nil {
			return n
		}
		cp := *f
		cp.Args = append([]ast.Expr(nil), f.Args...)
		for i, w := range wide[f] {
			if w {
				a := f.Args[i]
				cp.Args[i] = &ast.Cast{Span: a.SpanOf(), X: a, Type: &ast.TypeName{Span: a.SpanOf(), Kind: ast.TypeInt}}
			}
		}
		return &cp
	})
}

// pgWideInt reports whether PostgreSQL computes e as an integer wider
// than integer: a cast to, or a column or call typed as, BIGINT or wider,
// or an integer literal past integer's range, read through + - * / %,
// negation and the results of a CASE (PostgreSQL's arithmetic and CASE
// take the wider of two integer types).
func (c *Context) pgWideInt(e ast.Expr, sc *scope) bool {
	wide := func(t *ast.TypeName) bool { return t != nil && t.Kind.IsInteger() && t.Kind > ast.TypeInt }
	switch x := e.(type) {
	case *ast.Cast:
		return wide(x.Type)
	case *ast.Unary:
		return x.Op == ast.OpNeg && c.pgWideInt(x.X, sc)
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
			return c.pgWideInt(x.L, sc) || c.pgWideInt(x.R, sc)
		}
		return false
	case *ast.Case:
		for _, w := range x.Whens {
			if c.pgWideInt(w.Result, sc) {
				return true
			}
		}
		return x.Else != nil && c.pgWideInt(x.Else, sc)
	case *ast.Literal:
		k, ok := intLitValue(x)
		return ok && (k > 2147483647 || k < -2147483648)
	}
	return wide(c.typeOf(e, sc))
}
