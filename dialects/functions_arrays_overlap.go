package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// arraysOverlapRows: Trino's, Presto's and Spark's arrays_overlap(x, y).
//
// arrays_overlap(x, y) "Tests if arrays x and y have any non-null elements
// in common. Returns null if there are no non-null elements in common but
// either array contains null" (Trino documentation, array functions); an
// empty array gives false whatever the other holds (Trino source,
// ArraysOverlapFunction: leftPositionCount == 0 || rightPositionCount ==
// 0 returns false). Spark's is the same function: "If the arrays have no
// common element and they are both non-empty and either of them contains a
// null element null is returned, false otherwise" (Spark SQL function
// reference). A NULL array gives NULL.
//
// DuckDB's list_has_any(x, y) is true for a common non-NULL element and
// false otherwise, NULLs never matching, NULL for a NULL list (run on
// DuckDB 1.5: list_has_any([1, NULL], [NULL]) is false), and
// list_position(x, NULL) the position of a NULL element, NULL where there
// is none (run on DuckDB 1.5: list_position([1, NULL], NULL) is 2), so
// arrays_overlap is written there CASE WHEN x IS NULL OR y IS NULL THEN
// NULL WHEN list_has_any(x, y) THEN true WHEN len(x) = 0 OR len(y) = 0
// THEN false WHEN list_position(x, NULL) IS NOT NULL OR list_position(y,
// NULL) IS NOT NULL THEN NULL ELSE false END. PostgreSQL's x && y gives
// false where a NULL element leaves the answer unknown; lateral has no
// spelling of it checked there, nor in the other dialects: refused.
func arraysOverlapRows() {
	fnRow("arrays_overlap",
		fnNo("lateral has no spelling of it checked in this dialect (it writes it for Trino, Presto, Spark and DuckDB; PostgreSQL's && gives false where a NULL element makes it NULL)",
			"compute it in the source, or translate to one of those"),
		fnOn("arrays_overlap", dSpark, dPresto, dTrino), fnEm(emArraysOverlapDuck, dDuck))
}

// emArraysOverlapDuck writes arrays_overlap for DuckDB from list_has_any,
// len and list_position (arraysOverlapRows).
func emArraysOverlapDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	x, err := c.reused(a[0], a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	y, err := c.reused(a[1], a[1], a[1], a[1])
	if err != nil {
		return nil, err
	}
	hasNull := func(e ast.Expr) ast.Expr {
		return &ast.IsNull{Span: c.sp, Not: true, X: c.f("list_position", e, c.null())}
	}
	empty := func(e ast.Expr) ast.Expr { return c.bin(ast.OpEq, c.f("len", e), c.num(0)) }
	return c.cases(c.boolLit(false),
		c.or(c.isNull(a[0]), c.isNull(a[1])), c.null(),
		c.f("list_has_any", x[0], y[0]), c.boolLit(true),
		c.or(empty(x[1]), empty(y[1])), c.boolLit(false),
		c.or(hasNull(x[2]), hasNull(y[2])), c.null()), nil
}
