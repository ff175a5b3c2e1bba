package executor

import "github.com/lateral-sql/lateral/ast"

// Under Options.RealWidens a REAL meeting an integer or a decimal in +, -,
// * or / is read as a DOUBLE: PostgreSQL has no real-with-integer
// operators and resolves the call to float8's (PostgreSQL 15 run:
// pg_typeof(1.5::real / 2), pg_typeof(1.5::real * 2::bigint),
// pg_typeof(1.1::real + 1::smallint) and pg_typeof(1.1::real + 1.5) are
// double precision; 1.1::real * 3 is 3.3000000715255737, 2 / 3::real
// 0.6666666666666666), while real with real stays real.

// realWidened: op over operands of kinds l and r is widened so.
func realWidened(op ast.BinaryOp, l, r ast.TypeKind) bool {
	switch op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv:
	default:
		return false
	}
	widens := func(k ast.TypeKind) bool { return k.IsInteger() || k == ast.TypeDecimal }
	return l == ast.TypeReal && widens(r) || r == ast.TypeReal && widens(l)
}

// widenReal gives l and r, one a REAL, the DOUBLE reading realWidened
// asks for; the REAL's value is kept exactly (float4 to float8).
func widenReal(op ast.BinaryOp, l, r Value) (Value, Value) {
	if l.k == KindNull || r.k == KindNull || !realWidened(op, l.t, r.t) {
		return l, r
	}
	if l.t == ast.TypeReal {
		l = FloatValue(l.Float())
	} else {
		r = FloatValue(r.Float())
	}
	return l, r
}
