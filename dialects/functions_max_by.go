package dialects

import (
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// maxByRows: max_by(x, y) is x of a row whose y is the largest non-NULL
// y, x NULL or not, which row of equal y unspecified; NULL when no y is
// non-NULL (min_by: the least). So are Trino's max_by and min_by (Trino
// aggregate functions: "Returns the value of x associated with the maximum
// value of y over all input values", and max_by and min_by are the
// aggregates that do not ignore NULL values; AbstractMinMaxBy: the value
// is a nullable input, the key is not, so a row with a NULL y is skipped),
// Spark's (MaxMinBy: a row with a NULL ordering keeps the state, a NULL
// value is kept; since 3.0) and DuckDB's arg_max_null and arg_min_null
// (DuckDB aggregate functions: rows where val is NULL are ignored, a NULL
// arg kept; run on DuckDB 1.5). DuckDB's arg_max and arg_min skip a row
// whose x is NULL as well (run on DuckDB 1.5: arg_max over ('a', 1),
// (NULL, 5) is a, arg_max_null NULL): they are read as max_by(x, y) FILTER
// (WHERE x IS NOT NULL). DuckDB's max_by and min_by, their aliases, are
// not read: the canonical name printed back in DuckDB would read again
// with another FILTER. Only the two-argument forms are read (Trino's and
// DuckDB's three-argument forms give arrays).
//
// PostgreSQL 15 has no such aggregate, and the usual (array_agg(x ORDER
// BY y DESC) FILTER (WHERE y IS NOT NULL))[1] is NULL for an array x
// (array_agg of arrays is a two-dimensional array): refused there.
func maxByRows() {
	for _, m := range []struct{ canon, duck string }{{"max_by", "arg_max"}, {"min_by", "arg_min"}} {
		fnRow(m.canon, fnOn(m.canon, dTrino, dSpark), fnOn(m.duck+"_null", dDuck),
			fnNo("PostgreSQL 15 has no "+m.canon+", and array_agg(x ORDER BY y)[1] is NULL where x is an array",
				"write (array_agg(x ORDER BY y) FILTER (WHERE y IS NOT NULL))[1] in PostgreSQL for a scalar x", dPG, dAnsi))
		fnAliases = append(fnAliases,
			fnAlias{ds: []string{dTrino, dSpark}, names: []string{m.canon}, canon: m.canon, fix: fnOnlyArity(2), unread: true},
			fnAlias{ds: []string{dDuck}, names: []string{m.duck + "_null"}, canon: m.canon, fix: fnOnlyArity(2), unread: true},
			fnAlias{ds: []string{dDuck}, names: []string{m.duck}, canon: m.canon, fix: fnByNonNullValue, unread: true})
	}
}

// fnByNonNullValue reads DuckDB's arg_max(x, y) as max_by(x, y) FILTER
// (WHERE x IS NOT NULL), AND-ed with the call's own FILTER.
func fnByNonNullValue(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || f.Distinct || fnVolatile(a[0]) {
		return "", nil, false
	}
	out := *f
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: canon}}
	out.Args = a
	out.Written = ""
	var keep ast.Expr = &ast.IsNull{Span: f.Span, X: ast.Clone(a[0]), Not: true}
	if f.Filter != nil {
		keep = &ast.Binary{Span: f.Span, Op: ast.OpAnd, L: f.Filter, R: keep}
	}
	out.Filter = keep
	return "", []ast.Expr{&out}, true
}

// fnVolatile reports whether e calls a volatile function, whose second
// evaluation may differ.
func fnVolatile(e ast.Expr) bool {
	bad := false
	ast.Inspect(e, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok && len(f.Name) > 0 && catalog.Volatile(f.Name.Last().Name) {
			bad = true
		}
		return !bad
	})
	return bad
}
