package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL 15 raises for a number's text with an underscore, DuckDB
// reads one between digits as a separator: from PostgreSQL such a string
// literal cast to DOUBLE PRECISION, REAL or NUMERIC is refused (T150,
// rewrite/pg_number_underscore.go); one DuckDB raises for too is
// translated. lat run agrees with each engine. Run on both.
func TestPgNumberUnderscores(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	for _, q := range []string{"SELECT CAST('1_0' AS DOUBLE PRECISION) AS a", "SELECT CAST('1_000.5' AS NUMERIC(10,2)) AS a", "SELECT REAL '1.0_5' AS a"} {
		if _, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T150") {
			t.Errorf("%s: want T150, got %v", q, err)
		}
		if _, err := pg.Query(enginetest.Ctx(t), q); err == nil || !strings.Contains(err.Error(), "invalid input syntax") {
			t.Errorf("postgres: %s: %v", q, err)
		}
		if _, err := lateral.Run(context.Background(), q, "postgres", lateral.RunOptions{}); err == nil || !strings.Contains(err.Error(), "_") {
			t.Errorf("lat run postgres: %s: %v", q, err)
		}
	}
	for _, c := range []numericRow{
		{sql: "SELECT CAST('1_0' AS DOUBLE) AS a, CAST('1_000.5' AS DECIMAL(10,2)) AS b, CAST('1.0_5' AS REAL) AS c", want: "(10.0, 1000.50, 1.05)", wantEng: "(10, 1000.5, 1.05)"},
		{sql: "SELECT CAST('1__0' AS DOUBLE) AS a", err: "1__0"},
	} {
		c.dialect, c.engine = "duckdb", "duckdb"
		checkNumericRow(t, c)
	}
	const both = "SELECT CAST('1__0' AS DOUBLE PRECISION) AS a"
	tr, err := lateral.Translate(both, "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := duck.Query(enginetest.Ctx(t), tr.SQL); err == nil {
		t.Errorf("duckdb reads %s", tr.SQL)
	}
}
