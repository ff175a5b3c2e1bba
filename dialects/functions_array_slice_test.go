package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestArraySliceRows: slice is read from Trino, Presto and Spark, written
// as x[start : start + length - 1] for PostgreSQL and DuckDB with literal
// bounds (run on both in conformance/array_functions/trino_slice.txtar),
// and refused there for a negative or computed start.
func TestArraySliceRows(t *testing.T) {
	a := col("a")
	for _, dialect := range []string{"trino", "presto", "spark"} {
		if out, ok := ResolveCall(fnTestDialect(t, dialect), call("slice", a, num(2), num(3)), false); !ok || render(out) != "slice(a, 2, 3)" {
			t.Errorf("read %s slice: got %v %v", dialect, ok, out)
		}
	}
	for _, dialect := range []string{"postgres", "duckdb"} {
		out, err := SpellFunc(fnTestDialect(t, dialect), "slice", []ast.Expr{a, num(2), num(3)}, ast.Span{})
		sl, ok := out.(*ast.Slice)
		if err != nil || !ok || render(sl.X) != "a" || render(sl.Lo) != "2" || render(sl.Hi) != "4" {
			t.Errorf("write %s: got %v %v, want the slice a[2:4]", dialect, out, err)
		}
		for _, bad := range [][2]ast.Expr{{num(-2), num(1)}, {col("s"), num(1)}, {num(1), col("n")}} {
			if _, err := SpellFunc(fnTestDialect(t, dialect), "slice", []ast.Expr{a, bad[0], bad[1]}, ast.Span{}); err == nil {
				t.Errorf("write %s slice(a, %s, %s): written, want refused", dialect, render(bad[0]), render(bad[1]))
			}
		}
	}
}
