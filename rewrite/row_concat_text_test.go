package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestRowConcatText: || of a STRUCT or MAP of known type is refused
// (T214) between dialects that write it otherwise as text (DuckDB's
// {'a': 1, 'b': 'q'} || '!' is {'a': 1, 'b': q}!, PostgreSQL's
// ROW(1, 'q') || '!' is (1,q)!, run on DuckDB 1.5 and PostgreSQL 15),
// where the translation passed it on; || of arrays and of strings is
// kept.
func TestRowConcatText(t *testing.T) {
	schema := "CREATE TABLE t (id INTEGER, x STRUCT(a INTEGER, b VARCHAR), m MAP(VARCHAR, INTEGER), l INTEGER[], s VARCHAR);"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "duckdb"}
	for _, to := range []string{"ansi", "snowflake", "postgres", "bigquery", "spark", "trino"} {
		refusedWith(t, "SELECT t.x || '!' AS c FROM t", "duckdb", to, opts, "T214", 8, "concatenating the STRUCT value t.x as text")
		refusedWith(t, "SELECT '<' || t.m AS c FROM t", "duckdb", to, opts, "T214", 8, "concatenating the MAP value t.m as text")
	}
	refusedWith(t, "CREATE TYPE p AS (a int, b text); CREATE TABLE u (x p); SELECT u.x || '!' FROM u", "postgres", "duckdb",
		lateral.TranslateOptions{}, "T214", 64, "concatenating the STRUCT value u.x as text: postgres and duckdb")
	for _, q := range []string{"SELECT t.s || '!' AS c FROM t", "SELECT t.l || [1] AS c FROM t", "SELECT t.x.b || '!' AS c FROM t"} {
		if _, err := lateral.Translate(q, "duckdb", "postgres", opts); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
	if _, err := lateral.Translate("SELECT t.x || '!' AS c FROM t", "duckdb", "duckdb", opts); err != nil {
		t.Errorf("duckdb to duckdb: %v", err)
	}
}

// TestRowTextUntypedWarned: without the column's type, a cast to text
// and || from DuckDB or PostgreSQL toward a target with no run-time type
// test (ANSI SQL, Snowflake) are kept, and the warning (W024) names an
// array, a STRUCT and a MAP, which DuckDB writes {'a': 1, 'b': q} and
// PostgreSQL (1,q) (run on DuckDB 1.5 and PostgreSQL 15), besides a
// float; from Spark it names a float only.
func TestRowTextUntypedWarned(t *testing.T) {
	for _, c := range []struct{ from, to string }{{"duckdb", "ansi"}, {"duckdb", "snowflake"}, {"postgres", "ansi"}, {"duckdb", "bigquery"}} {
		tr, err := lateral.Translate("SELECT CAST(t.x AS VARCHAR) AS s, t.x || '!' AS c FROM t", c.from, c.to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %v", c.from, c.to, err)
		}
		checkWarned(t, tr, "W024", true)
		n := 0
		for _, w := range tr.Warnings {
			if w.Code == "W024" && strings.Contains(w.Message, "a STRUCT (a row) or a MAP") {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%s to %s: want 2 warnings naming a STRUCT, got %d: %v", c.from, c.to, n, tr.Warnings)
		}
	}
	tr, err := lateral.Translate("SELECT CAST(t.x AS VARCHAR) AS s FROM t", "spark", "ansi", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range tr.Warnings {
		if strings.Contains(w.Message, "STRUCT") {
			t.Errorf("spark to ansi: %v", w)
		}
	}
}
