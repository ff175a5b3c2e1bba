package executor

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestArrayContainsRules checks the four canonical membership rules, which
// differ only at NULLs (catalog): Spark/Trino array_contains, Hive
// array_contains_or_false, DuckDB array_contains_skip_null and Doris
// array_contains_null_equal.
func TestArrayContainsRules(t *testing.T) {
	e := newTestEngine(t)
	typed := func() ast.Expr {
		return &ast.Cast{X: null(), Type: &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeInt}}}
	}
	inputs := []struct {
		name string
		a, v func() ast.Expr
	}{
		{"found", func() ast.Expr { return arr(ilit(1), null()) }, func() ast.Expr { return ilit(1) }},
		{"miss with a NULL element", func() ast.Expr { return arr(ilit(2), null()) }, func() ast.Expr { return ilit(1) }},
		{"miss", func() ast.Expr { return arr(ilit(2), ilit(3)) }, func() ast.Expr { return ilit(1) }},
		{"empty, NULL value", func() ast.Expr { return arr() }, func() ast.Expr { return null() }},
		{"NULL array", typed, func() ast.Expr { return ilit(1) }},
		{"NULL value, NULL element", func() ast.Expr { return arr(ilit(2), null()) }, func() ast.Expr { return null() }},
	}
	want := map[string][]string{
		"array_contains":            {"true", "NULL", "false", "NULL", "NULL", "NULL"},
		"array_contains_or_false":   {"true", "false", "false", "false", "false", "false"},
		"array_contains_skip_null":  {"true", "false", "false", "NULL", "NULL", "NULL"},
		"array_contains_null_equal": {"true", "false", "false", "false", "NULL", "true"},
	}
	for name, ws := range want {
		for i, in := range inputs {
			got, err := runErr(e, query(selectQ(items(fn(name, in.a(), in.v())))))
			if err != nil {
				t.Errorf("%s, %s: %v", name, in.name, err)
				continue
			}
			if got[0] != ws[i] {
				t.Errorf("%s, %s: got %s, want %s", name, in.name, got[0], ws[i])
			}
		}
	}
}
