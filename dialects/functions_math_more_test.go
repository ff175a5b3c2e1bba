package dialects

import (
	"strings"
	"testing"
)

// TestMathMoreRows: cbrt is read and written in PostgreSQL and DuckDB
// as the C library's, and among Hive, Spark, Trino and Presto as Java's
// Math.cbrt (cbrt_java), each refused toward the others, e() read in Hive, Spark, Trino and Presto and
// written exp(1) in PostgreSQL and DuckDB, and Trino's bitwise functions
// read as the operators (functions_math_more.go).
func TestMathMoreRows(t *testing.T) {
	x, y := col("x"), col("y")
	for _, c := range []struct {
		dialect string
		call    string
		want    string
	}{
		{"postgres", "cbrt", "cbrt(x)"},
		{"duckdb", "cbrt", "cbrt(x)"},
		{"spark", "cbrt", "cbrt_java(x)"},
		{"trino", "cbrt", "cbrt_java(x)"},
		{"hive", "cbrt", "cbrt_java(x)"},
		{"presto", "cbrt", "cbrt_java(x)"},
		{"bigquery", "cbrt", "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, call(c.call, x)); got != c.want {
			t.Errorf("read %s %s: got %s, want %s", c.dialect, c.call, got, c.want)
		}
	}
	for _, d := range []string{"hive", "spark", "trino", "presto"} {
		if got := resolve(t, d, false, call("e")); got != "e()" {
			t.Errorf("read %s e(): got %s", d, got)
		}
	}
	for _, c := range []struct{ dialect, f, want string }{
		{"trino", "bitwise_and", "(x & y)"},
		{"presto", "bitwise_or", "(x | y)"},
		{"trino", "bitwise_xor", "(x ^ y)"},
	} {
		d := fnTestDialect(t, c.dialect)
		out, ok := ResolveCall(d, call(c.f, x, y), false)
		if !ok {
			t.Fatalf("%s %s not read", c.dialect, c.f)
		}
		got, err := Print(fnTestDialect(t, "spark"), out, PrintOptions{})
		if err != nil || "("+got+")" != c.want {
			t.Errorf("read %s %s, written for spark: got %s (%v), want %s", c.dialect, c.f, got, err, c.want)
		}
	}
	if out, ok := ResolveCall(fnTestDialect(t, "trino"), call("bitwise_not", x), false); !ok {
		t.Errorf("trino bitwise_not not read")
	} else if got, _ := Print(fnTestDialect(t, "postgres"), out, PrintOptions{}); got != "~x" {
		t.Errorf("trino bitwise_not written for postgres: got %s", got)
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"postgres", "e", "exp(1)"},
		{"duckdb", "e", "exp(1)"},
		{"spark", "e", "e()"},
		{"trino", "e", "e()"},
	} {
		if got := spellSQL(t, c.dialect, c.canon); got != c.want {
			t.Errorf("write %s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	if got := spellSQL(t, "duckdb", "cbrt", x); got != "cbrt(x)" {
		t.Errorf("write duckdb cbrt: got %s", got)
	}
	for _, d := range []string{"hive", "spark", "trino", "presto"} {
		if got := spellSQL(t, d, "cbrt_java", x); got != "cbrt(x)" {
			t.Errorf("write %s cbrt_java: got %s", d, got)
		}
	}
	for _, c := range []struct{ dialect, canon, says string }{
		{"spark", "cbrt", "Math.cbrt"},
		{"trino", "cbrt", "Math.cbrt"},
		{"bigquery", "cbrt", "not documented"},
		{"postgres", "cbrt_java", "Math.cbrt"},
		{"duckdb", "cbrt_java", "3.0000000000000004"},
		{"snowflake", "cbrt_java", "not documented"},
	} {
		if e := spellErr(t, c.dialect, c.canon, x); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, c.says) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
	for _, name := range []string{"sinh", "cosh", "tanh"} {
		for _, d := range []string{"postgres", "duckdb"} {
			if got := resolve(t, d, false, call(name, x)); got != name+"(x)" {
				t.Errorf("read %s %s: got %s", d, name, got)
			}
			if got := spellSQL(t, d, name, x); got != name+"(x)" {
				t.Errorf("write %s %s: got %s", d, name, got)
			}
		}
		if got := resolve(t, "spark", false, call(name, x)); got != "<unresolved>" {
			t.Errorf("read spark %s: got %s", name, got)
		}
		for _, d := range []string{"spark", "trino", "snowflake"} {
			if e := spellErr(t, d, name, x); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, name) {
				t.Errorf("%s %s: %s %s", d, name, e.Code, e.Message)
			}
		}
	}
	if e := spellErr(t, "snowflake", "e"); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, "Euler") {
		t.Errorf("snowflake e: %s %s", e.Code, e.Message)
	}
}
