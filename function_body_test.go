package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A SQL function's body is translated like any other statement: copied
// verbatim, a PostgreSQL body's integer division would become DuckDB's
// fractional one.
func TestTranslateFunctionBody(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want, refuse string }{
		{"postgres", "duckdb", "CREATE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ SELECT a + 2 $$",
			"CREATE FUNCTION f(a) AS (SELECT a + 2)", ""},
		// The body's string concatenation and cast are spelled for Trino.
		{"postgres", "trino", "CREATE FUNCTION f(a int) RETURNS text LANGUAGE sql AS $$ SELECT a::text || 'x' $$",
			"CREATE FUNCTION f(a INTEGER) RETURNS VARCHAR RETURN CAST(a AS VARCHAR) || 'x'", ""},
		// Whether a / 2 is integral depends on a's type, which the body
		// alone does not tell: refused, naming the function.
		{"postgres", "duckdb", "CREATE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ SELECT a / 2 $$",
			"", "the body of function f cannot be translated to duckdb"},
		// A body that does not parse in the source dialect.
		{"postgres", "trino", "CREATE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ SELECT a + $$",
			"", "the body of function f cannot be translated to trino"},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if c.refuse != "" {
			var le *lateral.Error
			if !errors.As(err, &le) || !strings.Contains(err.Error(), c.refuse) {
				t.Errorf("%s -> %s %q: got %v, %v; want a refusal containing %q", c.from, c.to, c.sql, tr, err, c.refuse)
			} else if d := le.Diagnostics.Errors()[0]; d.Span.Start.Line != 1 || d.Span.Start.Col != 1 {
				t.Errorf("%q: the refusal is not at the function: %+v", c.sql, d.Span)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s -> %s %q: %v", c.from, c.to, c.sql, err)
			continue
		}
		if tr.SQL != c.want {
			t.Errorf("%s -> %s %q:\n got %s\nwant %s", c.from, c.to, c.sql, tr.SQL, c.want)
		}
	}
}

// The body is translated with the caller's schema: the division's operand
// types come from it (without it the division is refused, as above).
func TestTranslateFunctionBodySchema(t *testing.T) {
	const sql = "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT id / lim FROM t $$"
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, lim INTEGER)"}
	tr, err := lateral.Translate(sql, "postgres", "duckdb", opts)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tr.SQL, "id // lim") {
		t.Errorf("got %s, want DuckDB's integer division id // lim", tr.SQL)
	}
}

// A CREATE TABLE earlier in the same script counts as schema for a later
// function's body; a table the body itself creates does not leak out of it.
func TestTranslateFunctionBodyScriptTables(t *testing.T) {
	const sql = "CREATE TABLE t (id INTEGER, lim INTEGER);\n" +
		"CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT id / lim FROM t $$"
	tr, err := lateral.Translate(sql, "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tr.SQL, "id // lim") {
		t.Errorf("got %s, want DuckDB's integer division id // lim", tr.SQL)
	}
	const leak = "CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $$ CREATE TABLE u (a INTEGER, b INTEGER); SELECT 1 $$;\n" +
		"SELECT a / b FROM u"
	if tr, err := lateral.Translate(leak, "postgres", "duckdb", lateral.TranslateOptions{}); err == nil {
		t.Errorf("the body's table u reached the script: got %s, want the division refused", tr.SQL)
	}
}
