package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// sortArrayElems fits Hive's and Spark's sort_array and array_distinct to
// the element type, where the function table writes them from a subquery
// (PostgreSQL and ANSI SQL), DuckDB's list_sort or Trino's and Presto's
// array_sort:
//
//   - sort_array of strings for PostgreSQL sorts under COLLATE "C", for
//     ANSI SQL under COLLATE UCS_BASIC (the standard's code point order):
//     Spark orders strings by their UTF-8 bytes, PostgreSQL by the
//     column's or the database's collation, byte order only under "C";
//   - sort_array of structs, arrays or maps is refused for these targets:
//     Spark orders a NULL inside an element before any value (its ordering
//     of structs and arrays puts NULL first ascending), PostgreSQL and
//     DuckDB after every value, and Trino's and Presto's array_sort raise
//     an error comparing one (or, in later Trino, order it last);
//   - array_distinct of structs, arrays or maps is refused for
//     PostgreSQL and ANSI SQL, whose grouping of rows holding NULL fields
//     Spark's documentation does not settle.
//
// An argument of unknown type is left as it is, but for sort_array to
// PostgreSQL or ANSI SQL, where it is refused (T056): its strings would
// sort in the database's collation (checked on PostgreSQL 15: a text[]
// column under an ICU collation sorted {a,A,b,B}, Spark's byte order is
// [A, B, a, b]). Doris, Snowflake and BigQuery are checked by exactElems.
//
// Spark's array_sort (array_sort_nulls_last, NULL elements last) is
// checked as sort_array is; Trino's and Presto's by trinoArraySortElems.
// The sorts read from DuckDB, Doris and Snowflake are first checked for
// the element types the source orders as the canonical sort does
// (readSortElems), then as Spark's are.
func (c *Context) sortArrayElems(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 {
		return f
	}
	name := "sort_array"
	switch {
	case f.Unread && strings.EqualFold(f.Name[0].Name, "array_sort"):
		return c.arraySortComparator(f)
	case strings.EqualFold(f.Name[0].Name, name):
	case strings.EqualFold(f.Name[0].Name, "array_distinct"):
		name = "array_distinct"
	case strings.EqualFold(f.Name[0].Name, "array_sort_nulls_last"):
		name = "array_sort" // as the source spells it
		if c.Source.Name == "trino" || c.Source.Name == "presto" {
			c.trinoArraySortElems(f, sc)
			return f
		}
	default:
		return f
	}
	if name != "array_distinct" && c.readSortElems(f, sc) {
		return f
	}
	if name == "array_distinct" {
		if c.trinoDistinctElems(f, sc) {
			return f
		}
		if out, done := c.distinctFloats(f, sc); done {
			return out
		}
	}
	if !c.Target.is("postgres", "ansi", "duckdb", "trino", "presto", "doris", "snowflake", "bigquery") {
		return f
	}
	if c.windowInSubquery(f, name) {
		return f
	}
	sorts := name != "array_distinct"
	t := c.sortArgType(f.Args[0], sc)
	if c.Target.is("doris", "snowflake", "bigquery") {
		if c.exactElems(f, name, t, sc) {
			return f
		}
		return c.snowflakeSortArg(f, name, sc)
	}
	if sorts && c.Target.is("postgres", "ansi") && !knownElems(t) && !c.notArray(f.Args[0], sc) && !nullsOnly(f.Args[0]) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"%s for %s sorts strings in byte order (%s's) and refuses elements that are structs, arrays or maps, and the element type of this argument is not known", name, c.Target.Name, c.Source.Name)
		return f
	}
	if !isArrayType(t) || t.Elem == nil {
		return f
	}
	nested := t.Elem.Kind == ast.TypeStruct || t.Elem.Kind == ast.TypeArray || t.Elem.Kind == ast.TypeMap
	switch {
	case sorts && nested:
		c.Refuse("T301", f, "sort an array of scalars, or sort the elements by their fields in a subquery over the unnested array",
			"%s of an array of %ss: %s orders a NULL inside an element before any value, %s does not", name, t.Elem.Kind, c.Source.Name, c.Target.Name)
	case name == "array_distinct" && nested && c.Target.is("postgres", "ansi", "trino"):
		c.Refuse("T301", f, "remove the duplicates of an array of scalars, or group the unnested elements yourself",
			"array_distinct of an array of %ss: which %s elements holding NULLs are equal is not settled", t.Elem.Kind, c.Source.Name)
	case sorts && c.Target.is("postgres", "ansi") && t.Elem.Kind.IsText():
		out := *f
		out.Args = append([]ast.Expr{&ast.Collate{Span: f.Args[0].SpanOf(), X: f.Args[0], Name: ast.QName{{Span: f.Span, Name: "C", Quoted: true}}}}, f.Args[1:]...)
		return &out
	}
	return f
}

