package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Hive's and Spark's integer + - * wrap past the operands' type (Java
// arithmetic; Spark ANSI compliance, ANSI mode off), where Snowflake's
// INT and BIGINT are NUMBER(38, 0) (Snowflake numeric data types): the
// operation is kept for Snowflake with a warning (W029), once per
// expression, as is a CAST to an integer type that may narrow; decimals,
// floats, two literals whose result fits and sources whose overflow
// raises (DuckDB, PostgreSQL, Trino) are not warned about.
func TestIntWrapToSnowflake(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (b BIGINT, i INT, d DECIMAL(10, 2), f DOUBLE)", SchemaDialect: "hive"}
	for _, tc := range []struct {
		from, in string
		warns    int
	}{
		{"spark", "SELECT b * b AS x FROM t", 1},
		{"hive", "SELECT i + i AS x FROM t", 1},
		{"spark", "SELECT b * b + i AS x, i - 1 AS y FROM t", 2},
		{"spark", "SELECT d * b AS x, f * i AS y, 2147483646 + 1 AS z FROM t", 0},
		// INT literals whose sum leaves INT: Spark gives -2147483648
		{"spark", "SELECT 2147483647 + 1 AS z FROM t", 1},
		{"hive", "SELECT 9223372036854775807 * 2 AS z FROM t", 1},
		// casts that narrow: a BIGINT, a string, a float or a literal out
		// of range wrap, give NULL or saturate in Hive and Spark
		{"spark", "SELECT CAST(b AS INT) AS x, CAST('3000000000' AS INT) AS y, CAST(f AS BIGINT) AS z, CAST(3000000000 AS INT) AS w FROM t", 4},
		{"hive", "SELECT CAST(i AS SMALLINT) AS x FROM t", 1},
		// casts that fit, and the CAST sumWrap writes, are not warned about
		{"spark", "SELECT CAST(i AS BIGINT) AS x, CAST(5 AS TINYINT) AS y, sum(b) AS z FROM t", 0},
		{"spark", "SELECT CAST(b AS DECIMAL(38, 0)) * b AS x FROM t", 0},
		{"duckdb", "SELECT b * b AS x FROM t", 0},
		{"trino", "SELECT i + i AS x FROM t", 0},
	} {
		t.Run(tc.from+" "+tc.in, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "snowflake", opts)
			n := 0
			for _, w := range tr.Warnings {
				if w.Code == "W029" {
					n++
				}
			}
			if n != tc.warns {
				t.Errorf("W029 %d times, want %d (%v)", n, tc.warns, tr.Warnings)
			}
		})
	}
}
