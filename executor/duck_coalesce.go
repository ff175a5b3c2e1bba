package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckCoalesceTypes types the arguments of coalesce (x; src, bound: the
// arguments as written and bound) as DuckDB's binder does under
// Options.CoalesceTypesDuckDB: it folds their types left to right, where
// a string literal beside another type takes that type, two string
// literals (or one beside a NULL) make a VARCHAR, and a VARCHAR beside a
// type other than a string or NULL is an error (DuckDB 1.5 runs:
// coalesce('010', 9) is the INTEGER 10, coalesce('2.5', 1.5) the
// DECIMAL 2.5, coalesce(NULL, 9, '10') the INTEGER 9, while
// coalesce(NULL, '10', 9), coalesce('10', '11', 9), coalesce('10', NULL,
// 9), coalesce(NULL::varchar, 9) and coalesce(9, '10'::varchar) raise
// "Binder Error: Cannot mix values of type VARCHAR and INTEGER_LITERAL in
// COALESCE operator - an explicit cast is required").
func (b *binder) duckCoalesceTypes(x *ast.Func, src []ast.Expr, bound []Expr) error {
	if !b.p.eng.opts.CoalesceTypesDuckDB || len(src) != len(bound) {
		return nil
	}
	const (
		none    = iota // no argument yet
		null           // only NULLs
		literal        // one string literal, first
		varchar        // a VARCHAR
		other          // another type
	)
	state, other0 := none, tUnknown
	mix := func(a, c string) error {
		return errAt(x, "Cannot mix values of type %s and %s in COALESCE operator - an explicit cast is required", a, c)
	}
	for i, e := range src {
		if bound[i] == nil {
			return nil
		}
		t := bound[i].Type()
		switch {
		case isNullLiteral(e):
			switch state {
			case none:
				state = null
			case literal:
				state = varchar
			}
		case isUnknownLiteral(e):
			switch state {
			case none:
				state = literal
			case null, literal:
				state = varchar
			}
		case t.Kind.IsText():
			if state == other {
				return mix(duckTypeName(other0), "VARCHAR")
			}
			state = varchar
		case t.Kind == ast.TypeUnknown:
			return nil // a type the executor does not know
		default:
			if state == varchar {
				return mix("VARCHAR", duckTypeName(t))
			}
			if state == other {
				other0 = superType(other0, t)
			} else {
				other0 = t
			}
			state = other
		}
	}
	if state != other {
		return nil
	}
	for i, e := range src {
		if isUnknownLiteral(e) {
			bound[i] = &CastE{X: bound[i], To: other0}
		}
	}
	return nil
}

// isNullLiteral: e is NULL of no written type.
func isNullLiteral(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitNull && l.Type == ast.TypeUnknown
}

// duckTypeName is DuckDB's name of t, or the executor's where it does not
// know DuckDB's exactly.
func duckTypeName(t Type) string {
	if s, err := DuckDBTypeName(t); err == nil {
		return s
	}
	return strings.ToUpper(t.Kind.String())
}
