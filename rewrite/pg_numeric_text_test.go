package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's NUMERIC without a precision writes each value as text with
// its own scale (1.5 and 1.50 are '1.5' and '1.50' on PostgreSQL 15),
// every other DECIMAL with its column's scale (DuckDB's DECIMAL(18, 3)
// writes 1.500 for both, run on DuckDB 1.5): its conversion to text is
// refused (T100, pg_numeric_text.go).
func TestUnconstrainedNumericText(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (n NUMERIC, m NUMERIC(10, 2), s TEXT)"}
	for _, c := range []struct{ to, in string }{
		{"duckdb", "SELECT CAST(n AS TEXT) AS x FROM t"},
		{"duckdb", "SELECT (n + 1)::varchar AS x FROM t"},
		{"trino", "SELECT n || 'a' AS x FROM t"},
		{"spark", "SELECT concat('a', n) AS x FROM t"},
		{"snowflake", "SELECT concat_ws(',', s, n) AS x FROM t"},
		{"ansi", "SELECT CAST(sum(n) AS TEXT) AS x FROM t"},
		// a function passing its argument's value on, an array of the
		// values written as text (DuckDB 1.5: abs, coalesce and an
		// array's element of 1.500::DECIMAL(18, 3) write 1.500; PostgreSQL
		// 15: abs(1.50), coalesce(1.50, 0), ARRAY[1.50]::text[] 1.50)
		{"duckdb", "SELECT CAST(abs(n) AS TEXT) AS x FROM t"},
		{"duckdb", "SELECT coalesce(n, 0)::text AS x FROM t"},
		{"trino", "SELECT greatest(n, 0)::text AS x FROM t"},
		{"duckdb", "SELECT ARRAY[n]::text[] AS x FROM t"},
		{"duckdb", "SELECT array_to_string(array_agg(n), ',') AS x FROM t"},
		{"duckdb", "SELECT array_to_string(ARRAY[m, n], ',') AS x FROM t"},
	} {
		tr, err := lateral.Translate(c.in, "postgres", c.to, opts)
		wantRefusal(t, tr, err, "T100")
	}
	for _, c := range []struct{ to, in string }{
		{"postgres", "SELECT CAST(n AS TEXT) AS x FROM t"},                       // the same rule
		{"duckdb", "SELECT CAST(m AS TEXT) AS x FROM t"},                         // one scale: 1.50
		{"duckdb", "SELECT CAST(1.50 AS TEXT) AS x"},                             // DECIMAL(3, 2): 1.50
		{"duckdb", "SELECT CAST(CAST(n AS NUMERIC(10, 2)) AS TEXT) AS x FROM t"}, // the hint's form
		{"duckdb", "SELECT n, n + 1 AS x FROM t WHERE n > 1"},                    // numbers, not text
		{"duckdb", "SELECT ceil(n)::text AS x FROM t"},                           // scale 0 in both (DuckDB 1.5: 2)
		{"duckdb", "SELECT array_to_string(ARRAY[m], ',') AS x FROM t"},          // one scale
	} {
		mustTranslate(t, c.in, "postgres", c.to, opts)
	}
}
