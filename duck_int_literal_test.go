package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// lat run --dialect duckdb gives an integer literal beside a TINYINT or a
// SMALLINT that type when its value fits, as DuckDB's binder does, so
// +, -, *, //, %, <<, >>, & and | work at that width and raise past it
// (they answered the INTEGER results 200, 160, -1 before). The queries
// run on DuckDB too; "verflow" is in both engines' words of an overflow
// (the executor's "integer overflow in addition (tinyint)", DuckDB's
// "Overflow in addition of INT8 (100 + 100)!").
func TestDuckIntLiteralNarrows(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT 100::TINYINT + 100 AS a", err: "verflow"},
		{sql: "SELECT 100 + x AS a FROM (VALUES (100::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT x - (-100) AS a FROM (VALUES (100::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT x * -1 AS a FROM (VALUES ((-128)::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT x // -1 AS a FROM (VALUES ((-128)::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT x % -1 AS a FROM (VALUES ((-128)::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT 30000::SMALLINT + 30000 AS a", err: "verflow"},
		{sql: "SELECT 5::TINYINT << 5 AS a", err: "Overflow in left shift (5 << 5)"},
		{sql: "SELECT x << 7 AS a FROM (VALUES (1::TINYINT)) t(x)", err: "Overflow in left shift (1 << 7)"},
		{sql: "SELECT 1::SMALLINT << 16 AS a", err: "Left-shift value 16 is out of range"},
		{sql: "SELECT x >> 8 AS a, x >> 7 AS b, y >> 16 AS c, x & 255 AS d, 100::TINYINT + 200 AS e, 1::TINYINT << 7::BIGINT AS f, 5::TINYINT << 4 AS g FROM (VALUES ((-128)::TINYINT, (-1)::SMALLINT)) t(x, y)",
			want: "(0, -1, 0, 128, 300, 128, 80)"},
		{sql: "SELECT typeof(x + 1) AS a, typeof(1::SMALLINT * 2) AS b FROM (VALUES (1::TINYINT)) t(x)",
			want: "(TINYINT, SMALLINT)", wantEng: "('TINYINT', 'SMALLINT')"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
