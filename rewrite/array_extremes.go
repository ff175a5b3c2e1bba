package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// arrayExtremeElems checks array_max and array_min, and Trino's
// array_max_strict and array_min_strict, translated to another dialect
// (dialects/functions_array_extremes.go): they are exact for arrays of
// integers and decimals only. Trino's array_max passes over a NaN element
// unless every element is NaN (ArrayMaxFunction's doubleGreater in
// trinodb/trino), where Spark, DuckDB and PostgreSQL order NaN above
// every number; PostgreSQL's max orders strings by the collation, Spark
// by their UTF-8 bytes; other types were not compared. An argument of
// unknown element type is refused (T056), but for a NULL and an array
// constructor of NULLs only.
func (c *Context) arrayExtremeElems(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 1 {
		return f
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "array_max", "array_min", "array_max_strict", "array_min_strict":
	default:
		return f
	}
	name := strings.TrimSuffix(strings.ToLower(f.Name[0].Name), "_strict")
	if isNullLit(f.Args[0]) || nullsOnly(f.Args[0]) || c.notArray(f.Args[0], sc) {
		return f
	}
	t := c.sortArgType(f.Args[0], sc)
	if !knownElems(t) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"%s from %s is translated for arrays of integers and decimals only, and the element type of this argument is not known", name, c.Source.Name)
		return f
	}
	if k := t.Elem.Kind; !k.IsInteger() && k != ast.TypeDecimal {
		c.Refuse("T301", f, "cast the elements to an integer or DECIMAL type first, or keep the query in "+c.Source.Name,
			"%s of an array of %ss: how %s orders them is not known to agree with %s", name, k, c.Source.Name, c.Target.Name)
	}
	return f
}
