package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// arraySetElems checks array_union, array_intersect and array_except
// translated to another dialect (dialects/functions_array_sets.go): they
// are exact for arrays of scalars other than floats. Spark 3 matches
// floats in a hash set that keeps -0.0 apart from 0.0 (as its
// array_distinct does, SPARK-45599), where Trino's array_union matches by
// = (DoubleType folds -0.0 into 0.0 and no NaN equals another), and
// PostgreSQL's GROUP BY does not say which of -0.0 and 0.0 it keeps; how
// the dialects match structs, arrays and maps holding NULLs is not
// settled. An argument of unknown element type is refused (T056), the
// other's not telling the type of the result, but for NULLs and array
// constructors of NULLs only.
func (c *Context) arraySetElems(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 2 {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	switch name {
	case "array_union", "array_intersect", "array_except":
	default:
		return f
	}
	for _, a := range f.Args {
		if isNullLit(a) || nullsOnly(a) || c.notArray(a, sc) {
			continue
		}
		t := c.sortArgType(a, sc)
		if !knownElems(t) {
			c.Refuse(codeTypeUnknown, a, "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
				"%s from %s is translated for arrays of scalars other than floats, and the element type of this argument is not known", name, c.Source.Name)
			return f
		}
		switch k := t.Elem.Kind; k {
		case ast.TypeReal, ast.TypeDouble:
			c.Refuse("T301", f, "cast the elements to DECIMAL first, or keep the query in "+c.Source.Name,
				"%s of arrays of %ss: %s and %s are not known to match -0.0, 0.0 and NaN elements alike", name, k, c.Source.Name, c.Target.Name)
			return f
		case ast.TypeStruct, ast.TypeArray, ast.TypeMap:
			c.Refuse("T301", f, "apply it to arrays of scalars, or compare the unnested elements yourself",
				"%s of arrays of %ss: whether %s and %s match elements holding NULLs alike is not settled", name, k, c.Source.Name, c.Target.Name)
			return f
		}
	}
	return f
}
