package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDuckIntLiterals: DuckDB types an integer literal beside a TINYINT or
// SMALLINT operand as that type, where the other dialects read an INTEGER
// (run on DuckDB 1.5: CAST(200 AS SMALLINT) * 300 raises, PostgreSQL 15
// gives 60000): toward DuckDB the literal is cast to INTEGER, beside the
// arithmetic operators and in coalesce, greatest, least and CASE results;
// from DuckDB toward PostgreSQL and ANSI SQL it is cast to the operand's
// type, which raises there as in DuckDB (duck_int_literals.go). Shifts
// (a SMALLINT in PostgreSQL too), two narrow operands, a literal past the
// type's range (an INTEGER in DuckDB too) and a wider operand are left
// alone.
func TestDuckIntLiterals(t *testing.T) {
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "duckdb", "SELECT x::smallint * 300 AS a, 300 * x::smallint AS b FROM t",
			"CAST(x AS SMALLINT) * CAST(300 AS INTEGER) AS a, CAST(300 AS INTEGER) * CAST(x AS SMALLINT) AS b"},
		{"postgres", "duckdb", "SELECT x::smallint / -1 AS a, x::smallint % 2 AS b, x::smallint # 3 AS c, x::smallint & 1 AS d FROM t",
			"CAST(x AS SMALLINT) // CAST(-1 AS INTEGER) AS a, CAST(x AS SMALLINT) % CAST(2 AS INTEGER) AS b, xor(CAST(x AS SMALLINT), CAST(3 AS INTEGER)) AS c, CAST(x AS SMALLINT) & CAST(1 AS INTEGER) AS d"},
		{"postgres", "duckdb", "SELECT (x::smallint + 1) * 1000 AS a, coalesce(x::smallint, 1) AS b, CASE WHEN y THEN x::smallint ELSE 0 END AS c, greatest(x::smallint, 2) AS d FROM t",
			"(CAST(x AS SMALLINT) + CAST(1 AS INTEGER)) * 1000 AS a, coalesce(CAST(x AS SMALLINT), CAST(1 AS INTEGER)) AS b, CASE WHEN y THEN CAST(x AS SMALLINT) ELSE CAST(0 AS INTEGER) END AS c, greatest(CAST(x AS SMALLINT), CAST(2 AS INTEGER)) AS d"},
		{"postgres", "duckdb", "SELECT x::smallint << 2 AS a, x::smallint - 70000 AS b, x::smallint * x::smallint AS c, x::int + 1 AS d, x * 300 AS e FROM t",
			"CAST(x AS SMALLINT) << 2 AS a, CAST(x AS SMALLINT) - 70000 AS b, CAST(x AS SMALLINT) * CAST(x AS SMALLINT) AS c, CAST(x AS INTEGER) + 1 AS d, x * 300 AS e"},
		{"spark", "duckdb", "SELECT CAST(x AS TINYINT) + 100 AS a, CAST(x AS TINYINT) - -100 AS b FROM t",
			"CAST(x AS TINYINT) + CAST(100 AS INTEGER) AS a, CAST(x AS TINYINT) - CAST(-100 AS INTEGER) AS b"},
		{"trino", "duckdb", "SELECT CAST(x AS SMALLINT) * 300 AS a FROM t", "CAST(x AS SMALLINT) * CAST(300 AS INTEGER) AS a"},
		{"duckdb", "postgres", "SELECT x::smallint * 300 AS a, x::smallint // 2 AS b, x::smallint + 100000 AS c FROM t",
			"CAST(x AS SMALLINT) * CAST(300 AS SMALLINT) AS a, CAST(x AS SMALLINT) / CAST(2 AS SMALLINT) AS b, CAST(x AS SMALLINT) + 100000 AS c"},
		{"duckdb", "ansi", "SELECT x::smallint * 300 AS a FROM t", "CAST(x AS SMALLINT) * CAST(300 AS SMALLINT) AS a"},
		{"duckdb", "duckdb", "SELECT x::smallint * 300 AS a FROM t", "CAST(x AS SMALLINT) * 300 AS a"},
		{"postgres", "postgres", "SELECT x::smallint * 300 AS a FROM t", "CAST(x AS SMALLINT) * 300 AS a"},
	} {
		if tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
	}
	// a SMALLINT column of the schema
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s SMALLINT)", SchemaDialect: "postgres"}
	if tr := mustTranslate(t, "SELECT s * 300 AS a FROM t", "postgres", "duckdb", opts); !strings.Contains(tr.SQL, "s * CAST(300 AS INTEGER) AS a") {
		t.Errorf("postgres to duckdb: %s", tr.SQL)
	}
}
