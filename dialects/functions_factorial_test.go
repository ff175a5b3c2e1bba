package dialects

import (
	"strings"
	"testing"
)

// TestFactorialRows: PostgreSQL's factorial is written factorial for
// DuckDB, DuckDB's is refused toward PostgreSQL, and Spark's and Hive's
// (NULL outside [0, 20]) are kept between the two and written with a range
// guard for PostgreSQL and DuckDB (functions_factorial.go).
func TestFactorialRows(t *testing.T) {
	x := col("x")
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "factorial(x)"},
		{"duckdb", "factorial_hugeint(x)"},
		{"spark", "factorial_null(x)"},
		{"hive", "factorial_null(x)"},
		{"trino", "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, call("factorial", x)); got != c.want {
			t.Errorf("read %s factorial: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"duckdb", "factorial", "factorial(x)"},
		{"postgres", "factorial", "factorial(x)"},
		{"duckdb", "factorial_hugeint", "factorial(x)"},
		{"hive", "factorial_null", "factorial(x)"},
		{"postgres", "factorial_null", "CASE WHEN trunc(x) BETWEEN 0 AND 20 THEN CAST(factorial(CAST(trunc(x) AS INTEGER)) AS BIGINT) WHEN trunc(x) BETWEEN -2147483648 AND 2147483647 THEN NULL ELSE CAST(CAST(trunc(x) AS INTEGER) AS BIGINT) END"},
	} {
		if got := spellSQL(t, c.dialect, c.canon, x); got != c.want {
			t.Errorf("write %s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon, says string }{
		{"spark", "factorial", "NULL outside [0, 20]"},
		{"postgres", "factorial_hugeint", "raises past 33"},
		{"trino", "factorial_null", "no factorial"},
	} {
		if e := spellErr(t, c.dialect, c.canon, x); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, c.says) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
}
