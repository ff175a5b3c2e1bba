package build_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects"
)

// Syntax the peer suites (DuckDB sqllogictests, CockroachDB logic tests)
// use: each input parses in its dialect and prints back as shown, or is
// refused with the code shown.
func TestPeerSuiteSyntax(t *testing.T) {
	for _, c := range []struct {
		dialect, in string
		want        string // printed back in the same dialect, statements joined by "; "
		code        string // or the diagnostic code of the refusal
	}{
		// unnest is a non-reserved word: DuckDB and PostgreSQL name unnest's column and alias so
		// (the printer quotes it everywhere)
		{"duckdb", "select i.unnest from unnest([1, 2]) i", `SELECT i."unnest" FROM UNNEST([1, 2]) AS i`, ""},
		{"duckdb", "select unnest.unnest from unnest([1, 2]) unnest", `SELECT "unnest"."unnest" FROM UNNEST([1, 2]) AS "unnest"`, ""},
		{"duckdb", "SELECT u FROM lists, UNNEST(l) AS unnest(u)", `SELECT u FROM lists, UNNEST(l) AS "unnest"(u)`, ""},
		{"postgres", "SELECT unnest FROM unnest(ARRAY[1])", `SELECT "unnest" FROM UNNEST(ARRAY[1])`, ""},
		// any keyword is a column label after AS in PostgreSQL and DuckDB
		{"duckdb", "SELECT true AS exists", "SELECT TRUE AS exists", ""},
		{"trino", "SELECT true AS exists", "", "B001"},
		// CALL f(args) is SELECT * FROM f(args) in DuckDB
		{"duckdb", "CALL range(3)", "SELECT * FROM range(0, 3)", ""},
		{"postgres", "CALL proc(3)", "", "B002"},
		// PRAGMA name = value sets a setting
		{"duckdb", "PRAGMA default_null_order='nulls_first'", "SET default_null_order = 'nulls_first'", ""},
		{"duckdb", "PRAGMA threads(4)", "SET threads = 4", ""},
		{"duckdb", "PRAGMA enable_verification", "", "B002"},
		// ORDER BY ALL: the select list's columns, left to right
		{"duckdb", "SELECT a, b FROM t ORDER BY ALL DESC", "SELECT a, b FROM t ORDER BY 1 DESC, 2 DESC", ""},
		{"duckdb", "SELECT a FROM t UNION SELECT b FROM u ORDER BY ALL", "SELECT a FROM t UNION SELECT b FROM u ORDER BY 1", ""},
		// over * or an item that may yield several columns the count is not known
		// here: kept as ORDER BY ALL, for the executor to expand
		{"duckdb", "SELECT * FROM t ORDER BY ALL", "SELECT * FROM t ORDER BY ALL", ""},
		{"duckdb", "SELECT unnest(s) FROM t ORDER BY ALL DESC NULLS LAST", "SELECT explode(s) FROM t ORDER BY ALL DESC NULLS LAST", ""},
		{"postgres", "SELECT a FROM t ORDER BY ALL", "", "B001"},
		// CockroachDB's x:::T type annotation, read as a cast by the postgres reader
		{"postgres", "SELECT ARRAY[]:::INT[]", "SELECT CAST(ARRAY[] AS INTEGER[])", ""},
		{"duckdb", "SELECT x:::INT", "", "B001"},
		// PostgreSQL types an empty ARRAY[] only from a cast around it
		{"postgres", "SELECT ARRAY[]", "", "B003"},
		{"postgres", "SELECT ARRAY[ARRAY[]]::INT[]", "SELECT CAST(ARRAY[ARRAY[]] AS INTEGER[])", ""},
		{"duckdb", "SELECT []", "SELECT []", ""},
		// CREATE OR REPLACE TABLE: DROP TABLE IF EXISTS, then CREATE TABLE
		{"duckdb", "CREATE OR REPLACE TABLE t AS SELECT 1 AS a", "DROP TABLE IF EXISTS t; CREATE TABLE t AS SELECT 1 AS a", ""},
		{"duckdb", "CREATE OR REPLACE TABLE t AS SELECT * FROM t", "", "B002"},
		{"postgres", "CREATE OR REPLACE TABLE t (a INT)", "", "B002"},
		// a DuckDB macro: untyped parameters, a subquery body
		{"duckdb", "CREATE FUNCTION f(a, b) AS (SELECT a + b)", "", ""},
		// set-returning functions are not allowed in DEFAULT or CHECK
		{"postgres", "CREATE TABLE t (x INT DEFAULT generate_series(1, 3))", "", "B003"},
		{"postgres", "CREATE TABLE t (x INT CHECK (generate_series(1, 3) < 3))", "", "B003"},
		// DuckDB's UNNEST table function takes one list
		{"duckdb", "SELECT * FROM UNNEST([1], [2])", "", "B001"},
		{"postgres", "SELECT * FROM UNNEST(ARRAY[1], ARRAY[2])", "SELECT * FROM UNNEST(ARRAY[1], ARRAY[2])", ""},
		// LATERAL ROWS FROM (...); printed untranslated, in canonical names
		{"postgres", "SELECT * FROM t CROSS JOIN LATERAL ROWS FROM (unnest(t.a), unnest(t.b)) AS u(x, y)",
			"SELECT * FROM t CROSS JOIN ROWS FROM (explode(t.a), explode(t.b)) AS u(x, y)", ""},
	} {
		checkSyntax(t, syntaxCase{c.dialect, c.in, c.want, c.code, ""})
	}
}

