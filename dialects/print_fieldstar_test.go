package dialects

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL (x).*: read, printed back for PostgreSQL, refused at the
// item for the other targets (none has the same construct: DuckDB reads
// only col.* of a struct column, whose meaning depends on the table names
// in scope), and not PostgreSQL syntax elsewhere.
func TestFieldStar(t *testing.T) {
	for _, sql := range []string{
		"SELECT (information_schema._pg_expandarray(ARRAY['c', 'b', 'a'])).*",
		"SELECT (x).*, 1 FROM t",
		"SELECT ((x).f).* FROM t",
	} {
		if got := fxPrint(t, "postgres", sql, "postgres"); got != sql {
			t.Errorf("%q printed back as %q", sql, got)
		}
	}
	sel := psQuery(t, "postgres", "SELECT (x).* FROM t").Body.(*ast.Select)
	fs, ok := sel.Items[0].Expr.(*ast.FieldStar)
	if !ok {
		t.Fatalf("(x).* is a %T", sel.Items[0].Expr)
	}
	if fs.Span.Start.Col != 8 || fs.Span.End.Col != 13 {
		t.Errorf("(x).* spans %v", fs.Span)
	}
	for _, dst := range []string{"duckdb", "trino", "spark", "bigquery", "snowflake"} {
		s := psParse(t, "postgres", "SELECT 1, (x).* FROM t")
		_, err := PrintScript(psDialect(t, dst), s, PrintOptions{})
		var ue *UnsupportedError
		if !errors.As(err, &ue) || ue.Node == nil || ue.Node.SpanOf().Start.Col != 11 {
			t.Errorf("postgres -> %s: got %v, want a refusal at the (x).*", dst, err)
		}
	}
	for _, d := range []string{"duckdb", "trino", "hive"} {
		fxWantErr(t, d, "SELECT (x).* FROM t", "B001", "(x).*")
	}
}
