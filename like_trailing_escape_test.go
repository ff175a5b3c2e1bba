package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// A LIKE pattern ending in an escape character that escapes nothing never
// matches, and PostgreSQL and DuckDB raise "LIKE pattern must not end with
// escape character" only when matching reaches it with text left (the
// rest of the pattern matches a proper prefix of the text); otherwise the
// LIKE is false. Checked on PostgreSQL 15 and DuckDB 1.5, and run again on
// PostgreSQL when LATERAL_PG_DSN names one and on DuckDB in process; the
// reference executor gives the same (executor/compile_match.go).
func TestLikeTrailingEscape(t *testing.T) {
	cases := []struct{ dialect, engine, sql, want string }{
		{"postgres", engines.Postgres,
			`SELECT 'abc' LIKE 'abc\' AS a, 'x' LIKE 'abc\' AS b, 'abc' NOT LIKE 'abc\' AS c, '' LIKE '%\' AS d, '' LIKE '\' AS e`,
			"(false, false, true, false, false)"},
		{"postgres", engines.Postgres, `SELECT 'abcd' LIKE 'abc\' AS a`, "error"},
		{"postgres", engines.Postgres, `SELECT 'a' LIKE '%\' AS a`, "error"},
		{"postgres", engines.Postgres, `SELECT 'AB' ILIKE 'a\' AS a`, "error"},
		{"duckdb", engines.DuckDB,
			`SELECT 'abc' LIKE 'abc\' ESCAPE '\' AS a, 'x' LIKE 'abc\' ESCAPE '\' AS b, '' LIKE '%\' ESCAPE '\' AS c`,
			"(false, false, false)"},
		{"duckdb", engines.DuckDB, `SELECT 'abcd' LIKE 'abc\' ESCAPE '\' AS a`, "error"},
	}
	for _, c := range cases {
		ref, refErr, eng, _ := oneRow(t, c.dialect, c.engine, c.sql)
		if refErr != nil && !strings.Contains(refErr.Error(), "must not end with escape character") {
			t.Fatalf("%s: %v", c.sql, refErr)
		}
		if ref != c.want {
			t.Errorf("%s reference executor: got %s, want %s", c.sql, ref, c.want)
		}
		if eng != c.want {
			t.Errorf("%s engine: got %s, want %s", c.sql, eng, c.want)
		}
	}
}
