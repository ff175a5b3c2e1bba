package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestContainsNullEqual: Doris array_contains (a NULL value finds a NULL
// element) in PostgreSQL and DuckDB for a value that may be NULL, compared
// with IS NOT DISTINCT FROM under names the value does not use; a non-NULL
// literal keeps the shorter membership test. The rows are checked on both
// engines by conformance/array_functions/doris_array_contains.
func TestContainsNullEqual(t *testing.T) {
	arr, v := col("arr"), col("v")
	for _, c := range []struct {
		dialect string
		args    []ast.Expr
		want    string
	}{
		{"postgres", []ast.Expr{arr, v},
			"CASE WHEN arr IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM unnest(arr) AS lateral_elem(e) WHERE lateral_elem.e IS NOT DISTINCT FROM v) END"},
		{"postgres", []ast.Expr{arr, &ast.Literal{Kind: ast.LitNull}},
			"CASE WHEN arr IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM unnest(arr) AS lateral_elem(e) WHERE lateral_elem.e IS NOT DISTINCT FROM NULL) END"},
		// The value reads a column e and a table lateral_elem: other names.
		{"postgres", []ast.Expr{arr, &ast.Binary{Op: ast.OpAdd, L: col("e"), R: &ast.ColumnRef{Name: ast.QName{{Name: "lateral_elem"}, {Name: "e1"}}}}},
			"CASE WHEN arr IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM unnest(arr) AS lateral_elem1(e2) WHERE lateral_elem1.e2 IS NOT DISTINCT FROM e + lateral_elem.e1) END"},
		{"postgres", []ast.Expr{arr, num(1)},
			"CASE WHEN arr IS NULL THEN NULL ELSE coalesce(1 = ANY (arr), FALSE) END"},
		{"duckdb", []ast.Expr{arr, v},
			"len(list_filter(arr, x -> x IS NOT DISTINCT FROM v)) > 0"},
		{"duckdb", []ast.Expr{arr, col("x")},
			"len(list_filter(arr, x1 -> x1 IS NOT DISTINCT FROM x)) > 0"},
		{"duckdb", []ast.Expr{arr, num(1)}, "list_contains(arr, 1)"},
	} {
		got := spellSQL(t, c.dialect, "array_contains_null_equal", c.args...)
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.dialect, got, c.want)
		}
	}
	// The other targets still need a non-NULL literal.
	if d := spellErr(t, "trino", "array_contains_null_equal", arr, v); d == nil || d.Code != CodeFuncArgs {
		t.Errorf("trino with a column value: want %s, got %v", CodeFuncArgs, d)
	}
	// PostgreSQL reads the array twice: a volatile one is refused.
	if d := spellErr(t, "postgres", "array_contains_null_equal", call("shuffle", arr), v); d == nil || d.Code != CodeFuncArgs {
		t.Errorf("postgres with a volatile array: want %s, got %v", CodeFuncArgs, d)
	}
}

// The value is read once per element inside the subquery: a value that is
// not deterministic would be drawn again for each.
func TestContainsNullEqualVolatileValue(t *testing.T) {
	rnd := &ast.Func{Name: ast.QName{{Name: "rand"}}}
	for _, d := range []string{"postgres", "ansi", "bigquery"} {
		if _, err := SpellFunc(fnTestDialect(t, d), "array_contains_null_equal", []ast.Expr{col("arr"), rnd}, ast.Span{}); err == nil {
			t.Errorf("%s: array_contains_null_equal(arr, rand()) spelled; want a refusal", d)
		}
		if _, err := SpellFunc(fnTestDialect(t, d), "array_position_not_distinct", []ast.Expr{col("arr"), rnd}, ast.Span{}); err == nil && d != "postgres" {
			t.Errorf("%s: array_position_not_distinct(arr, rand()) spelled; want a refusal", d)
		}
	}
}
