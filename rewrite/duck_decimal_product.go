package rewrite

import (
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// duckDecimalProduct widens a DECIMAL product toward DuckDB where DuckDB's
// type of it is cut to 18 digits. DuckDB's BindDecimalMultiply (DuckDB
// src/function/scalar/operator/arithmetic.cpp) gives a * b, of
// DECIMAL(p1, s1) and DECIMAL(p2, s2) (an integer being a DECIMAL of its
// type's digits: INTEGER 10, BIGINT 19), the type DECIMAL(p1 + p2, s1 +
// s2), except that where p1 + p2 > 18, max(p1, p2) <= 18 and s1 + s2 < 18
// it is DECIMAL(18, s1 + s2), checked for overflow: run on DuckDB 1.5, a
// DECIMAL(10,2) times a DECIMAL(10,2) is a DECIMAL(18,4), and
// 99999999.99 squared raises "Overflow in multiplication of DECIMAL(18)"
// (duckDecResult). The other dialects give the product there: PostgreSQL's
// numeric is exact, Trino's and Presto's product is a DECIMAL(min(38, p1
// + p2), s1 + s2) ("Decimal Functions and Operators", Trino documentation),
// Spark's and Hive's a DECIMAL(p1 + p2 + 1, s1 + s2) (javaDecResult).
//
// Toward DuckDB such a product's left operand is cast to DECIMAL(19, s1),
// which holds it (p1 - s1 <= 18 integral digits): its width is then more
// than 18, so the product is a DECIMAL(19 + p2, s1 + s2) of at most 37
// digits, which holds every product of the operands, with no check (run
// on DuckDB 1.5: CAST(99999999.99 AS DECIMAL(19,2)) * 99999999.99 is
// 9999999998000000.0001). The operands' DuckDB types are read as
// duckDecOf reads them; a product of an operand whose type is not known to
// the digit is left as it is, and so is one whose values cannot pass 18
// digits, an integer literal counting its own digits (a DECIMAL(10,2) times
// 2, DuckDB's DECIMAL(18,2), holds every product). Products are widened innermost first, so
// that an enclosing product reads the widened type.
func duckDecimalProduct(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("duckdb") || c.Source.is("duckdb") {
		return s
	}
	type node struct {
		x  *ast.Binary
		sc *scope
	}
	var muls []node
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		if x, ok := n.(*ast.Binary); ok && (x.Op == ast.OpMul || duckSumOp(x.Op)) {
			muls = append(muls, node{x, sc})
		}
		return true
	})
	memo := map[ast.Expr]*duckDec{}
	widen := map[ast.Span]decPS{}
	for i := len(muls) - 1; i >= 0; i-- {
		x, sc := muls[i].x, muls[i].sc
		l, okL := c.duckDecOf(x.L, sc, memo)
		r, okR := c.duckDecOf(x.R, sc, memo)
		if !okL || !okR || !l.dec && !r.dec {
			continue
		}
		if duckSumOp(x.Op) {
			if w, ok := duckSumWidened(x, l, r); ok {
				widen[x.Span] = decPS{19, l.duck.s}
				memo[x] = &duckDec{duck: w, tgt: w, dec: true}
			}
			continue
		}
		if res, check := duckDecResult(ast.OpMul, l.duck, r.duck); !check || res.p != 18 || valueDigits(x.L, l)+valueDigits(x.R, r) <= 18 {
			continue
		}
		widen[x.Span] = decPS{19, l.duck.s}
		memo[x] = &duckDec{duck: decPS{19 + r.duck.p, l.duck.s + r.duck.s}, tgt: decPS{19 + r.duck.p, l.duck.s + r.duck.s}, dec: true}
	}
	if len(widen) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Binary)
		if !ok || x.Op != ast.OpMul && !duckSumOp(x.Op) {
			return n
		}
		ps, ok := widen[x.Span]
		if !ok {
			return n
		}
		sp := x.Span
		y := *x
		y.L = &ast.Cast{Span: sp, X: x.L, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{ps.p, ps.s}}}
		return &y
	})
}

// valueDigits is the number of digits of o's values, its type d's width
// but for an integer literal, whose own digits are its value's.
func valueDigits(o ast.Expr, d duckDec) int {
	if v, ok := untypedIntLiteral(o); ok {
		return len(strconv.FormatInt(max(v, -v), 10))
	}
	return d.duck.p
}
