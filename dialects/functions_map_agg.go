package dialects

import "github.com/lateral-sql/lateral/ast"

// mapAggRows: map_agg(k, v), a map of the pairs whose k is non-NULL, a
// NULL v kept; of a key given more than once, the value of its first row
// in the aggregate's ORDER BY (which row unspecified without one); NULL
// where there is no such pair (no rows, or every k NULL).
//
// It is Trino's and Presto's map_agg (Trino's MapAggregationFunction: the
// key is a non-nullable input, so a row with a NULL key is skipped, the
// value a nullable one; KeyValuePairs.add keeps the first value of a key,
// "Only add this key value pair if we haven't seen this key before"; the
// output is NULL where no pair was added; the function is order
// sensitive, so ORDER BY chooses the first).
//
// DuckDB 1.5 has no map_agg (run on DuckDB 1.5: "Scalar Function with
// name map_agg does not exist"), and its map_from_entries raises for a
// duplicate key ("Map keys must be unique") and a NULL key ("Map keys can
// not be NULL"), so the pairs are collected with the NULL keys filtered
// out and each kept only at the first position of its key:
//
//	map_from_entries(list_filter(array_agg({'key': k, 'value': v}) FILTER (WHERE k IS NOT NULL),
//	  (e, i) -> list_position(list_transform(<the same list>, x -> x.key), e.key) = i))
//
// The list is written twice alike, so DuckDB computes it once, in one
// order; over no pair it is NULL, and so is the map (run on DuckDB 1.5:
// over ('a', 10), ('a', 20), (NULL, 30), ('b', NULL) {a=10, b=NULL}, with
// ORDER BY v DESC {a=20, b=NULL}, over only a NULL key NULL).
//
// PostgreSQL has no map type (json_object_agg builds JSON, whose text
// keys are not the map's), and Hive, Spark (whose map_from_entries of
// collect_list raises for a duplicate key under the default
// spark.sql.mapKeyDedupPolicy and gives an empty map for no rows), Doris,
// BigQuery, Snowflake, Drill and ISO SQL have no aggregate of this
// meaning: refused there (T301). Spark's map_from_entries(collect_list(
// struct(k, v))) is not read as map_agg.
func mapAggRows() {
	fnRow("map_agg", fnOn("map_agg", dPresto, dTrino), fnEm(emMapAggDuck, dDuck))
}

// emMapAggDuck writes map_agg in DuckDB as the map of the first pair of
// each non-NULL key.
func emMapAggDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	switch {
	case c.call.Distinct:
		return nil, c.refuse("map_agg(DISTINCT k, v) has no DuckDB form here", "aggregate the pairs of a SELECT DISTINCT subquery")
	case c.call.Over != nil:
		return nil, c.refuse("map_agg's DuckDB form is written for a grouped aggregate, not a window",
			"compute the map in a grouped subquery and join it back")
	case len(c.call.WithinGroup) > 0 || c.call.Nulls != ast.NullsUnspecified:
		return nil, c.refuse("map_agg with WITHIN GROUP or a NULL treatment has no DuckDB form", "write the order as map_agg(k, v ORDER BY x)")
	}
	again, err := c.reused(a...)
	if err != nil {
		return nil, err
	}
	pairs := func(k, v ast.Expr) (*ast.Func, error) {
		st := &ast.Struct{Span: c.sp, Fields: []*ast.StructField{
			{Span: c.sp, Name: &ast.Ident{Span: c.sp, Name: "key"}, Value: k},
			{Span: c.sp, Name: &ast.Ident{Span: c.sp, Name: "value"}, Value: v}}}
		l := c.agg("array_agg", st)
		if c.call.Filter != nil {
			f, err := c.reused(c.call.Filter)
			if err != nil {
				return nil, err
			}
			l.Filter = f[0]
		}
		kk, err := c.reused(k)
		if err != nil {
			return nil, err
		}
		notNull := &ast.IsNull{Span: c.sp, X: kk[0], Not: true}
		if l.Filter != nil {
			l.Filter = c.bin(ast.OpAnd, l.Filter, notNull)
		} else {
			l.Filter = notNull
		}
		if len(l.OrderBy) > 0 {
			l.OrderBy = ast.Clone(&ast.Func{OrderBy: l.OrderBy}).OrderBy
		}
		return l, nil
	}
	first, err := pairs(a[0], a[1])
	if err != nil {
		return nil, err
	}
	second, err := pairs(again[0], again[1])
	if err != nil {
		return nil, err
	}
	id := func(n string) ast.Ident { return ast.Ident{Span: c.sp, Name: n} }
	ref := func(n string) ast.Expr { return &ast.ColumnRef{Span: c.sp, Name: ast.QName{id(n)}} }
	field := func(x ast.Expr, n string) ast.Expr { return &ast.FieldAccess{Span: c.sp, X: x, Name: id(n)} }
	keys := c.f("list_transform", second, &ast.Lambda{Span: c.sp, Params: []ast.Ident{id("x")}, Body: field(ref("x"), "key")})
	keep := &ast.Lambda{Span: c.sp, Params: []ast.Ident{id("e"), id("i")},
		Body: c.bin(ast.OpEq, c.f("list_position", keys, field(ref("e"), "key")), ref("i"))}
	return c.f("map_from_entries", c.f("list_filter", first, keep)), nil
}
