package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestBase64Rows: Trino's and Presto's to_base64(to_utf8(s)), DuckDB's
// to_base64(encode(s)) and base64(encode(s)) and BigQuery's
// TO_BASE64(CAST(s AS BYTES)) are read as base64_text(s), another argument
// left unread (the dialect's own function); Hive's and Spark's base64 and
// Snowflake's BASE64_ENCODE are left to rewrite's base64Typed; base64_text
// is written in each dialect's form, PostgreSQL's without the line breaks
// of encode, and refused for Doris, Drill and ISO SQL
// (functions_base64.go).
func TestBase64Rows(t *testing.T) {
	bytes := func(x ast.Expr) ast.Expr {
		return &ast.Cast{X: x, Type: &ast.TypeName{Kind: ast.TypeBinary}, Mode: ast.CastStrict}
	}
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"trino", call("to_base64", call("to_utf8", col("s"))), "base64_text(s)"},
		{"presto", call("to_base64", call("to_utf8", col("s"))), "base64_text(s)"},
		{"duckdb", call("to_base64", call("encode", col("s"))), "base64_text(s)"},
		{"duckdb", call("base64", call("encode", col("s"))), "base64_text(s)"},
		{"bigquery", call("to_base64", bytes(col("s"))), "base64_text(s)"},
		{"trino", call("to_base64", col("b")), "<unresolved>"},
		{"duckdb", call("to_base64", col("b")), "<unresolved>"},
		{"duckdb", call("to_base64", str("abc")), "<unresolved>"},
		{"bigquery", call("to_base64", col("b")), "<unresolved>"},
		{"spark", call("base64", col("s")), "<unresolved>"},
		{"hive", call("base64", bytes(col("s"))), "<unresolved>"},
		{"snowflake", call("base64_encode", col("s")), "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("read %s %s: got %s, want %s", c.dialect, render(c.f), got, c.want)
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"hive", "base64(CAST(s AS BINARY))"},
		{"spark", "base64(CAST(s AS BINARY))"},
		{"trino", "to_base64(to_utf8(s))"},
		{"presto", "to_base64(to_utf8(s))"},
		{"duckdb", "to_base64(encode(s))"},
		{"bigquery", "to_base64(CAST(s AS BYTES))"},
		{"snowflake", "base64_encode(s)"},
		{"postgres", "replace(encode(convert_to(s, 'UTF8'), 'base64'), chr(10), '')"},
	} {
		if got := spellSQL(t, c.dialect, "base64_text", col("s")); got != c.want {
			t.Errorf("write %s base64_text: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, d := range []string{"doris", "drill", "ansi"} {
		if e := spellErr(t, d, "base64_text", col("s")); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, "Base64") {
			t.Errorf("%s base64_text: %s %s", d, e.Code, e.Message)
		}
	}
}
