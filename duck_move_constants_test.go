package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// lat run --dialect duckdb compares an integer e + c1 (e - c1, c1 - e,
// e * c1) with an integer constant as DuckDB's optimizer rewrites it
// (MoveConstantsRule): e against the moved constant, so the arithmetic,
// narrowed to a TINYINT beside one, does not overflow (x + 1 > 0 of a
// TINYINT 127 raised "integer overflow in addition (tinyint)"; DuckDB 1.5
// answers TRUE). Where the rule does not apply both raise.
func TestDuckMoveConstants(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT x + 1 > 0 AS a, 0 < x + 1 AS b, x * 2 > 100 AS c, 1 - x < 0 AS d, x + 1 + 1 > 126 AS e, x + 1 IS DISTINCT FROM 0 AS f, x + 200 = 5 AS g, x * 2 = 5 AS h, x * 2 <> 5 AS i, x * -2 <= -6 AS j FROM (VALUES (127::TINYINT)) t(x)",
			want: "(true, true, true, true, true, true, false, false, true, true)"},
		{sql: "SELECT x + 200 = 5 AS a, x * 2 = 5 AS b, x * 2 <> 5 AS c, x + 1 > 0 AS d FROM (VALUES (NULL::TINYINT)) t(x)",
			want: "(NULL, NULL, NULL, NULL)"},
		{sql: "SELECT x + 1 > 0 AS a, x - 1 < 0 AS b FROM (VALUES (32767::SMALLINT, 0)) t(x, y)", want: "(true, false)"},
		{sql: "SELECT x + 1 > 0 AS a FROM (VALUES (2147483647)) t(x)", want: "(true)"},
		{sql: "SELECT 1 - x < 0 AS a, x * -1 < -127 AS b, x * -1 = 127 AS c FROM (VALUES ((-128)::TINYINT)) t(x)", want: "(false, false, false)"},
		{sql: "SELECT x + 1 > y AS a FROM (VALUES (127::TINYINT, 0)) t(x, y)", err: "verflow"},
		{sql: "SELECT x * 3 > 100 AS a FROM (VALUES (100::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT x + 10 >= 130 AS a FROM (VALUES (120::TINYINT)) t(x)", err: "verflow"},
		{sql: "SELECT x * 2 IS DISTINCT FROM 3 AS a FROM (VALUES (127::TINYINT)) t(x)", err: "verflow"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
