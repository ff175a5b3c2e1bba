package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// arraySetRows: the union, intersection and difference of two arrays, as
// Spark computes them (Spark SQL function reference: array_union "without
// duplicates", array_intersect "the elements in the intersection of
// array1 and array2, without duplicates", array_except "the elements in
// array1 but not in array2, without duplicates"; ArrayUnion,
// ArrayIntersect and ArrayExcept in apache/spark keep the order of the
// first occurrences, of array1 then array2 for the union, and treat NULL
// as an element, kept once; either array NULL gives NULL).
//
// Trino's array_union is the same (ArrayUnionFunction in trinodb/trino
// adds the elements of the first array, then the second, to a set, one
// NULL kept; NULL when either array is NULL), so both read and write it.
// Trino's array_intersect and array_except are not: array_intersect
// follows the order of the longer array (ArrayIntersectFunction swaps its
// arguments when the first is shorter), and array_except returns the first
// array with its duplicates when either array is empty
// (ArrayExceptFunction); lateral leaves them unread (T302).
//
// PostgreSQL 15 has none of them: the elements are grouped from unnest
// WITH ORDINALITY and collected by their first position, as array_distinct
// is (emArrayDistinctPG), of array_cat(a, b) for the union and of a kept
// where array_position(b, e) is (not) NULL for the others (array_position
// compares by IS NOT DISTINCT FROM, so a NULL element finds a NULL one:
// PostgreSQL documentation, Array Functions). DuckDB's list_intersect does
// not keep the order and drops NULLs (run on DuckDB 1.5), so the positions
// whose element is first found there are kept, as for array_distinct
// (emArrayDistinctDuck; list_position finds a NULL element for a NULL
// value). Both are NULL when either array is NULL. Floats and nested
// elements are refused by rewrite/array_sets.go (Spark 3 keeps -0.0 apart
// from 0.0, Trino does not). Hive 4's functions of these names and the
// other dialects' are not settled here.
func arraySetRows() {
	const hint = "compute it in Spark, Trino, PostgreSQL or DuckDB, or collect the unnested elements yourself"
	fnRow("array_union", fnNo("this dialect's union of two arrays is not known to keep the first occurrences in order and one NULL", hint),
		fnOn("array_union", dSpark, dTrino), fnEm(emArraySetPG(setUnion), dPG), fnEm(emArraySetDuck(setUnion), dDuck))
	fnRow("array_intersect", fnNo("this dialect's intersection of two arrays is not known to keep the order of the first array and a NULL found in both", hint),
		fnOn("array_intersect", dSpark), fnEm(emArraySetPG(setIntersect), dPG), fnEm(emArraySetDuck(setIntersect), dDuck))
	fnRow("array_except", fnNo("this dialect's difference of two arrays is not known to remove the duplicates and keep the order of the first array", hint),
		fnOn("array_except", dSpark), fnEm(emArraySetPG(setExcept), dPG), fnEm(emArraySetDuck(setExcept), dDuck))
}

type arraySetOp int

const (
	setUnion arraySetOp = iota
	setIntersect
	setExcept
)

// arraySetNull: an untyped NULL argument, which makes the result NULL (the
// functions below cannot type it).
func arraySetNull(a []ast.Expr) bool {
	for _, x := range a {
		if l, ok := x.(*ast.Literal); ok && l.Kind == ast.LitNull {
			return true
		}
	}
	return false
}

// emArraySetPG: CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE ARRAY(SELECT
// e FROM unnest(x) WITH ORDINALITY AS lateral_elem(e, n) [WHERE
// array_position(b, e) IS [NOT] NULL] GROUP BY e ORDER BY min(n)) END, x
// being array_cat(a, b) for the union and a for the others.
func emArraySetPG(op arraySetOp) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		if arraySetNull(a) {
			return c.null(), nil
		}
		r, err := c.reused(a[0], a[1])
		if err != nil {
			return nil, err
		}
		src := a[0]
		if op == setUnion {
			src = c.f("array_cat", a[0], a[1])
		}
		sel, elem, pos := c.elemsQuery(src, c.f("row", a[0], a[1]), true)
		sel.Items = []*ast.SelectItem{{Span: c.sp, Expr: elem}}
		if op != setUnion {
			sel.Where = &ast.IsNull{Span: c.sp, X: c.f("array_position", a[1], ast.Clone(elem)), Not: op == setIntersect}
		}
		sel.GroupBy = &ast.GroupBy{Span: c.sp, Items: []ast.Expr{ast.Clone(elem)}}
		q := &ast.Query{Span: c.sp, Body: sel, OrderBy: []*ast.OrderItem{{Span: c.sp, Expr: c.f("min", pos)}}}
		return c.cases(&ast.ArrayQuery{Span: c.sp, Query: q}, c.bin(ast.OpOr, c.isNull(r[0]), c.isNull(r[1])), c.null()), nil
	}
}

// emArraySetDuck: CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE
// list_transform(list_filter(range(1, len(x) + 1), i -> list_position(x,
// x[i]) = i [AND list_position(b, x[i]) IS [NOT] NULL]), i -> x[i]) END, x
// being list_concat(a, b) for the union and a for the others, i a name
// neither uses.
func emArraySetDuck(op arraySetOp) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		if arraySetNull(a) {
			return c.null(), nil
		}
		r, err := c.reused(a[0], a[1], a[0], a[1], a[0], a[1], a[0], a[1])
		if err != nil {
			return nil, err
		}
		i := fnUnusedName(c.f("row", a[0], a[1]), "lateral_i")
		iref := func() ast.Expr { return &ast.ColumnRef{Span: c.sp, Name: ast.QName{i}} }
		at := func(arr ast.Expr) ast.Expr {
			return &ast.Subscript{Span: c.sp, X: arr, Index: iref(), Base: 1, Missing: ast.MissingNull}
		}
		xs := []ast.Expr{r[2], r[4], ast.Clone(r[4]), r[6]}
		if op == setUnion {
			xs = []ast.Expr{c.f("list_concat", r[2], r[3]), c.f("list_concat", r[4], r[5]),
				c.f("list_concat", ast.Clone(r[4]), ast.Clone(r[5])), c.f("list_concat", r[6], r[7])}
		}
		var keep ast.Expr = c.bin(ast.OpEq, c.f("list_position", xs[1], at(xs[2])), iref())
		if op != setUnion {
			found := &ast.IsNull{Span: c.sp, X: c.f("list_position", a[1], at(ast.Clone(r[4]))), Not: op == setIntersect}
			keep = c.bin(ast.OpAnd, keep, found)
		}
		positions := c.f("range", c.num(1), c.bin(ast.OpAdd, c.f("len", xs[0]), c.num(1)))
		first := &ast.Lambda{Span: c.sp, Params: []ast.Ident{i}, Body: keep}
		elem := &ast.Lambda{Span: c.sp, Params: []ast.Ident{i}, Body: at(xs[3])}
		return c.cases(c.f("list_transform", c.f("list_filter", positions, first), elem),
			c.bin(ast.OpOr, c.isNull(r[0]), c.isNull(r[1])), c.null()), nil
	}
}
