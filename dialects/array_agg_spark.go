package dialects

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// emArrayAggSpark writes the canonical array_agg (every value, NULLs
// included, in the ORDER BY's order; NULL over no rows) for Spark, whose
// collect_list skips NULLs and gives [] over no rows (Spark SQL built-in
// functions: collect_list, transform, sort_array: "the natural ordering of
// the array elements", a struct's being its fields' in order). Each row is
// collected as a struct, which is never NULL, holding the ORDER BY keys
// and the value; sort_array orders the structs, and transform reads the
// value back:
//
//	CASE WHEN count(*) [FILTER (WHERE f)] = 0 THEN NULL
//	ELSE transform(sort_array(collect_list(named_struct('n0', k0 IS [NOT] NULL, 'k0', k0, ..., 'v', x))
//	  [FILTER (WHERE f)], asc), s -> s.v) END
//
// Each key's NULL order is a boolean field before it (NULL keys then
// compare equal to each other on the key field); sort_array has one
// direction, so the keys must share it. Rows with equal keys may come in
// any order, as in the source. An ORDER BY item's NULL order is explicit
// or the target's (the rewrite writes the source's default out where it
// differs). DISTINCT, mixed directions, a window and IGNORE/RESPECT NULLS
// are refused.
func emArrayAggSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	switch {
	case c.call.Distinct:
		return nil, c.refuse("array_agg(DISTINCT x) keeps one NULL element, and Spark's collect_set skips NULLs",
			"filter the NULLs out first (FILTER (WHERE x IS NOT NULL)), then read it as collect_set")
	case c.call.Over != nil:
		return nil, c.refuse("array_agg keeps NULL elements where Spark's collect_list skips them, and the form that keeps them is written for a grouped aggregate, not a window",
			"compute the array in a grouped subquery and join it back")
	case len(c.call.WithinGroup) > 0 || c.call.Nulls != ast.NullsUnspecified:
		return nil, c.refuse("array_agg with WITHIN GROUP or a NULL treatment has no Spark form",
			"write the order as array_agg(x ORDER BY k), and filter the NULLs out with FILTER (WHERE x IS NOT NULL)")
	}
	var filter ast.Expr
	if c.call.Filter != nil {
		r, err := c.reused(c.call.Filter)
		if err != nil {
			return nil, err
		}
		filter = r[0]
	}
	st := &ast.Struct{Span: c.sp}
	field := func(name string, v ast.Expr) {
		st.Fields = append(st.Fields, &ast.StructField{Span: c.sp, Name: &ast.Ident{Span: c.sp, Name: name}, Value: v})
	}
	desc := len(c.call.OrderBy) > 0 && c.call.OrderBy[0].Desc
	for i, o := range c.call.OrderBy {
		// a key is read twice: for its NULL order and its value
		twice, err := c.reused(o.Expr)
		if err != nil {
			return nil, err
		}
		if o.Desc != desc {
			return nil, c.refuseAt(o, "array_agg keeps NULL elements where Spark's collect_list skips them, and its Spark form sorts the collected rows with sort_array, in one direction for every ORDER BY key",
				"order by keys of one direction (negate a numeric key to turn it)")
		}
		nullsFirst := !o.Desc // Spark's default, where the rewrite left it
		switch o.Nulls {
		case ast.NullsFirst:
			nullsFirst = true
		case ast.NullsLast:
			nullsFirst = false
		}
		// sort_array puts FALSE before TRUE ascending, after it descending.
		ind := ast.Expr(&ast.IsNull{Span: c.sp, X: o.Expr, Not: nullsFirst != desc})
		field(fmt.Sprintf("n%d", i), ind)
		field(fmt.Sprintf("k%d", i), twice[0])
	}
	field("v", a[0])
	coll := c.agg("collect_list", st)
	coll.OrderBy = nil
	var arr ast.Expr = coll
	if len(c.call.OrderBy) > 0 {
		arr = c.f("sort_array", coll, c.boolLit(!desc))
	}
	s := ast.Ident{Span: c.sp, Name: "s"}
	read := &ast.Lambda{Span: c.sp, Params: []ast.Ident{s},
		Body: &ast.FieldAccess{Span: c.sp, X: &ast.ColumnRef{Span: c.sp, Name: ast.QName{s}}, Name: ast.Ident{Span: c.sp, Name: "v"}}}
	count := &ast.Func{Span: c.sp, Name: ast.QName{{Span: c.sp, Name: "count"}}, Star: true, Filter: filter}
	return c.cases(c.f("transform", arr, read), c.bin(ast.OpEq, count, c.num(0)), c.null()), nil
}
