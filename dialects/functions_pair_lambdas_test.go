package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// zip_with and map_filter are read with a lambda of two parameters of
// different names only, and written for DuckDB from list_zip and
// map_entries (functions_pair_lambdas.go); the dialects without lambdas
// refuse them.
func TestPairLambdas(t *testing.T) {
	lam := func(body ast.Expr, ps ...string) *ast.Lambda {
		l := &ast.Lambda{Body: body}
		for _, p := range ps {
			l.Params = append(l.Params, ast.Ident{Name: p})
		}
		return l
	}
	sum := &ast.Binary{Op: ast.OpAdd, L: col("x"), R: col("Y")}
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"trino", call("zip_with", col("a"), col("b"), lam(sum, "x", "y")), "zip_with(a, b, <*ast.Lambda>)"},
		{"spark", call("zip_with", col("a"), col("b"), lam(sum, "x", "y")), "zip_with(a, b, <*ast.Lambda>)"},
		{"trino", call("zip_with", col("a"), col("b"), lam(sum, "x")), "<unresolved>"},
		{"trino", call("zip_with", col("a"), col("b"), lam(sum, "x", "X")), "<unresolved>"},
		{"presto", call("map_filter", col("m"), lam(col("v"), "k", "v")), "map_filter(m, <*ast.Lambda>)"},
		{"trino", call("map_filter", col("m"), lam(col("v"), "k", "v", "w")), "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.f.Name[0].Name, got, c.want)
		}
	}
	for _, c := range []struct {
		canon string
		args  []ast.Expr
		want  string
	}{
		{"zip_with", []ast.Expr{col("a"), col("b"), lam(sum, "x", "y")},
			"CASE WHEN a IS NULL OR b IS NULL THEN NULL ELSE list_transform(list_zip(a, b), lateral_pair -> struct_extract(lateral_pair, 1) + struct_extract(lateral_pair, 2)) END"},
		{"zip_with", []ast.Expr{&ast.Array{Elems: []ast.Expr{num(1)}}, col("lateral_pair"), lam(col("x"), "x", "y")},
			"CASE WHEN lateral_pair IS NULL THEN NULL ELSE list_transform(list_zip([1], lateral_pair), lateral_pair1 -> struct_extract(lateral_pair1, 1)) END"},
		{"map_filter", []ast.Expr{col("m"), lam(&ast.Binary{Op: ast.OpGt, L: col("v"), R: col("k")}, "k", "v")},
			"map_from_entries(list_filter(map_entries(m), lateral_entry -> struct_extract(lateral_entry, 'value') > struct_extract(lateral_entry, 'key')))"},
	} {
		if got := spellSQL(t, "duckdb", c.canon, c.args...); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.canon, got, c.want)
		}
	}
	for _, dn := range []string{"postgres", "hive", "doris", "bigquery", "snowflake", "ansi", "drill"} {
		if e := spellErr(t, dn, "map_filter", col("m"), lam(col("v"), "k", "v")); e == nil || e.Code != CodeFuncUnsupported {
			t.Errorf("%s: map_filter: want %s, got %v", dn, CodeFuncUnsupported, e)
		}
		if e := spellErr(t, dn, "zip_with", col("a"), col("b"), lam(col("x"), "x", "y")); e == nil || e.Code != CodeFuncUnsupported {
			t.Errorf("%s: zip_with: want %s, got %v", dn, CodeFuncUnsupported, e)
		}
	}
}
