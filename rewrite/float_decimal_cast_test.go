package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestFloatDecimalCast: a float cast to DECIMAL keeps 6 (REAL) or 15
// (DOUBLE PRECISION) significant digits in PostgreSQL, the binary value in
// DuckDB and the shortest text in Trino, Spark and Hive
// (float_decimal_cast.go; the examples run on PostgreSQL 15 and DuckDB
// 1.5). From PostgreSQL to DuckDB it is written on PostgreSQL's text,
// CAST(printf('%.15g', x) AS DECIMAL(p, s)), which both round alike on the
// boundary values (conformance casts/postgres_float_numeric_duckdb); the
// other ways between PostgreSQL and another dialect, arrays, and DuckDB
// beside Trino, Spark or Hive are refused (T155). A function of DOUBLE
// result counts as a float; an operand of unknown type warns (W025).
func TestFloatDecimalCast(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (r REAL, d DOUBLE PRECISION, n NUMERIC(20, 4), ra REAL[], da DOUBLE PRECISION[], i INT)", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		in, from, to string
		col          int
		says         string
	}{
		{"SELECT CAST(r AS NUMERIC(10,1)) AS a FROM t", "postgres", "trino", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(d AS DECIMAL(20,17)) AS a FROM t", "duckdb", "postgres", 8, "15 significant digits of a DOUBLE PRECISION"},
		{"SELECT CAST(d AS DECIMAL(16,2)) AS a FROM t", "spark", "postgres", 8, "spark rounds the float's shortest text"},
		{"SELECT CAST(d AS DECIMAL(15,0)) AS a FROM t", "duckdb", "postgres", 8, "0.49999999999999994 gives 1"},
		{"SELECT CAST(d AS INT) AS a FROM t", "snowflake", "postgres", 8, "snowflake's INT is NUMBER(38, 0)"},
		{"SELECT CAST(ra AS NUMERIC(18,10)[]) AS a FROM t", "postgres", "duckdb", 8, "6 significant digits of a REAL"},
		{"SELECT CAST(da AS DECIMAL(10,2)[]) AS a FROM t", "duckdb", "postgres", 8, "DOUBLE PRECISION"},
		// sqrt of an integer is a double precision in PostgreSQL, a DOUBLE in DuckDB
		{"SELECT CAST(sqrt(2) AS DECIMAL(20,17)) AS a", "duckdb", "postgres", 8, "DOUBLE PRECISION"},
		{"SELECT CAST(sqrt(i) AS NUMERIC(20,17)) AS a FROM t", "postgres", "spark", 8, "DOUBLE PRECISION"},
		// DuckDB's sqrt of a DECIMAL is a DOUBLE too (PostgreSQL's a numeric)
		{"SELECT CAST(sqrt(n) AS DECIMAL(20,17)) AS a FROM t", "duckdb", "postgres", 8, "DOUBLE PRECISION"},
		{"SELECT CAST(sqrt(2.0) AS DECIMAL(20,17)) AS a", "duckdb", "postgres", 8, "DOUBLE PRECISION"},
		// DuckDB rounds the binary value, Trino, Spark and Hive the shortest text
		{"SELECT CAST(d AS DECIMAL(15,2)) AS a FROM t", "duckdb", "trino", 8, "1.00 in DuckDB, 1.01 in Trino"},
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "spark", "duckdb", 8, "duckdb rounds the binary value, spark the float's shortest text"},
	} {
		refusedWith(t, tc.in, tc.from, tc.to, opts, "T155", tc.col, tc.says)
	}
	for _, tc := range []struct{ in, want string }{
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "CAST(printf('%.6g', r) AS DECIMAL(18, 10))"},
		{"SELECT CAST(d AS DECIMAL(15,2)) AS a FROM t", "CAST(printf('%.15g', d) AS DECIMAL(15, 2))"},
		{"SELECT d::numeric(1,0) AS a FROM t", "CAST(printf('%.15g', d) AS DECIMAL(1, 0))"},
		{"SELECT CAST(1.005::float8 AS NUMERIC(15,2)) AS a", "CAST(printf('%.15g', CAST(1.005 AS DOUBLE)) AS DECIMAL(15, 2))"},
		{"SELECT CAST(sqrt(2) AS NUMERIC(20,17)) AS a", "CAST(printf('%.15g', sqrt(2)) AS DECIMAL(20, 17))"},
	} {
		if tr := mustTranslate(t, tc.in, "postgres", "duckdb", opts); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s: postgres to duckdb gives %s, want %s", tc.in, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ in, from, to string }{
		{"SELECT CAST(n AS DECIMAL(15,2)) AS a FROM t", "postgres", "duckdb"},
		{"SELECT CAST(ra AS TEXT[]) AS a FROM t", "postgres", "postgres"},
		// a literal with no more decimals than the scale, 15 digits once scaled
		{"SELECT CAST(-0.1::float8 AS NUMERIC(4,1)) AS a, CAST(2.5::float8 AS NUMERIC(15,2)) AS b, (-0.1)::float8::numeric(4,1) AS c", "postgres", "duckdb"},
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "duckdb", "snowflake"},
		{"SELECT CAST(r AS DECIMAL(18,10)) AS a FROM t", "trino", "spark"},
		{"SELECT CAST(r AS NUMERIC(18,10)) AS a FROM t", "postgres", "postgres"},
	} {
		mustTranslate(t, tc.in, tc.from, tc.to, opts)
	}
	// sqrt of a NUMERIC is a NUMERIC of PostgreSQL's own digits, not a
	// float: refused as such (numeric_math.go), not as a float's cast
	refusedWith(t, "SELECT CAST(sqrt(n) AS NUMERIC(20,17)) AS a FROM t", "postgres", "trino", opts, "T155", 13, "sqrt of a NUMERIC")
	// a column of unknown type may be a float: kept, with a warning
	tr := mustTranslate(t, "SELECT CAST(x AS NUMERIC(10,2)) AS a FROM u", "postgres", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W025", true)
	tr = mustTranslate(t, "SELECT CAST(x AS DECIMAL(10,2)) AS a FROM u", "duckdb", "trino", lateral.TranslateOptions{})
	checkWarned(t, tr, "W025", false)
}
