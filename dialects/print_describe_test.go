package dialects

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's DESCRIBE parses into ast.Describe (a query body: a statement, or
// a subquery in FROM), prints back as DuckDB spells it, reparses to the same
// tree, and is refused by every other printer.
func TestPrintDescribeRoundTrip(t *testing.T) {
	duck, _ := Lookup("duckdb")
	for _, c := range []struct{ in, want string }{
		{"DESCRIBE SELECT 1 AS a", "DESCRIBE SELECT 1 AS a"},
		{"desc select 1", "DESCRIBE SELECT 1"},
		{"SHOW SELECT 1 UNION ALL SELECT 2", "DESCRIBE SELECT 1 UNION ALL SELECT 2"},
		{"DESCRIBE t", "DESCRIBE t"},
		{"DESCRIBE main.t", "DESCRIBE main.t"},
		{"DESCRIBE WITH x AS (SELECT 1 AS a) SELECT * FROM x", "DESCRIBE WITH x AS (SELECT 1 AS a) SELECT * FROM x"},
		{"DESCRIBE (DESCRIBE SELECT 1)", "DESCRIBE (DESCRIBE SELECT 1)"},
		{"select column_name, column_type from (describe select * from unnest([1, 2]) t(i))",
			"SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM UNNEST([1, 2]) AS t(i))"},
		{"SELECT * FROM (DESCRIBE SELECT 1) AS d(x)", "SELECT * FROM (DESCRIBE SELECT 1) AS d(x)"},
		{"(DESCRIBE SELECT 1) UNION ALL (DESCRIBE SELECT 2)", "(DESCRIBE SELECT 1) UNION ALL (DESCRIBE SELECT 2)"},
		{"(DESCRIBE SELECT 1 AS a) UNION ALL (DESCRIBE SELECT 2 AS b) ORDER BY 1 DESC",
			"(DESCRIBE SELECT 1 AS a) UNION ALL (DESCRIBE SELECT 2 AS b) ORDER BY 1 DESC"},
	} {
		s1, diags := Parse(duck, c.in, ParseOptions{})
		if diags.HasErrors() {
			t.Errorf("%q: %v", c.in, diags.Err())
			continue
		}
		found := false
		ast.Inspect(s1, func(n ast.Node) bool {
			_, ok := n.(*ast.Describe)
			found = found || ok
			return true
		})
		if !found {
			t.Errorf("%q: no Describe node in the tree", c.in)
		}
		text, err := PrintScript(duck, s1, PrintOptions{})
		if err != nil {
			t.Errorf("%q: print: %v", c.in, err)
			continue
		}
		if strings.TrimSuffix(text, ";") != c.want {
			t.Errorf("%q printed %q, want %q", c.in, text, c.want)
		}
		s2, diags := Parse(duck, text, ParseOptions{})
		if diags.HasErrors() {
			t.Errorf("%q: printed %q does not parse: %v", c.in, text, diags.Err())
			continue
		}
		if diff := cmp.Diff(s1, s2, prTreeOptions(duck)); diff != "" {
			t.Errorf("%q: tree changed by printing (-parsed +reparsed):\n%s", c.in, diff)
		}
		for _, d := range All() {
			if d.Name == "duckdb" {
				continue
			}
			if _, err := PrintScript(d, s1, PrintOptions{}); err == nil || !strings.Contains(err.Error(), "DESCRIBE") {
				t.Errorf("%q printed in %s: want a refusal naming DESCRIBE, got %v", c.in, d.Name, err)
			}
		}
	}
}

// Where DuckDB does not take DESCRIBE, and in the dialects that have no
// DESCRIBE lateral reads, the builder reports a positioned error.
func TestParseDescribeErrors(t *testing.T) {
	for _, c := range []struct{ dialect, in, want string }{
		{"duckdb", "SELECT 1 UNION DESCRIBE SELECT 1", "operand of a set operation"},
		{"duckdb", "WITH x AS (SELECT 1) DESCRIBE SELECT * FROM x", "cannot follow WITH"},
		{"duckdb", "WITH x AS (SELECT 1) (DESCRIBE SELECT * FROM x)", "cannot follow WITH"},
		{"duckdb", "WITH x AS (DESCRIBE SELECT 1) SELECT * FROM x", "CTE cannot be a DESCRIBE"},
		{"duckdb", "SHOW TABLES", "SHOW is not supported"},
		{"duckdb", "(DESCRIBE SELECT 1) LIMIT 1", "no ORDER BY, LIMIT or OFFSET"},
		{"duckdb", "SELECT * FROM ((DESCRIBE SELECT 1) ORDER BY 1)", "no ORDER BY, LIMIT or OFFSET"},
		{"duckdb", "DESCRIBE DESCRIBE SELECT 1", "needs parentheses"},
		{"hive", "DESCRIBE t", "DESCRIBE is not supported"},
		{"postgres", "SELECT * FROM (DESCRIBE SELECT 1) d", "DESCRIBE is not supported"},
		{"spark", "DESC SELECT 1", "DESC is not supported"},
	} {
		d, _ := Lookup(c.dialect)
		_, diags := Parse(d, c.in, ParseOptions{})
		err := diags.Err()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: want an error containing %q, got %v", c.dialect, c.in, c.want, err)
			continue
		}
		for _, e := range diags.Errors() {
			if !e.Span.Start.IsValid() {
				t.Errorf("%s %q: error without a position: %v", c.dialect, c.in, e)
			}
		}
	}
}

// A tree DuckDB would not parse back is refused, not printed.
func TestPrintDescribeUnderClauses(t *testing.T) {
	duck, _ := Lookup("duckdb")
	d := &ast.Describe{Table: pname("t")}
	for _, q := range []*ast.Query{
		{Body: d, Limit: pint("1")},
		{Body: d, OrderBy: []*ast.OrderItem{{Expr: pint("1")}}},
		{Body: d, With: &ast.With{CTEs: []*ast.CTE{{Name: pid("x"), Query: &ast.Query{Body: &ast.Select{Items: []*ast.SelectItem{{Expr: pint("1")}}}}}}}},
	} {
		if out, err := Print(duck, q, PrintOptions{}); err == nil {
			t.Errorf("printed %q, want a refusal", out)
		}
	}
	if out, err := Print(duck, &ast.Query{Body: d}, PrintOptions{}); err != nil || out != "DESCRIBE t" {
		t.Errorf("got %q, %v", out, err)
	}
}
