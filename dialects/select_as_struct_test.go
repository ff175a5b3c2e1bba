package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// BigQuery's SELECT AS STRUCT is read for BigQuery only and printed back
// as it was; every other dialect reports it at its position, and no other
// target prints it.
func TestSelectAsStruct(t *testing.T) {
	for _, sql := range []string{
		"SELECT ARRAY(SELECT AS STRUCT 1 AS a, 'x' AS b)",
		"SELECT ARRAY(SELECT DISTINCT AS STRUCT x AS a FROM UNNEST([1, 2]) AS x ORDER BY x DESC LIMIT 1)",
		"SELECT t.id, s.a FROM t LEFT JOIN UNNEST(ARRAY(SELECT AS STRUCT x AS a FROM UNNEST(t.arr) AS x)) AS s ON TRUE",
	} {
		sc, diags := Parse(Dialects("bigquery"), sql, ParseOptions{})
		if diags.HasErrors() {
			t.Fatalf("%s: %v", sql, diags.Errors())
		}
		n := 0
		ast.Inspect(sc, func(x ast.Node) bool {
			if s, ok := x.(*ast.Select); ok && s.AsStruct {
				n++
			}
			return true
		})
		if n != 1 {
			t.Errorf("%s: %d SELECT AS STRUCT read, want 1", sql, n)
		}
		got, err := Print(Dialects("bigquery"), sc.Stmts[0], PrintOptions{})
		if err != nil || got != sql {
			t.Errorf("round trip: got %q, %v; want %q", got, err, sql)
		}
	}
	// A query of its own (BigQuery's value table of structs): every other
	// dialect reports it at AS STRUCT, and no other target prints it.
	const sql = "SELECT AS STRUCT 1 AS a, 'x' AS b"
	sc, diags := Parse(Dialects("bigquery"), sql, ParseOptions{})
	if diags.HasErrors() {
		t.Fatal(diags.Errors())
	}
	if got, err := Print(Dialects("bigquery"), sc.Stmts[0], PrintOptions{}); err != nil || got != sql {
		t.Errorf("round trip: got %q, %v; want %q", got, err, sql)
	}
	for _, d := range Names() {
		if d == "bigquery" {
			continue
		}
		got, err := Print(Dialects(d), sc.Stmts[0], PrintOptions{})
		ue, ok := err.(*UnsupportedError)
		if !ok || !strings.Contains(ue.What, "SELECT AS STRUCT") {
			t.Errorf("%s: printed %q, %v; want SELECT AS STRUCT refused", d, got, err)
		}
		_, diags := Parse(Dialects(d), sql, ParseOptions{})
		errs := diags.Errors()
		if len(errs) != 1 || !strings.Contains(errs[0].Message, "SELECT AS STRUCT is not "+d+" syntax") ||
			errs[0].Span.Start.Line != 1 || errs[0].Span.Start.Col != 8 {
			t.Errorf("%s: got %v, want SELECT AS STRUCT refused at 1:8", d, errs)
		}
	}
	// SELECT AS VALUE and SELECT AS a type name stay unsupported.
	for _, sql := range []string{"SELECT ARRAY(SELECT AS VALUE 1)", "SELECT AS `STRUCT` 1 AS a", "SELECT AS mytype 1 AS a"} {
		_, diags := Parse(Dialects("bigquery"), sql, ParseOptions{})
		if errs := diags.Errors(); len(errs) == 0 || !strings.Contains(errs[0].Message, "is not supported") {
			t.Errorf("%q: got %v, want not supported", sql, errs)
		}
	}
}