// windowInSubquery refuses f, sort_array, array_sort or array_distinct
// (name), for PostgreSQL and ANSI SQL when its array argument holds a
// window function: the function table writes it there as a subquery over
// unnest of the argument, a function in FROM, where PostgreSQL does not
// allow a window function (run on PostgreSQL 15: "window functions are
// not allowed in functions in FROM", SQLSTATE 42P20), and in the standard
// a window function belongs to the query it is written in. An aggregate
// of the query around is read there (it belongs to the outer query).
func (c *Context) windowInSubquery(f *ast.Func, name string) bool {
	if !c.Target.is("postgres", "ansi") {
		return false
	}
	if _, win := aggregateOrWindow(f.Args[0]); !win {
		return false
	}
	c.Refuse("T301", f, "compute the window function in a subquery and apply "+name+" in the query around it",
		"%s for %s is a subquery over unnest of its argument, and %s does not allow a window function of the enclosing query there", name, c.Target.Name, c.Target.Name)
	return true
}

// bigqueryOuterAggregate refuses f, sort_array, array_sort or
// array_distinct (name), for BigQuery when its array argument holds an
// aggregate or window function: the function table writes it there as a
// subquery over UNNEST of the argument, where BigQuery does not read one
// of the enclosing query.
func (c *Context) bigqueryOuterAggregate(f *ast.Func, name string) bool {
	if !c.Target.is("bigquery") {
		return false
	}
	if agg, win := aggregateOrWindow(f.Args[0]); !agg && !win {
		return false
	}
	c.Refuse("T301", f, "aggregate in a subquery and apply "+name+" in the query around it",
		"%s for bigquery is a subquery over UNNEST of its argument, and bigquery does not read an aggregate or window function of the enclosing query there", name)
	return true
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

// exactElems checks sort_array for Doris, Snowflake and BigQuery, and
// array_distinct for BigQuery, whose spellings (function table) are exact
// only for some element types:
//
//   - sort_array: Doris ARRAY_SORT and ARRAY_REVERSE_SORT (NULL elements
//     first ascending, last descending), Snowflake ARRAY_SORT(a, asc,
//     nulls_first) over VARIANT elements, and BigQuery's ARRAY(SELECT ...
//     ORDER BY e, position) order exact numbers as Spark does, and equal
//     exact numbers cannot be told apart, so that a sort that is not
//     stable is not seen. Snowflake's ARRAY_SORT places SQL NULL elements
//     as nulls_first says but a JSON null above every value, last
//     ascending and first descending ("nulls_first has no effect on the
//     placement of JSON NULLs", and its examples: [0, 10, 20, null,
//     undefined] ascending with nulls_first FALSE, [null, 20, 10, 0,
//     undefined] descending with nulls_first FALSE), and a Snowflake
//     ARRAY may hold either for a source's NULL element (lower_flatten.go
//     reads both as NULL). A NULL in an array constructor is a SQL NULL
//     (the same examples' NULL is undefined); any other argument is cast
//     to the structured ARRAY of its element type (snowflakeSortArg).
//     Floats are refused: BigQuery sorts NaN before
//     every number where Spark sorts it last, and Doris and Snowflake do
//     not document where NaN goes nor that -0.0 and 0.0 keep their order.
//     Strings are refused: none of the three documents that its order of
//     array elements is Spark's UTF-8 byte order.
//   - array_distinct for BigQuery (GROUP BY the element, ordered by its
//     first position) is exact for scalars that are not floats: BigQuery
//     groups -0.0 with 0.0, which Spark keeps apart (distinctFloats).
//
// An argument of unknown element type is refused (T056), but for an
// array constructor of NULLs only, whose order does not depend on it; for
// BigQuery, so is an argument holding an aggregate or window function,
// which BigQuery does not read inside the subquery.
func (c *Context) exactElems(f *ast.Func, name string, t *ast.TypeName, sc *scope) (refused bool) {
	if name == "array_distinct" && !c.Target.is("bigquery") {
		return false // the function table refuses it
	}
	if nullsOnly(f.Args[0]) || c.notArray(f.Args[0], sc) {
		return false
	}
	if c.bigqueryOuterAggregate(f, name) {
		return true
	}
	if !knownElems(t) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"%s for %s is exact for some element types only, and the element type of this argument is not known", name, c.Target.Name)
		return true
	}
	k := t.Elem.Kind
	switch {
	case name != "array_distinct" && (k.IsInteger() || k == ast.TypeDecimal):
		return false
	case name == "array_distinct" && k != ast.TypeReal && k != ast.TypeDouble && k < ast.TypeArray && k != ast.TypeJSON:
		return false
	case name == "array_distinct" && (k == ast.TypeReal || k == ast.TypeDouble):
		c.Refuse("T301", f, "cast the elements to DECIMAL first, or compute it in PostgreSQL, DuckDB or ANSI SQL",
			"array_distinct of an array of %ss: %s groups -0.0 with 0.0, which %s keeps apart", k, c.Target.Name, c.Source.Name)
	case k == ast.TypeReal || k == ast.TypeDouble:
		c.Refuse("T301", f, "cast the elements to DECIMAL first, or compute it in a dialect that orders floats as "+c.Source.Name+" does",
			"%s of an array of %ss: %s orders NaN last and keeps -0.0 and 0.0 in the array's order, which %s does not guarantee", name, k, c.Source.Name, c.Target.Name)
	default:
		c.Refuse("T301", f, "sort an array of integers or decimals, or compute it in PostgreSQL, DuckDB or ANSI SQL",
			"%s of an array of %ss: %s does not document that it orders them as %s does", name, k, c.Target.Name, c.Source.Name)
	}
	return true
}

