package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// any_match, all_match and none_match are read from Trino and Presto,
// exists and forall from Spark, with a lambda of one parameter; DuckDB and
// PostgreSQL read the greatest score of the elements
// (functions_array_matches.go).
func TestArrayMatches(t *testing.T) {
	one := &ast.Lambda{Params: []ast.Ident{{Name: "x"}}, Body: col("x")}
	two := &ast.Lambda{Params: []ast.Ident{{Name: "x"}, {Name: "i"}}, Body: col("x")}
	for _, c := range []struct {
		dialect, name string
		l             *ast.Lambda
		want          string
	}{
		{"trino", "any_match", one, "any_match(a, <*ast.Lambda>)"},
		{"trino", "NONE_MATCH", one, "none_match(a, <*ast.Lambda>)"},
		{"presto", "all_match", one, "all_match(a, <*ast.Lambda>)"},
		{"spark", "exists", one, "any_match(a, <*ast.Lambda>)"},
		{"spark", "forall", one, "all_match(a, <*ast.Lambda>)"},
		{"trino", "any_match", two, "<unresolved>"},
		{"spark", "exists", two, "<unresolved>"},
	} {
		got := resolve(t, c.dialect, false, call(c.name, col("a"), c.l))
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.name, got, c.want)
		}
	}
	p := &ast.Lambda{Params: []ast.Ident{{Name: "x"}}, Body: &ast.Binary{Op: ast.OpGt, L: col("x"), R: num(2)}}
	for _, c := range []struct{ dialect, canon, want string }{
		{"spark", "none_match", "NOT exists(a, x -> x > 2)"},
		{"duckdb", "all_match", "CASE WHEN a IS NULL THEN NULL ELSE CASE list_max(list_transform(a, x -> CASE x > 2 WHEN FALSE THEN 2 WHEN TRUE THEN 0 ELSE 1 END)) WHEN 2 THEN FALSE WHEN 1 THEN NULL ELSE TRUE END END"},
		{"postgres", "none_match", "CASE WHEN a IS NULL THEN NULL ELSE CASE (SELECT max(CASE lateral_elem.e > 2 WHEN TRUE THEN 2 WHEN FALSE THEN 0 ELSE 1 END) FROM unnest(a) AS lateral_elem(e)) WHEN 2 THEN FALSE WHEN 1 THEN NULL ELSE TRUE END END"},
	} {
		got := spellSQL(t, c.dialect, c.canon, col("a"), p)
		if got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.dialect, c.canon, got, c.want)
		}
	}
	if e := spellErr(t, "duckdb", "any_match", call("shuffle", col("a")), p); e == nil || e.Code != CodeFuncArgs {
		t.Errorf("duckdb any_match(shuffle(a), ...): want %s, got %v", CodeFuncArgs, e)
	}
	if e := spellErr(t, "hive", "any_match", col("a"), p); e == nil || e.Code != CodeFuncUnsupported {
		t.Errorf("hive any_match: want %s, got %v", CodeFuncUnsupported, e)
	}
}