// syntaxCase is a statement read in one dialect and either printed back
// in it (want, statements joined by "; "; "" for no check) or refused with
// a diagnostic of code whose message holds msg.
type syntaxCase struct {
	dialect, in, want, code, msg string
}

func checkSyntax(t *testing.T, c syntaxCase) {
	t.Helper()
	d, ok := dialects.Lookup(c.dialect)
	if !ok {
		t.Fatalf("no dialect %s", c.dialect)
	}
	script, diags := dialects.Parse(d, c.in, dialects.ParseOptions{})
	if c.code != "" {
		found := false
		for _, dg := range diags.Errors() {
			found = found || dg.Code == c.code && strings.Contains(dg.Message, c.msg)
		}
		if !found {
			t.Errorf("%s: %s: want a %s error about %q, got %v", c.dialect, c.in, c.code, c.msg, diags.Errors())
		}
		return
	}
	if diags.HasErrors() {
		t.Errorf("%s: %s: %v", c.dialect, c.in, diags.Errors())
		return
	}
	if c.want == "" {
		return
	}
	var out []string
	for _, st := range script.Stmts {
		text, err := dialects.Print(d, st, dialects.PrintOptions{})
		if err != nil {
			t.Errorf("%s: %s: print: %v", c.dialect, c.in, err)
			return
		}
		out = append(out, text)
	}
	if got := strings.Join(out, "; "); got != c.want {
		t.Errorf("%s: %s\n got %s\nwant %s", c.dialect, c.in, got, c.want)
	}
}

// A DuckDB macro's parameters are names; its subquery body returns a value.
func TestDuckDBMacro(t *testing.T) {
	d, _ := dialects.Lookup("duckdb")
	script, diags := dialects.Parse(d, "create or replace function rnv(a,b) as (select a + b * pi())", dialects.ParseOptions{})
	if diags.HasErrors() {
		t.Fatal(diags.Errors())
	}
	cf, ok := script.Stmts[0].(*ast.CreateFunction)
	if !ok {
		t.Fatalf("got %T", script.Stmts[0])
	}
	if len(cf.Params) != 2 || cf.Params[0].Name.Name != "a" || cf.Params[0].Type != nil || cf.Params[1].Name.Name != "b" {
		t.Errorf("params: %+v", cf.Params)
	}
	if cf.Body != "SELECT (select a + b * pi())" || cf.Language != "sql" {
		t.Errorf("body %q language %q", cf.Body, cf.Language)
	}
}