// trinoArraySortElems checks Trino's and Presto's array_sort
// (array_sort_nulls_last) for the other dialects. Trino and Presto
// document the NULL elements last and that the elements must be
// orderable, not how they order NaN, strings or rows and arrays holding
// NULLs (which Trino and Presto raise an error comparing, or in later
// Trino order last). Integers and decimals are exact everywhere: their
// order is the numbers', and equal ones cannot be told apart, so whether
// a sort is stable is not seen. Other element types are refused, an
// unknown one with T056, but for an array constructor of NULLs only; from
// Trino to Presto and back the function is the same.
func (c *Context) trinoArraySortElems(f *ast.Func, sc *scope) {
	if c.Target.is("trino", "presto") || nullsOnly(f.Args[0]) || c.notArray(f.Args[0], sc) {
		return
	}
	if c.bigqueryOuterAggregate(f, "array_sort") || c.windowInSubquery(f, "array_sort") {
		return
	}
	t := c.sortArgType(f.Args[0], sc)
	if !knownElems(t) {
		c.Refuse(codeTypeUnknown, f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to its array type",
			"array_sort from %s is exact for arrays of integers and decimals only, and the element type of this argument is not known", c.Source.Name)
		return
	}
	if k := t.Elem.Kind; !k.IsInteger() && k != ast.TypeDecimal {
		c.Refuse("T301", f, "cast the elements to an integer or DECIMAL type first, or keep the query in Trino or Presto",
			"array_sort of an array of %ss: %s documents where array_sort puts NULL elements, not how it orders these, so %s cannot be made to agree", k, c.Source.Name, c.Target.Name)
	}
}

