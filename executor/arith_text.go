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
// Under Options.StringArithRaises (DuckDB) a string, a literal or not,
// beside a number in + - * / // % raises (DuckDB 1.5 run: coalesce(NULL,
// '10') + 1 raises "No function matches the given name and argument types
// '+(VARCHAR, INTEGER_LITERAL)'", '10' + 1 "Could not choose a best
// candidate function", a VARCHAR column * 2 and % 2 raise).
func (b *binder) arithTextError(x *ast.Binary, l, r Expr) error {
	sym := x.Op.String()
	switch x.Op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv:
	case ast.OpMod, ast.OpIntDiv:
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
			if isUnknownLiteral(x.L) || isUnknownLiteral(x.R) {
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
