package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestSnowflakeSplitAndSearch: the Snowflake emulations of the literal
// split and of array search test what the Snowflake reference leaves
// undocumented (SPLIT of "", a NULL array) before calling SPLIT,
// ARRAY_CONTAINS or ARRAY_POSITION, and skip a test an argument cannot
// fail (a non-NULL literal, an array constructor). The rows are checked
// on the reference executor by conformance/split and
// conformance/array_functions.
func TestSnowflakeSplitAndSearch(t *testing.T) {
	arr, v, s := col("arr"), col("v"), col("s")
	null := &ast.Literal{Kind: ast.LitNull}
	for _, c := range []struct {
		canon string
		args  []ast.Expr
		want  string
	}{
		{"split_literal", []ast.Expr{s, str(",")}, "CASE WHEN s = '' THEN [''] ELSE split(s, ',') END"},
		// Only a pattern that is a plain literal can go.
		{"split_regex", []ast.Expr{s, str(`\.`)}, "CASE WHEN s = '' THEN [''] ELSE split(s, '.') END"},
		{"string_to_array", []ast.Expr{s, str(",")}, "CASE WHEN s = '' THEN [] ELSE split(s, ',') END"},
		{"array_contains", []ast.Expr{arr, v},
			"CASE WHEN arr IS NULL OR v IS NULL THEN NULL WHEN array_contains(v, arr) THEN TRUE WHEN array_contains(NULL, arr) THEN NULL ELSE FALSE END"},
		{"array_contains", []ast.Expr{&ast.Array{Elems: []ast.Expr{num(1), num(2)}}, num(1)},
			"CASE WHEN array_contains(1, [1, 2]) THEN TRUE WHEN array_contains(NULL, [1, 2]) THEN NULL ELSE FALSE END"},
		{"array_contains_skip_null", []ast.Expr{arr, num(1)}, "CASE WHEN arr IS NULL THEN NULL ELSE array_contains(1, arr) END"},
		{"array_contains_or_false", []ast.Expr{arr, v}, "CASE WHEN arr IS NULL OR v IS NULL THEN FALSE ELSE array_contains(v, arr) END"},
		{"array_contains_null_equal", []ast.Expr{arr, null}, "CASE WHEN arr IS NULL THEN NULL ELSE coalesce(array_contains(NULL, arr), FALSE) END"},
		{"array_contains_null_equal", []ast.Expr{arr, num(1)}, "CASE WHEN arr IS NULL THEN NULL ELSE array_contains(1, arr) END"},
		{"array_position", []ast.Expr{arr, v}, "CASE WHEN arr IS NULL OR v IS NULL THEN NULL ELSE coalesce(array_position(v, arr) + 1, 0) END"},
		{"array_position_not_distinct", []ast.Expr{arr, v}, "CASE WHEN arr IS NULL THEN NULL ELSE array_position(v, arr) + 1 END"},
	} {
		got := spellSQL(t, "snowflake", c.canon, c.args...)
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.canon, got, c.want)
		}
	}
	// A regular expression has no Snowflake split.
	if d := spellErr(t, "snowflake", "split_regex", s, str("[.;]")); d == nil || d.Code != CodeFuncArgs {
		t.Errorf("split_regex of a regular expression: want %s, got %v", CodeFuncArgs, d)
	}
	// The array is read twice: a volatile one is refused.
	if d := spellErr(t, "snowflake", "array_position", call("shuffle", arr), v); d == nil || d.Code != CodeFuncArgs {
		t.Errorf("array_position of a volatile array: want %s, got %v", CodeFuncArgs, d)
	}
}

// TestSnowflakeSearchReads: Snowflake's SPLIT, ARRAY_CONTAINS(v, a) and
// ARRAY_POSITION(v, a) read as their own canonical functions, the array
// first, and are written back as they were; no other target writes them,
// since the Snowflake reference does not say what they give for "" or a
// NULL array.
func TestSnowflakeSearchReads(t *testing.T) {
	d := fnTestDialect(t, "snowflake")
	for name, want := range map[string]string{
		"split": "split_literal_whole", "array_contains": "array_contains_find_null", "array_position": "array_offset_not_distinct",
	} {
		args := []ast.Expr{col("x"), col("y")}
		f := &ast.Func{Name: ast.QName{{Name: name}}, Args: args}
		e, ok := ResolveCall(d, f, false)
		if !ok {
			t.Fatalf("snowflake %s does not resolve", name)
		}
		g := e.(*ast.Func)
		if g.Name.Last().Name != want {
			t.Fatalf("snowflake %s reads as %s, want %s", name, g.Name.Last().Name, want)
		}
		first := "x"
		if name != "split" {
			first = "y" // the array
		}
		if got := g.Args[0].(*ast.ColumnRef).Name.Last().Name; got != first {
			t.Errorf("snowflake %s: canonical first argument %s, want %s", name, got, first)
		}
		back, err := SpellFunc(d, want, g.Args, ast.Span{})
		if err != nil {
			t.Fatalf("%s back to snowflake: %v", want, err)
		}
		if got, _ := Print(d, back, PrintOptions{}); got != name+"(x, y)" {
			t.Errorf("%s back to snowflake: %s", want, got)
		}
		for _, other := range []string{"trino", "postgres", "duckdb", "hive"} {
			if _, err := SpellFunc(fnTestDialect(t, other), want, fnPlaceholders(2), ast.Span{}); err == nil {
				t.Errorf("%s writes %s", other, want)
			}
		}
	}
}
