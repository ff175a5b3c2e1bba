package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestNumericMathType: sqrt, exp, ln, log, log10 and power of a NUMERIC
// are a NUMERIC in PostgreSQL and BigQuery (PostgreSQL 15: sqrt(2.0) is
// 1.414213562373095; BigQuery's mathematical functions, return data
// type) and a DOUBLE in DuckDB and the others (DuckDB 1.5:
// 1.4142135623730951). Toward PostgreSQL and BigQuery an argument not
// known to be an integer or a float is cast to DOUBLE; from them a NUMERIC
// argument is refused (T155); an integer or a float argument is kept
// (numeric_math.go).
func TestNumericMathType(t *testing.T) {
	for _, tc := range []struct{ in, from, to, want string }{
		{"SELECT sqrt(2.0) AS a", "duckdb", "postgres", "sqrt(CAST(2.0 AS DOUBLE PRECISION))"},
		{"SELECT sqrt(x) AS a FROM t", "duckdb", "postgres", "sqrt(CAST(x AS DOUBLE PRECISION))"}, // a DECIMAL column without a schema
		{"SELECT exp(x) AS a FROM t", "spark", "bigquery", "exp(CAST(x AS FLOAT64))"},
		{"SELECT power(2, 0.5) AS a", "snowflake", "postgres", "power(2, CAST(0.5 AS DOUBLE PRECISION))"},
		{"SELECT log(2.0, 8) AS a", "duckdb", "postgres", "log(CAST(2.0 AS DOUBLE PRECISION), 8)"},
		{"SELECT sqrt(2) AS a, sqrt(CAST(2 AS DOUBLE)) AS b", "duckdb", "postgres", "sqrt(2) AS a, sqrt(CAST(2 AS DOUBLE PRECISION)) AS b"},
		{"SELECT sqrt(2.0) AS a", "duckdb", "trino", "sqrt(2.0)"},
		{"SELECT sqrt(2) AS a, power(2.0::float8, 0.5) AS b", "postgres", "duckdb", "sqrt(2) AS a, power(CAST(2.0 AS DOUBLE), 0.5) AS b"},
	} {
		if tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s, want %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT sqrt(2.0) AS a", "postgres", "duckdb"},
		{"SELECT ln(CAST(2 AS NUMERIC)) AS a", "postgres", "spark"},
		{"SELECT power(2, 0.5) AS a", "postgres", "bigquery"},
		{"SELECT sqrt(NUMERIC '2') AS a", "bigquery", "postgres"},
		{"SELECT log10(NUMERIC '2') AS a", "bigquery", "duckdb"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}, "T155", 8, "of a NUMERIC is a NUMERIC of "+tc.from+"'s own digits")
	}
}
