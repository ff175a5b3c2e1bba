package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// arrayLambdaRows: transform and filter of an array by a lambda of one
// parameter.
//
//   - Trino's transform(a, x -> f) is the array of f for each element, in
//     order, a NULL element passed to f as NULL, NULL for a NULL array
//     (ArrayTransformFunction in trinodb/trino: the array argument is
//     NEVER_NULL, so a NULL array gives NULL; each position is loaded as
//     NULL or its value); Trino's filter(a, x -> p) keeps the elements for
//     which p is TRUE, in order, dropping those where it is FALSE or NULL
//     (ArrayFilterFunction: TRUE.equals(keep)). Presto documents both
//     alike (Presto array functions: transform, filter).
//   - Spark's transform and filter are the same (Spark SQL function
//     reference, lambda functions; ArrayFilter in collectionOperations
//     keeps an element when the predicate's value read as a Boolean is
//     true, a NULL reading false); their forms with an index parameter
//     ((x, i) -> ..., i 0-based) are read, and kept for Spark only.
//   - DuckDB's list_transform (array_transform, apply, list_apply,
//     array_apply) and list_filter (array_filter, filter) are the same
//     (run on DuckDB 1.5: list_filter([1, NULL, 3, 4], x -> CASE WHEN x
//     = 3 THEN NULL ELSE x > 1 END) is [4], both give NULL for a NULL list
//     and [] for []); their forms with an index parameter (1-based) are
//     read, and kept for DuckDB only.
//   - PostgreSQL has no lambdas: CASE WHEN a IS NULL THEN NULL ELSE
//     ARRAY(SELECT f FROM unnest(a) WITH ORDINALITY AS lateral_elem(e, n)
//     ORDER BY lateral_elem.n) END, the parameter read as lateral_elem.e
//     (filter: SELECT lateral_elem.e ... WHERE p, which keeps the rows
//     where p is TRUE); ARRAY of no row is an empty array. The element
//     and result types are checked in rewrite/array_lambdas.go (an array
//     of rows unnests into its fields, and PostgreSQL has no arrays of
//     arrays).
//
// Hive has no lambdas; the other dialects' functions are not settled
// here.
func arrayLambdaRows() {
	const hint = "compute it in Spark, Trino, DuckDB or PostgreSQL, or unnest the array in a subquery"
	fnRow("transform", fnNo("no function here is known to apply a lambda to each element of an array as transform does", hint),
		fnOn("transform", dSpark, dPresto, dTrino), fnOn("list_transform", dDuck), fnEm(emArrayLambdaPG(false), dPG))
	fnRow("filter", fnNo("no function here is known to keep the elements of an array for which a lambda is TRUE as filter does", hint),
		fnOn("filter", dSpark, dPresto, dTrino), fnOn("list_filter", dDuck), fnEm(emArrayLambdaPG(true), dPG))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"transform"}, canon: "transform", fix: fnLambdaArg(1), unread: true},
		fnAlias{ds: []string{dSpark}, names: []string{"transform"}, canon: "transform", fix: fnLambdaArg(2), unread: true},
		fnAlias{ds: []string{dDuck}, names: []string{"list_transform", "array_transform", "apply", "list_apply", "array_apply"}, canon: "transform", fix: fnLambdaArg(2)},
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"filter"}, canon: "filter", fix: fnLambdaArg(1), unread: true},
		fnAlias{ds: []string{dSpark, dDuck}, names: []string{"filter"}, canon: "filter", fix: fnLambdaArg(2), unread: true},
		fnAlias{ds: []string{dDuck}, names: []string{"list_filter", "array_filter"}, canon: "filter", fix: fnLambdaArg(2)})
}

// fnLambdaArg reads f(a, l), l a lambda of at most max parameters (or,
// for the reading of what lateral writes, an argument that is not a
// lambda): the second one, Spark's and DuckDB's index, is kept as the
// source's, whose base differs (0 in Spark, 1 in DuckDB), and
// rewrite/array_lambdas.go refuses it toward another dialect.
func fnLambdaArg(max int) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != 2 || fnPlainCall(f) != nil {
			return "", nil, false
		}
		if l, ok := a[1].(*ast.Lambda); ok && (len(l.Params) == 0 || len(l.Params) > max) {
			return "", nil, false
		}
		return canon, a, true
	}
}

// emArrayLambdaPG writes transform (keep false) or filter (keep true) for
// PostgreSQL from the unnested elements (arrayLambdaRows).
func emArrayLambdaPG(keep bool) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		l, ok := a[1].(*ast.Lambda)
		if !ok || len(l.Params) != 1 {
			return nil, c.needs("a lambda of one parameter")
		}
		if lit, ok := a[0].(*ast.Literal); ok && lit.Kind == ast.LitNull {
			return c.null(), nil // PostgreSQL cannot choose an unnest for an untyped NULL
		}
		r, err := c.reused(a[0])
		if err != nil {
			return nil, err
		}
		sel, elem, pos := c.elemsQuery(a[0], c.arr(a[0], l.Body), true)
		body, err := c.inlineLambda(l, elem)
		if err != nil {
			return nil, err
		}
		if keep {
			sel.Items = []*ast.SelectItem{{Span: c.sp, Expr: ast.Clone(elem)}}
			sel.Where = body
		} else {
			sel.Items = []*ast.SelectItem{{Span: c.sp, Expr: body}}
		}
		q := &ast.Query{Span: c.sp, Body: sel, OrderBy: []*ast.OrderItem{{Span: c.sp, Expr: pos}}}
		return c.arrayOrNull(a[0], r[0], q), nil
	}
}

// inlineLambda is the body of the one-parameter lambda l with each
// reference to the parameter replaced by arg. A lambda inside it whose
// parameter has the same name, and a field of the parameter (x.f), are
// refused: the parameter is not read there as a column of its own.
func (c *fnCtx) inlineLambda(l *ast.Lambda, arg ast.Expr) (ast.Expr, error) {
	p := l.Params[0]
	is := func(id ast.Ident) bool {
		if id.Quoted || p.Quoted {
			return id.Name == p.Name
		}
		return strings.EqualFold(id.Name, p.Name)
	}
	var bad ast.Node
	ast.Inspect(l.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Lambda:
			for _, q := range x.Params {
				if is(q) {
					bad = x
				}
			}
		case *ast.ColumnRef:
			if len(x.Name) > 1 && is(x.Name[0]) {
				bad = x
			}
		}
		return bad == nil
	})
	if bad != nil {
		return nil, c.refuseAt(bad, "the lambda's body is written in "+c.d.Name+" with its parameter "+p.Name+" replaced by the element, and here "+p.Name+" is not read as the parameter alone (a lambda of the same parameter, or a field of it)",
			"give the inner lambda's parameter another name, or read the field with (x).f")
	}
	return ast.RewriteExpr(l.Body, func(n ast.Node) ast.Node {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 && is(cr.Name[0]) {
			return ast.Clone(arg)
		}
		return n
	}), nil
}
