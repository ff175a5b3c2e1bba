package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestMillisecondRows: Trino's and Presto's millisecond is read, written
// from EXTRACT modulo 1000 for PostgreSQL and DuckDB (run on both in
// conformance/dates/trino_millisecond.txtar), DuckDB's own millisecond
// (the sub-minute milliseconds) is not read, and Spark refuses it.
func TestMillisecondRows(t *testing.T) {
	ts := col("ts")
	for _, dialect := range []string{"trino", "presto"} {
		if out, ok := ResolveCall(fnTestDialect(t, dialect), call("millisecond", ts), false); !ok || render(out) != "millisecond(ts)" {
			t.Errorf("read %s millisecond: got %v %v", dialect, ok, out)
		}
	}
	if _, ok := ResolveCall(fnTestDialect(t, "duckdb"), call("millisecond", ts), false); ok {
		t.Errorf("duckdb's millisecond read as the canonical one")
	}
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "(CAST(trunc(EXTRACT(MILLISECONDS FROM ts)) AS bigint) % 1000)"},
		{"duckdb", "(EXTRACT(MILLISECOND FROM ts) % 1000)"},
		{"trino", "millisecond(ts)"},
	} {
		if got := spell(t, c.dialect, "millisecond", ts); got != c.want {
			t.Errorf("write %s: got %s, want %s", c.dialect, got, c.want)
		}
	}
	if _, err := SpellFunc(fnTestDialect(t, "spark"), "millisecond", []ast.Expr{ts}, ast.Span{}); err == nil {
		t.Errorf("spark millisecond: written, want refused")
	}
}
