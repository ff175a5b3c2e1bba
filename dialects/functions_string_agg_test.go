package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// string_agg is read from PostgreSQL's and DuckDB's string_agg (DuckDB's
// listagg and one-argument form too, with ','), and from Trino's listagg
// WITHIN GROUP as the same call ordered by its keys; only a literal
// separator is read (functions_string_agg.go).
func TestStringAggRows(t *testing.T) {
	sep := &ast.Literal{Kind: ast.LitString, Value: ","}
	listagg := call("listagg", col("s"), sep)
	listagg.WithinGroup = []*ast.OrderItem{{Expr: col("k"), Desc: true}}
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"postgres", call("string_agg", col("s"), sep), "string_agg(s, ',')"},
		{"duckdb", call("string_agg", col("s")), "string_agg(s, ',')"},
		{"duckdb", call("listagg", col("s"), sep), "string_agg(s, ',')"},
		{"trino", listagg, "string_agg(s, ',')"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.f.Name[0].Name, got, c.want)
		}
	}
	if out, ok := ResolveCall(fnTestDialect(t, "trino"), listagg, false); !ok || len(out.(*ast.Func).OrderBy) != 1 || !out.(*ast.Func).OrderBy[0].Desc || len(out.(*ast.Func).WithinGroup) != 0 {
		t.Errorf("trino listagg: the WITHIN GROUP keys must become the ORDER BY")
	}
	// PostgreSQL's separator may be any expression (each row's precedes
	// its value); DuckDB's computed one, PostgreSQL's one-argument call and
	// Trino's listagg without a separator are not read.
	if got := resolve(t, "postgres", false, call("string_agg", col("s"), col("d"))); got != "string_agg(s, d)" {
		t.Errorf("postgres string_agg(s, d): got %s", got)
	}
	for _, c := range []struct {
		dialect string
		f       *ast.Func
	}{
		{"duckdb", call("string_agg", col("s"), col("d"))},
		{"postgres", call("string_agg", col("s"))},
		{"trino", call("listagg", col("s"))},
	} {
		if out, ok := ResolveCall(fnTestDialect(t, c.dialect), c.f, false); ok {
			t.Errorf("%s %s must not be read, got %s", c.dialect, render(c.f), render(out))
		}
	}
	if e := spellErr(t, "duckdb", "string_agg", col("s"), col("d")); e.Code != CodeFuncArgs {
		t.Errorf("duckdb string_agg(s, d): code %s", e.Code)
	}
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "string_agg(s, ',')"},
		{"duckdb", "string_agg(s, ',')"},
		{"trino", "listagg(s, ',')"},
		{"spark", "CASE WHEN (count(s) = 0) THEN NULL ELSE concat_ws(',', collect_list(s)) END"},
		{"hive", "CASE WHEN (count(s) = 0) THEN NULL ELSE concat_ws(',', collect_list(s)) END"},
	} {
		if got := spell(t, c.dialect, "string_agg", col("s"), sep); got != c.want {
			t.Errorf("%s string_agg: got %s, want %s", c.dialect, got, c.want)
		}
	}
	ordered := call("string_agg", col("s"), sep)
	ordered.OrderBy = []*ast.OrderItem{{Expr: col("k")}}
	for _, d := range []string{"hive", "spark", "snowflake"} {
		if _, err := SpellCall(fnTestDialect(t, d), ordered); err == nil {
			t.Errorf("%s: an ordered string_agg must be refused", d)
		}
	}
	// Trino: the keys go into WITHIN GROUP, ordered by the value when the
	// call has none.
	for _, c := range []struct {
		f   *ast.Func
		key string
	}{{ordered, "k"}, {call("string_agg", col("s"), sep), "s"}} {
		got, err := SpellCall(fnTestDialect(t, "trino"), c.f)
		if err != nil {
			t.Fatal(err)
		}
		g := got.(*ast.Func)
		if len(g.OrderBy) != 0 || len(g.WithinGroup) != 1 || render(g.WithinGroup[0].Expr) != c.key {
			t.Errorf("trino string_agg: WITHIN GROUP %v, ORDER BY %v", g.WithinGroup, g.OrderBy)
		}
	}
}
