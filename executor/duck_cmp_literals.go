package executor

import (
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// duckCmpLiteralsTakeType casts the string literals among the operands of
// a comparison, a BETWEEN or an IN list (at; src as written, bound as out)
// to the numeric type of the operand they are compared with (the other
// side of a comparison, the tested value of a BETWEEN or an IN list), as
// DuckDB's binder does (under Options.StringArithRaises): the literal is
// read as a cast to that type, an integer type rounding it, a DECIMAL
// rounding it to its scale (DuckDB 1.5 run: over an INTEGER i of 2,
// i > '1.5' and '1.5' < i are false, i = '2.4', i + 1 = '3.4',
// i IN ('2.4', 5), '1.5' IN (i, 5) and 2 = '2.4' true, i * 1.0 = '2.04' true, a
// DECIMAL(4,1) 2.0 > '1.95' false, 2.5 = '2.46' true while 2.50 = '2.46'
// and a DOUBLE 2.0 > '1.95' false and true, a TINYINT t > '300' raises
// "Could not convert string '300' to INT8"; the executor compared the
// numbers the texts hold).
func (b *binder) duckCmpLiteralsTakeType(at ast.Node, src []ast.Expr, out []Expr) {
	if !b.p.eng.opts.StringArithRaises || len(src) != len(out) || len(src) < 2 {
		return
	}
	take := func(lit, other int) {
		if t := out[other].Type(); isUnknownLiteral(src[lit]) && !isUnknownLiteral(src[other]) && t.Kind.IsNumeric() {
			out[lit] = &CastE{X: out[lit], To: t}
		}
	}
	switch at.(type) {
	case *ast.Between, *ast.InList:
		if t, ok := duckInListType(src, out, func(i int) bool { return isUnknownLiteral(src[i]) }); ok {
			for i := range src {
				if isUnknownLiteral(src[i]) {
					out[i] = &CastE{X: out[i], To: t}
				}
			}
			return
		}
		for i := 1; i < len(src); i++ {
			take(i, 0)
		}
		for i := 1; i < len(src) && isUnknownLiteral(src[0]) && out[0].Type().Kind.IsText(); i++ {
			take(0, i)
		}
	default:
		take(0, 1)
		take(1, 0)
	}
}

// duckInListType is the type DuckDB casts the string literals of an IN
// list or a BETWEEN to (src as written, bound as out): the common type
// of its other operands where they are all numbers, an integer literal
// that fits the type of the others taking it (DuckDB 1.5 run: over an
// INTEGER i of 1, i IN ('1.4', 1.5), i IN ('1.4', 2.5::DOUBLE) and i
// BETWEEN '1.4' AND 2.5 are false, i IN ('1.4', 2) true, '1.5' IN (i,
// 1.5) true, and over a TINYINT t of 1, t IN ('300', 1) raises "Could
// not convert string '300' to INT8" while t IN ('1.4', 1000) is true;
// the executor cast each literal to the type of one operand). ok is false
// where an operand is of another type, or none is a string literal. The
// operands takes holds are those cast (the string literals, or also the
// VARCHAR values: duck_cmp_text.go).
func duckInListType(src []ast.Expr, out []Expr, takes func(int) bool) (Type, bool) {
	t, lits := tUnknown, false
	var ints []int64
	for i, e := range out {
		et := e.Type()
		switch {
		case takes(i):
			lits = true
		case et.Kind == ast.TypeUnknown:
		case !et.Kind.IsNumeric():
			return Type{}, false
		default:
			if c, ok := e.(*Const); ok && isNumberLiteral(src[i]) && c.V.k == KindInt && et.Kind == ast.TypeInt {
				ints = append(ints, c.V.i)
				continue
			}
			t = superType(t, et)
		}
	}
	for _, n := range ints {
		if lo, hi, ok := duckIntBounds(t.Kind); !ok || big.NewInt(n).Cmp(lo) < 0 || big.NewInt(n).Cmp(hi) > 0 {
			t = superType(t, Type{Kind: ast.TypeInt})
		}
	}
	return t, lits && t.Kind != ast.TypeUnknown
}
