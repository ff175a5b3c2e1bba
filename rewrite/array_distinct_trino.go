package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// trinoDistinctElems checks Trino's array_distinct toward another
// dialect. Trino keeps the first occurrence of each element and one NULL,
// matching elements by IS DISTINCT FROM (ArrayDistinctFunction in
// trinodb/trino), as the canonical array_distinct does, for elements of
// a scalar type other than a float:
//
//   - an array of DOUBLE or REAL is refused: Trino counts -0.0 and 0.0
//     as one element (DoubleType's IS DISTINCT FROM is left != right,
//     its hash folds -0.0 into 0.0), where Spark 3 keeps both, and
//     PostgreSQL's GROUP BY does not say which of the two it keeps;
//   - an array of structs, arrays or maps is refused: whether the target
//     matches elements holding NULL fields as IS DISTINCT FROM does is
//     not settled;
//   - an array whose element type is not known is refused (T056), as it
//     may hold floats.
//
// done reports a refusal.
func (c *Context) trinoDistinctElems(f *ast.Func, sc *scope) (done bool) {
	if c.Source.Name != "trino" || f.Unread || len(f.Args) != 1 || nullsOnly(f.Args[0]) || c.notArray(f.Args[0], sc) {
		return false
	}
	t := c.sortArgType(f.Args[0], sc)
	if !knownElems(t) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"array_distinct from trino counts -0.0 and 0.0 as one element and refuses arrays of floats, and the element type of this argument is not known")
		return true
	}
	switch t.Elem.Kind {
	case ast.TypeReal, ast.TypeDouble:
		c.Refuse("T301", f, "cast the elements to DECIMAL first, or remove the duplicates yourself from the unnested elements",
			"array_distinct of an array of %ss: trino counts -0.0 and 0.0 as one element and keeps the first, %s does not do the same", t.Elem.Kind, c.Target.Name)
		return true
	case ast.TypeStruct, ast.TypeArray, ast.TypeMap:
		c.Refuse("T301", f, "remove the duplicates of an array of scalars, or group the unnested elements yourself",
			"array_distinct of an array of %ss: whether %s matches elements holding NULLs as trino's IS DISTINCT FROM does is not settled", t.Elem.Kind, c.Target.Name)
		return true
	}
	return false
}
