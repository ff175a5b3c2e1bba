package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pairLambdaRows: zip_with of two arrays and map_filter of a map, each by
// a lambda of two parameters.
//
//   - Trino's zip_with(a, b, (x, y) -> f) merges the arrays element-wise
//     through f; if one array is shorter, NULLs are appended at its end to
//     the length of the longer one before f is applied (Trino lambda
//     functions page, zip_with); a NULL array gives NULL. Presto documents
//     it alike (Presto array functions, zip_with), and so does Spark
//     (Spark SQL function reference, zip_with: "If one array is shorter,
//     nulls are appended at the end to match the length of the longer
//     array, before applying function"; ZipWith gives NULL when either
//     array is NULL).
//   - DuckDB has no zip_with: list_zip(a, b) pads the shorter list with
//     NULLs to the longer one's length (DuckDB list functions, list_zip),
//     but reads a NULL list as an empty one (run on DuckDB 1.5:
//     list_transform(list_zip(NULL::INT[], [1]), p -> p[1]) is [NULL]), so
//     the translation is CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE
//     list_transform(list_zip(a, b), p -> f) END with x read as
//     struct_extract(p, 1) and y as struct_extract(p, 2).
//   - Trino's map_filter(m, (k, v) -> p) is the map of the entries for
//     which p is true (Trino lambda functions page, map_filter:
//     map_filter(MAP(ARRAY[], ARRAY[]), (k, v) -> true) is {}), NULL for a
//     NULL map; an entry whose p is NULL is dropped (MapFilterFunction in
//     trinodb/trino keeps an entry when the predicate is TRUE). Presto and
//     Spark document it alike (Spark SQL function reference, map_filter;
//     MapFilter keeps an entry when the predicate read as a Boolean is
//     true, a NULL reading false).
//   - DuckDB has no map_filter: map_from_entries(list_filter(map_entries(m),
//     e -> p)) with k read as struct_extract(e, 'key') and v as
//     struct_extract(e, 'value') (run on DuckDB 1.5: NULL for a NULL map,
//     MAP{} when no entry is kept, list_filter dropping an entry whose
//     predicate is NULL).
//
// PostgreSQL has no lambdas and no maps; Hive, Doris, Snowflake, BigQuery,
// Drill and ANSI have no function known to do the same (Doris's
// array_map of two arrays raises for arrays of different lengths).
func pairLambdaRows() {
	const hint = "compute it in Spark, Trino, Presto or DuckDB"
	fnRow("zip_with", fnNo("no function here is known to merge two arrays element-wise through a lambda, the shorter padded with NULLs, as zip_with does", hint),
		fnOn("zip_with", dSpark, dPresto, dTrino), fnEm(emZipWithDuck, dDuck))
	fnRow("map_filter", fnNo("no function here is known to keep the entries of a map for which a lambda of the key and value is true, as map_filter does", hint),
		fnOn("map_filter", dSpark, dPresto, dTrino), fnEm(emMapFilterDuck, dDuck))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dSpark, dPresto, dTrino}, names: []string{"zip_with"}, canon: "zip_with", fix: fnPairLambdaArg(3), unread: true},
		fnAlias{ds: []string{dSpark, dPresto, dTrino}, names: []string{"map_filter"}, canon: "map_filter", fix: fnPairLambdaArg(2), unread: true})
}

// fnPairLambdaArg reads f(..., l) of n arguments whose last, l, is a
// lambda of exactly two parameters of different names (or, for the
// reading of what lateral writes, an argument that is not a lambda).
func fnPairLambdaArg(n int) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if len(a) != n || fnPlainCall(f) != nil {
			return "", nil, false
		}
		if l, ok := a[n-1].(*ast.Lambda); ok && (len(l.Params) != 2 || fnSameIdent(l.Params[0], l.Params[1])) {
			return "", nil, false
		}
		return canon, a, true
	}
}

func fnSameIdent(a, b ast.Ident) bool {
	if a.Quoted || b.Quoted {
		return a.Name == b.Name
	}
	return strings.EqualFold(a.Name, b.Name)
}

// inlinePair is the body of the two-parameter lambda l with its first
// parameter replaced by first and its second by second (inlineLambda,
// once for each).
func (c *fnCtx) inlinePair(l *ast.Lambda, first, second ast.Expr) (ast.Expr, error) {
	body, err := c.inlineLambda(&ast.Lambda{Span: l.Span, Params: l.Params[:1], Body: l.Body}, first)
	if err != nil {
		return nil, err
	}
	return c.inlineLambda(&ast.Lambda{Span: l.Span, Params: l.Params[1:2], Body: body}, second)
}

// emZipWithDuck writes zip_with for DuckDB (pairLambdaRows).
func emZipWithDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	l, ok := a[2].(*ast.Lambda)
	if !ok || len(l.Params) != 2 {
		return nil, c.needs("a lambda of two parameters")
	}
	r, err := c.reused(a[0], a[1])
	if err != nil {
		return nil, err
	}
	p := fnUnusedName(c.arr(a...), "lateral_pair")
	pr := func() ast.Expr { return &ast.ColumnRef{Span: c.sp, Name: ast.QName{p}} }
	body, err := c.inlinePair(l, c.f("struct_extract", pr(), c.num(1)), c.f("struct_extract", pr(), c.num(2)))
	if err != nil {
		return nil, err
	}
	out := c.f("list_transform", c.f("list_zip", a[0], a[1]), &ast.Lambda{Span: c.sp, Params: []ast.Ident{p}, Body: body})
	var nulls []ast.Expr
	for i := range 2 {
		if _, isArray := a[i].(*ast.Array); !isArray {
			nulls = append(nulls, c.isNull(r[i]))
		}
	}
	if len(nulls) == 0 {
		return out, nil
	}
	return c.cases(out, c.or(nulls...), c.null()), nil
}

// emMapFilterDuck writes map_filter for DuckDB (pairLambdaRows).
func emMapFilterDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	l, ok := a[1].(*ast.Lambda)
	if !ok || len(l.Params) != 2 {
		return nil, c.needs("a lambda of two parameters")
	}
	e := fnUnusedName(c.arr(a...), "lateral_entry")
	er := func() ast.Expr { return &ast.ColumnRef{Span: c.sp, Name: ast.QName{e}} }
	body, err := c.inlinePair(l, c.f("struct_extract", er(), c.str("key")), c.f("struct_extract", er(), c.str("value")))
	if err != nil {
		return nil, err
	}
	keep := &ast.Lambda{Span: c.sp, Params: []ast.Ident{e}, Body: body}
	return c.f("map_from_entries", c.f("list_filter", c.f("map_entries", a[0]), keep)), nil
}
