package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// transform and filter are read with a lambda of one parameter, and from
// Spark and DuckDB also of two, the index kept as the source's
// (functions_array_lambdas.go); Trino has no index form.
func TestArrayLambdasRead(t *testing.T) {
	one := &ast.Lambda{Params: []ast.Ident{{Name: "x"}}, Body: col("x")}
	two := &ast.Lambda{Params: []ast.Ident{{Name: "x"}, {Name: "i"}}, Body: col("x")}
	for _, c := range []struct {
		dialect, name string
		l             *ast.Lambda
		want          string
		unread        bool
	}{
		{"trino", "transform", one, "transform(a, <*ast.Lambda>)", false},
		{"presto", "filter", one, "filter(a, <*ast.Lambda>)", false},
		{"spark", "filter", one, "filter(a, <*ast.Lambda>)", false},
		{"spark", "transform", two, "transform(a, <*ast.Lambda>)", false},
		{"trino", "transform", two, "<unresolved>", true},
		{"duckdb", "list_transform", one, "transform(a, <*ast.Lambda>)", false},
		{"duckdb", "apply", one, "transform(a, <*ast.Lambda>)", false},
		{"duckdb", "array_filter", one, "filter(a, <*ast.Lambda>)", false},
		{"duckdb", "filter", one, "filter(a, <*ast.Lambda>)", false},
		{"duckdb", "filter", two, "filter(a, <*ast.Lambda>)", false},
		{"duckdb", "list_transform", two, "transform(a, <*ast.Lambda>)", false},
		{"duckdb", "list_transform", &ast.Lambda{Params: []ast.Ident{{Name: "x"}, {Name: "i"}, {Name: "j"}}, Body: col("x")}, "<unresolved>", false},
	} {
		in := call(c.name, col("a"), c.l)
		got := resolve(t, c.dialect, false, in)
		if got != c.want || in.Unread != c.unread {
			t.Errorf("%s %s: got %s (unread %v), want %s (unread %v)", c.dialect, c.name, got, in.Unread, c.want, c.unread)
		}
	}
}

// PostgreSQL has no lambdas: the body is written with the parameter read
// as the unnested element, under names the array and the body do not use.
func TestArrayLambdasPG(t *testing.T) {
	lam := func(p string, body ast.Expr) *ast.Lambda {
		return &ast.Lambda{Params: []ast.Ident{{Name: p}}, Body: body}
	}
	for _, c := range []struct {
		canon string
		args  []ast.Expr
		want  string
	}{
		{"transform", []ast.Expr{col("a"), lam("x", &ast.Binary{Op: ast.OpAdd, L: col("X"), R: col("n")})},
			"CASE WHEN a IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e + n FROM unnest(a) WITH ORDINALITY AS lateral_elem(e, n1) ORDER BY lateral_elem.n1) END"},
		{"filter", []ast.Expr{col("e"), lam("x", &ast.Binary{Op: ast.OpGt, L: col("x"), R: num(1)})},
			"CASE WHEN e IS NULL THEN NULL ELSE ARRAY(SELECT lateral_elem.e1 FROM unnest(e) WITH ORDINALITY AS lateral_elem(e1, n) WHERE lateral_elem.e1 > 1 ORDER BY lateral_elem.n) END"},
		{"filter", []ast.Expr{&ast.Literal{Kind: ast.LitNull}, lam("x", col("x"))}, "NULL"},
		{"transform", []ast.Expr{&ast.Array{Elems: []ast.Expr{num(1)}}, lam("x", col("x"))},
			"ARRAY(SELECT lateral_elem.e FROM unnest(ARRAY[1]) WITH ORDINALITY AS lateral_elem(e, n) ORDER BY lateral_elem.n)"},
	} {
		got := spellSQL(t, "postgres", c.canon, c.args...)
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.canon, got, c.want)
		}
	}
	// A field of the parameter, or a lambda rebinding it, is refused.
	field := &ast.ColumnRef{Name: ast.QName{{Name: "x"}, {Name: "f"}}}
	if e := spellErr(t, "postgres", "transform", col("a"), lam("x", field)); e == nil || e.Code != CodeFuncUnsupported {
		t.Errorf("transform(a, x -> x.f): want %s, got %v", CodeFuncUnsupported, e)
	}
	inner := call("transform", col("b"), lam("x", col("x")))
	if e := spellErr(t, "postgres", "transform", col("a"), lam("x", inner)); e == nil || e.Code != CodeFuncUnsupported {
		t.Errorf("transform(a, x -> transform(b, x -> x)): want %s, got %v", CodeFuncUnsupported, e)
	}
	for _, dn := range []string{"hive", "doris", "bigquery", "snowflake", "ansi", "drill"} {
		if e := spellErr(t, dn, "filter", col("a"), lam("x", col("x"))); e == nil || e.Code != CodeFuncUnsupported {
			t.Errorf("%s: filter: want %s, got %v", dn, CodeFuncUnsupported, e)
		}
	}
}
