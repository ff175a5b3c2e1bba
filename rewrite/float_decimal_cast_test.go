package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestFloatDecimalCast: a float cast to DECIMAL keeps 6 (REAL) or 15
// (DOUBLE PRECISION) significant digits in PostgreSQL and the binary value
// in the others (float_decimal_cast.go; the examples run on PostgreSQL 15
// and DuckDB 1.5): between PostgreSQL and another dialect a REAL is
// refused (T155), a DOUBLE when the DECIMAL has more than 15 digits.
func TestFloatDecimalCast(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (r REAL, d DOUBLE PRECISION)", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "postgres", "duckdb", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(r AS NUMERIC(10,1)) AS a FROM t", "postgres", "trino", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(d AS DECIMAL(20,17)) AS a FROM t", "duckdb", "postgres", 8, "15 significant digits of a DOUBLE PRECISION"},
		{"SELECT CAST(d AS DECIMAL(16,2)) AS a FROM t", "spark", "postgres", 8, "spark rounds the binary value"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T155", tc.col, tc.says)
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT CAST(d AS DECIMAL(15,2)) AS a FROM t", "postgres", "duckdb"},
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "duckdb", "trino"},
		{"SELECT CAST(r AS NUMERIC(18,10)) AS a FROM t", "postgres", "postgres"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, opts)
	}
}
