package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's array_to_string(a, sep) is not the canonical array_join (Spark
// array_join, PostgreSQL array_to_string) at the NULLs (run on DuckDB 1.5
// and PostgreSQL 15, TestArrayJoinDuck):
//
//   - a list with elements none of which is non-NULL ([NULL], [NULL,
//     NULL]) gives NULL, where array_join gives the empty string (as both
//     do for an empty list; a NULL list gives NULL);
//   - a NULL separator joins with ',' (array_join: NULL).
//
// So DuckDB's array_to_string reads as array_join_duck, written for the
// other targets as CASE WHEN cardinality(a) > 0 AND cardinality(<a
// without its NULL elements>) = 0 THEN NULL ELSE array_join(a, sep) END,
// sep coalesce(sep, ',') unless it is a non-NULL literal; the array is
// evaluated three times, so it must be deterministic (c.reused); an array
// constructor with a non-NULL literal element, or none, needs no CASE.
// Hive has no way to drop NULL elements (its concat_ws writes them as
// 'null'): refused. DuckDB's list_aggr(a, 'string_agg', sep) (also NULL for an
// empty list) is not read.
//
// The other way, array_join is written for DuckDB by emArrayJoinDuck.
//
// This file's init runs before functions.go's (file order), which builds
// the read table from fnWrite.
func init() {
	fnRow("array_join_duck", fnOn("array_to_string", dDuck),
		fnEm(emArrayJoinDuckVia, dPG, dSpark, dPresto, dTrino, dBQ, dSnow),
		fnNo("Hive cannot drop an array's NULL elements before joining it (concat_ws writes them as 'null')",
			"join the array in a dialect that can, or filter the NULL elements out in a subquery first", dHive))
}

// emArrayJoinDuckVia writes array_join_duck from the target's array_join.
func emArrayJoinDuckVia(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	sep := a[1]
	var err error
	if l, ok := sep.(*ast.Literal); ok && l.Kind == ast.LitNull {
		sep = c.str(",")
	} else if !fnNonNullLit(sep) {
		if sep, err = c.spell("coalesce", sep, c.str(",")); err != nil {
			return nil, err
		}
	}
	join, err := c.spell("array_join", a[0], sep)
	if err != nil || fnSomeNonNullLit(a[0]) {
		return join, err
	}
	r, err := c.reused(a[0], a[0])
	if err != nil {
		return nil, err
	}
	n := "cardinality"
	switch c.d.Name {
	case dSpark:
		n = "size" // -1 or NULL for a NULL array: neither passes the tests below
	case dBQ:
		n = "array_length"
	case dSnow:
		n = "array_size"
	}
	var compact ast.Expr
	switch c.d.Name {
	case dPG:
		compact = c.f("array_remove", r[1], c.null())
	case dSnow:
		compact = c.f("array_compact", r[1])
	case dBQ:
		// ARRAY(SELECT e FROM UNNEST(a) AS e WHERE e IS NOT NULL)
		sel, elem, _ := c.elemsQuery(r[1], r[1], false)
		sel.Items = []*ast.SelectItem{{Span: c.sp, Expr: elem}}
		sel.Where = &ast.IsNull{Span: c.sp, X: ast.Clone(elem), Not: true}
		compact = &ast.ArrayQuery{Span: c.sp, Query: &ast.Query{Span: c.sp, Body: sel}}
	default:
		x := fnUnusedName(r[1], "x") // a name the array does not use
		notNull := &ast.Lambda{Span: c.sp, Params: []ast.Ident{x},
			Body: &ast.IsNull{Span: c.sp, X: &ast.ColumnRef{Span: c.sp, Name: ast.QName{x}}, Not: true}}
		compact = c.f("filter", r[1], notNull)
	}
	allNull := c.bin(ast.OpAnd, c.bin(ast.OpGt, c.f(n, r[0]), c.num(0)), c.bin(ast.OpEq, c.f(n, compact), c.num(0)))
	return c.cases(join, allNull, c.null()), nil
}

// fnSomeNonNullLit: e is an array constructor with no elements or with a
// non-NULL literal among them, which array_join and array_join_duck join
// alike.
func fnSomeNonNullLit(e ast.Expr) bool {
	arr, ok := e.(*ast.Array)
	if !ok {
		return false
	}
	for _, el := range arr.Elems {
		if fnNonNullLit(el) {
			return true
		}
	}
	return len(arr.Elems) == 0
}
