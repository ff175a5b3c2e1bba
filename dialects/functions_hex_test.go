package dialects

import (
	"strings"
	"testing"
)

// TestHexRows: Hive's, Spark's and DuckDB's hex of an integer literal is
// hex_int, of a string literal hex_text, of another argument left to
// rewrite's hexTyped; both are written hex in the three and refused
// elsewhere (functions_hex.go).
func TestHexRows(t *testing.T) {
	for _, c := range []struct{ dialect, want string }{
		{"spark", "hex_int(255)"},
		{"hive", "hex_int(255)"},
		{"duckdb", "hex_int(255)"},
	} {
		if got := resolve(t, c.dialect, false, call("hex", num(255))); got != c.want {
			t.Errorf("read %s hex(255): got %s, want %s", c.dialect, got, c.want)
		}
	}
	if got := resolve(t, "spark", false, call("hex", col("x"))); got != "<unresolved>" {
		t.Errorf("read spark hex(x): got %s", got)
	}
	if got := spellSQL(t, "duckdb", "hex_text", col("s")); got != "hex(s)" {
		t.Errorf("write duckdb hex_text: got %s", got)
	}
	for _, c := range []struct{ dialect, canon, says string }{
		{"postgres", "hex_int", "32 bits"},
		{"trino", "hex_text", "VARBINARY"},
	} {
		if e := spellErr(t, c.dialect, c.canon, col("x")); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, c.says) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
}
