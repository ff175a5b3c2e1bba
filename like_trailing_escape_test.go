package lateral_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
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
	ctx := context.Background()
	for _, c := range cases {
		got := "error"
		rows, err := lateral.Run(ctx, c.sql, c.dialect, lateral.RunOptions{})
		if err == nil {
			all, aerr := rows.All()
			err = aerr
			rows.Close()
			if err == nil {
				if len(all) != 1 {
					t.Fatalf("%s: %d rows", c.sql, len(all))
				}
				parts := make([]string, len(all[0]))
				for i, v := range all[0] {
					parts[i] = v.String()
				}
				got = "(" + strings.Join(parts, ", ") + ")"
			}
		}
		if err != nil && !strings.Contains(err.Error(), "must not end with escape character") {
			t.Fatalf("%s: %v", c.sql, err)
		}
		if got != c.want {
			t.Errorf("%s reference executor: got %s, want %s", c.sql, got, c.want)
		}
		dsn := ""
		if c.engine == engines.Postgres {
			if dsn = os.Getenv("LATERAL_PG_DSN"); dsn == "" {
				continue
			}
		}
		e, err := engines.Open(ctx, c.engine, dsn)
		if err != nil {
			continue // no DuckDB in this build
		}
		res, err := e.Query(ctx, c.sql)
		e.Close()
		egot := "error"
		if err == nil {
			egot = strings.TrimSpace(engines.FormatRows(res.Rows))
		}
		if egot != c.want {
			t.Errorf("%s engine: got %s, want %s", c.sql, egot, c.want)
		}
	}
}
