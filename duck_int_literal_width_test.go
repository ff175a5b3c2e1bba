package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// An integer literal beside a SMALLINT is an INTEGER in PostgreSQL and a
// SMALLINT in DuckDB (rewrite/duck_int_literals.go). Run on PostgreSQL 15
// and DuckDB 1.5: each query gives the same rows in its source and in its
// translation, or raises in both (DuckDB's "Overflow in multiplication of
// INT16", PostgreSQL's "smallint out of range"); before, the PostgreSQL
// queries raised in DuckDB and the DuckDB ones gave values in PostgreSQL.
func TestDuckIntLiteralWidthEngines(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	engs := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	const values = "(VALUES (200), (-32768), (NULL)) t(x)"
	for _, tc := range []struct {
		from, to, q string
		raises      bool
	}{
		{"postgres", "duckdb", "SELECT x::smallint * 300 AS a, 300 * x::smallint AS b, x::smallint / -1 AS c, x::smallint % 2 AS d, x::smallint # 3 AS e FROM " + values, false},
		{"postgres", "duckdb", "SELECT (x::smallint + 1) * 1000 AS a, coalesce(x::smallint, 1) * 1000 AS b, CASE WHEN x > 0 THEN x::smallint ELSE 0 END * 1000 AS c, greatest(x::smallint, 2) * 1000 AS d, x::smallint - 1 AS e FROM " + values, false},
		{"duckdb", "postgres", "SELECT x::smallint * 300 AS a FROM " + values, true},
		{"duckdb", "postgres", "SELECT x::smallint // -1 AS a FROM " + values, true},
		{"duckdb", "postgres", "SELECT x::smallint - 1 AS a FROM " + values, true},
		{"duckdb", "postgres", "SELECT x::smallint * 100 AS a, x::smallint // 2 AS b, x::smallint & 255 AS c FROM (VALUES (200), (-300), (NULL)) t(x)", false},
	} {
		ctx := context.Background()
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tc.q, err)
		}
		src, srcErr := engs[tc.from].Query(ctx, tc.q)
		dst, dstErr := engs[tc.to].Query(ctx, strings.TrimSuffix(tr.SQL, ";"))
		if tc.raises {
			if srcErr == nil || dstErr == nil {
				t.Errorf("%s: want an error in both, got %s: %v, %s: %v\n%s", tc.q, tc.from, srcErr, tc.to, dstErr, tr.SQL)
			}
			continue
		}
		if srcErr != nil || dstErr != nil {
			t.Fatalf("%s: %v / %v\n%s", tc.q, srcErr, dstErr, tr.SQL)
		}
		if ok, diff := engines.EqualRows(src.Rows, dst.Rows, false); !ok {
			t.Errorf("%s: %s\n%s", tc.q, diff, tr.SQL)
		}
	}
}
