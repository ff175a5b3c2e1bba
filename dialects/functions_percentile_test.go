package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Hive's percentile(x, p) of a fraction literal from 0 to 1 is
// percentile_interp (functions_percentile.go), written percentile_cont(p)
// WITHIN GROUP (ORDER BY x) in PostgreSQL, quantile_cont in DuckDB,
// percentile in Spark, refused toward Trino and the others; an array of
// fractions, one out of range, a column and DISTINCT are not read.
func TestPercentileRows(t *testing.T) {
	half := &ast.Literal{Kind: ast.LitDouble, Value: "0.5"}
	if got := resolve(t, "hive", false, call("percentile", col("x"), half)); got != "percentile_interp(x, 0.5)" {
		t.Errorf("hive percentile: got %s", got)
	}
	for _, f := range []*ast.Func{
		call("percentile", col("x"), &ast.Literal{Kind: ast.LitDouble, Value: "1.5"}),
		call("percentile", col("x"), col("p")),
		call("percentile", col("x"), &ast.Array{Elems: []ast.Expr{half}}),
		func() *ast.Func { f := call("percentile", col("x"), half); f.Distinct = true; return f }(),
	} {
		if out, ok := ResolveCall(fnTestDialect(t, "hive"), f, false); ok {
			t.Errorf("must not be read, got %s", render(out))
		}
	}
	for _, c := range []struct{ dialect, want string }{
		// (the WITHIN GROUP, which this rendering leaves out, is checked
		// by conformance/aggregates/hive_percentile.txtar)
		{"postgres", "percentile_cont(0.5)"},
		{"duckdb", "quantile_cont(x, 0.5)"},
		{"spark", "percentile(x, 0.5)"},
		{"hive", "percentile(x, 0.5)"},
	} {
		if got := spell(t, c.dialect, "percentile_interp", col("x"), half); got != c.want {
			t.Errorf("%s: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, d := range []string{"trino", "presto", "snowflake", "bigquery"} {
		if e := spellErr(t, d, "percentile_interp", col("x"), half); e.Code != CodeFuncUnsupported {
			t.Errorf("%s: code %s", d, e.Code)
		}
	}
}
