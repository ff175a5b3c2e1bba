package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestBigQueryPadReverse: BigQuery's two-argument LPAD and RPAD are read
// with a space as the pattern, and ARRAY_REVERSE as reverse_array, which
// BigQuery writes back by its name (the values run on PostgreSQL 15 and
// DuckDB 1.5 in conformance/array_functions/bigquery_array_reverse_lpad.txtar).
func TestBigQueryPadReverse(t *testing.T) {
	bq := fnTestDialect(t, "bigquery")
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"LPAD", 2, "lpad(s, 4, ' ')"},
		{"RPAD", 2, "rpad(s, 4, ' ')"},
		{"LPAD", 3, "lpad(s, 4, 'x')"},
	} {
		args := []ast.Expr{col("s"), num(4), str("x")}[:c.n]
		if out, ok := ResolveCall(bq, call(c.in, args...), false); !ok || render(out) != c.want {
			t.Errorf("read %s of %d arguments: got %v %v, want %s", c.in, c.n, ok, out, c.want)
		}
	}
	if out, ok := ResolveCall(bq, call("ARRAY_REVERSE", col("a")), false); !ok || render(out) != "reverse_array(a)" {
		t.Errorf("read ARRAY_REVERSE: got %v %v", ok, out)
	}
	if got := spell(t, "bigquery", "reverse_array", col("a")); got != "array_reverse(a)" {
		t.Errorf("write bigquery reverse_array: got %s", got)
	}
}
