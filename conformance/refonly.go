package conformance

import (
	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
)

// ReasonNestedArrays is why a target's translation is verified on the
// reference executor only when the case's tables hold arrays of arrays
// and the target's stand-in engine is PostgreSQL (ANSI SQL): a PostgreSQL
// array is one multidimensional value, not an array of arrays, so its
// unnest flattens every level, cardinality counts every element and
// aa[1] is not an inner array. The translation is checked (golden,
// re-parse, idempotence, rows on the reference executor) but cannot be
// run there.
const ReasonNestedArrays = "PostgreSQL, which stands in for ANSI SQL, has no arrays of arrays (its arrays are multidimensional: unnest, cardinality and a[i] see the elements, not inner arrays)"

// engineLimit returns why the case's translation to target cannot be
// checked on the engine kind that stands in for it ("" when it can). The
// rule is about the fixtures' types, never the case's name: tables whose
// column types hold an array whose element is an array cannot be checked
// on PostgreSQL for a target other than postgres itself (a postgres
// translation of such a query is refused by the translator).
func (k *checker) engineLimit(target, kind string) string {
	if kind == "postgres" && target != kind && tablesHoldNestedArrays(k.c.Tables, k.c.Source) {
		return ReasonNestedArrays
	}
	if kind == "duckdb" && k.c.Source == "postgres" && tablesHoldChar(k.c.Tables, k.c.Source) {
		return ReasonPostgresChar
	}
	return ""
}

// ReasonPostgresChar is why a PostgreSQL case's translation to DuckDB is
// not run on DuckDB when its tables declare a CHAR(n) column: DuckDB's
// CHAR(n) is a VARCHAR that does not pad, so the tables are not
// translated (T090). The translations of such columns' output and order
// are run on both engines by TestPostgresCharDuckDBEngines.
const ReasonPostgresChar = "DuckDB has no blank-padded CHAR(n) for PostgreSQL's tables (T090); the CHAR forms are run on both engines by TestPostgresCharDuckDBEngines"

// tablesHoldChar reports whether a fixture script declares a CHAR column.
func tablesHoldChar(tables, dialect string) bool {
	return tablesHold(tables, dialect, func(t *ast.TypeName) bool { return t != nil && t.Kind == ast.TypeChar })
}

// tablesHoldNestedArrays reports whether a fixture script declares a
// column whose type (at any depth: array elements, map keys and values,
// struct fields) is an array of arrays.
func tablesHoldNestedArrays(tables, dialect string) bool {
	return tablesHold(tables, dialect, typeHoldsNestedArray)
}

// tablesHold reports whether a fixture script declares a column (or a
// partition column) whose type has the property. A script that does not
// parse holds none (the case's own checks report it).
func tablesHold(tables, dialect string, has func(*ast.TypeName) bool) bool {
	if tables == "" {
		return false
	}
	script, err := lateral.Parse(tables, dialect, lateral.Limits{})
	if err != nil {
		return false
	}
	for _, st := range script.Stmts {
		ct, ok := st.(*ast.CreateTable)
		if !ok {
			continue
		}
		for _, cols := range [][]*ast.ColumnDef{ct.Columns, ct.PartitionBy} {
			for _, col := range cols {
				if has(col.Type) {
					return true
				}
			}
		}
	}
	return false
}

// typeHoldsNestedArray reports whether t is, or contains, an array whose
// element type is an array.
func typeHoldsNestedArray(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	if t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeArray {
		return true
	}
	if typeHoldsNestedArray(t.Elem) || typeHoldsNestedArray(t.Key) || typeHoldsNestedArray(t.Value) {
		return true
	}
	for _, f := range t.Fields {
		if f != nil && typeHoldsNestedArray(f.Type) {
			return true
		}
	}
	return false
}
