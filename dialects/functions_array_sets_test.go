package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's array_distinct and array_union are read as the canonical
// functions; its array_intersect and array_except, which differ from
// Spark's, are not (functions_array_sets.go).
func TestArraySetsRead(t *testing.T) {
	for _, c := range []struct{ dialect, name, want string }{
		{"trino", "array_distinct", "array_distinct(a)"},
		{"trino", "array_union", "array_union(a, b)"},
		{"spark", "array_intersect", "array_intersect(a, b)"},
		{"spark", "array_except", "array_except(a, b)"},
		{"trino", "array_intersect", "<unresolved>"},
		{"trino", "array_except", "<unresolved>"},
		{"presto", "array_union", "<unresolved>"},
	} {
		args := []ast.Expr{col("a"), col("b")}
		if c.name == "array_distinct" {
			args = args[:1]
		}
		got := resolve(t, c.dialect, false, call(c.name, args...))
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.name, got, c.want)
		}
	}
}

func TestArraySetsSpell(t *testing.T) {
	a, b := col("a"), col("b")
	null := &ast.Literal{Kind: ast.LitNull}
	for _, c := range []struct {
		dialect, canon string
		args           []ast.Expr
		want           string
	}{
		{"postgres", "array_union", []ast.Expr{a, b}, "CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(array_cat(a, b)) WITH ORDINALITY AS lateral_elem(e, n) GROUP BY lateral_elem.e ORDER BY min(lateral_elem.n)) END"},
		{"postgres", "array_except", []ast.Expr{a, b}, "CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e FROM unnest(a) WITH ORDINALITY AS lateral_elem(e, n) WHERE array_position(b, lateral_elem.e) IS NULL GROUP BY lateral_elem.e ORDER BY min(lateral_elem.n)) END"},
		// The second array reads a column e: the element gets another name.
		{"postgres", "array_intersect", []ast.Expr{a, col("e")}, "CASE WHEN a IS NULL OR e IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e1 FROM unnest(a) WITH ORDINALITY AS lateral_elem(e1, n) WHERE array_position(e, lateral_elem.e1) IS NOT NULL GROUP BY lateral_elem.e1 ORDER BY min(lateral_elem.n)) END"},
		{"postgres", "array_union", []ast.Expr{a, null}, "NULL"},
		{"duckdb", "array_intersect", []ast.Expr{a, b}, "CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE list_transform(list_filter(range(1, len(a) + 1), lateral_i -> list_position(a, a[lateral_i]) = lateral_i AND list_position(b, a[lateral_i]) IS NOT NULL), lateral_i -> a[lateral_i]) END"},
		{"duckdb", "array_except", []ast.Expr{col("lateral_i"), b}, "CASE WHEN lateral_i IS NULL OR b IS NULL THEN NULL ELSE list_transform(list_filter(range(1, len(lateral_i) + 1), lateral_i1 -> list_position(lateral_i, lateral_i[lateral_i1]) = lateral_i1 AND list_position(b, lateral_i[lateral_i1]) IS NULL), lateral_i1 -> lateral_i[lateral_i1]) END"},
		{"trino", "array_union", []ast.Expr{a, b}, "array_union(a, b)"},
		{"spark", "array_except", []ast.Expr{a, b}, "array_except(a, b)"},
	} {
		got := spellSQL(t, c.dialect, c.canon, c.args...)
		if got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, d := range []string{"hive", "presto", "doris", "bigquery", "snowflake", "ansi", "drill"} {
		if e := spellErr(t, d, "array_union", col("a"), col("b")); e == nil || e.Code != CodeFuncUnsupported {
			t.Errorf("%s: array_union: want %s, got %v", d, CodeFuncUnsupported, e)
		}
	}
	for _, d := range []string{"trino", "presto", "hive"} {
		if e := spellErr(t, d, "array_intersect", col("a"), col("b")); e == nil || e.Code != CodeFuncUnsupported {
			t.Errorf("%s: array_intersect: want %s, got %v", d, CodeFuncUnsupported, e)
		}
	}
	// DuckDB reads the arrays more than once: a volatile one is refused.
	if e := spellErr(t, "duckdb", "array_union", call("shuffle", col("a")), col("b")); e == nil || e.Code != CodeFuncArgs {
		t.Errorf("duckdb: array_union(shuffle(a), b): want %s, got %v", CodeFuncArgs, e)
	}
}
