package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's reduce is Spark's aggregate (functions_array_reduce.go): read
// with its four arguments, written with an identity finish function for
// the three-argument aggregate; DuckDB's list_reduce takes an identity
// finish function only.
func TestArrayReduce(t *testing.T) {
	merge := &ast.Lambda{Params: []ast.Ident{{Name: "s"}, {Name: "x"}}, Body: &ast.Binary{Op: ast.OpAdd, L: col("s"), R: col("x")}}
	ident := &ast.Lambda{Params: []ast.Ident{{Name: "s"}}, Body: col("s")}
	times := &ast.Lambda{Params: []ast.Ident{{Name: "s"}}, Body: &ast.Binary{Op: ast.OpMul, L: col("s"), R: num(10)}}
	if out, ok := ResolveCall(fnTestDialect(t, "trino"), call("reduce", col("a"), num(0), merge, ident), false); !ok || render(out) != "aggregate(a, 0, <*ast.Lambda>, <*ast.Lambda>)" {
		t.Errorf("trino reduce: got %v, %v", ok, out)
	}
	if _, ok := ResolveCall(fnTestDialect(t, "trino"), call("reduce", col("a"), num(0), merge), false); ok {
		t.Errorf("trino reduce of three arguments read; Trino takes four")
	}
	for _, c := range []struct {
		dialect string
		args    []ast.Expr
		want    string
	}{
		{"trino", []ast.Expr{col("a"), num(0), merge}, "reduce(a, 0, (s, x) -> s + x, s1 -> s1)"},
		{"trino", []ast.Expr{col("a"), num(0), merge, times}, "reduce(a, 0, (s, x) -> s + x, s -> s * 10)"},
		{"duckdb", []ast.Expr{col("a"), num(0), merge, ident}, "list_reduce(a, (s, x) -> s + x, 0)"},
	} {
		got := spellSQL(t, c.dialect, "aggregate", c.args...)
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.dialect, got, c.want)
		}
	}
	if e := spellErr(t, "duckdb", "aggregate", col("a"), num(0), merge, times); e == nil || e.Code != CodeFuncUnsupported {
		t.Errorf("duckdb aggregate with a finish function: want %s, got %v", CodeFuncUnsupported, e)
	}
}
