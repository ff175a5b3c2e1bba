package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Regex splits of Java, Trino, PostgreSQL and DuckDB agree only for a
// pattern that cannot match the empty string (SEMANTICS T6).
func TestRegexNeverEmpty(t *testing.T) {
	for p, want := range map[string]bool{
		"[.;]": true, ",": true, `\.`: true, ";|,": true, "a+": true, "(ab)+": true, `\s+`: true, "^a": true,
		"": false, "x*": false, "a?": false, "a{0,2}": false, "a|": false, "$": false, "^": false, `\b`: false,
		"(a|b*)": false, "a*+": false, "(?=a)": false, "[": false,
	} {
		if got := fnRegexNeverEmpty(&ast.Literal{Kind: ast.LitString, Value: p}); got != want {
			t.Errorf("fnRegexNeverEmpty(%q) = %v, want %v", p, got, want)
		}
	}
	if fnRegexNeverEmpty(&ast.ColumnRef{Name: ast.QName{{Name: "p"}}}) {
		t.Error("a pattern that is not a literal is not known to be non-empty")
	}
}

// Trino regexp_split is split_regex for such a pattern, and Trino's own
// regexp_split otherwise (a leading empty string for a zero-width match at
// the start).
func TestTrinoRegexpSplitReads(t *testing.T) {
	d := fnTestDialect(t, "trino")
	for p, want := range map[string]string{"[.;]": "split_regex", "x*": "regexp_split"} {
		f := &ast.Func{Name: ast.QName{{Name: "regexp_split"}},
			Args: []ast.Expr{&ast.ColumnRef{Name: ast.QName{{Name: "s"}}}, &ast.Literal{Kind: ast.LitString, Value: p}}}
		e, ok := ResolveCall(d, f, false)
		if !ok {
			t.Fatalf("regexp_split(s, %q) does not resolve", p)
		}
		if got := e.(*ast.Func).Name.Last().Name; got != want {
			t.Errorf("regexp_split(s, %q) reads as %s, want %s", p, got, want)
		}
	}
	// Trino's own regexp_split has no spelling elsewhere.
	for _, name := range []string{"hive", "postgres", "duckdb"} {
		if _, err := SpellFunc(fnTestDialect(t, name), "regexp_split", fnPlaceholders(2), ast.Span{}); err == nil {
			t.Errorf("%s writes Trino's regexp_split", name)
		}
	}
}
