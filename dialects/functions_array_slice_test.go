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

// TestArraySlicePGSubscriptRange: toward PostgreSQL, whose subscripts are
// integers (run on PostgreSQL 15: (ARRAY[1, 2, 3, 4])[2:2147483648] raises
// "integer out of range"), an upper bound past 2147483647 is written as
// that bound and a start past it as the empty [1:0] (Trino's
// slice(ARRAY[1, 2, 3, 4], 2, 2147483647) is [2, 3, 4], a start past the
// end an empty array: ArraySliceFunction); DuckDB's BIGINT bounds are kept.
func TestArraySlicePGSubscriptRange(t *testing.T) {
	a := col("a")
	for _, c := range []struct {
		dialect      string
		start, n     int64
		wantLo, want string
	}{
		{"postgres", 2, 2147483647, "2", "2147483647"},
		{"postgres", 2147483648, 1, "1", "0"},
		{"postgres", 2147483647, 1, "2147483647", "2147483647"},
		{"duckdb", 2, 2147483647, "2", "2147483648"},
	} {
		out, err := SpellFunc(fnTestDialect(t, c.dialect), "slice", []ast.Expr{a, num(c.start), num(c.n)}, ast.Span{})
		sl, ok := out.(*ast.Slice)
		if err != nil || !ok || render(sl.Lo) != c.wantLo || render(sl.Hi) != c.want {
			t.Errorf("write %s slice(a, %d, %d): got %v %v, want a[%s:%s]", c.dialect, c.start, c.n, out, err, c.wantLo, c.want)
		}
	}
}
