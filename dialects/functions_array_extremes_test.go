package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// Trino's array_max is NULL as soon as an element is NULL, Spark's and
// DuckDB's list_max skip them (functions_array_extremes.go): each is read
// as its own canonical function, and Presto's, not settled, is left
// unread.
func TestArrayExtremesRead(t *testing.T) {
	for _, c := range []struct{ dialect, name, want string }{
		{"trino", "array_max", "array_max_strict(a)"},
		{"trino", "array_min", "array_min_strict(a)"},
		{"spark", "array_max", "array_max(a)"},
		{"spark", "array_min", "array_min(a)"},
		{"duckdb", "list_max", "array_max(a)"},
		{"duckdb", "list_min", "array_min(a)"},
		{"presto", "array_max", "<unresolved>"},
		{"duckdb", "array_max", "<unresolved>"},
	} {
		got := resolve(t, c.dialect, false, call(c.name, col("a")))
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.name, got, c.want)
		}
	}
}

func TestArrayExtremesSpell(t *testing.T) {
	a := col("a")
	for _, c := range []struct {
		dialect, canon string
		arg            ast.Expr
		want           string
	}{
		{"postgres", "array_max", a, "(SELECT max(lateral_elem.e) FROM unnest(a) AS lateral_elem(e))"},
		{"postgres", "array_min_strict", a, "(SELECT CASE WHEN count(*) = count(lateral_elem.e) THEN min(lateral_elem.e) END FROM unnest(a) AS lateral_elem(e))"},
		// The array reads a column e: the element gets another name.
		{"postgres", "array_max", col("e"), "(SELECT max(lateral_elem.e1) FROM unnest(e) AS lateral_elem(e1))"},
		{"postgres", "array_max_strict", &ast.Literal{Kind: ast.LitNull}, "NULL"},
		{"trino", "array_max", a, "array_max(filter(a, lateral_x -> lateral_x IS NOT NULL))"},
		{"trino", "array_min", col("lateral_x"), "array_min(filter(lateral_x, lateral_x1 -> lateral_x1 IS NOT NULL))"},
		{"spark", "array_max_strict", a, "CASE WHEN exists(a, lateral_x -> lateral_x IS NULL) THEN NULL ELSE array_max(a) END"},
		{"spark", "array_max_strict", &ast.Literal{Kind: ast.LitNull}, "NULL"},
		{"duckdb", "array_min_strict", a, "CASE WHEN len(list_filter(a, lateral_x -> lateral_x IS NULL)) > 0 THEN NULL ELSE list_min(a) END"},
		{"duckdb", "array_max", a, "list_max(a)"},
	} {
		got := spellSQL(t, c.dialect, c.canon, c.arg)
		if got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, d := range []string{"hive", "presto", "doris", "bigquery", "snowflake"} {
		if e := spellErr(t, d, "array_max_strict", col("a")); e == nil || e.Code != CodeFuncUnsupported {
			t.Errorf("%s: array_max_strict: want %s, got %v", d, CodeFuncUnsupported, e)
		}
	}
	// Spark and DuckDB read the array twice: a volatile one is refused.
	for _, d := range []string{"spark", "duckdb"} {
		if e := spellErr(t, d, "array_max_strict", call("shuffle", col("a"))); e == nil || e.Code != CodeFuncArgs {
			t.Errorf("%s: array_max_strict(shuffle(a)): want %s, got %v", d, CodeFuncArgs, e)
		}
	}
}