// arraySortComparator refuses Spark's, Trino's and Presto's array_sort(a,
// comparator), which the reader leaves unread (dialects' function table):
// the comparator's integer result, and what it does with NULL elements,
// would have to become each target's sort. The call is returned no longer
// marked unread, so that this refusal, which says what works instead, is
// the only one.
func (c *Context) arraySortComparator(f *ast.Func) ast.Expr {
	if !(c.Source.Name == "spark" || c.Source.Name == "trino" || c.Source.Name == "presto") || len(f.Args) != 2 {
		return f
	}
	if _, ok := f.Args[1].(*ast.Lambda); !ok {
		return f
	}
	c.Refuse("T302", f.Args[1], "sort with array_sort(a) (ascending, NULL elements last), or sort the unnested elements in a subquery with ORDER BY",
		"array_sort with a comparator cannot be translated from %s to %s: the order the comparator gives, NULL elements included, is not carried over", c.Source.Name, c.Target.Name)
	out := *f
	out.Unread = false
	return &out
}

// snowflakeSortArg fits the argument of sort_array for Snowflake, an
// array of integers or decimals (exactElems), to ARRAY_SORT(a, asc,
// nulls_first), which places the SQL NULL elements as nulls_first says
// but a JSON null above every value (exactElems), where the source has a
// NULL element like any other. An argument that cannot hold a JSON null
// is left as it is: a constructor of numbers and NULLs (Snowflake's
// ARRAY_CONSTRUCT makes a NULL a SQL NULL), a cast to an array type
// (written as a structured ARRAY(T)), an aggregate of numbers
// (ARRAY_AGG: a number is never a JSON null), a coalesce of such, a
// sequence. Any other argument (a column, a field, coalesce of columns,
// slice...) may hold one, read from a semi-structured ARRAY: it is cast
// to the structured ARRAY of its element type, CAST(a AS ARRAY(T)).
// Snowflake casts a semi-structured ARRAY to a structured one (Snowflake
// structured data types: "You can cast a semi-structured ARRAY ... to a
// corresponding structured type"), whose elements are values of T or SQL
// NULL, never a JSON null: a JSON null element becomes a SQL NULL there,
// or the cast fails, and no NULL element is placed otherwise than the
// source's. The cast needs the argument's exact type (exactTypeOf, a
// DECIMAL with its precision and scale): a type guessed from some of
// the parts may be narrower than the source's (array_union(m,
// array(0.125)) of an ARRAY<DECIMAL(10, 2)> m is an array of DECIMAL(11,
// 3) in Spark), and a cast to it would round the elements. An argument
// whose exact type is not known is refused (T301).
func (c *Context) snowflakeSortArg(f *ast.Func, name string, sc *scope) ast.Expr {
	if name != "sort_array" || !c.Target.is("snowflake") {
		return f
	}
	arg := f.Args[0]
	if nullsOnly(arg) || c.notArray(arg, sc) || c.noJSONNull(arg, sc) {
		return f
	}
	t := c.exactTypeOf(arg, sc)
	if !knownElems(t) || !t.Elem.Kind.IsInteger() && (t.Elem.Kind != ast.TypeDecimal || len(t.Elem.Params) != 2) {
		c.Refuse("T301", arg, "cast the argument to its array type, ARRAY<DECIMAL(p, s)> or ARRAY<BIGINT>, in the query",
			"sort_array for snowflake casts its argument to a structured ARRAY, whose elements cannot be JSON nulls (ARRAY_SORT sorts a JSON null above every value), and the exact type of this argument is not known")
		return f
	}
	out := *f
	sp := arg.SpanOf()
	out.Args = append([]ast.Expr{&ast.Cast{Span: sp, X: arg, Type: &ast.TypeName{Span: sp, Kind: t.Kind, Elem: t.Elem}}}, f.Args[1:]...)
	return &out
}

