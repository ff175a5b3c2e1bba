package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// arithTextError is the error PostgreSQL and DuckDB raise at binding for
// arithmetic over a string, x's operands bound as l and r; nil where the
// engine answers or the executor leaves it to evaluation.
//
// Under Options.PostgresTyping, + - * / have no text operand: a text,
// character varying or character operand other than a string literal of
// no written type (which takes the other's type) raises "operator does
// not exist" (PostgreSQL 15 run: CASE WHEN true THEN '1' END + 1 raises
// "operator does not exist: text + integer", coalesce(NULL, '1') + 1 and
// a VALUES column of '1' the same, 1 - '1'::varchar "integer - character
// varying", NULL::text + NULL::text "text + text"), except jsonb - text,
// which deletes a key. Operands other than text whose type pgLoose finds
// computed by a function the executor may type otherwise are left to
// evaluation.
//
// Under Options.StringArithRaises (DuckDB) a string value beside a
// number in + - * / // % raises, a string literal only where
// duckLiteralArithAmbiguous, duckLiteralTakesType typing it elsewhere
// (DuckDB 1.5 run: coalesce(NULL, '10') + 1 raises "No function matches the given name and argument types
// '+(VARCHAR, INTEGER_LITERAL)'", '10' + 1 "Could not choose a best
// candidate function", a VARCHAR column * 2 and % 2 raise).
func (b *binder) arithTextError(x *ast.Binary, l, r Expr) error {
	sym := x.Op.String()
	switch x.Op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv:
	case ast.OpMod, ast.OpIntDiv, ast.OpDivFrac:
		if !b.p.eng.opts.StringArithRaises {
			return nil
		}
	default:
		return nil
	}
	lt, rt := l.Type(), r.Type()
	if b.p.eng.opts.StringArithRaises {
		if lt.Kind.IsText() && (rt.Kind.IsNumeric() || rt.Kind.IsText()) || rt.Kind.IsText() && lt.Kind.IsNumeric() {
			ln, rn := duckArgName(l), duckArgName(r)
			litL, litR := isUnknownLiteral(x.L), isUnknownLiteral(x.R)
			// the operand beside the literal, when one side is a literal
			otherE := l
			if litL {
				otherE = r
			}
			if other := otherE.Type(); litL != litR && !duckLiteralArithAmbiguous(x.Op, litL, other) {
				if x.Op == ast.OpIntDiv && !other.Kind.IsInteger() {
					// DuckDB 1.5 run: 1.5 // '2' is 0.75, the executor's 0
					return errAt(x, "// of a string literal beside a %s is not answered by the reference executor; cast the literal explicitly", duckArgName(otherE))
				}
				return nil // the literal takes the other's type
			}
			if litL || litR {
				return errAt(x, "Could not choose a best candidate function for the function call %s(%s, %s): DuckDB has no arithmetic of a string; cast it explicitly", sym, ln, rn)
			}
			return errAt(x, "No function matches the given name and argument types %s(%s, %s): DuckDB has no arithmetic of a string; cast it explicitly", sym, ln, rn)
		}
		return nil
	}
	if !b.p.eng.opts.PostgresTyping {
		return nil
	}
	lo, ro := pgOperandOf(x.L, l), pgOperandOf(x.R, r)
	if lo.unknown && ro.unknown {
		// two string literals or NULLs of no written type (PostgreSQL 15
		// run: NULL + NULL and '1' + NULL raise "operator is not unique:
		// unknown + unknown")
		return errAt(x, "operator is not unique: unknown %s unknown (cast an operand explicitly)", sym)
	}
	// PostgreSQL's text (TypeString) is kept only where it is known
	loose := func(e Expr) bool { return e.Type().Kind != ast.TypeString && pgLoose(e) }
	if !lo.known || !ro.known || loose(l) || loose(r) {
		return nil
	}
	textOp := func(o pgOperand) bool { return o.text && !o.unknown }
	if !textOp(lo) && !textOp(ro) {
		return nil
	}
	if x.Op == ast.OpSub && lt.Kind == ast.TypeJSON && lt.JSONB {
		return nil // jsonb - text deletes a key
	}
	return errAt(x, "operator does not exist: %s %s %s (no operator matches the argument types; cast an operand explicitly)", lo.name, sym, ro.name)
}

// duckArgName is DuckDB's name of e's type in its binder's error, the
// bare kind where the executor's type is not exactly DuckDB's.
func duckArgName(e Expr) string {
	if exactExpr(e) == "" {
		if n, err := DuckDBTypeName(e.Type()); err == nil {
			return n
		}
	}
	return strings.ToUpper(e.Type().Kind.String())
}

// duckLiteralArithAmbiguous: DuckDB's binder finds two candidates for a
// string literal (on the left where left) beside a number of type other
// under op, an overload of a date or an interval matching as well as the
// numeric one (DuckDB 1.5 run: '2' + 1 and 1 + '2' raise, '2' - 1 raises
// while 1 - '2' is -1, 1.5 * '2' and CAST(1 AS BIGINT) * '2' raise while
// 1 * '2' is 2, '2' / 1 raises while 1 / '2' is 0.5; with another integer
// type, a float or a decimal, and in // and %, the literal takes the
// other's type: CAST(1 AS BIGINT) + '2' is 3, '2' % 1.5 0.5).
func duckLiteralArithAmbiguous(op ast.BinaryOp, left bool, other Type) bool {
	switch k := other.Kind; op {
	case ast.OpAdd:
		return k == ast.TypeInt
	case ast.OpSub:
		return left && k == ast.TypeInt
	case ast.OpMul:
		return k == ast.TypeBigInt || k == ast.TypeDouble || k == ast.TypeDecimal
	case ast.OpDiv, ast.OpDivFrac:
		return left && k != ast.TypeReal // '2' / CAST(1 AS FLOAT) is 2
	}
	return false
}

// duckLiteralTakesType casts a string literal beside an integer in
// arithmetic DuckDB answers (duckLiteralArithAmbiguous) to that integer
// type, as DuckDB's binder does (Options.StringArithRaises; DuckDB 1.5
// run: CAST(9007199254740993 AS BIGINT) + '0' is 9007199254740993,
// CAST(1 AS BIGINT) + '2.5' 4, 7 % '2.5' 1, CAST(1 AS SMALLINT) + '70000'
// raises "Could not convert string '70000' to INT16").
func (b *binder) duckLiteralTakesType(x *ast.Binary, l, r Expr) (Expr, Expr) {
	if !b.p.eng.opts.StringArithRaises || x.Op == ast.OpConcat {
		// 7 || '|' is the text 7| (DuckDB 1.5 run)
		return l, r
	}
	litL, litR := isUnknownLiteral(x.L), isUnknownLiteral(x.R)
	switch {
	case litL && !litR && r.Type().Kind.IsInteger():
		return &CastE{X: l, To: withoutTypmod(r.Type())}, r
	case litR && !litL && l.Type().Kind.IsInteger():
		return l, &CastE{X: r, To: withoutTypmod(l.Type())}
	}
	return l, r
}
