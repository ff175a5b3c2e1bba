package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// readSortElems checks the sorts read from DuckDB, Doris and Snowflake
// (dialects/functions_sort_read.go) as sort_array or
// array_sort_nulls_last, canonical functions whose order is Spark's, for
// another target: the translation is refused (true) where the source
// orders the element type otherwise, or does not document how.
//
//   - DuckDB's list_sort is exact for integers, decimals and strings: run
//     on DuckDB 1.5, strings sort in UTF-8 byte order (['A', 'B', 'Z',
//     'a', 'b', 'e', 'z', 'é'], also under SET default_collation =
//     'nocase' and for an element under COLLATE nocase), as Spark's do,
//     and equal integers, decimals or strings cannot be told apart, so
//     whether the sort is stable is not seen. Doubles are refused: it
//     does not keep -0.0 and 0.0 in the array's order (a list of 2,000
//     doubles came back with its zeros reordered), which Spark's stable
//     sort does. Structs and lists are refused: DuckDB orders a NULL
//     inside an element after every value ([{x: 0}, {x: 1}, {x: NULL}]),
//     Spark before. Other types were not compared.
//   - Doris's array_sort and array_reverse_sort, and Snowflake's
//     ARRAY_SORT, are exact for integers and decimals: their
//     documentation gives where the NULL elements go, not how they order
//     floats, strings or nested values.
//   - Snowflake's ARRAY_SORT(a, TRUE, TRUE) and ARRAY_SORT(a, FALSE,
//     FALSE) (sort_array) place only the SQL NULL elements by
//     nulls_first; a JSON null element sorts above every value, last
//     ascending and first descending, whatever nulls_first says
//     (Snowflake documentation, ARRAY_SORT), and lateral reads both as
//     NULL. They are read only for an argument that cannot hold a JSON
//     null: one whose type lateral knows exactly as an ARRAY of integers
//     or decimals (a structured ARRAY(T) column or cast, ARRAY_CONSTRUCT
//     or ARRAY_AGG of numbers: a value of a SQL numeric type is never a
//     JSON null). ARRAY_SORT(a, TRUE, FALSE) (array_sort_nulls_last)
//     puts both after every value, where the canonical function puts
//     the NULL elements, and is read for any argument.
//
// An argument of unknown element type is refused (T056), but for an
// array constructor of NULLs only.
func (c *Context) readSortElems(f *ast.Func, sc *scope) bool {
	if c.Source.Name != "duckdb" && c.Source.Name != "doris" && c.Source.Name != "snowflake" {
		return false
	}
	if nullsOnly(f.Args[0]) || c.notArray(f.Args[0], sc) {
		return false
	}
	spell := "list_sort"
	switch c.Source.Name {
	case "doris":
		spell = "array_sort"
	case "snowflake":
		spell = "ARRAY_SORT"
	}
	t := c.sortArgType(f.Args[0], sc)
	if !knownElems(t) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"%s from %s is translated for some element types only, and the element type of this argument is not known", spell, c.Source.Name)
		return true
	}
	k := t.Elem.Kind
	switch {
	case k.IsInteger() || k == ast.TypeDecimal:
	case c.Source.Name == "duckdb" && k.IsText():
	case c.Source.Name == "duckdb" && (k == ast.TypeReal || k == ast.TypeDouble):
		c.Refuse("T301", f, "cast the elements to DECIMAL first, or keep the query in DuckDB",
			"list_sort of an array of %ss: duckdb does not keep -0.0 and 0.0 in the array's order, which %s's sort does", k, c.Target.Name)
		return true
	case c.Source.Name == "duckdb" && (k == ast.TypeStruct || k == ast.TypeArray || k == ast.TypeMap):
		c.Refuse("T301", f, "sort an array of scalars, or keep the query in DuckDB",
			"list_sort of an array of %ss: duckdb orders a NULL inside an element after every value, the sort lateral translates before", k)
		return true
	default:
		elem := k.String()
		if t.Elem.Name != "" {
			elem = strings.ToLower(t.Elem.Name)
		}
		c.Refuse("T301", f, "cast the elements to an integer or DECIMAL type first, or keep the query in "+c.Source.Name,
			"%s of an array of %s elements: how %s orders them is not known to agree with the sort lateral translates", spell, elem, c.Source.Name)
		return true
	}
	if c.Source.Name != "snowflake" || !isFuncNamed(f, "sort_array") || c.snowNoJSONNull(f.Args[0], sc) {
		return false
	}
	c.Refuse("T301", f, "cast the argument to a structured ARRAY(NUMBER(p, s)), or sort with ARRAY_SORT(a, TRUE, FALSE) (ascending, every NULL element last)",
		"ARRAY_SORT with nulls_first places the SQL NULL elements only, a JSON null sorts above every value, and the type of this argument does not show that it cannot hold one")
	return true
}

// snowNoJSONNull reports whether e, a Snowflake array, cannot hold a JSON
// null element: its type is known exactly (exactTypeOf) as an ARRAY of
// integers or decimals, a NULL, or an array constructor of NULLs only.
func (c *Context) snowNoJSONNull(e ast.Expr, sc *scope) bool {
	if isNullLit(e) || nullsOnly(e) {
		return true
	}
	t := c.exactTypeOf(e, sc)
	return knownElems(t) && (t.Elem.Kind.IsInteger() || t.Elem.Kind == ast.TypeDecimal)
}

// isFuncNamed: f is an unqualified call of name (lower case).
func isFuncNamed(f *ast.Func, name string) bool {
	return len(f.Name) == 1 && !f.Name[0].Quoted && strings.EqualFold(f.Name[0].Name, name)
}
