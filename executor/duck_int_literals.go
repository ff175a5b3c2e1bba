package executor

import "github.com/lateral-sql/lateral/ast"

// duckIntLiteralNarrows is l and r of the integer operator of x with an
// integer literal beside a TINYINT or a SMALLINT cast to that type when
// its value fits it (under Options.DecimalDuckDB): DuckDB's integer
// literal takes the type of the integer beside it, so the operator works
// at that width and raises past it (DuckDB 1.5 run: 100::TINYINT + 100
// raises "Overflow in addition of INT8 (100 + 100)!", x - (-100) of a
// TINYINT 100 "Overflow in subtraction of INT8 (100 - -100)!",
// 30000::SMALLINT + 30000 "Overflow in addition of INT16", 5::TINYINT << 5
// "Overflow in left shift (5 << 5)", x >> 8 of a TINYINT -128 is 0,
// typeof(x + 1) of a TINYINT is TINYINT; 100::TINYINT + 200 is the
// INTEGER 300 and 1::TINYINT << 7::BIGINT the BIGINT 128).
func (b *binder) duckIntLiteralNarrows(x *ast.Binary, l, r Expr) (Expr, Expr) {
	if !b.p.eng.opts.DecimalDuckDB {
		return l, r
	}
	switch x.Op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpIntDiv, ast.OpMod, ast.OpShl, ast.OpShr, ast.OpBitAnd, ast.OpBitOr, ast.OpBitXor:
	default:
		return l, r
	}
	narrow := func(lit ast.Expr, e Expr, other Type) Expr {
		c, ok := e.(*Const)
		if !ok || !isNumberLiteral(lit) || c.V.k != KindInt || c.T.Kind != ast.TypeInt {
			return e
		}
		bits := map[ast.TypeKind]uint{ast.TypeTinyInt: 8, ast.TypeSmallInt: 16}[other.Kind]
		if bits == 0 || c.V.i < -1<<(bits-1) || c.V.i >= 1<<(bits-1) {
			return e
		}
		return &Const{V: IntOf(other.Kind, c.V.i), T: Type{Kind: other.Kind}}
	}
	lt, rt := l.Type(), r.Type()
	if !isNumberLiteral(x.R) || isNumberLiteral(x.L) {
		l = narrow(x.L, l, rt)
	}
	if !isNumberLiteral(x.L) || isNumberLiteral(x.R) {
		r = narrow(x.R, r, lt)
	}
	return l, r
}
