package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// arrayMatchRows: whether some, every or no element of an array matches
// a predicate, in three-valued logic.
//
//   - Trino's any_match(a, x -> p) is TRUE when p is TRUE for some
//     element, else NULL when p is NULL for some, else FALSE (so FALSE for
//     an empty array); all_match is FALSE when p is FALSE for some
//     element, else NULL when p is NULL for some, else TRUE; none_match is
//     the negation of any_match, NULL staying NULL (ArrayAnyMatchFunction,
//     ArrayAllMatchFunction, ArrayNoneMatchFunction in trinodb/trino); a
//     NULL array gives NULL. Presto documents the same three rules (Presto
//     array functions).
//   - Spark's exists is any_match and its forall is all_match (ArrayExists
//     and ArrayForAll in collectionOperations: with
//     spark.sql.legacy.followThreeValuedLogicInArrayExists at its default,
//     true, exists is NULL when no element matches and p is NULL for some);
//     none_match is NOT exists(a, x -> p).
//   - DuckDB and PostgreSQL score each element, CASE p WHEN TRUE THEN 2
//     WHEN FALSE THEN 0 ELSE 1 END (for all_match FALSE scores 2 and TRUE
//     0), p evaluated once, and read the greatest score: 2 decides (TRUE
//     for any_match, FALSE for all_match and none_match), 1 is NULL, 0 or
//     no element gives the other value; a NULL array is tested first,
//     since the greatest score of no element is NULL for an empty array
//     too. DuckDB takes list_max of
//     list_transform; PostgreSQL max over unnest(a) AS lateral_elem(e),
//     the parameter read as lateral_elem.e (its element type is checked
//     in rewrite/array_lambdas.go).
//
// The engines stop at the first element that decides, and the scores read
// every element: a predicate that raises an error for a later element
// raises there only, never a different value.
func arrayMatchRows() {
	const hint = "compute it in Spark, Trino, DuckDB or PostgreSQL, or count the matching unnested elements in a subquery"
	for _, x := range []struct {
		canon, spark string
		not, all     bool
	}{
		{"any_match", "exists", false, false},
		{"all_match", "forall", false, true},
		{"none_match", "exists", true, false},
	} {
		spark := fnOn(x.spark, dSpark)
		if x.not {
			spark = fnEm(emNotMatchSpark, dSpark)
		}
		fnRow(x.canon, fnNo("no function here is known to test the elements of an array with a lambda in three-valued logic as "+x.canon+" does", hint),
			fnOn(x.canon, dPresto, dTrino), spark, fnEm(emMatchScore(x.all, !x.all && !x.not, false), dDuck), fnEm(emMatchScore(x.all, !x.all && !x.not, true), dPG))
	}
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"any_match", "all_match", "none_match"}, canon: "", fix: fnMatchRead, unread: true},
		fnAlias{ds: []string{dSpark}, names: []string{"exists"}, canon: "any_match", fix: fnLambdaArg(1)},
		fnAlias{ds: []string{dSpark}, names: []string{"forall"}, canon: "all_match", fix: fnLambdaArg(1)})
}

// fnMatchRead reads Trino's and Presto's any_match, all_match and
// none_match with a lambda of one parameter as the canonical function of
// the same name.
func fnMatchRead(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	return fnLambdaArg(1)(strings.ToLower(f.Name[0].Name), f, a)
}

// emNotMatchSpark: NOT exists(a, x -> p).
func emNotMatchSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return &ast.Unary{Span: c.sp, Op: ast.OpNot, X: c.f("exists", a...)}, nil
}

// emMatchScore writes any_match (onFalse false, decides true), all_match
// (onFalse true, decides false) or none_match (onFalse false, decides
// false) from the greatest score of the elements (arrayMatchRows): for
// PostgreSQL (pg) over unnest, for DuckDB with list_transform.
func emMatchScore(onFalse, decides, pg bool) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		l, ok := a[1].(*ast.Lambda)
		if !ok || len(l.Params) != 1 {
			return nil, c.needs("a lambda of one parameter")
		}
		if lit, ok := a[0].(*ast.Literal); ok && lit.Kind == ast.LitNull {
			return c.null(), nil
		}
		r, err := c.reused(a[0])
		if err != nil {
			return nil, err
		}
		score := func(p ast.Expr) ast.Expr {
			return &ast.Case{Span: c.sp, Operand: p, Whens: []*ast.When{
				{Span: c.sp, Cond: c.boolLit(!onFalse), Result: c.num(2)},
				{Span: c.sp, Cond: c.boolLit(onFalse), Result: c.num(0)}}, Else: c.num(1)}
		}
		var best ast.Expr
		if pg {
			sel, elem, _ := c.elemsQuery(a[0], c.arr(a[0], l.Body), false)
			body, err := c.inlineLambda(l, elem)
			if err != nil {
				return nil, err
			}
			sel.Items = []*ast.SelectItem{{Span: c.sp, Expr: c.f("max", score(body))}}
			best = &ast.Subquery{Span: c.sp, Query: &ast.Query{Span: c.sp, Body: sel}}
		} else {
			best = c.f("list_max", c.f("list_transform", a[0], &ast.Lambda{Span: c.sp, Params: l.Params, Body: score(l.Body)}))
		}
		v := &ast.Case{Span: c.sp, Operand: best, Whens: []*ast.When{
			{Span: c.sp, Cond: c.num(2), Result: c.boolLit(decides)},
			{Span: c.sp, Cond: c.num(1), Result: c.null()}}, Else: c.boolLit(!decides)}
		if _, isArray := a[0].(*ast.Array); isArray {
			return v, nil
		}
		return c.cases(v, c.isNull(r[0]), c.null()), nil
	}
}
