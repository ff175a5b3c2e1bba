package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// reverseArray names a canonical reverse whose argument is known to be an
// array reverse_array (Spark, Trino and Presto reverse take both): the
// targets' reverse takes strings only (PostgreSQL, DuckDB, Hive, BigQuery,
// Snowflake), so the function table writes DuckDB's list_reverse, a
// PostgreSQL subquery, or refuses. An argument of unknown type stays a
// string reverse.
func (c *Context) reverseArray(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "reverse") || len(f.Args) != 1 || f.Star {
		return f
	}
	if !isArrayType(c.typeOf(f.Args[0], sc)) {
		return f
	}
	out := *f
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: "reverse_array"}}
	return &out
}
