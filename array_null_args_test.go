package lateral_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// The reference executor follows PostgreSQL's and DuckDB's array functions
// on NULL arguments (checked on PostgreSQL 15 and DuckDB 1.5; run again on
// PostgreSQL when LATERAL_PG_DSN names one, and on DuckDB in process):
// array_append(NULL, x) and array_prepend(x, NULL) are [x] in both;
// PostgreSQL's array_remove(a, NULL) removes the NULL elements and its
// array_cat of two NULLs is NULL (executor Options.AppendToNullArray,
// PGArrayFunctions).
func TestArrayFunctionsNullArguments(t *testing.T) {
	cases := []struct{ dialect, engine, sql, want string }{
		{"postgres", engines.Postgres,
			"SELECT array_append(CAST(NULL AS INT[]), 1) AS a, array_prepend(0, CAST(NULL AS INT[])) AS b, " +
				"array_remove(ARRAY[1, NULL, 2, NULL], NULL) AS c, array_remove(ARRAY[1, NULL, 1], 1) AS d, " +
				"array_remove(CAST(NULL AS INT[]), NULL) AS e, array_cat(CAST(NULL AS INT[]), CAST(NULL AS INT[])) AS f, " +
				"array_cat(CAST(NULL AS INT[]), ARRAY[1]) AS g",
			"([1], [0], [1, 2], [NULL], NULL, NULL, [1])"},
		{"duckdb", engines.DuckDB,
			"SELECT list_append(CAST(NULL AS INTEGER[]), 1) AS a, list_prepend(0, CAST(NULL AS INTEGER[])) AS b",
			"([1], [0])"},
	}
	ctx := context.Background()
	for _, c := range cases {
		rows, err := lateral.Run(ctx, c.sql, c.dialect, lateral.RunOptions{})
		if err != nil {
			t.Fatalf("%s: %v", c.dialect, err)
		}
		all, err := rows.All()
		rows.Close()
		if err != nil {
			t.Fatalf("%s: %v", c.dialect, err)
		}
		if len(all) != 1 {
			t.Fatalf("%s: %d rows", c.dialect, len(all))
		}
		parts := make([]string, len(all[0]))
		for i, v := range all[0] {
			parts[i] = v.String()
		}
		if got := "(" + strings.Join(parts, ", ") + ")"; got != c.want {
			t.Errorf("%s reference executor: got %s, want %s", c.dialect, got, c.want)
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
		if err != nil {
			t.Fatalf("%s engine: %v", c.dialect, err)
		}
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != c.want {
			t.Errorf("%s engine: got %s, want %s", c.dialect, got, c.want)
		}
	}
}
