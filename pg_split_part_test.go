package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// PostgreSQL's split_part leaves the string one field for an empty
// delimiter, counts negative fields from the end and raises for field 0;
// DuckDB's splits the string into characters for an empty delimiter.
// Checked on PostgreSQL 15 and DuckDB 1.5, run again here on both engines
// and on the reference executor (Options.PGSplitPart).
func TestSplitPartEmptyDelimiter(t *testing.T) {
	for _, c := range []struct{ dialect, engine, sql, want, wantEng string }{
		{"postgres", engines.Postgres,
			`SELECT split_part('abc', '', 1) AS a, split_part('abc', '', -1) AS b, split_part('abc', '', 2) AS c, split_part('', '', 1) AS d, split_part('a,b,c', ',', -1) AS e, split_part('a,b', ',', -3) AS f`,
			"(abc, abc, , , c, )", "('abc', 'abc', '', '', 'c', '')"},
		{"postgres", engines.Postgres, `SELECT split_part('a,b', ',', 0) AS a`, "error", "error"},
		{"duckdb", engines.DuckDB, `SELECT split_part('abc', '', 1) AS a, split_part('abc', '', -1) AS b`, "(a, c)", "('a', 'c')"},
	} {
		ref, _, eng, _ := oneRow(t, c.dialect, c.engine, c.sql)
		if ref != c.want || eng != c.wantEng {
			t.Errorf("%s: reference %s, engine %s, want %s", c.sql, ref, eng, c.wantEng)
		}
	}
}
