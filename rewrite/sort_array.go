package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// sortArrayElems fits Hive's and Spark's sort_array and array_distinct to
// the element type, where the function table writes them from a subquery
// (PostgreSQL), DuckDB's list_sort or Trino's and Presto's array_sort:
//
//   - sort_array of strings for PostgreSQL sorts under COLLATE "C": Spark
//     orders strings by their UTF-8 bytes, PostgreSQL by the column's or
//     the database's collation, byte order only under "C";
//   - sort_array of structs, arrays or maps is refused for these targets:
//     Spark orders a NULL inside an element before any value (its ordering
//     of structs and arrays puts NULL first ascending), PostgreSQL and
//     DuckDB after every value, and Trino's and Presto's array_sort raise
//     an error comparing one (or, in later Trino, order it last);
//   - array_distinct of structs, arrays or maps is refused for
//     PostgreSQL, whose grouping of rows holding NULL fields Spark's
//     documentation does not settle.
//
// An argument of unknown type is left as it is, but for sort_array to
// PostgreSQL, where it is refused (T056): its strings would sort in the
// database's collation (checked on PostgreSQL 15: a text[] column under
// an ICU collation sorted {a,A,b,B}, Spark's byte order is [A, B, a, b]).
func (c *Context) sortArrayElems(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || !c.Target.is("postgres", "duckdb", "trino", "presto") || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 {
		return f
	}
	name := "sort_array"
	if !strings.EqualFold(f.Name[0].Name, name) {
		if name = "array_distinct"; !strings.EqualFold(f.Name[0].Name, name) {
			return f
		}
	}
	t := c.sortArgType(f.Args[0], sc)
	if name == "sort_array" && c.Target.Name == "postgres" && !knownElems(t) && !c.notArray(f.Args[0], sc) && !nullsOnly(f.Args[0]) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"sort_array for PostgreSQL sorts strings under COLLATE \"C\" (byte order, %s's) and refuses elements that are structs, arrays or maps, and the element type of this argument is not known", c.Source.Name)
		return f
	}
	if !isArrayType(t) || t.Elem == nil {
		return f
	}
	nested := t.Elem.Kind == ast.TypeStruct || t.Elem.Kind == ast.TypeArray || t.Elem.Kind == ast.TypeMap
	switch {
	case name == "sort_array" && nested:
		c.Refuse("T301", f, "sort an array of scalars, or sort the elements by their fields in a subquery over the unnested array",
			"sort_array of an array of %ss: %s orders a NULL inside an element before any value, %s does not", t.Elem.Kind, c.Source.Name, c.Target.Name)
	case name == "array_distinct" && nested && c.Target.Name == "postgres":
		c.Refuse("T301", f, "remove the duplicates of an array of scalars, or group the unnested elements yourself",
			"array_distinct of an array of %ss: which %s elements holding NULLs are equal is not settled", t.Elem.Kind, c.Source.Name)
	case name == "sort_array" && c.Target.Name == "postgres" && t.Elem.Kind.IsText():
		out := *f
		out.Args = append([]ast.Expr{&ast.Collate{Span: f.Args[0].SpanOf(), X: f.Args[0], Name: ast.QName{{Span: f.Span, Name: "C", Quoted: true}}}}, f.Args[1:]...)
		return &out
	}
	return f
}

// knownElems: t is an array type whose element type is known.
func knownElems(t *ast.TypeName) bool {
	return isArrayType(t) && t.Elem != nil && t.Elem.Kind != ast.TypeUnknown
}

// nullsOnly: e is an array constructor of NULL literals only (its element
// type does not matter to a sort).
func nullsOnly(e ast.Expr) bool {
	a, ok := e.(*ast.Array)
	if !ok {
		return false
	}
	for _, x := range a.Elems {
		if !isNullLit(x) {
			return false
		}
	}
	return true
}

// sortArgType is the type of sort_array's argument, looking into the
// coalesce(array_agg(x) FILTER (...), CAST(ARRAY[] AS T[])) that
// collect_list is lowered to before the call is read (collect_list.go).
func (c *Context) sortArgType(e ast.Expr, sc *scope) *ast.TypeName {
	t := c.typeOf(e, sc)
	f, ok := e.(*ast.Func)
	if knownElems(t) || !ok || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "coalesce") {
		return t
	}
	for _, a := range f.Args {
		if at := c.typeOf(a, sc); knownElems(at) {
			return at
		}
	}
	return t
}
