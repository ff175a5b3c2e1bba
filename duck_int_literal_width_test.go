package lateral_test

import (
	"context"
	"fmt"
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
		// abs of a SMALLINT is one in both; coalesce, greatest, least and
		// CASE of one and a literal are SMALLINTs in DuckDB
		{"postgres", "duckdb", "SELECT abs(x::smallint) * 300 AS a, -x::smallint * 300 AS b, (abs(x::smallint) + 1) * 300 AS c, coalesce(x::smallint, 1) * 300 AS d FROM (VALUES (200), (-300), (NULL)) t(x)", false},
		{"duckdb", "postgres", "SELECT coalesce(x::smallint, 1) * 300 AS a FROM " + values, true},
		{"duckdb", "postgres", "SELECT CASE WHEN x > 0 THEN x::smallint ELSE 0 END * 300 AS a FROM " + values, true},
		{"duckdb", "postgres", "SELECT least(x::smallint, 1000) * 300 AS a FROM " + values, true},
		{"duckdb", "postgres", "SELECT coalesce(x::smallint, 1) * 100 AS a, greatest(x::smallint, 1) * 2 AS b, coalesce(x::smallint, 70000) * 300 AS c FROM (VALUES (200), (-300), (NULL)) t(x)", false},
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

// DuckDB's << raises for a negative operand, a negative count and a value
// that leaves the shift's type (its operands' common type, a literal
// taking the other's), where PostgreSQL's wraps (16384::smallint << 2 is
// 0 there): the translation raises where DuckDB does
// (rewrite/duck_int_literals.go, duckShiftGuard). Run on PostgreSQL 15
// and DuckDB 1.5, one row a query: both raise, or both give the same row.
// DuckDB's SMALLINT and INT arithmetic is no longer widened toward
// PostgreSQL, which raises there too (rewrite/int_funcs.go,
// sameWidthArith).
func TestDuckShiftGuardEngines(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	ctx := context.Background()
	as := []string{"NULL", "-1", "0", "1", "3", "4095", "4096", "16383", "32767"}
	bs := []string{"NULL", "-1", "0", "1", "3", "14", "15", "16", "31", "40", "63", "64"}
	queries := []string{
		"SELECT x::smallint << y::smallint AS r FROM (VALUES (%s, %s)) t(x, y)",
		"SELECT x::smallint << y::int AS r FROM (VALUES (%s, %s)) t(x, y)",
		"SELECT x::int << y::int AS r FROM (VALUES (%s * 65536, %s)) t(x, y)",
		"SELECT x::smallint << y::bigint AS r FROM (VALUES (%s, %s)) t(x, y)",
		"SELECT x::bigint << y::int AS r FROM (VALUES (%s * 281474976710656, %s)) t(x, y)",
		"SELECT x::smallint << 3 AS r, y AS s FROM (VALUES (%s, %s)) t(x, y)",
		"SELECT x::smallint + y::smallint * 100 AS r FROM (VALUES (%s, %s)) t(x, y)",
		"SELECT x::int * 70000 + y::int AS r FROM (VALUES (%s, %s)) t(x, y)",
		"SELECT x::smallint + x::smallint AS r, x::smallint * y::smallint AS s FROM (VALUES (%s, %s)) t(x, y)",
	}
	raised := 0
	for _, q := range queries {
		for _, a := range as {
			for _, b := range bs {
				sql := fmt.Sprintf(q, a, b)
				tr, err := lateral.Translate(sql, "duckdb", "postgres", lateral.TranslateOptions{})
				if err != nil {
					t.Fatalf("%s: %v", sql, err)
				}
				src, srcErr := duck.Query(ctx, sql)
				dst, dstErr := pg.Query(ctx, strings.TrimSuffix(tr.SQL, ";"))
				if (srcErr != nil) != (dstErr != nil) {
					t.Errorf("%s: duckdb %v, postgres %v\n%s", sql, srcErr, dstErr, tr.SQL)
					continue
				}
				if srcErr != nil {
					raised++
					continue
				}
				if ok, diff := engines.EqualRows(src.Rows, dst.Rows, false); !ok {
					t.Errorf("%s: %s\n%s", sql, diff, tr.SQL)
				}
			}
		}
	}
	if raised == 0 {
		t.Error("no query raised")
	}
}
