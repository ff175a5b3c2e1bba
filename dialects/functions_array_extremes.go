package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// arrayExtremeRows: the greatest and least element of an array, under
// the two rules for NULL elements.
//
//   - Spark's array_max and array_min skip NULL elements, and give NULL
//     for an empty array or one of NULLs only (Spark SQL function
//     reference: "NULL elements are skipped"); DuckDB's list_max and
//     list_min are the max and min aggregates over the list, which skip
//     NULLs too (run on DuckDB 1.5: list_max([1, NULL, 3]) is 3,
//     list_max([]) and list_max([NULL]) are NULL, list_max(NULL) is
//     NULL). Both are array_max and array_min.
//   - Trino's array_max and array_min give NULL as soon as an element is
//     NULL (ArrayMaxFunction and ArrayMinFunction in trinodb/trino return
//     null at the first NULL position; an empty array gives NULL too):
//     array_max_strict and array_min_strict.
//
// PostgreSQL has neither function: the aggregate over the unnested
// elements, (SELECT max(e) FROM unnest(a) AS lateral_elem(e)), is NULL for
// a NULL or empty array (unnest gives no row), and for the strict form
// CASE WHEN count(*) = count(e) THEN max(e) END gives NULL when an
// element is NULL. Trino skips the NULLs with filter(a, x -> x IS NOT
// NULL) first (x a name the array does not use); Spark and DuckDB test for a NULL element with exists and
// list_filter. Floats are not translated: Trino's array_max passes over
// a NaN unless every element is NaN (ArrayMaxFunction's doubleGreater),
// where Spark, PostgreSQL and DuckDB order NaN above every number; nor
// are strings, which PostgreSQL orders by collation; the element type is
// checked in rewrite/array_extremes.go. Presto's, Hive's and the other
// dialects' functions of these names are not settled here.
func arrayExtremeRows() {
	const why = "this dialect's greatest or least array element is not known to treat NULL elements as the source does"
	const hint = "compute it in Spark, Trino, DuckDB or PostgreSQL, or aggregate the unnested elements with max or min in a subquery"
	for _, x := range []struct{ canon, strict, agg, spark, duck string }{
		{"array_max", "array_max_strict", "max", "array_max", "list_max"},
		{"array_min", "array_min_strict", "min", "array_min", "list_min"},
	} {
		fnRow(x.canon, fnNo(why, hint), fnOn(x.spark, dSpark), fnOn(x.duck, dDuck), fnEm(emArrayExtremePG(x.agg, false), dPG),
			fnEm(emArrayExtremeSkipTrino(x.spark), dTrino))
		fnRow(x.strict, fnNo(why, hint), fnOn(x.spark, dTrino), fnEm(emArrayExtremeStrict(x.spark, "exists"), dSpark),
			fnEm(emArrayExtremeStrict(x.duck, "list_filter"), dDuck), fnEm(emArrayExtremePG(x.agg, true), dPG))
	}
}

// emArrayExtremePG: (SELECT max(e) FROM unnest(a) AS lateral_elem(e)), or
// for the strict form (SELECT CASE WHEN count(*) = count(e) THEN max(e)
// END FROM ...); an untyped NULL is NULL (PostgreSQL cannot choose an
// unnest for it).
func emArrayExtremePG(agg string, strict bool) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		if l, ok := a[0].(*ast.Literal); ok && l.Kind == ast.LitNull {
			return c.null(), nil
		}
		sel, elem, _ := c.elemsQuery(a[0], a[0], false)
		var v ast.Expr = c.f(agg, elem)
		if strict {
			all := &ast.Func{Span: c.sp, Name: ast.QName{{Span: c.sp, Name: "count"}}, Star: true}
			v = c.cases(nil, c.bin(ast.OpEq, all, c.f("count", ast.Clone(elem))), v)
		}
		sel.Items = []*ast.SelectItem{{Span: c.sp, Expr: v}}
		return &ast.Subquery{Span: c.sp, Query: &ast.Query{Span: c.sp, Body: sel}}, nil
	}
}

// emArrayExtremeSkipTrino: Trino's array_max(filter(a, x -> x IS NOT
// NULL)), x a name a does not use.
func emArrayExtremeSkipTrino(name string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		if l, ok := a[0].(*ast.Literal); ok && l.Kind == ast.LitNull {
			return c.null(), nil // filter cannot type an untyped NULL
		}
		x := fnUnusedName(a[0], "lateral_x")
		keep := &ast.Lambda{Span: c.sp, Params: []ast.Ident{x},
			Body: &ast.IsNull{Span: c.sp, X: &ast.ColumnRef{Span: c.sp, Name: ast.QName{x}}, Not: true}}
		return c.f(name, c.f("filter", a[0], keep)), nil
	}
}

// emArrayExtremeStrict: CASE WHEN exists(a, x -> x IS NULL) THEN NULL
// ELSE array_max(a) END for Spark, CASE WHEN len(list_filter(a, x -> x IS
// NULL)) > 0 THEN NULL ELSE list_max(a) END for DuckDB; a NULL a makes
// the test NULL and the skipping function NULL.
func emArrayExtremeStrict(name, test string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		if l, ok := a[0].(*ast.Literal); ok && l.Kind == ast.LitNull {
			return c.null(), nil // exists cannot type an untyped NULL
		}
		r, err := c.reused(a[0])
		if err != nil {
			return nil, err
		}
		x := fnUnusedName(a[0], "lateral_x")
		isNull := &ast.Lambda{Span: c.sp, Params: []ast.Ident{x}, Body: c.isNull(&ast.ColumnRef{Span: c.sp, Name: ast.QName{x}})}
		var cond ast.Expr = c.f(test, r[0], isNull)
		if test == "list_filter" {
			cond = c.bin(ast.OpGt, c.f("len", cond), c.num(0))
		}
		return c.cases(c.f(name, a[0]), cond, c.null()), nil
	}
}
