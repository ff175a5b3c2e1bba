package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// duckInt64Sum: DuckDB adds or subtracts two DECIMALs (or a DECIMAL and
// an integer) of at most 18 digits each whose sum needs more than 18,
// max(s1, s2) + max(p1 - s1, p2 - s2) + 1 digits, in 64 bits, as a
// DECIMAL(18, max(s1, s2)), and raises for a result of 18 digits or more
// (DuckDB's decimal binder does not widen past 18 digits where neither
// operand has more; DuckDB 1.5 run: typeof of a DECIMAL(18,2) plus a
// DECIMAL(18,2) is DECIMAL(18,2), and
// CAST(9999999999999999.99 AS DECIMAL(18,2)) + CAST(9999999999999999.99
// AS DECIMAL(18,2)) raises "Overflow in addition of DECIMAL(18)
// (999999999999999999 + 999999999999999999)", a DECIMAL(18,2) of
// -9999999999999999.99 minus an INTEGER 1 "Overflow in subtract of
// DECIMAL(18) (-999999999999999999 - 100)", a DECIMAL(17,1) of
// 9999999999999999.9 plus a DECIMAL(3,2) of 0.99 "Overflow in addition of
// DECIMAL(18) (999999999999999990 + 99)"). At least one operand is a
// DECIMAL.
func duckInt64Sum(l, r Expr) bool {
	if l.Type().Kind != ast.TypeDecimal && r.Type().Kind != ast.TypeDecimal {
		return false
	}
	wl, sl, okl := duckDecimalWidth(l)
	wr, sr, okr := duckDecimalWidth(r)
	s := max(sl, sr)
	return okl && okr && wl <= 18 && wr <= 18 && s+max(wl-sl, wr-sr)+1 > 18
}

// duckInt64SumRange is next raising, as DuckDB does, for a sum or a
// difference duckInt64Sum computes whose unscaled value has 18 digits or
// more, the operands shown unscaled at the result's scale.
func duckInt64SumRange(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		v, err := next(op, l, r)
		if err != nil || v.k != KindDecimal {
			return v, err
		}
		if v.DecimalUnscaled().CmpAbs(pow10(18)) >= 0 {
			ua, sa := decParts(l)
			ub, sb := decParts(r)
			s := max(sa, sb)
			ua, ub = roundDecimal(ua, sa, s), roundDecimal(ub, sb, s)
			what := map[ast.BinaryOp]string{ast.OpAdd: "addition", ast.OpSub: "subtract"}[op]
			return Null, fmt.Errorf("Overflow in %s of DECIMAL(18) (%s %s %s). You might want to add an explicit cast to a bigger decimal.", what, ua, op, ub)
		}
		return v, nil
	}
}
