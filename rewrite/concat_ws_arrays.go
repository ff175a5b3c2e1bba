package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// concatWsArray writes the canonical concat_ws(sep, a) of an array a
// (Hive GenericUDFConcatWS, Spark ConcatWs, Doris CONCAT_WS: the non-NULL
// elements joined with sep; a NULL array is skipped like any NULL
// argument, so it gives the empty string) for targets whose concat_ws
// does not read an array as its elements (PostgreSQL and DuckDB print the
// array as one string; Trino's concat_ws of a NULL array is NULL):
// coalesce(array_join(a, sep), E), E the empty string, and with a
// separator that is not a literal, coalesce(array_join(a, sep), CASE WHEN
// sep IS NOT NULL THEN E END), which keeps NULL for a NULL separator. An array among other
// arguments is refused for those targets: no portable form skips an empty
// array with its separator. Only sources whose concat_ws reads arrays so
// (Hive, Spark, Doris) are rewritten, and only arguments whose type is
// known to be an array; an argument that could be either (its type not
// known, not a literal or a string function's result) is refused (T056).
// f itself otherwise.
func (c *Context) concatWsArray(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) < 2 || f.Over != nil || f.Star ||
		!strings.EqualFold(f.Name[0].Name, "concat_ws") {
		return f
	}
	switch c.Source.Name {
	case "hive", "spark", "doris":
	default:
		return f
	}
	switch c.Target.Name {
	case "hive", "spark", "doris":
		return f
	}
	arrays := 0
	for _, a := range f.Args[1:] {
		if t := c.concatWsArgType(a, sc); t != nil && t.Kind == ast.TypeArray {
			arrays++
		} else if t == nil && !c.notArray(a, sc) {
			// a string is passed on, an array is joined: without the
			// type the two cannot be told apart
			c.Refuse(codeTypeUnknown, a, "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to a string or an array",
				"concat_ws reads an array argument as its elements, and the type of this argument is not known, so it cannot be written in %s", c.Target.Name)
			return f
		}
	}
	if arrays == 0 {
		return f
	}
	if len(f.Args) != 2 {
		c.Refuse("T302", f, "join the array first (array_join(a, sep)) and pass the result, or use Hive, Spark or Doris as the target",
			"concat_ws of an array among other arguments cannot be written in %s", c.Target.Name)
		return f
	}
	sp := f.Span
	sep, arr := f.Args[0], f.Args[1]
	var empty ast.Expr = &ast.Literal{Span: sp, Kind: ast.LitString, Value: ""}
	if l, ok := sep.(*ast.Literal); !ok || l.Kind != ast.LitString {
		if c.Target.Name == "duckdb" {
			// DuckDB's array_to_string takes a constant separator only
			// (run on DuckDB 1.5: a binding error otherwise).
			c.Refuse("T302", f.Args[0], "write the separator as a string literal",
				"concat_ws of an array can be written in duckdb only with a literal separator")
			return f
		}
		empty = caseWhen(sp, &ast.IsNull{Span: sp, X: ast.Clone(sep), Not: true}, empty, nil)
	}
	return canonCall(sp, "coalesce", canonCall(sp, "array_join", arr, sep), empty)
}

// concatWsArgType is the type of a concat_ws argument, looking through the
// coalesce(agg, empty array) an earlier lowering of collect_list wrote.
func (c *Context) concatWsArgType(a ast.Expr, sc *scope) *ast.TypeName {
	if t := c.typeOf(a, sc); t != nil {
		return t
	}
	if f, ok := a.(*ast.Func); ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "coalesce") && len(f.Args) > 0 {
		return c.typeOf(f.Args[0], sc)
	}
	return nil
}
