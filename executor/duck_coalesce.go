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
	return b.duckBranchTypes(x, "COALESCE operator", src, bound)
}

// duckCaseTypes types the results of a CASE (x; src, bound: the ELSE, or
// NULL where there is none, then the THEN results, as written and bound)
// as duckCoalesceTypes types coalesce's arguments, DuckDB's binder
// folding them alike (DuckDB 1.5 run: CASE WHEN c THEN
// '2020-01-01T10:00' ELSE ts END of a TIMESTAMP ts is the TIMESTAMP
// 2020-01-01 10:00:00, CASE WHEN c THEN '1.7' ELSE i END of an INTEGER i
// is 2 and THEN 'abc' raises "Could not convert string 'abc' to INT32",
// CASE WHEN c THEN s ELSE i END of a VARCHAR s "Cannot mix values of
// type INTEGER and VARCHAR in CASE expression - an explicit cast is
// required"; the executor answered the strings).
func (b *binder) duckCaseTypes(x ast.Node, src []ast.Expr, bound []Expr) error {
	return b.duckBranchTypes(x, "CASE expression", src, bound)
}

// duckBranchTypes is duckCoalesceTypes of the inputs of what (x).
func (b *binder) duckBranchTypes(x ast.Node, what string, src []ast.Expr, bound []Expr) error {
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
		return errAt(x, "Cannot mix values of type %s and %s in %s - an explicit cast is required", a, c, what)
	}
	for i, e := range src {
		if bound[i] == nil {
			if e == nil {
				continue // a CASE with no ELSE
			}
			return nil
		}
		t := bound[i].Type()
		switch {
		case isNullLiteral(e) || isDuckErrorCall(e):
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

// isDuckErrorCall: e is error(...), whose result DuckDB types as NULL's
// (the translations' guards CASE WHEN c THEN error('...') ELSE FALSE END
// run on DuckDB 1.5 in the conformance cases).
func isDuckErrorCall(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && strings.EqualFold(f.Name.Last().Name, "error")
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
