package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// reverseArray names a canonical reverse whose argument is known to be an
// array reverse_array (Spark, Trino and Presto reverse take both): the
// targets' reverse takes strings only (PostgreSQL, DuckDB, Hive, BigQuery,
// Snowflake), so the function table writes DuckDB's list_reverse, a
// PostgreSQL subquery, or refuses. An argument of unknown type (not a
// literal or a string function's result) is refused (T056) where the
// source's reverse takes arrays (Spark, Trino, Presto, Doris) and the
// target's does not, unless the target's reverse rejects an array when
// the query is bound, where a string is reversed as in the source and an
// array is an error, not a wrong answer: DuckDB (run on DuckDB 1.5: "No
// function matches ... reverse(VARCHAR[])", and reverse(BLOB) is an error
// too) and, from Trino and Presto, PostgreSQL (on PostgreSQL 15: "function
// reverse(text[]) does not exist") and BigQuery (REVERSE takes STRING or
// BYTES, and BigQuery coerces no ARRAY to either). Spark and Doris read a
// binary argument as a string (an implicit cast to STRING), which
// BigQuery's REVERSE, and PostgreSQL 18's reverse(bytea), reverse byte by
// byte and return as bytes, as Trino's reverse of a VARBINARY does.
func (c *Context) reverseArray(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "reverse") || len(f.Args) != 1 || f.Star {
		return f
	}
	if t := c.typeOf(f.Args[0], sc); !isArrayType(t) {
		if t == nil && slices.Contains([]string{"spark", "trino", "presto", "doris"}, c.Source.Name) && !c.Target.is("spark", "trino", "presto", "doris", "duckdb") &&
			!(c.Target.is("postgres", "bigquery") && (c.Source.Name == "trino" || c.Source.Name == "presto")) && !c.notArray(f.Args[0], sc) {
			c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to a string or an array",
				"reverse takes a string or an array in %s but only strings in %s, and the type of this argument is not known", c.Source.Name, c.Target.Name)
		}
		return f
	}
	out := *f
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: "reverse_array"}}
	return &out
}