// noJSONNull reports whether e, an array of integers or decimals written
// for Snowflake, is built so that no element is a JSON null
// (snowflakeSortArg).
func (c *Context) noJSONNull(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Cast:
		return x.Type != nil && x.Type.Kind == ast.TypeArray && x.Type.Elem != nil && x.Type.Elem.Kind != ast.TypeUnknown
	case *ast.Array:
		for _, el := range x.Elems {
			if !isNullLit(el) && !numberType(c.exactTypeOf(el, sc)) {
				return false
			}
		}
		return true
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted {
			return false
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "collect_list", "collect_set", "array_agg":
			return len(x.Args) == 1 && numberType(c.exactTypeOf(x.Args[0], sc))
		case "coalesce":
			for _, a := range x.Args {
				if !isNullLit(a) && !c.noJSONNull(a, sc) {
					return false
				}
			}
			return true
		case "sequence", "range_array", "generate_array":
			return true
		}
	}
	return false
}

// numberType: t is an integer or DECIMAL type.
func numberType(t *ast.TypeName) bool {
	return t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDecimal)
}

// distinctFloats fits Hive's and Spark's array_distinct of an array that
// may hold floats (elements of type FLOAT or DOUBLE, or of unknown type):
//
//   - Spark 3 keeps -0.0 apart from 0.0 and all NaNs as one element: it
//     looks the elements of a flat array up in an OpenHashSet
//     (ArrayDistinct in collectionOperations.scala, apache/spark), which
//     hashes a double's bits and matches by Double.equals from 3.5.2
//     (SPARK-45599), a NaN being set aside once (SQLOpenHashSet's
//     withNaNCheckFunc). Elements that are structs or arrays are compared
//     by their ordering, which holds -0.0 equal to 0.0. PostgreSQL and
//     DuckDB hold -0.0 equal to 0.0 (checked on PostgreSQL 15 and DuckDB
//     1.5), so toward them and ANSI SQL the call becomes
//     array_distinct_signed_zero, which tells the zeros apart by their
//     text. (Spark 4.0.5, 4.1.4 and 4.2 fold -0.0 into 0.0 first,
//     SPARK-54918 and SPARK-59602; the dialect is read as Spark 3.)
//   - Hive's array_distinct keeps -0.0 apart too, but keeps every NaN
//     when the elements are Hadoop DoubleWritables, whose equals is
//     the == of doubles, and one NaN when they are Java Doubles
//     (GenericUDFArrayDistinct, List.stream().distinct(), apache/hive):
//     an array of floats is refused (T301) between Hive and the other
//     dialects.
//
// Only the call read from Hive or Spark is fitted (another dialect's own
// array_distinct is refused elsewhere). done reports that out replaces f
// (or that f was refused).
func (c *Context) distinctFloats(f *ast.Func, sc *scope) (out ast.Expr, done bool) {
	if f.Unread || c.Source.Name != "hive" && c.Source.Name != "spark" || nullsOnly(f.Args[0]) || c.notArray(f.Args[0], sc) {
		return f, false
	}
	t := c.sortArgType(f.Args[0], sc)
	known := knownElems(t)
	floats := known && (t.Elem.Kind == ast.TypeReal || t.Elem.Kind == ast.TypeDouble)
	if floats && (c.Source.Name == "hive" || c.Target.Name == "hive") {
		other := c.Source.Name
		if other == "hive" {
			other = c.Target.Name
		}
		c.Refuse("T301", f, "cast the elements to DECIMAL first, or remove the NaN elements before",
			"array_distinct of an array of %ss: Hive keeps every NaN element or one, as the array's elements are stored, and %s keeps one", t.Elem.Kind, other)
		return f, true
	}
	if !c.Target.is("postgres", "ansi", "duckdb", "trino") || (known && !floats) {
		return f, false
	}
	r := *f
	r.Name = ast.QName{{Span: f.Name[0].Span, Name: "array_distinct_signed_zero"}}
	return &r, true
}
