package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// arrayEditRows: adding an element to an array and removing the ones of
// a value, as PostgreSQL and DuckDB do them (run on PostgreSQL 15 and
// DuckDB 1.5.6 in array_edit_test.go): array_append(NULL, 3) and
// list_append(NULL, 3) are [3], array_prepend(3, NULL) and
// list_prepend(3, NULL) [3], a NULL element is added as any other;
// PostgreSQL's array_remove(a, v) drops the elements not distinct from v
// (array_remove(ARRAY[1, NULL, 2], NULL) is {1,2}) and is NULL for a NULL
// a; DuckDB has no array_remove and filters: list_filter(a, x -> x IS
// DISTINCT FROM v), NULL for a NULL a and [] for an empty one.
// The other dialects' functions of these names differ at NULLs (Spark's
// array_append, array_prepend(a, v) and array_remove give NULL for a NULL
// array or value: Spark SQL function reference) or are not there (Trino
// and Presto have no array_append or array_prepend, Hive none of them),
// so they are refused there; Spark's own, which lateral does not read,
// keep their name toward Spark only.
func arrayEditRows() {
	const hintEdit = "compute it in PostgreSQL or DuckDB, or write the NULL cases out with CASE and the target's concatenation or filter"
	fnRow("array_append", fnNo("no function here is known to append to a NULL array as to an empty one, as PostgreSQL's array_append and DuckDB's list_append do", hintEdit),
		fnOn("array_append", dPG, dDuck))
	fnRow("array_prepend", fnNo("no function here is known to prepend to a NULL array as to an empty one, as PostgreSQL's array_prepend and DuckDB's list_prepend do", hintEdit),
		fnOn("array_prepend", dPG, dDuck))
	fnRow("array_remove", fnNo("no function here is known to remove the elements not distinct from the value (a NULL value removing the NULL elements), as PostgreSQL's array_remove does", hintEdit),
		fnOn("array_remove", dPG), fnEm(emArrayRemoveDuck, dDuck))
}

// emArrayRemoveDuck: list_filter(a, x -> x IS DISTINCT FROM v), v read
// once per element (so it must be deterministic), x a name v does not
// use.
func emArrayRemoveDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[1])
	if err != nil {
		return nil, err
	}
	x := fnUnusedName(a[1], "x")
	keep := &ast.Lambda{Span: c.sp, Params: []ast.Ident{x},
		Body: c.bin(ast.OpIsDistinct, &ast.ColumnRef{Span: c.sp, Name: ast.QName{x}}, r[0])}
	return c.f("list_filter", a[0], keep), nil
}

// fnSwapArgs reads a two-argument call whose arguments come the other way
// round (DuckDB array_push_front(a, v) is list_prepend(v, a)).
func fnSwapArgs(canon string, _ *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 {
		return "", nil, false
	}
	return canon, []ast.Expr{a[1], a[0]}, true
}

// fnDuckSlice reads DuckDB's list_slice(x, lo, hi) and array_slice(x, lo,
// hi) as the slice x[lo:hi], which they are (run on DuckDB 1.5.6: the
// two agree for lists and strings, NULL, empty, negative, zero and
// out-of-range bounds included), so rewrite/slice_bounds.go writes them;
// the form with a step is not read.
func fnDuckSlice(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 {
		return "", nil, false
	}
	return "", []ast.Expr{&ast.Slice{Span: f.Span, X: a[0], Lo: a[1], Hi: a[2]}}, true
}
