package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// stringAggRows: string_agg(x, sep) concatenates the non-NULL x in the
// aggregate's order (ORDER BY; unspecified without it), each after the
// first preceded by its row's sep (by none where sep is NULL), and is NULL
// when there is none: PostgreSQL's string_agg ("Concatenates the non-null
// input values into a string. Each value after the first is preceded by
// the corresponding delimiter (if it's not null)", PostgreSQL 15
// documentation, 9.21; NULL for no rows: "with the exception of count,
// these functions return a null value when no rows are selected"). So are
// DuckDB's string_agg and listagg with a literal separator (DuckDB
// aggregate functions: "Concatenates the column string values with an
// optional separator", ',' when absent; run on DuckDB 1.5: NULLs skipped,
// NULL for no rows, NULL for a NULL separator, "Separator argument to
// StringAgg must be a constant" for a column) and Trino's listagg(x,
// 'sep') WITHIN GROUP (ORDER BY ...) (Trino aggregate functions: the
// aggregates but count, count_if, max_by, min_by and approx_distinct
// "ignore null values and return null for no input rows or when all
// values are null"). Toward DuckDB, Trino, Hive and Spark the separator
// must be a string literal.
//
// Hive and Spark (before 4.0) have no such aggregate: unordered, it is
// CASE WHEN count(x) = 0 THEN NULL ELSE concat_ws(sep, collect_list(x)) END
// (collect_list skips NULLs; concat_ws of an empty array is the empty
// string, hence the count). collect_list keeps no order: an ORDER BY is
// refused there.
func stringAggRows() {
	fnRow("string_agg", fnOn("string_agg", dPG), fnEm(emStringAggDuck, dDuck), fnEm(emListaggTrino, dTrino), fnEm(emStringAggCollect, dHive, dSpark))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPG}, names: []string{"string_agg"}, canon: "string_agg", fix: fnOnlyArity(2), unread: true},
		fnAlias{ds: []string{dDuck}, names: []string{"string_agg", "listagg"}, canon: "string_agg", fix: fnStringAggSep(","), unread: true},
		fnAlias{ds: []string{dTrino}, names: []string{"listagg"}, canon: "string_agg", fix: fnListaggTrino, unread: true})
}

// fnStringAggSep reads string_agg(x, 'sep'), and string_agg(x) with the
// separator def where def is not empty.
func fnStringAggSep(def string) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(f.WithinGroup) > 0 {
			return "", nil, false
		}
		if len(a) == 1 && def != "" {
			return canon, []ast.Expr{a[0], fnStr(f.Span, def)}, true
		}
		if len(a) != 2 || stringAggSep(a[1], false) == nil {
			return "", nil, false
		}
		return canon, a, true
	}
}

// fnListaggTrino reads Trino's listagg(x, 'sep') WITHIN GROUP (ORDER BY
// ...) as string_agg(x, 'sep' ORDER BY ...).
func fnListaggTrino(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || stringAggSep(a[1], false) == nil || len(f.OrderBy) > 0 {
		return "", nil, false
	}
	out := *f
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: "string_agg"}}
	out.Args = a
	out.OrderBy, out.WithinGroup = f.WithinGroup, nil
	out.Written = ""
	return "", []ast.Expr{&out}, true
}

// stringAggSep is the separator's string literal, with folded also
// inside the CASE WHEN p THEN 'sep' END a FILTER moved into the arguments
// writes; nil for any other separator.
func stringAggSep(e ast.Expr, folded bool) *ast.Literal {
	if c, ok := e.(*ast.Case); ok && folded && c.Operand == nil && c.Else == nil && len(c.Whens) == 1 {
		e = c.Whens[0].Result
	}
	if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitString {
		return l
	}
	return nil
}

// emListaggTrino writes string_agg as Trino's listagg(x, 'sep') WITHIN
// GROUP (ORDER BY ...), ordered by x where the call has no order (any
// order is the call's).
func emListaggTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if c.call.Over != nil {
		return nil, c.refuse("Trino's listagg is not a window function", "aggregate in a subquery grouped by the partition and join it back")
	}
	if stringAggSep(a[1], false) == nil {
		return nil, c.needs("a literal separator")
	}
	out := c.agg("listagg", a...)
	out.WithinGroup, out.OrderBy = out.OrderBy, nil
	if len(out.WithinGroup) == 0 {
		out.WithinGroup = []*ast.OrderItem{{Span: c.sp, Expr: ast.Clone(a[0])}}
	}
	return out, nil
}

// emStringAggDuck writes string_agg for DuckDB, whose separator must be a
// constant and gives NULL where it is NULL: only a string literal.
func emStringAggDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if stringAggSep(a[1], false) == nil {
		return nil, c.needs("a literal separator")
	}
	return c.agg("string_agg", a...), nil
}

// emStringAggCollect writes an unordered string_agg for Hive and Spark as
// CASE WHEN count(x) = 0 THEN NULL ELSE concat_ws(sep, collect_list(x))
// END, FILTER and OVER on both aggregates.
func emStringAggCollect(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if len(c.call.OrderBy) > 0 {
		return nil, c.refuse("collect_list keeps no order, so an ordered string_agg has no spelling in "+c.d.Name,
			"drop the ORDER BY if any order will do, or translate to Trino, PostgreSQL or DuckDB")
	}
	if c.call.Distinct {
		return nil, c.refuse("string_agg(DISTINCT ...) is not written in "+c.d.Name, "aggregate the distinct values of a DISTINCT subquery")
	}
	sep := stringAggSep(a[1], true)
	if sep == nil {
		return nil, c.needs("a literal separator")
	}
	x, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	joined := c.f("concat_ws", ast.Clone(sep), c.agg("collect_list", a[0]))
	return c.cases(joined, c.bin(ast.OpEq, c.agg("count", x[0]), c.num(0)), c.null()), nil
}
