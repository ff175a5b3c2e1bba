package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// dorisMapCount writes, for Doris and DuckDB, size(m) and cardinality(m)
// of a value known to be a map as size(map_keys(m)) and
// cardinality(map_keys(m)): Doris's array_size (aliases size,
// cardinality), which spells both, takes arrays only (Doris
// documentation, ARRAY_SIZE), and map_keys has one key per entry, NULL
// for a NULL map (MAP_KEYS), so the count and its NULL rule are the
// source's. DuckDB's len, which spells cardinality, takes lists and
// strings only (run on DuckDB 1.5: len of a MAP is a binding error);
// len(map_keys(m)) counts the entries, NULL for a NULL map. A value of
// unknown type is left as it is, read as an array (Doris rejects a map
// there, it does not miscount it). f itself otherwise.
func (c *Context) dorisMapCount(f *ast.Func, sc *scope) ast.Expr {
	if (c.Target.Name != "doris" && c.Target.Name != "duckdb") || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 1 ||
		f.Over != nil || f.Star || f.Distinct || f.Filter != nil {
		return f
	}
	if name := strings.ToLower(f.Name[0].Name); name != "size" && name != "cardinality" {
		return f
	}
	if !c.mapCounted(f, sc) {
		return f
	}
	nf := *f
	nf.Args = []ast.Expr{canonCall(f.Span, "map_keys", f.Args[0])}
	return &nf
}

// codeSnowflakeCount: an element or character count whose meaning in
// Snowflake is not the source's for the argument's type (a MAP given to
// ARRAY_SIZE, a value of unknown type given to LENGTH from a source whose
// length also counts a list's elements).
const codeSnowflakeCount = "T143"

// snowflakeMapCount writes, for Snowflake, size(m) and cardinality(m) of
// a value known to be a map (Trino's and DuckDB's cardinality, DuckDB's
// len, Hive's and Spark's size) as the canonical map_cardinality, which
// Snowflake spells MAP_SIZE, guarded for NULL (dialects/functions.go,
// emMapCardinalitySnow): cardinality's Snowflake spelling ARRAY_SIZE
// counts an ARRAY's elements and gives NULL for a value that is no
// ARRAY (Snowflake SQL reference, ARRAY_SIZE: "NULL is returned if the
// value is not an ARRAY"), where MAP_SIZE "returns the number of entries
// in the map" (Snowflake SQL reference, MAP_SIZE). size keeps its -1 for
// a NULL map: coalesce(map_cardinality(m), -1).
//
// PostgreSQL, ANSI SQL and BigQuery have no map type: refused (T063).
//
// The other way, Snowflake's ARRAY_SIZE (read as cardinality) of a value
// known to be a map is refused (T143) for the other targets, which would
// count its entries.
func (c *Context) snowflakeMapCount(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || !c.Target.is("snowflake", "postgres", "ansi", "bigquery") && c.Source.Name != "snowflake" ||
		len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 1 || f.Over != nil || f.Star || f.Distinct || f.Filter != nil {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	if name != "size" && name != "cardinality" {
		return f
	}
	if !c.mapCounted(f, sc) {
		if c.Source.Name == "snowflake" && name == "cardinality" && strings.EqualFold(string(f.Written), "array_size") {
			// ARRAY_SIZE of a VARIANT or an OBJECT that holds no ARRAY
			// (a JSON object, a string) is NULL in Snowflake (Snowflake
			// SQL reference, ARRAY_SIZE: "NULL is returned if the value
			// is not an ARRAY"), where the others count an object's
			// entries or a string's characters, or raise
			if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind != ast.TypeArray {
				c.Refuse(codeSnowflakeCount, f, "give the argument's type as an ARRAY with --schema, or CAST it to ARRAY",
					"the argument of snowflake's ARRAY_SIZE is not known to be an ARRAY: snowflake gives NULL for a VARIANT or OBJECT that holds no array, and %s would count its entries or characters, or raise", c.Target.Name)
			}
			return f
		}
		if _, col := f.Args[0].(*ast.ColumnRef); col && c.Target.Name == "snowflake" && (c.Source.Name == "hive" || c.Source.Name == "spark" || c.Source.Name == "trino" || c.Source.Name == "presto") {
			if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind == ast.TypeUnknown {
				// a column whose type is not known may be a map, whose
				// entries ARRAY_SIZE does not count (Doris's size and
				// cardinality take arrays only; DuckDB's cardinality
				// maps only, mapCounted)
				c.Refuse(codeSnowflakeCount, f, "give the column types with --schema",
					"the type of the argument of %s's %s is not known: it counts an array's elements and a map's entries, and snowflake's ARRAY_SIZE gives NULL for a map", c.Source.Name, strings.ToLower(string(f.Written)))
			}
		}
		return f
	}
	if c.Source.Name == "snowflake" {
		c.Refuse(codeSnowflakeCount, f, "count a map's entries with MAP_SIZE, guarded for NULL, in a query for snowflake alone",
			"snowflake's ARRAY_SIZE counts an ARRAY's elements and gives NULL for a value that is no ARRAY, and %s's would count this map's entries", c.Target.Name)
		return f
	}
	if c.Target.is("postgres", "ansi", "bigquery") {
		c.Refuse(codeMapNoMaps, f, "count the entries in a dialect with maps", "%s has no map type: a map's entries cannot be counted there", c.Target.Name)
		return f
	}
	n := ast.Expr(canonCall(f.Span, "map_cardinality", f.Args[0]))
	if name == "size" {
		n = canonCall(f.Span, "coalesce", n, intLit(f.Span, -1))
	}
	return n
}

// mapCounted reports whether f, size(x) or cardinality(x), counts a
// map's entries: x is known to be a map (not for DuckDB's array_length), or f is DuckDB's cardinality of
// an x whose type is not known, which is a map there (run on DuckDB 1.5:
// cardinality takes MAPs only, cardinality([1, 2, 3]) and
// cardinality('héllo') are binding errors, "Cardinality can only operate
// on MAPs"; DuckDB's list size is len, array_length).
func (c *Context) mapCounted(f *ast.Func, sc *scope) bool {
	if c.Source.Name == "duckdb" && strings.EqualFold(string(f.Written), "array_length") {
		// DuckDB's array_length takes lists only (run on DuckDB 1.5:
		// array_length(MAP {'a': 1}) is a binding error): duckLen
		// refuses it of a map (T137)
		return false
	}
	t := c.typeOf(f.Args[0], sc)
	if t != nil && t.Kind == ast.TypeMap {
		return true
	}
	return c.Source.Name == "duckdb" && strings.EqualFold(string(f.Written), "cardinality") && (t == nil || t.Kind == ast.TypeUnknown)
}
