package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's reduce(a, init, merge, finish) is Spark's aggregate(a, init,
// merge, finish): the left fold of the elements in order, NULL elements
// passed to merge, finish applied to the final state, init (finished)
// for an empty array and NULL for a NULL array (ArrayReduceFunction in
// trinodb/trino: the array argument NEVER_NULL, the initial state
// nullable, merge applied at every position; Spark's ArrayAggregate
// gives NULL for a NULL array). Trino takes the finish function always:
// aggregate without one is written with the identity, s -> s, and
// DuckDB's list_reduce, which has no finish function, takes an identity
// one only (emListReduce).
func arrayReduceRows() {
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dTrino}, names: []string{"reduce"}, canon: "aggregate", fix: fnOnlyArity(4)})
}

// emReduceTrino: reduce(a, init, merge, finish), the identity finish
// added for the three-argument aggregate.
func emReduceTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if len(a) == 3 {
		s := fnUnusedName(c.arr(a...), "s")
		a = append(a[:3:3], &ast.Lambda{Span: c.sp, Params: []ast.Ident{s}, Body: &ast.ColumnRef{Span: c.sp, Name: ast.QName{s}}})
	}
	return c.f("reduce", a...), nil
}

// fnIdentityLambda: e is the lambda s -> s.
func fnIdentityLambda(e ast.Expr) bool {
	l, ok := e.(*ast.Lambda)
	if !ok || len(l.Params) != 1 {
		return false
	}
	cr, ok := l.Body.(*ast.ColumnRef)
	return ok && len(cr.Name) == 1 && strings.EqualFold(cr.Name[0].Name, l.Params[0].Name) && cr.Name[0].Quoted == l.Params[0].Quoted
}
