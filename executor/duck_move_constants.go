package executor

import (
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// duckMoveConstants is the comparison x (l op r, bound) as DuckDB's
// optimizer rewrites it (MoveConstantsRule, under Options.DecimalDuckDB):
// an integer e + c1, e - c1, c1 - e or e * c1 compared with an integer
// constant c2 of its type is e compared with c2 - c1, c2 + c1, c1 - c2
// (the comparison flipped) or c2 / c1 (flipped for a negative c1, where
// c1 divides c2), so the arithmetic is not run and cannot overflow
// (DuckDB 1.5 run: x + 1 > 0 of a TINYINT 127 is true, x * 2 > 100 of a
// TINYINT 100 true, 1 - x < 0 of a TINYINT -128 false, x + 1 > 0 of an
// INTEGER 2147483647 true, while x + 1 > y, x * 3 > 100 and x + 10 >= 130
// of a TINYINT raise the overflow). Where c2 - c1 (c2 + c1, c1 - c2,
// c2 / c1) does not fit the type, = is FALSE (NULL for a NULL e); where
// c1 does not divide c2, = is FALSE and <> TRUE (NULL for a NULL e); the
// other comparisons are kept (IS [NOT] DISTINCT FROM is rewritten alike:
// x + 1 IS DISTINCT FROM 0 of a TINYINT 127 is true). ok is false where the rule does not apply.
func (b *binder) duckMoveConstants(x *ast.Binary, l, r Expr) (Expr, bool) {
	if !b.p.eng.opts.DecimalDuckDB || b.sc != nil && b.sc.lambda {
		// not in a lambda's body, which DuckDB's optimizer leaves
		// (DuckDB 1.5 run: list_transform([100::TINYINT], x -> x * 2 >
		// 100) and x -> x + 100 = 0 raise the overflow)
		return nil, false
	}
	op := x.Op
	switch op {
	case ast.OpEq, ast.OpNe, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe, ast.OpIsDistinct, ast.OpIsNotDistinct:
	default:
		return nil, false
	}
	var arith Expr
	var outer *Const
	switch {
	case isNumberLiteral(x.R):
		arith, outer = l, intConst(r)
	case isNumberLiteral(x.L):
		arith, outer, op = r, intConst(l), flipCompare(op)
	}
	// the literal takes the type of the arithmetic where it fits it, as
	// DuckDB's comparison binds it
	if a, ok := arith.(*Bin); ok && outer != nil {
		lo, hi, ok := duckIntBounds(a.T.Kind)
		if !ok || outer.V.i < lo.Int64() || outer.V.i > hi.Int64() {
			return nil, false
		}
		outer = &Const{V: IntOf(a.T.Kind, outer.V.i), T: a.T}
	}
	return duckMoveConstantsIn(op, arith, outer)
}

// duckMoveConstantsIn is arith op outer rewritten by duckMoveConstants,
// applied again to what it gives as DuckDB's rewriter does.
func duckMoveConstantsIn(op ast.BinaryOp, arith Expr, outer *Const) (Expr, bool) {
	a, ok := arith.(*Bin)
	if !ok || outer == nil || a.T.Kind != outer.T.Kind || (a.Op != ast.OpAdd && a.Op != ast.OpSub && a.Op != ast.OpMul) {
		return nil, false
	}
	lo, hi, ok := duckIntBounds(a.T.Kind)
	if !ok {
		return nil, false
	}
	inner, child, innerLeft := intConst(a.L), a.R, true
	if inner == nil {
		inner, child, innerLeft = intConst(a.R), a.L, false
	}
	if inner == nil || intConst(child) != nil || !isIntKind(child.Type().Kind) {
		return nil, false
	}
	c1, c2 := big.NewInt(inner.V.i), big.NewInt(outer.V.i)
	v := new(big.Int)
	fits := func() bool { return v.Cmp(lo) >= 0 && v.Cmp(hi) <= 0 }
	constOrNull := func(res bool) (Expr, bool) {
		return &CaseE{Whens: []Expr{&IsNullE{X: child}}, Thens: []Expr{&Const{V: Null, T: tBool}},
			Else: &Const{V: BoolValue(res), T: tBool}, T: tBool}, true
	}
	switch a.Op {
	case ast.OpAdd:
		v.Sub(c2, c1)
	case ast.OpSub:
		if innerLeft { // c1 - e op c2: e flip(op) c1 - c2
			v.Sub(c1, c2)
			op = flipCompare(op)
		} else {
			v.Add(c2, c1)
		}
	case ast.OpMul:
		if c1.Sign() == 0 {
			return nil, false
		}
		if new(big.Int).Rem(c2, c1).Sign() != 0 {
			if op == ast.OpEq || op == ast.OpNe {
				return constOrNull(op == ast.OpNe)
			}
			return nil, false
		}
		if c1.Sign() < 0 {
			op = flipCompare(op)
		}
		v.Quo(c2, c1)
	}
	if !fits() {
		if op == ast.OpEq {
			return constOrNull(false)
		}
		return nil, false
	}
	c := &Const{V: IntOf(a.T.Kind, v.Int64()), T: a.T}
	if out, ok := duckMoveConstantsIn(op, child, c); ok {
		return out, true
	}
	return &Bin{Op: op, L: child, R: c, T: tBool}, true
}

// intConst is e where it is an integer constant, or nil.
func intConst(e Expr) *Const {
	if c, ok := e.(*Const); ok && c.V.k == KindInt {
		if _, _, ok := duckIntBounds(c.T.Kind); ok {
			return c
		}
	}
	return nil
}

// duckIntBounds is the range of the integer type k, HUGEINT excluded.
func duckIntBounds(k ast.TypeKind) (lo, hi *big.Int, ok bool) {
	if !isIntKind(k) || k == ast.TypeHugeInt {
		return nil, nil, false
	}
	l, h := intRange(k)
	return big.NewInt(l), big.NewInt(h), true
}

// flipCompare is op with its operands swapped (a < b is b > a).
func flipCompare(op ast.BinaryOp) ast.BinaryOp {
	switch op {
	case ast.OpLt:
		return ast.OpGt
	case ast.OpLe:
		return ast.OpGe
	case ast.OpGt:
		return ast.OpLt
	case ast.OpGe:
		return ast.OpLe
	}
	return op
}
