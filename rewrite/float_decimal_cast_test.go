package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestFloatDecimalCast: a float cast to DECIMAL keeps 6 (REAL) or 15
// (DOUBLE PRECISION) significant digits in PostgreSQL and the binary value
// in the others (float_decimal_cast.go; the examples run on PostgreSQL 15
// and DuckDB 1.5): between PostgreSQL and another dialect a REAL or a
// DOUBLE is refused (T155) at any precision (CAST(1.005::float8 AS
// NUMERIC(15, 2)) is 1.01 in PostgreSQL, 1.00 in DuckDB), arrays of them too.
func TestFloatDecimalCast(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (r REAL, d DOUBLE PRECISION, n NUMERIC(20, 4), ra REAL[], da DOUBLE PRECISION[])", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "postgres", "duckdb", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(r AS NUMERIC(10,1)) AS a FROM t", "postgres", "trino", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(d AS DECIMAL(20,17)) AS a FROM t", "duckdb", "postgres", 8, "15 significant digits of a DOUBLE PRECISION"},
		{"SELECT CAST(d AS DECIMAL(16,2)) AS a FROM t", "spark", "postgres", 8, "spark rounds the binary value"},
		{"SELECT CAST(d AS DECIMAL(15,2)) AS a FROM t", "postgres", "duckdb", 8, "1.01 in PostgreSQL, 1.00 in DuckDB"},
		{"SELECT d::numeric(1,0) AS a FROM t", "postgres", "duckdb", 8, "15 significant digits of a DOUBLE PRECISION"},
		{"SELECT CAST(d AS DECIMAL(15,0)) AS a FROM t", "duckdb", "postgres", 8, "15 significant digits"},
		{"SELECT CAST(1.005::float8 AS NUMERIC(15,2)) AS a", "postgres", "duckdb", 8, "DOUBLE PRECISION"},
		{"SELECT CAST(0.1::float8 AS NUMERIC(38,30)) AS a", "postgres", "duckdb", 8, "DOUBLE PRECISION"},
		{"SELECT CAST(ra AS NUMERIC(18,10)[]) AS a FROM t", "postgres", "duckdb", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(da AS DECIMAL(10,2)[]) AS a FROM t", "duckdb", "postgres", 8, "DOUBLE PRECISION"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T155", tc.col, tc.says)
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT CAST(n AS DECIMAL(15,2)) AS a FROM t", "postgres", "duckdb"},
		{"SELECT CAST(ra AS TEXT[]) AS a FROM t", "postgres", "postgres"},
		// a literal with no more decimals than the scale, 15 digits once scaled
		{"SELECT CAST(-0.1::float8 AS NUMERIC(4,1)) AS a, CAST(2.5::float8 AS NUMERIC(15,2)) AS b, (-0.1)::float8::numeric(4,1) AS c", "postgres", "duckdb"},
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "duckdb", "trino"},
		{"SELECT CAST(r AS NUMERIC(18,10)) AS a FROM t", "postgres", "postgres"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, opts)
	}
}
