package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// max_by and min_by are read from Trino's and Spark's max_by and min_by
// and DuckDB's arg_max_null and arg_min_null; DuckDB's arg_max and
// arg_min, which skip a NULL x too, as the same with FILTER (WHERE x IS
// NOT NULL) (functions_max_by.go).
func TestMaxByRows(t *testing.T) {
	for _, c := range []struct{ dialect, name, want string }{
		{"trino", "max_by", "max_by(x, y)"},
		{"spark", "min_by", "min_by(x, y)"},
		{"duckdb", "arg_max_null", "max_by(x, y)"},
		{"duckdb", "arg_min_null", "min_by(x, y)"},
	} {
		if got := resolve(t, c.dialect, false, call(c.name, col("x"), col("y"))); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.name, got, c.want)
		}
	}
	for _, name := range []string{"arg_max"} {
		f := call(name, col("x"), col("y"))
		f.Filter = &ast.Binary{Op: ast.OpGt, L: col("y"), R: col("z")}
		out, ok := ResolveCall(fnTestDialect(t, "duckdb"), f, false)
		if !ok {
			t.Fatalf("duckdb %s not read", name)
		}
		g := out.(*ast.Func)
		if g.Name[0].Name != "max_by" || render(g.Filter) != "((y > z) AND x IS NOT NULL)" {
			t.Errorf("duckdb %s: got %s FILTER %s", name, render(g), render(g.Filter))
		}
	}
	// The three-argument forms give arrays, DuckDB's max_by is not read.
	for _, c := range []struct {
		dialect string
		f       *ast.Func
	}{
		{"trino", call("max_by", col("x"), col("y"), col("n"))},
		{"duckdb", call("arg_max", col("x"), col("y"), col("n"))},
		{"duckdb", call("max_by", col("x"), col("y"))},
	} {
		if _, ok := ResolveCall(fnTestDialect(t, c.dialect), c.f, false); ok {
			t.Errorf("%s %s must not be read", c.dialect, render(c.f))
		}
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"duckdb", "max_by", "arg_max_null(x, y)"}, {"duckdb", "min_by", "arg_min_null(x, y)"},
		{"spark", "max_by", "max_by(x, y)"}, {"trino", "min_by", "min_by(x, y)"},
	} {
		if got := spell(t, c.dialect, c.canon, col("x"), col("y")); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, d := range []string{"postgres", "ansi", "hive"} {
		if e := spellErr(t, d, "max_by", col("x"), col("y")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s max_by: code %s", d, e.Code)
		}
	}
}
