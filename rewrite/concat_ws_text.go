package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// concatWsArrayText refuses concat_ws of an array from PostgreSQL or
// DuckDB, whose concat_ws writes an array argument as the array's text
// (run on PostgreSQL 15: concat_ws(',', ARRAY['a', 'b'], 'c') is
// '{a,b},c'; on DuckDB 1.5: '[a, b],c'), toward every other dialect: Hive,
// Spark, Doris and Trino join the elements instead, and the others write
// an array's text otherwise. An argument whose type is not known may be an
// array, so it is refused too (T056) for the dialects that join arrays,
// unless it is known not to be one. f itself.
func (c *Context) concatWsArrayText(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) < 2 || f.Over != nil || f.Star ||
		!strings.EqualFold(f.Name[0].Name, "concat_ws") || (c.Source.Name != "postgres" && c.Source.Name != "duckdb") || c.Target.Name == c.Source.Name {
		return f
	}
	joins := c.Target.is("hive", "spark", "doris", "trino", "presto")
	for _, a := range f.Args[1:] {
		t := c.typeOf(a, sc)
		switch {
		case t != nil && t.Kind == ast.TypeArray:
			c.Refuse("T302", a, "write the array's text as the target does, or join its elements with array_to_string first",
				"%s's concat_ws writes an array argument as the array's text, which %s writes otherwise", c.Source.Name, c.Target.Name)
			return f
		case t == nil && joins && !c.notArray(a, sc):
			c.Refuse(codeTypeUnknown, a, "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to a string",
				"%s's concat_ws writes an array argument as its text and %s's joins its elements, and the type of this argument is not known", c.Source.Name, c.Target.Name)
			return f
		}
	}
	return f
}
