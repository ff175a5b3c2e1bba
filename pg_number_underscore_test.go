package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
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

// The cast of a string column to DOUBLE PRECISION, REAL or NUMERIC from
// PostgreSQL is guarded toward DuckDB: it raises where the text has an
// underscore between digits, as PostgreSQL does, and answers alike
// otherwise. From DuckDB, a string literal cast to a number is written
// without those underscores (rewrite/pg_number_underscore.go). Run on
// both engines.
func TestNumberUnderscoreColumns(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	for _, v := range []string{"1_0", "1_000.5", "2.5", "1__0", " 7 "} {
		for _, ty := range []string{"DOUBLE PRECISION", "REAL", "NUMERIC(10,2)"} {
			q := "SELECT CAST(s AS " + ty + ") AS a FROM (VALUES ('" + v + "'), (NULL)) v(s) ORDER BY 1"
			tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			enginetest.SameAnswer(t, pg, q, duck, tr.SQL, true)
		}
	}
	const q = "SELECT CAST('1_0' AS DOUBLE) AS a, DOUBLE '1_2_3' AS b, CAST('1_000.5' AS DECIMAL(10,2)) AS c, CAST('-1_0' AS REAL) AS d, CAST('1e1_0' AS DOUBLE) AS e, CAST('1_0' AS INTEGER) AS f"
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(tr.SQL, "_") {
		t.Errorf("underscores kept: %s", tr.SQL)
	}
	if r := enginetest.SameAnswer(t, duck, q, pg, tr.SQL, true); r == nil {
		t.Errorf("an engine raised: %s", tr.SQL)
	}
	// DuckDB raises for '1__0': kept as written, PostgreSQL raises too
	const bad = "SELECT CAST('1__0' AS DOUBLE) AS a"
	if tr, err = lateral.Translate(bad, "duckdb", "postgres", lateral.TranslateOptions{}); err != nil {
		t.Fatal(err)
	}
	enginetest.SameAnswer(t, duck, bad, pg, tr.SQL, true)
}

// Without a schema the operand's type is not known: the cast is guarded
// with the operand's text (CAST(x AS VARCHAR)), which raises for a string
// with an underscore between digits and never for a number. Run on both.
func TestNumberUnderscoreUntyped(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	enginetest.Exec(t, pg, "CREATE TABLE nu (s TEXT, n INTEGER, d NUMERIC(10,2)); INSERT INTO nu VALUES ('2.5', 12, 1.25), (NULL, NULL, NULL)")
	enginetest.Exec(t, duck, "CREATE TABLE nu (s VARCHAR, n INTEGER, d DECIMAL(10,2)); INSERT INTO nu VALUES ('2.5', 12, 1.25), (NULL, NULL, NULL)")
	run := func(q string) *engines.Result {
		t.Helper()
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(tr.SQL, "regexp_matches(CAST(") {
			t.Errorf("not guarded: %s", tr.SQL)
		}
		return enginetest.SameAnswer(t, pg, q, duck, tr.SQL, true)
	}
	if r := run("SELECT CAST(s AS DOUBLE PRECISION) AS a, CAST(n AS REAL) AS b, CAST(d AS NUMERIC(10,1)) AS c FROM nu ORDER BY 1"); r == nil {
		t.Error("an engine raised for texts without underscores")
	}
	enginetest.Exec(t, pg, "INSERT INTO nu VALUES ('1_0', 1, 1)")
	enginetest.Exec(t, duck, "INSERT INTO nu VALUES ('1_0', 1, 1)")
	if r := run("SELECT CAST(s AS NUMERIC(10,2)) AS a FROM nu"); r != nil {
		t.Error("both engines answered for '1_0'")
	}
}
