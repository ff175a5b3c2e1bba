package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestArraysOverlapRows: arrays_overlap is read from Trino, Presto and
// Spark, written for DuckDB with its NULL rules spelled out (run in
// conformance/array_functions/trino_arrays_overlap.txtar), and refused
// toward PostgreSQL, whose && gives false for a NULL element.
func TestArraysOverlapRows(t *testing.T) {
	a, b := col("a"), col("b")
	for _, dialect := range []string{"trino", "presto", "spark"} {
		if out, ok := ResolveCall(fnTestDialect(t, dialect), call("arrays_overlap", a, b), false); !ok || render(out) != "arrays_overlap(a, b)" {
			t.Errorf("read %s: got %v %v", dialect, ok, out)
		}
	}
	if got := spell(t, "duckdb", "arrays_overlap", a, b); got == "arrays_overlap(a, b)" || got == "list_has_any(a, b)" {
		t.Errorf("write duckdb: got %s, want the NULL rules spelled out", got)
	}
	if _, err := SpellFunc(fnTestDialect(t, "postgres"), "arrays_overlap", []ast.Expr{a, b}, ast.Span{}); err == nil {
		t.Errorf("postgres arrays_overlap: written, want refused")
	}
}
